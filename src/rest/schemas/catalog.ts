import * as z from "zod";
import { agentSchema } from "./agent.js";
import { pipelineSchema } from "./pipeline.js";

// The pipeline, agent, team and cluster resources: their fields beyond the embedded forms are "not
// shown" (spec: Other resources). What a script relies on is typed; the rest is kept as sent.

/** A pipeline as its own resource: the embedded form, plus when it was archived. */
export const pipelineResourceSchema = pipelineSchema.extend({
  archived_at: z.string().nullable().optional(),
});
export type PipelineResource = z.infer<typeof pipelineResourceSchema>;

/** An agent as its own resource: the embedded form, plus its state and tags. */
export const agentResourceSchema = agentSchema.extend({
  name: z.string(),
  connection_state: z.string(),
  version: z.string().nullable().optional(),
  meta_data: z.array(z.string()).optional(),
  paused: z.boolean().optional(),
});
export type AgentResource = z.infer<typeof agentResourceSchema>;

export const teamSchema = z.looseObject({
  id: z.string(),
  graphql_id: z.string().optional(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable().optional(),
  privacy: z.string().optional(),
  default: z.boolean().optional(),
  created_at: z.string().nullable().optional(),
});
export type Team = z.infer<typeof teamSchema>;

export const clusterSchema = z.looseObject({
  id: z.string(),
  graphql_id: z.string().optional(),
  name: z.string(),
  description: z.string().nullable().optional(),
  emoji: z.string().nullable().optional(),
  color: z.string().nullable().optional(),
  url: z.string().optional(),
  web_url: z.string().optional(),
  created_at: z.string().nullable().optional(),
});
export type Cluster = z.infer<typeof clusterSchema>;

/** What adding a webhook answers: the address to give the source control provider. */
export const webhookSchema = z.looseObject({ webhook_url: z.string() });
