import type { StoreName } from "../config/settings.js";
import type { RecoverableStore } from "./window-state.js";

/**
 * A store made on its first use, so what it needs is loaded only by the processes that use it:
 * ioredis costs 25-50 ms of start-up to every `jobai ask` otherwise (bench/client.bench.js).
 * A failure to make it surfaces on the first call, where the fallback store catches it.
 */
export function lazyStore(name: StoreName, make: () => Promise<RecoverableStore>): RecoverableStore {
  let made: Promise<RecoverableStore> | undefined;
  let ready: RecoverableStore | undefined;
  const store = async () => {
    made ??= make();
    ready = await made;
    return ready;
  };
  return {
    name,
    tryAcquire: async (id, cost, budget, claim) => (await store()).tryAcquire(id, cost, budget, claim),
    cancel: async (id, budget) => (await store()).cancel(id, budget),
    settle: async (id, actual, budget, seenAgoMs) => (await store()).settle(id, actual, budget, seenAgoMs),
    pause: async (durationMs, budget, status) => (await store()).pause(durationMs, budget, status),
    state: async (budget) => (await store()).state(budget),
    lastKnown: () => ready?.lastKnown(),
    absorb: async (entries, budget) => (await store()).absorb(entries, budget),
    probe: async (budget) => (await store()).probe(budget),
    sharers: () => ready?.sharers?.(),
    reached: () => ready?.reached?.() ?? false,
    close: async () => {
      if (made) await (await made).close();
    },
  };
}
