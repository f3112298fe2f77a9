import * as z from "zod/mini";
import { UsageError } from "../errors.js";
import { parseDuration } from "./duration.js";
import { OWN_MESSAGES_ONLY, shownValue, usageErrorFrom } from "./issues.js";
import { insideJob } from "./job-env.js";
import type { PluginConfig } from "./plugin-config.js";
import { defaultStateDir } from "./state-dir.js";

/** The proxy's documented defaults (spec: Limits, Proxy rate limits). */
export const DEFAULT_LIMITS = { requests: 50, inputTokens: 50_000, windowMs: 60_000 } as const;

export const STORE_NAMES = ["memory", "file", "redis", "off"] as const;
export type StoreName = (typeof STORE_NAMES)[number];

/**
 * The priority of a job's requests in the shared window (README, the limiter): a waiting `high`
 * request goes before any `normal` or `low` one that has not waited two windows longer. Unset,
 * requests are `normal` and failed-step summaries `high`.
 */
export const PRIORITIES = ["high", "normal", "low"] as const;
export type Priority = (typeof PRIORITIES)[number];

/** The settings every way in shares (one name per setting in every way in), resolved and validated. */
export interface Settings {
  limits: { requests: number; inputTokens: number; windowMs: number };
  store: StoreName;
  redisUrl: string | undefined;
  /** A CA file (PEM) to trust for `rediss://` besides Node's own and NODE_EXTRA_CA_CERTS. */
  redisCa: string | undefined;
  stateDir: string;
  agentBin: string;
  model: string | undefined;
  /** Undefined when no source sets it: each way in then picks its default (summaries `high`). */
  priority: Priority | undefined;
  /** Redaction beyond the rules (issue 33): files whose values are hidden, values allowed. */
  redaction: RedactionSettings;
  /** Spend limits in US dollars (issue 30); each absent when no source sets it. */
  spendLimit: SpendLimitSettings;
  /** A JSON file of prices over the shipped ones (`--prices`, `prices`, JOBAI_PRICES) and where it was named. */
  prices: PricesFileSetting | undefined;
}

/** The most a job, and a whole build, may spend on model calls, in US dollars. */
export interface SpendLimitSettings {
  job?: number;
  build?: number;
}

export interface PricesFileSetting {
  file: string;
  /** Where it was named, for errors: `--prices`, `the plugin option prices` or `JOBAI_PRICES`. */
  source: string;
}

export interface RedactionSettings {
  /** Paths of the files whose values are redacted (`redact-files`, `JOBAI_REDACT_FILES`, `--redact-files`). */
  files: string[];
  /** Values never redacted though a rule finds them, each matched whole (`redact-allow`, `JOBAI_REDACT_ALLOW`, `--redact-allow`). */
  allow: RegExp[];
}

/** Settings given in code or on the command line; they win over every other source. */
export interface SettingsOptions {
  requests?: number | undefined;
  inputTokens?: number | undefined;
  window?: number | string | undefined;
  store?: string | undefined;
  redisUrl?: string | undefined;
  redisCa?: string | undefined;
  stateDir?: string | undefined;
  agentBin?: string | undefined;
  model?: string | undefined;
  priority?: string | undefined;
  redactFiles?: string[] | undefined;
  redactAllow?: string[] | undefined;
  /** US dollars this job may spend (JOBAI_SPEND_LIMIT_JOB, spend-limit.job). */
  spendLimitJob?: number | string | undefined;
  /** US dollars the whole build may spend (JOBAI_SPEND_LIMIT_BUILD, spend-limit.build). */
  spendLimitBuild?: number | string | undefined;
  /** A prices file (JSON); wins over the plugin option `prices` and JOBAI_PRICES. */
  prices?: string | undefined;
}

const positiveInt = (name: string) =>
  z.int(`${name} must be a whole number greater than 0`).check(z.positive(`${name} must be greater than 0`));

const settingsSchema = z.object({
  requests: positiveInt("the request limit (JOBAI_LIMIT_REQUESTS, rate-limit.requests)"),
  inputTokens: positiveInt("the input-token limit (JOBAI_LIMIT_INPUT_TOKENS, rate-limit.input-tokens)"),
  windowMs: positiveInt("the window (JOBAI_LIMIT_WINDOW, rate-limit.window, e.g. 60s or 500ms)"),
  store: z.enum(STORE_NAMES, {
    error: `the limiter store (JOBAI_LIMIT_STORE, rate-limit.store) must be one of ${STORE_NAMES.join(", ")}`,
  }),
  redisUrl: z.optional(
    z
      .string()
      .check(
        z.regex(
          /^rediss?(\+sentinel)?:\/\/\S+$/,
          "the Redis address (JOBAI_REDIS_URL, rate-limit.redis-url) must be a redis:// or rediss:// URL (a cluster: any node's), or redis+sentinel://host:26379,host2:26379/mymaster for Sentinel, e.g. redis://127.0.0.1:6379",
        ),
      ),
  ),
  redisCa: z.optional(z.string().check(z.minLength(1))),
  stateDir: z.string().check(z.minLength(1)),
  agentBin: z.string().check(z.minLength(1)),
  model: z.optional(z.string().check(z.minLength(1))),
  priority: z.optional(
    z.enum(PRIORITIES, {
      error: `the priority (JOBAI_LIMIT_PRIORITY, rate-limit.priority, --priority) must be one of ${PRIORITIES.join(", ")}`,
    }),
  ),
});

