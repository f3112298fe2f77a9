/**
 * The build's spend account (issue 30, item 4) in every store: one sequence of holds and settles
 * decided the same by the TypeScript rules (memory, file) and the Lua script (a real redis-server);
 * a hold never settled ends at its time; a settle run twice charges once; an ACL user held to
 * `~jobai:*` keeps the account in the window's hash slot; the spend limit's settings refused with
 * the fix.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { resolveSettings } from "../../src/config/settings.js";
import { UsageError } from "../../src/errors.js";
import { createSpendLedger } from "../../src/limit/create.js";
import { budgetKeys } from "../../src/limit/redis-keys.js";
import { createMemoryLedger, type SpendLedger } from "../../src/limit/spend-account.js";
import { createFileLedger } from "../../src/limit/spend-file.js";
import { worstCaseUsd } from "../../src/limit/spend-gate.js";
import { createRedisLedger } from "../../src/limit/spend-redis.js";
import { costOfUsage } from "../../src/usage/prices.js";
import { type RedisServer, startRedis } from "./helpers/redis-server.js";

let redis: RedisServer;
let admin: Redis;
beforeAll(async () => {
  redis = await startRedis();
  admin = new Redis(redis.url);
});
afterAll(async () => {
  admin?.disconnect();
  await redis?.stop();
});

const stateDir = () => mkdtempSync(join(tmpdir(), "jobai-spend-"));
const HOUR = 3_600_000;

/** One sequence of decisions; every ledger must answer it the same. */
async function scenario(ledger: SpendLedger, build: string) {
  const a = { build, job: "job-a" };
  const b = { build, job: "job-b" };
  const limits = { job: 600, build: 950 };
  const out: unknown[] = [];
  out.push(await ledger.reserve(a, "r1", 400, limits, HOUR));
  out.push(await ledger.reserve(a, "r2", 300, limits, HOUR)); // job-a: 400 + 300 > 600
  out.push(await ledger.reserve(b, "r3", 500, limits, HOUR));
  out.push(await ledger.reserve(b, "r4", 100, limits, HOUR)); // build: 900 + 100 > 950
  out.push(await ledger.reserve(a, "r1", 400, limits, HOUR)); // the same id again: held already
  await ledger.settle(a, "r1", 150, HOUR);
  await ledger.settle(a, "r1", 150, HOUR); // run again: charged once
  out.push(await ledger.view(a));
  out.push(await ledger.reserve(b, "r4", 100, limits, HOUR)); // 150 + 500 + 100 fits now
  await ledger.settle(b, "r3", 0, HOUR); // refused by the provider: nothing spent
  await ledger.settle(b, "r4", 250, HOUR);
  out.push(await ledger.view(b));
  // A response slower than its hold is charged all the same.
  await ledger.settle(b, "late", 100, HOUR);
  out.push(await ledger.view(b));
  // A hold never settled (its process killed) ends at its time.
  out.push(await ledger.reserve(a, "crashed", 400, limits, 40));
  out.push(await ledger.reserve(a, "r5", 400, limits, HOUR)); // job-a: 150 + 400 + 400 > 600
  await new Promise((resolve) => setTimeout(resolve, 80));
  out.push(await ledger.reserve(a, "r5", 400, limits, HOUR));
  out.push(await ledger.view(a));
  return out;
}

const expected = [
  { granted: true },
  { granted: false, scope: "job", limit: 600, spent: 0, held: 400 },
  { granted: true },
  { granted: false, scope: "build", limit: 950, spent: 0, held: 900 },
  { granted: true },
  { build: { spent: 150, held: 500 }, job: { spent: 150, held: 0 } },
  { granted: true },
  { build: { spent: 400, held: 0 }, job: { spent: 250, held: 0 } },
  { build: { spent: 500, held: 0 }, job: { spent: 350, held: 0 } },
  { granted: true },
  { granted: false, scope: "job", limit: 600, spent: 150, held: 400 },
  { granted: true },
  { build: { spent: 500, held: 400 }, job: { spent: 150, held: 400 } },
];

