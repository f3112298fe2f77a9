/**
 * Tests generated from the catalogue (issue 20): every endpoint called through the library against
 * the emulator over real HTTP on 127.0.0.1, and the emulator refusing, for each endpoint, a wrong
 * type, an unknown field and a token without the endpoint's scope. Nothing here is written per
 * endpoint but the data an endpoint needs to find (which build, which job) and a valid body.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as z from "zod";
import { saveAnnotation } from "../../src/emulator/rest/annotations.js";
import type { EntryId } from "../../src/emulator/rest/catalogue-routes.js";
import { ALL_SCOPES } from "../../src/emulator/rest/scopes.js";
import { SEEDED } from "../../src/emulator/rest/seed-docs.js";
import { catalogue } from "../../src/rest/catalogue/index.js";
import type { EndpointSpec } from "../../src/rest/endpoint.js";
import { fillPath, paramNames } from "../../src/rest/path-params.js";
import { restFixture } from "./helpers.js";

type Fixture = Awaited<ReturnType<typeof restFixture>>;

const entries = Object.entries(catalogue).flatMap(([resource, actions]) =>
  Object.entries(actions).map(([action, entry]) => ({
    id: `${resource}.${action}` as EntryId,
    resource,
    action,
    entry: entry as EndpointSpec,
  })),
);

/** A valid body for each write that needs fields (the others are called without one). */
const BODIES: Partial<Record<EntryId, Record<string, unknown>>> = {
  "members.update": { role: "member" },
  "pipelines.create": { name: "Docs", repository: "git@example.com:acme/docs.git" },
  "pipelines.update": { default_branch: "trunk" },
  "builds.create": {
    commit: "HEAD",
    branch: "fix/login",
    author: { name: "Ada", email: "ada@example.com" },
    pull_request_id: 42,
    pull_request_base_branch: "main",
    pull_request_labels: ["bug"],
    ignore_pipeline_branch_filters: true,
  },
  "builds.retryFailedJobs": { states: "failed" },
  "jobs.reprioritize": { priority: 5 },
  "jobs.unblock": { fields: { release: "yes" } },
  "annotations.create": { body: "Deployed", style: "success", context: "deploy" },
  "agents.stop": { force: true },
  "agents.pause": { note: "disk full", timeout_in_minutes: 30 },
  "teams.create": { name: "Platform", privacy: "secret" },
  "teams.update": { description: "infra" },
  "teamMembers.update": { role: "member" },
  "teamPipelines.update": { access_level: "read_only" },
  "teamSuites.create": { suite_id: "5f0c4d8e-0000-4000-a000-000000005017" },
  "teamSuites.update": { access_level: ["manage_and_read"] },
  "clusters.create": { name: "Linux", color: "#00ff00" },
  "clusters.update": { name: "Linux x86" },
  "queues.create": { key: "hosted", hosted_agents: { instance_shape: "LINUX_AMD64_2X4" } },
  "queues.update": { description: "the big machines" },
  "queues.pauseDispatch": { note: "incident 42" },
  "tokens.create": { description: "Linux agents" },
  "tokens.update": { description: "renamed" },
  "pipelineTemplates.create": { name: "Go", configuration: "steps:\n  - command: go test ./...\n" },
  "pipelineTemplates.update": { available: false },
  "rules.create": {
    rule: "pipeline.artifacts_read.pipeline",
    value: { source_pipeline: "app", target_pipeline: "archived-app" },
  },
  "portals.create": { name: "Build counts", query: "{ viewer { user { name } } }" },
  "portals.update": { description: "who am I" },
  "registries.create": { name: "Gems", ecosystem: "ruby" },
  "registries.update": { description: "internal" },
};

