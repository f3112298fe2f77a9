/**
 * Limits learned from the proxy (issue 22, item 3): the proxy's real limits may be lower than the
 * configured ones (other tools of the organization spend outside jobai; the service changed them).
 * Two kinds of evidence lower the budget every process admits against:
 * - a 429 our own window did not predict: the window, this request included, held room for it
 *   (`loweredBy429`). The proxy then counts at most what our window holds without it, so the limit
 *   is taken to be the requests our window holds settled (answered) when the 429 came: requests
 *   still in flight, the refused one among them, may not have reached the proxy yet. At most
 *   halved by one 429; each further unpredicted 429 lowers it again.
 * - rate-limit headers (`anthropic-ratelimit-requests-limit`, `-input-tokens-limit`), when the
 *   proxy sends any: the limit as the proxy states it (`fromHeaders`); the emulator's proxy sends
 *   none (spec: the proxy's 429 response is not shown), a provider reached directly does.
 * What is learned is one small record shared through the store (learned-limit-store.ts), and it
 * decays: it holds for HOLD_WINDOWS windows after it was learned or last confirmed, then climbs
 * linearly back to the configured limit over RECOVER_WINDOWS more (at the default 60 s window: a
 * limit lowered at 12:03:04 holds until 12:08:04 and is back at 12:13:04). A proxy whose limit
 * really is lower then costs one 429 every ten windows or so, and none when it states its limits. A proxy whose limit really is lower confirms it
 * with its headers, or with one more 429 after the climb passes it.
 * Pure: the caller passes the time.
 */
import { z } from "zod";
import { providerProfile } from "../provider/profile.js";
import type { Cost } from "./types.js";

/** Windows a learned limit holds unchanged after it was learned or confirmed. */
export const HOLD_WINDOWS = 5;
/** Windows it then takes to climb back to the configured limit. */
export const RECOVER_WINDOWS = 5;

/** The two limits of the window, without its timing. */
export interface Limits {
  requests: number;
  inputTokens: number;
}

const limit = z.number().int().positive().nullable();
export const learnedRecordSchema = z.object({
  version: z.literal(1),
  /** The learned limits; null where nothing was learned (the configured one applies). */
  requests: limit,
  inputTokens: limit,
  /** When it was learned or last confirmed (ms since the epoch). */
  at: z.number().int().nonnegative(),
  cause: z.enum(["429", "headers"]),
});
export type LearnedRecord = z.infer<typeof learnedRecordSchema>;

/**
 * The lowest a learned limit goes: a tenth of the configured one (at least 1). What jobai learns
 * never goes below it (a 429 halves at most; headers are believed down to it), and a record read
 * below it is not one jobai wrote (issue 34: `"requests": 1` held every job at 1 request a minute).
 */
export const FLOOR_DIVISOR = 10;

export function floorOf(configured: Limits): Limits {
  return {
    requests: Math.max(1, Math.ceil(configured.requests / FLOOR_DIVISOR)),
    inputTokens: Math.max(1, Math.ceil(configured.inputTokens / FLOOR_DIVISOR)),
  };
}

/**
 * A record as the store holds it, within what jobai writes at `now`: learned no later than now
 * (give or take one window of clock skew between hosts: a Redis record is timed by its writer's
 * clock), so it decays and is gone `lifetimeMs` after; and no limit below the floor. Undefined
 * `fault` means the record may be used.
 */
export function checkLearned(
  record: LearnedRecord,
  configured: Limits,
  windowMs: number,
  now: number,
): { fault?: string } {
  const floor = floorOf(configured);
  const bounded = learnedRecordSchema.extend({
    requests: limit.refine((value) => value === null || value >= floor.requests, {
      message: `the requests limit is below the floor of ${floor.requests} (a tenth of the configured ${configured.requests})`,
    }),
    inputTokens: limit.refine((value) => value === null || value >= floor.inputTokens, {
      message: `the input tokens limit is below the floor of ${floor.inputTokens} (a tenth of the configured ${configured.inputTokens})`,
    }),
    at: z
      .number()
      .int()
      .nonnegative()
      .max(now + windowMs, { message: "it was learned in the future, so it would never expire" }),
  });
  const parsed = bounded.safeParse(record);
  return parsed.success ? {} : { fault: parsed.error.issues[0]?.message ?? "it is not a learned limit" };
}

