import type { Build } from "../rest/schemas/build.js";
import type { Registry } from "../rest/schemas/registry.js";

/** What `jobai builds` and `jobai registries` print for people, one row per item. */

export const BUILD_COLUMNS = [
  "number",
  "pipeline",
  "state",
  "branch",
  "commit",
  "created",
  "message",
] as const;

export function buildRow(build: Build): Record<string, unknown> {
  return {
    number: build.number,
    pipeline: build.pipeline?.slug ?? pipelineFromUrl(build.url),
    state: build.blocked ? `${build.state} (blocked)` : build.state,
    branch: build.branch,
    commit: /^[0-9a-f]{40}$/.test(build.commit) ? build.commit.slice(0, 10) : build.commit,
    created: build.created_at?.replace(/\.\d+Z$/, "Z") ?? "",
    message: (build.message ?? "").split("\n")[0]?.slice(0, 60),
  };
}

function pipelineFromUrl(url: string): string {
  return /\/pipelines\/([^/]+)\/builds\//.exec(url)?.[1] ?? "";
}

export const REGISTRY_COLUMNS = ["slug", "name", "ecosystem", "public", "policy", "description"] as const;

export function registryRow(registry: Registry): Record<string, unknown> {
  const policy = registry.oidc_policy;
  return {
    slug: registry.slug,
    name: registry.name,
    ecosystem: registry.ecosystem,
    public: registry.public ? "yes" : "no",
    policy:
      policy === null || policy === undefined
        ? "none"
        : typeof policy === "string"
          ? "yaml"
          : `${policy.length} statement(s)`,
    description: registry.description ?? "",
  };
}
