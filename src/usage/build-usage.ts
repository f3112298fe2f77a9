/**
 * A build's model usage, gathered from its meta-data over REST: every job's usage records
 * (`jobai-<job>-usage`, `jobai-<job>-relay-usage`, ...: usage-entry.ts), named after the build's jobs,
 * a row per record and model, summed per model and in total, with what each cost at the prices in
 * use (prices.ts: null where a model has no price).
 * A value that is not a usage record is skipped with a reason: meta-data is anyone's to write, and
 * one garbled key must not hide every other job's usage.
 */
import type { RestClient } from "../rest/client.js";
import type { BuildRef } from "../rest/paths.js";
import type { Build } from "../rest/schemas/build.js";
import { redact } from "../secrets.js";
import { defaultPrices, type PriceTable } from "./prices.js";
import {
  addTotals,
  emptyTotals,
  type JobUsage,
  parseUsageValue,
  rowTotals,
  type UsageTotals,
  usageKey,
} from "./usage-entry.js";

export type { JobUsage, UsageSource, UsageTotals } from "./usage-entry.js";

export interface ModelUsage extends UsageTotals {
  model: string;
  /** How many jobs used it. */
  jobs: number;
}

export interface SkippedUsage {
  key: string;
  reason: string;
}

export interface BuildUsage {
  build: BuildRef & { id: string; url?: string | undefined };
  /** One row per usage record and model, most counted input tokens first. */
  jobs: JobUsage[];
  models: ModelUsage[];
  total: UsageTotals;
  /** Keys named like usage records whose values are not: left out of every sum. */
  skipped: SkippedUsage[];
}

export interface BuildUsageOptions {
  /** Secret values to redact from the text read (labels, models, keys) besides token shapes. */
  secrets?: readonly string[];
  /** The prices costs are worked out at (default the shipped ones: prices.ts). */
  prices?: PriceTable | undefined;
}

/** Longest job label or model name kept: a table row stays one line. */
const MAX_LABEL_CHARS = 80;

/** Text from meta-data or a job's name, safe on one line: no control characters, capped, redacted. */
function cleanText(text: string, secrets: readonly string[]): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point.
  const oneLine = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").trim();
  const redacted = redact(oneLine, secrets);
  return redacted.length > MAX_LABEL_CHARS ? `${redacted.slice(0, MAX_LABEL_CHARS - 1)}…` : redacted;
}

/** Gather a build's usage: one `GET .../builds/{number}` (scope read_builds). */
export async function buildUsage(
  api: Pick<RestClient, "builds">,
  ref: BuildRef,
  options: BuildUsageOptions = {},
): Promise<BuildUsage> {
  const build = await api.builds.get(ref);
  return usageOfBuild(build, ref, options);
}

/** The same, from a build already fetched. */
export function usageOfBuild(build: Build, ref: BuildRef, options: BuildUsageOptions = {}): BuildUsage {
  const secrets = options.secrets ?? [];
  const prices = options.prices ?? defaultPrices();
  const names = new Map<string, string>();
  for (const job of build.jobs ?? []) {
    const name = job.name ?? job.step_key;
    if (name) names.set(job.id, name);
  }
  const buildIds = new Set([build.id, String(build.number)]);
  const jobs: JobUsage[] = [];
  const skipped: SkippedUsage[] = [];
  for (const [key, value] of Object.entries(build.meta_data ?? {})) {
    const named = usageKey(key);
    if (named === undefined) continue;
    const { job, source } = named;
    const entry = parseUsageValue(value);
    if (!entry.ok) {
      skipped.push({ key: cleanText(key, secrets), reason: entry.reason });
      continue;
    }
    const isBuildSummary = job.startsWith("build-") && buildIds.has(job.slice("build-".length));
    const name = isBuildSummary ? "build summary" : (names.get(job) ?? job);
    // A job with several records shows once per way in: its summaries, and its relay's traffic,
    // `jobai ask`, ... named so.
    const label = source === "summary" ? name : `${name} (${source})`;
    for (const row of entry.rows) {
      jobs.push({
        key: cleanText(key, secrets),
        source,
        job: cleanText(job, secrets),
        label: cleanText(label, secrets),
        ...rowTotals(row, prices),
        model: cleanText(row.model, secrets),
      });
    }
  }
  jobs.sort(
    (a, b) =>
      b.countedInputTokens - a.countedInputTokens ||
      a.key.localeCompare(b.key) ||
      a.model.localeCompare(b.model),
  );
  const byModel = new Map<string, ModelUsage>();
  const total = emptyTotals();
  for (const job of jobs) {
    const model = byModel.get(job.model) ?? { model: job.model, jobs: 0, ...emptyTotals() };
    model.jobs += 1;
    addTotals(model, job);
    byModel.set(job.model, model);
    addTotals(total, job);
  }
  const models = [...byModel.values()].sort(
    (a, b) => b.countedInputTokens - a.countedInputTokens || a.model.localeCompare(b.model),
  );
  return {
    build: { ...ref, id: build.id, url: build.web_url },
    jobs,
    models,
    total,
    skipped,
  };
}
