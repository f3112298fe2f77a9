/**
 * The REST client as users run it: in its own process, against the API in another (issue 13, item
 * 5; issue 15). Nothing but the client's own waits keeps the client processes alive, and several
 * processes on one token share one budget through the file store.
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { describe, expect, it } from "vitest";
import { jobaiBin } from "../helpers/cli.js";
import { listBuildsScript, restBundle, runChild, startEmulatorProcess } from "./helpers/children.js";

describe("the client in its own process", () => {
  it("waits out the rate limit to the last page, and processes on one token share the budget", async () => {
    const emulator = await startEmulatorProcess({
      REST_LIMIT: "4",
      REST_WINDOW_MS: "2000",
      REST_BUILDS: "400",
    });
    try {
      const env = {
        REST_BUNDLE: await restBundle(),
        SERVICE_API_URL: emulator.url,
        SERVICE_API_TOKEN: emulator.token,
        JOBAI_LIMIT_STORE: "file",
        JOBAI_STATE_DIR: mkdtempSync(join(tmpdir(), "jobai-rest-budget-")),
      };
      // Three jobs, 4 or 5 requests each, at 4 requests per 2 s: every one must wait several windows.
      const runs = await Promise.all([1, 2, 3].map(() => runChild([listBuildsScript], env, 60_000)));
      const counters = await emulator.stop();
      for (const run of runs) {
        expect(run.stderr).toBe("");
        expect(run.code).toBe(0); // not 13: the waits kept node alive
        expect(JSON.parse(run.stdout).count).toBe(400);
      }
      expect(runs.some((run) => JSON.parse(run.stdout).waits.length > 0)).toBe(true);
      expect(counters.rateLimited).toBe(0);
    } finally {
      await emulator.stop().catch(() => {});
    }
  }, 90_000);
});

describe("jobai builds list --limit 0 against a rate-limited jobai emulate", () => {
  it("completes every page, saying on stderr what it waits for", async () => {
    const child = spawn(
      process.execPath,
      [jobaiBin, "emulate", "--quiet", "--rest-limit", "1/5s", "--rest-builds", "250"],
      { stdio: ["ignore", "pipe", "ignore"], env: { PATH: process.env.PATH ?? "" } },
    );
    try {
      const vars: Record<string, string> = {};
      for await (const line of createInterface({ input: child.stdout })) {
        const found = /^export (\w+)='?([^']*)'?$/.exec(line);
        if (found) vars[found[1] as string] = found[2] as string;
        if (vars.SERVICE_API_URL && vars.SERVICE_API_TOKEN) break;
      }
      const run = await runChild(
        [jobaiBin, "builds", "list", "--org", "acme", "--limit", "0", "--json"],
        {
          SERVICE_API_URL: vars.SERVICE_API_URL as string,
          SERVICE_API_TOKEN: vars.SERVICE_API_TOKEN as string,
        },
        60_000,
      );
      expect(run.code).toBe(0);
      expect(JSON.parse(run.stdout)).toHaveLength(250);
      // 3 pages at 1 request per 5 s: two waits, the second (at least) longer than 2 s and announced.
      const lines = run.stderr.trim().split("\n");
      expect(lines.length).toBeGreaterThanOrEqual(1);
      for (const line of lines) {
        // The CLI's one shape for a wait (src/provider/wait-notice.ts), naming the call.
        expect(line).toMatch(/^jobai: waiting \d+ s for .+ before GET \/v2\/organizations\/acme\/builds$/);
      }
      expect(run.stderr).not.toContain(vars.SERVICE_API_TOKEN);
    } finally {
      child.kill("SIGTERM");
    }
  }, 90_000);
});
