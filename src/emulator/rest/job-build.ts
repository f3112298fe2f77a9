import { uuidFrom } from "./ids.js";
import type { EmuBuild } from "./model.js";
import { defaultLog } from "./seed.js";
import type { RestStore } from "./store.js";

/** The build of the emulator's fake job, so a job script's REST calls about "this job" resolve. */
export interface JobBuildOptions {
  organization: string;
  pipeline: string;
  number: number;
  buildId: string;
  jobId: string;
  commit: string;
  branch: string;
  /** The job's name (its label). */
  name?: string;
  /** Default `running`: the job is the one running now. */
  state?: string;
  /** Default: the seed's short npm log. */
  log?: string;
}

export function addJobBuild(store: RestStore, now: number, options: JobBuildOptions): EmuBuild {
  const { organization, pipeline: slug } = options;
  if (!store.organizations.has(organization)) {
    store.organizations.set(organization, {
      id: uuidFrom(`org:${organization}`),
      slug: organization,
      name: organization,
      created_at: now,
    });
  }
  const pipeline = store.pipeline(organization, slug) ?? store.addPipeline(organization, slug, now);
  pipeline.nextNumber = Math.max(pipeline.nextNumber, options.number + 1);
  const state = options.state ?? "running";
  const build: EmuBuild = {
    id: options.buildId,
    organization,
    pipeline: slug,
    number: options.number,
    state: state === "failed" ? "failing" : "running",
    blocked: false,
    cancel_reason: null,
    message: "Emulated build",
    commit: options.commit,
    branch: options.branch,
    env: {},
    source: "api",
    creator: store.defaultUser.id,
    jobs: [],
    created_at: now,
    scheduled_at: now,
    started_at: now,
    failing_at: state === "failed" ? now : null,
    finished_at: null,
    meta_data: {},
    pull_request: {},
    rebuilt_from: null,
    annotations: [],
  };
  build.jobs.push({
    id: options.jobId,
    type: "script",
    name: options.name ?? "Emulated step",
    step_key: "emulated-step",
    command: "npm test",
    state,
    soft_failed: false,
    exit_status: state === "failed" ? 1 : null,
    priority: 0,
    queue: null,
    created_at: now,
    started_at: now,
    finished_at: state === "running" ? null : now,
    retried: false,
    retried_in_job_id: null,
    retries_count: null,
    retry_source: null,
    log: "",
    env: { CI: "true" },
    artifacts: [],
  });
  const job = build.jobs[0];
  if (job) job.log = options.log ?? defaultLog(build, job);
  store.builds.push(build);
  return build;
}
