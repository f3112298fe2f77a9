import { requireOrganization } from "./auth.js";
import { HttpError } from "./http.js";
import type { EmuBuild, EmuJob, EmuPipeline } from "./model.js";
import type { RouteContext } from "./router.js";

/** Find what a path names, or answer 404 (and 403 for an organization the token may not see). */

export function organizationOf(ctx: RouteContext): string {
  const org = ctx.params.organization ?? "";
  if (!ctx.store.organizations.has(org))
    throw new HttpError(404, `No organization found with the slug ${org}.`);
  requireOrganization(ctx.token, org);
  return org;
}

export function pipelineOf(ctx: RouteContext): EmuPipeline {
  const org = organizationOf(ctx);
  const pipeline = ctx.store.pipeline(org, ctx.params.pipeline ?? "");
  if (!pipeline)
    throw new HttpError(404, `No pipeline found with the slug ${ctx.params.pipeline} in ${org}.`);
  return pipeline;
}

export function buildOf(ctx: RouteContext): EmuBuild {
  const pipeline = pipelineOf(ctx);
  const number = Number(ctx.params.number);
  if (!Number.isInteger(number)) {
    throw new HttpError(404, "Builds are addressed by number, not by UUID: use the build's number.");
  }
  const build = ctx.store.build(pipeline.organization, pipeline.slug, number);
  if (!build) throw new HttpError(404, `No build #${number} in ${pipeline.organization}/${pipeline.slug}.`);
  return build;
}

export function jobOf(ctx: RouteContext): { build: EmuBuild; job: EmuJob } {
  const build = buildOf(ctx);
  const job = ctx.store.job(build, ctx.params.job ?? "");
  if (!job) throw new HttpError(404, `No job ${ctx.params.job} in build #${build.number}.`);
  return { build, job };
}
