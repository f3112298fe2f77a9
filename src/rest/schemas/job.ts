import * as z from "zod";
import { agentSchema } from "./agent.js";

/** Job states (spec: States and transitions, Job states). */
export const JOB_STATES = [
  "pending",
  "waiting",
  "waiting_failed",
  "blocked",
  "blocked_failed",
  "unblocked",
  "unblocked_failed",
  "scheduled",
  "assigned",
  "accepted",
  "running",
  "passed",
  "failed",
  "timed_out",
  "timing_out",
  "canceled",
  "canceling",
  "skipped",
  "broken",
  "expired",
  "limited",
] as const;
export type JobState = (typeof JOB_STATES)[number];

const time = z.string().nullable().optional();

/** Job object (spec: Resources, Job). `state` stays a string: a new state must not break a listing. */
export const jobSchema = z.looseObject({
  id: z.string(),
  graphql_id: z.string().optional(),
  type: z.string(),
  name: z.string().nullable().optional(),
  step_key: z.string().nullable().optional(),
  group_key: z.string().nullable().optional(),
  step: z
    .looseObject({
      id: z.string().optional(),
      signature: z
        .looseObject({
          value: z.string().optional(),
          algorithm: z.string().optional(),
          signed_fields: z.array(z.string()).optional(),
        })
        .nullable()
        .optional(),
    })
    .nullable()
    .optional(),
  priority: z
    .union([z.number(), z.looseObject({ number: z.number() })])
    .nullable()
    .optional(),
  agent_query_rules: z.array(z.string()).optional(),
  state: z.string().nullable().optional(),
  build_url: z.string().optional(),
  web_url: z.string().nullable().optional(),
  log_url: z.string().nullable().optional(),
  raw_log_url: z.string().nullable().optional(),
  artifact_url: z.string().nullable().optional(),
  command: z.string().nullable().optional(),
  soft_failed: z.boolean().optional(),
  exit_status: z.number().int().nullable().optional(),
  signal: z.string().nullable().optional(),
  signal_reason: z.string().nullable().optional(),
  promised_exit_status: z.number().int().optional(),
  promised_exit_status_at: z.string().optional(),
  artifact_paths: z.string().nullable().optional(),
  agent: agentSchema.nullable().optional(),
  created_at: time,
  scheduled_at: time,
  runnable_at: time,
  started_at: time,
  finished_at: time,
  retried: z.boolean().optional(),
  retried_in_job_id: z.string().nullable().optional(),
  retries_count: z.number().int().nullable().optional(),
  retry_source: z.looseObject({ job_id: z.string(), retry_type: z.string() }).nullable().optional(),
  retry_type: z.string().nullable().optional(),
  parallel_group_index: z.number().int().nullable().optional(),
  parallel_group_total: z.number().int().nullable().optional(),
  matrix: z.unknown().optional(),
  cluster_id: z.string().nullable().optional(),
  cluster_url: z.string().nullable().optional(),
  cluster_queue_id: z.string().nullable().optional(),
  cluster_queue_url: z.string().nullable().optional(),
  async: z.boolean().optional(),
  triggered_build: z
    .looseObject({ id: z.string(), number: z.number(), url: z.string(), web_url: z.string() })
    .nullable()
    .optional(),
});
export type Job = z.infer<typeof jobSchema>;
