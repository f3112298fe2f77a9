/** The REST emulator's data: what the service would hold, times as ms on the emulator clock. */

export interface EmuUser {
  id: string;
  name: string;
  email: string;
  created_at: number;
}

export interface EmuOrganization {
  id: string;
  slug: string;
  name: string;
  created_at: number;
}

export interface EmuPipeline {
  id: string;
  organization: string;
  slug: string;
  name: string;
  repository: string;
  default_branch: string;
  /** Archived pipelines refuse new builds (a 422 with the reason). */
  archived: boolean;
  created_at: number;
  nextNumber: number;
}

/** Where a job runs: unclustered, or a cluster queue that may be paused (the include_paused filter). */
export type EmuQueue = null | { id: string; paused: boolean };

export interface EmuArtifact {
  id: string;
  job_id: string;
  path: string;
  /** Text for seeded artifacts, the file's bytes for those the agent stand-in uploads. */
  content: string | Buffer;
  mime_type: string;
  /** Where `artifact upload` was told to put it, if anywhere. */
  destination?: string;
}

export interface EmuJob {
  id: string;
  type: "script" | "waiter" | "manual" | "trigger";
  name: string;
  step_key: string | null;
  command: string | null;
  state: string;
  soft_failed: boolean;
  exit_status: number | null;
  priority: number;
  queue: EmuQueue;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  retried: boolean;
  retried_in_job_id: string | null;
  retries_count: number | null;
  retry_source: { job_id: string; retry_type: string } | null;
  log: string;
  env: Record<string, string>;
  artifacts: EmuArtifact[];
}

export interface EmuAnnotation {
  id: string;
  /** `build` (the default) or `job`: what `annotate --scope` names. */
  scope: "build" | "job";
  context: string;
  style: string;
  body: string;
  priority: number;
  created_at: number;
  updated_at: number;
}

export interface EmuBuild {
  id: string;
  organization: string;
  pipeline: string;
  number: number;
  state: string;
  blocked: boolean;
  cancel_reason: string | null;
  message: string;
  commit: string;
  branch: string;
  env: Record<string, string>;
  source: string;
  creator: string;
  jobs: EmuJob[];
  created_at: number;
  scheduled_at: number;
  started_at: number | null;
  failing_at: number | null;
  finished_at: number | null;
  meta_data: Record<string, string>;
  pull_request: Record<string, unknown>;
  rebuilt_from: { id: string; number: number } | null;
  annotations: EmuAnnotation[];
}

export interface EmuRegistry {
  id: string;
  organization: string;
  slug: string;
  name: string;
  ecosystem: string;
  description: string | null;
  emoji: string | null;
  color: string | null;
  public: boolean;
  oidc_policy: unknown;
  team_ids: string[];
}

export interface EmuToken {
  /** The token's UUID: the `iss` of its JWTs. */
  id: string;
  /** The static secret; absent for public-key tokens. */
  secret?: string;
  /** PEM of the public key, for public-key tokens. */
  publicKey?: string;
  user: string;
  scopes: string[];
  /** Organizations the token is restricted to; all when absent. */
  organizations?: string[];
  revoked: boolean;
  created_at: number;
}

export const FINISHED_JOB_STATES = [
  "passed",
  "failed",
  "timed_out",
  "canceled",
  "skipped",
  "broken",
  "expired",
];

/** An agent of an organization (spec: Catalog, Agents); `paused` and `stopping` as the stop/pause calls leave them. */
export interface EmuAgent {
  id: string;
  organization: string;
  name: string;
  hostname: string;
  version: string;
  connection_state: "connected" | "stopping" | "disconnected";
  paused: boolean;
  pause_note: string | null;
  meta_data: string[];
  creator: string;
  created_at: number;
}

/**
 * A record of a resource the emulator keeps generically (teams, their members, pipelines and
 * suites, clusters, queues, agent tokens, pipeline templates, rules, portals, audit events,
 * members, emojis): its id as paths name it, its organization, the parent path parameter
 * (a team, a cluster) and its fields as the API shows them.
 */
export interface EmuDoc {
  id: string;
  organization: string;
  parent?: string;
  fields: Record<string, unknown>;
  created_at: number;
}
