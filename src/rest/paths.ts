import { UsageError } from "../errors.js";

/** A build, as the API addresses it: by number within its pipeline (spec: Builds, get). */
export interface BuildRef {
  organization: string;
  pipeline: string;
  number: number;
}

/** A job of a build. */
export interface JobRef extends BuildRef {
  job: string;
}

function segment(name: string, value: unknown): string {
  if (typeof value !== "string" || value.trim() === "") {
    throw new UsageError(`${name} is missing: give the ${name}'s slug or id.`);
  }
  return encodeURIComponent(value);
}

export function orgPath(organization: string): string {
  return `/v2/organizations/${segment("organization", organization)}`;
}

export function pipelinePath(organization: string, pipeline: string): string {
  return `${orgPath(organization)}/pipelines/${segment("pipeline", pipeline)}`;
}

export function buildPath(ref: BuildRef): string {
  if (!Number.isSafeInteger(ref.number) || ref.number < 1) {
    throw new UsageError(
      `build number ${String(ref.number)} is not valid: give the build's number (a positive integer), not its UUID.`,
    );
  }
  return `${pipelinePath(ref.organization, ref.pipeline)}/builds/${ref.number}`;
}

export function jobPath(ref: JobRef): string {
  return `${buildPath(ref)}/jobs/${segment("job", ref.job)}`;
}
