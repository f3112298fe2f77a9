/**
 * One REST budget per token, shared by every process that uses the same limiter store (memory,
 * file, Redis: the model limiter's stores, under keys of their own). Each request takes a turn in
 * two sliding windows before it is sent (spec: REST rate limits): the organization's (shared by all
 * its users) and the token user's. Their sizes are learned from the two header sets.
 *
 * The spec says only that Reset is in seconds and that a client which waits Reset seconds after a
 * 429 may send again. What a Reset means differs with the server's kind of limiter:
 * - a fixed window: when the window that counted the request ends (then the whole limit is back);
 * - a sliding window (a log of hits): when the oldest hit still counted leaves (one slot is back);
 * - a token bucket: when the bucket is full again (or, in some, when the next token comes).
 * So two rules, each right for all three:
 * 1. A request's entry lasts one whole window W past its response (W: the longest Reset seen, which
 *    each kind sends when its window starts empty, while the evidence holds: a later answer whose
 *    Reset names an earlier moment refutes it, and one not confirmed for three windows is forgotten,
 *    learned-limits.ts). The server counted the request by the time it
 *    answered, and no kind still counts it W later: fixed and sliding windows let it go by then,
 *    and a bucket refilling L per W accepts any sequence with at most L in every W. The request's
 *    own Reset is not its end: in a sliding window it names the oldest hit, which may be long
 *    before this one (ending entries there let a sliding-window server see 2 to 3 429s per client).
 * 2. A response with Remaining 0 holds every process of that scope until its Reset, on top of the
 *    window: requests the budget cannot see (other tokens of the organization, a W learned short)
 *    have spent the limit, and the server says when it takes one again. Reset is read as rounded
 *    up, which the spec's "wait Reset seconds, then retry" needs.
 * Before anything is learned a turn is never refused: each process's first request goes out at once.
 *
 * Why rule 2 is not shortened to win time (issue 20's bench, 6 processes x 54 requests at 10 per
 * 2 s against a sliding window, traced): the time past the minimum is the spread of each round of
 * 10 (the first round's is the processes' start-up, 0.3-0.6 s on 2 busy cores; later ones 60-130 ms,
 * as 4 of the 6 processes send a second page after their first answer) plus about 25 ms a round
 * (the last answer's transit, the margin, the file store's lock). Entries and pauses already count
 * from the headers' arrival, not the body's end. The pause does hold the round's early slots until
 * the last answer's Reset, but for a round sent together no kind frees the next round sooner: a
 * sliding window takes 10 again only once the round's last hit leaves. Reusing each slot as its own
 * entry ends (rounds rolling) makes every answer of a sliding window a Remaining 0 with a Reset of
 * 1 s, which rule 2 pauses whole: slower. And a Remaining 0 cannot be ignored when the window holds
 * as many requests as the server counts and the Reset rounds to the window's oldest end: a fixed
 * window shared with another token's requests shows exactly those headers, and there the early turn
 * is a 429 (budget-windows.test.ts, "a Remaining of 0 that the budget's own window could explain").
 * What is safe for all three kinds, whatever else spends the limit, is narrower: an earlier answer
 * of the scope whose Reset names a moment certainly after the later answer (its request's sending
 * plus its Reset less the rounding's second) names the same moment as the later one (nothing was
 * freed between; a bucket's next token is no later), so the pause could end at the earlier of the
 * two. It was not adopted: it moves a round's pause to its first slot's end, which makes rounds
 * roll (above).
 */
import { createHash, randomUUID } from "node:crypto";
import { readJobFacts } from "../config/job-env.js";
import { resolveSettings, type Settings, type StoreName } from "../config/settings.js";
import type { Sleep } from "../limit/clock.js";
import { createStore, defaultMarginMs } from "../limit/create.js";
import type { Budget, Cost, Store } from "../limit/types.js";
import type { Logger } from "../log.js";
import {
  CONFIRM_WRITE_MS,
  current,
  fileMemo,
  hostMemo,
  type LearnedLimit,
  learn,
  memoryMemo,
  redisMemo,
  type SharedLimitMemo,
  widest,
} from "./learned-limits.js";
import type { LimitState, RateLimitState } from "./rate-limit.js";

export type LimitName = "organization" | "user";

/** A wait for a turn, reported before it starts (the CLI prints the long ones). */
export interface TurnWait {
  limit: LimitName;
  waitMs: number;
  /** The learned budget, when known: requests per window. */
  requests: number | undefined;
  windowMs: number | undefined;
}

export interface BudgetTurn {
  /** The response came (or the request failed): learn from its headers and end the turn's wait. */
  finish(rateLimit: RateLimitState | undefined): Promise<void>;
}

