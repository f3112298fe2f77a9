import { createJobContext } from "../../config/job-context.js";
import { type Settings, STORE_NAMES, type StoreName } from "../../config/settings.js";
import type { CacheTotals } from "../../limit/cache-knowledge.js";
import { createLimiterFromSettings, storeKey } from "../../limit/create.js";
import { stateDirName } from "../../limit/file-store.js";
import { HOLD_WINDOWS, RECOVER_WINDOWS } from "../../limit/learned-limit.js";
import { limiterStateDir } from "../../limit/limiter-state-dir.js";
import { budgetKeys } from "../../limit/redis-keys.js";
import type { SpendScope } from "../../limit/spend-account.js";
import { formatUsd } from "../../limit/spend-errors.js";
import type { SpendGate } from "../../limit/spend-gate.js";
import type { LimiterState } from "../../limit/types.js";
import { redact } from "../../secrets.js";
import { defineCommand } from "../define-command.js";
import { jsonOption } from "../options/json.js";
import { limiterOptions, limiterSettings } from "../options/limiter.js";
import { printJson, printTable } from "../output.js";
import { counted } from "../plural.js";

/**
 * Where `store` keeps the window, for people: a file path, a Redis key (no credentials), or none.
 * `store` is the one really used: the file store when Redis failed, memory when the file store did.
 */
