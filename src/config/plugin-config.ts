import * as z from "zod/mini";
import { UsageError } from "../errors.js";
import { OWN_MESSAGES_ONLY, shownValue, usageErrorFrom } from "./issues.js";

/** Attach the text that plugin.yml shows for an option. */
function described<T extends z.ZodMiniType>(schema: T, description: string): T {
  z.globalRegistry.add(schema, { description });
  return schema;
}

/**
 * The plugin's options, exactly as `plugin.yml` documents them (a test keeps the two equal).
 * Later features add their options here and in plugin.yml together.
 */
export const pluginConfigSchema = z.strictObject({
  model: z.optional(
    described(z.string().check(z.minLength(1)), "The model to use, for example claude-sonnet-4-6."),
  ),
  trigger: z.optional(
    described(
      z.enum(["on-failure", "always", "never"]),
      "When to summarize the step's log into an annotation (default on-failure).",
    ),
  ),
  "max-tokens": z.optional(
    described(z.int().check(z.positive()), "Largest answer of the summary, in output tokens (default 1024)."),
  ),
  prompt: z.optional(
    described(z.string().check(z.minLength(1)), "Extra instructions for the summary, added to the prompt."),
  ),
  "prompt-file": z.optional(
    described(
      z.string().check(z.minLength(1)),
      "A file in the repository whose text is added to the prompt.",
    ),
  ),
  "context-files": z.optional(
    described(
      z.xor([z.string().check(z.minLength(1)), z.array(z.string().check(z.minLength(1)))]),
      "Repository guidance sent with the summary, e.g. AGENT.md or CLAUDE.md: a path or a list.",
    ),
  ),
  "context-allow": z.optional(
    described(
      z.xor([z.string().check(z.minLength(1)), z.array(z.string().check(z.minLength(1)))]),
      "Directories outside the checkout from which context-files and prompt-file may be read: a path or a list.",
    ),
  ),
  "redact-files": z.optional(
    described(
      z.xor([z.string().check(z.minLength(1)), z.array(z.string().check(z.minLength(1)))]),
      "Files whose values are redacted from everything jobai sends or writes, e.g. .env or a service-account JSON: a path or a list.",
    ),
  ),
  "redact-allow": z.optional(
    described(
      z.xor([z.string().check(z.minLength(1)), z.array(z.string().check(z.minLength(1)))]),
      "Regular expressions of values never redacted though a rule finds them (the whole value must match): one or a list.",
    ),
  ),
  annotate: z.optional(described(z.boolean(), "Write the summary as a build annotation (default true).")),
  artifacts: z.optional(
    described(z.boolean(), "Upload the digest and the model transcript as artifacts (default true)."),
  ),
  budget: z.optional(
    described(z.int().check(z.gte(200)), "Token budget of the log digest sent to the model (default 8000)."),
  ),
  relay: z.optional(
    described(
      z.boolean(),
      "Run a loopback relay for the step and point ANTHROPIC_BASE_URL at it, so Claude Code, curl and other SDKs share the limiter (default false).",
    ),
  ),
  "usage-report": z.optional(
    described(
      z.boolean(),
      "After the command, post one build annotation of every job's model usage, per job and per model, with a chart (jobai usage --annotate; needs SERVICE_API_TOKEN with read_builds). For a build's last step (default false).",
    ),
  ),
  prices: z.optional(
    described(
      z.string().check(z.minLength(1)),
      'A JSON file of model prices in USD per million tokens over the shipped ones, keyed by model id or alias: {"claude-sonnet-4-6": {"input": 3, "output": 15, "cache_write_5m": 3.75, "cache_write_1h": 6, "cache_read": 0.3}} (docs/usage.md).',
    ),
  ),
  "rate-limit": z.optional(
    described(
      z.strictObject({
        requests: z.optional(described(z.int().check(z.positive()), "Requests per window (default 50).")),
        "input-tokens": z.optional(
          described(
            z.int().check(z.positive()),
            "Counted input tokens (input + cache creation) per window (default 50000).",
          ),
        ),
        window: z.optional(
          described(
            z.union([z.int().check(z.positive()), z.string().check(z.regex(/^\d+(ms|s|m)?$/))]),
            "Window length: milliseconds, or 60s, 500ms (default 60s).",
          ),
        ),
        store: z.optional(
          described(
            z.enum(["memory", "file", "redis", "off"]),
            "Where the limiter keeps its state (default file inside a job).",
          ),
        ),
        "redis-url": z.optional(
          described(
            z.string(),
            "Redis address for the redis store: redis://host:6379, rediss:// for TLS, any node of a cluster, or redis+sentinel://host:26379/mymaster.",
          ),
        ),
        "redis-ca": z.optional(
          described(
            z.string(),
            "CA file (PEM) to trust for a rediss:// address, besides the system's and NODE_EXTRA_CA_CERTS.",
          ),
        ),
        priority: z.optional(
          described(
            z.enum(["high", "normal", "low"]),
            "Priority of this step's requests in the shared window: a waiting high request goes first; a waiter gains a level per window waited (default normal; summaries high).",
          ),
        ),
      }),
      "The proxy's limits, shared by every process of the organization.",
    ),
  ),
  "spend-limit": z.optional(
    described(
      z.strictObject({
        job: z.optional(
          described(
            z.number().check(z.positive()),
            "Most this job may spend on model calls, in US dollars, e.g. 2.",
          ),
        ),
        build: z.optional(
          described(
            z.number().check(z.positive()),
            "Most the whole build may spend on model calls, in US dollars, shared by every job and host, e.g. 10.",
          ),
        ),
      }),
      "Spend limits in US dollars: a request that could pass one is refused before it is sent.",
    ),
  ),
});
export type PluginConfig = z.output<typeof pluginConfigSchema>;

