import * as z from "zod";

// Teams and what they hold (members, pipelines, suites): fields "not shown" (spec: Other
// resources); shapes follow the service's public documentation (Teams API and its members,
// pipelines and suites endpoints).

export const TEAM_PRIVACY = ["visible", "secret"] as const;
export const TEAM_MEMBER_ROLES = ["member", "maintainer"] as const;
export const TEAM_PIPELINE_ACCESS = ["read_only", "build_and_read", "manage_build_and_read"] as const;
export const TEAM_SUITE_ACCESS = ["read_only", "manage_and_read"] as const;

export const teamSchema = z.looseObject({
  id: z.string(),
  graphql_id: z.string().optional(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable().optional(),
  privacy: z.string().optional(),
  default: z.boolean().optional(),
  created_at: z.string().nullable().optional(),
});
export type Team = z.infer<typeof teamSchema>;

export const teamMemberSchema = z.looseObject({
  user_id: z.string(),
  user_name: z.string().nullable().optional(),
  role: z.string(),
  created_at: z.string().nullable().optional(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamPipelineSchema = z.looseObject({
  pipeline_id: z.string(),
  pipeline_url: z.string().optional(),
  access_level: z.string(),
  created_at: z.string().nullable().optional(),
});
export type TeamPipeline = z.infer<typeof teamPipelineSchema>;

export const teamSuiteSchema = z.looseObject({
  suite_id: z.string(),
  suite_url: z.string().optional(),
  access_level: z.array(z.string()).or(z.string()),
  created_at: z.string().nullable().optional(),
});
export type TeamSuite = z.infer<typeof teamSuiteSchema>;
