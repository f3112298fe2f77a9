/** The emulated service, for demos (`jobai emulate`) and tests (`startEmulator()`). */
export { PROVIDER_ERROR_TYPES, type ProviderErrorType } from "./provider/error-types.js";
export {
  type CachePlan,
  type InputUsage,
  PromptCache,
  type PromptCacheOptions,
} from "./provider/prompt-cache.js";
export { loadScript, parseScript, SCRIPT_DONE_TEXT, type Script } from "./provider/script.js";
export { countTokens } from "./provider/tokenizer.js";
export { LIMIT_MODELS } from "./proxy/limits.js";
export type { RestHandler } from "./server.js";
export { type StartEmulatorOptions, type StartedEmulator, startEmulator } from "./start.js";
export type * from "./types.js";