/** Seed what the endpoint acts on, and give the path's values. */
function setUp(fx: Fixture, id: EntryId): Record<string, unknown> {
  const { store } = fx.emulator.api;
  fx.emulator.api.seedBuilds(20);
  const app = store.builds.filter((b) => b.pipeline === "app");
  const failed = app.find((b) =>
    b.jobs.some((j) => j.state === "failed" && !j.retried && j.artifacts.length),
  );
  const failedJob = failed?.jobs.find((j) => j.state === "failed" && !j.retried && j.artifacts.length);
  const blocked = app.find((b) => b.jobs.some((j) => j.type === "manual" && j.state === "blocked"));
  const running = app.find((b) => b.state === "running");
  if (!failed || !failedJob || !blocked || !running)
    throw new Error("the seed has failed, blocked and running builds");
  const build = id === "jobs.unblock" ? blocked : id === "builds.cancel" ? running : failed;
  const job = id === "jobs.unblock" ? blocked.jobs.find((j) => j.type === "manual") : failedJob;
  const { annotation } = saveAnnotation(failed, {
    scope: "build",
    context: "seeded",
    body: "hi",
    append: false,
    now: 0,
  });
  const agent = store.agents[0];
  if (id === "agents.resume" && agent) agent.paused = true;
  if (id === "queues.resumeDispatch") {
    const queue = store.docsOf("queues").find((q) => q.id === SEEDED.queue);
    if (queue) queue.fields.dispatch_paused = true;
  }
  store.registries.push({
    id: "r1",
    organization: "acme",
    slug: "seeded",
    name: "Seeded",
    ecosystem: "ruby",
    description: null,
    emoji: null,
    color: null,
    public: false,
    oidc_policy: null,
    team_ids: [],
  });
  const grace = [...store.users.values()].find((u) => u.name === "Grace Hopper");
  const archived = store.pipeline("acme", "archived-app");
  const creating = id.endsWith(".create");
  return {
    organization: "acme",
    pipeline: "app",
    number: build.number,
    job: job?.id,
    annotation: annotation.id,
    artifact: failedJob.artifacts[0]?.id,
    agent: agent?.id,
    team: SEEDED.team,
    user_id: id.startsWith("teamMembers") && creating ? grace?.id : store.defaultUser.id,
    pipeline_id: creating ? archived?.id : store.pipeline("acme", "app")?.id,
    suite_id: SEEDED.suite,
    cluster: SEEDED.cluster,
    queue: SEEDED.queue,
    token: SEEDED.token,
    template: SEEDED.template,
    rule: SEEDED.rule,
    portal: SEEDED.portal,
    registry: "seeded",
    event: SEEDED.event,
  };
}

function inputOf(entry: EndpointSpec, id: EntryId, values: Record<string, unknown>): Record<string, unknown> {
  const path = Object.fromEntries(paramNames(entry.path).map((name) => [name, values[name]]));
  const body = { ...BODIES[id] };
  if (id === "teamMembers.create") body.user_id = values.user_id;
  if (id === "teamPipelines.create") body.pipeline_id = values.pipeline_id;
  return { ...path, ...body };
}

