/**
 * Who holds the shared budget and who waits for it, as the jobs' limiter sees it: the proxy only
 * sees requests arrive, while the queue (jobs, priorities, how long each has waited) lives in the
 * limiter's store. The emulated job's limiter uses the file store (one host), in the state
 * directory its environment names; this reads its newest published generation, read-only and
 * without the lock (a generation is written whole before it is published: file-lock.ts).
 */
import { join } from "node:path";
import { z } from "zod";
import { resolveSettings } from "../../config/settings.js";
import { storeKey } from "../../limit/create.js";
import { listGenerations } from "../../limit/file-lock.js";
import { stateDirName } from "../../limit/file-store.js";
import { readGenerationText } from "../../limit/generation-file.js";
import { DEFAULT_LEASE_MS } from "../../limit/sliding-window.js";

export interface Holder {
  job: string;
  /** Admitted requests still in the window, and their counted input tokens. */
  requests: number;
  inputTokens: number;
  /** Of them, not settled yet (in flight at their estimate). */
  inFlight: number;
}

export interface Waiter {
  job: string;
  priority: string;
  requests: number;
  inputTokens: number;
  /** How long it has waited (ms). */
  waitedMs: number;
}

export interface SharedView {
  store: string;
  /** Where the window is (a directory), or why it is not shown. */
  where?: string;
  note?: string;
  holders: Holder[];
  waiters: Waiter[];
  pausedUntil: number | null;
  pausedFor?: number;
}

const windowSchema = z.looseObject({
  entries: z
    .array(
      z.looseObject({
        end: z.number(),
        requests: z.number(),
        inputTokens: z.number(),
        settled: z.boolean(),
        job: z.string().optional(),
      }),
    )
    .max(100_000),
  queue: z
    .array(
      z.looseObject({
        requests: z.number(),
        inputTokens: z.number(),
        seenAt: z.number(),
        since: z.number().optional(),
        job: z.string().optional(),
        priority: z.string().optional(),
      }),
    )
    .max(100_000),
  pausedUntil: z.number(),
  pausedFor: z.number().optional(),
});

const empty = (store: string, extra: Partial<SharedView>): SharedView => ({
  store,
  holders: [],
  waiters: [],
  pausedUntil: null,
  ...extra,
});

/** The shared window of the jobs that run with `jobEnv` (the emulated job's variables). */
export function readSharedWindow(jobEnv: Record<string, string>, now: number): SharedView {
  const env = { ...process.env, ...jobEnv };
  let settings: ReturnType<typeof resolveSettings>;
  try {
    settings = resolveSettings({}, {}, env);
  } catch (error) {
    return empty("unknown", {
      note: `the limiter's settings are not valid here: ${(error as Error).message}`,
    });
  }
  if (settings.store !== "file") {
    return empty(settings.store, {
      note:
        settings.store === "redis"
          ? "the jobs share the window in Redis: `jobai limits` shows it"
          : `the jobs' store is ${settings.store}: nothing is shared to show`,
    });
  }
  const dir = join(settings.stateDir, stateDirName(storeKey(env)));
  let text: string | undefined;
  try {
    const { head } = listGenerations(dir);
    if (head > 0) {
      const read = readGenerationText(dir, head);
      if ("text" in read) text = read.text;
    }
  } catch {
    // No directory yet: no job has used the limiter.
  }
  if (text === undefined)
    return empty("file", { where: dir, note: "no job has used the shared limiter yet" });
  let parsed: z.infer<typeof windowSchema>;
  try {
    parsed = windowSchema.parse(JSON.parse(text));
  } catch {
    return empty("file", { where: dir, note: "the window file is not one this version of jobai reads" });
  }
  const holders = new Map<string, Holder>();
  for (const entry of parsed.entries) {
    if (entry.end <= now) continue;
    const job = entry.job ?? "";
    const holder = holders.get(job) ?? { job, requests: 0, inputTokens: 0, inFlight: 0 };
    holder.requests += entry.requests;
    holder.inputTokens += entry.inputTokens;
    if (!entry.settled) holder.inFlight += 1;
    holders.set(job, holder);
  }
  const waiters = parsed.queue
    .filter((ticket) => ticket.seenAt > now - DEFAULT_LEASE_MS)
    .map((ticket) => ({
      job: ticket.job ?? "",
      priority: ticket.priority ?? "normal",
      requests: ticket.requests,
      inputTokens: ticket.inputTokens,
      waitedMs: Math.max(0, now - (ticket.since ?? ticket.seenAt)),
    }));
  return {
    store: "file",
    where: dir,
    holders: [...holders.values()].sort((a, b) => b.inputTokens - a.inputTokens),
    waiters,
    pausedUntil: parsed.pausedUntil > now ? parsed.pausedUntil : null,
    ...(parsed.pausedUntil > now && parsed.pausedFor !== undefined ? { pausedFor: parsed.pausedFor } : {}),
  };
}
