/**
 * `startEmulator` and `buildUsage` from "jobai" load their modules on the first call, so `import
 * "jobai"` loads only what createClient, createLimiter and createRestClient need
 * (bench/startup.bench.js): the emulator (an HTTP server, the REST fakes) is hundreds of modules that
 * most scripts never use, and reading usage records needs zod.
 */
import type { StartEmulatorOptions, StartedEmulator } from "./emulator/index.js";
import type { RestClient } from "./rest/client.js";
import type { BuildRef } from "./rest/paths.js";
import type { BuildUsage, BuildUsageOptions } from "./usage/build-usage.js";

/** The emulator on an ephemeral loopback port (also `import { startEmulator } from "jobai/emulator"`). */
export async function startEmulator(options?: StartEmulatorOptions): Promise<StartedEmulator> {
  return (await import("./emulator/index.js")).startEmulator(options);
}

/**
 * A build's model usage per job and per model, from its meta-data (`jobai usage --json`). Loaded on
 * the first call: reading the records needs zod, which a lean `import "jobai"` does not load.
 */
export async function buildUsage(
  api: Pick<RestClient, "builds">,
  ref: BuildRef,
  options?: BuildUsageOptions,
): Promise<BuildUsage> {
  return (await import("./usage/build-usage.js")).buildUsage(api, ref, options);
}
