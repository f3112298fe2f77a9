/**
 * A summary as the CLI and the post-command hook run it: pick the log, digest it, ask the model,
 * write the annotation, artifacts and usage. In hook mode nothing can fail the step: any problem
 * becomes a warning annotation that says why (a rule of the design: the job's outcome is the command's).
 */

import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { AnthropicError } from "@anthropic-ai/sdk";
import { createAgentCli } from "../agent/agent-cli.js";
import type { AnnotationStyle } from "../agent/limits.js";
import { createJobContext, type JobContext } from "../config/job-context.js";
import type { JobFacts } from "../config/job-env.js";
import { checkOwnDir, ownStateDir } from "../config/state-dir.js";
import { UsageError } from "../errors.js";
import { isSpendLimitError } from "../limit/spend-errors.js";
import { describeProviderError, ProviderCallError } from "../provider/api-error.js";
import { type RedactionScope, withRedactionScope } from "../redact/redaction-scope.js";
import { redact } from "../secrets.js";
import { withSpan } from "../telemetry/telemetry.js";
import { pricesOrWarn } from "../usage/prices.js";
import { DIGEST_TIME_LIMIT_MS, type DigestOptions } from "./digest.js";
import { fileStep, LOG_SCOPE, restBuildSteps, restJobStep, type StepLog } from "./log-source.js";
import { annotationContext, type ReportUsage, UNKNOWN_OUTCOME_SUFFIX } from "./report.js";
import { defaultLogPath } from "./run-record.js";
import { type SummaryResult, summarize } from "./summarize.js";
import { createSummaryClient } from "./summary-client.js";
import { resolveSummarySettings, type SummaryFlags, triggered } from "./summary-settings.js";
import { stepHeading } from "./title.js";
import { recordUsage } from "./usage-record.js";

export type LogChoice =
  | { kind: "auto" }
  | { kind: "log"; path: string }
  | { kind: "job"; id: string }
  | { kind: "build" };

export interface SummarizeJobOptions {
  source: LogChoice;
  flags?: SummaryFlags;
  /** Post-command hook mode: honour the trigger, and turn every failure into a warning annotation. */
  hook?: boolean;
  env?: NodeJS.ProcessEnv;
  /**
   * The job as the way in resolved it; default one built here from `env` and `flags.model`. Given,
   * its settings should carry `flags.model`, and `env` is not read.
   */
  context?: JobContext;
  /** Bounds the whole summary, limiter waits included (default 3 minutes). */
  timeoutMs?: number;
  /**
   * Bounds reading the log (default DIGEST_TIME_LIMIT_MS, 30 s): past it the digest reads the
   * log's last MiB and says what it skipped, so a huge log cannot hold the hook.
   */
  digestTimeLimitMs?: number;
  /** How long the proxy may send nothing before the model call fails (createClient's `timeout`). */
  requestTimeoutMs?: number | undefined;
  /** Diagnostics (stderr). */
  warn?: (line: string) => void;
}

export type SummarizeJobOutcome =
  | { status: "summarized"; result: SummaryResult; style: AnnotationStyle }
  | { status: "skipped"; reason: string }
  | { status: "warned"; reason: string };

/** What to do when there is no log: the warning's text. */
export const NO_LOG_HELP =
  "No log to summarize: run the step's command as `jobai run -- <command>` (its output is kept for the summary), " +
  `or set SERVICE_API_TOKEN to an API token with the ${LOG_SCOPE} scopes so jobai can fetch the job's log.`;

export async function summarizeJob(options: SummarizeJobOptions): Promise<SummarizeJobOutcome> {
  const job =
    options.context ?? createJobContext({ env: options.env, settings: { model: options.flags?.model } });
  // Everything redacted from here on (the digest, the title, the answer) is redacted in the job's
  // scope: its allowed values, its commit, its redact-files, and the tally the footer reports. A
  // scope that cannot be built is reported below, where `job.redaction` is read again.
  let scope: RedactionScope | undefined;
  try {
    scope = job.redaction;
  } catch {}
  const sourceKind = options.source.kind;
  // One span per summary when OTEL_EXPORTER_OTLP_*ENDPOINT asks: its model request nests under it.
  return withSpan(
    job.env,
    "jobai.summary",
    { kind: "internal", attributes: { "jobai.summary.source": sourceKind } },
    async (span) => {
      const outcome = await (scope
        ? withRedactionScope(scope, () => summarizeInScope(options, job))
        : summarizeInScope(options, job));
      span?.set({ "jobai.summary.outcome": outcome.status });
      return outcome;
    },
  );
}

