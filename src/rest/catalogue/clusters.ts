import * as z from "zod";
import { endpoint } from "../endpoint.js";
import { agentTokenSchema, clusterSchema, queueSchema } from "../schemas/cluster.js";
import { FROM_DOCS, hexColour, noBody, ORG, pageQuery, required } from "./common.js";

const CLUSTERS = `${ORG}/clusters`;
const CLUSTER = `${CLUSTERS}/{cluster}`;
const QUEUE = `${CLUSTER}/queues/{queue}`;
const TOKEN = `${CLUSTER}/tokens/{token}`;
const read = { scope: "read_clusters", docs: FROM_DOCS } as const;
const write = { scope: "write_clusters", docs: FROM_DOCS } as const;

const clusterFields = {
  name: required("name"),
  description: z.string().optional(),
  emoji: z.string().optional(),
  color: hexColour.optional(),
  default_queue_id: z.string().optional(),
};

/** Clusters (spec: Catalog, Clusters): update is a PUT. */
export const clusters = {
  list: endpoint({
    ...read,
    method: "GET",
    path: CLUSTERS,
    summary: "List an organization's clusters",
    spec: 219,
    success: 200,
    paginated: true,
    query: pageQuery,
    response: z.array(clusterSchema),
  }),
  create: endpoint({
    ...write,
    method: "POST",
    path: CLUSTERS,
    summary: "Create a cluster",
    spec: 219,
    success: 201,
    body: z.strictObject(clusterFields),
    response: clusterSchema,
  }),
  get: endpoint({
    ...read,
    method: "GET",
    path: CLUSTER,
    summary: "Show one cluster",
    spec: 219,
    success: 200,
    response: clusterSchema,
  }),
  update: endpoint({
    ...write,
    method: "PUT",
    path: CLUSTER,
    summary: "Change a cluster's name, description, emoji, colour or default queue",
    spec: 219,
    success: 200,
    body: z.strictObject(clusterFields).partial(),
    response: clusterSchema,
  }),
  delete: endpoint({
    ...write,
    method: "DELETE",
    path: CLUSTER,
    summary: "Delete a cluster",
    spec: 219,
    success: 204,
  }),
};

const hostedAgents = z.strictObject({ instance_shape: required("instance_shape") });

/** Queues of a cluster (spec: Catalog, Clusters: queues), with dispatch paused and resumed. */
export const queues = {
  list: endpoint({
    ...read,
    method: "GET",
    path: `${CLUSTER}/queues`,
    summary: "List a cluster's queues",
    spec: 220,
    success: 200,
    paginated: true,
    query: pageQuery,
    response: z.array(queueSchema),
  }),
  create: endpoint({
    ...write,
    method: "POST",
    path: `${CLUSTER}/queues`,
    // The spec's two variants in one body: self-hosted (key) or service-hosted (key + hosted_agents).
    summary: "Create a queue: self-hosted, or service-hosted with --hosted-agents-instance-shape",
    spec: 220,
    success: 201,
    body: z.strictObject({
      key: required("key"),
      description: z.string().optional(),
      hosted_agents: hostedAgents.optional(),
    }),
    response: queueSchema,
    cli: {
      examples: [
        ["jobai queues create --cluster CLUSTER_ID --key linux-large", "A self-hosted queue"],
        [
          "jobai queues create --cluster CLUSTER_ID --key hosted --hosted-agents-instance-shape LINUX_AMD64_2X4",
          "A service-hosted queue",
        ],
      ],
    },
  }),
  get: endpoint({
    ...read,
    method: "GET",
    path: QUEUE,
    summary: "Show one queue",
    spec: 220,
    success: 200,
    response: queueSchema,
  }),
  update: endpoint({
    ...write,
    method: "PUT",
    path: QUEUE,
    summary: "Change a queue's description or hosted agents",
    spec: 220,
    success: 200,
    body: z.strictObject({ description: z.string().optional(), hosted_agents: hostedAgents.optional() }),
    response: queueSchema,
  }),
  delete: endpoint({
    ...write,
    method: "DELETE",
    path: QUEUE,
    summary: "Delete a queue",
    spec: 220,
    success: 204,
  }),
  pauseDispatch: endpoint({
    ...write,
    method: "POST",
    path: `${QUEUE}/pause_dispatch`,
    summary: "Stop dispatching jobs to a queue's agents (running jobs go on), with a note saying why",
    spec: 220,
    success: 200,
    body: z.strictObject({
      note: z.string().optional().describe("Why dispatch is paused, shown beside the queue"),
    }),
    response: queueSchema,
    cli: {
      examples: [
        [
          "jobai queues pause-dispatch QUEUE_ID --cluster CLUSTER_ID --note 'incident 42: runners degraded'",
          "Hold a queue's jobs during an incident",
        ],
      ],
    },
  }),
  resumeDispatch: endpoint({
    ...write,
    method: "POST",
    path: `${QUEUE}/resume_dispatch`,
    summary: "Dispatch jobs to a queue's agents again",
    spec: 220,
    success: 200,
    body: noBody,
    response: queueSchema,
  }),
};

/** Agent tokens of a cluster (spec: Catalog, Clusters: agent tokens); delete revokes. */
export const tokens = {
  list: endpoint({
    ...read,
    method: "GET",
    path: `${CLUSTER}/tokens`,
    summary: "List a cluster's agent tokens",
    spec: 221,
    success: 200,
    paginated: true,
    query: pageQuery,
    response: z.array(agentTokenSchema),
  }),
  create: endpoint({
    ...write,
    method: "POST",
    path: `${CLUSTER}/tokens`,
    summary: "Create an agent token; its secret is shown this once",
    spec: 221,
    success: 201,
    body: z.strictObject({
      description: required("description"),
      expires_at: z
        .string()
        .refine((value) => !Number.isNaN(Date.parse(value)), "must be an ISO 8601 time")
        .optional(),
      allowed_ip_addresses: z.string().optional(),
    }),
    response: agentTokenSchema,
    cli: {
      examples: [
        [
          "jobai tokens create --cluster CLUSTER_ID --description 'Linux agents' --json token",
          "Create one, print only its secret",
        ],
      ],
    },
  }),
  get: endpoint({
    ...read,
    method: "GET",
    path: TOKEN,
    summary: "Show one agent token (never its secret)",
    spec: 221,
    success: 200,
    response: agentTokenSchema,
  }),
  update: endpoint({
    ...write,
    method: "PUT",
    path: TOKEN,
    summary: "Change an agent token's description or allowed addresses",
    spec: 221,
    success: 200,
    body: z.strictObject({
      description: z.string().min(1).optional(),
      allowed_ip_addresses: z.string().optional(),
    }),
    response: agentTokenSchema,
  }),
  revoke: endpoint({
    ...write,
    method: "DELETE",
    path: TOKEN,
    summary: "Revoke an agent token: agents using it can no longer connect",
    spec: 221,
    success: 204,
  }),
};
