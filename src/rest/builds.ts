import { UsageError } from "../errors.js";
import { items, type PageOptions, paginate } from "./paginate.js";
import { type BuildRef, buildPath, orgPath, pipelinePath } from "./paths.js";
import type { QueryParams } from "./query.js";
import {
  BUILD_LIST_STATES,
  type Build,
  type BuildListState,
  buildListSchema,
  buildSchema,
  type RetriedBuild,
  retriedBuildSchema,
} from "./schemas/build.js";
import type { JobState } from "./schemas/job.js";
import type { RestResponse, Transport } from "./transport.js";

type Time = Date | string;

/** Which builds to list (spec: Builds, list endpoints): all, an organization's, or a pipeline's. */
export interface BuildListScope {
  /** Organization slug; omit for every build the token may see. */
  organization?: string | undefined;
  /** Pipeline slug; needs `organization`. */
  pipeline?: string | undefined;
}

/** The list filters of the spec, typed. */
export interface BuildListParams {
  branch?: string | readonly string[] | undefined;
  /** Full SHAs only: the API does not match shortened ones. */
  commit?: string | readonly string[] | undefined;
  created_from?: Time | undefined;
  created_to?: Time | undefined;
  /** A user UUID. */
  creator?: string | undefined;
  exclude_jobs?: boolean | undefined;
  exclude_pipeline?: boolean | undefined;
  finished_from?: Time | undefined;
  include_paused?: boolean | undefined;
  include_retried_jobs?: boolean | undefined;
  meta_data?: Readonly<Record<string, string>> | undefined;
  state?: BuildListState | readonly BuildListState[] | undefined;
  page?: number | undefined;
  /** 1 to 100 (default 30 on the server; 100 when iterating, for the fewest requests). */
  per_page?: number | undefined;
}

export type BuildListOptions = BuildListScope & BuildListParams;

export interface BuildGetParams {
  exclude_jobs?: boolean | undefined;
  exclude_pipeline?: boolean | undefined;
  include_retried_jobs?: boolean | undefined;
  include_test_engine?: boolean | undefined;
  /** Only jobs in these states. */
  job_states?: readonly (JobState | (string & {}))[] | undefined;
}

/** Body of create (spec: Builds, create). */
export interface BuildCreateBody {
  commit: string;
  branch: string;
  author?: { name: string; email: string } | undefined;
  clean_checkout?: boolean | undefined;
  env?: Readonly<Record<string, string>> | undefined;
  ignore_pipeline_branch_filters?: boolean | undefined;
  message?: string | undefined;
  meta_data?: Readonly<Record<string, string>> | undefined;
  pull_request_base_branch?: string | undefined;
  pull_request_id?: number | undefined;
  pull_request_labels?: readonly string[] | undefined;
  pull_request_repository?: string | undefined;
}

/** Values `retry_failed_jobs` accepts in `states` (spec: Builds, retry failed jobs). */
export const RETRY_STATES = ["canceled", "expired", "failed", "soft_failed", "timed_out"] as const;
export type RetryState = (typeof RETRY_STATES)[number];

export const MAX_PER_PAGE = 100;

function time(name: string, value: Time | undefined): string | undefined {
  if (value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) {
    throw new UsageError(
      `${name} is not a time: give a Date or an ISO 8601 string such as 2026-01-31T12:00:00Z.`,
    );
  }
  return typeof value === "string" ? value : date.toISOString();
}

function listOf<T extends string>(
  name: string,
  value: T | readonly T[] | undefined,
): readonly T[] | undefined {
  if (value === undefined) return undefined;
  const list = typeof value === "string" ? [value] : value;
  for (const item of list) {
    if (typeof item !== "string" || item === "")
      throw new UsageError(`${name} holds an empty value: remove it.`);
  }
  return list;
}

/** Check and encode list filters; throws UsageError before anything is sent. */
export function buildListQuery(params: BuildListParams): QueryParams {
  const states = listOf("state", params.state);
  for (const state of states ?? []) {
    if (!(BUILD_LIST_STATES as readonly string[]).includes(state)) {
      throw new UsageError(
        `state '${state}' is not a build list state: use one of ${BUILD_LIST_STATES.join(", ")}.`,
      );
    }
  }
  const perPage = params.per_page;
  if (perPage !== undefined && (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE)) {
    throw new UsageError(`per_page ${perPage} is out of range: give an integer from 1 to ${MAX_PER_PAGE}.`);
  }
  if (params.page !== undefined && (!Number.isInteger(params.page) || params.page < 1)) {
    throw new UsageError(`page ${params.page} is not valid: pages start at 1.`);
  }
  const branches = listOf("branch", params.branch);
  const commits = listOf("commit", params.commit);
  return {
    // A single value goes as `name=v`, several as `name[]=a&name[]=b` (spec: Conventions).
    branch: branches?.length === 1 ? branches[0] : branches,
    commit: commits?.length === 1 ? commits[0] : commits,
    created_from: time("created_from", params.created_from),
    created_to: time("created_to", params.created_to),
    creator: params.creator,
    exclude_jobs: params.exclude_jobs,
    exclude_pipeline: params.exclude_pipeline,
    finished_from: time("finished_from", params.finished_from),
    include_paused: params.include_paused,
    include_retried_jobs: params.include_retried_jobs,
    meta_data: params.meta_data,
    state: states?.length === 1 ? states[0] : states,
    page: params.page,
    per_page: perPage,
  };
}