/** A record read from outside (a file, a Redis value): undefined when it is not one. */
export function parseRecord(text: string | null | undefined): LearnedRecord | undefined {
  if (!text || text.length > 1000) return undefined;
  try {
    const parsed = learnedRecordSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** How long a record matters: after this it has climbed back entirely. */
export function lifetimeMs(windowMs: number): number {
  return (HOLD_WINDOWS + RECOVER_WINDOWS) * windowMs;
}

function decayed(
  value: number | null,
  configured: number,
  at: number,
  windowMs: number,
  now: number,
): number {
  if (value === null || value >= configured) return configured;
  const climbing = now - at - HOLD_WINDOWS * windowMs;
  if (climbing <= 0) return value;
  const span = RECOVER_WINDOWS * windowMs;
  if (climbing >= span) return configured;
  return Math.floor(value + ((configured - value) * climbing) / span);
}

/** The limits to admit against at `now`: min(configured, learned as decayed). */
export function effectiveLimits(
  record: LearnedRecord | undefined,
  configured: Limits,
  windowMs: number,
  now: number,
): Limits {
  if (!record) return { requests: configured.requests, inputTokens: configured.inputTokens };
  return {
    requests: decayed(record.requests, configured.requests, record.at, windowMs, now),
    inputTokens: decayed(record.inputTokens, configured.inputTokens, record.at, windowMs, now),
  };
}

/** Whether a record still lowers anything at `now`. */
export function isLowering(
  record: LearnedRecord | undefined,
  configured: Limits,
  windowMs: number,
  now: number,
): boolean {
  const limits = effectiveLimits(record, configured, windowMs, now);
  return limits.requests < configured.requests || limits.inputTokens < configured.inputTokens;
}

/**
 * What a 429 teaches, given the window as it was when the 429 came (read before the refused
 * request was settled: `used` holds it at its reservation, `inFlight` counts it) and the limits it
 * was admitted against. Undefined when the window held no room for it (ours predicted it: an
 * estimate that proved low) or it teaches nothing new. The proxy does not say which limit it hit;
 * the one our window had filled more of, against the configured limits, is taken to be it.
 */
export function loweredBy429(
  window: { used: Cost; inFlight: number },
  refused: Cost,
  current: Limits,
  configured: Limits,
  now: number,
): LearnedRecord | undefined {
  const { used } = window;
  if (used.requests > current.requests || used.inputTokens > current.inputTokens) return undefined;
  // At most halved by one 429: a spurious one (the proxy's own trouble) costs half the budget for a
  // while, not all of it; a limit truly lower is reached by the next few.
  const answered = Math.max(1, used.requests - Math.max(window.inFlight, refused.requests));
  const counted = Math.max(1, used.inputTokens - refused.inputTokens);
  const byRequests = answered / configured.requests >= counted / configured.inputTokens;
  const floor = floorOf(configured);
  const requests = Math.max(answered, Math.floor(current.requests / 2), floor.requests);
  const inputTokens = Math.max(counted, Math.floor(current.inputTokens / 2), floor.inputTokens);
  const lowered: Limits = byRequests
    ? { requests: Math.min(requests, current.requests), inputTokens: current.inputTokens }
    : { requests: current.requests, inputTokens: Math.min(inputTokens, current.inputTokens) };
  if (lowered.requests >= current.requests && lowered.inputTokens >= current.inputTokens) return undefined;
  return record(lowered, configured, now, "429");
}

/** A positive whole number, as a header carries it; undefined otherwise. */
function headerLimit(headers: Headers, name: string): number | undefined {
  const value = headers.get(name)?.trim();
  if (!value || !/^\d{1,12}$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
}

/**
 * The limits a response's rate-limit headers state, as a record (null where the header's limit is
 * not below the configured one); undefined when it carries none.
 */
export function fromHeaders(headers: Headers, configured: Limits, now: number): LearnedRecord | undefined {
  const names = providerProfile.rateLimitHeaders;
  const requests = headerLimit(headers, names.requestsLimit);
  const inputTokens = headerLimit(headers, names.inputTokensLimit);
  if (requests === undefined && inputTokens === undefined) return undefined;
  // Believed down to the floor: a limit stated lower is the proxy's to enforce with 429s.
  const floor = floorOf(configured);
  return record(
    {
      requests: Math.max(floor.requests, requests ?? configured.requests),
      inputTokens: Math.max(floor.inputTokens, inputTokens ?? configured.inputTokens),
    },
    configured,
    now,
    "headers",
  );
}

function record(
  limits: Limits,
  configured: Limits,
  at: number,
  cause: LearnedRecord["cause"],
): LearnedRecord {
  return {
    version: 1,
    requests: limits.requests < configured.requests ? limits.requests : null,
    inputTokens: limits.inputTokens < configured.inputTokens ? limits.inputTokens : null,
    at,
    cause,
  };
}

/** What `jobai limits` shows of a learned limit. */
export interface LearnedView {
  /** The limits admitted against now. */
  requests: number;
  inputTokens: number;
  cause: LearnedRecord["cause"];
  /** When it was learned or last confirmed (ms since the epoch). */
  at: number;
  /** When it is back at the configured limits unless confirmed again. */
  backBy: number;
  /** In words: `lowered to 25 requests after a 429 at 12:03:04, back to 50 by 12:08:04`. */
  why: string;
}

/** HH:MM:SS in UTC, with the date before it when that is not the day of `now` (UTC). */
export function clockTime(ms: number, now: number): string {
  const iso = new Date(ms).toISOString();
  const sameDay = iso.slice(0, 10) === new Date(now).toISOString().slice(0, 10);
  return sameDay ? iso.slice(11, 19) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** The view of a record that lowers something at `now`; undefined when none does. */
export function describeLearned(
  record: LearnedRecord | undefined,
  configured: Limits,
  windowMs: number,
  now: number,
): LearnedView | undefined {
  if (!record || !isLowering(record, configured, windowMs, now)) return undefined;
  const limits = effectiveLimits(record, configured, windowMs, now);
  const backBy = record.at + lifetimeMs(windowMs);
  const parts: string[] = [];
  const back: string[] = [];
  if (limits.requests < configured.requests) {
    parts.push(`${limits.requests} requests`);
    back.push(`${configured.requests}`);
  }
  if (limits.inputTokens < configured.inputTokens) {
    parts.push(`${limits.inputTokens} input tokens`);
    back.push(`${configured.inputTokens}`);
  }
  const verb = record.cause === "429" ? "lowered" : "set";
  const how =
    record.cause === "429"
      ? `after a 429 at ${clockTime(record.at, now)}`
      : `by the proxy's rate-limit headers at ${clockTime(record.at, now)}`;
  const climbing = now > record.at + HOLD_WINDOWS * windowMs ? " (climbing)" : "";
  return {
    ...limits,
    cause: record.cause,
    at: record.at,
    backBy,
    why: `${verb} to ${parts.join(" and ")} ${how}${climbing}, back to ${back.join(" and ")} by ${clockTime(backBy, now)} UTC`,
  };
}
