import { buildListFilter, flag, values } from "./build-filters.js";
import type { Handlers } from "./catalogue-routes.js";
import { HttpError } from "./http.js";
import { sha1, uuidFrom } from "./ids.js";
import { buildOf, organizationOf, pipelineOf } from "./lookup.js";
import type { EmuBuild, EmuJob } from "./model.js";
import { FINISHED_JOB_STATES } from "./model.js";
import { DEFAULT_PER_PAGE, pageLinks, positive } from "./paging.js";
import { renderBuild } from "./render.js";
import type { RouteContext, RouteResult } from "./router.js";

/** Builds endpoints (spec: Builds: list, get, create, cancel, rebuild, retry failed jobs). */

export interface BuildRouteOptions {
  /** Listings that would start past this many builds are refused with 400 (spec: Errors). */
  maxListingDepth: () => number;
}

const CANCELABLE = ["scheduled", "running", "failing"];
export const RETRY_STATES = ["canceled", "expired", "failed", "soft_failed", "timed_out"];

function list(
  ctx: RouteContext,
  scope: (build: EmuBuild) => boolean,
  options: BuildRouteOptions,
): RouteResult {
  const page = positive(ctx.query, "page", 1);
  // Over 100 was refused with 400 by the entry's query schema (spec: Limits, Pagination).
  const perPage = positive(ctx.query, "per_page", DEFAULT_PER_PAGE);
  const offset = (page - 1) * perPage;
  const depth = options.maxListingDepth();
  if (offset >= depth) {
    throw new HttpError(
      400,
      `This listing is too deep: pages past ${depth} builds are not served. Narrow it with filters such as branch, state or created_from.`,
    );
  }
  const filter = buildListFilter(ctx.query);
  const view = {
    excludeJobs: flag(ctx.query, "exclude_jobs", false),
    excludePipeline: flag(ctx.query, "exclude_pipeline", false),
    includeRetriedJobs: flag(ctx.query, "include_retried_jobs", false),
    omitPausedJobs: !filter.includePaused,
  };
  const matching = ctx.store.builds
    .filter((build) => scope(build) && filter.matches(build))
    .sort((a, b) => b.created_at - a.created_at || b.number - a.number);
  const slice = matching.slice(offset, offset + perPage);
  return {
    status: 200,
    body: slice.map((build) => renderBuild(ctx.base, build, ctx.store, view)),
    // Links go on past the depth, as the service's do: following them ends in the 400 above.
    headers: pageLinks(ctx, page, perPage, matching.length),
  };
}

function newJob(
  ctx: RouteContext,
  from: Pick<EmuJob, "type" | "name" | "step_key" | "command" | "queue" | "env">,
): EmuJob {
  return {
    id: uuidFrom(),
    type: from.type,
    name: from.name,
    step_key: from.step_key,
    command: from.command,
    state: from.type === "manual" ? "blocked" : "scheduled",
    soft_failed: false,
    exit_status: null,
    priority: 0,
    queue: from.queue,
    created_at: ctx.now,
    started_at: null,
    finished_at: null,
    retried: false,
    retried_in_job_id: null,
    retries_count: null,
    retry_source: null,
    log: "",
    env: { ...from.env },
    artifacts: [],
  };
}

function create(ctx: RouteContext): RouteResult {
  const pipeline = pipelineOf(ctx);
  // Checked by the entry's schema (spec: Builds, create): types, required and unknown fields.
  const body = ctx.fields as {
    commit: string;
    branch: string;
    author?: { name: string; email: string };
    env?: Record<string, string>;
    meta_data?: Record<string, string>;
    message?: string;
    pull_request_id?: number;
    pull_request_base_branch?: string;
    pull_request_repository?: string;
    pull_request_labels?: string[];
  };
  const env = body.env ?? {};
  const meta = body.meta_data ?? {};
  if (pipeline.archived) {
    throw new HttpError(
      422,
      `The pipeline ${pipeline.slug} is archived, so builds can't be created for it. Unarchive it first.`,
    );
  }
  const commit = body.commit;
  const build: EmuBuild = {
    id: uuidFrom(),
    organization: pipeline.organization,
    pipeline: pipeline.slug,
    number: pipeline.nextNumber++,
    state: "scheduled",
    blocked: false,
    cancel_reason: null,
    message: body.message ?? `Build of ${commit}`,
    // HEAD resolves to a SHA as the service would; other refs are kept as given.
    commit: commit === "HEAD" ? sha1(`${pipeline.slug}:${ctx.now}`) : commit,
    branch: body.branch,
    env,
    source: "api",
    creator: ctx.token.user,
    jobs: [],
    created_at: ctx.now,
    scheduled_at: ctx.now,
    started_at: null,
    failing_at: null,
    finished_at: null,
    meta_data: meta,
    pull_request:
      body.pull_request_id === undefined
        ? {}
        : {
            id: String(body.pull_request_id),
            base: body.pull_request_base_branch ?? null,
            repository: body.pull_request_repository ?? null,
            labels: body.pull_request_labels ?? [],
            ...(body.author ? { author: body.author } : {}),
          },
    rebuilt_from: null,
    annotations: [],
  };
  for (const name of ["Lint", "Test"]) {
    build.jobs.push(
      newJob(ctx, {
        type: "script",
        name,
        step_key: name.toLowerCase(),
        command: `npm run ${name.toLowerCase()}`,
        queue: null,
        env: { CI: "true" },
      }),
    );
  }
  ctx.store.builds.push(build);
  return { status: 201, body: renderBuild(ctx.base, build, ctx.store) };
}

