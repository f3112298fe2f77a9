import * as z from "zod";
import { endpoint } from "../endpoint.js";
import { checkOidcPolicy } from "../oidc-policy.js";
import { policyStatementSchema, registrySchema } from "../schemas/registry.js";
import { FROM_DOCS, hexColour, pageQuery, required } from "./common.js";

const PREFIX = "/v2/packages/organizations/{organization}/registries";
const ONE = `${PREFIX}/{registry}`;

/** Stringified YAML, or a JSON array of statements (spec: Registries). YAML is checked by oidc-policy.ts. */
const oidcPolicy = z
  .union([z.string(), z.array(policyStatementSchema).min(1, "the policy has no statements")])
  .nullable();

/** A policy is checked before sending, naming the statement and field; it is sent as given (YAML stays text). */
function checkPolicy(input: Record<string, unknown>): Record<string, unknown> {
  if (input.oidc_policy !== undefined && input.oidc_policy !== null) checkOidcPolicy(input.oidc_policy);
  return input;
}

/** Package registries (spec: Registries): update is a POST to the registry's path. */
export const registries = {
  create: endpoint({
    method: "POST",
    path: PREFIX,
    summary: "Create a package registry",
    spec: 311,
    scope: "write_registries",
    success: 200,
    body: z.strictObject({
      name: required("name"),
      ecosystem: required("ecosystem"),
      /** Needed only when the teams feature is enabled. */
      team_ids: z.array(z.string()).optional(),
      description: z.string().nullable().optional(),
      emoji: z.string().optional(),
      color: hexColour.optional(),
      oidc_policy: oidcPolicy.optional(),
    }),
    prepare: checkPolicy,
    response: registrySchema,
    cli: {
      aliases: { team_ids: ["team-id"] },
      files: ["oidc_policy"],
      examples: [
        [
          "jobai registries create --org acme --name 'Internal packages' --ecosystem javascript",
          "A JavaScript registry",
        ],
        [
          "jobai registries create --name Images --ecosystem container --oidc-policy-file policy.yml",
          "With an OIDC policy",
        ],
      ],
    },
  }),
  list: endpoint({
    method: "GET",
    path: PREFIX,
    summary: "List an organization's package registries",
    spec: 312,
    docs: "pagination as the other lists (spec: Limits, Pagination)",
    scope: "read_registries",
    success: 200,
    paginated: true,
    query: pageQuery,
    response: z.array(registrySchema),
  }),
  get: endpoint({
    method: "GET",
    path: ONE,
    summary: "Show one package registry",
    spec: 313,
    scope: "read_registries",
    success: 200,
    response: registrySchema,
  }),
  update: endpoint({
    method: "POST",
    path: ONE,
    summary: "Change a registry's name, description or OIDC policy (send the whole policy again)",
    spec: 314,
    scope: "write_registries",
    success: 200,
    body: z.strictObject({
      name: z.string().min(1, "name can't be blank").optional(),
      description: z.string().nullable().optional(),
      oidc_policy: oidcPolicy.optional(),
    }),
    prepare: checkPolicy,
    response: registrySchema,
    cli: { files: ["oidc_policy"] },
  }),
  delete: endpoint({
    method: "DELETE",
    path: ONE,
    summary: "Delete a package registry",
    spec: 315,
    docs: FROM_DOCS,
    scope: "delete_registries",
    success: 200,
  }),
};
