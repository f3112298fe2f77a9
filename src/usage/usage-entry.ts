/**
 * One job's usage as a build's meta-data holds it, one key per job and way in:
 * `jobai-<job id>-usage` (the job's summaries, src/summarize/summarize.ts), `jobai-<job id>-relay-usage`
 * (the requests of the job's relay, record-relay-usage.ts), `jobai-<job id>-ask-usage`,
 * `-count-tokens-usage` and `-library-usage` (`jobai ask`, `jobai count-tokens`, `createClient` in a
 * job script: usage-ledger.ts) and `jobai-build-<build id>-usage` (a `jobai summarize --build` step).
 * The value is JSON of one shape, `usageRecordSchema` (version 2: a row per model, tokens by how
 * they are priced); a value of the first shape (one model, counted input only) is still read.
 * Meta-data is anyone's to write, so a value is read as untrusted input: anything that is not that
 * shape is skipped with a reason, never trusted and never fatal.
 */
import * as z from "zod";
import { MAX_META_DATA_BYTES } from "../agent/limits.js";
import { costOfTokens, type PriceTable } from "./cost.js";
import { addRows, emptyRow, type UsageRow } from "./usage-row.js";

export { addRows, emptyRow, rowOfUsage, type UsageRow } from "./usage-row.js";

/** What a build's usage is summed from: the same counts per record, per model and in total. */
export interface UsageTotals {
  requests: number;
  /** Input tokens as the proxy counts them against the budget: input + cache writes. */
  countedInputTokens: number;
  /** Input tokens neither written to nor read from the prompt cache (the provider's `input_tokens`). */
  inputTokens: number;
  /** Cache writes of both TTLs. */
  cacheWriteTokens: number;
  cacheWriteFiveMinuteTokens: number;
  cacheWriteOneHourTokens: number;
  /** Cache reads: free under the proxy's counting, not in dollars. */
  cacheReadTokens: number;
  outputTokens: number;
  /** Time requests waited for the rate limiter, summed, in ms. */
  waitedMs: number;
  /** What it cost in USD at the prices in use; null when a model in it has no price (unknown, never 0). */
  costUsd: number | null;
  /** The part of the cost that is known: equal to costUsd unless a model has no price. */
  pricedCostUsd: number;
}

/** Which way in spent it: the job's summaries, its relay (Claude Code, curl, ...), `jobai ask`, ... */
export const USAGE_SOURCES = ["summary", "relay", "ask", "count-tokens", "library"] as const;
export type UsageSource = (typeof USAGE_SOURCES)[number];

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
  inputTokens: 0,
  cacheWriteTokens: 0,
  cacheWriteFiveMinuteTokens: 0,
  cacheWriteOneHourTokens: 0,
  cacheReadTokens: 0,
  outputTokens: 0,
  waitedMs: 0,
  costUsd: 0,
  pricedCostUsd: 0,
});

/** Add `usage` into `into`; an unknown cost makes the sum's cost unknown. */
export function addTotals(into: UsageTotals, usage: UsageTotals): void {
  into.requests += usage.requests;
  into.countedInputTokens += usage.countedInputTokens;
  into.inputTokens += usage.inputTokens;
  into.cacheWriteTokens += usage.cacheWriteTokens;
  into.cacheWriteFiveMinuteTokens += usage.cacheWriteFiveMinuteTokens;
  into.cacheWriteOneHourTokens += usage.cacheWriteOneHourTokens;
  into.cacheReadTokens += usage.cacheReadTokens;
  into.outputTokens += usage.outputTokens;
  into.waitedMs += usage.waitedMs;
  into.costUsd = into.costUsd === null || usage.costUsd === null ? null : into.costUsd + usage.costUsd;
  into.pricedCostUsd += usage.pricedCostUsd;
}

/** `-relay`, `-ask`, ... between the job and `-usage`; none for summaries. */
const SOURCE_SUFFIX = USAGE_SOURCES.filter((source) => source !== "summary").join("|");

/**
 * `jobai-<job>-usage` or `jobai-<job>-<source>-usage`: the job part is what annotationContext() made
 * of the job id (src/summarize/report.ts). Lazy, so `-relay` is read as the source, not the job's.
 */
const USAGE_KEY = new RegExp(`^jobai-([A-Za-z0-9._:-]{1,100}?)(?:-(${SOURCE_SUFFIX}))?-usage$`);

/** The job and the source a usage key names, or undefined when it is not one of jobai's usage keys. */
export function usageKey(key: string): { job: string; source: UsageSource } | undefined {
  const match = USAGE_KEY.exec(key);
  if (!match?.[1]) return undefined;
  return { job: match[1], source: (match[2] as UsageSource | undefined) ?? "summary" };
}