function location(settings: Settings, key: string, store: StoreName): string | undefined {
  // The private directory the limiter moved to when the default one was squatted (limiter-state-dir.ts).
  if (store === "file") return `${limiterStateDir(settings.stateDir, undefined)}/${stateDirName(key)}`;
  if (store === "redis" && settings.redisUrl) {
    // Scheme and host(s) only: the credentials are dropped (a Sentinel URL names several hosts).
    const where = settings.redisUrl.replace(/^([a-z+]+:\/\/)(?:[^@/]*@)?([^/?#]*).*$/, "$1$2");
    return `${where} key ${budgetKeys(key).window}`;
  }
  return undefined;
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000}s` : `${ms}ms`;
}

async function showLimits(
  args: Parameters<typeof limiterSettings>[0] & { stateDir?: string | undefined; json: boolean },
): Promise<void> {
  const job = createJobContext({ settings: { ...limiterSettings(args), stateDir: args.stateDir } });
  const settings = job.settings;
  const key = storeKey(job.env);
  const limiter = createLimiterFromSettings(settings, { env: job.env });
  let state: LimiterState;
  let totals: CacheTotals | undefined;
  let spend: SpendShown | undefined;
  try {
    state = await limiter.state();
    totals = await limiter.knowledge?.totals().catch(() => undefined);
    spend = limiter.spend ? await spendShown(limiter.spend) : undefined;
  } finally {
    await limiter.close();
  }
  const where = location(settings, key, state.store);
  const cache = totals ? describeTotals(totals) : undefined;
  if (args.json) {
    printJson({
      ...state,
      key,
      ...(where ? { location: redact(where) } : {}),
      ...(cache ? { cache } : {}),
      ...(spend ? { spend } : {}),
    });
    return;
  }
  process.stdout.write(
    `store: ${describeStore(state)}${where ? ` (${redact(where)})` : ""}\n` +
      `window: ${seconds(state.budget.windowMs)}, key ${key}\n`,
  );
  printTable(
    [
      {
        budget: "requests",
        used: state.used.requests,
        limit: limitText(state.learned?.requests, state.budget.requests),
        remaining: state.remaining.requests,
      },
      {
        budget: "input tokens",
        used: state.used.inputTokens,
        limit: limitText(state.learned?.inputTokens, state.budget.inputTokens),
        remaining: state.remaining.inputTokens,
      },
    ],
    ["budget", "used", "limit", "remaining"],
  );
  if (state.learned) process.stdout.write(`learned from the proxy: ${state.learned.why}\n`);
  process.stdout.write(
    `in flight: ${state.inFlight}, waiting: ${state.queued}, paused until: ${
      state.pausedUntil === null ? "not paused" : new Date(state.pausedUntil).toISOString()
    }\n`,
  );
  if (spend) {
    const scopes = (["build", "job"] as const).flatMap((scope) => {
      const shown = spend[scope];
      if (!shown) return [];
      const held = shown.held > 0 ? `, ${formatUsd(shown.held)} held in flight` : "";
      return [`${scope} ${formatUsd(shown.spent)} of ${formatUsd(shown.limit)}${held}`];
    });
    process.stdout.write(`spend limit: ${scopes.join("; ")}\n`);
  }
  if (cache) {
    const ratio = cache.reservedOverCounted === null ? "" : ` (${cache.reservedOverCounted.toFixed(2)}x)`;
    const rate = cache.cacheHitRate === null ? "no input yet" : `${Math.round(cache.cacheHitRate * 100)}%`;
    process.stdout.write(
      `since ${new Date(cache.since).toISOString()}: ${counted(cache.requests, "messages call")}, ` +
        `${cache.reservedTokens} input tokens reserved, ${cache.countedTokens} counted${ratio}; ` +
        `cache hit rate ${rate} (${cache.cacheReadTokens} cache-read tokens)\n`,
    );
  }
}

interface SpendScopeShown {
  limit: number;
  spent: number;
  held: number;
}
type SpendShown = Partial<Record<SpendScope, SpendScopeShown>>;

/** The spend limits set, each with what its scope spent and holds (US dollars). */
async function spendShown(spend: SpendGate): Promise<SpendShown> {
  const view = await spend.view();
  const shown: SpendShown = {};
  for (const scope of ["build", "job"] as const) {
    const limit = spend.limits[scope];
    if (limit !== undefined) shown[scope] = { limit, ...view[scope] };
  }
  return shown;
}

/** The limit admitted against: the configured one, or the learned one below it with the configured beside it. */
function limitText(learned: number | undefined, configured: number): string | number {
  return learned !== undefined && learned < configured ? `${learned} (of ${configured})` : configured;
}

/**
 * The store really used, and when it is a fall-back, which one failed and why: `file (the redis
 * store failed: ...)`, `memory, a 1/16 share of the budget (the file store failed: ...)`.
 */
function describeStore(state: LimiterState): string {
  if (!state.fallbackFrom) return state.store;
  const share = state.sharedBy ? `, a 1/${state.sharedBy} share of the budget` : "";
  const why = state.fallbackReason ? `: ${redact(state.fallbackReason)}` : "";
  return `${state.store}${share} (the ${state.fallbackFrom} store failed${why})`;
}

/** The shared totals with their two ratios: reserved over counted, and cache reads over all input. */
function describeTotals(totals: CacheTotals) {
  return {
    ...totals,
    reservedOverCounted: totals.countedTokens > 0 ? totals.reservedTokens / totals.countedTokens : null,
    cacheHitRate: totals.inputTokens > 0 ? totals.cacheReadTokens / totals.inputTokens : null,
  };
}

export default defineCommand({
  command: "limits",
  describe: "Show the shared rate limiter's window: used, remaining, paused until, and its store",
  builder: (yargs) =>
    limiterOptions(jsonOption(yargs, "Print the state as one JSON object"))
      // Refused by yargs before anything is read, as it always was here (the relay leaves it to
      // resolveSettings, whose message names JOBAI_LIMIT_STORE).
      .choices("store", STORE_NAMES)
      .option("state-dir", { type: "string", describe: "Directory of the file store (JOBAI_STATE_DIR)" })
      .example("jobai limits", "The window as every process on this host sees it (file store, in a job)")
      .example("jobai limits --store redis --redis-url redis://10.0.0.5:6379", "The organization-wide window")
      .example("jobai limits --json | jq .remaining.inputTokens", "Counted input tokens left in the window")
      .epilogue(
        "Used counts what was sent in the last window: settled requests at what the proxy counted\n" +
          "(input + cache creation tokens), requests still in flight at their estimate. The window is\n" +
          "keyed by organization (SERVICE_ORGANIZATION_SLUG) and provider. A memory store only shows\n" +
          "this process, so it is always empty here. A store that fails is reported with the store read\n" +
          "instead: the file store when Redis fails, memory (a share of the budget) when the file store does.\n" +
          "The last line sums every messages call settled through the store: input tokens reserved\n" +
          "(the limiter's estimates) against those counted, and the prompt cache's hit rate (cache\n" +
          "reads over all input tokens).\n" +
          "With a spend limit (JOBAI_SPEND_LIMIT_JOB, JOBAI_SPEND_LIMIT_BUILD), one more line shows what\n" +
          "the build and the job spent against it, and what requests in flight hold (US dollars).\n" +
          "A limit learned from the proxy (a 429 while the window held room, or the proxy's rate-limit\n" +
          "headers) lowers the limit every process admits against; it is shown with why, and climbs\n" +
          `back to the configured limit ${HOLD_WINDOWS} windows after it was learned, over ${RECOVER_WINDOWS} windows.\n` +
          "Exit codes: 0 shown, 2 bad input.",
      ),
  handler: (args) => showLimits(args),
});
