import type { Handler, Handlers } from "./catalogue-routes.js";
import { HttpError } from "./http.js";
import { graphqlId, slugify, uuidFrom } from "./ids.js";
import { organizationOf } from "./lookup.js";
import type { EmuDoc } from "./model.js";
import { pageOf } from "./paging.js";
import { renderUser } from "./render.js";
import type { RouteContext } from "./router.js";

/**
 * The resources the emulator keeps as generic records (store.docsOf(kind)): list, get, create,
 * update and delete are the same for each, written once here. What differs is declared per
 * kind: which path parameter holds its id and its parent, the field the API names its id with,
 * what create sets and what must be unique. Teams, clusters and their children are no longer
 * three near-copies of one file.
 */
interface Kind {
  kind: string;
  /** Path parameter of the record's id. */
  id: string;
  /** Path parameter of its parent (a team, a cluster), checked to exist first. */
  parent?: { param: string; kind: string; what: string };
  /** The field the API names the id with (`id`, `uuid`, `user_id`, `slug`, ...). */
  idField: string;
  /** Its graphql_id type, when it has one. */
  graphql?: string;
  what: string;
  /** The new record's id and fields from create's checked body (a 422 for what the service refuses). */
  create(
    ctx: RouteContext,
    body: Record<string, unknown>,
    siblings: EmuDoc[],
  ): { id: string; fields: Record<string, unknown> };
  /** Extra fields of the answer (URLs, users). */
  render?(ctx: RouteContext, doc: EmuDoc): Record<string, unknown>;
  /** Fields shown by create's answer only (a secret shown once). */
  once?: (doc: EmuDoc) => Record<string, unknown>;
}

const iso = (ms: number) => new Date(ms).toISOString();

function taken(field: string): HttpError {
  return new HttpError(422, "Validation Failed", [
    { field, code: "already_exists", message: `${field} has already been taken` },
  ]);
}

function siblingsOf(ctx: RouteContext, spec: Kind): EmuDoc[] {
  const org = organizationOf(ctx);
  let parent: string | undefined;
  if (spec.parent) {
    parent = ctx.params[spec.parent.param] ?? "";
    if (!ctx.store.docsOf(spec.parent.kind).some((doc) => doc.organization === org && doc.id === parent)) {
      throw new HttpError(404, `No ${spec.parent.what} ${parent} in ${org}.`);
    }
  }
  return ctx.store.docsOf(spec.kind).filter((doc) => doc.organization === org && doc.parent === parent);
}

function docOf(ctx: RouteContext, spec: Kind): EmuDoc {
  const id = ctx.params[spec.id] ?? "";
  const doc = siblingsOf(ctx, spec).find((d) => d.id === id);
  if (!doc) throw new HttpError(404, `No ${spec.what} ${id} in ${organizationOf(ctx)}.`);
  return doc;
}

function show(ctx: RouteContext, spec: Kind, doc: EmuDoc): Record<string, unknown> {
  return {
    [spec.idField]: doc.id,
    ...(spec.graphql ? { graphql_id: graphqlId(spec.graphql, doc.id) } : {}),
    ...doc.fields,
    ...spec.render?.(ctx, doc),
    created_at: iso(doc.created_at),
  };
}

/** list, create, get, update, delete of one kind. */
export function crud(spec: Kind): Record<"list" | "create" | "get" | "update" | "delete", Handler> {
  return {
    list: (ctx) => pageOf(ctx, siblingsOf(ctx, spec), (doc) => show(ctx, spec, doc)),
    create: (ctx) => {
      const siblings = siblingsOf(ctx, spec);
      const made = spec.create(ctx, ctx.fields, siblings);
      if (siblings.some((doc) => doc.id === made.id)) throw taken(spec.idField);
      const doc: EmuDoc = {
        id: made.id,
        organization: organizationOf(ctx),
        ...(spec.parent ? { parent: ctx.params[spec.parent.param] ?? "" } : {}),
        fields: made.fields,
        created_at: ctx.now,
      };
      ctx.store.docsOf(spec.kind).push(doc);
      return { status: 201, body: { ...show(ctx, spec, doc), ...spec.once?.(doc) } };
    },
    get: (ctx) => ({ status: 200, body: show(ctx, spec, docOf(ctx, spec)) }),
    update: (ctx) => {
      const doc = docOf(ctx, spec);
      Object.assign(doc.fields, ctx.fields);
      return { status: 200, body: show(ctx, spec, doc) };
    },
    delete: (ctx) => {
      const doc = docOf(ctx, spec);
      const all = ctx.store.docsOf(spec.kind);
      all.splice(all.indexOf(doc), 1);
      return { status: 204 };
    },
  };
}

