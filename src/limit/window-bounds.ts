/**
 * What a shared window may hold (issue 34, item 4): every time and count read from a store that
 * other users or a stale writer can reach (a Redis, a state directory) is bounded by what the
 * protocol itself writes. A record outside the bounds is not a window: it is rebuilt FULL, as a
 * corrupt one is (file-store.ts, fullWindow), with one warning naming the key. Without the bounds
 * one record with `"pausedUntil": 4102444800000` made `jobai ask` wait 2306623433 s, and every job
 * of the organization with it.
 *
 * The bounds, at the reader's time `now` and with its budget:
 * - a pause ends at most one window after now (request-policy.ts, pauseCapMs: no pause is longer);
 * - an entry was admitted no later than now, and leaves at most a span (latency allowance, window,
 *   margin) and one fall-back retry interval after now: the longest end any store writes
 *   (fallback-store.ts counts what it cannot see as full for a span and a retry interval);
 * - a ticket in the queue was seen, and joined, no later than now (its lease ends it);
 * - counts are whole numbers of 0 or more.
 * A pause's end may be CLOCK_TOLERANCE_MS later (its writer read the clock a moment before); the
 * other times one window later (skewToleranceMs). The Redis script times everything with the
 * server's clock.
 *
 * The file store checks a state with `checkWindow` (a zod schema); the Redis script runs the same checks in Lua
 * (`WINDOW_FAULT_LUA`), and test/limit/window-bounds.test.ts holds the two to the same verdicts.
 */
import { z } from "zod";
import { PRIORITIES } from "../config/settings.js";
import { spanOf, type WindowState } from "./sliding-window.js";
import type { Budget } from "./types.js";

/** How far past the longest pause a pause's end may lie when read (the writer read the clock a moment before). */
export const CLOCK_TOLERANCE_MS = 1000;

/**
 * How far in the future an admission, an end or a waiter's time may lie when read: one window (at
 * least CLOCK_TOLERANCE_MS). Processes of one host share a clock, yet a process whose clock is
 * injected (a test, an embedding) may run ahead; a window of slack bounds the harm at twice the
 * span, where the year 2100 was for ever.
 */
export function skewToleranceMs(budget: Pick<Budget, "windowMs">): number {
  return Math.max(CLOCK_TOLERANCE_MS, budget.windowMs);
}
/** The fall-back store's retry interval (fallback-store.ts, its default): an entry's end may exceed a span by it. */
export const FALLBACK_RETRY_MS = 5000;

/**
 * The longest pause a shared store writes: one window (request-policy.ts, pauseCapMs: by then the
 * proxy's window has moved on), or the fall-back's hand-over pause (fallback-store.ts, rejoin) when
 * that is longer. The stores cap every pause at it, so every window they write is within the bounds.
 */
export function longestPauseMs(budget: Pick<Budget, "windowMs">): number {
  return Math.max(budget.windowMs, FALLBACK_RETRY_MS);
}

/** No bounds: for a store whose budget's window changes as it learns it (the REST budget's). */
const UNBOUNDED = {
  seen: Number.POSITIVE_INFINITY,
  end: Number.POSITIVE_INFINITY,
  paused: Number.POSITIVE_INFINITY,
};

/** The latest a time in the window may be, by what it is. */
export function windowLimits(budget: Budget, now: number) {
  return {
    /** Admissions, queue arrivals and refreshes: now. */
    seen: now + skewToleranceMs(budget),
    /** An entry's end: a span and a retry interval after now. */
    end: now + spanOf(budget) + FALLBACK_RETRY_MS + skewToleranceMs(budget),
    /** A pause's end: `longestPauseMs` after now. */
    paused: now + longestPauseMs(budget) + CLOCK_TOLERANCE_MS,
  };
}

const FUTURE = "lies further in the future than jobai ever writes it";
const count = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
// Times are ms, not always whole: an injected clock (tests, a skew correction) may give fractions.
const time = z.number().nonnegative().max(Number.MAX_SAFE_INTEGER);

/**
 * The bounds the schema checks against, set by `checkWindow` just before it parses: a parse is
 * synchronous, and one schema, built once, is cheaper than one per read (the file store reads the
 * window at every decision).
 */
let latest = windowLimits({ requests: 1, inputTokens: 1, windowMs: 1, marginMs: 0, latencyMs: 0 }, 0);
const noLater = (bound: () => number, what: string) =>
  time.refine((value) => value <= bound(), { message: `${what} ${FUTURE}`, abort: true });

/** A window as the stores write it, every time within `latest`. */
export const boundedWindowSchema = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      at: noLater(() => latest.seen, "an entry's admission"),
      end: noLater(() => latest.end, "an entry's end"),
      requests: count,
      inputTokens: count,
      settled: z.boolean(),
      job: z.string().optional(),
    }),
  ),
  queue: z.array(
    z.object({
      id: z.string(),
      requests: count,
      inputTokens: count,
      seenAt: noLater(() => latest.seen, "a waiter's last ask"),
      since: noLater(() => latest.seen, "a waiter's arrival").optional(),
      job: z.string().optional(),
      priority: z.enum(PRIORITIES).optional(),
    }),
  ),
  // Optional, as the Redis script has always read it (absent: not paused).
  pausedUntil: noLater(() => latest.paused, "the pause's end").default(0),
  pausedFor: z.union([z.literal(429), z.literal(529)]).optional(),
});

