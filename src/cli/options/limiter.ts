import type { Argv } from "yargs";
import { DEFAULT_LIMITS, PRIORITIES, type SettingsOptions, STORE_NAMES } from "../../config/settings.js";
import { DEFAULT_PRIORITY } from "../../limit/claim.js";

/**
 * The shared limiter's settings as flags (one name per setting in every way in): one name per setting, the
 * variable it stands in for, and the default the code uses. Bad values are refused by
 * resolveSettings with a message naming the setting, as for the variables.
 */
export function limiterOptions<T>(yargs: Argv<T>) {
  return yargs
    .option("store", {
      type: "string",
      describe: `Limiter store: ${STORE_NAMES.join(", ")} (JOBAI_LIMIT_STORE; default redis with a Redis address, file inside a job, else memory)`,
    })
    .option("redis-url", {
      type: "string",
      describe:
        "Redis address for the redis store: redis://, rediss:// (TLS), any node of a cluster, or redis+sentinel://host:26379/mymaster (JOBAI_REDIS_URL)",
    })
    .option("redis-ca", {
      type: "string",
      describe:
        "CA file (PEM) to trust for a rediss:// address, besides Node's CAs and NODE_EXTRA_CA_CERTS (JOBAI_REDIS_CA)",
    })
    .option("requests", {
      type: "number",
      describe: `Requests per window (JOBAI_LIMIT_REQUESTS, default ${DEFAULT_LIMITS.requests})`,
    })
    .option("input-tokens", {
      type: "number",
      describe: `Counted input tokens per window (JOBAI_LIMIT_INPUT_TOKENS, default ${DEFAULT_LIMITS.inputTokens})`,
    })
    .option("window", {
      type: "string",
      describe: `Window: ms, or 60s, 500ms (JOBAI_LIMIT_WINDOW, default ${DEFAULT_LIMITS.windowMs / 1000}s)`,
    })
    .option("priority", {
      type: "string",
      describe: `Priority in the shared window: ${PRIORITIES.join(", ")} (JOBAI_LIMIT_PRIORITY, default ${DEFAULT_PRIORITY}; summaries high)`,
    });
}

/** The settings the limiter flags give; left-out flags fall through to the plugin and JOBAI_*. */
export function limiterSettings(args: {
  store?: string | undefined;
  redisUrl?: string | undefined;
  redisCa?: string | undefined;
  requests?: number | undefined;
  inputTokens?: number | undefined;
  window?: string | undefined;
  priority?: string | undefined;
}): SettingsOptions {
  return {
    store: args.store,
    redisUrl: args.redisUrl,
    redisCa: args.redisCa,
    requests: args.requests,
    inputTokens: args.inputTokens,
    window: args.window,
    priority: args.priority,
  };
}
