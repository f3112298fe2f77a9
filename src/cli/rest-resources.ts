/**
 * The REST resource commands, by name, as command-index.ts lists them: plain data, so listing the
 * commands loads no schema (`jobai env` runs on every job). Their actions and options come from
 * the catalogue (src/rest/catalogue/) when the command runs; test/rest/cli-catalogue.test.ts
 * checks this list against it.
 */
export interface RestResource {
  /** The catalogue's resource. */
  resource: string;
  /** `jobai <command>`. */
  command: string;
  describe: string;
  /** The path parameter the command takes as its positional argument (the resource's own id). */
  id?: string;
  /** Columns of the table printed for people. */
  columns: readonly string[];
}

export const REST_RESOURCES: readonly RestResource[] = [
  {
    resource: "organizations",
    command: "organizations",
    describe: "Organizations the token may see (REST API)",
    id: "organization",
    columns: ["slug", "name", "id"],
  },
  {
    resource: "account",
    command: "account",
    describe: "Your account: user, access token (and revoking it), meta, ping (REST API)",
    columns: ["id", "uuid", "name", "email", "scopes", "message"],
  },
  {
    resource: "auditEvents",
    command: "audit-events",
    describe: "An organization's audit events (REST API)",
    id: "event",
    columns: ["uuid", "type", "occurred_at", "actor"],
  },
  {
    resource: "members",
    command: "members",
    describe: "An organization's members and their roles (REST API)",
    id: "user_id",
    columns: ["id", "role", "user"],
  },
  {
    resource: "pipelines",
    command: "pipelines",
    describe: "Pipelines: list, create, update, archive, add the webhook, delete (REST API)",
    id: "pipeline",
    columns: ["slug", "name", "repository", "default_branch", "archived_at"],
  },
  {
    resource: "builds",
    command: "builds",
    describe:
      "Builds: list, get, create (also pull-request builds), cancel, rebuild, retry failed jobs (REST API)",
    id: "number",
    columns: ["number", "pipeline", "state", "branch", "commit", "created", "message"],
  },
  {
    resource: "jobs",
    command: "jobs",
    describe: "A build's jobs: log, raw log, failed logs, env, retry, unblock, reprioritize (REST API)",
    id: "job",
    columns: ["id", "name", "state", "exit_status"],
  },
  {
    resource: "annotations",
    command: "annotations",
    describe: "A build's annotations: list, create, delete (REST API)",
    id: "annotation",
    columns: ["id", "context", "style", "created_at"],
  },
  {
    resource: "artifacts",
    command: "artifacts",
    describe: "A build's or a job's artifacts: list, get, download, delete (REST API)",
    id: "artifact",
    columns: ["id", "path", "file_size", "mime_type", "job_id"],
  },
  {
    resource: "agents",
    command: "agents",
    describe: "Agents: list, get, stop, pause, resume (REST API)",
    id: "agent",
    columns: ["id", "name", "hostname", "connection_state", "paused"],
  },
  {
    resource: "teams",
    command: "teams",
    describe: "Teams: list, get, create, update, delete (REST API)",
    id: "team",
    columns: ["id", "slug", "name", "privacy"],
  },
  {
    resource: "teamMembers",
    command: "team-members",
    describe: "A team's members (REST API)",
    id: "user_id",
    columns: ["user_id", "user_name", "role"],
  },
  {
    resource: "teamPipelines",
    command: "team-pipelines",
    describe: "The pipelines a team may use (REST API)",
    id: "pipeline_id",
    columns: ["pipeline_id", "access_level", "pipeline_url"],
  },
  {
    resource: "teamSuites",
    command: "team-suites",
    describe: "The test suites a team may use (REST API)",
    id: "suite_id",
    columns: ["suite_id", "access_level"],
  },
  {
    resource: "clusters",
    command: "clusters",
    describe: "Clusters: list, get, create, update, delete (REST API)",
    id: "cluster",
    columns: ["id", "name", "description", "default_queue_id"],
  },
  {
    resource: "queues",
    command: "queues",
    describe: "A cluster's queues, with pause-dispatch and resume-dispatch (REST API)",
    id: "queue",
    columns: ["id", "key", "dispatch_paused", "dispatch_paused_note", "hosted"],
  },
  {
    resource: "tokens",
    command: "tokens",
    describe: "A cluster's agent tokens: list, create, update, revoke (REST API)",
    id: "token",
    columns: ["id", "description", "expires_at", "allowed_ip_addresses"],
  },
  {
    resource: "pipelineTemplates",
    command: "pipeline-templates",
    describe: "Pipeline templates (REST API)",
    id: "template",
    columns: ["uuid", "name", "available", "description"],
  },
  {
    resource: "rules",
    command: "rules",
    describe: "Rules letting one pipeline trigger or read another (REST API)",
    id: "rule",
    columns: ["uuid", "type", "source_uuid", "target_uuid", "description"],
  },
  {
    resource: "portals",
    command: "portals",
    describe: "Portals: stored GraphQL operations behind their own address (REST API)",
    id: "portal",
    columns: ["slug", "name", "user_invokable", "description"],
  },
  {
    resource: "emojis",
    command: "emojis",
    describe: "An organization's custom emojis (REST API)",
    columns: ["name", "url"],
  },
  {
    resource: "registries",
    command: "registries",
    describe: "Package registries: list, get, create, update, delete (REST API)",
    id: "registry",
    columns: ["slug", "name", "ecosystem", "public", "description"],
  },
];
