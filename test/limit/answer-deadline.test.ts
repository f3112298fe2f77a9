/**
 * A Redis answer's deadline counts the time this process could run (answer-deadline.ts, issue 29
 * item 3): 40 job processes on 2 cores stalled together for up to 1.7 s, and a 2 s command timer
 * gave up on replies that were only waiting to be read. Here the test process stalls itself (a
 * synchronous busy wait right after sending) against a real redis-server: a plain timer gives up,
 * the store's deadline reads the answer. A server that does not answer is still left in time.
 */
import { Redis } from "ioredis";
import { afterAll, beforeAll, expect, test } from "vitest";
import { answerWithin } from "../../src/limit/answer-deadline.js";
import { NoAnswerError } from "../../src/limit/redis-errors.js";
import { createRedisStore } from "../../src/limit/redis-store.js";
import type { Budget } from "../../src/limit/types.js";
import { type RedisServer, startRedis } from "./helpers/redis-server.js";

let redis: RedisServer;

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

const budget: Budget = { requests: 3, inputTokens: 100, windowMs: 60_000, marginMs: 60, latencyMs: 1000 };

/** Hold this process's event loop for `ms`, as a starved or busy process is held. */
function stall(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {}
}

/**
 * Stall once the work now under way has sent its command: a setImmediate callback runs after the
 * microtasks that lead to the write, and before the loop reads the reply.
 */
const stallAfterSend = (ms: number) => setImmediate(() => stall(ms));

const outcome = (work: Promise<unknown>) =>
  work.then(
    () => "answered",
    (error: Error) => error.message,
  );

test("a command sent just before this process stalls is answered, where a plain command timer gives up", async () => {
  const timeoutMs = 300;
  // The control: ioredis's own timer runs before the loop reads the socket, so it fails the command.
  const plain = new Redis(redis.url, { commandTimeout: timeoutMs, lazyConnect: true });
  plain.on("error", () => {});
  await plain.connect();
  const control = outcome(plain.get(`jobai:{stall-${process.pid}}:none`));
  stallAfterSend(4 * timeoutMs);
  expect(await control).toMatch(/timed out/i);
  plain.disconnect();

  const store = createRedisStore({ url: redis.url, key: `stall-${process.pid}`, timeoutMs });
  try {
    expect((await store.state(budget)).store).toBe("redis"); // connected, first answer seen
    const read = outcome(store.state(budget));
    stallAfterSend(4 * timeoutMs);
    expect(await read).toBe("answered");
    const acquired = store.tryAcquire("stalled-1", { requests: 1, inputTokens: 10 }, budget);
    stallAfterSend(4 * timeoutMs);
    expect((await acquired).granted).toBe(true);
  } finally {
    await store.close();
  }
});

test("an answer that never comes is given up after the time, and a process that keeps stalling gives up at the wall-time bound", async () => {
  const never = new Promise<never>(() => {});
  const started = Date.now();
  const error = await answerWithin(never, 200).catch((caught: unknown) => caught);
  const waited = Date.now() - started;
  expect(error).toBeInstanceOf(NoAnswerError);
  expect((error as NoAnswerError).waitedMs).toBe(200);
  expect(String(error)).toMatch(/no answer within 200 ms \(timed out\)/);
  expect(waited).toBeGreaterThanOrEqual(199);

  // Stalls of 300 ms, one after another with a turn of the loop between: little of the time counts
  // as run, so only the bound of 900 ms ends the wait.
  let stalling = true;
  const stallAgain = () => {
    if (!stalling) return;
    stall(300);
    setImmediate(stallAgain);
  };
  setImmediate(stallAgain);
  try {
    const from = Date.now();
    const bounded = await answerWithin(never, 300, 900).catch((caught: unknown) => caught);
    expect(bounded).toBeInstanceOf(NoAnswerError);
    expect(Date.now() - from).toBeGreaterThanOrEqual(899);
  } finally {
    stalling = false;
  }
});

test("an answer wins over a deadline that woke in the same turn, and a settled wait leaves no timer behind", async () => {
  let answer: (value: string) => void = () => {};
  const work = new Promise<string>((resolve) => {
    answer = resolve;
  });
  const waiting = answerWithin(work, 50, 50);
  stall(120); // the deadline's timer is due; the answer comes before the loop turns
  answer("ok");
  expect(await waiting).toBe("ok");
  expect(await answerWithin(Promise.resolve(7), 10_000)).toBe(7);
});