/**
 * A model id as the provider names them (`claude-sonnet-4-5`, `claude-3-5-haiku@20241022`,
 * `us.anthropic.claude-opus-4-1:0`, `org/model`): letters, digits and `. - _ : @ /`. Anything else
 * is refused where the setting is read (issue 23: a backtick in JOBAI_MODEL reached
 * `jobai env --format dotenv` and ran a command when the file was sourced).
 */
export const MODEL_ID = /^[A-Za-z0-9._:@/-]+$/;

/** Where the model came from, for its error: the first source that sets it. */
function modelSource(options: SettingsOptions, plugin: PluginConfig): string {
  if (first(options.model) !== undefined) return "the model option (--model, or model in code)";
  if (first(plugin.model) !== undefined) return "the plugin option model";
  return "JOBAI_MODEL";
}

/** A number from a variable's text; NaN (refused by the schema) when it is not one. */
function numberFrom(value: string | number | undefined): number | undefined {
  if (value === undefined || value === "") return undefined;
  return typeof value === "number" ? value : Number(value);
}

/** The first value that is set; an empty string counts as unset, as in the environment. */
function first<T>(...values: (T | undefined | "")[]): T | undefined {
  return values.find((value): value is T => value !== undefined && value !== "");
}

/** A setting that is one value or a list, as a list (a variable's value split at commas). */
function listOf(value: string | string[] | undefined, separator?: RegExp): string[] | undefined {
  if (value === undefined || value === "") return undefined;
  if (Array.isArray(value)) return value;
  return separator
    ? value
        .split(separator)
        .map((part) => part.trim())
        .filter(Boolean)
    : [value];
}

/**
 * The redaction settings: files from the option, the plugin's `redact-files`, or JOBAI_REDACT_FILES
 * (paths separated by commas); allowed values from the option, `redact-allow`, or
 * JOBAI_REDACT_ALLOW (one regular expression: join several with `|`). Each pattern must match a
 * value whole.
 */
function resolveRedaction(
  options: SettingsOptions,
  plugin: PluginConfig,
  env: NodeJS.ProcessEnv,
): RedactionSettings {
  const files =
    listOf(options.redactFiles) ??
    listOf(plugin["redact-files"]) ??
    listOf(env.JOBAI_REDACT_FILES, /,/) ??
    [];
  const patterns =
    listOf(options.redactAllow) ?? listOf(plugin["redact-allow"]) ?? listOf(env.JOBAI_REDACT_ALLOW) ?? [];
  const allow = patterns.map((pattern) => {
    try {
      return new RegExp(`^(?:${pattern})$`);
    } catch (error) {
      throw new UsageError(
        `redact-allow (JOBAI_REDACT_ALLOW, --redact-allow) ${JSON.stringify(pattern)} is not a regular expression (${(error as Error).message}): give one such as ^build-[0-9a-f]{12}$`,
      );
    }
  });
  return { files, allow };
}

/** A dollar amount as written: digits with an optional fraction (`10`, `2.50`, `.5`). */
const DOLLARS = /^\s*(\d+(\.\d*)?|\.\d+)\s*$/;

/**
 * A spend limit from the first source that sets it: a number of US dollars greater than 0. A `$`,
 * a unit or a sign is refused with the fix, never read as something else.
 */
function spendLimitOf(
  scope: "job" | "build",
  ...values: (number | string | undefined)[]
): number | undefined {
  const value = first<number | string>(...values);
  if (value === undefined) return undefined;
  const amount = typeof value === "number" ? value : DOLLARS.test(value) ? Number(value) : Number.NaN;
  if (!Number.isFinite(amount) || amount <= 0) {
    const variable = scope === "job" ? "JOBAI_SPEND_LIMIT_JOB" : "JOBAI_SPEND_LIMIT_BUILD";
    throw new UsageError(
      `the ${scope}'s spend limit (${variable}, spend-limit.${scope}) must be an amount in US dollars greater than 0, got ${shownValue(String(value), JSON.stringify)}: write it as a plain number, e.g. ${scope === "job" ? "2" : "10"} or 2.50`,
    );
  }
  return amount;
}

