/** The emulated service, for demos (`jobai emulate`) and tests (`startEmulator()`). */
export { PROVIDER_ERROR_TYPES, type ProviderErrorType } from "./provider/error-types.js";
export { countTokens } from "./provider/tokenizer.js";
export { LIMIT_MODELS } from "./proxy/limits.js";
export type { RestHandler } from "./server.js";
export { type StartEmulatorOptions, type StartedEmulator, startEmulator } from "./start.js";
export type * from "./types.js";
