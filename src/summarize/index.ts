/**
 * `jobai/summarize`: failed-step summaries in a script: capture a command's log, digest a log
 * under a token budget, ask the model, and annotate through the agent CLI.
 */
export { type AgentCli, AgentError, type AgentOptions, createAgentCli } from "../agent/agent-cli.js";
export { type CaptureOptions, runCaptured } from "./capture.js";
export {
  DEFAULT_DIGEST_BUDGET,
  type Digest,
  type DigestOptions,
  digestChunks,
  digestText,
} from "./digest.js";
export { digestFile } from "./digest-file.js";
export { type MessagesClient, type SummaryResult, summarize } from "./summarize.js";
export {
  type LogChoice,
  type SummarizeJobOptions,
  type SummarizeJobOutcome,
  summarizeJob,
} from "./summarize-job.js";
