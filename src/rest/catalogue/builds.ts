import * as z from "zod";
import { UsageError } from "../../errors.js";
import { endpoint } from "../endpoint.js";
import { BUILD_LIST_STATES, buildListSchema, buildSchema, retriedBuildSchema } from "../schemas/build.js";
import { MAX_PER_PAGE, ORG, pageFields, stringMap } from "./common.js";

const PIPELINE = `${ORG}/pipelines/{pipeline}`;
const BUILD = `${PIPELINE}/builds/{number}`;

/** Values `retry_failed_jobs` accepts in `states` (spec: Builds, retry failed jobs). */
export const RETRY_STATES = ["canceled", "expired", "failed", "soft_failed", "timed_out"] as const;
export type RetryState = (typeof RETRY_STATES)[number];

const time = z
  .string()
  .refine(
    (value) => !Number.isNaN(Date.parse(value)),
    "must be an ISO 8601 time such as 2026-01-31T12:00:00Z",
  );
const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item)]);
const listState = z.enum(BUILD_LIST_STATES);

/** The list filters (spec: Builds, list endpoints), the same for the three lists. */
export const buildListQuerySchema = z.strictObject({
  branch: oneOrMany(z.string().min(1)).optional(),
  /** Full SHAs only: the API does not match shortened ones. */
  commit: oneOrMany(z.string().min(1)).optional(),
  created_from: time.optional(),
  created_to: time.optional(),
  creator: z.string().optional(),
  exclude_jobs: z.boolean().optional(),
  exclude_pipeline: z.boolean().optional(),
  finished_from: time.optional(),
  include_paused: z.boolean().optional(),
  include_retried_jobs: z.boolean().optional(),
  meta_data: stringMap.optional(),
  state: oneOrMany(listState).optional(),
  ...pageFields,
});

const timeInput = z.union([z.date(), z.string()]);

/** What the library's list methods take: Dates beside ISO strings, read-only lists. */
export const buildListInputSchema = buildListQuerySchema.extend({
  branch: z.union([z.string(), z.array(z.string()).readonly()]).optional(),
  commit: z.union([z.string(), z.array(z.string()).readonly()]).optional(),
  state: z.union([listState, z.array(listState).readonly()]).optional(),
  created_from: timeInput.optional(),
  created_to: timeInput.optional(),
  finished_from: timeInput.optional(),
});

function timeOf(name: string, value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  const date = value instanceof Date ? value : typeof value === "string" ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) {
    throw new UsageError(
      `${name} is not a time: give a Date or an ISO 8601 string such as 2026-01-31T12:00:00Z.`,
    );
  }
  return typeof value === "string" ? value : date.toISOString();
}

function listOf(name: string, value: unknown): unknown {
  if (value === undefined) return undefined;
  const list = typeof value === "string" ? [value] : value;
  if (!Array.isArray(list)) return value;
  for (const item of list) {
    if (typeof item !== "string" || item === "")
      throw new UsageError(`${name} holds an empty value: remove it.`);
  }
  // A single value goes as `name=v`, several as `name[]=a&name[]=b` (spec: Conventions).
  return list.length === 1 ? list[0] : list;
}

/** The library's list filters: Dates and lists accepted, checked with the messages scripts know. */
export function prepareBuildList(input: Record<string, unknown>): Record<string, unknown> {
  const states = listOf("state", input.state);
  for (const state of states === undefined ? [] : [states].flat()) {
    if (!(BUILD_LIST_STATES as readonly unknown[]).includes(state)) {
      throw new UsageError(
        `state '${String(state)}' is not a build list state: use one of ${BUILD_LIST_STATES.join(", ")}.`,
      );
    }
  }
  const perPage = input.per_page;
  if (
    perPage !== undefined &&
    (typeof perPage !== "number" || !Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE)
  ) {
    throw new UsageError(
      `per_page ${String(perPage)} is out of range: give an integer from 1 to ${MAX_PER_PAGE}.`,
    );
  }
  const page = input.page;
  if (page !== undefined && (typeof page !== "number" || !Number.isInteger(page) || page < 1)) {
    throw new UsageError(`page ${String(page)} is not valid: pages start at 1.`);
  }
  return {
    ...input,
    branch: listOf("branch", input.branch),
    commit: listOf("commit", input.commit),
    state: states,
    created_from: timeOf("created_from", input.created_from),
    created_to: timeOf("created_to", input.created_to),
    finished_from: timeOf("finished_from", input.finished_from),
  };
}

/** Check `states` against the five values the API accepts, and join them as it wants them. */
export function retryStates(states: unknown): string | undefined {
  if (states === undefined) return undefined;
  const list = (typeof states === "string" ? states.split(",") : [...(states as string[])])
    .map((s) => String(s).trim())
    .filter(Boolean);
  const invalid = list.filter((state) => !(RETRY_STATES as readonly string[]).includes(state));
  if (invalid.length > 0) {
    throw new UsageError(
      `states ${invalid.map((s) => `'${s}'`).join(", ")} not valid for retry_failed_jobs: use ${RETRY_STATES.join(", ")}.`,
    );
  }
  return list.length > 0 ? list.join(",") : undefined;
}

const list = { scope: "read_builds", success: 200, paginated: true, response: buildListSchema } as const;

