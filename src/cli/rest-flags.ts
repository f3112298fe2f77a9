import { readFileSync } from "node:fs";
import type { Argv } from "yargs";
import type * as z from "zod";
import { readJobFacts } from "../config/job-env.js";
import { UsageError } from "../errors.js";
import type { EndpointSpec } from "../rest/endpoint.js";
import { PARAM_LABELS, type PathParamName, paramNames } from "../rest/path-params.js";
import { choicesOf, isOptional, kindOf, unwrap } from "../rest/schema-kind.js";
import { parseKeyValues } from "./key-value.js";

/**
 * A command's flags, derived from its catalogue entry: a flag per path parameter (the ones a job
 * knows default to the job's), per query field and per body field (nested objects one level down:
 * `--author-name`), typed by the schema. And back: the parsed flags as the method's input.
 */

const kebab = (name: string) => name.replace(/_/g, "-");

/** Path parameters a job knows: their flag and the variable giving the default. */
const FROM_JOB: Record<string, { flag: string; variable: string; describe: string }> = {
  organization: { flag: "org", variable: "SERVICE_ORGANIZATION_SLUG", describe: "Organization slug" },
  pipeline: { flag: "pipeline", variable: "SERVICE_PIPELINE_SLUG", describe: "Pipeline slug" },
  number: { flag: "build", variable: "SERVICE_BUILD_NUMBER", describe: "Build number (not its UUID)" },
  job: { flag: "job", variable: "SERVICE_JOB_ID", describe: "Job id" },
};

export function paramFlag(name: string): string {
  return FROM_JOB[name]?.flag ?? kebab(name);
}

export function paramDefault(name: string): string | undefined {
  const from = FROM_JOB[name];
  return from ? readJobFacts()[from.variable as keyof ReturnType<typeof readJobFacts>] : undefined;
}

/** Fields that lists follow by themselves: not flags. */
const PAGING = new Set(["page", "per_page"]);

interface Field {
  /** Where it goes in the input: `author.name` is `{ author: { name } }`. */
  path: string[];
  flag: string;
  schema: z.ZodType;
}

function fieldsOf(entry: EndpointSpec): Field[] {
  const out: Field[] = [];
  const shape = {
    ...((entry.query?.shape ?? {}) as Record<string, z.ZodType>),
    ...((entry.body?.shape ?? {}) as Record<string, z.ZodType>),
  };
  for (const [name, schema] of Object.entries(shape)) {
    if (PAGING.has(name)) continue;
    if (kindOf(schema) === "object" && !entry.cli?.files?.includes(name)) {
      const inner = (unwrap(schema) as z.ZodObject).shape as Record<string, z.ZodType>;
      for (const [sub, subSchema] of Object.entries(inner)) {
        out.push({ path: [name, sub], flag: `${kebab(name)}-${kebab(sub)}`, schema: subSchema });
      }
    } else {
      out.push({ path: [name], flag: kebab(name), schema });
    }
  }
  return out;
}

