import type { Argv } from "yargs";
import { readJobFacts } from "../../config/job-env.js";
import { UsageError } from "../../errors.js";
import { isListTooDeep } from "../../rest/list-too-deep.js";
import type { Build, BuildListState } from "../../rest/schemas/build.js";
import { defineCommand } from "../define-command.js";
import { parseKeyValues } from "../key-value.js";
import { printJson, printTable } from "../output.js";
import { counted } from "../plural.js";
import { withRestClient } from "../rest-client.js";
import { pipelineOptions } from "../rest-options.js";
import { BUILD_COLUMNS, buildRow } from "../table-rows.js";

interface Common {
  org: string | undefined;
  pipeline: string | undefined;
  json: boolean;
}

/** Scopes by action, named in the error when SERVICE_API_TOKEN is missing. */
const SCOPE: Record<string, string> = {
  list: "read_builds",
  get: "read_builds",
  create: "write_builds",
  cancel: "write_builds",
  rebuild: "write_builds",
  "retry-failed": "write_builds",
};

/** Run an action's calls with a client for its scope (closed after). */
function withClient<T>(action: string, work: Parameters<typeof withRestClient<T>>[1]): Promise<T> {
  return withRestClient(SCOPE[action], work);
}

/**
 * The API refused to list deeper (spec: a 400 "too deep"): print what came, then say how to narrow
 * the listing. Exit 1, since the list is not whole.
 */
function showPartial(args: Common, builds: Build[], message: string): void {
  show(args, builds);
  const oldest = builds.at(-1)?.created_at;
  const more = oldest ? `; --created-to ${oldest} lists the builds older than these` : "";
  process.stderr.write(
    `jobai: the listing stopped after ${counted(builds.length, "build")}: ${message}
` +
      `jobai: narrow it with --created-from (e.g. --created-from 2026-01-01T00:00:00Z)${more}
`,
  );
  process.exitCode = 1;
}

/** Organization and pipeline from the flags, else from the running job (SERVICE_ORGANIZATION_SLUG, ...). */
function target(args: Common, needPipeline: true): { organization: string; pipeline: string };
function target(args: Common, needPipeline: false): { organization?: string; pipeline?: string };
function target(args: Common, needPipeline: boolean) {
  const facts = readJobFacts();
  const organization = args.org ?? facts.SERVICE_ORGANIZATION_SLUG;
  const pipeline = args.pipeline ?? (args.org === undefined ? facts.SERVICE_PIPELINE_SLUG : undefined);
  if (needPipeline && (!organization || !pipeline)) {
    throw new UsageError(
      "--org and --pipeline are needed: give both (inside a job they default to this job's organization and pipeline).",
    );
  }
  return {
    ...(organization ? { organization } : {}),
    ...(pipeline ? { pipeline } : {}),
  };
}

function buildNumber(args: { number: number | undefined }): number {
  const number = args.number;
  if (number === undefined || !Number.isInteger(number) || number < 1) {
    throw new UsageError("Give the build's number (a positive integer), e.g. 'jobai builds get 42'.");
  }
  return number;
}

const withNumber = <T>(yargs: Argv<T>) =>
  pipelineOptions(yargs).positional("number", {
    type: "number",
    describe: "The build's number (not its UUID)",
  });

function show(args: Common, builds: Parameters<typeof buildRow>[0][], raw: unknown = builds): void {
  if (args.json) printJson(raw);
  else printTable(builds.map(buildRow), BUILD_COLUMNS);
}

