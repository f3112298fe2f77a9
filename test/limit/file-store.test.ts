/**
 * The file store: one window for every process on the host, a lock held for milliseconds, broken
 * when its holder was killed, a corrupt state file rebuilt, an unusable directory a fallback to
 * memory with one warning. Several real node processes saturate the emulator's sliding-window
 * proxy through it without one 429.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { createFileStore, stateDirName } from "../../src/limit/file-store.js";
import { createLimiter } from "../../src/limit/index.js";
import { withEmulator } from "../helpers/emulator.js";
import { JumpClock } from "../helpers/jump-clock.js";
import { limiterBundle } from "./helpers/limiter-bundle.js";
import { runWorkers } from "./helpers/workers.js";

const budget = { requests: 3, inputTokens: 1000, windowMs: 60_000, marginMs: 60, latencyMs: 1000 };
const tempDir = () => mkdtempSync(join(tmpdir(), "jobai-file-store-"));

function warnings() {
  const lines: string[] = [];
  return { lines, logger: { warn: (message: string) => void lines.push(message) } };
}

describe("file store", () => {
  test("two stores on one directory share one window, kept in a state file named for the key", async () => {
    const dir = tempDir();
    const a = createFileStore({ dir, key: "acme:vendor" });
    const b = createFileStore({ dir, key: "acme:vendor" });
    expect(await a.tryAcquire("one", { requests: 2, inputTokens: 10 }, budget)).toMatchObject({
      granted: true,
    });
    expect(await b.tryAcquire("two", { requests: 2, inputTokens: 10 }, budget)).toMatchObject({
      granted: false,
      reason: "requests",
    });
    expect((await b.state(budget)).used).toEqual({ requests: 2, inputTokens: 10 });
    expect(stateDirName("acme:vendor")).toBe("limit-acme_vendor");
    // Two generations were published (state() only reads), and no lock is left behind.
    expect(readdirSync(join(dir, "limit-acme_vendor")).sort()).toEqual(["1.json", "2.json"]);
    const other = createFileStore({ dir, key: "other:vendor" });
    expect((await other.state(budget)).used).toEqual({ requests: 0, inputTokens: 0 });
  });

  test("a corrupt state file is rebuilt (full: see file-faults.test.ts) with one warning, not fatal", async () => {
    const dir = tempDir();
    const { lines, logger } = warnings();
    const keyDir = join(dir, stateDirName("k"));
    mkdirSync(keyDir);
    writeFileSync(join(keyDir, "7.json"), "{ not json");
    const store = createFileStore({ dir, key: "k", logger });
    expect(await store.tryAcquire("a", { requests: 1, inputTokens: 1 }, budget)).toMatchObject({
      granted: false,
      reason: "requests",
    });
    writeFileSync(join(keyDir, "9.json"), JSON.stringify({ version: 1, entries: "nope" }));
    expect(await store.tryAcquire("a", { requests: 1, inputTokens: 1 }, budget)).toMatchObject({
      granted: false,
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/could not be read \(it is not a window this version of jobai wrote\)/);
    expect(readdirSync(keyDir)).toContain("10.json");
  });

  test("an unusable state directory falls back to memory, a quarter of the budget, with one warning, and the limiter keeps working", async () => {
    const dir = tempDir();
    writeFileSync(join(dir, "a-file"), "");
    const { lines, logger } = warnings();
    const limiter = createLimiter({
      store: "file",
      stateDir: join(dir, "a-file", "state"),
      // Its register of processes was never readable: a quarter, 2 requests, is this process's.
      requests: 8,
      window: 60_000,
      logger,
      env: {},
    });
    await limiter.acquire({ requests: 1, inputTokens: 1 });
    await limiter.acquire({ requests: 1, inputTokens: 1 });
    const state = await limiter.state();
    expect(state).toMatchObject({
      store: "memory",
      fallbackFrom: "file",
      used: { requests: 2 },
      sharedBy: 4,
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /the file limiter store failed .*ENOTDIR.*now limits itself in memory to a 1\/4 share/,
    );
    // A count it never read is not said as one (issue 34: "4 processes of this host were using the store").
    expect(lines[0]).not.toMatch(/processes of this host were using the store/);
    expect(lines[0]).toMatch(
      /share the budget is unknown, since the store never read its register: 4 assumed/,
    );
  });

  test("a lock left by a holder killed with kill -9 blocks nobody", async () => {
    const dir = tempDir();
    mkdirSync(join(dir, stateDirName("k")));
    const lockPath = join(dir, stateDirName("k"), "0.0.lock");
    const bundle = await limiterBundle();
    // The child takes the lock as the store does and then spins inside it until killed.
    const child = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { writeFileSync } from "node:fs";
         import { hostname } from "node:os";
         writeFileSync(${JSON.stringify(lockPath)}, process.pid + " " + hostname(), { flag: "wx" });
         console.log("locked");
         for (;;) {}`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    await new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
    expect(bundle).toBeTruthy();
    child.kill("SIGKILL");
    await new Promise((resolve) => child.once("close", resolve));
    expect(existsSync(lockPath)).toBe(true);
    const clock = new JumpClock(Date.now());
    const store = createFileStore({ dir, key: "k", staleMs: 5000, now: clock.now, sleep: clock.sleep });
    expect(await store.tryAcquire("a", { requests: 1, inputTokens: 1 }, budget)).toMatchObject({
      granted: true,
    });
    // The holder's process is gone: broken at once, without one wait for the 5 s age limit.
    expect(clock.sleeps).toEqual([]);
    expect(existsSync(lockPath)).toBe(false);
  });

  test("a lock held by a live but stuck process is broken after the stale timeout", async () => {
    const dir = tempDir();
    mkdirSync(join(dir, stateDirName("k")));
    const lockPath = join(dir, stateDirName("k"), "0.0.lock");
    const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
    try {
      writeFileSync(lockPath, `${child.pid} ${(await import("node:os")).hostname()}`);
      const clock = new JumpClock(Date.now());
      const store = createFileStore({ dir, key: "k", staleMs: 300, now: clock.now, sleep: clock.sleep });
      const started = clock.now();
      expect(await store.tryAcquire("a", { requests: 1, inputTokens: 1 }, budget)).toMatchObject({
        granted: true,
      });
      // Broken once this process saw it held for 300 ms on its clock, within one retry's wait (<= 12 ms).
      const waited = clock.now() - started;
      expect(waited).toBeGreaterThan(300);
      expect(waited).toBeLessThanOrEqual(300 + 12);
    } finally {
      child.kill("SIGKILL");
    }
  });

  test("4 processes saturating the sliding-window proxy (6 requests per 1 s) through one state file: no 429", async () => {
    const limits = { requests: 6, inputTokens: 1_000_000, windowMs: 1000 };
    const bundle = await limiterBundle();
    const stateDir = tempDir();
    await withEmulator({ limits: { ...limits, model: "sliding" } }, async (emulator) => {
      const results = await runWorkers(
        4,
        {
          JOBAI_LIMIT_MODULE: bundle,
          JOBAI_LIMIT_STORE: "file",
          JOBAI_STATE_DIR: stateDir,
          JOBAI_LIMIT_REQUESTS: String(limits.requests),
          JOBAI_LIMIT_INPUT_TOKENS: String(limits.inputTokens),
          JOBAI_LIMIT_WINDOW: String(limits.windowMs),
          SERVICE_ORGANIZATION_SLUG: "acme",
          WORKER_BASE_URL: emulator.proxyUrl,
          WORKER_JOB_TOKEN: emulator.jobToken,
          WORKER_COUNT: "6",
          WORKER_CONCURRENCY: "2",
          WORKER_DEADLINE_MS: "15000",
        },
        18_000,
      );
      expect(results.map((r) => r.failed)).toEqual([0, 0, 0, 0]);
      expect(results.reduce((sum, r) => sum + r.ok, 0)).toBe(24);
      expect(emulator.proxy.counters()).toMatchObject({ accepted: 24, rejected: 0 });
    });
  }, 30_000);
});
