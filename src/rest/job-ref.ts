import { readJobFacts } from "../config/job-env.js";
import { UsageError } from "../errors.js";
import type { BuildRef, JobRef } from "./paths.js";

/**
 * The running job as REST paths address it, from the variables the agent sets:
 * SERVICE_ORGANIZATION_SLUG, SERVICE_PIPELINE_SLUG, SERVICE_BUILD_NUMBER and SERVICE_JOB_ID.
 */
export function currentJobRef(env: NodeJS.ProcessEnv = process.env): JobRef {
  const build = currentBuildRef(env);
  const job = readJobFacts(env).SERVICE_JOB_ID;
  if (!job) throw new UsageError("SERVICE_JOB_ID is not set: run inside a job, or give the job's id.");
  return { ...build, job };
}

/** The running job's build. */
export function currentBuildRef(env: NodeJS.ProcessEnv = process.env): BuildRef {
  const facts = readJobFacts(env);
  const missing = (
    ["SERVICE_ORGANIZATION_SLUG", "SERVICE_PIPELINE_SLUG", "SERVICE_BUILD_NUMBER"] as const
  ).filter((name) => !facts[name]);
  if (missing.length > 0) {
    throw new UsageError(
      `${missing.join(", ")} not set: run inside a job, or give the build's organization, pipeline and number.`,
    );
  }
  const number = Number(facts.SERVICE_BUILD_NUMBER);
  if (!Number.isSafeInteger(number) || number < 1) {
    throw new UsageError("SERVICE_BUILD_NUMBER is not a build number: it must be a positive integer.");
  }
  return {
    organization: facts.SERVICE_ORGANIZATION_SLUG ?? "",
    pipeline: facts.SERVICE_PIPELINE_SLUG ?? "",
    number,
  };
}
