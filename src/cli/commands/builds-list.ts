import { readJobFacts } from "../../config/job-env.js";
import { UsageError } from "../../errors.js";
import { DEFAULT_REST_TIMEOUT_MS } from "../../rest/client.js";
import { isListTooDeep } from "../../rest/list-too-deep.js";
import { type Build, type BuildListState, buildSchema } from "../../rest/schemas/build.js";
import { defineCommand } from "../define-command.js";
import { withFlagNames } from "../flag-names.js";
import { checkJsonFields } from "../json-fields.js";
import { parseKeyValues } from "../key-value.js";
import { timeoutFlag, timeoutMs } from "../options/timeout.js";
import { withRestClient } from "../rest-client.js";
import { jsonFields, present } from "../rest-output.js";
import { BUILD_COLUMNS, buildRow } from "../table-rows.js";

/**
 * `jobai builds list`: the one list that picks its endpoint from the flags (all builds, an
 * organization's, a pipeline's: the catalogue's three list entries), stops at --limit, and, when
 * the API refuses to list deeper, prints what came and says how to narrow the listing.
 */

/** The list's fields as this command's flags, to name them in a message (`--created-from`). */
const LIST_FLAGS: Record<string, string> = {
  organization: "--org",
  pipeline: "--pipeline",
  branch: "--branch",
  commit: "--commit",
  state: "--state",
  creator: "--creator",
  created_from: "--created-from",
  created_to: "--created-to",
  finished_from: "--finished-from",
  meta_data: "--meta",
};

const show = (json: unknown, builds: Build[]) =>
  present(builds, {
    json,
    what: "builds",
    columns: BUILD_COLUMNS,
    row: (build) => buildRow(build as Build),
  });

export const buildsListCommand = defineCommand({
  command: "list",
  describe: "List builds, newest first: all, an organization's (--org) or a pipeline's (--org --pipeline)",
  builder: (y) =>
    y
      .option("org", {
        type: "string",
        describe: "Organization slug (default in a job: SERVICE_ORGANIZATION_SLUG)",
      })
      .option("pipeline", {
        type: "string",
        describe: "Pipeline slug (default in a job: SERVICE_PIPELINE_SLUG)",
      })
      .option("branch", { type: "string", array: true, describe: "Branch; * matches any run of characters" })
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
      .option("include-retried-jobs", { type: "boolean", describe: "List every retried execution of a job" })
      .option("include-paused", {
        type: "boolean",
        describe: "--no-include-paused leaves out builds on paused queues",
      })
      .option("with-jobs", {
        type: "boolean",
        default: false,
        describe: "Fetch jobs too (left out by default: faster; --json naming jobs fetches them)",
      })
      .option("limit", {
        type: "number",
        default: 30,
        describe: "Most builds to print; follows pages as needed (0: all)",
      })
      .option("json", {
        type: "string",
        describe: "Print JSON; name fields to keep only those: --json number,state,web_url",
      })
      .option("timeout", timeoutFlag("api", DEFAULT_REST_TIMEOUT_MS))
      .example("jobai builds list --org acme --state failed --branch 'release/*'", "Failed release builds")
      .example(
        "jobai builds list --org acme --pipeline app --limit 0 --json number,state,web_url",
        "Every build, three fields",
      )
      .example("jobai builds list --meta deploy=prod --created-from 2026-01-01", "Across all organizations")
      .epilogue(
        "GET /v2/builds, {org}/builds or {org}/pipelines/{pipeline}/builds. Needs an API access token with the scope " +
          "read_builds in SERVICE_API_TOKEN, and SERVICE_API_URL.\nExit codes: 0 ok, 1 API error or a listing cut short, 2 bad input.",
      ),
  handler: async (args) => {
    if (!Number.isInteger(args.limit) || args.limit < 0) {
      throw new UsageError("--limit must be 0 (all) or a positive integer.");
    }
    const fields = jsonFields(args.json);
    checkJsonFields(fields, buildSchema);
    // `--json number,state,jobs` asks for the jobs: fetched, not dropped silently because the
    // listing leaves them out by default.
    const withJobs =
      args["with-jobs"] ||
      (Array.isArray(fields) && fields.some((f) => f === "jobs" || f.startsWith("jobs.")));
    const timeout = timeoutMs(args.timeout);
    const facts = readJobFacts();
    const organization = args.org ?? facts.SERVICE_ORGANIZATION_SLUG;
    // In a job, --org alone lists the organization's builds, not the job's pipeline's.
    const pipeline = args.pipeline ?? (args.org === undefined ? facts.SERVICE_PIPELINE_SLUG : undefined);
    const options = {
      ...(organization ? { organization } : {}),
      ...(pipeline ? { pipeline } : {}),
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
      exclude_jobs: !withJobs,
      per_page: args.limit > 0 && args.limit < 100 ? args.limit : 100,
    };
    const builds: Build[] = [];
    try {
      await withRestClient(
        "read_builds",
        async (api) => {
          for await (const build of api.builds.iterate(options)) {
            builds.push(build);
            if (args.limit > 0 && builds.length >= args.limit) break;
          }
        },
        undefined,
        timeout,
      );
    } catch (error) {
      if (!isListTooDeep(error)) throw withFlagNames(error, LIST_FLAGS);
      show(args.json, builds);
      const oldest = builds.at(-1)?.created_at;
      const more = oldest ? `; --created-to ${oldest} lists the builds older than these` : "";
      process.stderr.write(
        `jobai: the listing stopped after ${builds.length} builds: ${error.serverMessage}\n` +
          `jobai: narrow it with --created-from (e.g. --created-from 2026-01-01T00:00:00Z)${more}\n`,
      );
      process.exitCode = 1;
      return;
    }
    show(args.json, builds);
  },
});
