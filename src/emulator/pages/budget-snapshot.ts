import type { ActivityBucket, Rejection } from "../proxy/activity.js";
import type { ProxyLimiter } from "../proxy/limits.js";
import type { RestStore } from "../rest/store.js";
import type { ProxyCounters, ProxyLimits } from "../types.js";
import { readSharedWindow, type SharedView } from "./shared-window.js";

/** The 429s the live page lists, newest first. */
export const LISTED_REJECTIONS = 20;

/** Everything the /limits page shows at one moment; sent whole on each server-sent event. */
export interface BudgetSnapshot {
  /** The proxy's clock. */
  at: number;
  limits: ProxyLimits;
  counters: ProxyCounters;
  /** The length of one bar of the chart (ms). */
  sliceMs: number;
  series: ActivityBucket[];
  /** Sums over the last window, as the proxy counts them. */
  inWindow: { requests: number; tokens: number; rejected: number };
  rejections: Rejection[];
  shared: SharedView;
  /** Names of the jobs the shared window names (`job:<id>`), where the emulator knows the job. */
  jobNames: Record<string, string>;
}

export interface SnapshotParts {
  limiter: ProxyLimiter;
  store: RestStore;
  now: () => number;
  jobEnv: Record<string, string>;
}

export function budgetSnapshot(parts: SnapshotParts): BudgetSnapshot {
  const at = parts.now();
  const series = parts.limiter.activity.series(at);
  const inWindow = series.reduce(
    (sum, bucket) => ({
      requests: sum.requests + bucket.requests,
      tokens: sum.tokens + bucket.tokens,
      rejected: sum.rejected + bucket.rejected,
    }),
    { requests: 0, tokens: 0, rejected: 0 },
  );
  // The file store keeps the host's clock (Date.now), whatever clock drives the proxy.
  const shared = readSharedWindow(parts.jobEnv, Date.now());
  const jobNames: Record<string, string> = {};
  const named = new Set([...shared.holders, ...shared.waiters].map((who) => who.job));
  for (const build of parts.store.builds) {
    for (const job of build.jobs) {
      const key = `job:${job.id}`;
      if (named.has(key)) jobNames[key] = `${job.name} (${build.pipeline} #${build.number})`;
    }
  }
  return {
    at,
    limits: parts.limiter.current(),
    counters: parts.limiter.counters(),
    sliceMs: parts.limiter.activity.sliceMs(),
    series,
    inWindow,
    rejections: parts.limiter.activity.rejections.slice(-LISTED_REJECTIONS).reverse(),
    shared,
    jobNames,
  };
}
