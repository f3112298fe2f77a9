import { HttpError } from "./http.js";
import { graphqlId, slugify, uuidFrom } from "./ids.js";
import { organizationOf, pipelineOf } from "./lookup.js";
import { failIfErrors, objectBody, pageOf, stringField } from "./paging.js";
import { renderPipeline } from "./render.js";
import type { Route, RouteContext } from "./router.js";

/**
 * Pipelines (spec: Catalog, Pipelines). Payloads are "not shown": the emulator takes name and
 * repository on create (both required, a 422 otherwise), and name, repository, default_branch on
 * update. Writes need write_pipelines, the one pipeline scope the spec names.
 */
function render(ctx: RouteContext) {
  return (pipeline: Parameters<typeof renderPipeline>[1]) => ({
    ...renderPipeline(ctx.base, pipeline, ctx.store),
    archived_at: pipeline.archived ? new Date(pipeline.created_at).toISOString() : null,
  });
}

export function pipelineRoutes(): Route[] {
  const prefix = "/v2/organizations/:org/pipelines";
  const one = `${prefix}/:pipeline`;
  const flip = (archived: boolean): Route => ({
    method: "POST",
    pattern: `${one}/${archived ? "archive" : "unarchive"}`,
    scope: "write_pipelines",
    handle: (ctx) => {
      const pipeline = pipelineOf(ctx);
      pipeline.archived = archived;
      return { status: 200, body: render(ctx)(pipeline) };
    },
  });
  return [
    {
      method: "GET",
      pattern: prefix,
      handle: (ctx) => {
        const org = organizationOf(ctx);
        const pipelines = [...ctx.store.pipelines.values()].filter((p) => p.organization === org);
        return pageOf(ctx, pipelines, render(ctx));
      },
    },
    {
      method: "POST",
      pattern: prefix,
      scope: "write_pipelines",
      handle: (ctx) => {
        const org = organizationOf(ctx);
        const body = objectBody(ctx);
        const errors: unknown[] = [];
        const name = stringField(body, "name", errors, true);
        const repository = stringField(body, "repository", errors, true);
        const defaultBranch = stringField(body, "default_branch", errors);
        failIfErrors(errors);
        const slug = slugify(name as string);
        if (ctx.store.pipeline(org, slug)) {
          throw new HttpError(422, "Validation failed", [
            { field: "name", message: "name has already been taken" },
          ]);
        }
        const pipeline = ctx.store.addPipeline(org, slug, ctx.now);
        pipeline.name = name as string;
        pipeline.repository = repository as string;
        if (defaultBranch) pipeline.default_branch = defaultBranch;
        return { status: 201, body: render(ctx)(pipeline) };
      },
    },
    { method: "GET", pattern: one, handle: (ctx) => ({ status: 200, body: render(ctx)(pipelineOf(ctx)) }) },
    {
      method: "PATCH",
      pattern: one,
      scope: "write_pipelines",
      handle: (ctx) => {
        const pipeline = pipelineOf(ctx);
        const body = objectBody(ctx);
        const errors: unknown[] = [];
        const name = stringField(body, "name", errors);
        const repository = stringField(body, "repository", errors);
        const defaultBranch = stringField(body, "default_branch", errors);
        failIfErrors(errors);
        if (name !== undefined) pipeline.name = name;
        if (repository !== undefined) pipeline.repository = repository;
        if (defaultBranch !== undefined) pipeline.default_branch = defaultBranch;
        return { status: 200, body: render(ctx)(pipeline) };
      },
    },
    {
      method: "DELETE",
      pattern: one,
      scope: "write_pipelines",
      handle: (ctx) => {
        const pipeline = pipelineOf(ctx);
        ctx.store.pipelines.delete(`${pipeline.organization}/${pipeline.slug}`);
        return { status: 204 };
      },
    },
    flip(true),
    flip(false),
    {
      method: "POST",
      pattern: `${one}/webhook`,
      scope: "write_pipelines",
      handle: (ctx) => {
        const pipeline = pipelineOf(ctx);
        return {
          status: 201,
          body: {
            id: uuidFrom(`webhook:${pipeline.id}`),
            graphql_id: graphqlId("Webhook", pipeline.id),
            webhook_url: `https://webhook.service.example/deliver/${pipeline.id.replace(/-/g, "")}`,
          },
        };
      },
    },
  ];
}
