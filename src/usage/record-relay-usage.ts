/**
 * Keep what a job's relay forwarded as the build's meta-data `jobai-<job id>-relay-usage`, so
 * `jobai usage` counts the tools behind the relay (Claude Code, curl, other SDKs), most of what a
 * job spends, beside its summaries: a row per model each request's body named. A job's relays add
 * up (usage-ledger.ts): a second relay of the same job adds to the record instead of replacing it.
 */
import type { AgentCli } from "../agent/agent-cli.js";
import { countedInputTokens } from "../limit/usage.js";
import { type RelayUsage, UNKNOWN_MODEL } from "../relay/relay-usage.js";
import { redact } from "../secrets.js";
import { emptyRow, type UsageRow } from "./usage-entry.js";
import { addJobUsage, type LedgerJob } from "./usage-ledger.js";

/**
 * The rows of a relay's usage. A record from a relay of before issue 30 (no rows per model) is one
 * row of an unknown model, its counted input as input: its cost is unknown, not a guess.
 */
export function relayRows(usage: RelayUsage): UsageRow[] {
  if (usage.models) return usage.models.filter((row) => row.requests > 0 || row.outputTokens > 0);
  return [
    {
      ...emptyRow(UNKNOWN_MODEL),
      requests: usage.requests,
      inputTokens: countedInputTokens({ ...usage, cacheReadInputTokens: 0 }),
      cacheReadTokens: usage.cacheReadInputTokens,
      outputTokens: usage.outputTokens,
      waitedMs: Math.round(usage.waitedMs),
    },
  ];
}

/**
 * After `jobai relay stop` (pre-exit runs it): keep the relay's usage on the job's build. Only in
 * a job (SERVICE_JOB_ID) and when the relay forwarded something; a failure is one warning line,
 * never a failed stop (the job's outcome is the command's outcome).
 */
export async function keepRelayUsage(
  job: LedgerJob,
  usage: RelayUsage,
  warn: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
  agent?: Pick<AgentCli, "getMetaData" | "setMetaData">,
): Promise<void> {
  if (!job.facts.SERVICE_JOB_ID || usage.requests === 0) return;
  try {
    await addJobUsage(job, "relay", relayRows(usage), agent ? { agent } : {});
  } catch (error) {
    warn(
      `jobai relay: warning: its usage was not kept as the build's meta-data (jobai usage will not count it): ${redact(error instanceof Error ? error.message : String(error), job.secrets)}`,
    );
  }
}
