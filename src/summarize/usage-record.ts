/**
 * The usage of this job's summaries, kept beside its log so the pre-exit hook (a later process)
 * can print one line: requests, tokens, time waited.
 */
import { readFileSync, rmSync } from "node:fs";
import * as z from "zod";
import { writeOwnFile } from "../config/state-dir.js";
import type { PriceTable } from "../usage/cost.js";
import { addRows, usageRowSchema } from "../usage/usage-entry.js";
import { type ReportUsage, usageLine } from "./report.js";

const usageSchema = z.object({
  model: z.string(),
  inputTokens: z.number(),
  outputTokens: z.number(),
  cacheReadTokens: z.number().optional(),
  requests: z.number(),
  waitedMs: z.number(),
  rows: z.array(usageRowSchema).optional(),
});

export const usagePathFor = (logPath: string) => `${logPath}.usage.json`;

/** Add a summary's usage to the job's total. */
export function recordUsage(logPath: string, usage: ReportUsage): ReportUsage {
  const before = readUsage(logPath);
  const total: ReportUsage = before
    ? {
        model: usage.model,
        inputTokens: before.inputTokens + usage.inputTokens,
        outputTokens: before.outputTokens + usage.outputTokens,
        cacheReadTokens: (before.cacheReadTokens ?? 0) + (usage.cacheReadTokens ?? 0),
        requests: before.requests + usage.requests,
        waitedMs: before.waitedMs + usage.waitedMs,
        rows: addRows(before.rows ?? [], usage.rows ?? []),
      }
    : usage;
  // A fresh private file, never through a link (src/config/state-dir.ts).
  writeOwnFile(usagePathFor(logPath), JSON.stringify(total));
  return total;
}

export function readUsage(logPath: string): ReportUsage | undefined {
  try {
    const parsed = usageSchema.safeParse(JSON.parse(readFileSync(usagePathFor(logPath), "utf8")));
    return parsed.success ? (parsed.data as ReportUsage) : undefined;
  } catch {
    return undefined;
  }
}

/** The pre-exit hook's line; with `prices`, what the summaries cost. */
export function usageReport(logPath: string, prices?: PriceTable): string {
  const usage = readUsage(logPath);
  return usage ? `jobai: ${usageLine(usage, prices)}` : "jobai: no model requests for this step's summary";
}

/** Remove the job's log, its run record and its usage (the pre-exit hook's clean-up). */
export function removeRunFiles(logPath: string): void {
  for (const path of [logPath, `${logPath}.json`, usagePathFor(logPath)]) rmSync(path, { force: true });
}