type Def = { type: string; innerType?: z.ZodType; options?: z.ZodType[]; in?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
function typeOf(schema: z.ZodType): string {
  const def = defOf(schema);
  if (["optional", "nullable", "readonly", "default"].includes(def.type) && def.innerType)
    return typeOf(def.innerType);
  if (def.type === "pipe" && def.in) return typeOf(def.in);
  if (def.type === "union" && def.options?.[0]) return typeOf(def.options[0]);
  return def.type;
}

/** A value of the wrong type for a field of this schema. */
function wrongValue(schema: z.ZodType): unknown {
  switch (typeOf(schema)) {
    case "number":
    case "int":
    case "boolean":
      return "not-a-value";
    case "array":
    case "object":
    case "record":
      return "not-a-list-or-map";
    default:
      return 12345;
  }
}

/** The field to send of the wrong type: a body field, else a query field that is not text. */
function wrongInput(
  entry: EndpointSpec,
): { body?: Record<string, unknown>; query?: string; field: string } | undefined {
  const body = Object.entries((entry.body?.shape ?? {}) as Record<string, z.ZodType>)[0];
  if (body) return { body: { [body[0]]: wrongValue(body[1]) }, field: body[0] };
  const query = Object.entries((entry.query?.shape ?? {}) as Record<string, z.ZodType>);
  const typed = query.find(([, schema]) => typeOf(schema) !== "string");
  if (typed) return { query: `${typed[0]}=not-a-value`, field: typed[0] };
  const text = query[0];
  if (text) return { query: `${text[0]}[]=a&${text[0]}[]=b`, field: text[0] };
  return undefined;
}

/** Path parameters that are typed: a build's number, a UUID. Slugs are any text. */
const TYPED_PATH = [
  "number",
  "annotation",
  "artifact",
  "agent",
  "team",
  "user_id",
  "pipeline_id",
  "suite_id",
  "cluster",
  "queue",
  "token",
  "template",
  "rule",
  "event",
];
const typedParam = (entry: EndpointSpec) =>
  paramNames(entry.path).findLast((name) => TYPED_PATH.includes(name));

/** Endpoints with nothing typed to get wrong (they refuse unknown fields all the same). */
const NO_INPUT = entries.filter(({ entry }) => !wrongInput(entry) && !typedParam(entry));

async function raw(
  fx: Fixture,
  entry: EndpointSpec,
  path: string,
  options: { query?: string; body?: unknown; token?: string } = {},
) {
  const response = await fetch(`${fx.emulator.url}${path}${options.query ? `?${options.query}` : ""}`, {
    method: entry.method,
    headers: {
      Authorization: `Bearer ${options.token ?? fx.emulator.token}`,
      ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as { message?: string; errors?: unknown[] }) : {},
  };
}

describe("the catalogue", () => {
  it("lists the 104 endpoints of the spec's Catalog and Registries, each at its spec line", () => {
    const spec = readFileSync(new URL("../../../shared/spec/service-api.md", import.meta.url), "utf8").split(
      "\n",
    );
    // The job's raw_log_url (spec: Job) is the one entry beyond the Catalog and Registries lists.
    const listed = entries.filter(({ id }) => id !== "jobs.rawLog");
    expect(listed).toHaveLength(104);
    const keys = new Set(entries.map(({ entry }) => `${entry.method} ${entry.path}`));
    expect(keys.size).toBe(entries.length);
    for (const { id, entry } of entries) {
      const line = spec[entry.spec - 1] ?? "";
      if (id === "jobs.rawLog") {
        expect(line).toContain("raw_log_url");
        continue;
      }
      const last =
        entry.path
          .split("/")
          .filter((part) => part && !part.startsWith("{"))
          .at(-1) ?? "";
      const method =
        entry.method === "PATCH" || entry.method === "PUT" || entry.method === "DELETE" ? entry.method : "";
      expect(`${id}: ${line}`).toContain(last === "v2" || entry.path === "/" ? "" : last);
      if (entry.spec > 172 && method) expect(`${id}: ${line}`).toContain(method);
    }
  });

  it("says where each payload the spec leaves unshown comes from", () => {
    for (const { id, entry } of entries) {
      if (entry.spec >= 172 && entry.spec <= 229 && !(entry.spec >= 190 && entry.spec <= 195)) {
        expect(`${id}: ${entry.docs ?? ""}`).toMatch(/documentation|spec/);
      }
    }
  });
});

describe.each(entries)("$id", ({ id, resource, action, entry }) => {
  let fx: Fixture;
  let values: Record<string, unknown>;
  /** A token of every scope for the refusals (the library's call may revoke the default one). */
  let probe: string;
  beforeAll(async () => {
    fx = await restFixture();
    values = setUp(fx, id);
    probe = fx.emulator.api.addToken().token ?? "";
  });
  afterAll(() => fx.close());

  it(`is called through the library: ${entry.method} ${entry.path} answers ${entry.success}`, async () => {
    const input = inputOf(entry, id, values);
    const method = (
      fx.api as unknown as Record<string, Record<string, (input: unknown) => Promise<unknown>>>
    )[resource]?.[action];
    if (!method) throw new Error(`client.${id} is missing`);
    const result = await method(input);
    const path = fillPath(entry.path, input);
    const exchange = fx.emulator.api.traffic.find(
      (t) => t.method === entry.method && t.path.split("?")[0] === path,
    );
    expect(exchange?.status).toBe(entry.success);
    if (entry.paginated) expect(Array.isArray(result)).toBe(true);
    if (entry.redirect) expect(result).toBeInstanceOf(Uint8Array);
    if (entry.text) expect(typeof result).toBe("string");
  });

  it("refuses an unknown field (422 for a body, 400 for a query), naming it", async () => {
    const path = fillPath(entry.path, values);
    const answer =
      entry.method === "GET"
        ? await raw(fx, entry, path, { query: "unknown_field=1", token: probe })
        : await raw(fx, entry, path, { body: { ...BODIES[id], unknown_field: 1 }, token: probe });
    expect(answer.status).toBe(entry.method === "GET" ? 400 : 422);
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: "unknown_field", code: "unknown_field" })]),
    );
  });

  it.skipIf(NO_INPUT.some((e) => e.id === id))("refuses a wrong type, naming the field", async () => {
    const wrong = wrongInput(entry);
    const param = typedParam(entry);
    if (!wrong && param) {
      // A path's typed value: a UUID where a build number goes, text where a UUID goes. It names nothing.
      const bad = param === "number" ? "0b4c8e8f-0000-4000-a000-000000000001" : "not-a-uuid";
      const answer = await raw(fx, entry, fillPath(entry.path, { ...values, [param]: bad }), {
        token: probe,
      });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toMatch(param === "number" ? /number/ : /UUID/);
      return;
    }
    if (!wrong) throw new Error("NO_INPUT lists it");
    const path = fillPath(entry.path, values);
    const answer = await raw(fx, entry, path, {
      ...(wrong.query ? { query: wrong.query } : {}),
      ...(wrong.body ? { body: { ...BODIES[id], ...wrong.body } } : {}),
      token: probe,
    });
    expect(answer.status).toBe(wrong.body ? 422 : 400);
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: expect.stringMatching(new RegExp(`^${wrong.field}`)) }),
      ]),
    );
  });

  it.skipIf(!entry.scope)(`refuses a token without ${entry.scope ?? "a scope"} with 403`, async () => {
    const { token } = fx.emulator.api.addToken({
      scopes: ALL_SCOPES.filter((scope) => scope !== entry.scope),
    });
    const answer = await raw(fx, entry, fillPath(entry.path, values), {
      ...(BODIES[id] && entry.method !== "GET" ? { body: BODIES[id] } : {}),
      ...(token ? { token } : {}),
    });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toContain(entry.scope);
  });
});

describe("endpoints without input or scope", () => {
  it("are only the account's: no path value, no field, no scope", () => {
    // Addressed by slugs only (any text), with no field: nothing to send of a wrong type.
    expect(NO_INPUT.map((e) => e.id).sort()).toEqual([
      "account.meta",
      "account.ping",
      "account.revokeToken",
      "account.token",
      "account.user",
      "emojis.list",
      "organizations.get",
      "pipelines.addWebhook",
      "pipelines.archive",
      "pipelines.delete",
      "pipelines.get",
      "pipelines.unarchive",
      "portals.delete",
      "portals.get",
      "registries.delete",
      "registries.get",
    ]);
    expect(entries.filter((e) => !e.entry.scope).map((e) => e.id)).toEqual(
      expect.arrayContaining(["account.user", "account.ping"]),
    );
    expect(entries.filter((e) => !e.entry.scope).every((e) => e.resource === "account")).toBe(true);
  });
});
