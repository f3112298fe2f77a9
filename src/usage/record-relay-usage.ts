/**
 * Keep what a job's relay forwarded as the build's meta-data `jobai-<job id>-relay-usage`, so
 * `jobai usage` counts the tools behind the relay (Claude Code, curl, other SDKs), most of what a
 * job spends, beside its summaries. A job's relays add up: a second relay of the same job adds to
 * the record instead of replacing it.
 */
import { type AgentCli, createAgentCli } from "../agent/agent-cli.js";
import type { JobContext } from "../config/job-context.js";
import type { RelayUsage } from "../relay/relay-usage.js";
import { redact } from "../secrets.js";
import { annotationContext } from "../summarize/report.js";
import { parseUsageValue, usageKeyFor } from "./usage-entry.js";

/** The model of relay records: the relay counts tokens, not which model each request named. */
export const RELAY_MODEL = "(relay: any model)";

/** Add a stopped relay's usage to the job's record; returns the key written. */
export async function recordRelayUsage(
  agent: Pick<AgentCli, "getMetaData" | "setMetaData">,
  context: string,
  usage: RelayUsage,
): Promise<string> {
  const key = usageKeyFor(context, "relay");
  const before = await agent.getMetaData(key);
  const earlier = before === undefined ? undefined : parseUsageValue(before);
  const prior = earlier?.ok ? earlier.usage : undefined;
  // The shape of a summary's record (src/summarize/report.ts ReportUsage): one reader for both.
  const record = {
    model: RELAY_MODEL,
    inputTokens: (prior?.countedInputTokens ?? 0) + usage.countedInputTokens,
    cacheReadTokens: (prior?.cacheReadTokens ?? 0) + usage.cacheReadInputTokens,
    outputTokens: (prior?.outputTokens ?? 0) + usage.outputTokens,
    requests: (prior?.requests ?? 0) + usage.requests,
    waitedMs: (prior?.waitedMs ?? 0) + Math.round(usage.waitedMs),
  };
  await agent.setMetaData(key, JSON.stringify(record));
  return key;
}

/**
 * After `jobai relay stop` (pre-exit runs it): keep the relay's usage on the job's build. Only in
 * a job (SERVICE_JOB_ID) and when the relay forwarded something; a failure is one warning line,
 * never a failed stop (the job's outcome is the command's outcome).
 */
export async function keepRelayUsage(
  job: Pick<JobContext, "env" | "facts" | "settings" | "secrets">,
  usage: RelayUsage,
  warn: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): Promise<void> {
  if (!job.facts.SERVICE_JOB_ID || usage.requests === 0) return;
  try {
    await recordRelayUsage(createAgentCli({ context: job }), annotationContext(job.facts), usage);
  } catch (error) {
    warn(
      `jobai relay: warning: its usage was not kept as the build's meta-data (jobai usage will not count it): ${redact(error instanceof Error ? error.message : String(error), job.secrets)}`,
    );
  }
}
