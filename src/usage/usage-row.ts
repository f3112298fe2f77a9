/**
 * One model's usage in a usage record (usage-entry.ts `usageRowSchema`) and the sums of rows,
 * without zod: the relay's totals are kept in rows from its start.
 */
import type { Usage } from "../limit/usage.js";
import { tokenSplit } from "./cost.js";

export interface UsageRow {
  model: string;
  requests: number;
  inputTokens: number;
  cacheWriteFiveMinuteTokens: number;
  cacheWriteOneHourTokens: number;
  cacheReadTokens: number;
  outputTokens: number;
  waitedMs: number;
}

export const emptyRow = (model: string): UsageRow => ({
  model,
  requests: 0,
  inputTokens: 0,
  cacheWriteFiveMinuteTokens: 0,
  cacheWriteOneHourTokens: 0,
  cacheReadTokens: 0,
  outputTokens: 0,
  waitedMs: 0,
});

/** Rows summed per model: `rows` added into `into` (a new list; neither is changed). */
export function addRows(into: readonly UsageRow[], rows: readonly UsageRow[]): UsageRow[] {
  const byModel = new Map<string, UsageRow>();
  for (const row of [...into, ...rows]) {
    const sum = byModel.get(row.model) ?? emptyRow(row.model);
    sum.requests += row.requests;
    sum.inputTokens += row.inputTokens;
    sum.cacheWriteFiveMinuteTokens += row.cacheWriteFiveMinuteTokens;
    sum.cacheWriteOneHourTokens += row.cacheWriteOneHourTokens;
    sum.cacheReadTokens += row.cacheReadTokens;
    sum.outputTokens += row.outputTokens;
    sum.waitedMs += Math.round(row.waitedMs);
    byModel.set(row.model, sum);
  }
  return [...byModel.values()];
}

/** A response's usage as a row of `model` (one request). */
export function rowOfUsage(model: string, usage: Usage, waitedMs = 0): UsageRow {
  return { model, requests: 1, ...tokenSplit(usage), waitedMs: Math.round(waitedMs) };
}
