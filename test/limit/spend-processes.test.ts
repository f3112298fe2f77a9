/**
 * The spend limit shared by a build's processes (issue 30, item 4), with real processes: six
 * client processes of one build (the library as a job uses it, the real SDK) ask at once against the
 * emulator's proxy on 127.0.0.1, under a build limit of about five requests' cost, through the file
 * store and through a real redis-server. Together they never spend more than the limit plus one
 * request, each stops at a SpendLimitError naming the build's limit, and the account holds exactly
 * what the answered requests cost.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildModule } from "../../scripts/esbuild-node.js";
import { resolveSettings } from "../../src/config/settings.js";
import { type StartedEmulator, startEmulator } from "../../src/emulator/index.js";
import { createSpendLedger, storeKey } from "../../src/limit/create.js";
import { toUsage } from "../../src/limit/usage.js";
import { costOfUsage, loadPrices } from "../../src/usage/prices.js";
import { type RedisServer, startRedis } from "./helpers/redis-server.js";

const CHILD = new URL("./helpers/spend-child.mjs", import.meta.url).pathname;
const MODEL = "claude-haiku-4-5";
/** Dear prices of the test's own, so that one short request costs cents and rounding is nothing. */
const PRICE = { input: 1000, output: 1000, cache_write_5m: 1250, cache_write_1h: 2000, cache_read: 100 };

let library: string;
let emulator: StartedEmulator;
let redis: RedisServer;
let pricesFile: string;
beforeAll(async () => {
  const work = mkdtempSync(join(tmpdir(), "jobai-spend-procs-"));
  pricesFile = join(work, "prices.json");
  writeFileSync(pricesFile, JSON.stringify({ [MODEL]: PRICE }));
  [library, emulator, redis] = await Promise.all([
    buildModule("src/index.ts", join(work, "jobai.mjs")),
    startEmulator({ limits: { requests: 500, inputTokens: 500_000, windowMs: 60_000 } }),
    startRedis(),
  ]);
}, 60_000);
afterAll(async () => {
  await emulator?.close();
  await redis?.stop();
});

interface ChildResult {
  usages: unknown[];
  refused: {
    scope: string;
    limit: number;
    spent: number;
    held: number;
    cost: number;
    message: string;
  } | null;
  errors: string[];
}

/** Start `count` processes, let each say ready, then start them all at once. */
async function runChildren(
  count: number,
  envOf: (i: number) => Record<string, string>,
): Promise<ChildResult[]> {
  const children = Array.from({ length: count }, (_, i) =>
    spawn(process.execPath, [CHILD], {
      env: { PATH: process.env.PATH ?? "", ...envOf(i) },
      stdio: ["pipe", "pipe", "pipe"],
    }),
  );
  const results = children.map(
    (child) =>
      new Promise<{ out: string; err: string; code: number | null }>((resolve) => {
        let out = "";
        let err = "";
        child.stdout.on("data", (chunk: Buffer) => {
          out += chunk;
        });
        child.stderr.on("data", (chunk: Buffer) => {
          err += chunk;
        });
        const timer = setTimeout(() => child.kill("SIGKILL"), 45_000);
        child.on("close", (code) => {
          clearTimeout(timer);
          resolve({ out, err, code });
        });
      }),
  );
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          const onData = (chunk: Buffer) => {
            if (String(chunk).includes("ready")) {
              child.stdout.off("data", onData);
              resolve();
            }
          };
          child.stdout.on("data", onData);
          child.on("close", () => resolve());
        }),
    ),
  );
  for (const child of children) child.stdin.end("go\n");
  return (await Promise.all(results)).map(({ out, err, code }) => {
    const line = out.trim().split("\n").at(-1) ?? "";
    if (code !== 0 || !line.startsWith("{"))
      throw new Error(`a spend child exited with ${code}: ${err.slice(-2000)}`);
    return JSON.parse(line) as ChildResult;
  });
}

const prices = () => loadPrices({ file: pricesFile });
const costOf = (usage: unknown) => costOfUsage(prices(), MODEL, toUsage(usage)) as number;

