import * as z from "zod";
import { userSchema } from "./user.js";

// Clusters, their queues and agent tokens: fields "not shown" (spec: Other resources); shapes
// follow the service's public documentation (Clusters API: clusters, queues, agent tokens).

export const clusterSchema = z.looseObject({
  id: z.string(),
  graphql_id: z.string().optional(),
  name: z.string(),
  description: z.string().nullable().optional(),
  emoji: z.string().nullable().optional(),
  color: z.string().nullable().optional(),
  url: z.string().optional(),
  web_url: z.string().optional(),
  default_queue_id: z.string().nullable().optional(),
  created_at: z.string().nullable().optional(),
});
export type Cluster = z.infer<typeof clusterSchema>;

/** A queue: self-hosted, or service-hosted (`hosted_agents` set) (spec: Catalog, Clusters). */
export const queueSchema = z.looseObject({
  id: z.string(),
  graphql_id: z.string().optional(),
  key: z.string(),
  description: z.string().nullable().optional(),
  url: z.string().optional(),
  web_url: z.string().optional(),
  cluster_url: z.string().optional(),
  dispatch_paused: z.boolean(),
  dispatch_paused_by: userSchema.nullable().optional(),
  dispatch_paused_at: z.string().nullable().optional(),
  dispatch_paused_note: z.string().nullable().optional(),
  hosted: z.boolean().optional(),
  hosted_agents: z.looseObject({ instance_shape: z.string().optional() }).nullable().optional(),
  created_at: z.string().nullable().optional(),
  created_by: userSchema.nullable().optional(),
});
export type Queue = z.infer<typeof queueSchema>;

/** A cluster's agent token. Its secret `token` is in the answer to create only. */
export const agentTokenSchema = z.looseObject({
  id: z.string(),
  graphql_id: z.string().optional(),
  description: z.string(),
  allowed_ip_addresses: z.string().nullable().optional(),
  expires_at: z.string().nullable().optional(),
  url: z.string().optional(),
  cluster_url: z.string().optional(),
  created_at: z.string().nullable().optional(),
  created_by: userSchema.nullable().optional(),
  token: z.string().optional(),
});
export type AgentToken = z.infer<typeof agentTokenSchema>;
