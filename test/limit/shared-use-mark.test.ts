/**
 * A process that falls back without ever having reached Redis (it started while Redis was down):
 * with another process of its host using Redis a moment ago, it counts the whole budget as used for
 * the blackout, as they do, and does not admit into the host's file store before they hand it
 * their window (the store fault suite saw one send at once); with nobody having used that Redis (a
 * wrong address), it takes its share at once, as before. On a simulated clock, a real file store.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { withFallback } from "../../src/limit/fallback-store.js";
import { createFileStore } from "../../src/limit/file-store.js";
import { sharedUseMark } from "../../src/limit/shared-use-mark.js";
import type { Budget, Store } from "../../src/limit/types.js";
import type { RecoverableStore } from "../../src/limit/window-state.js";

const budget: Budget = { requests: 4, inputTokens: 100_000, windowMs: 2000, marginMs: 10, latencyMs: 1000 };
const one = { requests: 1, inputTokens: 10 };
const KEY = "acme:vendor";

/** A Redis store that never reached its server: every call fails as a refused connection does. */
function unreachable(): RecoverableStore {
  const refuse = () =>
    Promise.reject(new Error("Redis at 127.0.0.1:1 could not be used: nothing accepts connections there"));
  return {
    name: "redis",
    tryAcquire: refuse,
    cancel: refuse,
    settle: refuse,
    pause: refuse,
    state: refuse,
    close: async () => {},
    lastKnown: () => undefined,
    reached: () => false,
    absorb: refuse,
    probe: refuse,
  } as unknown as RecoverableStore;
}

function newcomer(dir: string, clock: { now: number }): Store {
  const now = () => clock.now;
  return withFallback(unreachable(), {
    now,
    mark: sharedUseMark(() => dir, KEY, now),
    interim: () => createFileStore({ dir, key: KEY, now }),
  });
}

describe("a process that never reached Redis falls back", () => {
  test("after another process of its host used Redis a moment ago: it waits out the blackout", async () => {
    const dir = mkdtempSync(join(tmpdir(), "jobai-mark-"));
    const clock = { now: 1_800_000_000_000 };
    // Another process's answer from Redis, half a second ago.
    sharedUseMark(
      () => dir,
      KEY,
      () => clock.now - 500,
    ).touch();
    const store = newcomer(dir, clock);
    const first = await store.tryAcquire("a", one, budget);
    expect(first.granted).toBe(false);
    // Past the blackout (a span and the retry interval), it admits into the host's store.
    clock.now += budget.latencyMs + budget.windowMs + budget.marginMs + 1 + 5000 + 1;
    expect((await store.tryAcquire("a", one, budget)).granted).toBe(true);
    await store.close();
  });

  test("where no process ever used that Redis (a wrong address): it admits at once", async () => {
    const dir = mkdtempSync(join(tmpdir(), "jobai-mark-"));
    const clock = { now: 1_800_000_000_000 };
    const store = newcomer(dir, clock);
    expect((await store.tryAcquire("a", one, budget)).granted).toBe(true);
    await store.close();
  });

  test("a mark older than a blackout is no reason to wait", async () => {
    const dir = mkdtempSync(join(tmpdir(), "jobai-mark-"));
    const clock = { now: 1_800_000_000_000 };
    sharedUseMark(
      () => dir,
      KEY,
      () => clock.now - 60_000,
    ).touch();
    const store = newcomer(dir, clock);
    expect((await store.tryAcquire("a", one, budget)).granted).toBe(true);
    await store.close();
  });
});
