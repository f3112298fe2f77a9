import * as z from "zod";
import { UsageError } from "../errors.js";
import { yaml } from "../on-first-use.js";
import { type PolicyStatement, policyStatementSchema } from "./schemas/registry.js";

/**
 * A registry's OIDC policy (spec: Endpoints, Registries): YAML text or a list of statements, each
 * `{ iss: string, claims: { name: string | { in: string[] } } }`. Checked here so a bad policy is
 * reported before anything is sent, with the statement and field named.
 */
export type OidcPolicyInput = string | readonly PolicyStatement[];

const policySchema = z.array(policyStatementSchema).min(1, "the policy has no statements");

/** Parse and check a policy; the text form stays text (the API takes it as sent). */
export function checkOidcPolicy(policy: unknown): PolicyStatement[] {
  let value: unknown = policy;
  if (typeof policy === "string") {
    try {
      value = yaml().parse(policy);
    } catch (error) {
      throw new UsageError(
        `oidc_policy is not valid YAML: ${(error as Error).message.split("\n")[0]}; fix the text or give statement objects.`,
      );
    }
  }
  const checked = policySchema.safeParse(value);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const where = issue?.path.length ? ` at ${formatPath(issue.path)}` : "";
    throw new UsageError(
      `oidc_policy is not valid${where}: ${issue?.message ?? "invalid"}. Each statement needs iss (a string) and claims (a map of claim name to a string or { in: [strings] }).`,
    );
  }
  return checked.data;
}

function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((part) => (typeof part === "number" ? `[${part}]` : `.${String(part)}`))
    .join("")
    .replace(/^\./, "");
}
