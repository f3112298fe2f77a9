import type { Handler, Handlers } from "./catalogue-routes.js";
import { HttpError } from "./http.js";
import { graphqlId } from "./ids.js";
import { organizationOf } from "./lookup.js";
import type { EmuAgent } from "./model.js";
import { pageOf } from "./paging.js";
import { renderUser } from "./render.js";
import type { RouteContext } from "./router.js";

/**
 * Agents (spec: Catalog, Agents): list (filters name, hostname, version), get, and the PUTs stop,
 * pause and resume, answered 204. A stopped agent is `stopping`; pausing a paused agent, resuming
 * one that is not paused, or stopping one that is stopping is a 422 with the reason.
 */
function agentOf(ctx: RouteContext): EmuAgent {
  const org = organizationOf(ctx);
  const agent = ctx.store.agents.find((a) => a.organization === org && a.id === ctx.params.agent);
  if (!agent) throw new HttpError(404, `No agent ${ctx.params.agent} in ${org}.`);
  return agent;
}

function render(ctx: RouteContext) {
  return (agent: EmuAgent) => ({
    id: agent.id,
    graphql_id: graphqlId("Agent", agent.id),
    url: `${ctx.base}/v2/organizations/${agent.organization}/agents/${agent.id}`,
    web_url: `https://service.example/organizations/${agent.organization}/agents/${agent.id}`,
    name: agent.name,
    connection_state: agent.connection_state,
    hostname: agent.hostname,
    ip_address: "192.0.2.10",
    user_agent: `service-agent/${agent.version} (linux; amd64)`,
    version: agent.version,
    creator: renderUser(ctx.store.users.get(agent.creator)),
    created_at: new Date(agent.created_at).toISOString(),
    job: null,
    last_job_finished_at: null,
    priority: 0,
    meta_data: agent.meta_data,
    paused: agent.paused,
    paused_note: agent.pause_note,
  });
}

function act(change: (agent: EmuAgent, body: Record<string, unknown>) => void): Handler {
  return (ctx) => {
    change(agentOf(ctx), ctx.fields);
    return { status: 204 };
  };
}

export const agentHandlers: Pick<Handlers, `agents.${"list" | "get" | "stop" | "pause" | "resume"}`> = {
  "agents.list": (ctx) => {
    const org = organizationOf(ctx);
    const by = (name: string, value: string) => ctx.fields[name] === undefined || ctx.fields[name] === value;
    const agents = ctx.store.agents.filter(
      (a) =>
        a.organization === org &&
        by("name", a.name) &&
        by("hostname", a.hostname) &&
        by("version", a.version),
    );
    return pageOf(ctx, agents, render(ctx));
  },
  "agents.get": (ctx) => ({ status: 200, body: render(ctx)(agentOf(ctx)) }),
  "agents.stop": act((agent) => {
    if (agent.connection_state !== "connected") throw new HttpError(422, "The agent is not connected.");
    agent.connection_state = "stopping";
  }),
  "agents.pause": act((agent, body) => {
    if (agent.paused) throw new HttpError(422, "The agent is already paused.");
    agent.paused = true;
    agent.pause_note = typeof body.note === "string" ? body.note : null;
  }),
  "agents.resume": act((agent) => {
    if (!agent.paused) throw new HttpError(422, "The agent is not paused.");
    agent.paused = false;
    agent.pause_note = null;
  }),
};
