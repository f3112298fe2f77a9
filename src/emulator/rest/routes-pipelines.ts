import type { Handler, Handlers } from "./catalogue-routes.js";
import { HttpError } from "./http.js";
import { graphqlId, slugify, uuidFrom } from "./ids.js";
import { organizationOf, pipelineOf } from "./lookup.js";
import { pageOf } from "./paging.js";
import { renderPipeline } from "./render.js";
import type { RouteContext } from "./router.js";

/**
 * Pipelines (spec: Catalog, Pipelines). Payloads are "not shown": the catalogue's schemas (the
 * service's documentation) check them; the emulator keeps name, repository and default_branch.
 */
function render(ctx: RouteContext) {
  return (pipeline: Parameters<typeof renderPipeline>[1]) => ({
    ...renderPipeline(ctx.base, pipeline, ctx.store),
    archived_at: pipeline.archived ? new Date(pipeline.created_at).toISOString() : null,
  });
}

function flip(archived: boolean): Handler {
  return (ctx) => {
    const pipeline = pipelineOf(ctx);
    pipeline.archived = archived;
    return { status: 200, body: render(ctx)(pipeline) };
  };
}

export const pipelineHandlers: Pick<
  Handlers,
  `pipelines.${"list" | "create" | "get" | "update" | "delete" | "archive" | "unarchive" | "addWebhook"}`
> = {
  "pipelines.list": (ctx) => {
    const org = organizationOf(ctx);
    return pageOf(
      ctx,
      [...ctx.store.pipelines.values()].filter((p) => p.organization === org),
      render(ctx),
    );
  },
  "pipelines.create": (ctx) => {
    const org = organizationOf(ctx);
    const body = ctx.fields as { name: string; repository: string; default_branch?: string };
    const slug = slugify(body.name);
    if (ctx.store.pipeline(org, slug)) {
      throw new HttpError(422, "Validation Failed", [
        { field: "name", code: "already_exists", message: "name has already been taken" },
      ]);
    }
    const pipeline = ctx.store.addPipeline(org, slug, ctx.now);
    pipeline.name = body.name;
    pipeline.repository = body.repository;
    if (body.default_branch) pipeline.default_branch = body.default_branch;
    return { status: 201, body: render(ctx)(pipeline) };
  },
  "pipelines.get": (ctx) => ({ status: 200, body: render(ctx)(pipelineOf(ctx)) }),
  "pipelines.update": (ctx) => {
    const pipeline = pipelineOf(ctx);
    const body = ctx.fields as { name?: string; repository?: string; default_branch?: string };
    if (body.name !== undefined) pipeline.name = body.name;
    if (body.repository !== undefined) pipeline.repository = body.repository;
    if (body.default_branch !== undefined) pipeline.default_branch = body.default_branch;
    return { status: 200, body: render(ctx)(pipeline) };
  },
  "pipelines.delete": (ctx) => {
    const pipeline = pipelineOf(ctx);
    ctx.store.pipelines.delete(`${pipeline.organization}/${pipeline.slug}`);
    return { status: 204 };
  },
  "pipelines.archive": flip(true),
  "pipelines.unarchive": flip(false),
  "pipelines.addWebhook": (ctx) => {
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
};
