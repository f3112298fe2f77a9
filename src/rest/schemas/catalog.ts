import * as z from "zod";
import { agentSchema } from "./agent.js";
import { pipelineSchema } from "./pipeline.js";

// The pipeline and agent resources: their fields beyond the embedded forms are "not
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

/** What adding a webhook answers: the address to give the source control provider. */
export const webhookSchema = z.looseObject({ webhook_url: z.string() });