describe.each([["file"], ["redis"]])("six processes of one build, %s store", (store) => {
  test("spend no more than the limit plus one request; the account holds what was answered", async () => {
    const build = `build-${store}-${Date.now()}`;
    const stateDir = mkdtempSync(join(tmpdir(), "jobai-spend-state-"));
    // What one request of the child costs here: its input and output on the emulator's tokenizer.
    const probe = await fetch(`${emulator.proxyUrl}/v1/messages`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-api-key": emulator.jobToken,
        "anthropic-version": "2023-06-01",
      },
      body: JSON.stringify({
        model: MODEL,
        max_tokens: 16,
        messages: [{ role: "user", content: "spend trial 12345 question 0" }],
      }),
    });
    const one = costOf(((await probe.json()) as { usage: unknown }).usage);
    const limit = Number((5 * one).toFixed(6));
    const env = (i: number) => ({
      ...emulator.env,
      SERVICE_BUILD_ID: build,
      SERVICE_JOB_ID: `job-${store}-${i}`,
      JOBAI_LIMIT_STORE: store,
      JOBAI_STATE_DIR: stateDir,
      ...(store === "redis" ? { JOBAI_REDIS_URL: redis.url } : {}),
      JOBAI_SPEND_LIMIT_BUILD: String(limit),
      JOBAI_PRICES: pricesFile,
      SPEND_LIBRARY: library,
      SPEND_MODEL: MODEL,
      SPEND_CALLS: "10",
    });
    const sent = () =>
      emulator.traffic.filter(
        (t) => t.surface === "proxy" && /\/v1\/messages$/.test(t.path.split("?")[0] ?? ""),
      ).length;
    const before = sent();
    const results = await runChildren(6, env);

    expect(results.flatMap((r) => r.errors)).toEqual([]);
    const usages = results.flatMap((r) => r.usages);
    const spent = usages.reduce<number>((sum, usage) => sum + costOf(usage), 0);
    // Every process was stopped by the build's limit, before sending.
    for (const result of results) {
      expect(result.refused).toMatchObject({ scope: "build", limit });
      expect(result.refused?.message).toMatch(/the build's spend limit of \$\d/);
      expect(result.refused?.message).toMatch(/raise JOBAI_SPEND_LIMIT_BUILD/);
    }
    expect(usages.length).toBeGreaterThanOrEqual(3);
    expect(spent).toBeLessThanOrEqual(limit + one + 1e-9);

    // The account: what the answered requests cost, nothing held (rounded to the micro-dollar).
    const settings = resolveSettings(
      { store, stateDir, ...(store === "redis" ? { redisUrl: redis.url } : {}) },
      {},
      {},
    );
    const ledger = createSpendLedger(settings, { key: storeKey(env(0)) });
    try {
      const view = await ledger.view({ build, job: `job-${store}-0` });
      expect(view.build.held).toBe(0);
      expect(Math.abs(view.build.spent / 1e6 - spent)).toBeLessThanOrEqual(usages.length * 1e-6);
    } finally {
      await ledger.close();
    }
    // Nothing refused reached the proxy: it saw exactly the requests the processes saw answered.
    expect(sent() - before).toBe(usages.length);
    // The build's usage, as each job recorded it in the build's meta-data: what was answered.
    const recorded = { requests: 0, inputTokens: 0, outputTokens: 0 };
    for (const [key, value] of Object.entries(await emulator.metaData())) {
      if (!new RegExp(`^jobai-job-${store}-\\d+-library-usage$`).test(key)) continue;
      for (const row of (JSON.parse(value) as { models: (typeof recorded)[] }).models) {
        recorded.requests += row.requests;
        recorded.inputTokens += row.inputTokens;
        recorded.outputTokens += row.outputTokens;
      }
    }
    const answered = usages as { input_tokens: number; output_tokens: number }[];
    expect(recorded).toEqual({
      requests: answered.length,
      inputTokens: answered.reduce((sum, usage) => sum + usage.input_tokens, 0),
      outputTokens: answered.reduce((sum, usage) => sum + usage.output_tokens, 0),
    });
  }, 60_000);
});
