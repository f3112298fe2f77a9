/**
 * Issue 28, item 3: errors say what to fix, everywhere, in lines that all start with `jobai:`.
 * `summarize` printed the SDK's raw `401 {"type":"error",...}` and `Connection error.`; a REST 401
 * did not name SERVICE_API_TOKEN; `--modle` got no suggestion; `--json number,state,jobs` dropped
 * `jobs` silently.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StartedEmulator } from "../../src/emulator/index.js";
import { runJobaiInProcess } from "../helpers/cli-in-process.js";
import { withEmulator } from "../helpers/emulator.js";

let work: string;
let log: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "jobai-error-lines-"));
  log = join(work, "step.log");
  writeFileSync(log, "step\nerror: the build failed\n");
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A loopback port nothing listens on (taken, then let go). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function everyLinePrefixed(stderr: string): void {
  for (const line of stderr.trim().split("\n")) expect(line).toMatch(/^jobai: /);
}

const summarize = (env: Record<string, string>) =>
  runJobaiInProcess(["summarize", "--log", log, "--no-annotate"], {
    env: { JOBAI_STATE_DIR: mkdtempSync(join(work, "state-")), JOBAI_LIMIT_STORE: "memory", ...env },
    timeout: 60_000,
  });

describe("errors that say what to fix", () => {
  it("ask --modle: did you mean --model, every line prefixed, exit 2", async () => {
    const run = await runJobaiInProcess(["ask", "--modle", "x", "hi"]);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toBe(
      "jobai: Unknown option --modle: did you mean --model?\njobai: Run 'jobai ask --help' for usage.",
    );
  });

  it("summarize with a wrong token: the proxy's status and the variable to check, not the SDK's raw body", async () => {
    await withEmulator({}, async (emu: StartedEmulator) => {
      const run = await summarize({
        ...emu.env,
        SERVICE_AGENT_ACCESS_TOKEN: "not-the-job-token-123",
      } as Record<string, string>);
      expect(run.exitCode).toBe(1);
      expect(run.stderr).toMatch(
        /^jobai: the proxy answered 401 authentication_error: .*check SERVICE_AGENT_ACCESS_TOKEN/m,
      );
      expect(run.stderr).not.toMatch(/401 \{/);
      everyLinePrefixed(run.stderr);
    });
  }, 60_000);

  it("summarize with the proxy down: its address and the variable to check, not 'Connection error.'", async () => {
    const port = await closedPort();
    const run = await summarize({
      SERVICE_AGENT_ENDPOINT: `http://127.0.0.1:${port}/v3`,
      SERVICE_AGENT_ACCESS_TOKEN: "job-token-1234567890",
    });
    expect(run.exitCode).toBe(1);
    expect(run.stderr.trim().split("\n").at(-1)).toMatch(
      new RegExp(
        `^jobai: could not reach the proxy at http://127\\.0\\.0\\.1:${port}/v3/ai/vendor: .*check SERVICE_AGENT_ENDPOINT`,
      ),
    );
    expect(run.stderr).not.toContain("Connection error.");
    everyLinePrefixed(run.stderr);
  }, 60_000);

  it("a REST 401 names SERVICE_API_TOKEN; --json number,state,jobs keeps jobs", async () => {
    await withEmulator({}, async (emu: StartedEmulator) => {
      const env = emu.env as Record<string, string>;
      const org = env.SERVICE_ORGANIZATION_SLUG ?? "";
      const refused = await runJobaiInProcess(["builds", "list", "--org", org], {
        env: { ...env, SERVICE_API_TOKEN: "bkua_0000000000000000000000000000000000000000" },
      });
      expect(refused.exitCode).toBe(1);
      expect(refused.stderr).toMatch(/failed with 401: .*Check SERVICE_API_TOKEN/);
      everyLinePrefixed(refused.stderr);
      const listed = await runJobaiInProcess(
        ["builds", "list", "--org", org, "--json", "number,state,jobs"],
        { env },
      );
      expect(listed.exitCode).toBe(0);
      const builds = JSON.parse(listed.stdout) as { jobs?: unknown[] }[];
      expect(builds.length).toBeGreaterThan(0);
      for (const build of builds) expect(Array.isArray(build.jobs)).toBe(true);
    });
  }, 60_000);
});
