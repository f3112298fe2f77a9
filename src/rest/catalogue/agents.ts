import * as z from "zod";
import { endpoint } from "../endpoint.js";
import { agentResourceSchema } from "../schemas/catalog.js";
import { FROM_DOCS, noBody, ORG, pageFields } from "./common.js";

const ONE = `${ORG}/agents/{agent}`;

/** Agents (spec: Catalog, Agents): the PUTs answer 204. */
export const agents = {
  list: endpoint({
    method: "GET",
    path: `${ORG}/agents`,
    summary: "List an organization's connected agents",
    spec: 210,
    docs: FROM_DOCS,
    scope: "read_agents",
    success: 200,
    paginated: true,
    query: z.strictObject({
      name: z.string().optional().describe("Only the agents of this name"),
      hostname: z.string().optional().describe("Only the agents on this host"),
      version: z.string().optional().describe("Only the agents of this version (e.g. 3.90.0)"),
      ...pageFields,
    }),
    response: z.array(agentResourceSchema),
  }),
  get: endpoint({
    method: "GET",
    path: ONE,
    summary: "Show one agent",
    spec: 210,
    docs: FROM_DOCS,
    scope: "read_agents",
    success: 200,
    response: agentResourceSchema,
  }),
  stop: endpoint({
    method: "PUT",
    path: `${ONE}/stop`,
    summary: "Stop an agent once its job ends (--force: at once)",
    spec: 210,
    docs: FROM_DOCS,
    scope: "write_agents",
    success: 204,
    body: z.strictObject({
      force: z.boolean().optional().describe("Stop it at once, cancelling its job"),
    }),
  }),
  pause: endpoint({
    method: "PUT",
    path: `${ONE}/pause`,
    summary: "Pause an agent: it takes no new jobs until resumed",
    spec: 210,
    docs: FROM_DOCS,
    scope: "write_agents",
    success: 204,
    body: z.strictObject({
      note: z.string().optional().describe("Why it is paused, shown beside the agent"),
      timeout_in_minutes: z
        .number()
        .int()
        .min(1, "timeout_in_minutes must be 1 or more")
        .optional()
        .describe("Resume it by itself after this many minutes"),
    }),
    input: z.strictObject({
      note: z.string().optional(),
      timeout_in_minutes: z.number().optional(),
      /** @deprecated timeout_in_minutes */
      timeoutInMinutes: z.number().optional(),
    }),
    // Earlier versions took timeoutInMinutes.
    prepare: ({ timeoutInMinutes, ...input }) => ({
      ...input,
      ...(timeoutInMinutes === undefined ? {} : { timeout_in_minutes: timeoutInMinutes }),
    }),
  }),
  resume: endpoint({
    method: "PUT",
    path: `${ONE}/resume`,
    summary: "Resume a paused agent",
    spec: 210,
    docs: FROM_DOCS,
    scope: "write_agents",
    success: 204,
    body: noBody,
  }),
};
