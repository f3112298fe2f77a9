import * as z from "zod";

/** A claim condition: one value, or `{ in: [...] }` (spec: Endpoints, Registries). */
export const claimConditionSchema = z.union([z.string(), z.strictObject({ in: z.array(z.string()).min(1) })]);

/** One OIDC policy statement: the issuer and the claims a token must carry. */
export const policyStatementSchema = z.strictObject({
  iss: z.string().min(1),
  claims: z.record(z.string(), claimConditionSchema),
});
export type PolicyStatement = z.infer<typeof policyStatementSchema>;

/** Registry object (spec: Resources, Registry). The policy comes back as YAML text or statements. */
export const registrySchema = z.looseObject({
  id: z.string(),
  graphql_id: z.string().optional(),
  slug: z.string(),
  url: z.string().optional(),
  web_url: z.string().optional(),
  name: z.string(),
  ecosystem: z.string(),
  description: z.string().nullable().optional(),
  emoji: z.string().nullable().optional(),
  color: z.string().nullable().optional(),
  public: z.boolean().optional(),
  oidc_policy: z
    .union([z.string(), z.array(z.unknown())])
    .nullable()
    .optional(),
  team_ids: z.array(z.string()).optional(),
});
export type Registry = z.infer<typeof registrySchema>;
