/**
 * Where `jobai run` leaves a step's log, and what it records beside it, so that the plugin's
 * post-command hook (another process, later) finds both without being told.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as z from "zod";
import type { JobFacts } from "../config/job-env.js";

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
