/**
 * The Markdown annotation of a summary. Under the agent's 1 MiB limit by construction: the model's
 * answer and the digest are each capped far below it, and the whole is checked once more.
 */
import { MAX_ANNOTATION_BYTES, MAX_CONTEXT_CHARS } from "../agent/limits.js";
import type { JobFacts } from "../config/job-env.js";
import { REDACTION_KINDS, type RedactionKind } from "../redact/redaction-scope.js";
import { costOfTokens, formatUsd, type PriceTable } from "../usage/cost.js";
import type { UsageRow } from "../usage/usage-row.js";

/** Caps of the annotation's parts, in bytes: together far under 1 MiB. */
const MAX_SUMMARY_BYTES = 200 * 1024;
const MAX_DIGEST_BYTES = 400 * 1024;

export interface ReportUsage {
  model: string;
  /** Counted input tokens (input + cache writes), as the proxy counts them. */
  inputTokens: number;
  outputTokens: number;
  cacheReadTokens?: number;
  requests: number;
  waitedMs: number;
  /** The same per model, tokens split as prices need them: what the build's usage record holds. */
  rows?: UsageRow[] | undefined;
}

/** What a summary's usage cost: null when a model of it has no price or its split is not known. */
export function reportCostUsd(usage: ReportUsage, prices: PriceTable): number | null {
  if (!usage.rows || usage.rows.length === 0) return null;
  let sum = 0;
  for (const row of usage.rows) {
    const cost = costOfTokens(prices, row.model, row);
    if (cost === null) return null;
    sum += cost;
  }
  return sum;
}

export interface StepReport {
  title: string;
  /** The model's answer (Markdown). */
  summary: string;
  digestText: string;
  digestNote: string;
  usage?: ReportUsage | undefined;
  /** The prices the footer shows the usage's cost at; absent, no cost is shown. */
  prices?: PriceTable | undefined;
  /** Names of the artifacts uploaded beside it. */
  artifacts?: string[];
  /** Distinct values redacted, by the kind of rule that found them. */
  redactions?: Partial<Record<RedactionKind, number>> | undefined;
}

/**
 * The footer's account of what was hidden: `5 values redacted (3 by named rules, 1 by the generic
 * detector, 1 job value); allow one with redact-allow`. So a user who sees [REDACTED] where nothing
 * was secret knows which rule to answer, and one who sees a secret knows none caught it.
 */
export function redactionLine(
  counts: Partial<Record<RedactionKind, number>> | undefined,
): string | undefined {
  if (!counts) return undefined;
  const parts: string[] = [];
  let total = 0;
  for (const kind of REDACTION_KINDS) {
    const count = counts[kind] ?? 0;
    if (count === 0) continue;
    total += count;
    parts.push(
      kind === "named rule" || kind === "generic detector"
        ? `${count} by ${kind === "named rule" ? (count === 1 ? "a named rule" : "named rules") : "the generic detector"}`
        : `${count} ${kind === "job value" ? (count === 1 ? "job value" : "job values") : count === 1 ? "value of redact-files" : "values of redact-files"}`,
    );
  }
  if (total === 0) return undefined;
  return `${total} ${total === 1 ? "value" : "values"} redacted (${parts.join(", ")}); allow a value with redact-allow`;
}

/**
 * A context unique to what an annotation describes, at most 100 characters: `jobai-<job id>`.
 * `suffix` keeps apart annotations of the same job that must not replace each other.
 */
export function annotationContext(facts: JobFacts, scope: "job" | "build" = "job", suffix = ""): string {
  const id =
    scope === "build"
      ? `build-${facts.SERVICE_BUILD_ID ?? facts.SERVICE_BUILD_NUMBER ?? "local"}`
      : (facts.SERVICE_JOB_ID ?? facts.SERVICE_STEP_KEY ?? "local");
  const safeSuffix = suffix.replace(/[^A-Za-z0-9._:-]/g, "-");
  return `${`jobai-${id}`.replace(/[^A-Za-z0-9._:-]/g, "-").slice(0, MAX_CONTEXT_CHARS - safeSuffix.length)}${safeSuffix}`;
}

/** The suffix of a one-step summary whose exit status is unknown (`jobai-<job id>-explained`). */
export const UNKNOWN_OUTCOME_SUFFIX = "-explained";

/** Cut text to at most `maxBytes` of UTF-8, on a character boundary, saying so. */
export function capBytes(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text) <= maxBytes) return text;
  const note = "\n\n[... cut to fit the annotation]";
  const cut = Buffer.from(text)
    .subarray(0, maxBytes - Buffer.byteLength(note))
    .toString("utf8");
  // A character split by the cut decodes as U+FFFD: drop it.
  return `${cut.replace(/\uFFFD$/, "")}${note}`;
}

/** A fence longer than any run of backticks in `text`, so the text cannot close it. */
function fenceFor(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  return "`".repeat(longest + 1);
}

/** The footer's and pre-exit's line; with `prices`, what it cost (`cost unknown` for a model without one). */
export function usageLine(usage: ReportUsage, prices?: PriceTable): string {
  const cached = usage.cacheReadTokens ? ` (${usage.cacheReadTokens} read from cache)` : "";
  const cost = prices ? `, cost ${formatUsd(reportCostUsd(usage, prices))}` : "";
  return (
    `${usage.requests} ${usage.requests === 1 ? "request" : "requests"} to ${usage.model}, ` +
    `${usage.inputTokens} input tokens${cached}, ${usage.outputTokens} output tokens${cost}, ` +
    `${(usage.waitedMs / 1000).toFixed(1)} s waited for the rate limit`
  );
}

export function renderAnnotation(report: StepReport): string {
  const digest = capBytes(report.digestText, MAX_DIGEST_BYTES);
  const fence = fenceFor(digest);
  const lines = [
    `### ${report.title}`,
    "",
    capBytes(report.summary.trim(), MAX_SUMMARY_BYTES),
    "",
    "<details>",
    `<summary>Log digest sent to the model (${report.digestNote})</summary>`,
    "",
    `${fence}text`,
    digest,
    fence,
    "",
    "</details>",
    "",
  ];
  const footer = [
    report.usage ? usageLine(report.usage, report.prices) : undefined,
    report.artifacts?.length ? `artifacts: ${report.artifacts.join(", ")}` : undefined,
    redactionLine(report.redactions),
  ]
    .filter(Boolean)
    .join("; ");
  if (footer) lines.push(`<sub>jobai: ${footer}</sub>`);
  return capBytes(lines.join("\n"), MAX_ANNOTATION_BYTES);
}
