import { collection, required } from "./catalog-resource.js";
import { type PipelineResource, pipelineResourceSchema, webhookSchema } from "./schemas/catalog.js";
import type { Transport } from "./transport.js";

/** Body of create: the spec does not show it; name and repository are what every pipeline needs. */
export interface PipelineCreateBody {
  name: string;
  repository: string;
  default_branch?: string | undefined;
  description?: string | undefined;
  /** The pipeline's steps as YAML. */
  configuration?: string | undefined;
  [field: string]: unknown;
}

export type PipelineUpdateBody = { [K in keyof PipelineCreateBody]?: PipelineCreateBody[K] | undefined };

/** Pipelines (spec: Catalog, Pipelines): list, get, create, update, delete, archive, unarchive, webhook. */
export function pipelinesResource(transport: Transport) {
  const c = collection<PipelineResource>(transport, "pipelines", "pipeline's slug", pipelineResourceSchema);
  return {
    pages: c.pages.bind(c),
    iterate: c.iterate.bind(c),
    list: c.list.bind(c),
    get: c.get.bind(c),
    async create(
      organization: string,
      body: PipelineCreateBody,
      signal?: AbortSignal,
    ): Promise<PipelineResource> {
      required(body, "name", "a pipeline");
      required(body, "repository", "a pipeline");
      return c.send("POST", c.base(organization), { body, answer: pipelineResourceSchema, signal });
    },
    async update(
      organization: string,
      slug: string,
      body: PipelineUpdateBody,
      signal?: AbortSignal,
    ): Promise<PipelineResource> {
      return c.send("PATCH", c.one(organization, slug), { body, answer: pipelineResourceSchema, signal });
    },
    async delete(organization: string, slug: string, signal?: AbortSignal): Promise<void> {
      await c.send("DELETE", c.one(organization, slug), { signal });
    },
    async archive(organization: string, slug: string, signal?: AbortSignal): Promise<PipelineResource> {
      const path = `${c.one(organization, slug)}/archive`;
      return c.send("POST", path, { answer: pipelineResourceSchema, signal });
    },
    async unarchive(organization: string, slug: string, signal?: AbortSignal): Promise<PipelineResource> {
      const path = `${c.one(organization, slug)}/unarchive`;
      return c.send("POST", path, { answer: pipelineResourceSchema, signal });
    },
    /** Add the pipeline's webhook; the answer holds the address to give the source control provider. */
    async addWebhook(
      organization: string,
      slug: string,
      signal?: AbortSignal,
    ): Promise<{ webhook_url: string }> {
      const path = `${c.one(organization, slug)}/webhook`;
      return c.send("POST", path, { answer: webhookSchema, signal });
    },
  };
}
