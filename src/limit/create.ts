/**
 * `createLimiter`: the limiter with its budget and store from the shared settings (one
 * name per setting in every way in), or from a `Settings` already resolved.
 */
import { createHash } from "node:crypto";
import { readJobFacts } from "../config/job-env.js";
import type { PluginConfig } from "../config/plugin-config.js";
import { resolveSettings, type Settings, type SettingsOptions, type StoreName } from "../config/settings.js";
import { defaultStateDir, privateStateDir } from "../config/state-dir.js";
import { UsageError } from "../errors.js";
import { type Logger, logger as sharedLogger } from "../log.js";
import { type CacheKnowledge, createMemoryKnowledge, knowledgeWithFallback } from "./cache-knowledge.js";
import { createFileKnowledge } from "./cache-knowledge-file.js";
import { type Claim, DEFAULT_PRIORITY, jobOf } from "./claim.js";
import { realClock } from "./clock.js";
import { withFallback } from "./fallback-store.js";
import { createFileStore } from "./file-store.js";
import { lazyStore } from "./lazy-store.js";
import { createLearnedBudget, type LearnedBudget } from "./learned-budget.js";
import { createFileLearned, createMemoryLearned, type LearnedLimitStore } from "./learned-limit-store.js";
import { createLimiterCore } from "./limiter.js";
import { limiterStateDir } from "./limiter-state-dir.js";
import { createMemoryStore } from "./memory-store.js";
import { createOffStore } from "./off-store.js";
import { budgetKeys } from "./redis-keys.js";
import { liveWindowMark, sharedUseMark } from "./shared-use-mark.js";
import { createMemoryLedger, type SpendAccountId, type SpendLedger } from "./spend-account.js";
import { createFileLedger } from "./spend-file.js";
import { type CostOfUsage, createSpendGate, type SpendGate } from "./spend-gate.js";
import { spendCostOf } from "./spend-prices.js";
import type { Budget, Clock, Limiter, Store } from "./types.js";

/** Every way to shape a limiter; anything left out comes from `resolveSettings()`. */
export interface LimiterOptions extends Omit<SettingsOptions, "store" | "agentBin" | "model"> {
  /** A store name, or a store object shared by several limiters (tests, embedding). */
  store?: StoreName | Store;
  /** Safety margin in ms after a response (default: a thousandth of the window, 5 ms to 1 s). */
  marginMs?: number;
  /** Latency allowance in ms for unanswered requests (default: a sixth of the window, 2 s to 10 s). */
  latencyMs?: number;
  /** Longest single wait between asks of the store (default: a 50th of the window, 5 to 200 ms). */
  pollMs?: number;
  now?: () => number;
  sleep?: Clock["sleep"];
  /** Where the one fallback warning goes (default the jobai logger, on stderr). */
  logger?: Pick<Logger, "warn">;
  /** What fair share counts this limiter's requests for (default SERVICE_JOB_ID, else this process). */
  job?: string;
  /** The environment to read settings and the organization from (default process.env). */
  env?: NodeJS.ProcessEnv;
  plugin?: PluginConfig;
  /** What a response cost, for the spend limit (default: the price table of the settings). */
  costOf?: CostOfUsage;
}

export interface FromSettingsOptions {
  /** Wrap the store made from the settings (the CLI's wait notices), keeping its knowledge. */
  wrapStore?: (store: Store) => Store;
  logger?: Pick<Logger, "warn">;
  env?: NodeJS.ProcessEnv;
  marginMs?: number;
  latencyMs?: number;
  pollMs?: number;
  clock?: Partial<Clock>;
  /** What fair share counts the requests for (default SERVICE_JOB_ID, else this process). */
  job?: string;
  /** What a response cost (default: the price table of the settings, src/usage/prices.ts). */
  costOf?: CostOfUsage;
}

/** The limiter's job and priority: the given job, else the job's id, else this process. */
function claimOf(
  settings: Pick<Settings, "priority">,
  job: string | undefined,
  env?: NodeJS.ProcessEnv,
): Claim {
  return {
    job: jobOf(job ?? readJobFacts(env ?? process.env).SERVICE_JOB_ID),
    priority: settings.priority ?? DEFAULT_PRIORITY,
  };
}

/**
 * The default margin added after a response: a thousandth of the window, 5 ms to 1 s (60 ms for
 * 60 s). It absorbs clock rounding between the store and the proxy; each request's slot in the
 * window is its response time plus the window plus this.
 */