const CONFIG_VARIABLE = "SERVICE_PLUGIN_CONFIGURATION";
const VARIABLE_PREFIX = "SERVICE_PLUGIN_JOBAI_";

/** The options' JSON Schema: what plugin.yml holds, and the map for decoding variables. */
export function pluginConfigJsonSchema(): JsonSchemaNode {
  return z.toJSONSchema(pluginConfigSchema, { io: "input" }) as JsonSchemaNode;
}

interface JsonSchemaNode {
  type?: string | string[];
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
}

/** Where an unknown option is reported: once per message, on stderr, by default. */
export type PluginConfigWarn = (message: string) => void;

const warned = new Set<string>();
const warnOnStderr: PluginConfigWarn = (message) => {
  if (warned.has(message)) return;
  warned.add(message);
  process.stderr.write(`jobai: warning: ${message}\n`);
};

/** How the options look in SERVICE_PLUGIN_CONFIGURATION, for messages about its shape. */
const JSON_SHAPE = '{"model":"claude-sonnet-4-6","trigger":"always","rate-limit":{"store":"redis"}}';

/**
 * Read the plugin configuration: `SERVICE_PLUGIN_CONFIGURATION` (JSON) when set, else the
 * `SERVICE_PLUGIN_JOBAI_*` variables. Both give the same result. A value of the wrong type throws
 * a UsageError naming the variable or option and the fix. An option jobai does not know (a typo, or
 * an option of a newer version) is reported through `warn` and left out: it changes nothing else, so
 * a misspelt `trigerr` never turns off the step's log capture.
 */
export function readPluginConfig(
  env: NodeJS.ProcessEnv = process.env,
  warn: PluginConfigWarn = warnOnStderr,
): PluginConfig {
  const json = env[CONFIG_VARIABLE];
  const raw =
    json !== undefined && json.trim() !== "" ? parseConfigJson(json, warn) : decodeVariables(env, warn);
  const parsed = pluginConfigSchema.safeParse(raw, OWN_MESSAGES_ONLY);
  if (!parsed.success) {
    throw usageErrorFrom(
      parsed.error,
      (path) => (path ? `plugin option ${path}` : "plugin configuration"),
      (path) => optionNamesAt(path),
    );
  }
  return parsed.data;
}

function parseConfigJson(json: string, warn: PluginConfigWarn): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new UsageError(
      `${CONFIG_VARIABLE} is not valid JSON (${(error as Error).message}): check the plugin's options in the pipeline's YAML`,
    );
  }
  // The agent writes `null` or `{}` for a plugin given without options.
  if (value === null) return {};
  if (!isRecord(value)) {
    const kind = Array.isArray(value) ? "an array" : `a ${typeof value}`;
    throw new UsageError(
      `${CONFIG_VARIABLE} holds ${kind}, but it must be a JSON object of jobai's options, like ${JSON_SHAPE}: ` +
        "give the options as a map under the plugin's name in the pipeline's YAML",
    );
  }
  return withoutUnknownOptions(value, pluginConfigJsonSchema(), [], warn);
}

