import { collection, required } from "./catalog-resource.js";
import { type Cluster, clusterSchema } from "./schemas/catalog.js";
import type { Transport } from "./transport.js";

export interface ClusterCreateBody {
  name: string;
  description?: string | undefined;
  emoji?: string | undefined;
  color?: string | undefined;
  [field: string]: unknown;
}

export type ClusterUpdateBody = { [K in keyof ClusterCreateBody]?: ClusterCreateBody[K] | undefined };

/** Clusters (spec: Catalog, Clusters): list, get, create, update (PUT), delete. By the cluster's id. */
export function clustersResource(transport: Transport) {
  const c = collection<Cluster>(transport, "clusters", "cluster's id", clusterSchema);
  return {
    pages: c.pages.bind(c),
    iterate: c.iterate.bind(c),
    list: c.list.bind(c),
    get: c.get.bind(c),
    async create(organization: string, body: ClusterCreateBody, signal?: AbortSignal): Promise<Cluster> {
      required(body, "name", "a cluster");
      return c.send("POST", c.base(organization), { body, answer: clusterSchema, signal });
    },
    async update(
      organization: string,
      id: string,
      body: ClusterUpdateBody,
      signal?: AbortSignal,
    ): Promise<Cluster> {
      return c.send("PUT", c.one(organization, id), { body, answer: clusterSchema, signal });
    },
    async delete(organization: string, id: string, signal?: AbortSignal): Promise<void> {
      await c.send("DELETE", c.one(organization, id), { signal });
    },
  };
}