describe("the spend account", () => {
  test("memory, file and Redis (the Lua script) decide one sequence the same", async () => {
    const build = `build-${Date.now()}`;
    const memory = await scenario(createMemoryLedger(), build);
    const file = await scenario(createFileLedger({ dir: stateDir(), key: "acme:vendor" }), build);
    const ledger = createRedisLedger({ url: redis.url, key: "acme:vendor" });
    try {
      const fromRedis = await scenario(ledger, build);
      expect(memory).toEqual(expected);
      expect(file).toEqual(expected);
      expect(fromRedis).toEqual(expected);
    } finally {
      await ledger.close();
    }
  });

  test("two builds have two accounts; processes of one build share the file store's account", async () => {
    const dir = stateDir();
    const one = createFileLedger({ dir, key: "acme:vendor" });
    const other = createFileLedger({ dir, key: "acme:vendor" });
    const limits = { build: 100 };
    expect(await one.reserve({ build: "b1", job: "j1" }, "x", 80, limits, HOUR)).toEqual({ granted: true });
    expect(await other.reserve({ build: "b1", job: "j2" }, "y", 30, limits, HOUR)).toMatchObject({
      granted: false,
      scope: "build",
      held: 80,
    });
    expect(await other.reserve({ build: "b2", job: "j2" }, "y", 30, limits, HOUR)).toEqual({ granted: true });
  });

  test("an account file jobai did not write is not read as empty: the decision fails, naming the file", async () => {
    const dir = stateDir();
    const ledger = createFileLedger({ dir, key: "acme:vendor" });
    const account = { build: "b1", job: "j1" };
    await ledger.reserve(account, "x", 10, { build: 100 }, HOUR);
    const { writeFileSync, readdirSync } = await import("node:fs");
    const accountDir = join(dir, readdirSync(dir).find((name) => name.startsWith("spend-")) as string);
    const head = readdirSync(accountDir).find((name) => name.endsWith(".json")) as string;
    writeFileSync(join(accountDir, head), '{"build": -5}');
    await expect(ledger.reserve(account, "y", 10, { build: 100 }, HOUR)).rejects.toThrow(
      /spend account .* is not one jobai writes/,
    );
  });

  test("an ACL user held to ~jobai:* keeps the account, in the window's hash slot", async () => {
    await admin.call(
      "ACL",
      "SETUSER",
      "spender",
      "on",
      ">spend-pass-41",
      "resetkeys",
      "~jobai:*",
      "-@all",
      "+evalsha",
      "+eval",
      "+script|load",
      "+get",
      "+set",
      "+time",
      "+ping",
      "+hello",
      "+info",
    );
    const settings = resolveSettings(
      {
        store: "redis",
        redisUrl: `redis://spender:spend-pass-41@127.0.0.1:${redis.port}`,
        spendLimitBuild: 1,
      },
      {},
      {},
    );
    const key = "acl-org:vendor";
    const ledger = createSpendLedger(settings, { key });
    try {
      const account = { build: "0190-build", job: "job-1" };
      expect(await ledger.reserve(account, "r1", 10, { build: 100 }, HOUR)).toEqual({ granted: true });
      await ledger.settle(account, "r1", 7, HOUR);
      expect((await ledger.view(account)).build.spent).toBe(7);
      const written = budgetKeys(key).spend("0190-build");
      expect(written).toBe("jobai:{acl-org:vendor}:spend:0190-build");
      expect(await admin.exists(written)).toBe(1);
      // Same slot as the window: a Redis Cluster decides both on one shard.
      const slot = (k: string) => admin.call("CLUSTER", "KEYSLOT", k).catch(() => undefined);
      const [spendSlot, windowSlot] = await Promise.all([slot(written), slot(budgetKeys(key).window)]);
      if (spendSlot !== undefined) expect(spendSlot).toBe(windowSlot);
      // Every key jobai writes expires.
      expect(await admin.pttl(written)).toBeGreaterThan(0);
    } finally {
      await ledger.close();
    }
  });
});

describe("a request's worst case", () => {
  const prices = new Map([
    ["m", { input: 3, output: 15, cache_write_5m: 3.75, cache_write_1h: 6, cache_read: 0.3 }],
  ]);
  const costOf = (model: string, usage: Parameters<typeof costOfUsage>[2]) =>
    costOfUsage(prices, model, usage);
  test.each([
    ["none", 3],
    ["5m", 3.75],
    ["1h", 6],
  ] as const)("input at the dearest price it may be counted at (cache %s: $%d per million), max_tokens at the output price", (cacheWrite, inputPrice) => {
    const worst = worstCaseUsd(costOf, {
      model: "m",
      inputTokens: 1_000_000,
      cacheWrite,
      maxTokens: 100_000,
    });
    expect(worst).toBeCloseTo(inputPrice + 1.5, 9);
  });
  test("an unpriced model has no worst case", () => {
    expect(
      worstCaseUsd(costOf, { model: "other", inputTokens: 10, cacheWrite: "none", maxTokens: 10 }),
    ).toBeNull();
  });
});

describe("the spend limit's settings", () => {
  test("from the environment, the plugin's spend-limit and options, in that order of precedence", () => {
    expect(
      resolveSettings({}, {}, { JOBAI_SPEND_LIMIT_JOB: "2", JOBAI_SPEND_LIMIT_BUILD: "10.50" }).spendLimit,
    ).toEqual({
      job: 2,
      build: 10.5,
    });
    expect(
      resolveSettings({}, { "spend-limit": { build: 4 } }, { JOBAI_SPEND_LIMIT_BUILD: "10" }).spendLimit,
    ).toEqual({ build: 4 });
    expect(resolveSettings({ spendLimitJob: 1 }, { "spend-limit": { job: 4 } }, {}).spendLimit).toEqual({
      job: 1,
    });
    expect(resolveSettings({}, {}, {}).spendLimit).toEqual({});
  });

  test.each([
    ["$10"],
    ["10 USD"],
    ["-1"],
    ["0"],
    ["ten"],
    ["1e3"],
  ])("JOBAI_SPEND_LIMIT_BUILD=%s is refused naming the variable and the fix", (value) => {
    const run = () => resolveSettings({}, {}, { JOBAI_SPEND_LIMIT_BUILD: value });
    expect(run).toThrow(UsageError);
    expect(run).toThrow(
      /JOBAI_SPEND_LIMIT_BUILD, spend-limit.build\) must be an amount in US dollars greater than 0.*plain number, e.g. 10/,
    );
  });
});