/** The entry's flags on a yargs builder. `positional` is the path parameter given as the argument. */
export function addEntryFlags<T>(
  yargs: Argv<T>,
  entry: EndpointSpec,
  positional: string | undefined,
): Argv<T> {
  let y = yargs as Argv<unknown>;
  for (const name of paramNames(entry.path)) {
    if (name === positional) continue;
    const from = FROM_JOB[name];
    y = y.option(paramFlag(name), {
      type: name === "number" ? "number" : "string",
      describe: from
        ? `${from.describe} (default in a job: ${from.variable})`
        : `The ${PARAM_LABELS[name as PathParamName] ?? name.replace(/_/g, " ")}`,
      // A path parameter a job does not give (`--cluster`) must be given: yargs says so, and
      // `--help` marks it [required].
      ...(from ? {} : { demandOption: true }),
    });
  }
  for (const field of fieldsOf(entry)) {
    const kind = kindOf(field.schema);
    const choices = choicesOf(field.schema);
    const required = !isOptional(field.schema) && field.path.length === 1;
    const aliases = entry.cli?.aliases?.[field.path.join(".")] ?? [];
    const text = entry.cli?.files?.includes(field.path[0] ?? "");
    const form = [
      kind === "record" && !text ? "KEY=value, repeatable" : kind === "array" && !text ? "repeatable" : "",
      choices ? `one of ${choices.join(", ")}` : "",
    ]
      .filter(Boolean)
      .join("; ");
    // What the field is: the schema's own description (zod's .describe()), else its name in words.
    const what = descriptionOf(field.schema) ?? sentence(field.path.join(" "));
    y = y.option(field.flag, {
      type: text ? "string" : kind === "boolean" ? "boolean" : kind === "number" ? "number" : "string",
      ...((kind === "array" || kind === "record") && !text ? { array: true } : {}),
      ...(aliases.length ? { alias: aliases.map(kebab) } : {}),
      describe: `${required ? "(required) " : ""}${what}${form ? ` (${form})` : ""}`,
    });
    if (text)
      y = y.option(`${field.flag}-file`, { type: "string", describe: `Read --${field.flag} from this file` });
  }
  return y as Argv<T>;
}

/** A schema's description (zod's `.describe()`), on it or on what it wraps (`.optional()`). */
export function descriptionOf(schema: z.ZodType): string | undefined {
  for (let at: z.ZodType | undefined = schema; at; ) {
    if (at.description) return at.description;
    const def: { innerType?: z.ZodType; in?: z.ZodType } = (
      at as unknown as { _zod: { def: { innerType?: z.ZodType; in?: z.ZodType } } }
    )._zod.def;
    at = def.innerType ?? def.in;
  }
  return undefined;
}

/** `timeout in_minutes` as `Timeout in minutes`. */
const sentence = (name: string) => {
  const words = name.replace(/_/g, " ");
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
};

/**
 * What the user gave for each of an entry's inputs, to name it in a message: `--created-from`
 * for `created_from`, `--author-name` for `author.name`, `the queue argument` for the positional.
 */
export function flagNamesOf(entry: EndpointSpec, positional: string | undefined): Record<string, string> {
  const names: Record<string, string> = {};
  for (const name of paramNames(entry.path))
    names[name] = name === positional ? `the ${name} argument` : `--${paramFlag(name)}`;
  for (const field of fieldsOf(entry)) names[field.path.join(".")] = `--${field.flag}`;
  return names;
}

/** The parsed flags as the method's input (path parameters from flags, the argument or the job). */
export function inputFromFlags(
  entry: EndpointSpec,
  args: Record<string, unknown>,
  positional: string | undefined,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const name of paramNames(entry.path)) {
    const given = name === positional ? args[name] : args[paramFlag(name)];
    const value = given ?? paramDefault(name);
    if (value === undefined || value === "") {
      const how = name === positional ? `the ${name} argument` : `--${paramFlag(name)}`;
      const from = FROM_JOB[name];
      throw new UsageError(
        `${how} is needed: give the ${name.replace(/_/g, " ")}${from ? ` (inside a job it defaults to ${from.variable})` : ""}.`,
      );
    }
    input[name] = name === "number" ? Number(value) : value;
  }
  for (const field of fieldsOf(entry)) {
    let value = args[field.flag];
    const file = args[`${field.flag}-file`];
    if (typeof file === "string") {
      if (value !== undefined)
        throw new UsageError(`Give --${field.flag} or --${field.flag}-file, not both.`);
      try {
        value = readFileSync(file, "utf8");
      } catch (error) {
        throw new UsageError(`--${field.flag}-file ${file} cannot be read: ${(error as Error).message}`);
      }
    }
    if (value === undefined) continue;
    const text = entry.cli?.files?.includes(field.path[0] ?? "");
    if (kindOf(field.schema) === "record" && !text) value = parseKeyValues(field.flag, value as string[]);
    let target = input;
    for (const part of field.path.slice(0, -1)) {
      target[part] ??= {};
      target = target[part] as Record<string, unknown>;
    }
    target[field.path.at(-1) as string] = value;
  }
  return input;
}
