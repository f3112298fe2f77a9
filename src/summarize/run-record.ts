/**
 * Where `jobai run` leaves a step's log, and what it records beside it, so that the plugin's
 * post-command hook (another process, later) finds both without being told.
 */
import { lstatSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as z from "zod";
import type { JobFacts } from "../config/job-env.js";
import { currentUid, writeOwnFile } from "../config/state-dir.js";
import { isUsageError } from "../errors.js";
import { writeUserFile } from "../user-file.js";

export const runRecordSchema = z.object({
  command: z.array(z.string()),
  logPath: z.string(),
  exitCode: z.number().int(),
  signal: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string(),
});
export type RunRecord = z.infer<typeof runRecordSchema>;

/** A file-name-safe id of the job: the job id inside a job, `local` elsewhere. */
export function jobFileKey(facts: JobFacts): string {
  return (facts.SERVICE_JOB_ID ?? "local").replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 100);
}

/** The default log of `jobai run` for this job: `<state dir>/runs/<job>.log`. */
export function defaultLogPath(stateDir: string, facts: JobFacts): string {
  return join(stateDir, "runs", `${jobFileKey(facts)}.log`);
}

/** The record written beside the log: `<log>.json`. */
export const recordPathFor = (logPath: string) => `${logPath}.json`;

/** The record of the last `jobai run` that wrote `logPath`, if there is a valid one. */
export function readRunRecord(logPath: string): RunRecord | undefined {
  try {
    const parsed = runRecordSchema.safeParse(JSON.parse(readFileSync(recordPathFor(logPath), "utf8")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Write `record` beside its log (`<log>.json`). In the state directory (`ownDir`) it replaces
 * whatever is there. Beside a log the user named it is a new file; one already there is replaced
 * (atomically, never through a link) only when it is jobai's record of the same log: a regular
 * file of this user's that holds a valid record naming this log. Anything else is left as it was
 * (a rule of the design: jobai never replaces a file it did not create), and the returned note says so.
 */
export function writeRunRecord(record: RunRecord, options: { ownDir: boolean }): string | undefined {
  const path = recordPathFor(record.logPath);
  const text = `${JSON.stringify(record, null, 2)}\n`;
  if (options.ownDir) {
    writeOwnFile(path, text);
    return undefined;
  }
  try {
    writeUserFile(path, text, { option: "the run record" });
    return undefined;
  } catch (error) {
    if (!isUsageError(error)) throw error;
  }
  const info = lstatSync(path);
  const uid = currentUid();
  const ours =
    info.isFile() &&
    (uid === undefined || info.uid === uid) &&
    readRunRecord(record.logPath)?.logPath === record.logPath;
  if (!ours)
    return `${path} exists and is not a record jobai wrote for this log: it is left as it was, and the summary takes the command and its status from the job instead`;
  writeOwnFile(path, text);
  return undefined;
}
