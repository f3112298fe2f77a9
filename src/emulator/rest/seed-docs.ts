import { uuidFrom } from "./ids.js";
import type { EmuDoc } from "./model.js";
import type { RestStore } from "./store.js";

/**
 * One of everything the generic collections hold, in acme, with deterministic ids: a team with a
 * member, a pipeline and a suite; the default cluster with a queue and an agent token; a pipeline
 * template, a rule, a portal, two emojis, the members and two audit events.
 */
export const SEEDED = {
  team: uuidFrom("team:acme/everyone"),
  cluster: uuidFrom("cluster:acme/default"),
  queue: uuidFrom("queue:acme/default"),
  token: uuidFrom("cluster-token:acme/default"),
  suite: uuidFrom("suite:acme/unit"),
  template: uuidFrom("template:acme/node"),
  rule: uuidFrom("rule:acme/app-deploy"),
  portal: "viewer-info",
  event: uuidFrom("audit:acme/1"),
} as const;

export function seedDocs(store: RestStore, now: number): void {
  const ada = store.defaultUser;
  const users = [...store.users.values()];
  const app = store.pipeline("acme", "app");
  const add = (kind: string, doc: Omit<EmuDoc, "organization" | "created_at">) =>
    store.docsOf(kind).push({ organization: "acme", created_at: now, ...doc });

  add("teams", {
    id: SEEDED.team,
    fields: {
      slug: "everyone",
      name: "Everyone",
      description: "Every member of acme",
      privacy: "visible",
      default: true,
    },
  });
  add("teamMembers", {
    id: ada.id,
    parent: SEEDED.team,
    fields: { user_name: ada.name, role: "maintainer" },
  });
  if (app) {
    add("teamPipelines", {
      id: app.id,
      parent: SEEDED.team,
      fields: { access_level: "manage_build_and_read" },
    });
  }
  add("teamSuites", { id: SEEDED.suite, parent: SEEDED.team, fields: { access_level: ["read_only"] } });
  add("clusters", {
    id: SEEDED.cluster,
    fields: {
      name: "Default cluster",
      description: null,
      emoji: ":toolbox:",
      color: "#A9CCE3",
      default_queue_id: SEEDED.queue,
    },
  });
  add("queues", {
    id: SEEDED.queue,
    parent: SEEDED.cluster,
    fields: {
      key: "default-queue",
      description: "The default queue",
      dispatch_paused: false,
      dispatch_paused_by: null,
      dispatch_paused_at: null,
      dispatch_paused_note: null,
      hosted: false,
      hosted_agents: null,
    },
  });
  add("tokens", {
    id: SEEDED.token,
    parent: SEEDED.cluster,
    fields: { description: "Initial agent token", allowed_ip_addresses: null, expires_at: null },
  });
  add("pipelineTemplates", {
    id: SEEDED.template,
    fields: {
      name: "Node.js",
      description: "Lint and test a Node.js project",
      configuration: "steps:\n  - command: npm ci && npm test\n",
      available: true,
    },
  });
  add("rules", {
    id: SEEDED.rule,
    fields: {
      type: "pipeline.trigger_build.pipeline",
      description: "app may trigger deploy",
      effect: "allow",
      action: "trigger_build",
      source_type: "pipeline",
      source_uuid: app?.id ?? "",
      target_type: "pipeline",
      target_uuid: uuidFrom("pipeline:acme/deploy"),
      document: {
        rule: "pipeline.trigger_build.pipeline",
        value: { source_pipeline: "app", target_pipeline: "deploy" },
      },
    },
  });
  add("portals", {
    id: SEEDED.portal,
    fields: {
      uuid: uuidFrom("portal:acme/viewer-info"),
      name: "Viewer information",
      description: "Who the caller is",
      query: "{ viewer { user { name email } } }",
      allowed_ip_addresses: null,
      user_invokable: false,
    },
  });
  for (const [i, name] of ["partyparrot", "shipit"].entries()) {
    add("emojis", {
      id: name,
      fields: { url: `https://emoji.service.example/acme/${name}.png`, aliases: i ? ["ship"] : [] },
    });
  }
  for (const user of users) {
    add("members", { id: user.id, fields: { role: user === ada ? "admin" : "member" } });
  }
  for (const [i, type] of ["OrganizationUpdatedEvent", "PipelineCreatedEvent"].entries()) {
    add("auditEvents", {
      id: i === 0 ? SEEDED.event : uuidFrom(`audit:acme/${i + 1}`),
      fields: {
        type,
        occurred_at: new Date(now - (2 - i) * 60_000).toISOString(),
        actor: { type: "User", uuid: ada.id, name: ada.name },
        subject: {
          type: i === 0 ? "Organization" : "Pipeline",
          uuid: uuidFrom(`subject:${i}`),
          name: i ? "app" : "acme",
        },
        context: { type: "WebContext", request_ip: "192.0.2.1" },
        data: {},
      },
    });
  }
}