export function defaultMarginMs(windowMs: number): number {
  return Math.min(1000, Math.max(5, Math.round(windowMs / 1000)));
}

/**
 * The default latency allowance: the longest assumed between admission and the proxy counting a
 * request whose response is not seen within the allowance plus the window (a killed process, a
 * non-streamed answer slower than that); one answered sooner is bounded by its answer instead
 * (sliding-window.ts). A sixth of the window, 2 s to 10 s. The floor is measured (issue 22): with
 * eight or sixteen cold processes started at once on a loaded 2-core host, a request reached the
 * proxy up to 1.9 s after its admission (the SDK's first connection, CPU contention); 1 s was
 * exceeded in most such runs. A larger floor costs only an unanswered request's slot, for 1 s more.
 */
export function defaultLatencyMs(windowMs: number): number {
  return Math.min(10_000, Math.max(2000, Math.round(windowMs / 6)));
}

/** The provider's name in store keys (the proxy's path segment, spec: Model-provider proxy). */
const PROVIDER = "vendor";

/**
 * The proxy a job's requests go to, for the store key: the agent endpoint without credentials,
 * query or trailing slash, hashed (SHA-256, 12 hex digits), so no address, user or password is
 * in a key or a file name. Undefined outside a job (no endpoint): the key is then as it always was.
 */
