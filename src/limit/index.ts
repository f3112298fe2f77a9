/** The limiter (the data path's limit/ step). Nothing here knows about HTTP servers or the CLI. */
export { awaitedSleep, realClock, type Sleep, type SleepOptions, sleep } from "./clock.js";
export {
  createKnowledge,
  createLimiter,
  createLimiterFromSettings,
  createStore,
  defaultMarginMs,
  type FromSettingsOptions,
  type LimiterOptions,
  storeKey,
} from "./create.js";
export { isRequestTooLarge, RequestTooLargeError } from "./errors.js";
export {
  type AdaptiveEstimator,
  type AdaptiveEstimatorOptions,
  createAdaptiveEstimator,
  type EstimateOptions,
  estimateRequestTokens,
  estimateTextTokens,
} from "./estimator.js";
export { createFileStore, type FileStoreOptions } from "./file-store.js";
export { createLimiterCore, type LimiterCoreOptions } from "./limiter.js";
export { createMemoryStore, type MemoryStoreOptions } from "./memory-store.js";
export {
  type CallKind,
  callKind,
  type LimitMiddlewareOptions,
  limitMiddleware,
  retryAfterMs,
} from "./middleware.js";
export { createRedisStore, type RedisStoreOptions } from "./redis-store.js";
export type {
  Budget,
  Clock,
  Cost,
  Decision,
  Estimator,
  Limiter,
  LimiterState,
  Reservation,
  Store,
} from "./types.js";
export {
  countedInputTokens,
  createSseUsageReader,
  type SseUsageReader,
  totalInputTokens,
  type Usage,
  usageFromMessage,
} from "./usage.js";