async function summarizeInScope(options: SummarizeJobOptions, job: JobContext): Promise<SummarizeJobOutcome> {
  const env = job.env;
  const warn = options.warn ?? ((line: string) => process.stderr.write(`${line}\n`));
  const facts = job.facts;
  const scope = options.source.kind === "build" ? "build" : "job";
  const context = annotationContext(facts, scope);
  try {
    const stateDir = job.settings.stateDir;
    const runLog = defaultLogPath(stateDir, facts);
    // A log or a record in a directory another user controls is not this step's: refuse it.
    ownStateDir(stateDir);
    if (existsSync(dirname(runLog))) checkOwnDir(dirname(runLog));
    const settings = resolveSummarySettings(options.flags ?? {}, job.plugin, env, job.settings);
    // Read first: a file of redact-files that cannot be read stops the summary (nothing sent).
    void job.redaction;
    for (const line of settings.warnings) warn(`jobai: ${line}`);
    const status = facts.SERVICE_COMMAND_EXIT_STATUS;
    if (options.hook && !triggered(settings.trigger, status)) {
      return { status: "skipped", reason: `trigger ${settings.trigger}, exit status ${status ?? "unknown"}` };
    }
    const digestOptions: DigestOptions & { budget: number } = {
      budget: settings.budget,
      envSecrets: job.secrets,
      timeLimitMs: options.digestTimeLimitMs ?? DIGEST_TIME_LIMIT_MS,
    };
    let steps: StepLog[];
    let title: string;
    let style: AnnotationStyle;
    let summaryContext = context;
    if (options.source.kind === "build") {
      const build = await restBuildSteps(facts, digestOptions, env);
      if (build.steps.length === 0)
        return { status: "skipped", reason: `no failed jobs in build ${build.buildNumber}` };
      steps = build.steps;
      const more = build.skipped.length > 0 ? ` (${build.skipped.length} more not shown)` : "";
      title = `❌ Build #${build.buildNumber}: ${build.steps.length + build.skipped.length} failed jobs${more}`;
      style = "error";
    } else {
      steps = [await loadStep(options.source, runLog, facts, digestOptions, env)];
      const step = steps[0]?.step;
      const heading = stepHeading(step?.label ?? "Step", step?.exitStatus);
      ({ title, style } = heading);
      // The annotation is the job's it describes (`--job ID`: that job's). One that does not know
      // the exit status (a log over REST of a job still running, a log file with no run record)
      // gets a context of its own: it never replaces the annotation that knows (the hook's ❌).
      summaryContext = annotationContext(
        { ...facts, SERVICE_JOB_ID: step?.jobId ?? facts.SERVICE_JOB_ID },
        "job",
        heading.outcome === "unknown" ? UNKNOWN_OUTCOME_SUFFIX : "",
      );
    }
    const workDir = await mkdtemp(join(ownStateDir(stateDir, "artifacts"), "jobai-"));
    const summaryClient = createSummaryClient(job, options.requestTimeoutMs);
    // The hook's summary is the job's own spending: its usage is recorded whatever it writes. A
    // summary asked for by hand records it only beside what it writes (`--no-annotate`: nothing).
    const keepsUsage = options.hook === true || settings.annotate || settings.artifacts;
    // The job's running total (beside its log, for pre-exit's line) is also what its meta-data
    // record holds, so `jobai usage` counts every summary of the job, not only the last.
    const keepsJobTotal = keepsUsage && scope === "job" && existsSync(dirname(runLog));
    const signal = AbortSignal.timeout(options.timeoutMs ?? 180_000);
    try {
      const result = await summarize({
        steps,
        client: summaryClient.client,
        agent: createAgentCli({ context: job, cwd: workDir }),
        model: settings.model,
        maxTokens: settings.maxTokens,
        customPrompt: settings.customPrompt,
        contextFiles: settings.contextFiles,
        context: summaryContext,
        // The usage is this job's spending, whichever job the summary describes.
        usageContext: context,
        scope: "build",
        style,
        title,
        annotate: settings.annotate,
        artifacts: settings.artifacts,
        recordUsage: keepsUsage,
        ...(keepsJobTotal ? { usageRecord: (usage: ReportUsage) => recordUsage(runLog, usage) } : {}),
        workDir,
        prices: pricesOrWarn(job, warn),
        waitedMs: summaryClient.waitedMs,
        signal,
        secrets: job.secrets,
      });
      return { status: "summarized", result, style };
    } catch (error) {
      // A failed model call as `jobai ask` says it: status, address, what to check (not the SDK's
      // raw `401 {...}` or `Connection error.`).
      throw isProviderFailure(error) ? describeProviderError(error, summaryClient.client.baseURL) : error;
    } finally {
      await summaryClient.close();
      await rm(workDir, { recursive: true, force: true });
    }
  } catch (error) {
    if (!options.hook) throw error;
    const reason = redact(failureReason(error), job.secrets);
    // A spend limit reached is no failure of the summary: it was skipped, and says why.
    const spend = isSpendLimitError(error) || isSpendLimitError((error as Error | undefined)?.cause);
    warn(
      spend
        ? `jobai: the summary was skipped for the spend limit, the step's outcome is unchanged: ${reason}`
        : `jobai: the summary failed, the step's outcome is unchanged: ${reason}`,
    );
    await warnAnnotation(context, reason, env, warn, spend);
    return { status: "warned", reason };
  }
}

