/**
 * The limiter's one request policy (issue 12, item 3). The SDK middleware (middleware.ts) and the
 * relay's gate (src/relay/limiter-gate.ts) are thin adapters over it: they tell it what they see of
 * a request and its response, and it decides the cost, the reservation, how to settle, and when to
 * pause everyone.
 *
 * Cost: only `POST /v1/messages` carries input tokens. Its reservation is what the proxy is expected
 * to count: the estimated tokens after the longest prefix the prompt-cache model expects to be read
 * (prompt-cache-model.ts), scaled by the calibration learned from earlier responses.
 *
 * Settle rules, once per response (the first rule that applies):
 * - usage seen (a JSON body, a stream's `message_start`, then `message_delta`): what the proxy
 *   counted, input + cache creation; the last report wins. The response teaches the cache model
 *   and the calibration. A prediction that proved low is thus settled at what was counted.
 * - 429: no tokens, one request. The proxy refused it, so it counted no input; everyone pauses for
 *   `retry-after` (or a doubling backoff). The middleware used to keep the estimate, which held
 *   budget the proxy never used while the pause already protects the window.
 * - other 4xx: no tokens, one request: refused before the model read it.
 * - 529 and other 5xx, a stream cut before its usage, a connection lost: the estimate, settled now.
 *   The proxy admitted the request (and counts it at arrival), so its tokens stay counted; settling
 *   now ends its time in flight, since the proxy counted it by now at the latest. The gate used to
 *   leave a 5xx unsettled, holding it until the latency allowance ran out. 529 also pauses everyone.
 * - a 2xx without usage (a free call, or a body with no usage): the estimate (0 for a free call).
 * - never sent (the client left after admission): nothing.
 *
 * Spend (issue 30, spend-gate.ts), when a spend limit is set: a messages call holds its worst case
 * before it waits for the window (refused at once when it would pass the limit), and is charged
 * when the exchange ends: the last usage seen at its price; nothing for a 3xx-5xx status or a call
 * never sent; the worst case when no usage came (a stream cut before message_start, a lost
 * connection). A free call holds nothing.
 */
import { type Logger, logger as sharedLogger } from "../log.js";
import type { CacheKnowledge, TotalsDelta } from "./cache-knowledge.js";
import { addTotals, createMemoryKnowledge } from "./cache-knowledge.js";
import { type Calibration, createCalibration, type PromptPart } from "./calibration.js";
import { seedEntry, seededFactor, seedHash } from "./calibration-seed.js";
import { RequestTooLargeError } from "./errors.js";
import { framingTokens, promptBlocks } from "./estimator.js";
import {
  type Boundary,
  boundaries,
  type CachedPrefix,
  candidateHashes,
  learnFromUsage,
  predictRead,
  TTL_5M,
  ttlOf,
} from "./prompt-cache-model.js";
import type { SpendGate, SpendRequest } from "./spend-gate.js";
import type { Cost, Limiter, PauseStatus, Reservation } from "./types.js";
import { countedInputTokens, totalInputTokens, type Usage } from "./usage.js";

/** What a call costs before it is sent. Only messages calls carry input tokens. */
export type CallKind = "messages" | "free";

/** `/v1/messages` (not count_tokens, not batches) is the one call charged input tokens. */
export function callKind(method: string, url: string): CallKind {
  // A path (the relay's) is read as it is; only a full URL (the SDK's) is parsed: a relative one
  // would make URL throw, and an exception per request is not free.
  let path = url.split("?")[0] ?? url;
  if (!url.startsWith("/")) {
    try {
      path = new URL(url).pathname;
    } catch {
      // not a URL either: the path as given
    }
  }
  return method.toUpperCase() === "POST" && /\/v1\/messages\/?$/.test(path) ? "messages" : "free";
}