export function proxyKeyPart(env: NodeJS.ProcessEnv): string | undefined {
  const endpoint = env.SERVICE_AGENT_ENDPOINT?.trim();
  if (!endpoint) return undefined;
  let address = endpoint;
  try {
    const url = new URL(endpoint);
    address = `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
  } catch {}
  return createHash("sha256").update(address).digest("hex").slice(0, 12);
}

/**
 * The window belongs to the organization (every job shares the budget), the provider, and the
 * proxy: two proxies (two emulators, a staging and a production service) count separately, so a
 * 529 from one must not pause the other's clients (issue 23).
 */
export function storeKey(env: NodeJS.ProcessEnv = process.env): string {
  const organization = readJobFacts(env).SERVICE_ORGANIZATION_SLUG ?? "local";
  const proxy = proxyKeyPart(env);
  return proxy ? `${organization}:${PROVIDER}:${proxy}` : `${organization}:${PROVIDER}`;
}

/** One memory store per key and process, so every limiter of a process shares its window. */
const memoryStores = new Map<string, Store>();

/** Where a store of the limiter is made: its key, and a private state directory for a squatted default. */
interface StoreWhere {
  key: string;
  logger?: Pick<Logger, "warn">;
  now?: () => number;
  /** Used instead of the default state directory when that is refused (limiter-state-dir.ts). */
  fallbackDir?: string | undefined;
  /**
   * Read shared windows within the bounds of window-bounds.ts: the model limiter's are (issue 34);
   * the REST budget's are not, since its window changes as it is learned (default false).
   */
  bounded?: boolean;
}

/** The state directory the limiter's files go in (the settings', unless a squatted default). */
function stateDirOf(settings: Settings, where: StoreWhere): string {
  return limiterStateDir(settings.stateDir, where.fallbackDir, where.logger);
}

export function createStore(settings: Settings, options: StoreWhere): Store {
  const now = options.now;
  const logger = options.logger;
  const fallback = { ...(logger ? { logger } : {}), ...(now ? { now } : {}) };
  switch (settings.store) {
    case "off":
      return createOffStore(now);
    case "memory": {
      if (now) return createMemoryStore({ now });
      let store = memoryStores.get(options.key);
      if (!store) {
        store = createMemoryStore();
        memoryStores.set(options.key, store);
      }
      return store;
    }
    case "file":
      return withFallback(
        createFileStore({
          dir: stateDirOf(settings, options),
          bounded: options.bounded === true,
          key: options.key,
          ...(now ? { now } : {}),
          ...(logger ? { logger } : {}),
        }),
        fallback,
      );
    case "redis": {
      // resolveSettings refuses the redis store without an address.
      const redisUrl = settings.redisUrl ?? "";
      const mark = sharedUseMark(() => stateDirOf(settings, options), options.key, now);
      // How long this Redis counts the host's grants: of this server (its address hashed, with no
      // credential in a file name), since another one never held them.
      const server = createHash("sha256").update(redisUrl).digest("hex").slice(0, 12);
      const liveMark = liveWindowMark(() => stateDirOf(settings, options), `${options.key}.${server}`);
      return withFallback(
        lazyStore("redis", async () =>
          (await import("./redis-store.js")).createRedisStore({
            url: redisUrl,
            liveMark,
            ca: settings.redisCa,
            ...(logger ? { logger } : {}),
            key: options.key,
            ...(now ? { now } : {}),
            ...(logger ? { logger } : {}),
            bounded: options.bounded === true,
          }),
        ),
        {
          ...fallback,
          mark,
          // While Redis is down, this host's processes share the file store's window.
          interim: () =>
            createFileStore({
              dir: stateDirOf(settings, options),
              bounded: options.bounded === true,
              key: options.key,
              ...(now ? { now } : {}),
              ...(logger ? { logger } : {}),
            }),
        },
      );
    }
  }
}

/** One memory knowledge per key and process, beside the memory store. */
const memoryKnowledge = new Map<string, CacheKnowledge>();

/**
 * The prompt-cache knowledge that goes with a store setting: the same place (this process, the
 * state directory, the Redis server), its own file name or keys, so the window's files and keys
 * are untouched. `off` keeps it in memory: the estimate still benefits within the process.
 */
export function createKnowledge(settings: Settings, options: StoreWhere): CacheKnowledge {
  const { now, logger } = options;
  const fallback = { ...(logger ? { logger } : {}), ...(now ? { now } : {}) };
  switch (settings.store) {
    case "off":
    case "memory": {
      if (now) return createMemoryKnowledge({ now });
      let knowledge = memoryKnowledge.get(options.key);
      if (!knowledge) {
        knowledge = createMemoryKnowledge();
        memoryKnowledge.set(options.key, knowledge);
      }
      return knowledge;
    }
    case "file":
      return knowledgeWithFallback(
        createFileKnowledge({
          dir: stateDirOf(settings, options),
          key: options.key,
          ...(now ? { now } : {}),
          ...(logger ? { logger } : {}),
        }),
        fallback,
      );
    case "redis": {
      const url = settings.redisUrl ?? "";
      let made: Promise<CacheKnowledge> | undefined;
      const make = () => {
        made ??= import("./cache-knowledge-redis.js").then(({ createRedisKnowledge }) =>
          createRedisKnowledge({
            url,
            ca: settings.redisCa,
            key: options.key,
            ...(now ? { now } : {}),
            ...(logger ? { logger } : {}),
          }),
        );
        return made;
      };
      // Loaded on first use, as the Redis store is (lazy-store.ts).
      const lazy: CacheKnowledge = {
        name: "redis",
        lookup: async (hashes) => (await make()).lookup(hashes),
        record: async (prefixes, delta) => (await make()).record(prefixes, delta),
        totals: async () => (await make()).totals(),
        close: async () => {
          if (made) await (await made).close();
        },
      };
      return knowledgeWithFallback(lazy, fallback);
    }
  }
}

/** One memory record of learned limits per key and process, beside the memory store. */
const memoryLearned = new Map<string, LearnedLimitStore>();

/**
 * Where the limits learned from the proxy live (learned-limit-store.ts): beside the window, in the
 * same place. Its failures never reach a grant (learned-budget.ts), so it needs no fallback.
 */
export function createLearnedStore(settings: Settings, options: StoreWhere): LearnedLimitStore {
  switch (settings.store) {
    case "off":
    case "memory": {
      if (options.now) return createMemoryLearned();
      let store = memoryLearned.get(options.key);
      if (!store) {
        store = createMemoryLearned();
        memoryLearned.set(options.key, store);
      }
      return store;
    }
    case "file":
      return createFileLearned({ dir: stateDirOf(settings, options), key: options.key });
    case "redis": {
      const url = settings.redisUrl ?? "";
      let made: Promise<LearnedLimitStore> | undefined;
      // Loaded on first use, as the Redis store is (lazy-store.ts).
      const make = () => {
        made ??= import("./learned-limit-redis.js").then(({ createRedisLearned }) =>
          createRedisLearned({ url, ca: settings.redisCa, key: options.key }),
        );
        return made;
      };
      return {
        where: `the Redis key ${budgetKeys(options.key).learned}`,
        read: async () => (await make()).read(),
        write: async (record, lifetimeMs) => (await make()).write(record, lifetimeMs),
        close: async () => {
          if (made) await (await made).close();
        },
      };
    }
  }
}

/** One memory spend account per key and process, beside the memory store. */
const memoryLedgers = new Map<string, SpendLedger>();

/**
 * Where the build's spend account lives: beside the window, in the same place (this process, the
 * state directory, the Redis server), so every process that shares the window shares the account.
 * `off` keeps it in this process: the limit then holds for each process alone.
 */
export function createSpendLedger(settings: Settings, options: StoreWhere): SpendLedger {
  switch (settings.store) {
    case "off":
    case "memory": {
      if (options.now) return createMemoryLedger(options.now);
      let ledger = memoryLedgers.get(options.key);
      if (!ledger) {
        ledger = createMemoryLedger();
        memoryLedgers.set(options.key, ledger);
      }
      return ledger;
    }
    case "file":
      return createFileLedger({
        dir: stateDirOf(settings, options),
        key: options.key,
        ...(options.now ? { now: options.now } : {}),
      });
    case "redis": {
      const url = settings.redisUrl ?? "";
      let made: Promise<SpendLedger> | undefined;
      // Loaded on first use, as the Redis store is (lazy-store.ts).
      const make = () => {
        made ??= import("./spend-redis.js").then(({ createRedisLedger }) =>
          createRedisLedger({ url, ca: settings.redisCa, key: options.key }),
        );
        return made;
      };
      return {
        name: "redis",
        reserve: async (...args) => (await make()).reserve(...args),
        settle: async (...args) => (await make()).settle(...args),
        view: async (account) => (await make()).view(account),
        close: async () => {
          if (made) await (await made).close();
        },
      };
    }
  }
}

/**
 * Whether a way in needs a limiter: a store to share, or a spend limit (with the store `off`, the
 * window admits everything, and the spend limit still holds, for each process alone).
 */
export function needsLimiter(settings: Pick<Settings, "store" | "spendLimit">): boolean {
  return (
    settings.store !== "off" ||
    settings.spendLimit.job !== undefined ||
    settings.spendLimit.build !== undefined
  );
}

/** Whose money this process spends: the build's account (SERVICE_BUILD_ID) and its job's share. */
export function spendAccountOf(env: NodeJS.ProcessEnv, job?: string): SpendAccountId {
  const facts = readJobFacts(env);
  return { build: facts.SERVICE_BUILD_ID ?? "local", job: job ?? facts.SERVICE_JOB_ID ?? "local" };
}

/** The spend limit of `settings`, or undefined when none is set. */
function spendGateOf(
  settings: Settings,
  where: StoreWhere,
  env: NodeJS.ProcessEnv,
  options: Pick<FromSettingsOptions, "costOf" | "job">,
): SpendGate | undefined {
  const limits = settings.spendLimit;
  if (limits.job === undefined && limits.build === undefined) return undefined;
  return createSpendGate({
    ledger: createSpendLedger(settings, where),
    limits,
    account: spendAccountOf(env, options.job),
    costOf: options.costOf ?? spendCostOf(settings),
  });
}

/** The memory record of learned limits that goes with a store object of the caller's. */
const learnedByStore = new WeakMap<Store, LearnedLimitStore>();

function checkMs(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 0) {
    throw new UsageError(`the limiter's ${name} must be a whole number of ms, 0 or more; got ${value}`);
  }
  return value;
}

