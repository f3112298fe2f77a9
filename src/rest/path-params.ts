import * as z from "zod";

/**
 * The schema of every path parameter the catalogue's templates use, by name. An entry's path
 * schema is derived from its template with these, so `{team}` is checked the same way everywhere
 * (in the library before sending, in the emulator on arrival).
 */

/** Resources addressed by UUID: anything else names nothing (a 404 from the service). */
const uuid = (what: string) =>
  z
    .string({ error: `give the ${what}` })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
      message: `give the ${what} (a UUID)`,
    });

const id = (what: string) =>
  z.string({ error: `give the ${what}` }).refine((value) => value.trim() !== "" && !value.includes("/"), {
    message: `give the ${what} (not empty, no '/')`,
  });

export const PATH_PARAMS = {
  organization: id("organization's slug"),
  pipeline: id("pipeline's slug"),
  // The build's number, not its UUID (spec: Builds, get). A path carries it as text.
  number: z.coerce
    .number({ error: "give the build's number (a positive integer), not its UUID" })
    .int("give the build's number (a positive integer), not its UUID")
    .min(1, "give the build's number (a positive integer), not its UUID"),
  // Not checked as a UUID: scripts and the emulator's fakes name jobs by other ids too.
  job: id("job's id"),
  annotation: uuid("annotation's id"),
  artifact: uuid("artifact's id"),
  agent: uuid("agent's id"),
  team: uuid("team's UUID"),
  user_id: uuid("user's UUID"),
  pipeline_id: uuid("pipeline's UUID"),
  suite_id: uuid("suite's UUID"),
  cluster: uuid("cluster's id"),
  queue: uuid("queue's id"),
  token: uuid("agent token's id"),
  template: uuid("pipeline template's UUID"),
  rule: uuid("rule's UUID"),
  portal: id("portal's slug"),
  registry: id("registry's slug"),
  event: uuid("audit event's UUID"),
} as const;

export type PathParamName = keyof typeof PATH_PARAMS;

/** What each parameter is, in words (for help texts and errors). */
export const PARAM_LABELS: Record<PathParamName, string> = {
  organization: "organization's slug",
  pipeline: "pipeline's slug",
  job: "job's id",
  annotation: "annotation's id",
  artifact: "artifact's id",
  agent: "agent's id",
  team: "team's UUID",
  user_id: "user's UUID",
  pipeline_id: "pipeline's UUID",
  suite_id: "suite's UUID",
  cluster: "cluster's id",
  queue: "queue's id",
  token: "agent token's id",
  template: "pipeline template's UUID",
  rule: "rule's UUID",
  portal: "portal's slug",
  registry: "registry's slug",
  event: "audit event's UUID",
  number: "build's number",
};

const PARAM = /\{([^}]+)\}/g;

/** The parameter names of a template, in order. */
export function paramNames(template: string): PathParamName[] {
  return [...template.matchAll(PARAM)].map((match) => match[1] as PathParamName);
}

/** The strict object schema of a template's parameters. */
export function pathSchema(template: string): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const name of paramNames(template)) {
    const schema = PATH_PARAMS[name];
    if (!schema) throw new Error(`the catalogue's path ${template} uses {${name}}, which PATH_PARAMS lacks`);
    shape[name] = schema;
  }
  return z.strictObject(shape);
}

/** The path with its parameters filled in, each one encoded. */
export function fillPath(template: string, values: Readonly<Record<string, unknown>>): string {
  return template.replace(PARAM, (_, name: string) => encodeURIComponent(String(values[name])));
}