/** `retry-after` as delta-seconds (RFC 9110 10.2.3: digits; a fraction is tolerated, a sign is not). */
const SECONDS = /^\s*\d+(\.\d+)?\s*$/;
/** An HTTP date (IMF-fixdate, RFC 850 or asctime): it starts with a day name. Date.parse alone takes "7" for 2001. */
const HTTP_DATE = /^\s*(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,? /;

/**
 * The wait a 429/529 asks for, in ms: `retry-after-ms`, `retry-after` seconds or an HTTP date;
 * undefined when absent, malformed, negative, zero or in the past (the caller then backs off).
 * Not capped here: the pause is (pauseCap), whatever the header says.
 */
export function retryAfterMs(headers: Headers, now: number): number | undefined {
  const msText = headers.get("retry-after-ms");
  if (msText && SECONDS.test(msText)) {
    const ms = Number.parseFloat(msText);
    if (ms > 0) return ms;
  }
  const value = headers.get("retry-after");
  if (!value) return undefined;
  if (SECONDS.test(value)) {
    const seconds = Number.parseFloat(value);
    return seconds > 0 && Number.isFinite(seconds) ? seconds * 1000 : undefined;
  }
  if (!HTTP_DATE.test(value)) return undefined;
  const date = Date.parse(value);
  return Number.isFinite(date) && date > now ? date - now : undefined;
}

/**
 * The longest pause a 429/529 may put on every process of the store: one window (a rule of the
 * design: no wait lasts longer than the window whatever a server's header says). A window after a refusal
 * the proxy's own window has moved on entirely; a hostile or buggy `retry-after: 86400` once paused
 * every process sharing the store for a day (issue 23).
 */
export function pauseCapMs(windowMs: number): number {
  return windowMs;
}

/**
 * The default margin on a cached prefix's expiry: it is taken as cached only while it has at least
 * this long to live. A request is estimated before it waits for budget, and in the worst steady
 * state it waits about one window, then travels (the latency allowance); the margin covers both,
 * and at least 30 s. For the default 60 s window: 90 s of the provider's 5 minutes.
 */
function defaultExpiryMarginMs(windowMs: number, latencyMs: number): number {
  return Math.min(TTL_5M / 2, Math.max(30_000, windowMs + latencyMs));
}

export interface RequestPolicyOptions {
  limiter: Limiter;
  /** Where the cache model's knowledge lives; default the limiter's, else this process's memory. */
  knowledge?: CacheKnowledge;
  /** Model the prompt cache (default true). Off: every request reserves its whole estimate. */
  cacheModel?: boolean;
  /**
   * Calibration of the estimate by what the proxy counted; default one per policy. An
   * AdaptiveEstimator (createAdaptiveEstimator) fits too.
   */
  calibration?: Calibration;
  /** Pause after a 429/529 without `retry-after`, by consecutive count (default 1 s, 2 s, 4 s ... up to the window). */
  backoffMs?: (consecutive: number) => number;
  /** See defaultExpiryMarginMs. */
  expiryMarginMs?: number;
  now?: () => number;
  logger?: Pick<Logger, "debug" | "warn">;
  /** The spend limit; default the limiter's (none when no limit is set). */
  spend?: SpendGate;
}

/** What an adapter saw of one request before sending it. */
export interface PolicyRequest {
  method: string;
  /** A full URL (the SDK's) or a path with its query (the relay's). */
  url: string;
  /** The parsed JSON body, when there is one. */
  body: unknown;
}

/** The outcome of one admitted request, as an adapter reports it. Each call may come once or not at all. */
export interface Admitted {
  readonly kind: CallKind;
  /** What was reserved. */
  readonly reserved: Cost;
  /** How long it waited for budget, in ms. */
  readonly waitedMs: number;
  /** Usage read from the response (may come again, e.g. message_start then message_delta: the last wins). */
  usage(usage: Usage): void;
  /**
   * The response's status and headers arrived. For a 429 or 529, returns the pause put on every
   * process, in ms (the header's wait capped at the window): an adapter gives its client that wait,
   * not the header's, so the client's own retry does not outwait the cap.
   */
  status(status: number, headers?: Headers): number | undefined;
  /** A stream carried an `error` event of this type. */
  streamError(type: string): void;
  /** The exchange is over, complete or cut: settles what is not settled yet. */
  end(): void;
  /** It was never sent: give everything back. */
  unsent(): void;
}

/** Running counts of this policy (this process), for the relay's status and the benchmark. */
export interface PolicyStats extends TotalsDelta {
  /** reserved / counted of each settled messages call with counted > 0, the last 1,000. */
  ratios: number[];
  /** Requests refused as larger than the budget. */
  refused: number;
}

export interface RequestPolicy {
  /**
   * Estimate, hold the spend limit's worst case, then wait for and reserve budget. Rejects with
   * RequestTooLargeError, SpendLimitError, UnpricedModelError or the signal's reason.
   */
  admit(request: PolicyRequest, signal?: AbortSignal): Promise<Admitted>;
  stats(): PolicyStats;
  readonly limiter: Limiter;
  readonly knowledge: CacheKnowledge;
}

/** What a messages body is, whatever is known of the cache: worked out once per request. */
interface Prompt {
  body: unknown;
  model: string;
  points: Boundary[];
  /** The prefix hashes to look up in the knowledge. */
  hashes: string[];
  /** Raw estimate (estimator units) of the whole prompt. */
  rawTotal: number;
  /** Raw estimate of its definitions (framing, tools, system): the start of every prefix. */
  rawDefinitions: number;
  /** The hash of the prefix that ends with its definitions (calibration-seed.ts), when it has any. */
  definitionsHash: string | undefined;
}

interface Plan {
  cost: Cost;
  model: string;
  points: Boundary[];
  known: Map<string, CachedPrefix>;
  /** Raw estimate (estimator units) of the whole prompt. */
  rawTotal: number;
  rawDefinitions: number;
  definitionsHash: string | undefined;
  /**
   * Planned before any response calibrated the estimate, or capped at the whole budget: the next
   * response this process learns from may well lower it, so it is planned again then.
   */
  provisional: boolean;
}

/** Why a waiting request gave up its place: to be planned again with what was just learned. */
const REPLAN = new Error("planned again with what the last response taught");

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** How far above what is counted the raw estimate may be (measured worst 1.72x; see plan()). */
const MAX_OVERESTIMATE = 2;

/** Whether a body asks for caching anywhere (for when the cache model is off). */
function hasCacheControl(body: unknown): boolean {
  return isObject(body) && JSON.stringify(body).includes('"cache_control"');
}

/** Calibration samples below this many raw tokens say more about framing than about the tokenizer. */
const MIN_CALIBRATION_RAW = 64;

/** A counted part at least this share definitions (or conversation) calibrates that part alone. */
const ONE_PART_SHARE = 0.9;

/**
 * The raw estimate of what is counted after a prefix of `readRaw` is read, by part: the prompt's
 * definitions come first (tools, then system), so a prefix reads them before any message.
 */
function countedParts(
  prompt: Pick<Prompt, "rawTotal" | "rawDefinitions">,
  readRaw: number,
): Record<PromptPart, number> {
  return {
    definitions: Math.max(0, prompt.rawDefinitions - readRaw),
    conversation: Math.max(0, prompt.rawTotal - Math.max(readRaw, prompt.rawDefinitions)),
  };
}

/** Which part a sample calibrates: the one it is almost all of, or undefined for a mix of both. */
function sampleOf(parts: Record<PromptPart, number>): PromptPart | undefined {
  const total = parts.definitions + parts.conversation;
  if (parts.definitions >= ONE_PART_SHARE * total) return "definitions";
  if (parts.conversation >= ONE_PART_SHARE * total) return "conversation";
  return undefined;
}

/** The longest cache lifetime a body asks for, read as the spend limit's worst case needs it. */
function cacheWriteOf(body: unknown): SpendRequest["cacheWrite"] {
  if (!hasCacheControl(body)) return "none";
  return /"ttl"\s*:\s*"1h"/.test(JSON.stringify(body)) ? "1h" : "5m";
}

function maxTokensOf(body: unknown): number {
  const value = isObject(body) ? body.max_tokens : undefined;
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.ceil(value) : 0;
}

export function createRequestPolicy(options: RequestPolicyOptions): RequestPolicy {
  const { limiter } = options;
  const knowledge = options.knowledge ?? limiter.knowledge ?? createMemoryKnowledge();
  const cacheModel = options.cacheModel ?? true;
  // Calibrated on the counted part of recent requests (calibration.ts).
  const estimator = options.calibration ?? createCalibration();
  const ratioOf = (part: PromptPart) => estimator.ratioOf?.(part) ?? estimator.ratio;
  let observed = false;
  /** Provisional plans waiting for budget, woken to plan again when a response teaches something. */
  const learners = new Set<() => void>();
  const now = options.now ?? Date.now;
  const budget = limiter.budget;
  const backoffMs =
    options.backoffMs ?? ((n: number) => Math.min(budget.windowMs, 1000 * 2 ** Math.max(0, n - 1)));
  const marginMs = options.expiryMarginMs ?? defaultExpiryMarginMs(budget.windowMs, budget.latencyMs);
  const log = options.logger;
  let consecutive = 0;
  const spend = options.spend ?? limiter.spend;
  const stats: PolicyStats = {
    requests: 0,
    reservedTokens: 0,
    countedTokens: 0,
    cacheReadTokens: 0,
    inputTokens: 0,
    ratios: [],
    refused: 0,
  };

  function readPrompt(body: unknown): Prompt {
    const model = isObject(body) && typeof body.model === "string" ? body.model : "";
    const blocks = promptBlocks(body);
    const framing = framingTokens(body);
    const points = cacheModel
      ? boundaries(model, blocks, isObject(body) ? ttlOf(body.cache_control) : undefined, framing)
      : [];
    const rawTotal = blocks.reduce((sum, block) => sum + block.tokens, framing);
    let rawDefinitions = framing;
    let definitions = 0;
    for (const block of blocks) {
      if (block.part !== "tool" && block.part !== "system") continue;
      rawDefinitions += block.tokens;
      definitions++;
    }
    const definitionsHash = definitions > 0 ? points[definitions - 1]?.hash : undefined;
    return {
      body,
      model,
      points,
      hashes: candidateHashes(points),
      rawTotal,
      rawDefinitions,
      definitionsHash,
    };
  }

  /** The cost of `prompt` with what is known of the cache now (a replan reruns only this). */
  async function plan(prompt: Prompt): Promise<Plan> {
    const { body, model, points, hashes, rawTotal, rawDefinitions, definitionsHash } = prompt;
    // Not calibrated yet: what another process learned of the same definitions (calibration-seed.ts).
    const seed =
      definitionsHash && !(estimator.calibrated ?? observed) ? seedHash(definitionsHash) : undefined;
    const asked = seed ? [...hashes, seed] : hashes;
    const known =
      asked.length === 0
        ? new Map<string, CachedPrefix>()
        : await knowledge.lookup(asked).catch((error: unknown) => {
            log?.debug({ err: String(error) }, "prompt-cache knowledge lookup failed");
            return new Map<string, CachedPrefix>();
          });
    const read = predictRead(points, known, now(), marginMs);
    // Each part of what is counted scaled by its own calibration (calibration.ts, PromptPart); the
    // definitions counted whole by the seeded factor when there is one.
    const counted = countedParts(prompt, read.rawTokens);
    const seeded =
      seed && counted.definitions === rawDefinitions ? seededFactor(known.get(seed), now()) : undefined;
    let tokens = Math.ceil(
      counted.definitions * (seeded ?? ratioOf("definitions")) +
        counted.conversation * ratioOf("conversation"),
    );
    if (tokens > budget.inputTokens) {
      // Refused only when it must count more than the budget even with the longest prefix known
      // to be cached free (issue 12, item 2). Without such a prefix its cache state is unknown: a
      // cold relay, a new process. It is then sent once with what can be reserved, and its usage
      // teaches the model. A prompt without a breakpoint reads nothing, so its state is known once
      // the estimate is calibrated.
      const longest = predictRead(points, known, now(), 0);
      const hasBreakpoint = points.some((point) => point.breakpoint !== undefined);
      // Before any response the estimate is not calibrated: the raw estimate sits up to 1.72x above
      // what the emulator counts on the estimator corpus, so only half of it is sure to be counted.
      const calibrated = estimator.calibrated ?? observed;
      const sure = calibrated ? estimator.ratio : 1 / MAX_OVERESTIMATE;
      const mustCount = Math.ceil(Math.max(0, rawTotal - longest.rawTokens) * sure);
      const stateKnown = longest.index >= 0 || !(cacheModel ? hasBreakpoint : hasCacheControl(body));
      if (stateKnown && mustCount > budget.inputTokens) {
        stats.refused++;
        // Uncalibrated, `mustCount` is the sure half of the raw estimate: a lower bound, said as one.
        throw new RequestTooLargeError({ requests: 1, inputTokens: mustCount }, budget, {
          cachedTokens: longest.tokens > 0 ? longest.tokens : undefined,
          atLeast: !calibrated,
        });
      }
      tokens = budget.inputTokens;
    }
    const provisional = !(estimator.calibrated ?? observed) || tokens >= budget.inputTokens;
    return {
      cost: { requests: 1, inputTokens: tokens },
      model,
      points,
      known,
      rawTotal,
      rawDefinitions,
      definitionsHash,
      provisional,
    };
  }

  /**
   * What the spend limit holds for a prompt: its whole estimate, none of it taken as cached, the
   * larger of the raw and the calibrated count (the raw one alone before any response).
   */
  function spendRequestOf(prompt: Prompt): SpendRequest {
    const conversation = prompt.rawTotal - prompt.rawDefinitions;
    const calibrated = Math.ceil(
      prompt.rawDefinitions * ratioOf("definitions") + conversation * ratioOf("conversation"),
    );
    return {
      model: prompt.model,
      inputTokens: Math.max(Math.ceil(prompt.rawTotal), calibrated),
      cacheWrite: cacheWriteOf(prompt.body),
      maxTokens: maxTokensOf(prompt.body),
    };
  }

  let warnedCap = false;
  /** Pause everyone after `status` (429 or 529); returns the pause in ms, capped at the window. */
  function pauseEveryone(headers: Headers | undefined, status: PauseStatus): number {
    consecutive++;
    const fromHeader = headers && retryAfterMs(headers, now());
    const asked = fromHeader ?? backoffMs(consecutive);
    const wait = Math.min(asked, pauseCapMs(budget.windowMs));
    // Only a header's wait is worth a warning: our own backoff is simply capped at the window.
    if (fromHeader !== undefined && wait < asked && !warnedCap) {
      warnedCap = true;
      // Said even without a logger of the caller's: the job's log must show why a retry-after went unheeded.
      (log ?? sharedLogger()).warn(
        `the proxy answered ${status} with a retry-after of ${Math.ceil(asked / 1000)} s: pausing ${Math.ceil(wait / 1000)} s (one window) at most, since by then the proxy's window has moved on`,
      );
    }
    limiter.pause(now() + wait, status).catch((error: unknown) => {
      log?.debug({ err: String(error) }, "limiter pause failed");
    });
    return wait;
  }

  return {
    limiter,
    knowledge,
    stats: () => ({ ...stats, ratios: [...stats.ratios] }),
    async admit(request, signal) {
      const kind = callKind(request.method, request.url);
      const started = now();
      let planned: Plan | undefined;
      let reservation: Reservation | undefined;
      // A provisional plan waits until admitted or until this process learns from a response,
      // whichever comes first; then it is planned again. Without this, agent sessions started
      // together each wait, cold, for an empty window, one after another, though the first
      // session's response shows that the rest of their prompts is cached.
      const prompt = kind === "messages" ? readPrompt(request.body) : undefined;
      // The spend limit first: a request it refuses is refused at once, not after waiting its turn.
      const hold = prompt && spend ? await spend.hold(spendRequestOf(prompt)) : undefined;
      try {
        while (!reservation) {
          planned = prompt ? await plan(prompt) : undefined;
          const replan = new AbortController();
          const wake = () => replan.abort(REPLAN);
          if (planned?.provisional) learners.add(wake);
          try {
            reservation = await limiter.acquire(
              planned?.cost ?? { requests: 1, inputTokens: 0 },
              signal ? AbortSignal.any([signal, replan.signal]) : replan.signal,
            );
          } catch (error) {
            if (error !== REPLAN || signal?.aborted) throw error;
          } finally {
            learners.delete(wake);
          }
        }
      } catch (error) {
        hold?.release();
        throw error;
      }
      const cost: Cost = planned?.cost ?? { requests: 1, inputTokens: 0 };
      const sentAt = now();
      const waitedMs = Math.max(0, sentAt - started);
      let done = false;
      let learned = false;
      let lastCounted: number | undefined;
      // When the response's status and headers were seen: the proxy counted the request by then, so
      // its settle, which may come after the body is read, says how long ago that was.
      let seenAt: number | undefined;

      const settle = (actual: Cost) => {
        done = true;
        const ago = seenAt === undefined ? undefined : Math.max(0, now() - seenAt);
        reservation.settle(actual, ago).catch((error: unknown) => {
          log?.debug({ err: String(error) }, "limiter settle failed");
        });
      };

      const learn = (usage: Usage, counted: number) => {
        if (!planned || learned) return;
        learned = true;
        consecutive = 0;
        let seeds: CachedPrefix[] | undefined;
        const taught = cacheModel
          ? learnFromUsage(planned.model, planned.points, planned.known, usage, reservation.at)
          : { prefixes: [], readRawTokens: 0 };
        // Calibrate on the part that was counted: the estimate after the prefix really read (which
        // may differ from the one expected), against input + cache creation.
        const parts = countedParts(planned, taught.readRawTokens);
        const rawCounted = parts.definitions + parts.conversation;
        let sampled = false;
        if (
          rawCounted >= MIN_CALIBRATION_RAW &&
          (usage.cacheReadInputTokens === 0 || taught.readRawTokens > 0)
        ) {
          const part = sampleOf(parts);
          estimator.observe(rawCounted, counted, part);
          observed = true;
          sampled = true;
          // Definitions counted whole: their ratio is the same in every process (calibration-seed.ts).
          if (
            part === "definitions" &&
            parts.definitions === planned.rawDefinitions &&
            planned.definitionsHash
          ) {
            seeds = [seedEntry(planned.definitionsHash, counted / rawCounted, now())];
          }
        }
        const prefixes = seeds ? [...taught.prefixes, ...seeds] : taught.prefixes;
        // Only what a plan reads can change it: a calibration sample or a cached prefix. A response
        // that taught neither (a prompt too small to calibrate on, no cache) woke every waiting
        // request of the process to plan the same cost again: each left its place in the store's
        // queue and joined it again last, so a job of one process was, after each of its answers,
        // absent from the queue or the youngest in it (issue 32: its share fell to 0.39 beside a
        // job of four), and the waiters that had slept until their turns behind it woke late.
        const replan = sampled || prefixes.length > 0;
        const delta: TotalsDelta = {
          requests: 1,
          reservedTokens: cost.inputTokens,
          countedTokens: counted,
          cacheReadTokens: usage.cacheReadInputTokens,
          inputTokens: totalInputTokens(usage),
        };
        addTotals(stats, delta);
        if (counted > 0) {
          stats.ratios.push(cost.inputTokens / counted);
          if (stats.ratios.length > 1000) stats.ratios.shift();
        }
        knowledge
          .record(prefixes, delta)
          .catch((error: unknown) => {
            log?.debug({ err: String(error) }, "prompt-cache knowledge record failed");
          })
          .finally(() => {
            if (replan) for (const learner of [...learners]) learner();
          });
      };

      return {
        kind,
        reserved: cost,
        waitedMs,
        usage(usage) {
          hold?.usage(usage);
          const counted = countedInputTokens(usage);
          if (counted !== lastCounted) {
            lastCounted = counted;
            settle({ requests: cost.requests, inputTokens: counted });
          }
          learn(usage, counted);
        },
        status(status, headers) {
          seenAt ??= now();
          // A 429 or rate-limit headers may teach the limit (learned-limit.ts). A 429 is judged
          // against the window as it held this request, unanswered: its settle waits for that.
          const learning =
            status === 429 || (status >= 200 && status < 300)
              ? limiter.learn?.(status, headers, cost)
              : undefined;
          const paused = status === 429 || status === 529 ? pauseEveryone(headers, status) : undefined;
          // A refusal or a server error is not charged: the provider bills what it answered.
          if (status >= 300) hold?.release();
          if (!done && !(status >= 200 && status < 300)) {
            const actual = status >= 400 && status < 500 ? { requests: cost.requests, inputTokens: 0 } : cost;
            if (status === 429 && learning) {
              done = true;
              void learning.finally(() => settle(actual));
            } else settle(actual);
          }
          return paused;
        },
        streamError(type) {
          if (type === "overloaded_error") pauseEveryone(undefined, 529);
          if (type === "rate_limit_error") pauseEveryone(undefined, 429);
        },
        end() {
          hold?.end();
          if (kind === "free" && !done) consecutive = 0;
          if (!done) settle(cost);
        },
        unsent() {
          hold?.release();
          settle({ requests: 0, inputTokens: 0 });
        },
      };
    },
  };
}
