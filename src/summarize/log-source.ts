/**
 * Where the log to summarize comes from: the file `jobai run` wrote (the usual case), any file, or
 * the REST API (the job log endpoint) for steps that could not be wrapped and for build summaries.
 * Each source gives the step's facts beside its digest.
 */
import type { JobFacts } from "../config/job-env.js";
import { UsageError } from "../errors.js";
import { createRestClient } from "../rest/client.js";
import type { BuildRef } from "../rest/paths.js";
import type { Job } from "../rest/schemas/job.js";
import { shellCommand } from "../shell-quote.js";
import { type Digest, type DigestOptions, digestText, MIN_DIGEST_BUDGET } from "./digest.js";
import { digestFile } from "./digest-file.js";
import type { StepContext } from "./prompt.js";
import { readRunRecord } from "./run-record.js";

export interface StepLog {
  step: StepContext;
  digest: Digest;
}

/** The REST scope that reading builds and job logs needs (spec: Builds: get). */
export const LOG_SCOPE = "read_builds";
/** A build summary covers at most this many failed jobs; the others are named only. */
export const MAX_BUILD_JOBS = 10;

function stepFromFacts(facts: JobFacts): StepContext {
  return {
    label: facts.SERVICE_LABEL,
    command: facts.SERVICE_COMMAND,
    exitStatus: facts.SERVICE_COMMAND_EXIT_STATUS,
    branch: facts.SERVICE_BRANCH,
    commit: facts.SERVICE_COMMIT,
    jobId: facts.SERVICE_JOB_ID,
  };
}

/** A log file, with the facts of the job and of the `jobai run` that wrote it (if it did). */
export async function fileStep(path: string, facts: JobFacts, options: DigestOptions): Promise<StepLog> {
  const digest = await digestFile(path, options);
  const record = readRunRecord(path);
  const step = stepFromFacts(facts);
  if (record) {
    step.command ??= shellCommand(record.command);
    step.exitStatus ??= record.exitCode;
  }
  return { step, digest };
}

/** The build this job belongs to, from the job facts; names what is missing. */
export function buildRefFrom(facts: JobFacts): BuildRef {
  const missing = (
    [
      ["SERVICE_ORGANIZATION_SLUG", facts.SERVICE_ORGANIZATION_SLUG],
      ["SERVICE_PIPELINE_SLUG", facts.SERVICE_PIPELINE_SLUG],
      ["SERVICE_BUILD_NUMBER", facts.SERVICE_BUILD_NUMBER],
    ] as const
  )
    .filter(([, value]) => !value)
    .map(([name]) => name);
  const number = Number(facts.SERVICE_BUILD_NUMBER);
  if (missing.length > 0 || !Number.isInteger(number)) {
    throw new UsageError(
      `${missing.join(", ") || "SERVICE_BUILD_NUMBER"} ${missing.length > 1 ? "are" : "is"} not set (or not valid): fetching logs over REST needs the job's build; run inside a job`,
    );
  }
  return {
    organization: facts.SERVICE_ORGANIZATION_SLUG as string,
    pipeline: facts.SERVICE_PIPELINE_SLUG as string,
    number,
  };
}

function restClient(env: NodeJS.ProcessEnv) {
  return createRestClient({ env, requiredScope: LOG_SCOPE });
}

function stepFromJob(job: Job, facts: JobFacts): StepContext {
  // This job's own status is not on the API while its post-command hook runs: the hook's variable has it.
  const own = job.id === facts.SERVICE_JOB_ID ? facts.SERVICE_COMMAND_EXIT_STATUS : undefined;
  return {
    label: job.name ?? job.step_key ?? job.id,
    command: job.command ?? undefined,
    exitStatus: job.exit_status ?? own ?? undefined,
    branch: facts.SERVICE_BRANCH,
    commit: facts.SERVICE_COMMIT,
    jobId: job.id,
  };
}

/** One job's log over REST (SERVICE_API_TOKEN with read_builds). */
export async function restJobStep(
  jobId: string,
  facts: JobFacts,
  options: DigestOptions,
  env: NodeJS.ProcessEnv = process.env,
): Promise<StepLog> {
  const api = restClient(env);
  const ref = buildRefFrom(facts);
  const build = await api.builds.get(ref);
  const job = build.jobs?.find((candidate) => candidate.id === jobId);
  const text = await api.jobs.logText({ ...ref, job: jobId });
  const step: StepContext = job ? stepFromJob(job, facts) : { ...stepFromFacts(facts), jobId };
  step.branch ??= build.branch;
  step.commit ??= build.commit;
  return { step, digest: digestText(text, options) };
}

const FAILED_STATES = ["failed", "timed_out", "broken", "canceled"];

/** Whether a job of a build failed (and counts: not soft-failed, not this job itself). */
export function isFailedJob(job: Job, selfId: string | undefined): boolean {
  if (job.id === selfId || job.type !== "script" || job.soft_failed) return false;
  return (
    FAILED_STATES.includes(job.state ?? "") || (typeof job.exit_status === "number" && job.exit_status !== 0)
  );
}

/** Every failed job of this job's build, over REST; the budget is shared between them. */
export async function restBuildSteps(
  facts: JobFacts,
  options: DigestOptions & { budget: number },
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ steps: StepLog[]; skipped: string[]; buildNumber: number }> {
  const api = restClient(env);
  const ref = buildRefFrom(facts);
  const build = await api.builds.get(ref);
  const failed = (build.jobs ?? []).filter((job) => isFailedJob(job, facts.SERVICE_JOB_ID));
  const chosen = failed.slice(0, MAX_BUILD_JOBS);
  const budget = Math.max(MIN_DIGEST_BUDGET, Math.floor(options.budget / Math.max(1, chosen.length)));
  const steps: StepLog[] = [];
  for (const job of chosen) {
    const text = await api.jobs.logText({ ...ref, job: job.id });
    const step = stepFromJob(job, facts);
    step.branch ??= build.branch;
    step.commit ??= build.commit;
    steps.push({ step, digest: digestText(text, { ...options, budget }) });
  }
  const skipped = failed.slice(MAX_BUILD_JOBS).map((job) => job.name ?? job.id);
  return { steps, skipped, buildNumber: ref.number };
}
