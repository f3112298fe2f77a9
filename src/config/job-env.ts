// src/config/ uses zod/mini: `jobai env` and the hooks read this on every job, and the tree-shaken
// mini build loads in a fraction of the time of the full one (bench/cold-start).
import * as z from "zod/mini";
import { OWN_MESSAGES_ONLY, usageErrorFrom } from "./issues.js";
import { secureUrlSchema } from "./secure-url.js";

/** An optional job fact: an empty variable counts as unset, as the agent leaves some empty. */
const fact = z.pipe(
  z.optional(z.string()),
  z.transform((value: string | undefined) =>
    value === undefined || value.trim() === "" ? undefined : value,
  ),
);

/** Facts about the running job, all optional: present inside a job, absent on a laptop. */
export const jobFactsSchema = z.object({
  SERVICE_JOB_ID: fact,
  SERVICE_BUILD_ID: fact,
  SERVICE_BUILD_NUMBER: fact,
  SERVICE_BUILD_URL: fact,
  SERVICE_PIPELINE_SLUG: fact,
  SERVICE_ORGANIZATION_SLUG: fact,
  SERVICE_BRANCH: fact,
  SERVICE_COMMIT: fact,
  SERVICE_LABEL: fact,
  SERVICE_STEP_KEY: fact,
  SERVICE_COMMAND: fact,
  SERVICE_COMMAND_EXIT_STATUS: fact,
  SERVICE_BUILD_CHECKOUT_PATH: fact,
});
export type JobFacts = z.output<typeof jobFactsSchema>;

const HOW_TO_FIX = "run inside a job, or start 'jobai emulate' and source its output";

/** What a job needs to reach the proxy: the agent endpoint and the job token. */
export const proxyAccessSchema = z.object({
  SERVICE_AGENT_ENDPOINT: secureUrlSchema("SERVICE_AGENT_ENDPOINT", HOW_TO_FIX),
  SERVICE_AGENT_ACCESS_TOKEN: z
    .string({ error: `SERVICE_AGENT_ACCESS_TOKEN is not set: ${HOW_TO_FIX}` })
    .check(
      z.refine((token) => token.trim() !== "", `SERVICE_AGENT_ACCESS_TOKEN is empty: ${HOW_TO_FIX}`),
      z.refine(
        (token) => !/\s/.test(token),
        "SERVICE_AGENT_ACCESS_TOKEN holds white space: a job token is one word; check how it was set",
      ),
    ),
});

export interface ProxyAccess {
  /** The agent endpoint, normalized: no trailing slash, no doubled slashes. */
  endpoint: string;
  /** The job token. A secret: never log or print it. */
  token: string;
}

/** Read the endpoint and the job token, or throw a UsageError naming what is missing and the fix. */
export function readProxyAccess(env: NodeJS.ProcessEnv = process.env): ProxyAccess {
  const parsed = proxyAccessSchema.safeParse(env, OWN_MESSAGES_ONLY);
  if (!parsed.success) throw usageErrorFrom(parsed.error);
  return { endpoint: parsed.data.SERVICE_AGENT_ENDPOINT, token: parsed.data.SERVICE_AGENT_ACCESS_TOKEN };
}

/** Read the job facts; never throws, since every fact is optional. */
export function readJobFacts(env: NodeJS.ProcessEnv = process.env): JobFacts {
  return jobFactsSchema.parse(env);
}

/** Whether this process runs inside a job (the agent sets the job id and the endpoint). */
export function insideJob(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.SERVICE_JOB_ID && env.SERVICE_AGENT_ENDPOINT);
}
