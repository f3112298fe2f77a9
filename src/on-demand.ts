/**
 * Public functions whose modules are heavy load them on their first call, so `import "jobai"` loads
 * only what createClient, createLimiter and createRestClient need (bench/startup.bench.js). The
 * emulator (an HTTP server, the REST fakes), the relay (undici) and the job summary (the agent CLI,
 * the REST log fetch) are each hundreds of modules that most scripts never use.
 */
import type { StartEmulatorOptions, StartedEmulator } from "./emulator/index.js";
import type { RelayOptions, RunningRelay } from "./relay/relay-server.js";
import type { SummarizeJobOptions, SummarizeJobOutcome } from "./summarize/summarize-job.js";

/** The emulator on an ephemeral loopback port (also `import { startEmulator } from "jobai/emulator"`). */
export async function startEmulator(options?: StartEmulatorOptions): Promise<StartedEmulator> {
  return (await import("./emulator/index.js")).startEmulator(options);
}

/** The loopback relay that puts the limiter in front of any client. */
export async function startRelay(options: RelayOptions): Promise<RunningRelay> {
  return (await import("./relay/relay-server.js")).startRelay(options);
}

/** Summarize a job's log (the kept one, a path, or one fetched over REST) as the post-command hook does. */
export async function summarizeJob(options: SummarizeJobOptions): Promise<SummarizeJobOutcome> {
  return (await import("./summarize/summarize-job.js")).summarizeJob(options);
}
