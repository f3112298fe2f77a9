/**
 * The spend limit in front of every request that costs money (issue 30, item 4): the request
 * policy (request-policy.ts) holds a request's worst case here before it waits for the rate limit,
 * and settles it at the real cost when the response's usage is read, the way it settles the rate
 * limit's reservation. The SDK middleware, the relay, `jobai ask` and summaries all go through
 * that policy, so all spend from one account per build (spend-account.ts), kept where the
 * limiter's window is (memory, file, Redis).
 *
 * Worst case: the estimated input at the dearest price it can be counted at (the input price, or
 * the cache-write price when the request asks for caching), plus `max_tokens` at the output price.
 * A response's usage replaces it; a response without usage (a stream cut before its end, a lost
 * connection) keeps it, since what the provider charged is not known; a refusal (4xx, 5xx) or a
 * request never sent costs nothing.
 */
import { randomUUID } from "node:crypto";
import type { SpendLimitSettings } from "../config/settings.js";
import { type Logger, logger as sharedLogger } from "../log.js";
import {
  type SpendAccountId,
  type SpendLedger,
  type SpendLimitsMicro,
  type SpendView,
  toMicro,
  toUsd,
} from "./spend-account.js";
import { SpendCheckError, SpendLimitError, UnpricedModelError } from "./spend-errors.js";
import type { Usage } from "./usage.js";

/**
 * What a response's usage cost in US dollars for `model`, or null when the model has no price.
 * The price table's (src/usage/prices.ts), bound to the prices in effect.
 */
export type CostOfUsage = (model: string, usage: SpendUsage) => number | null;

/** Usage as the price needs it: cache writes by their lifetime (`cacheCreationOneHourInputTokens`). */
export type SpendUsage = Usage;

/** What the spend limit reads of a request before it is sent. */
export interface SpendRequest {
  model: string;
  /** Estimated input tokens of the whole prompt, none taken as cached. */
  inputTokens: number;
  /** Whether the request asks for caching, and the longest lifetime it names. */
  cacheWrite: "none" | "5m" | "1h";
  maxTokens: number;
}

/** A request's hold on the account. Each ends once: settled, or released. */
export interface SpendHold {
  /** The worst case held, in US dollars. */
  readonly heldUsd: number;
  /** The response's usage arrived (the last report wins until `end`). */
  usage(usage: SpendUsage): void;
  /** The exchange is over: charge the last usage seen, else the worst case. */
  end(): void;
  /** Nothing was charged (a refusal, a request never sent): give the hold back. */
  release(): void;
}

export interface SpendGate {
  readonly limits: SpendLimitSettings;
  readonly account: SpendAccountId;
  readonly where: SpendLedger["name"];
  /** Hold `request`'s worst case, or throw SpendLimitError / UnpricedModelError: nothing is sent. */
  hold(request: SpendRequest): Promise<SpendHold>;
  /** The account's spend and holds, in US dollars. */
  view(): Promise<{ build: { spent: number; held: number }; job: { spent: number; held: number } }>;
  close(): Promise<void>;
}

/**
 * How long a hold lasts when its request is never settled (its process was killed): the SDK's
 * default request timeout (10 minutes). A response that comes later is still charged in full.
 */
export const DEFAULT_SPEND_HOLD_MS = 10 * 60_000;

export interface SpendGateOptions {
  ledger: SpendLedger;
  limits: SpendLimitSettings;
  account: SpendAccountId;
  costOf: CostOfUsage;
  holdMs?: number;
  logger?: Pick<Logger, "debug" | "warn">;
}

/** The dearest way the request's input may be counted, with `max_tokens` of output. */
export function worstCaseUsd(costOf: CostOfUsage, request: SpendRequest): number | null {
  const { inputTokens, maxTokens } = request;
  const base = { cacheReadInputTokens: 0, outputTokens: maxTokens };
  const candidates: SpendUsage[] = [{ ...base, inputTokens, cacheCreationInputTokens: 0 }];
  if (request.cacheWrite !== "none") {
    candidates.push({ ...base, inputTokens: 0, cacheCreationInputTokens: inputTokens });
  }
  if (request.cacheWrite === "1h") {
    candidates.push({
      ...base,
      inputTokens: 0,
      cacheCreationInputTokens: inputTokens,
      cacheCreationOneHourInputTokens: inputTokens,
    });
  }
  let worst = 0;
  for (const usage of candidates) {
    const cost = costOf(request.model, usage);
    if (cost === null) return null;
    worst = Math.max(worst, cost);
  }
  return worst;
}

export function createSpendGate(options: SpendGateOptions): SpendGate {
  const { ledger, limits, account, costOf } = options;
  const holdMs = options.holdMs ?? DEFAULT_SPEND_HOLD_MS;
  const log = options.logger ?? sharedLogger();
  const micro: SpendLimitsMicro = {
    ...(limits.job !== undefined ? { job: toMicro(limits.job, Math.floor) } : {}),
    ...(limits.build !== undefined ? { build: toMicro(limits.build, Math.floor) } : {}),
  };
  /** Settles on their way: close() waits for them, so a process that ends charges what it spent. */
  const pending = new Set<Promise<void>>();
  const usd = (view: SpendView) => ({
    build: { spent: toUsd(view.build.spent), held: toUsd(view.build.held) },
    job: { spent: toUsd(view.job.spent), held: toUsd(view.job.held) },
  });

  return {
    limits,
    account,
    where: ledger.name,
    async hold(request) {
      const worst = worstCaseUsd(costOf, request);
      if (worst === null) throw new UnpricedModelError(request.model);
      const amount = toMicro(worst, Math.ceil);
      const id = randomUUID();
      // This process's answered requests first take their real cost in the account: a script that
      // asks one request after another would otherwise find its last one still held at the worst
      // case (its settle takes the store's lock) and be refused by its own hold.
      if (pending.size > 0) await Promise.all([...pending]);
      let decision: Awaited<ReturnType<SpendLedger["reserve"]>>;
      try {
        decision = await ledger.reserve(account, id, amount, micro, holdMs);
      } catch (error) {
        // A spend limit that cannot be checked is not waived: nothing is sent.
        throw new SpendCheckError(error);
      }
      if (!decision.granted) {
        throw new SpendLimitError({
          scope: decision.scope,
          limit: limits[decision.scope] ?? toUsd(decision.limit),
          spent: toUsd(decision.spent),
          held: toUsd(decision.held),
          cost: toUsd(amount),
        });
      }
      let last: SpendUsage | undefined;
      let done = false;
      const charge = (micros: number) => {
        if (done) return;
        done = true;
        const settling = ledger
          .settle(account, id, micros, holdMs)
          .catch((error: unknown) => {
            // The hold then ends at its time, charged at the worst case until then.
            log.warn(`the spend account could not be settled: ${(error as Error).message}`);
          })
          .finally(() => pending.delete(settling));
        pending.add(settling);
      };
      return {
        heldUsd: toUsd(amount),
        usage(usage) {
          last = usage;
        },
        end() {
          if (!last) return charge(amount);
          const cost = costOf(request.model, last);
          charge(cost === null ? amount : toMicro(cost));
        },
        release() {
          charge(0);
        },
      };
    },
    async view() {
      return usd(await ledger.view(account));
    },
    async close() {
      await Promise.all([...pending]);
      await ledger.close();
    },
  };
}
