/**
 * The zero-429 property with real processes (issue 22, item 0): 8 or 16 client processes share the
 * file store or a real redis-server through createClient (SDK retries off) and start 64 calls at
 * once; a fifth of the calls are held up to 2.5 s between admission and sending (past the 2 s
 * latency allowance: a cold process on a loaded host), against a strict sliding-window proxy in its
 * own process that answers 20-60 ms after each arrival. No closed window of the proxy's clock may
 * hold more than the budget, and the proxy answers no 429. On the old settle rule (an entry capped
 * at its admission estimate) a request that reached the proxy late left our window while the proxy
 * still counted it: 3 of 4 such trials met 429s (worst windows of 11 to 13 for 10).
 *
 * Two trials here (about 50 s on an idle 2-core host; each fails after 90 s to start and 90 s to
 * run at most); `node bench/run.js zero-429` is the long run (50 per store).
 */
import { describe, expect, test } from "vitest";
import { useProcessTrialParts } from "./helpers/process-trial-parts.js";
import { runTrial, type TrialOptions } from "./helpers/zero-429-trial.js";

const REQUESTS = 10;
const WINDOW_MS = 3000;

const parts = useProcessTrialParts("zero-429");

function trial(store: "file" | "redis", processes: number, calls: number): TrialOptions {
  return {
    library: parts().library,
    proxyProcess: parts().proxyProcess,
    store,
    ...(store === "redis" ? { redisUrl: parts().redis.url } : {}),
    processes,
    calls,
    requests: REQUESTS,
    windowMs: WINDOW_MS,
    hold: { share: 0.2, minMs: 0, maxMs: 2500, jitterMs: 20 },
    streamShare: 1 / 3,
    answerMs: [20, 60],
    streamGapMs: [5, 30],
    timeoutMs: 90_000,
  };
}

describe("zero 429s against a strict sliding-window proxy, with real processes", () => {
  // The Redis trial's violations all came with a store failover under load (a command over 2 s):
  // a process fell back starting from the window it last saw. A lost store now counts as full for
  // one span (fallback-store.ts), and the trial is back in the test command
  // (JOBAI_ZERO429_REDIS=0 skips it).
  const trials = [
    ["file", 8, 8] as const,
    ...(process.env.JOBAI_ZERO429_REDIS === "0" ? [] : [["redis", 16, 4] as const]),
  ];
  test.each(trials)(
    "%s store, %i processes x %i calls: no window of the proxy's arrivals over the budget",
    async (store, processes, calls) => {
      const result = await runTrial(trial(store, processes, calls));
      const total = processes * calls;
      expect(result.errors).toEqual([]);
      // A store that failed over (a Redis command over its 2 s timeout on an overloaded host) splits
      // the window: that is a fault, not this property, and it says so here first.
      expect(result.warnings).toEqual([]);
      expect(result.arrivals).toBe(total);
      expect(result.refused).toBe(0);
      expect(result.worst).toBeLessThanOrEqual(REQUESTS);
      expect(result.statuses).toEqual({ 200: total });
      // It was contended: every call starts at once, so all but the first window's worth wait for
      // an entry to leave, a window after the first admission at least (half of those, half of one
      // window here, for the skew of a loaded host).
      expect(result.waitedMs.filter((ms) => ms >= WINDOW_MS / 2).length).toBeGreaterThanOrEqual(
        (total - REQUESTS) / 2,
      );
    },
    200_000,
  );
});
