import * as z from "zod";
import { endpoint } from "../endpoint.js";
import {
  emojiSchema,
  pipelineTemplateSchema,
  portalSchema,
  RULE_TYPES,
  ruleSchema,
} from "../schemas/others.js";
import { FROM_DOCS, ORG, pageQuery, required } from "./common.js";

const TEMPLATES = `${ORG}/pipeline-templates`;
const TEMPLATE = `${TEMPLATES}/{template}`;

const templateFields = {
  name: required("name"),
  configuration: required("configuration"),
  description: z.string().optional(),
  available: z.boolean().optional(),
};

/** Pipeline templates (spec: Catalog, Others), by UUID. */
export const pipelineTemplates = {
  list: endpoint({
    method: "GET",
    path: TEMPLATES,
    summary: "List an organization's pipeline templates",
    spec: 224,
    docs: FROM_DOCS,
    scope: "read_pipeline_templates",
    success: 200,
    paginated: true,
    query: pageQuery,
    response: z.array(pipelineTemplateSchema),
  }),
  create: endpoint({
    method: "POST",
    path: TEMPLATES,
    summary: "Create a pipeline template (its steps as YAML in --configuration)",
    spec: 224,
    docs: FROM_DOCS,
    scope: "write_pipeline_templates",
    success: 201,
    body: z.strictObject(templateFields),
    response: pipelineTemplateSchema,
  }),
  get: endpoint({
    method: "GET",
    path: TEMPLATE,
    summary: "Show one pipeline template",
    spec: 224,
    docs: FROM_DOCS,
    scope: "read_pipeline_templates",
    success: 200,
    response: pipelineTemplateSchema,
  }),
  update: endpoint({
    method: "PATCH",
    path: TEMPLATE,
    summary: "Change a pipeline template",
    spec: 224,
    docs: FROM_DOCS,
    scope: "write_pipeline_templates",
    success: 200,
    body: z.strictObject(templateFields).partial(),
    response: pipelineTemplateSchema,
  }),
  delete: endpoint({
    method: "DELETE",
    path: TEMPLATE,
    summary: "Delete a pipeline template",
    spec: 224,
    docs: FROM_DOCS,
    scope: "write_pipeline_templates",
    success: 204,
  }),
};

/** Rules between resources (spec: Catalog, Others), by UUID; no update. */
export const rules = {
  list: endpoint({
    method: "GET",
    path: `${ORG}/rules`,
    summary: "List an organization's rules",
    spec: 225,
    docs: FROM_DOCS,
    scope: "read_rules",
    success: 200,
    paginated: true,
    query: pageQuery,
    response: z.array(ruleSchema),
  }),
  create: endpoint({
    method: "POST",
    path: `${ORG}/rules`,
    summary: "Create a rule letting one pipeline trigger or read the artifacts of another",
    spec: 225,
    docs: FROM_DOCS,
    scope: "write_rules",
    success: 201,
    body: z.strictObject({
      rule: z.enum(RULE_TYPES),
      value: z.strictObject({
        source_pipeline: required("source_pipeline"),
        target_pipeline: required("target_pipeline"),
        conditions: z.array(z.string()).optional(),
      }),
      description: z.string().optional(),
    }),
    response: ruleSchema,
    cli: {
      examples: [
        [
          "jobai rules create --rule pipeline.trigger_build.pipeline --value-source-pipeline app --value-target-pipeline deploy",
          "Let app trigger deploy",
        ],
      ],
    },
  }),
  get: endpoint({
    method: "GET",
    path: `${ORG}/rules/{rule}`,
    summary: "Show one rule",
    spec: 225,
    docs: FROM_DOCS,
    scope: "read_rules",
    success: 200,
    response: ruleSchema,
  }),
  delete: endpoint({
    method: "DELETE",
    path: `${ORG}/rules/{rule}`,
    summary: "Delete a rule",
    spec: 225,
    docs: FROM_DOCS,
    scope: "write_rules",
    success: 204,
  }),
};

const portalFields = {
  name: required("name"),
  query: required("query"),
  description: z.string().optional(),
  allowed_ip_addresses: z.string().optional(),
  user_invokable: z.boolean().optional(),
};

/** Portals: stored GraphQL operations behind their own address (spec: Catalog, Others), by slug. */
export const portals = {
  list: endpoint({
    method: "GET",
    path: `${ORG}/portals`,
    summary: "List an organization's portals",
    spec: 226,
    docs: FROM_DOCS,
    scope: "read_portals",
    success: 200,
    paginated: true,
    query: pageQuery,
    response: z.array(portalSchema),
  }),
  create: endpoint({
    method: "POST",
    path: `${ORG}/portals`,
    summary: "Create a portal; its token is shown this once",
    spec: 226,
    docs: FROM_DOCS,
    scope: "write_portals",
    success: 201,
    body: z.strictObject({ ...portalFields, slug: z.string().min(1).optional() }),
    response: portalSchema,
  }),
  get: endpoint({
    method: "GET",
    path: `${ORG}/portals/{portal}`,
    summary: "Show one portal",
    spec: 226,
    docs: FROM_DOCS,
    scope: "read_portals",
    success: 200,
    response: portalSchema,
  }),
  update: endpoint({
    method: "PUT",
    path: `${ORG}/portals/{portal}`,
    summary: "Change a portal",
    spec: 226,
    docs: FROM_DOCS,
    scope: "write_portals",
    success: 200,
    body: z.strictObject(portalFields).partial(),
    response: portalSchema,
  }),
  delete: endpoint({
    method: "DELETE",
    path: `${ORG}/portals/{portal}`,
    summary: "Delete a portal",
    spec: 226,
    docs: FROM_DOCS,
    scope: "write_portals",
    success: 204,
  }),
};

/** Custom emojis (spec: Catalog, Others). */
export const emojis = {
  list: endpoint({
    method: "GET",
    path: `${ORG}/emojis`,
    summary: "List an organization's custom emojis",
    spec: 227,
    docs: FROM_DOCS,
    scope: "read_organizations",
    success: 200,
    response: z.array(emojiSchema),
  }),
};
