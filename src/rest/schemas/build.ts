import * as z from "zod";
import { jobSchema } from "./job.js";
import { pipelineSchema } from "./pipeline.js";
import { userSchema } from "./user.js";

/** Values the `state` list filter accepts; `finished` = passed, failed, blocked, canceled. */
export const BUILD_LIST_STATES = [
  "creating",
  "scheduled",
  "running",
  "passed",
  "failing",
  "failed",
  "blocked",
  "canceling",
  "canceled",
  "skipped",
  "not_run",
  "finished",
] as const;
export type BuildListState = (typeof BUILD_LIST_STATES)[number];

const time = z.string().nullable().optional();

/** Build object (spec: Resources, Build). Loose: fields the spec adds later are kept, not refused. */
export const buildSchema = z.looseObject({
  id: z.string(),
  graphql_id: z.string().optional(),
  url: z.string(),
  web_url: z.string().optional(),
  number: z.number().int(),
  // A string, not an enum: the model has states the filter lacks and vice versa (failing).
  state: z.string(),
  blocked: z.boolean().optional(),
  cancel_reason: z.string().nullable().optional(),
  message: z.string().nullable().optional(),
  commit: z.string(),
  branch: z.string(),
  env: z.record(z.string(), z.unknown()).nullable().optional(),
  source: z.string().optional(),
  creator: userSchema.nullable().optional(),
  jobs: z.array(jobSchema).optional(),
  created_at: time,
  scheduled_at: time,
  started_at: time,
  failing_at: time,
  finished_at: time,
  meta_data: z.record(z.string(), z.unknown()).nullable().optional(),
  pull_request: z.record(z.string(), z.unknown()).nullable().optional(),
  rebuilt_from: z
    .looseObject({ id: z.string(), number: z.number().int(), url: z.string() })
    .nullable()
    .optional(),
  pipeline: pipelineSchema.optional(),
  retried_jobs_count: z.number().int().optional(),
});
export type Build = z.infer<typeof buildSchema>;

export const buildListSchema = z.array(buildSchema);

/** The response of retry_failed_jobs: the build plus how many jobs were queued. */
export const retriedBuildSchema = buildSchema.extend({ retried_jobs_count: z.number().int() });
export type RetriedBuild = z.infer<typeof retriedBuildSchema>;
