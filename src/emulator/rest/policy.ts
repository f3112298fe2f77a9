import { parse } from "yaml";
import { HttpError } from "./http.js";

/**
 * The registry OIDC policy check (spec: Endpoints, Registries): YAML text or a JSON array of
 * statements `{ iss: string, claims: { name: string | { in: string[] } } }`. A bad policy is a 422.
 */
export function validatePolicy(policy: unknown): void {
  let statements = policy;
  if (typeof policy === "string") {
    try {
      statements = parse(policy);
    } catch {
      throw new HttpError(422, "Validation failed: oidc_policy is not valid YAML.", [
        { field: "oidc_policy", message: "is not valid YAML" },
      ]);
    }
  }
  const bad = (message: string) =>
    new HttpError(422, `Validation failed: oidc_policy ${message}.`, [{ field: "oidc_policy", message }]);
  if (!Array.isArray(statements)) throw bad("must be a list of statements");
  statements.forEach((statement: unknown, i) => {
    if (!statement || typeof statement !== "object" || Array.isArray(statement))
      throw bad(`statement ${i} is not an object`);
    const { iss, claims, ...extra } = statement as Record<string, unknown>;
    if (Object.keys(extra).length > 0)
      throw bad(`statement ${i} has unknown keys ${Object.keys(extra).join(", ")}`);
    if (typeof iss !== "string" || iss === "") throw bad(`statement ${i} needs iss as a string`);
    if (!claims || typeof claims !== "object" || Array.isArray(claims))
      throw bad(`statement ${i} needs claims as a map`);
    for (const [name, condition] of Object.entries(claims)) {
      if (typeof condition === "string") continue;
      const list = (condition as { in?: unknown } | null)?.in;
      const onlyIn = condition && typeof condition === "object" && Object.keys(condition).length === 1;
      if (!onlyIn || !Array.isArray(list) || list.length === 0 || !list.every((v) => typeof v === "string")) {
        throw bad(`claim ${name} of statement ${i} must be a string or { in: [strings] }`);
      }
    }
  });
}
