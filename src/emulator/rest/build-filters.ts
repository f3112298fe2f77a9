import { HttpError } from "./http.js";
import type { EmuBuild } from "./model.js";

/**
 * The list filters of the builds endpoints (spec: Builds, list endpoints), read from the query as
 * the service reads them: `name=v` or `name[]=a&name[]=b`, `meta_data[key]=value`, `true`/`false`.
 */

const LIST_STATES = [
  "creating",
  "scheduled",
  "running",
  "passed",
  "failing",
  "failed",
  "blocked",
  "canceling",
  "canceled",
  "skipped",
  "not_run",
  "finished",
];

/** `finished` is a shortcut for these (spec: Build states). */
const FINISHED = ["passed", "failed", "blocked", "canceled"];

export function values(query: URLSearchParams, name: string): string[] {
  return [...query.getAll(name), ...query.getAll(`${name}[]`)].filter((v) => v !== "");
}

export function flag(query: URLSearchParams, name: string, fallback: boolean): boolean {
  const value = query.get(name);
  if (value === null || value === "") return fallback;
  if (["true", "1"].includes(value.toLowerCase())) return true;
  if (["false", "0"].includes(value.toLowerCase())) return false;
  throw new HttpError(400, `${name} must be true or false, not '${value}'.`);
}

function time(query: URLSearchParams, name: string): number | undefined {
  const value = query.get(name);
  if (value === null || value === "") return undefined;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new HttpError(400, `${name} must be an ISO 8601 time, not '${value}'.`);
  return ms;
}

/** `*` matches any run of characters; everything else literally. */
function branchMatcher(patterns: string[]): (branch: string) => boolean {
  const regexes = patterns.map(
    (pattern) =>
      new RegExp(
        `^${pattern
          .split("*")
          .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
          .join(".*")}$`,
      ),
  );
  return (branch) => regexes.some((regex) => regex.test(branch));
}

function metaData(query: URLSearchParams): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [name, value] of query) {
    const match = /^meta_data\[([^\]]*)\]$/.exec(name);
    if (match?.[1] !== undefined) pairs.push([match[1], value]);
  }
  return pairs;
}

export interface ListFilter {
  matches(build: EmuBuild): boolean;
  includePaused: boolean;
}

export function buildListFilter(query: URLSearchParams): ListFilter {
  const branches = values(query, "branch");
  const commits = values(query, "commit");
  const createdFrom = time(query, "created_from");
  const createdTo = time(query, "created_to");
  const finishedFrom = time(query, "finished_from");
  const creator = query.get("creator") ?? undefined;
  const includePaused = flag(query, "include_paused", true);
  const meta = metaData(query);
  const states = values(query, "state");
  const invalid = states.filter((state) => !LIST_STATES.includes(state));
  if (invalid.length > 0) {
    throw new HttpError(
      400,
      `Invalid state: ${invalid.join(", ")}. Valid states are ${LIST_STATES.join(", ")}.`,
    );
  }
  const wanted = new Set(states.flatMap((state) => (state === "finished" ? FINISHED : [state])));
  const branchOk = branches.length > 0 ? branchMatcher(branches) : () => true;

  return {
    includePaused,
    matches(build) {
      if (!branchOk(build.branch)) return false;
      // Full SHAs only: a prefix does not match (spec: list parameters, commit).
      if (commits.length > 0 && !commits.includes(build.commit)) return false;
      if (createdFrom !== undefined && build.created_at < createdFrom) return false;
      if (createdTo !== undefined && build.created_at >= createdTo) return false;
      if (finishedFrom !== undefined && (build.finished_at === null || build.finished_at < finishedFrom))
        return false;
      if (creator !== undefined && build.creator !== creator) return false;
      for (const [key, value] of meta) if (build.meta_data[key] !== value) return false;
      if (wanted.size > 0 && !(wanted.has(build.state) || (build.blocked && wanted.has("blocked"))))
        return false;
      // Builds whose jobs all wait on paused queues are left out; unclustered jobs always count.
      if (!includePaused && build.jobs.length > 0 && build.jobs.every((job) => job.queue?.paused === true))
        return false;
      return true;
    },
  };
}
