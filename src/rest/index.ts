/** `jobai/rest`: the REST API v2 client (createRestClient is also in "jobai"), its catalogue, schemas and helpers. */
export type { BuildListOptions, BuildListParams, BuildListScope } from "./build-list.js";
export { RETRY_STATES, type RetryState } from "./catalogue/builds.js";
export { type Catalogue, catalogue, type ResourceName } from "./catalogue/index.js";
export {
  createRestClient,
  DEFAULT_REST_TIMEOUT_MS,
  type GenericRequest,
  type RestClient,
  type RestClientOptions,
} from "./client.js";
export type {
  CallOptions,
  EndpointSpec,
  FieldsOf,
  InputOf,
  ItemOf,
  ListMethod,
  ListPage,
  OutputOf,
  PathParamsOf,
} from "./endpoint.js";
export { isRestError, RestError } from "./errors.js";
export { currentBuildRef, currentJobRef } from "./job-ref.js";
export { type PublicKeyCredentials, signJwt } from "./jwt.js";
export { type Links, parseLinkHeader } from "./link-header.js";
export { isListTooDeep, ListTooDeepError } from "./list-too-deep.js";
export { checkOidcPolicy, type OidcPolicyInput } from "./oidc-policy.js";
export type { BuildRef, JobRef } from "./paths.js";
export { encodeQuery, type QueryParams } from "./query.js";
export type { LimitState, RateLimitState } from "./rate-limit.js";
export { isIdempotent } from "./retry-policy.js";
export type {
  AccessToken,
  Annotation as BuildAnnotation,
  Artifact,
  JobLog,
  Meta,
  Organization,
} from "./schemas/account.js";
export { type Agent, agentSchema } from "./schemas/agent.js";
export { BUILD_LIST_STATES, type Build, type BuildListState, buildSchema } from "./schemas/build.js";
export {
  type AgentResource,
  agentResourceSchema,
  type PipelineResource,
  pipelineResourceSchema,
} from "./schemas/catalog.js";
export {
  type AgentToken,
  agentTokenSchema,
  type Cluster,
  clusterSchema,
  type Queue,
  queueSchema,
} from "./schemas/cluster.js";
export { JOB_STATES, type Job, type JobState, jobSchema } from "./schemas/job.js";
export { type AuditEvent, auditEventSchema, type Member, memberSchema } from "./schemas/organization.js";
export type { Emoji, PipelineTemplate, Portal, Rule } from "./schemas/others.js";
export { type Pipeline, pipelineSchema } from "./schemas/pipeline.js";
export { type PolicyStatement, type Registry, registrySchema } from "./schemas/registry.js";
export { type Team, type TeamMember, type TeamPipeline, type TeamSuite, teamSchema } from "./schemas/team.js";
export { type User, userSchema } from "./schemas/user.js";
export type { RateLimitEvent, RestResponse, WaitEvent } from "./transport.js";

import type { Catalogue } from "./catalogue/index.js";
import type { InputOf } from "./endpoint.js";
/** Inputs of the calls earlier versions named: kept as names. */
export type BuildCreateBody = Omit<InputOf<Catalogue["builds"]["create"]>, "organization" | "pipeline">;
export type BuildGetParams = Omit<
  InputOf<Catalogue["builds"]["get"]>,
  "organization" | "pipeline" | "number"
>;
export type AgentListParams = Omit<InputOf<Catalogue["agents"]["list"]>, "organization">;
export type TeamCreateBody = Omit<InputOf<Catalogue["teams"]["create"]>, "organization">;
export type TeamUpdateBody = Omit<InputOf<Catalogue["teams"]["update"]>, "organization" | "team">;
export type ClusterCreateBody = Omit<InputOf<Catalogue["clusters"]["create"]>, "organization">;
export type ClusterUpdateBody = Omit<InputOf<Catalogue["clusters"]["update"]>, "organization" | "cluster">;
export type PipelineCreateBody = Omit<InputOf<Catalogue["pipelines"]["create"]>, "organization">;
export type PipelineUpdateBody = Omit<InputOf<Catalogue["pipelines"]["update"]>, "organization" | "pipeline">;
export type RegistryCreateBody = Omit<InputOf<Catalogue["registries"]["create"]>, "organization">;
export type RegistryUpdateBody = Omit<
  InputOf<Catalogue["registries"]["update"]>,
  "organization" | "registry"
>;
