/**
 * `startEmulator` from "jobai" loads the emulator on its first call, so `import "jobai"` loads only
 * what createClient, createLimiter and createRestClient need (bench/startup.bench.js): the emulator
 * (an HTTP server, the REST fakes) is hundreds of modules that most scripts never use.
 */
import type { StartEmulatorOptions, StartedEmulator } from "./emulator/index.js";

/** The emulator on an ephemeral loopback port (also `import { startEmulator } from "jobai/emulator"`). */
export async function startEmulator(options?: StartEmulatorOptions): Promise<StartedEmulator> {
  return (await import("./emulator/index.js")).startEmulator(options);
}
