import * as z from "zod";
import { userSchema } from "./user.js";

// Pipeline templates, rules, portals and emojis: fields "not shown" (spec: Other resources);
// shapes follow the service's public documentation (Pipeline templates, Rules, Portals, Emojis APIs).

export const pipelineTemplateSchema = z.looseObject({
  uuid: z.string(),
  graphql_id: z.string().optional(),
  name: z.string(),
  description: z.string().nullable().optional(),
  configuration: z.string(),
  available: z.boolean(),
  url: z.string().optional(),
  web_url: z.string().optional(),
  created_at: z.string().nullable().optional(),
  created_by: userSchema.nullable().optional(),
  updated_at: z.string().nullable().optional(),
});
export type PipelineTemplate = z.infer<typeof pipelineTemplateSchema>;

/** The rule types the service documents. */
export const RULE_TYPES = ["pipeline.trigger_build.pipeline", "pipeline.artifacts_read.pipeline"] as const;

export const ruleSchema = z.looseObject({
  uuid: z.string(),
  graphql_id: z.string().optional(),
  type: z.string(),
  description: z.string().nullable().optional(),
  source_type: z.string().optional(),
  source_uuid: z.string().optional(),
  target_type: z.string().optional(),
  target_uuid: z.string().optional(),
  effect: z.string().optional(),
  action: z.string().optional(),
  document: z.record(z.string(), z.unknown()).optional(),
  url: z.string().optional(),
  created_at: z.string().nullable().optional(),
  created_by: userSchema.nullable().optional(),
});
export type Rule = z.infer<typeof ruleSchema>;

/** A portal: a stored GraphQL operation behind its own URL. Its `token` is in the answer to create only. */
export const portalSchema = z.looseObject({
  uuid: z.string(),
  slug: z.string(),
  organization_uuid: z.string().optional(),
  name: z.string(),
  description: z.string().nullable().optional(),
  query: z.string(),
  allowed_ip_addresses: z.string().nullable().optional(),
  user_invokable: z.boolean().optional(),
  created_at: z.string().nullable().optional(),
  created_by: userSchema.nullable().optional(),
  token: z.string().optional(),
});
export type Portal = z.infer<typeof portalSchema>;

export const emojiSchema = z.looseObject({
  name: z.string(),
  url: z.string(),
  aliases: z.array(z.string()).optional(),
});
export type Emoji = z.infer<typeof emojiSchema>;
