import { HttpError } from "./http.js";
import { graphqlId, uuidFrom } from "./ids.js";
import { organizationOf } from "./lookup.js";
import type { EmuCluster } from "./model.js";
import { failIfErrors, objectBody, pageOf, stringField } from "./paging.js";
import type { Route, RouteContext } from "./router.js";

/**
 * Clusters (spec: Catalog, Clusters): list, create (name required), get, update (PUT), delete
 * (204). Queues and agent tokens of a cluster are not emulated.
 */
function clusterOf(ctx: RouteContext): EmuCluster {
  const org = organizationOf(ctx);
  const cluster = ctx.store.clusters.find((c) => c.organization === org && c.id === ctx.params.cluster);
  if (!cluster) throw new HttpError(404, `No cluster ${ctx.params.cluster} in ${org}.`);
  return cluster;
}

function render(ctx: RouteContext) {
  return (cluster: EmuCluster) => {
    const url = `${ctx.base}/v2/organizations/${cluster.organization}/clusters/${cluster.id}`;
    return {
      id: cluster.id,
      graphql_id: graphqlId("Cluster", cluster.id),
      name: cluster.name,
      description: cluster.description,
      emoji: cluster.emoji,
      color: cluster.color,
      url,
      web_url: `https://service.example/organizations/${cluster.organization}/clusters/${cluster.id}`,
      queues_url: `${url}/queues`,
      created_at: new Date(cluster.created_at).toISOString(),
    };
  };
}

function fields(body: Record<string, unknown>, errors: unknown[], required: boolean) {
  return {
    name: stringField(body, "name", errors, required),
    description: stringField(body, "description", errors),
    emoji: stringField(body, "emoji", errors),
    color: stringField(body, "color", errors),
  };
}

export function clusterRoutes(): Route[] {
  const prefix = "/v2/organizations/:org/clusters";
  const one = `${prefix}/:cluster`;
  return [
    {
      method: "GET",
      pattern: prefix,
      handle: (ctx) => {
        const org = organizationOf(ctx);
        return pageOf(
          ctx,
          ctx.store.clusters.filter((c) => c.organization === org),
          render(ctx),
        );
      },
    },
    {
      method: "POST",
      pattern: prefix,
      handle: (ctx) => {
        const org = organizationOf(ctx);
        const errors: unknown[] = [];
        const given = fields(objectBody(ctx), errors, true);
        failIfErrors(errors);
        const cluster: EmuCluster = {
          id: uuidFrom(),
          organization: org,
          name: given.name as string,
          description: given.description ?? null,
          emoji: given.emoji ?? null,
          color: given.color ?? null,
          created_at: ctx.now,
        };
        ctx.store.clusters.push(cluster);
        return { status: 201, body: render(ctx)(cluster) };
      },
    },
    { method: "GET", pattern: one, handle: (ctx) => ({ status: 200, body: render(ctx)(clusterOf(ctx)) }) },
    {
      method: "PUT",
      pattern: one,
      handle: (ctx) => {
        const cluster = clusterOf(ctx);
        const errors: unknown[] = [];
        const given = fields(objectBody(ctx), errors, false);
        failIfErrors(errors);
        if (given.name !== undefined) cluster.name = given.name;
        if (given.description !== undefined) cluster.description = given.description;
        if (given.emoji !== undefined) cluster.emoji = given.emoji;
        if (given.color !== undefined) cluster.color = given.color;
        return { status: 200, body: render(ctx)(cluster) };
      },
    },
    {
      method: "DELETE",
      pattern: one,
      handle: (ctx) => {
        const cluster = clusterOf(ctx);
        ctx.store.clusters.splice(ctx.store.clusters.indexOf(cluster), 1);
        return { status: 204 };
      },
    },
  ];
}
