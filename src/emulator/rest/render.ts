import { graphqlId } from "./ids.js";
import type {
  EmuAnnotation,
  EmuArtifact,
  EmuBuild,
  EmuJob,
  EmuPipeline,
  EmuRegistry,
  EmuUser,
} from "./model.js";
import type { RestStore } from "./store.js";

/**
 * Turn stored data into API objects (spec: Resources and their fields), URLs on `base`. The
 * `web_url` of a build, a job and a pipeline is the emulator's own page on the same address
 * (src/emulator/pages/); those the emulator has no page for stay on the service's.
 */

const WEB = "https://service.example";

const buildWebUrl = (base: string, build: EmuBuild) =>
  `${base}/${encodeURIComponent(build.organization)}/${encodeURIComponent(build.pipeline)}/builds/${build.number}`;

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

export function renderUser(user: EmuUser | undefined) {
  if (!user) return null;
  return {
    id: user.id,
    graphql_id: graphqlId("User", user.id),
    name: user.name,
    email: user.email,
    avatar_url: `https://www.gravatar.com/avatar/${user.id.replace(/-/g, "")}`,
    created_at: iso(user.created_at),
  };
}

export function buildApiPath(build: EmuBuild): string {
  return `/v2/organizations/${build.organization}/pipelines/${build.pipeline}/builds/${build.number}`;
}

export function renderJob(base: string, build: EmuBuild, job: EmuJob) {
  const jobApi = `${base}${buildApiPath(build)}/jobs/${job.id}`;
  const web = buildWebUrl(base, build);
  return {
    id: job.id,
    graphql_id: graphqlId("Job", job.id),
    type: job.type,
    name: job.name,
    step_key: job.step_key,
    step: { id: `${job.id.slice(0, 24)}step0000000`, signature: null },
    priority: { number: job.priority },
    agent_query_rules: job.queue ? [`queue=${job.queue.id}`] : ["queue=default"],
    state: job.state,
    build_url: web,
    web_url: `${web}#${job.id}`,
    log_url: `${jobApi}/log`,
    raw_log_url: `${jobApi}/log.txt`,
    artifact_url: `${jobApi}/artifacts`,
    command: job.command,
    soft_failed: job.soft_failed,
    exit_status: job.exit_status,
    signal: null,
    signal_reason: null,
    artifact_paths: job.type === "script" ? "test-results/**/*" : null,
    agent:
      job.started_at === null
        ? null
        : {
            id: "0b4c8e8f-0000-4000-a000-000000000001",
            url: `${base}/v2/organizations/${build.organization}/agents/0b4c8e8f-0000-4000-a000-000000000001`,
            name: "agent-1",
          },
    created_at: iso(job.created_at),
    scheduled_at: iso(build.created_at),
    runnable_at: iso(job.created_at),
    started_at: iso(job.started_at),
    finished_at: iso(job.finished_at),
    retried: job.retried,
    retried_in_job_id: job.retried_in_job_id,
    retries_count: job.retries_count,
    retry_source: job.retry_source,
    retry_type: job.retry_source?.retry_type ?? null,
    parallel_group_index: null,
    parallel_group_total: null,
    matrix: null,
    cluster_id: job.queue ? "5d1f7a3c-0000-4000-a000-00000000c1a5" : null,
    cluster_url: null,
    cluster_queue_id: job.queue?.id ?? null,
    cluster_queue_url: null,
  };
}

export function renderPipeline(base: string, pipeline: EmuPipeline, store: RestStore) {
  const builds = store.builds.filter(
    (b) => b.organization === pipeline.organization && b.pipeline === pipeline.slug,
  );
  const count = (states: string[]) => builds.filter((b) => states.includes(b.state)).length;
  return {
    id: pipeline.id,
    graphql_id: graphqlId("Pipeline", pipeline.id),
    url: `${base}/v2/organizations/${pipeline.organization}/pipelines/${pipeline.slug}`,
    web_url: `${base}/${encodeURIComponent(pipeline.organization)}/${encodeURIComponent(pipeline.slug)}`,
    name: pipeline.name,
    slug: pipeline.slug,
    repository: pipeline.repository,
    branch_configuration: null,
    default_branch: pipeline.default_branch,
    provider: {
      id: "git",
      // Empty: the emulator's users never may edit webhooks (spec: Pipeline object, rule).
      webhook_url: "",
      settings: { repository: pipeline.repository },
    },
    skip_queued_branch_builds: false,
    skip_queued_branch_builds_filter: null,
    cancel_running_branch_builds: false,
    cancel_running_branch_builds_filter: null,
    builds_url: `${base}/v2/organizations/${pipeline.organization}/pipelines/${pipeline.slug}/builds`,
    badge_url: `${WEB}/badges/${pipeline.id}.svg`,
    created_at: iso(pipeline.created_at),
    scheduled_builds_count: count(["scheduled"]),
    running_builds_count: count(["running", "failing"]),
    scheduled_jobs_count: 0,
    running_jobs_count: 0,
    waiting_jobs_count: 0,
  };
}