function budgetOf(limits: Settings["limits"], marginMs?: number, latencyMs?: number): Budget {
  return {
    ...limits,
    marginMs: checkMs("marginMs", marginMs ?? defaultMarginMs(limits.windowMs)),
    latencyMs: checkMs("latencyMs", latencyMs ?? defaultLatencyMs(limits.windowMs)),
  };
}

/** A limiter from settings already resolved (what createClient and the relay use). */
export function createLimiterFromSettings(settings: Settings, options: FromSettingsOptions = {}): Limiter {
  const clock: Clock = { ...realClock, ...options.clock };
  const budget = budgetOf(settings.limits, options.marginMs, options.latencyMs);
  const env = options.env ?? process.env;
  const where = {
    key: storeKey(env),
    logger: options.logger ?? sharedLogger(),
    ...(options.clock?.now ? { now: options.clock.now } : {}),
    // A default state directory another user took first is replaced by a private one (issue 34).
    fallbackDir: settings.stateDir === defaultStateDir(env) ? privateStateDir(env) : undefined,
  };
  // One failure, one warning (issue 23): when the window's store has said that it failed, the
  // prompt-cache knowledge beside it (the same Redis or directory) failing too goes unsaid.
  let storeWarned = false;
  const storeLogger = {
    warn: (text: string) => {
      storeWarned = true;
      where.logger.warn(text);
    },
  };
  const knowledgeLogger = {
    warn: (text: string) => {
      if (!storeWarned) where.logger.warn(text);
    },
  };
  const spend = spendGateOf(settings, where, env, options);
  const made = createStore(settings, { ...where, logger: storeLogger, bounded: true });
  const store = options.wrapStore ? options.wrapStore(made) : made;
  return createLimiterCore({
    budget,
    store,
    knowledge: createKnowledge(settings, { ...where, logger: knowledgeLogger }),
    ...(spend ? { spend } : {}),
    claim: claimOf(settings, options.job, options.env),
    learned: learnedBudget(createLearnedStore(settings, where), budget, clock, where.logger),
    clock,
    ...(options.pollMs !== undefined ? { pollMs: options.pollMs } : {}),
  });
}

