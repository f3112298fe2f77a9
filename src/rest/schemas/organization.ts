import * as z from "zod";
import { userSchema } from "./user.js";

// Audit events and organization members: fields "not shown" (spec: Other resources); shapes follow
// the service's public documentation (Audit events API, Organization members API). What a script
// relies on is typed; the rest is kept as sent.

const party = z.looseObject({
  type: z.string(),
  uuid: z.string().optional(),
  name: z.string().nullable().optional(),
});

export const auditEventSchema = z.looseObject({
  uuid: z.string(),
  graphql_id: z.string().optional(),
  type: z.string(),
  occurred_at: z.string(),
  actor: party.nullable().optional(),
  subject: party.nullable().optional(),
  context: z.record(z.string(), z.unknown()).nullable().optional(),
  data: z.record(z.string(), z.unknown()).nullable().optional(),
  url: z.string().optional(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** Roles of an organization member. */
export const MEMBER_ROLES = ["admin", "member"] as const;

export const memberSchema = z.looseObject({
  id: z.string(),
  graphql_id: z.string().optional(),
  role: z.string(),
  sso: z.looseObject({ mode: z.string().optional() }).optional(),
  user: userSchema,
  created_at: z.string().nullable().optional(),
});
export type Member = z.infer<typeof memberSchema>;
