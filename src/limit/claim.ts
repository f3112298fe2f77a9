/**
 * Who a request waits for: its job (fair share groups the window's grants by it) and its priority
 * (issue 22). Every store orders its queue by these (sliding-window.ts `bestTicket`, and the same
 * rules in the Redis script).
 */
import { hostname } from "node:os";
import type { Priority } from "../config/settings.js";

export type { Priority } from "../config/settings.js";

export interface Claim {
  /** What the window's grants are shared between: SERVICE_JOB_ID, else this process. */
  job: string;
  priority: Priority;
  /**
   * The process's next waiter, when it has one: on a grant the store queues it at once, so a process
   * with requests waiting keeps its place between two of them. Without it, a loaded host's process
   * took 100 ms or more to ask again after each grant, and the slots freed meanwhile went to jobs
   * with more processes (a one-process job had 36% beside a four-process one instead of half).
   */
  next?: { id: string; requests: number; inputTokens: number } | undefined;
}

/** The priority of a way in that names none (summaries name `high`: summary-client.ts). */
export const DEFAULT_PRIORITY: Priority = "normal";

/** A waiter that names no job or priority (a state written before fair share, the REST budget). */
export const DEFAULT_CLAIM: Claim = { job: "", priority: DEFAULT_PRIORITY };

const RANKS: Record<Priority, number> = { low: 0, normal: 1, high: 2 };

/** low 0, normal 1, high 2; anything else (a hand-edited state) counts as normal. */
export function rankOf(priority: Priority): number {
  return RANKS[priority] ?? 1;
}

/**
 * The job a limiter's requests belong to: the job's id when it runs in one, so every process of the
 * job shares one part of the window; else this process, named by host and pid so that processes of
 * two hosts sharing a Redis are two jobs.
 */
export function jobOf(jobId: string | undefined): string {
  const id = jobId?.trim();
  return id ? `job:${id}` : `process:${hostname()}:${process.pid}`;
}