function learnedBudget(
  store: LearnedLimitStore,
  budget: Budget,
  clock: Clock,
  logger: Pick<Logger, "warn"> & Partial<Pick<Logger, "debug">>,
): LearnedBudget {
  return createLearnedBudget({ store, budget, now: clock.now, logger });
}

/**
 * A limiter: budgets and store from `options`, then the plugin options, then `JOBAI_*` variables,
 * then the defaults (50 requests, 50,000 counted input tokens, 60 s). Throws a UsageError for bad
 * settings (a zero limit, an unknown store, a Redis URL that is not one).
 */
export function createLimiter(options: LimiterOptions = {}): Limiter {
  const {
    store,
    marginMs,
    latencyMs,
    pollMs,
    now,
    sleep,
    logger,
    env,
    plugin,
    job,
    costOf,
    ...settingsOptions
  } = options;
  const custom = typeof store === "object" ? store : undefined;
  const settings = resolveSettings(
    { ...settingsOptions, store: typeof store === "string" ? store : custom ? "memory" : undefined },
    plugin ?? {},
    env ?? process.env,
  );
  const clock: Partial<Clock> = { ...(now ? { now } : {}), ...(sleep ? { sleep } : {}) };
  if (!custom) {
    return createLimiterFromSettings(settings, {
      clock,
      ...(logger ? { logger } : {}),
      ...(env ? { env } : {}),
      ...(job !== undefined ? { job } : {}),
      ...(costOf ? { costOf } : {}),
      ...(marginMs !== undefined ? { marginMs } : {}),
      ...(latencyMs !== undefined ? { latencyMs } : {}),
      ...(pollMs !== undefined ? { pollMs } : {}),
    });
  }
  // A store object of the caller's: the spend account in this process's memory, beside it.
  const spend = spendGateOf(
    settings,
    { key: storeKey(env ?? process.env), ...(now ? { now } : {}) },
    env ?? process.env,
    {
      ...(costOf ? { costOf } : {}),
      ...(job !== undefined ? { job } : {}),
    },
  );
  return createLimiterOnStore(custom, settings.limits, claimOf(settings, job, env), {
    ...(spend ? { spend } : {}),
    clock,
    ...(marginMs !== undefined ? { marginMs } : {}),
    ...(latencyMs !== undefined ? { latencyMs } : {}),
    ...(pollMs !== undefined ? { pollMs } : {}),
  });
}

/**
 * A limiter on a store object of the caller's (shared by several limiters, in tests and embedding)
 * with limits already resolved: no settings are read.
 */
function createLimiterOnStore(
  store: Store,
  limits: Settings["limits"],
  claim: Claim,
  options: Pick<FromSettingsOptions, "marginMs" | "latencyMs" | "pollMs" | "clock"> & { spend?: SpendGate },
): Limiter {
  const budget = budgetOf(limits, options.marginMs, options.latencyMs);
  const clock = { ...realClock, ...options.clock };
  let learned = learnedByStore.get(store);
  if (!learned) {
    learned = createMemoryLearned();
    learnedByStore.set(store, learned);
  }
  return createLimiterCore({
    budget,
    store,
    claim,
    ...(options.spend ? { spend: options.spend } : {}),
    learned: learnedBudget(learned, budget, clock, sharedLogger()),
    clock,
    ...(options.pollMs !== undefined ? { pollMs: options.pollMs } : {}),
  });
}
