/**
 * Keep a way in's usage on the job's build: `jobai-<job id>-<source>-usage` (usage-entry.ts) holds
 * the job's total per model for that way in, so `jobai usage` counts every request of every process
 * of the job. Meta-data has no atomic add, and several processes of one job may record at once (six
 * `jobai ask` in parallel, a script's clients): the total is kept in a ledger in the state
 * directory, added to under the file store's lock (src/limit/file-lock.ts, a fenced commit per
 * generation), and then written whole to the meta-data. The writer that finishes last looks at the
 * ledger again after its write and writes the newer total when another process added meanwhile, so
 * the meta-data ends at the ledger's total whatever order the writes land in.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type AgentCli, createAgentCli } from "../agent/agent-cli.js";
import type { JobContext } from "../config/job-context.js";
import { ownStateDir } from "../config/state-dir.js";
import { commitUnderLock, listGenerations, stateName } from "../limit/file-lock.js";
import { redact } from "../secrets.js";
import { annotationContext } from "../summarize/report.js";
import {
  addRows,
  parseUsageValue,
  type UsageRow,
  type UsageSource,
  usageKeyFor,
  usageRecordValue,
} from "./usage-entry.js";

export type LedgerJob = Pick<JobContext, "env" | "facts" | "settings" | "secrets">;

export interface AddJobUsageOptions {
  /** Default: the agent CLI of the job. */
  agent?: Pick<AgentCli, "getMetaData" | "setMetaData">;
}

/** Times the last writer writes a newer total it finds after its own write (each is one agent call). */
const MAX_REWRITES = 5;

/** The rows of a ledger generation, or none when it cannot be read. */
function readRows(dir: string, generation: number): UsageRow[] {
  if (generation === 0) return [];
  try {
    const parsed = parseUsageValue(readFileSync(join(dir, stateName(generation)), "utf8"));
    return parsed.ok ? parsed.rows : [];
  } catch {
    return [];
  }
}

/**
 * Add `rows` to the job's record of `source` and write the total to the build's meta-data; returns
 * the key written. Throws when the state directory or the agent CLI fails: callers that must not
 * fail (every way in: recording never fails the user's call) use `recordJobUsage`.
 */
export async function addJobUsage(
  job: LedgerJob,
  source: UsageSource,
  rows: readonly UsageRow[],
  options: AddJobUsageOptions = {},
): Promise<string> {
  const context = annotationContext(job.facts);
  const key = usageKeyFor(context, source);
  const agent = options.agent ?? createAgentCli({ context: job });
  const dir = ownStateDir(job.settings.stateDir, "usage", key);
  // A record already on the build and no ledger here (another state directory, a relay of an
  // earlier step of the job): the ledger starts from it, so nothing written before is lost.
  const seed = listGenerations(dir).head === 0 ? await recordedRows(agent, key) : [];
  let mine = await commitUnderLock(dir, (head) => {
    const total = addRows(head === 0 ? seed : readRows(dir, head), rows);
    return { text: usageRecordValue(total), result: head + 1 };
  });
  for (let write = 0; write <= MAX_REWRITES; write++) {
    await agent.setMetaData(key, usageRecordValue(readRows(dir, mine)));
    const head = listGenerations(dir).head;
    if (head === mine) break;
    mine = head;
  }
  return key;
}

async function recordedRows(agent: Pick<AgentCli, "getMetaData">, key: string): Promise<UsageRow[]> {
  const value = await agent.getMetaData(key);
  const parsed = value === undefined ? undefined : parseUsageValue(value);
  return parsed?.ok ? parsed.rows : [];
}

/** One warning line per process: a CI log with a line per failed record says nothing more. */
let warned = false;

/**
 * `addJobUsage` for a way in: only inside a job (SERVICE_JOB_ID) and when there is something to
 * record; a failure is one warning on stderr, never the user's call failing.
 */
export async function recordJobUsage(
  job: LedgerJob,
  source: UsageSource,
  rows: readonly UsageRow[],
  warn: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
  options: AddJobUsageOptions = {},
): Promise<void> {
  if (!job.facts.SERVICE_JOB_ID || rows.length === 0) return;
  try {
    await addJobUsage(job, source, rows, options);
  } catch (error) {
    if (warned) return;
    warned = true;
    warn(
      `jobai: warning: the model usage of this ${source === "library" ? "script" : `'jobai ${source}'`} was not kept as the build's meta-data (jobai usage will not count it): ${redact(error instanceof Error ? error.message : String(error), job.secrets)}`,
    );
  }
}
