/**
 * The model client of a summary: createClient (proxy, header policy, shared limiter), with the
 * time spent waiting for the limiter measured, for the usage line.
 */
import type { JobContext } from "../config/job-context.js";
import type { Priority } from "../config/settings.js";
import type { Limiter } from "../limit/types.js";
import { createClient, DEFAULT_MAX_RETRIES } from "../provider/client.js";
import { createNoticedLimiter, retryNoticeMiddleware } from "../provider/wait-notice.js";

export interface SummaryClient {
  client: ReturnType<typeof createClient>;
  /** Milliseconds spent waiting for the limiter so far. */
  waitedMs(): number;
  limiter: Limiter | undefined;
  close(): Promise<void>;
}

/** Wrap a limiter so its waits are timed; everything else, its knowledge too, passes through. */
export function timedLimiter(
  limiter: Limiter,
  now: () => number = Date.now,
): { limiter: Limiter; waitedMs: () => number } {
  let waited = 0;
  const timed: Limiter = {
    get budget() {
      return limiter.budget;
    },
    // The prompt-cache knowledge and usage totals stay the store's (file, Redis), not memory.
    ...(limiter.knowledge ? { knowledge: limiter.knowledge } : {}),
    // The spend limit too: a summary spends from the build's account like any request.
    ...(limiter.spend ? { spend: limiter.spend } : {}),
    acquire: async (cost, signal) => {
      const start = now();
      try {
        return await limiter.acquire(cost, signal);
      } finally {
        waited += now() - start;
      }
    },
    pause: (untilMs) => limiter.pause(untilMs),
    state: () => limiter.state(),
    close: () => limiter.close(),
  };
  return { limiter: timed, waitedMs: () => waited };
}

/**
 * A failed-step summary is two short requests that someone is waiting to read: unless the step's
 * settings name a priority, it goes before the waiting requests of agent batches (issue 22).
 */
export const SUMMARY_PRIORITY: Priority = "high";

/** `timeoutMs`: how long the proxy may send nothing (createClient's timeout; default its own). */
export function createSummaryClient(context: JobContext, timeoutMs?: number): SummaryClient {
  const settings = { ...context.settings, priority: context.settings.priority ?? SUMMARY_PRIORITY };
  // Waits and retries over 2 s print one line on stderr (the job's log), as in `jobai ask`.
  const base = createNoticedLimiter(settings, context.env);
  const timed = base ? timedLimiter(base) : undefined;
  const client = createClient({
    context,
    // A summary keeps its own record (summarize.ts): the job's summaries, with their waits.
    usage: false,
    limiter: timed?.limiter ?? false,
    middleware: [retryNoticeMiddleware(DEFAULT_MAX_RETRIES, undefined, base?.budget.windowMs)],
    waitNotice: (line) => process.stderr.write(`${line}\n`),
    ...(timeoutMs === undefined ? {} : { timeout: timeoutMs }),
  });
  return {
    client,
    waitedMs: () => timed?.waitedMs() ?? 0,
    limiter: base,
    close: async () => {
      await client.close();
      await base?.close();
    },
  };
}