export interface BuildView {
  excludeJobs?: boolean;
  excludePipeline?: boolean;
  includeRetriedJobs?: boolean;
  /** Leave out jobs on paused queues (include_paused=false). */
  omitPausedJobs?: boolean;
  jobStates?: string[];
}

export function renderBuild(base: string, build: EmuBuild, store: RestStore, view: BuildView = {}) {
  const pipeline = store.pipeline(build.organization, build.pipeline);
  const original = build.rebuilt_from;
  const rendered: Record<string, unknown> = {
    id: build.id,
    graphql_id: graphqlId("Build", build.id),
    url: `${base}${buildApiPath(build)}`,
    web_url: buildWebUrl(base, build),
    number: build.number,
    state: build.state,
    blocked: build.blocked,
    cancel_reason: build.cancel_reason,
    message: build.message,
    commit: build.commit,
    branch: build.branch,
    env: build.env,
    source: build.source,
    creator: renderUser(store.users.get(build.creator)),
  };
  if (!view.excludeJobs) {
    rendered.jobs = build.jobs
      .filter((job) => view.includeRetriedJobs || !job.retried)
      .filter((job) => !(view.omitPausedJobs && job.queue?.paused))
      .filter((job) => !view.jobStates || view.jobStates.includes(job.state))
      .map((job) => renderJob(base, build, job));
  }
  Object.assign(rendered, {
    created_at: iso(build.created_at),
    scheduled_at: iso(build.scheduled_at),
    started_at: iso(build.started_at),
    failing_at: iso(build.failing_at),
    finished_at: iso(build.finished_at),
    meta_data: build.meta_data,
    pull_request: build.pull_request,
    rebuilt_from: original
      ? {
          id: original.id,
          number: original.number,
          url: `${base}/v2/organizations/${build.organization}/pipelines/${build.pipeline}/builds/${original.number}`,
        }
      : null,
  });
  if (!view.excludePipeline && pipeline) rendered.pipeline = renderPipeline(base, pipeline, store);
  return rendered;
}

export function renderRegistry(base: string, registry: EmuRegistry) {
  return {
    id: registry.id,
    graphql_id: graphqlId("Registry", registry.id),
    slug: registry.slug,
    url: `${base}/v2/packages/organizations/${registry.organization}/registries/${registry.slug}`,
    web_url: `${WEB}/organizations/${registry.organization}/packages/registries/${registry.slug}`,
    name: registry.name,
    ecosystem: registry.ecosystem,
    description: registry.description,
    emoji: registry.emoji,
    color: registry.color,
    public: registry.public,
    oidc_policy: registry.oidc_policy,
    team_ids: registry.team_ids,
  };
}

export function renderAnnotation(annotation: EmuAnnotation) {
  return {
    id: annotation.id,
    context: annotation.context,
    style: annotation.style,
    // The service renders Markdown; the emulator escapes it and keeps the text.
    body_html: `<p>${annotation.body.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</p>`,
    created_at: iso(annotation.created_at),
    updated_at: iso(annotation.updated_at),
  };
}

export function renderArtifact(base: string, build: EmuBuild, artifact: EmuArtifact) {
  const url = `${base}${buildApiPath(build)}/jobs/${artifact.job_id}/artifacts/${artifact.id}`;
  const slash = artifact.path.lastIndexOf("/");
  return {
    id: artifact.id,
    job_id: artifact.job_id,
    url,
    download_url: `${url}/download`,
    state: "finished",
    path: artifact.path,
    dirname: slash === -1 ? "." : artifact.path.slice(0, slash),
    filename: artifact.path.slice(slash + 1),
    mime_type: artifact.mime_type,
    file_size: Buffer.byteLength(artifact.content),
    sha1sum: "",
  };
}
