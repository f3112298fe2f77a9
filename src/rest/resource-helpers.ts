import { UsageError } from "../errors.js";
import type { BuildListOptions, BuildListScope } from "./build-list.js";
import type { Catalogue } from "./catalogue/index.js";
import type { CallOptions, CatalogueMethods, ListPage } from "./endpoint.js";
import { prepareCall } from "./endpoints-to-methods.js";
import { listPage } from "./list-page.js";
import type { PageOptions } from "./paginate.js";
import type { BuildRef, JobRef } from "./paths.js";
import type { Build } from "./schemas/build.js";
import { buildListSchema } from "./schemas/build.js";
import type { Job } from "./schemas/job.js";
import type { Transport } from "./transport.js";

/**
 * What the client adds beside the derived methods, built on them: the builds list that picks its
 * endpoint from the scope given (all, an organization's, a pipeline's), and the job-log helpers a
 * failure summary uses. Everything else is derived from the catalogue.
 */

type Methods = CatalogueMethods<Catalogue>;

function listMethod(methods: Methods, scope: BuildListScope) {
  if (scope.pipeline !== undefined) {
    if (scope.organization === undefined) {
      throw new UsageError("pipeline needs organization: give both to list a pipeline's builds.");
    }
    return methods.builds.listForPipeline;
  }
  return scope.organization !== undefined ? methods.builds.listForOrganization : methods.builds.listAll;
}

export function buildsHelpers(methods: Methods, transport: Transport) {
  return {
    /**
     * One page of builds, newest first: all (no organization), an organization's, or a pipeline's.
     * A ListPage, as every list of the client: the builds are in `.data`.
     */
    async list(options: BuildListOptions = {}, signal?: AbortSignal): Promise<ListPage<Build>> {
      const method = listMethod(methods, options);
      const call = prepareCall(method.endpoint, "builds.list", [options, ...(signal ? [signal] : [])]);
      return listPage(
        await transport.request({
          path: call.path,
          query: call.query,
          schema: buildListSchema,
          signal: call.signal,
        }),
      );
    },
    /** Every page, following Link rel="next"; per_page defaults to 100, the fewest requests. */
    pages(options: BuildListOptions = {}, pageOptions: PageOptions = {}) {
      return listMethod(methods, options).pages(options as never, pageOptions as CallOptions);
    },
    /** Every build of every page, one at a time. */
    iterate(
      options: BuildListOptions = {},
      pageOptions: PageOptions = {},
    ): AsyncGenerator<Build, void, undefined> {
      return listMethod(methods, options).iterate(options as never, pageOptions as CallOptions);
    },
    /** Every build of every page, in one array (Octokit's `paginate`): narrow it with filters. */
    all(options: BuildListOptions = {}, pageOptions: PageOptions = {}): Promise<Build[]> {
      return listMethod(methods, options).all(options as never, pageOptions as CallOptions);
    },
  };
}

export function jobsHelpers(methods: Methods) {
  return {
    /** Just the log text, for digests. */
    async logText(ref: JobRef, signal?: AbortSignal): Promise<string> {
      return (await methods.jobs.log(ref, signal)).content;
    },
    /**
     * The logs of a build's failed script jobs (failed, timed_out), latest executions only: what a
     * failure summary reads. Two requests plus one per failed job.
     */
    async failedLogs(ref: BuildRef, signal?: AbortSignal): Promise<{ job: Job; content: string }[]> {
      const build = await methods.builds.get(
        { ...ref, exclude_pipeline: true, job_states: ["failed", "timed_out"] },
        signal,
      );
      const failed = (build.jobs ?? []).filter((job) => job.type === "script" && !job.retried);
      const logs = [];
      for (const job of failed) {
        logs.push({ job, content: (await methods.jobs.log({ ...ref, job: job.id }, signal)).content });
      }
      return logs;
    },
  };
}