export interface RestBudget {
  /** Whether turns are taken at all (`off` takes none). */
  readonly enabled: boolean;
  take(path: string, signal?: AbortSignal, onWait?: (wait: TurnWait) => void): Promise<BudgetTurn>;
  /** Hold every process of the limits hit (all when unknown) for `waitMs`: a 429 was met. */
  pause(path: string, hit: LimitName[], waitMs: number): Promise<void>;
  close(): Promise<void>;
}

export interface RestBudgetOptions {
  /**
   * Where the budget lives, resolved once at the way in (the JobContext's settings, as the model
   * limiter's). Without it: `store`, `stateDir`, `redisUrl`, then the settings of `env`.
   */
  settings?: Settings | undefined;
  /** `memory`, `file`, `redis` or `off` (when `settings` is not given). */
  store?: StoreName | undefined;
  stateDir?: string | undefined;
  redisUrl?: string | undefined;
  /** Read only when `settings` or `organization` is not given. */
  env?: NodeJS.ProcessEnv | undefined;
  /** The API's origin: budgets of two services never mix. */
  origin: string;
  /** Who the token is (the token, or a public-key token's id): hashed, never stored as is. */
  identity: string;
  /** The organization of calls whose path names none (default SERVICE_ORGANIZATION_SLUG). */
  organization?: string | undefined;
  /** The longest a request may go unanswered: an unsettled turn counts at least this long. */
  timeoutMs: number;
  now?: (() => number) | undefined;
  sleep: Sleep;
  logger?: Pick<Logger, "warn"> | undefined;
}

const ONE: Cost = { requests: 1, inputTokens: 0 };
/** Waiters ask the store again at least this often (the stores drop a waiter silent for 3 s). */
const POLL_MS = 200;
/** Before anything is learned a turn is never refused; its entry is shortened once headers come. */
const UNKNOWN_WINDOW_MS = 3_600_000;
/** A wait that grows by less than this past what was announced is not announced again. */
const ANNOUNCE_SLACK_MS = 500;

interface Scope {
  limit: LimitName;
  store: Store;
  memo: SharedLimitMemo;
  learned: LearnedLimit | undefined;
}

function hash(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 16);
}

/** Whether the shared memo must hear of `a`: a new limit or window at once, a confirmation now and then. */
function worthWriting(a: LearnedLimit, b: LearnedLimit | undefined): boolean {
  if (a.requests !== b?.requests || a.windowMs !== b.windowMs) return true;
  return (a.seenAt ?? 0) - (b.seenAt ?? 0) >= CONFIRM_WRITE_MS;
}