function listPath(scope: BuildListScope): string {
  if (scope.pipeline !== undefined) {
    if (scope.organization === undefined) {
      throw new UsageError("pipeline needs organization: give both to list a pipeline's builds.");
    }
    return `${pipelinePath(scope.organization, scope.pipeline)}/builds`;
  }
  if (scope.organization !== undefined) return `${orgPath(scope.organization)}/builds`;
  return "/v2/builds";
}

/** Check `states` against the five values the API accepts, and join them as it wants them. */
export function retryStates(states: readonly string[] | string | undefined): string | undefined {
  if (states === undefined) return undefined;
  const list = (typeof states === "string" ? states.split(",") : [...states])
    .map((s) => s.trim())
    .filter(Boolean);
  const invalid = list.filter((state) => !(RETRY_STATES as readonly string[]).includes(state));
  if (invalid.length > 0) {
    throw new UsageError(
      `states ${invalid.map((s) => `'${s}'`).join(", ")} not valid for retry_failed_jobs: use ${RETRY_STATES.join(", ")}.`,
    );
  }
  return list.length > 0 ? list.join(",") : undefined;
}

export function buildsResource(transport: Transport) {
  const split = (options: BuildListOptions) => {
    const { organization, pipeline, ...params } = options;
    return { path: listPath({ organization, pipeline }), query: buildListQuery(params) };
  };
  return {
    /** One page of builds, newest first. */
    async list(options: BuildListOptions = {}, signal?: AbortSignal): Promise<RestResponse<Build[]>> {
      return transport.request({ ...split(options), schema: buildListSchema, signal });
    },
    /** Every page, following Link rel="next"; per_page defaults to 100, the fewest requests. */
    pages(options: BuildListOptions = {}, pageOptions: PageOptions = {}) {
      const request = split({ ...options, per_page: options.per_page ?? MAX_PER_PAGE });
      return paginate(transport, { ...request, schema: buildListSchema }, pageOptions);
    },
    /** Every build of every page. */
    iterate(
      options: BuildListOptions = {},
      pageOptions: PageOptions = {},
    ): AsyncGenerator<Build, void, undefined> {
      return items(this.pages(options, pageOptions));
    },
    async get(ref: BuildRef, params: BuildGetParams = {}, signal?: AbortSignal): Promise<Build> {
      const response = await transport.request({
        path: buildPath(ref),
        query: { ...params, job_states: params.job_states },
        schema: buildSchema,
        signal,
      });
      return response.data;
    },
    async create(
      target: { organization: string; pipeline: string },
      body: BuildCreateBody,
      signal?: AbortSignal,
    ): Promise<Build> {
      for (const name of ["commit", "branch"] as const) {
        if (typeof body?.[name] !== "string" || body[name].trim() === "") {
          throw new UsageError(`${name} is required to create a build: give the ${name} to build.`);
        }
      }
      if (body.pull_request_id !== undefined && !Number.isInteger(body.pull_request_id)) {
        throw new UsageError("pull_request_id must be the pull request's number (an integer).");
      }
      const response = await transport.request({
        method: "POST",
        path: `${pipelinePath(target.organization, target.pipeline)}/builds`,
        body,
        schema: buildSchema,
        signal,
      });
      return response.data;
    },
    async cancel(ref: BuildRef, signal?: AbortSignal): Promise<Build> {
      const response = await transport.request({
        method: "PUT",
        path: `${buildPath(ref)}/cancel`,
        schema: buildSchema,
        signal,
      });
      return response.data;
    },
    async rebuild(ref: BuildRef, signal?: AbortSignal): Promise<Build> {
      const response = await transport.request({
        method: "PUT",
        path: `${buildPath(ref)}/rebuild`,
        // A PUT, but each one starts a new build: never sent twice on a guess.
        idempotent: false,
        schema: buildSchema,
        signal,
      });
      return response.data;
    },
    /** Requeue failed jobs; `states` is checked before sending (spec: Builds, retry failed jobs). */
    async retryFailedJobs(
      ref: BuildRef,
      options: { states?: readonly RetryState[] | string | undefined } = {},
      signal?: AbortSignal,
    ): Promise<RetriedBuild> {
      const states = retryStates(options.states);
      const response = await transport.request({
        method: "PUT",
        path: `${buildPath(ref)}/retry_failed_jobs`,
        idempotent: false,
        ...(states === undefined ? {} : { body: { states } }),
        schema: retriedBuildSchema,
        signal,
      });
      return response.data;
    },
  };
}
