/** `jobai/rest`: the REST API v2 client (createRestClient is also in "jobai"), its schemas and helpers. */
export type { AgentListParams } from "./agents.js";
export type {
  BuildCreateBody,
  BuildGetParams,
  BuildListOptions,
  BuildListParams,
  RetryState,
} from "./builds.js";
export { RETRY_STATES } from "./builds.js";
export { createRestClient, type GenericRequest, type RestClient, type RestClientOptions } from "./client.js";
export type { ClusterCreateBody, ClusterUpdateBody } from "./clusters.js";
export { isRestError, RestError } from "./errors.js";
export { currentBuildRef, currentJobRef } from "./job-ref.js";
export { type PublicKeyCredentials, signJwt } from "./jwt.js";
export { type Links, parseLinkHeader } from "./link-header.js";
export { isListTooDeep, ListTooDeepError } from "./list-too-deep.js";
export { checkOidcPolicy, type OidcPolicyInput } from "./oidc-policy.js";
export type { BuildRef, JobRef } from "./paths.js";
export type { PipelineCreateBody, PipelineUpdateBody } from "./pipelines.js";
export { encodeQuery, type QueryParams } from "./query.js";
export type { LimitState, RateLimitState } from "./rate-limit.js";
export type { RegistryCreateBody, RegistryUpdateBody } from "./registries.js";
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
  type Cluster,
  clusterSchema,
  type PipelineResource,
  pipelineResourceSchema,
  type Team,
  teamSchema,
} from "./schemas/catalog.js";
export { JOB_STATES, type Job, type JobState, jobSchema } from "./schemas/job.js";
export { type Pipeline, pipelineSchema } from "./schemas/pipeline.js";
export { type PolicyStatement, type Registry, registrySchema } from "./schemas/registry.js";
export { type User, userSchema } from "./schemas/user.js";
export type { TeamCreateBody, TeamUpdateBody } from "./teams.js";
export type { RateLimitEvent, RestResponse, WaitEvent } from "./transport.js";
