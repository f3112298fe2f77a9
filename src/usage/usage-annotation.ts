/**
 * The build annotation of `jobai usage --annotate`: a line of totals, a bar chart of counted input
 * tokens per job, and tables per job and per model. Under the agent's 1 MiB limit by construction:
 * at most MAX_JOB_ROWS rows, each of capped text (build-usage.ts), the rest summed in one line.
 */
import type { AgentCli } from "../agent/agent-cli.js";
import type { BuildUsage, JobUsage } from "./build-usage.js";
import { formatUsd } from "./cost.js";
import { barChart, formatCount } from "./usage-chart.js";
import { addTotals, emptyTotals, type UsageTotals } from "./usage-entry.js";

/** The annotation's context: one per build (build-scoped annotations are per build already). */
export const USAGE_ANNOTATION_CONTEXT = "jobai-usage";

/** Rows shown in the chart and the job table; more are summed as one "N more jobs" row. */
export const MAX_JOB_ROWS = 100;

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A cost for people: dollars, or `unknown` (with the part that is priced) when a model has no price. */
export function costText(usage: Pick<UsageTotals, "costUsd" | "pricedCostUsd">): string {
  if (usage.costUsd !== null) return formatUsd(usage.costUsd);
  return usage.pricedCostUsd > 0 ? `unknown (${formatUsd(usage.pricedCostUsd)} priced)` : "unknown";
}

/** One line of the totals, for people (the CLI's stderr and the annotation). */
export function totalsLine(total: UsageTotals, jobs: number): string {
  return (
    `${jobs} ${jobs === 1 ? "usage record" : "usage records"}, ${formatCount(total.requests)} ${total.requests === 1 ? "request" : "requests"}, ` +
    `${formatCount(total.countedInputTokens)} counted input tokens (${formatCount(total.cacheReadTokens)} read from cache, free), ` +
    `${formatCount(total.outputTokens)} output tokens, cost ${costText(total)}, ${seconds(total.waitedMs)} waited for the rate limit`
  );
}

/** A row of the chart and the job table: a record, or the others folded into one. */
export type ShownRow = Omit<JobUsage, "source" | "key" | "job">;

/** The rows shown: the first MAX_JOB_ROWS, then one row summing the others. */
export function shownJobs(jobs: readonly JobUsage[], max = MAX_JOB_ROWS): ShownRow[] {
  if (jobs.length <= max) return [...jobs];
  const rest = jobs.slice(max - 1);
  const sum = emptyTotals();
  for (const job of rest) addTotals(sum, job);
  const models = new Set(rest.map((job) => job.model));
  return [
    ...jobs.slice(0, max - 1),
    {
      label: `${rest.length} more records`,
      model: models.size === 1 ? ([...models][0] ?? "") : `${models.size} models`,
      ...sum,
    },
  ];
}

/**
 * Text inside a Markdown table cell: no pipe, no HTML, no code, link or emphasis syntax taken as
 * such. `_` stays: inside a word it is no emphasis, and escaped it would break emoji shortcodes such
 * as `:test_tube:` in job names.
 */
function cell(text: string): string {
  return text.replace(/[\\`*[\]<>|#~]/g, (c) => `\\${c}`);
}

/** Labels inside the chart's code block: a backtick could never close the fence. */
const chartLabel = (text: string) => text.replace(/`/g, "'");

export function renderUsageAnnotation(usage: BuildUsage): string {
  const jobs = shownJobs(usage.jobs);
  const lines = [
    `### Model usage of build #${usage.build.number}`,
    "",
    `${totalsLine(usage.total, usage.jobs.length)}.`,
    "",
  ];
  if (jobs.length > 0) {
    lines.push(
      "Counted input tokens per job (what the proxy's token budget counts):",
      "",
      "```text",
      ...barChart(jobs.map((job) => ({ label: chartLabel(job.label), value: job.countedInputTokens }))),
      "```",
      "",
      "Cost per job in USD (a model without a price: unknown):",
      "",
      "```text",
      ...barChart(
        jobs.map((job) => ({ label: chartLabel(job.label), value: job.pricedCostUsd, text: costText(job) })),
      ),
      "```",
      "",
      "| job | model | requests | counted input | cache write | cache read | output | cost | waited |",
      "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
      ...jobs.map(
        (job) =>
          `| ${cell(job.label)} | ${cell(job.model)} | ${formatCount(job.requests)} | ${formatCount(job.countedInputTokens)} | ${formatCount(job.cacheWriteTokens)} | ${formatCount(job.cacheReadTokens)} | ${formatCount(job.outputTokens)} | ${costText(job)} | ${seconds(job.waitedMs)} |`,
      ),
      "",
    );
  }
  if (usage.models.length > 1) {
    lines.push(
      "| model | jobs | requests | counted input | cache write | cache read | output | cost | waited |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
      ...usage.models.map(
        (model) =>
          `| ${cell(model.model)} | ${model.jobs} | ${formatCount(model.requests)} | ${formatCount(model.countedInputTokens)} | ${formatCount(model.cacheWriteTokens)} | ${formatCount(model.cacheReadTokens)} | ${formatCount(model.outputTokens)} | ${costText(model)} | ${seconds(model.waitedMs)} |`,
      ),
      "",
    );
  }
  if (usage.skipped.length > 0) {
    const keys = usage.skipped.slice(0, 10).map((skip) => `\`${skip.key.replace(/`/g, "'")}\``);
    const more = usage.skipped.length > 10 ? ` and ${usage.skipped.length - 10} more` : "";
    const what =
      usage.skipped.length === 1
        ? "meta-data key skipped, not a usage record"
        : "meta-data keys skipped, not usage records";
    lines.push(`_${usage.skipped.length} ${what}: ${keys.join(", ")}${more}._`, "");
  }
  return lines.join("\n").trimEnd();
}

/**
 * Post the annotation on the running job's build through the agent CLI (which redacts it and checks
 * the annotation limits of src/agent/limits.ts before the call). Style info, scope build.
 */
export async function annotateBuildUsage(
  agent: Pick<AgentCli, "annotate">,
  usage: BuildUsage,
): Promise<string> {
  const body = renderUsageAnnotation(usage);
  await agent.annotate({ body, context: USAGE_ANNOTATION_CONTEXT, style: "info", scope: "build" });
  return body;
}