/** Builds (spec: Catalog, Builds; Builds: list endpoints, get, create, cancel, rebuild, retry failed jobs). */
export const builds = {
  listAll: endpoint({
    ...list,
    method: "GET",
    path: "/v2/builds",
    summary: "List the builds of every organization the token may see, newest first",
    spec: 191,
    query: buildListQuerySchema,
    input: buildListInputSchema,
    prepare: prepareBuildList,
  }),
  listForOrganization: endpoint({
    ...list,
    method: "GET",
    path: `${ORG}/builds`,
    summary: "List an organization's builds, newest first",
    spec: 192,
    query: buildListQuerySchema,
    input: buildListInputSchema,
    prepare: prepareBuildList,
  }),
  listForPipeline: endpoint({
    ...list,
    method: "GET",
    path: `${PIPELINE}/builds`,
    summary: "List a pipeline's builds, newest first",
    spec: 193,
    query: buildListQuerySchema,
    input: buildListInputSchema,
    prepare: prepareBuildList,
  }),
  create: endpoint({
    method: "POST",
    path: `${PIPELINE}/builds`,
    summary: "Create a build of a commit on a branch (a pull-request build with --pull-request-*)",
    spec: 193,
    scope: "write_builds",
    success: 201,
    body: z.strictObject({
      commit: z
        .string({ error: "commit is required: give the ref, SHA or tag to build" })
        .min(1, "commit is required: give the ref, SHA or tag to build")
        .describe("The ref, SHA or tag to build (HEAD: the branch's head)"),
      branch: z
        .string({ error: "branch is required: give the branch the commit is on" })
        .min(1, "branch is required: give the branch the commit is on")
        .describe("The branch the commit is on"),
      author: z
        .strictObject({
          name: z.string().describe("The author's name"),
          email: z.string().describe("The author's email"),
        })
        .optional(),
      clean_checkout: z.boolean().optional().describe("Check out afresh, without the agent's cache"),
      env: stringMap.optional().describe("A variable of the build's environment"),
      ignore_pipeline_branch_filters: z
        .boolean()
        .optional()
        .describe("Build even where the pipeline's branch filters would not"),
      message: z.string().optional().describe("The build's message (default: the commit's)"),
      meta_data: stringMap.optional().describe("A meta-data entry of the build"),
      pull_request_base_branch: z.string().optional().describe("The branch the pull request merges into"),
      pull_request_id: z
        .number()
        .int("must be the pull request's number (an integer)")
        .optional()
        .describe("The pull request's number"),
      pull_request_labels: z.array(z.string()).optional().describe("A label of the pull request"),
      pull_request_repository: z
        .string()
        .optional()
        .describe("The repository the pull request comes from, when a fork"),
    }),
    response: buildSchema,
    cli: {
      aliases: { meta_data: ["meta"] },
      examples: [
        [
          "jobai builds create --org acme --pipeline app --commit HEAD --branch main",
          "Build the branch's head",
        ],
        [
          "jobai builds create --commit abc123 --branch fix --pull-request-id 42 --pull-request-base-branch main --author-name Ada --author-email ada@example.com",
          "A pull-request build, in a job: this pipeline",
        ],
      ],
    },
  }),
  get: endpoint({
    method: "GET",
    path: BUILD,
    summary: "Show one build and its jobs",
    spec: 194,
    scope: "read_builds",
    success: 200,
    query: z.strictObject({
      exclude_jobs: z.boolean().optional(),
      exclude_pipeline: z.boolean().optional(),
      include_retried_jobs: z.boolean().optional(),
      include_test_engine: z.boolean().optional(),
      /** Only jobs in these states. */
      job_states: z.array(z.string().min(1)).readonly().optional(),
    }),
    response: buildSchema,
    cli: {
      aliases: { job_states: ["job-state"] },
      examples: [
        ["jobai builds get 42 --org acme --pipeline app", "A build and its jobs"],
        ["jobai builds get 42 --job-states failed --json jobs", "Its failed jobs, as JSON"],
      ],
    },
  }),
  cancel: endpoint({
    method: "PUT",
    path: `${BUILD}/cancel`,
    summary: "Cancel a scheduled, running or failing build",
    spec: 195,
    scope: "write_builds",
    success: 200,
    response: buildSchema,
  }),
  rebuild: endpoint({
    method: "PUT",
    path: `${BUILD}/rebuild`,
    summary: "Start a new build with the same commit, branch, message, env and pull request",
    spec: 195,
    scope: "write_builds",
    success: 200,
    // A PUT, but each one starts a new build: never sent twice on a guess.
    idempotent: false,
    response: buildSchema,
  }),
  retryFailedJobs: endpoint({
    method: "PUT",
    path: `${BUILD}/retry_failed_jobs`,
    summary: "Requeue a build's failed jobs (all retryable ones, or those in --states)",
    spec: 195,
    scope: "write_builds",
    success: 202,
    idempotent: false,
    body: z.strictObject({ states: z.string().optional() }),
    input: z.strictObject({
      states: z.union([z.string(), z.array(z.enum(RETRY_STATES)).readonly()]).optional(),
    }),
    // A list or a comma-separated string, checked against the five states before sending.
    prepare: (input) => ({ ...input, states: retryStates(input.states) }),
    response: retriedBuildSchema,
    cli: {
      also: ["retry-failed"],
      examples: [
        ["jobai builds retry-failed-jobs 42 --states failed,timed_out", "Retry failed and timed-out jobs"],
      ],
    },
  }),
};