const api = (ctx: RouteContext, path: string) => `${ctx.base}/v2/organizations/${organizationOf(ctx)}${path}`;
const web = (ctx: RouteContext, path: string) =>
  `https://service.example/organizations/${organizationOf(ctx)}${path}`;
const creator = (ctx: RouteContext) => renderUser(ctx.store.users.get(ctx.token.user));

const teams: Kind = {
  kind: "teams",
  id: "team",
  idField: "id",
  graphql: "Team",
  what: "team",
  create(_ctx, body, siblings) {
    const slug = slugify(String(body.name));
    if (siblings.some((team) => team.fields.slug === slug)) throw taken("name");
    const { is_default_team, ...rest } = body;
    return {
      id: uuidFrom(),
      fields: { slug, description: null, privacy: "visible", default: is_default_team === true, ...rest },
    };
  },
};

const team = { param: "team", kind: "teams", what: "team" };
const cluster = { param: "cluster", kind: "clusters", what: "cluster" };

const teamMembers: Kind = {
  kind: "teamMembers",
  id: "user_id",
  parent: team,
  idField: "user_id",
  what: "team member",
  create(ctx, body) {
    const user = ctx.store.users.get(String(body.user_id));
    if (!user) {
      throw new HttpError(422, "Validation Failed", [
        { field: "user_id", code: "invalid", message: "user_id is not a member of the organization" },
      ]);
    }
    return { id: user.id, fields: { user_name: user.name, role: body.role ?? "member" } };
  },
};

const teamPipelines: Kind = {
  kind: "teamPipelines",
  id: "pipeline_id",
  parent: team,
  idField: "pipeline_id",
  what: "team pipeline",
  create(ctx, body) {
    const org = organizationOf(ctx);
    const pipeline = [...ctx.store.pipelines.values()].find(
      (p) => p.organization === org && p.id === body.pipeline_id,
    );
    if (!pipeline) {
      throw new HttpError(422, "Validation Failed", [
        {
          field: "pipeline_id",
          code: "invalid",
          message: "pipeline_id is not a pipeline of the organization",
        },
      ]);
    }
    return { id: pipeline.id, fields: { access_level: body.access_level ?? "read_only" } };
  },
  render: (ctx, doc) => ({
    pipeline_url: `${api(ctx, "/pipelines/")}${[...ctx.store.pipelines.values()].find((p) => p.id === doc.id)?.slug ?? ""}`,
  }),
};

const teamSuites: Kind = {
  kind: "teamSuites",
  id: "suite_id",
  parent: team,
  idField: "suite_id",
  what: "team suite",
  create: (_ctx, body) => ({
    id: String(body.suite_id),
    fields: { access_level: body.access_level ?? ["read_only"] },
  }),
  render: (ctx, doc) => ({
    suite_url: `${ctx.base}/v2/analytics/organizations/${organizationOf(ctx)}/suites/${doc.id}`,
  }),
};

const clusters: Kind = {
  kind: "clusters",
  id: "cluster",
  idField: "id",
  graphql: "Cluster",
  what: "cluster",
  create: (_ctx, body) => ({
    id: uuidFrom(),
    fields: { description: null, emoji: null, color: null, default_queue_id: null, ...body },
  }),
  render: (ctx, doc) => ({
    url: api(ctx, `/clusters/${doc.id}`),
    web_url: web(ctx, `/clusters/${doc.id}`),
    queues_url: api(ctx, `/clusters/${doc.id}/queues`),
  }),
};

