import type { Build } from "../rest/schemas/build.js";

/** What `jobai builds` prints for people, one row per build. */

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
