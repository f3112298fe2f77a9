import * as z from "zod";

const flag = z.boolean().optional();

/** Pipeline object embedded in a build (spec: Resources, Pipeline object). */
export const pipelineSchema = z.looseObject({
  id: z.string(),
  graphql_id: z.string().optional(),
  url: z.string().optional(),
  web_url: z.string().optional(),
  name: z.string(),
  slug: z.string(),
  repository: z.string().optional(),
  branch_configuration: z.string().nullable().optional(),
  default_branch: z.string().nullable().optional(),
  provider: z
    .looseObject({
      id: z.string(),
      // Empty unless the user may edit the pipeline and the token has write_pipelines.
      webhook_url: z.string().optional(),
      settings: z
        .looseObject({
          trigger_mode: z.string().optional(),
          build_pull_requests: flag,
          pull_request_branch_filter_enabled: flag,
          skip_pull_request_builds_for_existing_commits: flag,
          build_pull_request_forks: flag,
          prefix_pull_request_fork_branch_names: flag,
          build_tags: flag,
          publish_commit_status: flag,
          publish_commit_status_per_step: flag,
          publish_blocked_as_pending: flag,
          repository: z.string().optional(),
        })
        .optional(),
    })
    .optional(),
  skip_queued_branch_builds: flag,
  skip_queued_branch_builds_filter: z.string().nullable().optional(),
  cancel_running_branch_builds: flag,
  cancel_running_branch_builds_filter: z.string().nullable().optional(),
  builds_url: z.string().optional(),
  badge_url: z.string().optional(),
  created_at: z.string().optional(),
  scheduled_builds_count: z.number().int().optional(),
  running_builds_count: z.number().int().optional(),
  scheduled_jobs_count: z.number().int().optional(),
  running_jobs_count: z.number().int().optional(),
  waiting_jobs_count: z.number().int().optional(),
});
export type Pipeline = z.infer<typeof pipelineSchema>;
