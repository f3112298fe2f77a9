/**
 * Issue 29, item 3: 40 processes starting at once on a loaded host each opened three connections,
 * each sending CLIENT SETINFO twice and INFO (ioredis's ready check) before its first command;
 * Redis, starved in that burst, missed one 2 s answer, and every process left it for the
 * fallback's 13 s. Against a real redis-server: the records read now and then share one
 * connection per process, no connection sends INFO or CLIENT SETINFO, and a client's first answer
 * may take longer than the timeout (a server stopped with SIGSTOP stands for the busy one) while
 * every later answer is held to it.
 */
import { Redis } from "ioredis";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createRedisKnowledge } from "../../src/limit/cache-knowledge-redis.js";
import { createRedisLearned } from "../../src/limit/learned-limit-redis.js";
import { answerTimes, FIRST_ANSWER_FACTOR, openRedis } from "../../src/limit/redis-connection.js";
import { createRedisStore } from "../../src/limit/redis-store.js";
import type { Budget } from "../../src/limit/types.js";
import { type RedisServer, startRedis } from "./helpers/redis-server.js";

let redis: RedisServer;
let admin: Redis;
let serverPid: number;

beforeAll(async () => {
  redis = await startRedis();
  admin = new Redis(redis.url);
  serverPid = Number(/process_id:(\d+)/.exec(await admin.info("server"))?.[1]);
});
afterAll(async () => {
  admin?.disconnect();
  await redis?.stop();
});

const budget: Budget = { requests: 3, inputTokens: 100, windowMs: 60_000, marginMs: 60, latencyMs: 1000 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The clients connected besides `admin`. */
async function others(): Promise<number> {
  const list = String(await admin.client("LIST"));
  return list.split("\n").filter((line) => line.trim() !== "").length - 1;
}

/** Stop the server for `ms` (SIGSTOP, then SIGCONT), resolving when it runs again. */
async function stopped(ms: number): Promise<void> {
  process.kill(serverPid, "SIGSTOP");
  try {
    await sleep(ms);
  } finally {
    process.kill(serverPid, "SIGCONT");
  }
}

test("the prompt-cache knowledge and the learned limits share one connection, which sends no INFO nor CLIENT SETINFO", async () => {
  const key = `start-up-${process.pid}`;
  const before = await others();
  await admin.config("RESETSTAT");
  const knowledge = createRedisKnowledge({ url: redis.url, key });
  const learned = createRedisLearned({ url: redis.url, key });
  await Promise.all([knowledge.totals(), learned.read()]);
  await knowledge.record([], {
    requests: 1,
    reservedTokens: 0,
    countedTokens: 0,
    cacheReadTokens: 0,
    inputTokens: 1,
  });
  await learned.read();
  expect(await others()).toBe(before + 1);
  const stats = String(await admin.info("commandstats"));
  expect(stats).not.toMatch(/cmdstat_info:/);
  expect(stats).not.toMatch(/cmdstat_client\|setinfo:/);
  // Closed by the last of its users only.
  await knowledge.close();
  expect(await learned.read()).toBeUndefined();
  await learned.close();
  for (let i = 0; i < 40 && (await others()) > before; i++) await sleep(50);
  expect(await others()).toBe(before);
});

test("a client's first command may wait longer than the timeout for a busy server; a store's later ones are held to it", async () => {
  const timeoutMs = 1000;
  const opened = await openRedis(redis.url, { timeoutMs });
  const client = opened.client;
  client.on("error", () => {});
  try {
    if (client.status === "wait") await client.connect();
    // Connected, then the server stalls 1.5 s (the start-up burst): the first command still answers.
    const stall = stopped(1.5 * timeoutMs); // stopped before the command is sent
    const [value] = await Promise.all([client.get(`jobai:{first-${process.pid}}:none`), stall]);
    expect(value).toBeNull();
  } finally {
    client.disconnect();
  }
  const store = createRedisStore({ url: redis.url, key: `first-answer-${process.pid}`, timeoutMs });
  try {
    expect((await store.state(budget)).store).toBe("redis");
    // Once answered, a stall is a failure within the timeout, as before (the fallback's cue).
    const stall = stopped(2.5 * timeoutMs);
    const [later] = await Promise.all([
      store.state(budget).then(
        () => "answered",
        (error: Error) => error.message,
      ),
      stall,
    ]);
    expect(later).toMatch(/no answer within 1000 ms/);
  } finally {
    await store.close();
  }
});

test("the timeout follows the answers: 3x before the first, then the timeout, or twice a recent slow answer fading over seconds", () => {
  let now = 0;
  const times = answerTimes(2000, () => now);
  expect(times.next()).toBe(FIRST_ANSWER_FACTOR * 2000);
  times.answered(5);
  expect(times.next()).toBe(2000);
  // A burst: an answer took 1.8 s; the next may take 3.6 s, and the allowance fades as answers speed up.
  now += 1000;
  times.answered(1800);
  expect(times.next()).toBe(3600);
  now += 10_000;
  times.answered(5);
  expect(times.next()).toBe(2000);
  // Never past the first command's allowance.
  times.answered(5000);
  expect(times.next()).toBe(FIRST_ANSWER_FACTOR * 2000);
});