function cancel(ctx: RouteContext): RouteResult {
  const build = buildOf(ctx);
  if (!CANCELABLE.includes(build.state)) {
    throw new HttpError(
      422,
      `Build #${build.number} can't be canceled because it is ${build.state}; only scheduled, running or failing builds can be.`,
    );
  }
  build.state = "canceled";
  build.cancel_reason = "Canceled through the REST API";
  build.finished_at = ctx.now;
  for (const job of build.jobs) {
    if (!FINISHED_JOB_STATES.includes(job.state) && !job.retried) {
      job.state = "canceled";
      job.finished_at = ctx.now;
    }
  }
  return { status: 200, body: renderBuild(ctx.base, build, ctx.store) };
}

function rebuild(ctx: RouteContext): RouteResult {
  const original = buildOf(ctx);
  const pipeline = pipelineOf(ctx);
  const build: EmuBuild = {
    ...original,
    id: uuidFrom(),
    number: pipeline.nextNumber++,
    state: "scheduled",
    blocked: false,
    cancel_reason: null,
    env: { ...original.env },
    source: "api",
    creator: ctx.token.user,
    jobs: original.jobs.filter((job) => !job.retried).map((job) => newJob(ctx, job)),
    created_at: ctx.now,
    scheduled_at: ctx.now,
    started_at: null,
    failing_at: null,
    finished_at: null,
    meta_data: {},
    pull_request: structuredClone(original.pull_request),
    rebuilt_from: { id: original.id, number: original.number },
    annotations: [],
  };
  ctx.store.builds.push(build);
  return { status: 200, body: renderBuild(ctx.base, build, ctx.store) };
}

function jobMatches(job: EmuJob, states: string[]): boolean {
  if (job.retried) return false;
  return states.some((state) =>
    state === "soft_failed"
      ? job.soft_failed
      : state === "failed"
        ? job.state === "failed" && !job.soft_failed
        : job.state === state,
  );
}

export function retryJob(ctx: RouteContext, build: EmuBuild, job: EmuJob): EmuJob {
  const retry = newJob(ctx, job);
  retry.retry_source = { job_id: job.id, retry_type: "manual" };
  retry.retries_count = (job.retries_count ?? 0) + 1;
  job.retried = true;
  job.retried_in_job_id = retry.id;
  build.jobs.splice(build.jobs.indexOf(job) + 1, 0, retry);
  if (["passed", "failed", "canceled"].includes(build.state)) {
    build.state = "scheduled";
    build.finished_at = null;
  }
  return retry;
}

function retryFailedJobs(ctx: RouteContext): RouteResult {
  const build = buildOf(ctx);
  const raw = ctx.fields.states as string | undefined;
  const given = (raw ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const invalid = given.filter((state) => !RETRY_STATES.includes(state));
  if (invalid.length > 0) {
    throw new HttpError(
      400,
      `Invalid states: ${invalid.join(", ")}. Valid states are: ${RETRY_STATES.join(", ")}.`,
    );
  }
  const states = given.length > 0 ? given : RETRY_STATES;
  const targets = build.jobs.filter((job) => job.type === "script" && jobMatches(job, states));
  for (const job of targets) retryJob(ctx, build, job);
  return {
    status: 202,
    body: { ...renderBuild(ctx.base, build, ctx.store), retried_jobs_count: targets.length },
  };
}

function get(ctx: RouteContext): RouteResult {
  const build = buildOf(ctx);
  const jobStates = values(ctx.query, "job_states");
  const rendered = renderBuild(ctx.base, build, ctx.store, {
    excludeJobs: flag(ctx.query, "exclude_jobs", false),
    excludePipeline: flag(ctx.query, "exclude_pipeline", false),
    includeRetriedJobs: flag(ctx.query, "include_retried_jobs", false),
    ...(jobStates.length > 0 ? { jobStates } : {}),
  });
  if (flag(ctx.query, "include_test_engine", false)) {
    rendered.test_engine = {
      runs: build.jobs
        .filter((job) => job.name === "Test")
        .map((job) => ({ job_id: job.id, state: job.state })),
    };
  }
  return { status: 200, body: rendered };
}

function listed(scope: (ctx: RouteContext) => (build: EmuBuild) => boolean, options: BuildRouteOptions) {
  return (ctx: RouteContext) => list(ctx, scope(ctx), options);
}

export function buildHandlers(
  options: BuildRouteOptions,
): Pick<
  Handlers,
  `builds.${"listAll" | "listForOrganization" | "listForPipeline" | "create" | "get" | "cancel" | "rebuild" | "retryFailedJobs"}`
> {
  return {
    "builds.listAll": listed(
      (ctx) => (b) => !ctx.token.organizations || ctx.token.organizations.includes(b.organization),
      options,
    ),
    "builds.listForOrganization": listed((ctx) => {
      const org = organizationOf(ctx);
      return (b) => b.organization === org;
    }, options),
    "builds.listForPipeline": listed((ctx) => {
      const pipeline = pipelineOf(ctx);
      return (b) => b.organization === pipeline.organization && b.pipeline === pipeline.slug;
    }, options),
    "builds.create": create,
    "builds.get": get,
    "builds.cancel": cancel,
    "builds.rebuild": rebuild,
    "builds.retryFailedJobs": retryFailedJobs,
  };
}
