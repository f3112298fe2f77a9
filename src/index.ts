/**
 * jobai as a library. The names below are the public contract (DESIGN.md, Public surface).
 */
export { type AgentCli, AgentError, type AgentOptions, createAgentCli } from "./agent/agent-cli.js";
export {
  insideJob,
  type JobFacts,
  type ProxyAccess,
  readJobFacts,
  readProxyAccess,
} from "./config/job-env.js";
export { type PluginConfig, readPluginConfig } from "./config/plugin-config.js";
export {
  DEFAULT_LIMITS,
  resolveSettings,
  type Settings,
  type SettingsOptions,
  type StoreName,
} from "./config/settings.js";
export type {
  AgentCall,
  Annotation,
  EmulatorOptions,
  Fault,
  FaultRule,
  LimitModel,
  ProxyCounters,
  ProxyLimits,
  RecordedRequest,
  RunningEmulator,
  StartEmulatorOptions,
  StartedEmulator,
} from "./emulator/index.js";
export { UsageError } from "./errors.js";
// The limiter's modules one by one, not limit/index.js: that one also exports the Redis store,
// whose ioredis (about 40 modules) must load only when a Redis URL is set (limit/lazy-store.ts).
export { createLimiter, createLimiterFromSettings, type LimiterOptions } from "./limit/create.js";
export { RequestTooLargeError } from "./limit/errors.js";
export { type AdaptiveEstimator, createAdaptiveEstimator, estimateRequestTokens } from "./limit/estimator.js";
export { type LimitMiddlewareOptions, limitMiddleware } from "./limit/middleware.js";
export type {
  Budget,
  Cost,
  Estimator,
  Limiter,
  LimiterState,
  Reservation,
  Store,
} from "./limit/types.js";
export { countedInputTokens, createSseUsageReader, usageFromMessage } from "./limit/usage.js";
export { createLogger, type Logger } from "./log.js";
export { startEmulator, startRelay, summarizeJob } from "./on-demand.js";
export { describeProviderError, ProviderCallError } from "./provider/api-error.js";
export { proxyBaseUrl } from "./provider/base-url.js";
export {
  type CreateClientOptions,
  createClient,
  DEFAULT_MAX_RETRIES,
  type JobaiClient,
  ProxyClient,
} from "./provider/client.js";
export {
  applyHeaderPolicy,
  type HeaderPolicyOptions,
  headerPolicyMiddleware,
} from "./provider/header-policy.js";
export { providerProfile } from "./provider/profile.js";
export { type ProxyConfig, type ProxyHeaders, proxyConfig } from "./provider/proxy-config.js";
export { sdkEnvironment } from "./provider/sdk-env.js";
export { type GatePass, type GateRequest, openGate, type RelayGate } from "./relay/gate.js";
export { type LimiterGateOptions, limiterGate } from "./relay/limiter-gate.js";
export type { RelayOptions, RunningRelay } from "./relay/relay-server.js";
export type { RelayUsage } from "./relay/relay-usage.js";
export * from "./rest/index.js";
export { redact, secretValuesFromEnv } from "./secrets.js";
export { type CaptureOptions, runCaptured } from "./summarize/capture.js";
export {
  DEFAULT_DIGEST_BUDGET,
  type Digest,
  type DigestOptions,
  digestChunks,
  digestText,
} from "./summarize/digest.js";
export { digestFile } from "./summarize/digest-file.js";
export { type MessagesClient, type SummaryResult, summarize } from "./summarize/summarize.js";
export type { LogChoice, SummarizeJobOptions, SummarizeJobOutcome } from "./summarize/summarize-job.js";
export { VERSION } from "./version.js";