export default defineCommand({
  command: "builds <action>",
  describe: "List, get, create, cancel, rebuild builds and retry their failed jobs (REST API)",
  builder: (yargs) =>
    yargs
      .command(
        "list",
        "List builds, newest first: all, an organization's (--org) or a pipeline's (--org --pipeline)",
        (y) =>
          pipelineOptions(y)
            .option("branch", {
              type: "string",
              array: true,
              describe: "Branch; * matches any run of characters",
            })
            .option("commit", {
              type: "string",
              array: true,
              describe: "Full commit SHA (short SHAs do not match)",
            })
            .option("state", {
              type: "string",
              array: true,
              describe: "State; finished = passed, failed, blocked, canceled",
            })
            .option("creator", { type: "string", describe: "Creator's user UUID" })
            .option("created-from", { type: "string", describe: "Created on or after (ISO 8601)" })
            .option("created-to", { type: "string", describe: "Created before (ISO 8601)" })
            .option("finished-from", { type: "string", describe: "Finished on or after (ISO 8601)" })
            .option("meta", { type: "string", array: true, describe: "Meta-data filter KEY=value" })
            .option("include-retried-jobs", {
              type: "boolean",
              describe: "List every retried execution of a job",
            })
            .option("include-paused", {
              type: "boolean",
              describe: "--no-include-paused leaves out builds on paused queues",
            })
            .option("with-jobs", {
              type: "boolean",
              default: false,
              describe: "Fetch jobs too (left out by default: faster)",
            })
            .option("limit", {
              type: "number",
              default: 30,
              describe: "Most builds to print; follows pages as needed (0: all)",
            })
            .example(
              "jobai builds list --org acme --state failed --branch 'release/*'",
              "Failed release builds",
            )
            .example(
              "jobai builds list --org acme --pipeline app --limit 0 --json > builds.json",
              "Every build, as JSON",
            )
            .example(
              "jobai builds list --meta deploy=prod --created-from 2026-01-01",
              "Across all organizations",
            ),
        async (args) => {
          if (!Number.isInteger(args.limit) || args.limit < 0) {
            throw new UsageError("--limit must be 0 (all) or a positive integer.");
          }
          const builds: Build[] = [];
          const options = {
            ...target(args, false),
            branch: args.branch,
            commit: args.commit,
            state: args.state as BuildListState[] | undefined,
            creator: args.creator,
            created_from: args["created-from"],
            created_to: args["created-to"],
            finished_from: args["finished-from"],
            meta_data: parseKeyValues("meta", args.meta),
            include_retried_jobs: args["include-retried-jobs"],
            include_paused: args["include-paused"],
            exclude_jobs: !args["with-jobs"],
            per_page: args.limit > 0 && args.limit < 100 ? args.limit : 100,
          };
          try {
            await withClient("list", async (api) => {
              for await (const build of api.builds.iterate(options)) {
                builds.push(build);
                if (args.limit > 0 && builds.length >= args.limit) break;
              }
            });
          } catch (error) {
            if (!isListTooDeep(error)) throw error;
            showPartial(args, builds, error.serverMessage);
            return;
          }
          show(args, builds);
        },
      )
      .command(
        "get <number>",
        "Show one build and its jobs",
        (y) =>
          withNumber(y)
            .option("job-state", { type: "string", array: true, describe: "Only jobs in these states" })
            .option("include-retried-jobs", { type: "boolean", describe: "Include every retried execution" })
            .example("jobai builds get 42 --org acme --pipeline app", "A build and its jobs")
            .example("jobai builds get 42 --job-state failed --json | jq '.jobs[].id'", "Failed jobs' ids"),
        async (args) => {
          const ref = { ...target(args, true), number: buildNumber(args) };
          const build = await withClient("get", (api) =>
            api.builds.get(ref, {
              job_states: args["job-state"],
              include_retried_jobs: args["include-retried-jobs"],
            }),
          );
          if (args.json) {
            printJson(build);
            return;
          }
          show(args, [build], build);
          const jobs = build.jobs ?? [];
          if (jobs.length > 0) {
            process.stdout.write("\n");
            printTable(
              jobs.map((job) => ({ job: job.id, name: job.name, state: job.state, exit: job.exit_status })),
              ["job", "name", "state", "exit"],
            );
          }
        },
      )
      .command(
        "create",
        "Create a build of a commit on a branch",
        (y) =>
          pipelineOptions(y)
            .option("commit", {
              type: "string",
              array: true,
              demandOption: true,
              describe: "Ref, SHA or tag (HEAD for the latest)",
            })
            .option("branch", {
              type: "string",
              array: true,
              demandOption: true,
              describe: "Branch the commit is on",
            })
            .option("message", { type: "string", describe: "Build message" })
            .option("env", {
              type: "string",
              array: true,
              describe: "Environment variable KEY=value (repeatable)",
            })
            .option("meta", { type: "string", array: true, describe: "Meta-data KEY=value (repeatable)" })
            .option("clean-checkout", { type: "boolean", describe: "Force a fresh checkout" })
            .example(
              "jobai builds create --org acme --pipeline app --commit HEAD --branch main",
              "Build the branch's head",
            )
            .example(
              "jobai builds create --commit v1.2.0 --branch main --env DEPLOY=1 --json",
              "In a job: this pipeline",
            ),
        async (args) => {
          const where = target(args, true);
          const body = {
            commit: single("commit", args.commit),
            branch: single("branch", args.branch),
            message: args.message,
            env: parseKeyValues("env", args.env),
            meta_data: parseKeyValues("meta", args.meta),
            clean_checkout: args["clean-checkout"],
          };
          const build = await withClient("create", (api) => api.builds.create(where, body));
          show(args, [build], build);
        },
      )
      .command(
        "cancel <number>",
        "Cancel a scheduled, running or failing build",
        (y) => withNumber(y).example("jobai builds cancel 42 --org acme --pipeline app", "Cancel build 42"),
        async (args) => {
          const ref = { ...target(args, true), number: buildNumber(args) };
          const build = await withClient("cancel", (api) => api.builds.cancel(ref));
          show(args, [build], build);
        },
      )
      .command(
        "rebuild <number>",
        "Start a new build with the same commit, branch, message and env",
        (y) => withNumber(y).example("jobai builds rebuild 42 --org acme --pipeline app", "Rebuild build 42"),
        async (args) => {
          const ref = { ...target(args, true), number: buildNumber(args) };
          const build = await withClient("rebuild", (api) => api.builds.rebuild(ref));
          show(args, [build], build);
        },
      )
      .command(
        "retry-failed <number>",
        "Requeue a build's failed jobs",
        (y) =>
          withNumber(y)
            .option("states", {
              type: "string",
              describe:
                "Comma-separated: canceled, expired, failed, soft_failed, timed_out (default: every retryable failure)",
            })
            .example(
              "jobai builds retry-failed 42 --states failed,timed_out",
              "Retry failed and timed-out jobs",
            ),
        async (args) => {
          const ref = { ...target(args, true), number: buildNumber(args) };
          const build = await withClient("retry-failed", (api) =>
            api.builds.retryFailedJobs(ref, { states: args.states }),
          );
          if (args.json) printJson(build);
          else
            process.stdout.write(
              `Queued ${build.retried_jobs_count} job(s) of build #${build.number} for retry.\n`,
            );
        },
      )
      .demandCommand(1, "Give an action: list, get, create, cancel, rebuild or retry-failed.")
      .epilogue(
        "Reads SERVICE_API_URL and SERVICE_API_TOKEN (an API access token: read_builds to list and get,\n" +
          "write_builds for the rest). Exit codes: 0 ok, 1 API error (status and the server's message), 2 bad input.",
      ),
  handler: () => {},
});

function single(name: string, values: string[] | undefined): string {
  if (!values || values.length !== 1 || !values[0]) throw new UsageError(`Give --${name} once.`);
  return values[0];
}
