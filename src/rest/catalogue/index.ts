import { account, auditEvents, members, organizations } from "./account.js";
import { agents } from "./agents.js";
import { builds } from "./builds.js";
import { clusters, queues, tokens } from "./clusters.js";
import { annotations, artifacts, jobs } from "./jobs.js";
import { emojis, pipelineTemplates, portals, rules } from "./others.js";
import { pipelines } from "./pipelines.js";
import { registries } from "./registries.js";
import { teamMembers, teamPipelines, teamSuites, teams } from "./teams.js";

/**
 * The endpoint catalogue: every endpoint of the spec (sections Catalog and Registries), one entry
 * each, by resource and action. `client.<resource>.<action>()`, `jobai <resource> <action>` and the
 * emulator's routes are derived from it. Adding an endpoint is adding an entry here.
 */
export const catalogue = {
  organizations,
  account,
  auditEvents,
  members,
  pipelines,
  builds,
  jobs,
  annotations,
  artifacts,
  agents,
  teams,
  teamMembers,
  teamPipelines,
  teamSuites,
  clusters,
  queues,
  tokens,
  pipelineTemplates,
  rules,
  portals,
  emojis,
  registries,
};

export type Catalogue = typeof catalogue;
export type ResourceName = keyof Catalogue;