/** A copy of `config` without the keys the schema does not know, each reported through `warn`. */
function withoutUnknownOptions(
  config: Record<string, unknown>,
  node: JsonSchemaNode,
  path: string[],
  warn: PluginConfigWarn,
): Record<string, unknown> {
  const properties = node.properties ?? {};
  const known: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(config)) {
    const child = Object.hasOwn(properties, key) ? properties[key] : undefined;
    if (child === undefined) {
      warn(unknownOptionMessage([...path, key].join("."), Object.keys(properties)));
      continue;
    }
    known[key] =
      child.properties && isRecord(value) ? withoutUnknownOptions(value, child, [...path, key], warn) : value;
  }
  return known;
}

function unknownOptionMessage(option: string, valid: string[]): string {
  // Shown whole or not at all: a token pasted as a key would otherwise be printed as it is.
  return `'${shownValue(option)}' is not a jobai plugin option and is ignored (valid options: ${valid.join(", ")}; see plugin.yml): fix its name in the pipeline`;
}

/** The option names at a place in the configuration, for "valid options are ..." messages. */
function optionNamesAt(path: readonly PropertyKey[]): string[] {
  let node: JsonSchemaNode | undefined = pluginConfigJsonSchema();
  for (const key of path) node = node?.properties?.[String(key)];
  return Object.keys(node?.properties ?? {});
}

/** The variable-name form of an option key: upper case, dashes as underscores. */
const variableKey = (key: string) => key.toUpperCase().replace(/-/g, "_");

/**
 * Rebuild the configuration object from `SERVICE_PLUGIN_JOBAI_<KEY>` variables, guided by the
 * options' JSON Schema: nested maps are `_<SUBKEY>`, arrays `_0`, `_1`, and leaf strings are
 * turned into numbers or booleans where the schema wants them.
 */
function decodeVariables(env: NodeJS.ProcessEnv, warn: PluginConfigWarn): Record<string, unknown> {
  const schema = pluginConfigJsonSchema();
  const config: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith(VARIABLE_PREFIX) || value === undefined) continue;
    const placed = place(config, schema, name.slice(VARIABLE_PREFIX.length), value);
    if (!placed) {
      const valid = Object.keys(schema.properties ?? {}).join(", ");
      warn(
        `${name} is not a jobai option and is ignored (valid options: ${valid}; see plugin.yml): fix the option's name in the pipeline`,
      );
    }
  }
  return config;
}

/** Put `value` at the place `rest` names inside `target`; false when no option has that name. */
function place(target: Record<string, unknown>, node: JsonSchemaNode, rest: string, value: string): boolean {
  const properties = node.properties ?? {};
  // Longest key first, so `RATE_LIMIT_REQUESTS` is not read as an option named `RATE`.
  const keys = Object.keys(properties).sort((a, b) => b.length - a.length);
  for (const key of keys) {
    const upper = variableKey(key);
    if (rest !== upper && !rest.startsWith(`${upper}_`)) continue;
    const child = properties[key] as JsonSchemaNode;
    const tail = rest.slice(upper.length + 1);
    const decoded = decodeInto(target[key], child, tail, value);
    if (decoded === undefined) continue;
    target[key] = decoded;
    return true;
  }
  return false;
}

/** The new value of one option after adding `value` at `tail` (empty tail: the option itself). */
function decodeInto(current: unknown, node: JsonSchemaNode, tail: string, value: string): unknown {
  for (const branch of node.anyOf ?? node.oneOf ?? [node]) {
    if (tail === "" && isLeaf(branch)) return coerce(branch, value);
    if (tail !== "" && branch.properties) {
      const object = isRecord(current) ? current : {};
      if (place(object, branch, tail, value)) return object;
    }
    const index = /^(\d+)(?:_(.*))?$/.exec(tail);
    if (index && branch.items) {
      const list = Array.isArray(current) ? current : [];
      const item = decodeInto(list[Number(index[1])], branch.items, index[2] ?? "", value);
      if (item === undefined) continue;
      list[Number(index[1])] = item;
      return list;
    }
  }
  return undefined;
}

const isLeaf = (node: JsonSchemaNode) => !node.properties && !node.items;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A variable's text as the type the option wants; left as text when it does not fit (zod says why). */
function coerce(node: JsonSchemaNode, value: string): unknown {
  const types = [node.type ?? []].flat();
  if ((types.includes("integer") || types.includes("number")) && /^-?\d+(\.\d+)?$/.test(value.trim())) {
    return Number(value);
  }
  if (types.includes("boolean") && (value === "true" || value === "false")) return value === "true";
  return value;
}
