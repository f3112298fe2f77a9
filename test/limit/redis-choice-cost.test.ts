/**
 * Choosing the next waiter does not read every waiter (issue 29, item 4): the limit script's
 * decision costs about as much with 4,000 waiters as with 250 (the index of each job's oldest waiter
 * by usage: O(log waiters)), for the best waiter and for one behind it (its turn is played at most
 * TURNS_AHEAD turns). A complexity proof by Redis's own timing of each call (SLOWLOG, the median of
 * calls of the two sizes taken in turn, so both see the same load), with a wide margin: the script
 * that read and ranked every waiter took about 16 times as long at 16 times the waiters.
 */
import { Redis } from "ioredis";
import { afterAll, beforeAll, expect, test } from "vitest";
import { budgetKeys, limitScriptKeys } from "../../src/limit/redis-keys.js";
import { limitScript, limitScriptArgs } from "../../src/limit/redis-script.js";
import type { Budget } from "../../src/limit/types.js";
import { type RedisServer, startRedis } from "./helpers/redis-server.js";

const NOW = 1_700_000_000_000;
const ENTRIES = 50;
const budget: Budget = {
  requests: ENTRIES,
  inputTokens: ENTRIES * 1000,
  windowMs: 60_000,
  marginMs: 60,
  latencyMs: 1000,
};

let server: RedisServer;
let redis: Redis;
beforeAll(async () => {
  server = await startRedis();
  redis = new Redis(server.url);
  redis.defineCommand("jobaiLimit", {
    numberOfKeys: limitScriptKeys("").length,
    lua: limitScript("argument"),
  });
});
afterAll(async () => {
  redis?.disconnect();
  await server?.stop();
});

type Limit = (...args: (string | number)[]) => Promise<unknown>;

/** A full window of ENTRIES and `waiters` waiters, one job each, oldest first; converted once. */
async function queueOf(waiters: number): Promise<string> {
  const key = `choice-${waiters}`;
  const window = {
    entries: Array.from({ length: ENTRIES }, (_, i) => ({
      id: `e${i}`,
      at: NOW - 50_000 + i,
      end: NOW + 10_000 + i * 10,
      requests: 1,
      inputTokens: 1000,
      settled: true,
      job: `job-${i}`,
    })),
    queue: Array.from({ length: waiters }, (_, i) => ({
      id: `q${i}`,
      requests: 1,
      inputTokens: 1000,
      seenAt: NOW,
      since: NOW - 40_000 + i,
      job: `job-${i}`,
      priority: "normal",
    })),
    pausedUntil: 0,
  };
  await redis.set(budgetKeys(key).window, JSON.stringify(window));
  await ask(key, "q0");
  return key;
}

function ask(key: string, id: string): Promise<unknown> {
  const job = `job-${id.slice(1)}`;
  return (redis as unknown as Record<string, Limit>).jobaiLimit?.(
    ...limitScriptKeys(key),
    ...limitScriptArgs("acquire", {
      id,
      cost: { requests: 1, inputTokens: 1000 },
      budget,
      leaseMs: 1e12,
      claim: { job, priority: "normal" },
      now: NOW,
    }),
  ) as Promise<unknown>;
}

/** Redis's time for one call (µs), from SLOWLOG with every command logged. */
async function timed(call: () => Promise<unknown>): Promise<number> {
  await redis.slowlog("RESET");
  await call();
  const log = (await redis.slowlog("GET", 10)) as [number, number, number, string[]][];
  const entry = log.find((e) => String(e[3]?.[0]).toLowerCase() === "evalsha");
  if (!entry) throw new Error("the script's call is not in SLOWLOG");
  return Number(entry[2]);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

test("a decision with 4,000 waiters costs about what it does with 250: the best waiter, and one behind", async () => {
  const small = await queueOf(250);
  const large = await queueOf(4000);
  await redis.config("SET", "slowlog-log-slower-than", 0);
  try {
    for (const asker of ["q0", "q200"]) {
      const times: { small: number[]; large: number[] } = { small: [], large: [] };
      for (let i = 0; i < 15; i++) {
        times.small.push(await timed(() => ask(small, asker)));
        times.large.push(await timed(() => ask(large, asker)));
      }
      const ratio = median(times.large) / median(times.small);
      expect(
        ratio,
        `${asker}: ${median(times.small)} µs at 250, ${median(times.large)} µs at 4,000`,
      ).toBeLessThan(4);
    }
  } finally {
    await redis.config("SET", "slowlog-log-slower-than", 10_000);
  }
}, 60_000);