/** The spend limits: options, then the plugin's `spend-limit`, then JOBAI_SPEND_LIMIT_*. */
function resolveSpendLimit(
  options: SettingsOptions,
  plugin: PluginConfig,
  env: NodeJS.ProcessEnv,
): SpendLimitSettings {
  const spend = plugin["spend-limit"] ?? {};
  const job = spendLimitOf("job", options.spendLimitJob, spend.job, env.JOBAI_SPEND_LIMIT_JOB);
  const build = spendLimitOf("build", options.spendLimitBuild, spend.build, env.JOBAI_SPEND_LIMIT_BUILD);
  return { ...(job !== undefined ? { job } : {}), ...(build !== undefined ? { build } : {}) };
}

/**
 * Resolve the shared settings. Precedence: options (library, CLI flags), then plugin options (the
 * step's own YAML), then `JOBAI_*` variables (often set agent-wide), then defaults. Throws a
 * UsageError naming the setting and the fix.
 */
export function resolveSettings(
  options: SettingsOptions = {},
  plugin: PluginConfig = {},
  env: NodeJS.ProcessEnv = process.env,
): Settings {
  const rate = plugin["rate-limit"] ?? {};
  const window = first<string | number>(options.window, rate.window, env.JOBAI_LIMIT_WINDOW);
  const redisUrl = first(options.redisUrl, rate["redis-url"], env.JOBAI_REDIS_URL);
  const store =
    first(options.store, rate.store, env.JOBAI_LIMIT_STORE) ??
    (redisUrl ? "redis" : insideJob(env) ? "file" : "memory");
  const parsed = settingsSchema.safeParse(
    {
      requests:
        first(numberFrom(options.requests), rate.requests, numberFrom(env.JOBAI_LIMIT_REQUESTS)) ??
        DEFAULT_LIMITS.requests,
      inputTokens:
        first(
          numberFrom(options.inputTokens),
          rate["input-tokens"],
          numberFrom(env.JOBAI_LIMIT_INPUT_TOKENS),
        ) ?? DEFAULT_LIMITS.inputTokens,
      windowMs: window === undefined ? DEFAULT_LIMITS.windowMs : (parseDuration(window) ?? Number.NaN),
      store,
      redisUrl,
      redisCa: first(options.redisCa, rate["redis-ca"], env.JOBAI_REDIS_CA),
      stateDir: first(options.stateDir, env.JOBAI_STATE_DIR) ?? defaultStateDir(env),
      agentBin: first(options.agentBin, env.JOBAI_AGENT_BIN) ?? "service-agent",
      model: first(options.model, plugin.model, env.JOBAI_MODEL),
      // JOBAI_LIMIT_PRIORITY as the other rate-limit settings; JOBAI_PRIORITY, the design's first name.
      priority: first(options.priority, rate.priority, env.JOBAI_LIMIT_PRIORITY, env.JOBAI_PRIORITY),
    },
    OWN_MESSAGES_ONLY,
  );
  if (!parsed.success) throw usageErrorFrom(parsed.error);
  const { requests, inputTokens, windowMs, ...rest } = parsed.data;
  if (rest.model !== undefined && !MODEL_ID.test(rest.model)) {
    throw new UsageError(
      `${modelSource(options, plugin)} is not a model id (letters, digits and . - _ : @ / only): set it to one such as claude-sonnet-4-5`,
    );
  }
  if (rest.store === "redis" && !rest.redisUrl) {
    throw new UsageError(
      "the redis store needs an address: set JOBAI_REDIS_URL (or rate-limit.redis-url), e.g. redis://127.0.0.1:6379",
    );
  }
  return {
    redaction: resolveRedaction(options, plugin, env),
    spendLimit: resolveSpendLimit(options, plugin, env),
    limits: { requests, inputTokens, windowMs },
    store: rest.store,
    redisUrl: rest.redisUrl,
    redisCa: rest.redisCa,
    stateDir: rest.stateDir,
    agentBin: rest.agentBin,
    model: rest.model,
    priority: rest.priority,
    prices: resolvePricesFile(options, plugin, env),
  };
}

/** The prices file: the option (`--prices`, `prices` in code), the plugin's `prices`, JOBAI_PRICES. */
export function resolvePricesFile(
  options: Pick<SettingsOptions, "prices">,
  plugin: Pick<PluginConfig, "prices">,
  env: NodeJS.ProcessEnv,
): PricesFileSetting | undefined {
  const option = options.prices?.trim();
  if (option) return { file: option, source: "the prices option (--prices)" };
  const fromPlugin = plugin.prices?.trim();
  if (fromPlugin) return { file: fromPlugin, source: "the plugin option prices" };
  const variable = env.JOBAI_PRICES?.trim();
  return variable ? { file: variable, source: "JOBAI_PRICES" } : undefined;
}