const queues: Kind = {
  kind: "queues",
  id: "queue",
  parent: cluster,
  idField: "id",
  graphql: "ClusterQueue",
  what: "queue",
  create(_ctx, body, siblings) {
    if (siblings.some((queue) => queue.fields.key === body.key)) throw taken("key");
    return {
      id: uuidFrom(),
      fields: {
        description: null,
        ...body,
        dispatch_paused: false,
        dispatch_paused_by: null,
        dispatch_paused_at: null,
        dispatch_paused_note: null,
        hosted: body.hosted_agents !== undefined,
        hosted_agents: body.hosted_agents ?? null,
      },
    };
  },
  render: (ctx, doc) => ({
    url: api(ctx, `/clusters/${doc.parent}/queues/${doc.id}`),
    web_url: web(ctx, `/clusters/${doc.parent}/queues/${doc.id}`),
    cluster_url: api(ctx, `/clusters/${doc.parent}`),
    created_by: creator(ctx),
  }),
};

const tokens: Kind = {
  kind: "tokens",
  id: "token",
  parent: cluster,
  idField: "id",
  graphql: "ClusterToken",
  what: "agent token",
  create: (_ctx, body) => ({
    id: uuidFrom(),
    fields: { allowed_ip_addresses: null, expires_at: null, ...body },
  }),
  render: (ctx, doc) => ({
    url: api(ctx, `/clusters/${doc.parent}/tokens/${doc.id}`),
    cluster_url: api(ctx, `/clusters/${doc.parent}`),
    created_by: creator(ctx),
  }),
  // The secret is shown in create's answer only, as the service does.
  once: (doc) => ({ token: `emuagent_${doc.id.replace(/-/g, "")}` }),
};

const pipelineTemplates: Kind = {
  kind: "pipelineTemplates",
  id: "template",
  idField: "uuid",
  graphql: "PipelineTemplate",
  what: "pipeline template",
  create: (_ctx, body) => ({ id: uuidFrom(), fields: { description: null, available: false, ...body } }),
  render: (ctx, doc) => ({
    url: api(ctx, `/pipeline-templates/${doc.id}`),
    web_url: web(ctx, `/pipeline-templates/${doc.id}`),
    created_by: creator(ctx),
    updated_at: iso(doc.created_at),
  }),
};

const rules: Kind = {
  kind: "rules",
  id: "rule",
  idField: "uuid",
  graphql: "Rule",
  what: "rule",
  create(ctx, body) {
    const value = body.value as { source_pipeline: string; target_pipeline: string };
    const org = organizationOf(ctx);
    const find = (ref: string) =>
      [...ctx.store.pipelines.values()].find(
        (p) => p.organization === org && (p.slug === ref || p.id === ref),
      );
    const source = find(value.source_pipeline);
    if (!source) {
      throw new HttpError(422, "Validation Failed", [
        {
          field: "value.source_pipeline",
          code: "invalid",
          message: "value.source_pipeline names no pipeline of the organization",
        },
      ]);
    }
    return {
      id: uuidFrom(),
      fields: {
        type: body.rule,
        description: body.description ?? null,
        effect: "allow",
        action: String(body.rule).split(".")[1] ?? "",
        source_type: "pipeline",
        source_uuid: source.id,
        target_type: "pipeline",
        target_uuid: find(value.target_pipeline)?.id ?? uuidFrom(`pipeline:${org}/${value.target_pipeline}`),
        document: { rule: body.rule, value },
      },
    };
  },
  render: (ctx, doc) => ({ url: api(ctx, `/rules/${doc.id}`), created_by: creator(ctx) }),
};

const portals: Kind = {
  kind: "portals",
  id: "portal",
  idField: "slug",
  what: "portal",
  create(_ctx, body) {
    const { slug, ...rest } = body;
    return {
      id: typeof slug === "string" ? slug : slugify(String(body.name)),
      fields: {
        uuid: uuidFrom(),
        description: null,
        allowed_ip_addresses: null,
        user_invokable: false,
        ...rest,
      },
    };
  },
  render: (ctx) => ({ created_by: creator(ctx) }),
  once: (doc) => ({ token: `emuportal_${String(doc.fields.uuid).replace(/-/g, "")}` }),
};

const auditEvents: Kind = {
  kind: "auditEvents",
  id: "event",
  idField: "uuid",
  graphql: "AuditEvent",
  what: "audit event",
  create: () => {
    throw new HttpError(405, "Audit events are read-only.");
  },
  render: (ctx, doc) => ({ url: api(ctx, `/audit_events/${doc.id}`) }),
};