/**
 * Why the summary failed, in one line: a failed model call as `jobai ask` says it (`the proxy
 * answered 529 overloaded_error: Overloaded`), not the SDK's raw status and JSON body.
 */
function failureReason(error: unknown): string {
  if (isProviderFailure(error)) return describeProviderError(error).message;
  return error instanceof Error ? error.message : String(error);
}

/** The log the user chose; by default the one `jobai run` wrote, else this job's log over REST. */
async function loadStep(
  source: Exclude<LogChoice, { kind: "build" }>,
  runLog: string,
  facts: JobFacts,
  digestOptions: DigestOptions,
  env: NodeJS.ProcessEnv,
): Promise<StepLog> {
  if (source.kind === "log") return fileStep(source.path, facts, digestOptions);
  if (source.kind === "job") return restJobStep(source.id, facts, digestOptions, env);
  if (existsSync(runLog)) return fileStep(runLog, facts, digestOptions);
  if (env.SERVICE_API_TOKEN?.trim() && facts.SERVICE_JOB_ID) {
    return restJobStep(facts.SERVICE_JOB_ID, facts, digestOptions, env);
  }
  throw new UsageError(NO_LOG_HELP);
}

/** The hook's report of a failed summary; if even that fails, stderr is all there is. */
async function warnAnnotation(
  context: string,
  reason: string,
  env: NodeJS.ProcessEnv,
  warn: (line: string) => void,
  spendLimit = false,
): Promise<void> {
  const body = [
    spendLimit
      ? "### ⚠️ jobai skipped this step's summary for the spend limit"
      : "### ⚠️ jobai could not summarize this step",
    "",
    reason,
    "",
    "The step's result is unchanged. Run `jobai summarize --help` for the options.",
  ].join("\n");
  try {
    await createAgentCli({ env }).annotate({ body, context, style: "warning" });
  } catch (error) {
    warn(
      `jobai: could not write the warning annotation either: ${redact(String((error as Error).message ?? error))}`,
    );
  }
}

/** An error of the model call (the SDK's, or jobai's own about the proxy), not of the log or the agent. */
function isProviderFailure(error: unknown): boolean {
  return error instanceof AnthropicError || error instanceof ProviderCallError;
}