const ORG_PATH = /^\/v2\/(?:packages\/)?organizations\/([^/?#]+)/;

/** The organization a path belongs to, if it names one. */
export function organizationOfPath(path: string): string | undefined {
  const found = ORG_PATH.exec(path);
  return found ? decodeURIComponent(found[1] as string) : undefined;
}

export function createRestBudget(options: RestBudgetOptions): RestBudget {
  const settings =
    options.settings ??
    resolveSettings(
      { store: options.store, stateDir: options.stateDir, redisUrl: options.redisUrl },
      {},
      options.env ?? {},
    );
  const enabled = settings.store !== "off";
  const defaultOrganization =
    options.organization ?? readJobFacts(options.env ?? {}).SERVICE_ORGANIZATION_SLUG;
  const now = options.now ?? Date.now;
  const scopes = new Map<string, Scope>();
  // A state directory that is not the user's own is worth one line even to a client given no
  // logger: the budget then stops being shared with the host's other processes.
  const memoLogger = options.logger ?? {
    warn: (message: string) => void process.stderr.write(`jobai: warning: ${message}\n`),
  };

  function budgetOf(scope: Scope): Budget {
    const learned = scope.learned;
    const windowMs = learned?.windowMs ?? UNKNOWN_WINDOW_MS;
    return {
      requests: learned?.requests ?? Number.MAX_SAFE_INTEGER,
      inputTokens: Number.MAX_SAFE_INTEGER,
      windowMs,
      marginMs: defaultMarginMs(windowMs),
      latencyMs: options.timeoutMs,
    };
  }

  /** Where what is learned is kept: beside the window, in the store's place (learned-limits.ts). */
  function memoOf(key: string): SharedLimitMemo {
    if (settings.store === "file") return hostMemo(fileMemo(settings.stateDir, key, memoLogger));
    if (settings.store === "redis") {
      return redisMemo({
        url: settings.redisUrl ?? "",
        ca: settings.redisCa,
        key,
        // While Redis fails, this host's processes share it as the file store's window does.
        fallback: fileMemo(settings.stateDir, key, memoLogger),
        logger: memoLogger,
        now,
      });
    }
    return hostMemo(memoryMemo(key));
  }

  function scopeFor(limit: LimitName, subject: string): Scope {
    const key = `rest-${hash(`${options.origin}\n${limit}\n${subject}`)}-${limit === "user" ? "user" : "org"}`;
    let scope = scopes.get(key);
    if (!scope) {
      scope = {
        limit,
        store: createStore(settings, {
          key,
          ...(options.logger ? { logger: options.logger } : {}),
          ...(options.now ? { now: options.now } : {}),
        }),
        memo: memoOf(key),
        learned: undefined,
      };
      scopes.set(key, scope);
    }
    return scope;
  }

  function scopesOf(path: string): Scope[] {
    const organization = organizationOfPath(path) ?? defaultOrganization;
    const list = [scopeFor("user", options.identity)];
    if (organization) list.push(scopeFor("organization", organization));
    return list;
  }

  async function turnIn(scope: Scope, signal?: AbortSignal, onWait?: (wait: TurnWait) => void) {
    const id = randomUUID();
    // Told once, and again only when the wait turns out longer (a pause, then the window's turn).
    let announcedUntil = Number.NEGATIVE_INFINITY;
    for (;;) {
      // What this process learned, or the others did; a window not confirmed for long is forgotten.
      scope.learned = current(scope.learned, now()) ?? current(await scope.memo.read(), now());
      const budget = budgetOf(scope);
      const decision = await scope.store.tryAcquire(id, ONE, budget);
      if (decision.granted) return id;
      if (now() + decision.waitMs > announcedUntil + ANNOUNCE_SLACK_MS) {
        announcedUntil = now() + decision.waitMs;
        onWait?.({
          limit: scope.limit,
          waitMs: decision.waitMs,
          requests: scope.learned?.requests,
          windowMs: scope.learned?.windowMs,
        });
      }
      try {
        await options.sleep(Math.max(1, Math.min(decision.waitMs, POLL_MS)), signal);
      } catch (error) {
        await scope.store.cancel(id, budget).catch(() => {});
        throw error;
      }
    }
  }

  async function finishIn(
    scope: Scope,
    id: string,
    seen: LimitState | undefined,
    answeredAt: number | undefined,
    count: Cost,
  ) {
    // What the other processes learned first: a process whose own answers all came mid-window
    // (a sliding window's Reset counts from an older hit) must not shorten the window for all.
    // Either may be refuted by this answer (learned-limits.ts): a lying Reset does not stay.
    const shared = current(await scope.memo.read(), now());
    const known = widest(current(scope.learned, now()), shared);
    const learned = learn(known, seen, answeredAt ?? now());
    if (learned) {
      scope.learned = learned;
      if (worthWriting(learned, shared)) await scope.memo.write(learned);
    }
    // Rule 1 (see the top): the entry ends one whole window after this response, whatever its Reset.
    // The store ends a settled entry a window after its own now: counted from when the headers
    // came, not from now (the body read and the steps above), the window passed is shorter by that.
    const budget = budgetOf(scope);
    const since = answeredAt === undefined ? 0 : Math.max(0, now() - answeredAt);
    await scope.store.settle(id, count, { ...budget, windowMs: Math.max(1, budget.windowMs - since) });
    // Rule 2: nothing remains, so nobody of this scope sends before the Reset.
    if (seen && seen.remaining <= 0 && seen.resetSeconds > 0) {
      await scope.store.pause(Math.max(1, seen.resetSeconds * 1000 + budget.marginMs - since), budget);
    }
  }

  return {
    enabled,
    async take(path, signal, onWait) {
      if (!enabled) return { finish: async () => {} };
      const taken: { scope: Scope; id: string }[] = [];
      try {
        for (const scope of scopesOf(path)) taken.push({ scope, id: await turnIn(scope, signal, onWait) });
      } catch (error) {
        // Aborted while waiting for the second turn: nothing is sent, so the first is given back.
        for (const { scope, id } of taken) {
          await scope.store.settle(id, { requests: 0, inputTokens: 0 }, budgetOf(scope)).catch(() => {});
        }
        throw error;
      }
      return {
        async finish(rateLimit) {
          for (const { scope, id } of taken) {
            const seen = scope.limit === "user" ? rateLimit?.user : rateLimit?.organization;
            await finishIn(scope, id, seen, rateLimit?.observedAt, ONE).catch(() => {});
          }
        },
      };
    },
    async pause(path, hit, waitMs) {
      if (!enabled || waitMs <= 0) return;
      for (const scope of scopesOf(path)) {
        if (hit.length === 0 || hit.includes(scope.limit)) {
          await scope.store.pause(waitMs, budgetOf(scope)).catch(() => {});
        }
      }
    },
    async close() {
      const closing = [...scopes.values()].flatMap((scope) => [scope.store.close(), scope.memo.close()]);
      scopes.clear();
      // Memory stores are shared by the process's clients; closing one is a no-op.
      await Promise.all(closing.map((done) => done.catch(() => {})));
    },
  };
}
