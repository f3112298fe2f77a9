import { UsageError } from "../errors.js";
import { type BuildRef, buildPath, type JobRef, jobPath } from "./paths.js";
import { type JobLog, jobEnvSchema, jobLogSchema } from "./schemas/account.js";
import { buildSchema } from "./schemas/build.js";
import { type Job, jobSchema } from "./schemas/job.js";
import type { Transport } from "./transport.js";

/** Jobs of a build: retry, unblock, reprioritize, log, env (spec: Catalog, Jobs). */
export function jobsResource(transport: Transport) {
  return {
    async retry(ref: JobRef, signal?: AbortSignal): Promise<Job> {
      return (
        await transport.request({
          method: "PUT",
          path: `${jobPath(ref)}/retry`,
          // Each retry starts a new execution of the job: never sent twice on a guess.
          idempotent: false,
          schema: jobSchema,
          signal,
        })
      ).data;
    },
    /** Unblock a manual (block) job, optionally with the block step's fields. */
    async unblock(
      ref: JobRef,
      body: { unblocker?: string; fields?: Record<string, string> } = {},
      signal?: AbortSignal,
    ): Promise<Job> {
      return (
        await transport.request({
          method: "PUT",
          path: `${jobPath(ref)}/unblock`,
          body,
          schema: jobSchema,
          signal,
        })
      ).data;
    },
    async reprioritize(ref: JobRef, priority: number, signal?: AbortSignal): Promise<Job> {
      if (!Number.isInteger(priority)) throw new UsageError("priority must be an integer.");
      return (
        await transport.request({
          method: "PUT",
          path: `${jobPath(ref)}/reprioritize`,
          body: { priority },
          schema: jobSchema,
          signal,
        })
      ).data;
    },
    /** The job's log: `content` holds the text. */
    async log(ref: JobRef, signal?: AbortSignal): Promise<JobLog> {
      return (await transport.request({ path: `${jobPath(ref)}/log`, schema: jobLogSchema, signal })).data;
    },
    /** Just the log text, for digests. */
    async logText(ref: JobRef, signal?: AbortSignal): Promise<string> {
      return (await this.log(ref, signal)).content;
    },
    async deleteLog(ref: JobRef, signal?: AbortSignal): Promise<void> {
      await transport.request({ method: "DELETE", path: `${jobPath(ref)}/log`, signal });
    },
    /**
     * The logs of a build's failed script jobs (failed, timed_out), latest executions only: what a
     * failure summary reads. Two requests plus one per failed job.
     */
    async failedLogs(ref: BuildRef, signal?: AbortSignal): Promise<{ job: Job; content: string }[]> {
      const build = await transport.request({
        path: buildPath(ref),
        query: { exclude_pipeline: true, job_states: ["failed", "timed_out"] },
        schema: buildSchema,
        signal,
      });
      const failed = (build.data.jobs ?? []).filter((job) => job.type === "script" && !job.retried);
      const logs = [];
      for (const job of failed)
        logs.push({ job, content: await this.logText({ ...ref, job: job.id }, signal) });
      return logs;
    },
    async env(ref: JobRef, signal?: AbortSignal): Promise<Record<string, string>> {
      return (await transport.request({ path: `${jobPath(ref)}/env`, schema: jobEnvSchema, signal })).data
        .env;
    },
  };
}
