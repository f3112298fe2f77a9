import type { Argv } from "yargs";
import { readJobFacts } from "../config/job-env.js";
import { UsageError } from "../errors.js";
import type { BuildRef, JobRef } from "../rest/paths.js";
import { printJson, printTable } from "./output.js";

/** Options the REST commands share: where (organization, pipeline, build), and --json. */
interface RestArgs {
  org: string | undefined;
  pipeline: string | undefined;
  build: number | undefined;
  json: boolean;
}

export function orgOptions<T>(yargs: Argv<T>) {
  return yargs
    .option("org", {
      type: "string",
      describe: "Organization slug (default in a job: SERVICE_ORGANIZATION_SLUG)",
    })
    .option("json", {
      type: "boolean",
      default: false,
      describe: "Print JSON for scripts instead of a table",
    });
}

export function pipelineOptions<T>(yargs: Argv<T>) {
  return orgOptions(yargs).option("pipeline", {
    type: "string",
    describe: "Pipeline slug (default in a job: SERVICE_PIPELINE_SLUG)",
  });
}

export function buildOptions<T>(yargs: Argv<T>) {
  return pipelineOptions(yargs).option("build", {
    type: "number",
    describe: "Build number (default in a job: SERVICE_BUILD_NUMBER)",
  });
}

/** The organization from --org, else the running job's. */
export function organizationOf(args: Pick<RestArgs, "org">): string {
  const organization = args.org ?? readJobFacts().SERVICE_ORGANIZATION_SLUG;
  if (!organization) {
    throw new UsageError(
      "--org is needed: give the organization's slug (inside a job it defaults to the job's).",
    );
  }
  return organization;
}

/** The build from --org, --pipeline and --build, each defaulting to the running job's. */
export function buildRefOf(args: RestArgs): BuildRef {
  const facts = readJobFacts();
  const organization = organizationOf(args);
  const pipeline = args.pipeline ?? facts.SERVICE_PIPELINE_SLUG;
  const number = args.build ?? (facts.SERVICE_BUILD_NUMBER ? Number(facts.SERVICE_BUILD_NUMBER) : undefined);
  if (!pipeline || number === undefined) {
    throw new UsageError(
      "--pipeline and --build are needed: give the build's pipeline and number (inside a job they default to the job's).",
    );
  }
  if (!Number.isSafeInteger(number) || number < 1) {
    throw new UsageError(
      `--build ${number} is not a build number: give a positive integer, not the build's UUID.`,
    );
  }
  return { organization, pipeline, number };
}

/** A job of that build: the given id (a `[job]` positional), else the running job's (SERVICE_JOB_ID). */
export function jobRefOf(args: RestArgs, job: unknown): JobRef {
  const id = job === undefined ? readJobFacts().SERVICE_JOB_ID : String(job);
  if (!id) throw new UsageError("Give the job's id (inside a job it defaults to SERVICE_JOB_ID).");
  return { ...buildRefOf(args), job: id };
}

/** A positional id that must be there. */
export function idOf(name: string, value: unknown): string {
  if (typeof value !== "string" || value.trim() === "") throw new UsageError(`Give the ${name}.`);
  return value;
}

/** Results: JSON with --json, else a table of `columns` from `row`. */
export function show<T>(
  args: Pick<RestArgs, "json">,
  data: T | T[],
  row: (item: T) => Record<string, unknown>,
  columns: readonly string[],
): void {
  if (args.json) {
    printJson(data);
    return;
  }
  printTable((Array.isArray(data) ? data : [data]).map(row), columns);
}

/** What a write with no answer body did, for people or as JSON. */
export function done(args: Pick<RestArgs, "json">, text: string, json: Record<string, unknown>): void {
  if (args.json) printJson(json);
  else process.stdout.write(`${text}\n`);
}
