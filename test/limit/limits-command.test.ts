/** `jobai limits` through the built CLI (bin/jobai.js), reading the window other processes wrote. */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { createLimiter } from "../../src/limit/index.js";
import { runJobai } from "../helpers/cli.js";
import { runJobaiInProcess } from "../helpers/cli-in-process.js";

describe("jobai limits", () => {
  test("--help teaches with examples", async () => {
    const run = await runJobaiInProcess(["limits", "--help"]);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/jobai limits --json/);
    expect(run.stdout).toMatch(/--store/);
    expect(run.stdout).toMatch(/SERVICE_ORGANIZATION_SLUG/);
  });

  test("shows what processes of the organization used in the file store, as a table and as JSON", async () => {
    const stateDir = mkdtempSync(join(tmpdir(), "jobai-limits-cli-"));
    const env = { SERVICE_ORGANIZATION_SLUG: "acme", JOBAI_STATE_DIR: stateDir, JOBAI_LIMIT_STORE: "file" };
    const limiter = createLimiter({ env, requests: 10, inputTokens: 5000 });
    const first = await limiter.acquire({ requests: 1, inputTokens: 1200 });
    await first.settle({ requests: 1, inputTokens: 800 });
    await limiter.acquire({ requests: 1, inputTokens: 300 });
    await limiter.pause(Date.now() + 30_000);

    const json = await runJobaiInProcess(["limits", "--json", "--requests", "10", "--input-tokens", "5000"], {
      env,
    });
    expect(json.exitCode).toBe(0);
    const state = JSON.parse(json.stdout);
    expect(state).toMatchObject({
      store: "file",
      key: "acme:vendor",
      used: { requests: 2, inputTokens: 1100 },
      remaining: { requests: 8, inputTokens: 3900 },
      inFlight: 1,
      location: join(stateDir, "limit-acme_vendor"),
    });
    expect(state.pausedUntil).toBeGreaterThan(Date.now());

    const table = await runJobaiInProcess(["limits", "--requests", "10", "--input-tokens", "5000"], { env });
    expect(table.exitCode).toBe(0);
    expect(table.stdout).toMatch(/^store: file \(/);
    expect(table.stdout).toMatch(/requests\s+2\s+10\s+8/);
    expect(table.stdout).toMatch(/input tokens\s+1100\s+5000\s+3900/);
    expect(table.stdout).toMatch(/paused until: \d{4}-/);
  });

  test.each([
    [["--window", "0"], /window .* must be greater than 0/],
    [["--requests", "-1"], /request limit/],
    [["--store", "disk"], /Choices: "memory", "file", "redis", "off"|must be one of/],
    [["--store", "redis"], /needs an address/],
    [["--store", "redis", "--redis-url", "localhost:6379"], /redis:\/\/ or rediss:\/\/ URL/],
  ])("bad input %j exits 2 with a clear message", async (args, message) => {
    const run = await runJobaiInProcess(["limits", ...args]);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(message);
  });

  test("a Redis that cannot be reached is one warning, the password never printed, and exit 0", async () => {
    const run = await runJobai([
      "limits",
      "--store",
      "redis",
      "--redis-url",
      "redis://jobai:hunter2pw@127.0.0.1:1",
    ]);
    expect(run.exitCode).toBe(0);
    // The store really read is the host's file store, named with its place (issue 23: it said memory).
    expect(run.stdout).toMatch(
      /^store: file \(the redis store failed: Redis at 127\.0\.0\.1:1 could not be used: nothing accepts connections there\) \(.*limit-local_vendor\)$/m,
    );
    expect(run.stderr.match(/limiter store failed/g)).toHaveLength(1);
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/hunter2pw/);
  });

  test("a file store that cannot be used: memory, its share of the budget, and why, in the table and in JSON", async () => {
    const dir = mkdtempSync(join(tmpdir(), "jobai-limits-cli-"));
    writeFileSync(join(dir, "a-file"), "");
    const env = {
      SERVICE_ORGANIZATION_SLUG: "acme",
      JOBAI_STATE_DIR: join(dir, "a-file", "state"),
      JOBAI_LIMIT_STORE: "file",
    };
    const table = await runJobaiInProcess(["limits"], { env });
    expect(table.exitCode).toBe(0);
    expect(table.stdout).toMatch(
      /^store: memory, a 1\/4 share of the budget \(the file store failed: the state directory .*a-file\/state cannot be created \(ENOTDIR\)/m,
    );
    const json = await runJobaiInProcess(["limits", "--json"], { env });
    expect(JSON.parse(json.stdout)).toMatchObject({ store: "memory", fallbackFrom: "file", sharedBy: 4 });
    expect(JSON.parse(json.stdout).location).toBeUndefined();
  });
});
