import * as z from "zod";
import { endpoint } from "../endpoint.js";
import {
  TEAM_MEMBER_ROLES,
  TEAM_PIPELINE_ACCESS,
  TEAM_PRIVACY,
  TEAM_SUITE_ACCESS,
  teamMemberSchema,
  teamPipelineSchema,
  teamSchema,
  teamSuiteSchema,
} from "../schemas/team.js";
import { FROM_DOCS, ORG, pageQuery, required } from "./common.js";

const TEAMS = `${ORG}/teams`;
const TEAM = `${TEAMS}/{team}`;
const read = { scope: "read_teams", docs: FROM_DOCS } as const;
const write = { scope: "write_teams", docs: FROM_DOCS } as const;

const teamFields = {
  name: required("name"),
  description: z.string().optional(),
  privacy: z.enum(TEAM_PRIVACY).optional(),
  is_default_team: z.boolean().optional(),
  default_member_role: z.enum(TEAM_MEMBER_ROLES).optional(),
  members_can_create_pipelines: z.boolean().optional(),
};

/** Teams (spec: Catalog, Teams): by the team's UUID. */
export const teams = {
  list: endpoint({
    ...read,
    method: "GET",
    path: TEAMS,
    summary: "List an organization's teams",
    spec: 213,
    success: 200,
    paginated: true,
    query: pageQuery,
    response: z.array(teamSchema),
  }),
  create: endpoint({
    ...write,
    method: "POST",
    path: TEAMS,
    summary: "Create a team",
    spec: 213,
    success: 201,
    body: z.strictObject(teamFields),
    response: teamSchema,
    cli: { examples: [["jobai teams create --org acme --name Platform --privacy secret", "A secret team"]] },
  }),
  get: endpoint({
    ...read,
    method: "GET",
    path: TEAM,
    summary: "Show one team",
    spec: 213,
    success: 200,
    response: teamSchema,
  }),
  update: endpoint({
    ...write,
    method: "PATCH",
    path: TEAM,
    summary: "Change a team's name, description, privacy or defaults",
    spec: 213,
    success: 200,
    body: z.strictObject(teamFields).partial(),
    response: teamSchema,
  }),
  delete: endpoint({
    ...write,
    method: "DELETE",
    path: TEAM,
    summary: "Delete a team",
    spec: 213,
    success: 204,
  }),
};

/** Members of a team (spec: Catalog, Teams: team members), by the user's UUID. */
export const teamMembers = {
  list: endpoint({
    ...read,
    method: "GET",
    path: `${TEAM}/members`,
    summary: "List a team's members",
    spec: 214,
    success: 200,
    paginated: true,
    query: pageQuery,
    response: z.array(teamMemberSchema),
  }),
  create: endpoint({
    ...write,
    method: "POST",
    path: `${TEAM}/members`,
    summary: "Add a user to a team",
    spec: 214,
    success: 201,
    body: z.strictObject({ user_id: required("user_id"), role: z.enum(TEAM_MEMBER_ROLES).optional() }),
    response: teamMemberSchema,
    cli: {
      examples: [
        [
          "jobai team-members create --team TEAM_UUID --user-id USER_UUID --role maintainer",
          "Add a maintainer",
        ],
      ],
    },
  }),
  get: endpoint({
    ...read,
    method: "GET",
    path: `${TEAM}/members/{user_id}`,
    summary: "Show one member of a team",
    spec: 214,
    success: 200,
    response: teamMemberSchema,
  }),
  update: endpoint({
    ...write,
    method: "PATCH",
    path: `${TEAM}/members/{user_id}`,
    summary: "Change a team member's role",
    spec: 214,
    success: 200,
    body: z.strictObject({ role: z.enum(TEAM_MEMBER_ROLES) }),
    response: teamMemberSchema,
  }),
  delete: endpoint({
    ...write,
    method: "DELETE",
    path: `${TEAM}/members/{user_id}`,
    summary: "Remove a user from a team",
    spec: 214,
    success: 204,
  }),
};

/** Pipelines a team may use (spec: Catalog, Teams: team pipelines), by the pipeline's UUID. */
export const teamPipelines = {
  list: endpoint({
    ...read,
    method: "GET",
    path: `${TEAM}/pipelines`,
    summary: "List the pipelines a team may use",
    spec: 215,
    success: 200,
    paginated: true,
    query: pageQuery,
    response: z.array(teamPipelineSchema),
  }),
  create: endpoint({
    ...write,
    method: "POST",
    path: `${TEAM}/pipelines`,
    summary: "Give a team access to a pipeline",
    spec: 215,
    success: 201,
    body: z.strictObject({
      pipeline_id: required("pipeline_id"),
      access_level: z.enum(TEAM_PIPELINE_ACCESS).optional(),
    }),
    response: teamPipelineSchema,
  }),
  get: endpoint({
    ...read,
    method: "GET",
    path: `${TEAM}/pipelines/{pipeline_id}`,
    summary: "Show a team's access to one pipeline",
    spec: 215,
    success: 200,
    response: teamPipelineSchema,
  }),
  update: endpoint({
    ...write,
    method: "PATCH",
    path: `${TEAM}/pipelines/{pipeline_id}`,
    summary: "Change a team's access level to a pipeline",
    spec: 215,
    success: 200,
    body: z.strictObject({ access_level: z.enum(TEAM_PIPELINE_ACCESS) }),
    response: teamPipelineSchema,
  }),
  delete: endpoint({
    ...write,
    method: "DELETE",
    path: `${TEAM}/pipelines/{pipeline_id}`,
    summary: "Remove a team's access to a pipeline",
    spec: 215,
    success: 204,
  }),
};

/** Test suites a team may use (spec: Catalog, Teams: team suites), by the suite's UUID. */
export const teamSuites = {
  list: endpoint({
    ...read,
    method: "GET",
    path: `${TEAM}/suites`,
    summary: "List the test suites a team may use",
    spec: 216,
    success: 200,
    paginated: true,
    query: pageQuery,
    response: z.array(teamSuiteSchema),
  }),
  create: endpoint({
    ...write,
    method: "POST",
    path: `${TEAM}/suites`,
    summary: "Give a team access to a test suite",
    spec: 216,
    success: 201,
    body: z.strictObject({
      suite_id: required("suite_id"),
      access_level: z.array(z.enum(TEAM_SUITE_ACCESS)).optional(),
    }),
    response: teamSuiteSchema,
  }),
  get: endpoint({
    ...read,
    method: "GET",
    path: `${TEAM}/suites/{suite_id}`,
    summary: "Show a team's access to one test suite",
    spec: 216,
    success: 200,
    response: teamSuiteSchema,
  }),
  update: endpoint({
    ...write,
    method: "PATCH",
    path: `${TEAM}/suites/{suite_id}`,
    summary: "Change a team's access level to a test suite",
    spec: 216,
    success: 200,
    body: z.strictObject({ access_level: z.array(z.enum(TEAM_SUITE_ACCESS)) }),
    response: teamSuiteSchema,
  }),
  delete: endpoint({
    ...write,
    method: "DELETE",
    path: `${TEAM}/suites/{suite_id}`,
    summary: "Remove a team's access to a test suite",
    spec: 216,
    success: 204,
  }),
};
