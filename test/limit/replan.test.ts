/**
 * A request planned before its process could calibrate waits with a provisional plan, and is planned
 * again (leaving its place in the store's queue and joining it again last) when a response teaches
 * something the plan reads. Issue 32: a response that taught nothing (a prompt too small to calibrate
 * on, no cache) woke it too, so with short prompts every answer of a process sent its waiting request
 * to the back of the queue: a job of one process beside a job of four was then often absent from the
 * queue, or the youngest in it, when a slot freed, and the waiters that slept until their predicted
 * turns behind it woke late (the fair-share trial once gave it 0.392 of the grants, floor 0.40).
 */
import { describe, expect, test } from "vitest";
import { createMemoryKnowledge } from "../../src/limit/cache-knowledge.js";
import { createLimiterCore } from "../../src/limit/limiter.js";
import { createMemoryStore } from "../../src/limit/memory-store.js";
import { createRequestPolicy } from "../../src/limit/request-policy.js";
import type { Budget, Store } from "../../src/limit/types.js";
import { SimClock } from "./helpers/sim-clock.js";

const budget: Budget = { requests: 1, inputTokens: 1_000_000, windowMs: 3000, marginMs: 5, latencyMs: 2000 };

/** A body of about `words` words in one user message. */
const bodyOf = (words: number) => ({
  model: "claude-sonnet-4-5",
  max_tokens: 8,
  messages: [{ role: "user", content: Array.from({ length: words }, (_, i) => `word${i}`).join(" ") }],
});

/**
 * One request answered while a second of the same process waits for the window (one request per
 * window); returns how many times the waiting one left the store's queue and how many tickets it held.
 */
async function waitThroughAnAnswer(words: number): Promise<{ cancels: number; tickets: number }> {
  const clock = new SimClock();
  const memory = createMemoryStore({ now: clock.now });
  let cancels = 0;
  const tickets = new Set<string>();
  let first: string | undefined;
  const store: Store = {
    ...memory,
    tryAcquire: (id, ...rest) => {
      first ??= id;
      if (id !== first) tickets.add(id);
      return memory.tryAcquire(id, ...rest);
    },
    cancel: (id, b) => {
      cancels++;
      return memory.cancel(id, b);
    },
  };
  const limiter = createLimiterCore({ budget, store, clock });
  const policy = createRequestPolicy({
    limiter,
    knowledge: createMemoryKnowledge({ now: clock.now }),
    now: clock.now,
  });
  const body = bodyOf(words);
  const answered = await policy.admit({ method: "POST", url: "/v1/messages", body });
  expect(answered.reserved.requests).toBe(1);
  const waiting = policy.admit({ method: "POST", url: "/v1/messages", body });
  await clock.settle();
  answered.status(200);
  answered.usage({
    inputTokens: 3 * words,
    cacheCreationInputTokens: 0,
    cacheReadInputTokens: 0,
    outputTokens: 1,
  });
  answered.end();
  // The knowledge's record, then what the response woke (or not).
  await clock.settle();
  await clock.settle();
  await clock.runUntilIdle(1000);
  const admitted = await waiting;
  expect(admitted.reserved.requests).toBe(1);
  return { cancels, tickets: tickets.size };
}

describe("planning a waiting request again", () => {
  test("a response that taught nothing a plan reads leaves the waiting request in its place", async () => {
    // A few words: below the calibration's minimum, and nothing cached.
    expect(await waitThroughAnAnswer(5)).toEqual({ cancels: 0, tickets: 1 });
  });

  test("a response that calibrated the estimate plans the waiting request again", async () => {
    // Hundreds of tokens: a calibration sample, which may lower the waiting request's cost.
    const { cancels, tickets } = await waitThroughAnAnswer(300);
    expect(cancels).toBe(1);
    expect(tickets).toBe(2);
  });
});
