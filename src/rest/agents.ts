import { UsageError } from "../errors.js";
import { collection } from "./catalog-resource.js";
import { type AgentResource, agentResourceSchema } from "./schemas/catalog.js";
import type { Transport } from "./transport.js";

/** Filters of the agent list. */
export interface AgentListParams {
  name?: string | undefined;
  hostname?: string | undefined;
  version?: string | undefined;
}

/** Agents (spec: Catalog, Agents): list, get, stop, pause, resume (PUTs, no body in the answer). */
export function agentsResource(transport: Transport) {
  const c = collection<AgentResource>(transport, "agents", "agent's id", agentResourceSchema);
  const act = (organization: string, id: string, action: string, body: unknown, signal?: AbortSignal) =>
    c.send("PUT", `${c.one(organization, id)}/${action}`, { body, signal });
  return {
    pages: (organization: string, params: AgentListParams = {}) => c.pages(organization, { ...params }),
    iterate: (organization: string, params: AgentListParams = {}) => c.iterate(organization, { ...params }),
    list: (organization: string, params: AgentListParams = {}, signal?: AbortSignal) =>
      c.list(organization, { ...params }, signal),
    get: c.get.bind(c),
    /** Stop the agent; `force` ends its running job instead of letting it finish. */
    async stop(organization: string, id: string, options: { force?: boolean } = {}, signal?: AbortSignal) {
      await act(organization, id, "stop", { force: options.force ?? false }, signal);
    },
    /** Pause: the agent takes no new jobs until resumed (or for `timeoutInMinutes`). */
    async pause(
      organization: string,
      id: string,
      options: { note?: string; timeoutInMinutes?: number } = {},
      signal?: AbortSignal,
    ) {
      const minutes = options.timeoutInMinutes;
      if (minutes !== undefined && (!Number.isInteger(minutes) || minutes < 1)) {
        throw new UsageError("timeoutInMinutes must be a whole number of minutes, 1 or more.");
      }
      await act(
        organization,
        id,
        "pause",
        {
          ...(options.note ? { note: options.note } : {}),
          ...(minutes ? { timeout_in_minutes: minutes } : {}),
        },
        signal,
      );
    },
    async resume(organization: string, id: string, signal?: AbortSignal) {
      await act(organization, id, "resume", {}, signal);
    },
  };
}