/** The key of a job's usage record of `source`, from its annotation context (`jobai-<job id>`). */
export const usageKeyFor = (context: string, source: UsageSource) =>
  `${context}${source === "summary" ? "" : `-${source}`}-usage`;

/**
 * A count no job reaches (10^12 tokens, or ms: 31 years): above it a value is garbled or hostile,
 * and summing it would print nonsense or lose precision.
 */
const MAX_COUNT = 1e12;
const count = z.number().int().nonnegative().max(MAX_COUNT);

/** The most models one record holds: a job uses a handful. */
export const MAX_RECORD_MODELS = 50;

/**
 * One model's usage in a record, summed over the requests of one job and way in. Token fields are
 * as the provider's usage splits them (`input_tokens`, `cache_creation.ephemeral_5m_input_tokens`
 * and `ephemeral_1h_input_tokens` (a plain `cache_creation_input_tokens` counts as 5m),
 * `cache_read_input_tokens`, `output_tokens`), so a price per kind makes them dollars.
 */
export const usageRowSchema = z.looseObject({
  model: z.string().min(1).max(200),
  requests: count,
  inputTokens: count,
  cacheWriteFiveMinuteTokens: count,
  cacheWriteOneHourTokens: count,
  cacheReadTokens: count,
  outputTokens: count,
  /** Time the requests waited for the rate limiter, summed, in ms. */
  waitedMs: z.number().nonnegative().max(MAX_COUNT),
});
/** The value of a usage key (version 2), as every way in writes it; fields added later are ignored. */
export const usageRecordSchema = z.looseObject({
  version: z.literal(2),
  models: z.array(usageRowSchema).min(1).max(MAX_RECORD_MODELS),
});
export type UsageRecord = z.infer<typeof usageRecordSchema>;

/** The first shape (before issue 30): one model, `inputTokens` the counted input, no split. */
const legacySchema = z.looseObject({
  model: z.string().min(1).max(200),
  inputTokens: count,
  outputTokens: count,
  cacheReadTokens: count.optional(),
  requests: count,
  waitedMs: z.number().nonnegative().max(MAX_COUNT),
});

/** The meta-data value of a record of `rows`. */
export const usageRecordValue = (rows: readonly UsageRow[]): string =>
  JSON.stringify({ version: 2, models: [...rows] });

export type ParsedEntry = { ok: true; rows: UsageRow[] } | { ok: false; reason: string };

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
  const isV2 = typeof json === "object" && json !== null && "version" in json;
  if (isV2) {
    const parsed = usageRecordSchema.safeParse(json);
    if (!parsed.success) return notUsage(parsed.error);
    return { ok: true, rows: addRows([], parsed.data.models) };
  }
  const parsed = legacySchema.safeParse(json);
  if (!parsed.success) return notUsage(parsed.error);
  const raw = parsed.data;
  // The first shape kept the counted input (input + cache writes) in one number: read as input,
  // which prices the cache writes in it at the input price (summaries write none).
  return {
    ok: true,
    rows: [
      {
        ...emptyRow(raw.model),
        requests: raw.requests,
        inputTokens: raw.inputTokens,
        cacheReadTokens: raw.cacheReadTokens ?? 0,
        outputTokens: raw.outputTokens,
        waitedMs: Math.round(raw.waitedMs),
      },
    ],
  };
}

function notUsage(error: z.ZodError): { ok: false; reason: string } {
  const fields = [...new Set(error.issues.map((issue) => issue.path.join(".") || "value"))];
  return { ok: false, reason: `its value is not a usage record (${fields.slice(0, 5).join(", ")})` };
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  const type = typeof value;
  return type === "object" || type === "undefined" ? `an ${type}` : `a ${type}`;
}

/** A row's totals at `prices`: the counts, the counted input, and its cost (null without a price). */
export function rowTotals(row: UsageRow, prices: PriceTable): UsageTotals {
  const cost = costOfTokens(prices, row.model, row);
  return {
    requests: row.requests,
    countedInputTokens: row.inputTokens + row.cacheWriteFiveMinuteTokens + row.cacheWriteOneHourTokens,
    inputTokens: row.inputTokens,
    cacheWriteTokens: row.cacheWriteFiveMinuteTokens + row.cacheWriteOneHourTokens,
    cacheWriteFiveMinuteTokens: row.cacheWriteFiveMinuteTokens,
    cacheWriteOneHourTokens: row.cacheWriteOneHourTokens,
    cacheReadTokens: row.cacheReadTokens,
    outputTokens: row.outputTokens,
    waitedMs: row.waitedMs,
    costUsd: cost,
    pricedCostUsd: cost ?? 0,
  };
}
