/**
 * One job's usage as a build's meta-data holds it, one key per job and source:
 * `jobai-<job id>-usage` (the job's summaries, src/summarize/summarize.ts), `jobai-<job id>-relay-usage`
 * (the requests of the job's relay, record-relay-usage.ts) and `jobai-build-<build id>-usage` (a
 * `jobai summarize --build` step). The value is JSON of one shape (ReportUsage). Meta-data is anyone's
 * to write, so a value is read as untrusted input: anything that is not that shape is skipped with
 * a reason, never trusted and never fatal.
 */
import * as z from "zod";
import { MAX_META_DATA_BYTES } from "../agent/limits.js";

/** What a build's usage is summed from: the same five counts per job, per model and in total. */
export interface UsageTotals {
  requests: number;
  /** Input tokens as the proxy counts them against the budget: input + cache creation. */
  countedInputTokens: number;
  /** Cache reads: free under the proxy's counting, shown so caching is seen to work. */
  cacheReadTokens: number;
  outputTokens: number;
  /** Time requests waited for the rate limiter, summed, in ms. */
  waitedMs: number;
}

/** Who spent it: the job's summaries, or the tools behind the job's relay (Claude Code, curl, ...). */
export type UsageSource = "summary" | "relay";

export interface JobUsage extends UsageTotals {
  /** The meta-data key it was read from. */
  key: string;
  source: UsageSource;
  /** The job's id (from the key), or `build-<id>` for a build summary's step. */
  job: string;
  /** The job's name in the build, or what the key says when the build does not list it. */
  label: string;
  model: string;
}

export const emptyTotals = (): UsageTotals => ({
  requests: 0,
  countedInputTokens: 0,
  cacheReadTokens: 0,
  outputTokens: 0,
  waitedMs: 0,
});

/** Add `usage` into `into`. */
export function addTotals(into: UsageTotals, usage: UsageTotals): void {
  into.requests += usage.requests;
  into.countedInputTokens += usage.countedInputTokens;
  into.cacheReadTokens += usage.cacheReadTokens;
  into.outputTokens += usage.outputTokens;
  into.waitedMs += usage.waitedMs;
}

/**
 * `jobai-<job>-usage` or `jobai-<job>-relay-usage`: the job part is what annotationContext() made of
 * the job id (src/summarize/report.ts). Lazy, so `-relay` is read as the source, not the job's.
 */
const USAGE_KEY = /^jobai-([A-Za-z0-9._:-]{1,100}?)(-relay)?-usage$/;

/** The job and the source a usage key names, or undefined when it is not one of jobai's usage keys. */
export function usageKey(key: string): { job: string; source: UsageSource } | undefined {
  const match = USAGE_KEY.exec(key);
  if (!match?.[1]) return undefined;
  return { job: match[1], source: match[2] ? "relay" : "summary" };
}

/** The key of a job's usage record of `source`, from its annotation context (`jobai-<job id>`). */
export const usageKeyFor = (context: string, source: UsageSource) =>
  `${context}${source === "relay" ? "-relay" : ""}-usage`;

/**
 * A count no job reaches (10^12 tokens, or ms: 31 years): above it a value is garbled or hostile,
 * and summing it would print nonsense or lose precision.
 */
const MAX_COUNT = 1e12;
const count = z.number().int().nonnegative().max(MAX_COUNT);

/** The value summarize.ts writes; fields it may add later are allowed and ignored. */
const valueSchema = z.looseObject({
  model: z.string().min(1).max(200),
  inputTokens: count,
  outputTokens: count,
  cacheReadTokens: count.optional(),
  requests: count,
  waitedMs: z.number().nonnegative().max(MAX_COUNT),
});

export type ParsedEntry =
  | { ok: true; usage: Omit<JobUsage, "key" | "job" | "label" | "source"> }
  | { ok: false; reason: string };

/** Read one meta-data value; `reason` says why it is not usage without quoting it (it may be anything). */
export function parseUsageValue(value: unknown): ParsedEntry {
  if (typeof value !== "string") return { ok: false, reason: `its value is ${describe(value)}, not text` };
  if (Buffer.byteLength(value) > MAX_META_DATA_BYTES)
    return { ok: false, reason: "its value is over the 100 KiB meta-data limit" };
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return { ok: false, reason: "its value is not JSON" };
  }
  const parsed = valueSchema.safeParse(json);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join(".") || "value"))];
    return { ok: false, reason: `its value is not a usage record (${fields.slice(0, 5).join(", ")})` };
  }
  const raw = parsed.data;
  return {
    ok: true,
    usage: {
      model: raw.model,
      requests: raw.requests,
      // summarize.ts writes inputTokens as countedInputTokens() of the reply (src/limit/usage.ts).
      countedInputTokens: raw.inputTokens,
      cacheReadTokens: raw.cacheReadTokens ?? 0,
      outputTokens: raw.outputTokens,
      waitedMs: Math.round(raw.waitedMs),
    },
  };
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  const type = typeof value;
  return type === "object" || type === "undefined" ? `an ${type}` : `a ${type}`;
}
