import * as z from "zod";
import { endpoint } from "../endpoint.js";
import { pipelineResourceSchema, webhookSchema } from "../schemas/catalog.js";
import { FROM_DOCS, hexColour, noBody, ORG, pageQuery, required } from "./common.js";

const ONE = `${ORG}/pipelines/{pipeline}`;

/** What create and update take (not shown in the spec; the service's Pipelines API). */
const fields = {
  name: required("name"),
  repository: required("repository"),
  default_branch: z.string().optional(),
  description: z.string().optional(),
  /** The steps, as YAML. */
  configuration: z.string().optional(),
  branch_configuration: z.string().optional(),
  skip_queued_branch_builds: z.boolean().optional(),
  skip_queued_branch_builds_filter: z.string().optional(),
  cancel_running_branch_builds: z.boolean().optional(),
  cancel_running_branch_builds_filter: z.string().optional(),
  cluster_id: z.string().optional(),
  pipeline_template_uuid: z.string().optional(),
  visibility: z.enum(["private", "public"]).optional(),
  emoji: z.string().optional(),
  color: hexColour.optional(),
  tags: z.array(z.string()).optional(),
  provider_settings: z.record(z.string(), z.union([z.boolean(), z.string()])).optional(),
};

/** Pipelines (spec: Catalog, Pipelines). */
export const pipelines = {
  list: endpoint({
    method: "GET",
    path: `${ORG}/pipelines`,
    summary: "List an organization's pipelines",
    spec: 186,
    docs: FROM_DOCS,
    scope: "read_pipelines",
    success: 200,
    paginated: true,
    query: pageQuery,
    response: z.array(pipelineResourceSchema),
  }),
  create: endpoint({
    method: "POST",
    path: `${ORG}/pipelines`,
    summary: "Create a pipeline of a repository",
    spec: 186,
    docs: FROM_DOCS,
    scope: "write_pipelines",
    success: 201,
    body: z.strictObject(fields),
    response: pipelineResourceSchema,
    cli: {
      examples: [
        [
          "jobai pipelines create --org acme --name Docs --repository git@example.com:acme/docs.git",
          "A pipeline of the docs repository",
        ],
      ],
    },
  }),
  get: endpoint({
    method: "GET",
    path: ONE,
    summary: "Show one pipeline",
    spec: 187,
    docs: FROM_DOCS,
    scope: "read_pipelines",
    success: 200,
    response: pipelineResourceSchema,
  }),
  update: endpoint({
    method: "PATCH",
    path: ONE,
    summary: "Change a pipeline's settings",
    spec: 187,
    docs: FROM_DOCS,
    scope: "write_pipelines",
    success: 200,
    body: z.strictObject(fields).partial(),
    response: pipelineResourceSchema,
  }),
  delete: endpoint({
    method: "DELETE",
    path: ONE,
    summary: "Delete a pipeline and its builds",
    spec: 187,
    docs: FROM_DOCS,
    scope: "write_pipelines",
    success: 204,
  }),
  archive: endpoint({
    method: "POST",
    path: `${ONE}/archive`,
    summary: "Archive a pipeline: it keeps its builds and takes no new ones",
    spec: 188,
    docs: FROM_DOCS,
    scope: "write_pipelines",
    success: 200,
    body: noBody,
    response: pipelineResourceSchema,
  }),
  unarchive: endpoint({
    method: "POST",
    path: `${ONE}/unarchive`,
    summary: "Unarchive a pipeline",
    spec: 188,
    docs: FROM_DOCS,
    scope: "write_pipelines",
    success: 200,
    body: noBody,
    response: pipelineResourceSchema,
  }),
  addWebhook: endpoint({
    method: "POST",
    path: `${ONE}/webhook`,
    summary: "Add the pipeline's webhook; prints the address to give the source control provider",
    spec: 188,
    docs: FROM_DOCS,
    scope: "write_pipelines",
    success: 201,
    body: noBody,
    response: webhookSchema,
    cli: { examples: [["jobai pipelines add-webhook app --org acme", "The webhook address of app"]] },
  }),
};
