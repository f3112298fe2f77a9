import * as z from "zod";
import { endpoint } from "../endpoint.js";
import { annotationSchema, artifactSchema, jobEnvSchema, jobLogSchema } from "../schemas/account.js";
import { jobSchema } from "../schemas/job.js";
import { FROM_DOCS, ORG, pageQuery, stringMap } from "./common.js";

const BUILD = `${ORG}/pipelines/{pipeline}/builds/{number}`;
const JOB = `${BUILD}/jobs/{job}`;

/** Styles an annotation may have. */
export const ANNOTATION_STYLES = ["success", "info", "warning", "error"] as const;

/** Jobs of a build (spec: Catalog, Jobs). */
export const jobs = {
  retry: endpoint({
    method: "PUT",
    path: `${JOB}/retry`,
    summary: "Retry a failed, timed-out, canceled or expired job",
    spec: 198,
    docs: FROM_DOCS,
    scope: "write_builds",
    success: 200,
    // Each retry starts a new execution of the job: never sent twice on a guess.
    idempotent: false,
    response: jobSchema,
  }),
  reprioritize: endpoint({
    method: "PUT",
    path: `${JOB}/reprioritize`,
    summary: "Change a job's priority",
    spec: 198,
    docs: FROM_DOCS,
    scope: "write_builds",
    success: 200,
    body: z.strictObject({ priority: z.number().int("priority must be an integer") }),
    positional: ["priority"],
    response: jobSchema,
  }),
  unblock: endpoint({
    method: "PUT",
    path: `${JOB}/unblock`,
    summary: "Unblock a block step, optionally with its fields",
    spec: 198,
    docs: FROM_DOCS,
    scope: "write_builds",
    success: 200,
    body: z.strictObject({ unblocker: z.string().optional(), fields: stringMap.optional() }),
    response: jobSchema,
  }),
  log: endpoint({
    method: "GET",
    path: `${JOB}/log`,
    summary: "Show a job's log (JSON: content, size)",
    spec: 199,
    docs: FROM_DOCS,
    scope: "read_build_logs",
    success: 200,
    response: jobLogSchema,
  }),
  deleteLog: endpoint({
    method: "DELETE",
    path: `${JOB}/log`,
    summary: "Delete a job's log",
    spec: 199,
    docs: FROM_DOCS,
    scope: "write_build_logs",
    success: 204,
  }),
  env: endpoint({
    method: "GET",
    path: `${JOB}/env`,
    summary: "Show a job's environment variables",
    spec: 199,
    docs: FROM_DOCS,
    scope: "read_job_env",
    success: 200,
    response: jobEnvSchema.transform((answer) => answer.env),
  }),
  rawLog: endpoint({
    method: "GET",
    path: `${JOB}/log.txt`,
    summary: "Print a job's log as plain text (the job's raw_log_url)",
    // Not in the Catalog list: the job object's raw_log_url field points here (spec: Job).
    spec: 72,
    docs: "the address of the job's raw_log_url field; the service answers the log as text/plain",
    scope: "read_build_logs",
    success: 200,
    text: true,
  }),
};

/** Annotations of a build (spec: Catalog, Annotations). */
export const annotations = {
  list: endpoint({
    method: "GET",
    path: `${BUILD}/annotations`,
    summary: "List a build's annotations",
    spec: 202,
    docs: FROM_DOCS,
    scope: "read_builds",
    success: 200,
    paginated: true,
    query: pageQuery,
    response: z.array(annotationSchema),
  }),
  create: endpoint({
    method: "POST",
    path: `${BUILD}/annotations`,
    summary: "Annotate a build (Markdown); the same context replaces or, with append, extends",
    spec: 202,
    docs: FROM_DOCS,
    scope: "write_builds",
    success: 201,
    body: z.strictObject({
      body: z
        .string({ error: "body is required: give the annotation's Markdown text" })
        .min(1, "body is required: give the annotation's Markdown text"),
      style: z.enum(ANNOTATION_STYLES).optional(),
      context: z.string().min(1).max(100).optional(),
      append: z.boolean().optional(),
      priority: z.number().int().min(1).max(10).optional(),
    }),
    response: annotationSchema,
    cli: {
      files: ["body"],
      examples: [
        [
          "jobai annotations create --body 'Deployed :rocket:' --style success --context deploy",
          "In a job: annotate its build",
        ],
        ["jobai annotations create --body-file report.md --context report", "The Markdown of a file"],
      ],
    },
  }),
  delete: endpoint({
    method: "DELETE",
    path: `${BUILD}/annotations/{annotation}`,
    summary: "Delete one of a build's annotations",
    spec: 202,
    docs: FROM_DOCS,
    scope: "write_builds",
    success: 204,
  }),
};

/** Artifacts of a build or a job (spec: Catalog, Artifacts). */
export const artifacts = {
  listForBuild: endpoint({
    method: "GET",
    path: `${BUILD}/artifacts`,
    summary: "List a build's artifacts",
    spec: 205,
    docs: FROM_DOCS,
    scope: "read_artifacts",
    success: 200,
    paginated: true,
    query: pageQuery,
    response: z.array(artifactSchema),
    cli: { also: ["list"] },
  }),
  listForJob: endpoint({
    method: "GET",
    path: `${JOB}/artifacts`,
    summary: "List a job's artifacts",
    spec: 206,
    docs: FROM_DOCS,
    scope: "read_artifacts",
    success: 200,
    paginated: true,
    query: pageQuery,
    response: z.array(artifactSchema),
  }),
  get: endpoint({
    method: "GET",
    path: `${JOB}/artifacts/{artifact}`,
    summary: "Show one artifact",
    spec: 207,
    docs: FROM_DOCS,
    scope: "read_artifacts",
    success: 200,
    response: artifactSchema,
  }),
  delete: endpoint({
    method: "DELETE",
    path: `${JOB}/artifacts/{artifact}`,
    summary: "Delete one artifact",
    spec: 207,
    docs: FROM_DOCS,
    scope: "write_artifacts",
    success: 204,
  }),
  download: endpoint({
    method: "GET",
    path: `${JOB}/artifacts/{artifact}/download`,
    summary: "Download an artifact's bytes (the signed address is fetched without the token)",
    spec: 207,
    docs: "the service answers 302 to a signed storage address (its public documentation)",
    scope: "read_artifacts",
    success: 302,
    redirect: true,
  }),
};