export type CheckedWindow = { window: WindowState } | { fault: string };

/**
 * `value` as a window if it is one within the bounds at `now` for `budget`; else why not, in a few
 * words (the warning that names the key says it).
 */
export function checkWindow(value: unknown, budget: Budget, now: number, bounded = true): CheckedWindow {
  latest = bounded ? windowLimits(budget, now) : UNBOUNDED;
  const parsed = boundedWindowSchema.safeParse(value);
  if (parsed.success) {
    const { pausedFor, ...rest } = parsed.data;
    return { window: pausedFor ? { ...rest, pausedFor } : rest };
  }
  const issue = parsed.error.issues.find((each) => each.message.endsWith(FUTURE));
  if (issue) return { fault: `${issue.message} (${issue.path.join(".")})` };
  return { fault: "it is not a window this version of jobai wrote" };
}

/**
 * The same bounds in Lua, for the Redis script (redis-script.ts): `window_fault(v, bounds)` returns
 * why `v` is not a window within them, or nil; `window_bounds(now, window, span, bounded)` gives the
 * latest times as `windowLimits` does (none when not `bounded`), on the server's clock; `longest_pause(window)` as `longestPauseMs`.
 */
export const WINDOW_FAULT_LUA = `
local function longest_pause(window)
  return math.max(window, ${FALLBACK_RETRY_MS})
end
local function window_bounds(now, window, span, bounded)
  if not bounded then return { seen = math.huge, end_ = math.huge, paused = math.huge } end
  local skew = math.max(${CLOCK_TOLERANCE_MS}, window)
  return {
    seen = now + skew,
    end_ = now + span + ${FALLBACK_RETRY_MS} + skew,
    paused = now + longest_pause(window) + ${CLOCK_TOLERANCE_MS},
  }
end
local function whole(v, most)
  return type(v) == 'number' and v >= 0 and v == math.floor(v) and v <= most
end
local function time_(v, most)
  return type(v) == 'number' and v >= 0 and v <= most
end
local function window_fault(v, bounds)
  local max = 9007199254740991
  if type(v) ~= 'table' or type(v.entries) ~= 'table' or type(v.queue) ~= 'table' then
    return 'it is not a window this version of jobai wrote'
  end
  if v.pausedUntil ~= nil and not time_(v.pausedUntil, max) then
    return 'it is not a window this version of jobai wrote'
  end
  if v.pausedFor ~= nil and v.pausedFor ~= 429 and v.pausedFor ~= 529 then
    return 'it is not a window this version of jobai wrote'
  end
  if (v.pausedUntil or 0) > bounds.paused then
    return 'the pause' .. "'" .. 's end lies further in the future than jobai ever writes it (pausedUntil)'
  end
  for _, e in ipairs(v.entries) do
    if type(e) ~= 'table' or type(e.id) ~= 'string' or not time_(e.at, max) or not time_(e['end'], max)
      or not whole(e.requests, max) or not whole(e.inputTokens, max) or type(e.settled) ~= 'boolean'
      or (e.job ~= nil and type(e.job) ~= 'string') then
      return 'it is not a window this version of jobai wrote'
    end
    if e.at > bounds.seen then
      return 'an entry' .. "'" .. 's admission lies further in the future than jobai ever writes it (entries.at)'
    end
    if e['end'] > bounds.end_ then
      return 'an entry' .. "'" .. 's end lies further in the future than jobai ever writes it (entries.end)'
    end
  end
  for _, q in ipairs(v.queue) do
    if type(q) ~= 'table' or type(q.id) ~= 'string' or not time_(q.seenAt, max)
      or not whole(q.requests, max) or not whole(q.inputTokens, max)
      or (q.since ~= nil and not time_(q.since, max)) or (q.job ~= nil and type(q.job) ~= 'string')
      or (q.priority ~= nil and q.priority ~= 'low' and q.priority ~= 'normal' and q.priority ~= 'high') then
      return 'it is not a window this version of jobai wrote'
    end
    if q.seenAt > bounds.seen then
      return 'a waiter' .. "'" .. 's last ask lies further in the future than jobai ever writes it (queue.seenAt)'
    end
    if (q.since or 0) > bounds.seen then
      return 'a waiter' .. "'" .. 's arrival lies further in the future than jobai ever writes it (queue.since)'
    end
  end
  return nil
end
`;

/**
 * A reply of the Redis script, unwrapped: one that read a value outside the bounds comes as
 * `{'rebuilt', why, reply}` (redis-script.ts); `onRebuilt` is then told why.
 */
export function unwrapRebuilt(reply: unknown, onRebuilt: (why: string) => void): unknown {
  if (Array.isArray(reply) && reply.length === 3 && reply[0] === "rebuilt") {
    onRebuilt(String(reply[1]));
    return reply[2];
  }
  return reply;
}