const members: Kind = {
  kind: "members",
  id: "user_id",
  idField: "id",
  graphql: "OrganizationMember",
  what: "member",
  create: () => {
    throw new HttpError(405, "Members join by invitation, not through this API.");
  },
  render: (ctx, doc) => ({ user: renderUser(ctx.store.users.get(doc.id)), sso: { mode: "optional" } }),
};

function withPause(
  queue: ReturnType<typeof crud>,
): Pick<Handlers, "queues.pauseDispatch" | "queues.resumeDispatch"> {
  const flip =
    (paused: boolean): Handler =>
    (ctx) => {
      const doc = docOf(ctx, queues);
      if (doc.fields.dispatch_paused === paused) {
        throw new HttpError(
          422,
          paused ? "The queue's dispatch is already paused." : "The queue's dispatch is not paused.",
        );
      }
      Object.assign(doc.fields, {
        dispatch_paused: paused,
        dispatch_paused_by: paused ? renderUser(ctx.store.users.get(ctx.token.user)) : null,
        dispatch_paused_at: paused ? iso(ctx.now) : null,
        dispatch_paused_note: paused ? ((ctx.fields.note as string | undefined) ?? null) : null,
      });
      return queue.get(ctx);
    };
  return { "queues.pauseDispatch": flip(true), "queues.resumeDispatch": flip(false) };
}

function prefixed<P extends string>(prefix: P, handlers: Record<string, Handler>) {
  return Object.fromEntries(
    Object.entries(handlers).map(([action, handle]) => [`${prefix}.${action}`, handle]),
  );
}

/** Handlers of every resource kept as generic records. */
export function collectionHandlers() {
  const queue = crud(queues);
  const token = crud(tokens);
  const member = crud(members);
  const event = crud(auditEvents);
  return {
    ...prefixed("teams", crud(teams)),
    ...prefixed("teamMembers", crud(teamMembers)),
    ...prefixed("teamPipelines", crud(teamPipelines)),
    ...prefixed("teamSuites", crud(teamSuites)),
    ...prefixed("clusters", crud(clusters)),
    ...prefixed("queues", queue),
    ...withPause(queue),
    "tokens.list": token.list,
    "tokens.create": token.create,
    "tokens.get": token.get,
    "tokens.update": token.update,
    "tokens.revoke": token.delete,
    ...prefixed("pipelineTemplates", crud(pipelineTemplates)),
    "rules.list": crud(rules).list,
    "rules.create": crud(rules).create,
    "rules.get": crud(rules).get,
    "rules.delete": crud(rules).delete,
    ...prefixed("portals", crud(portals)),
    "auditEvents.list": event.list,
    "auditEvents.get": event.get,
    "members.list": member.list,
    "members.get": member.get,
    "members.update": member.update,
    "emojis.list": (ctx: RouteContext) => ({
      status: 200,
      body: siblingsOf(ctx, { ...auditEvents, kind: "emojis" }).map((doc) => ({
        name: doc.id,
        ...doc.fields,
      })),
    }),
  } as Pick<
    Handlers,
    | `teams.${"list" | "create" | "get" | "update" | "delete"}`
    | `teamMembers.${"list" | "create" | "get" | "update" | "delete"}`
    | `teamPipelines.${"list" | "create" | "get" | "update" | "delete"}`
    | `teamSuites.${"list" | "create" | "get" | "update" | "delete"}`
    | `clusters.${"list" | "create" | "get" | "update" | "delete"}`
    | `queues.${"list" | "create" | "get" | "update" | "delete" | "pauseDispatch" | "resumeDispatch"}`
    | `tokens.${"list" | "create" | "get" | "update" | "revoke"}`
    | `pipelineTemplates.${"list" | "create" | "get" | "update" | "delete"}`
    | `rules.${"list" | "create" | "get" | "delete"}`
    | `portals.${"list" | "create" | "get" | "update" | "delete"}`
    | `auditEvents.${"list" | "get"}`
    | `members.${"list" | "get" | "update"}`
    | "emojis.list"
  >;
}
