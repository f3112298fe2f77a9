/**
 * The REST limits learned (learned-limits.ts) in Redis, when the budget's store is Redis: one key of
 * their own per limit, `jobai:{<budget key>}:rest-limits` (redis-keys.ts), beside the window's keys and never read by
 * the window's scripts, expiring LEARNED_TTL_MS after it was last written. Processes on every host
 * that shares the Redis then take their first turn with what any of them learned.
 *
 * Sharing what was learned is a help, not a need, so Redis never holds a request for it:
 * - a read waits at most READ_BOUND_MS, and one made within FRESH_MS of the last reuses its answer;
 * - a write is not awaited by the request (close() waits for it, briefly);
 * - a failure (Redis down, a read past its bound) sends reads and writes to `fallback` (the file memo
 *   of the state directory, or this process's memory) for RETRY_REDIS_MS, with one warning per
 *   process. `fallback` is written every time, so it holds what was learned when Redis goes away.
 */
import { connectIdleRedis, type IdleRedis } from "../limit/redis-connection.js";
import { restLimitsKey } from "../limit/redis-keys.js";
import {
  type LearnedLimit,
  parseLearned,
  type RedisMemoOptions,
  type SharedLimitMemo,
} from "./learned-limits.js";

/** A learned limit not written again for this long is learned anew from the next response. */
export const LEARNED_TTL_MS = 3_600_000;
/** The longest a read waits for Redis. */
export const READ_BOUND_MS = 250;
/** A read this soon after the last one reuses its answer (the budget reads on every response). */
const FRESH_MS = 1_000;
/** After a failure, Redis is tried again this long later. */
const RETRY_REDIS_MS = 30_000;
/** Connecting and each command, as the learned model limit's connection (learned-limit-redis.ts). */
const REDIS_TIMEOUT_MS = 2_000;
/** The longest close() waits for writes still out. */
const CLOSE_WAIT_MS = 1_000;

/** Processes already warned: one warning per process, however many budgets fail. */
let warned = false;

/** One connection per Redis address, shared by the memos of this process (two per client). */
const connections = new Map<string, { idle: IdleRedis; users: number }>();

function openConnection(url: string, ca: string | undefined): IdleRedis {
  let shared = connections.get(url);
  if (!shared) {
    shared = { idle: connectIdleRedis(url, REDIS_TIMEOUT_MS, { ca }), users: 0 };
    connections.set(url, shared);
  }
  shared.users++;
  return shared.idle;
}

function closeConnection(url: string): void {
  const shared = connections.get(url);
  if (!shared || --shared.users > 0) return;
  connections.delete(url);
  shared.idle.close();
}

/** Resolves as `work` does, or rejects once `ms` have passed (the timer holds nothing open). */
function bounded<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function createRedisMemo(options: RedisMemoOptions): SharedLimitMemo {
  const now = options.now ?? Date.now;
  const key = restLimitsKey(options.key);
  const { call } = openConnection(options.url, options.ca);
  let closed = false;
  let last: { limit: LearnedLimit | undefined; at: number } | undefined;
  let downUntil = Number.NEGATIVE_INFINITY;
  const writes = new Set<Promise<unknown>>();

  function failed(error: unknown) {
    downUntil = now() + RETRY_REDIS_MS;
    last = undefined;
    if (warned) return;
    warned = true;
    const reason = error instanceof Error ? error.message : String(error);
    options.logger?.warn(
      `the REST limits this client learns are kept on this host, not shared through Redis, until Redis answers again: ${reason}`,
    );
  }

  return {
    async read() {
      if (now() < downUntil) return options.fallback.read();
      if (last && now() - last.at < FRESH_MS) return last.limit ?? options.fallback.read();
      try {
        const text = await bounded(
          call((redis) => redis.get(key)),
          READ_BOUND_MS,
          "reading the learned REST limits from Redis",
        );
        const limit = parseLearned(text);
        last = { limit, at: now() };
        return limit ?? options.fallback.read();
      } catch (error) {
        failed(error);
        return options.fallback.read();
      }
    },
    async write(limit) {
      options.fallback.write(limit);
      if (now() < downUntil) return;
      last = { limit, at: now() };
      const write = call((redis) => redis.set(key, JSON.stringify(limit), "PX", LEARNED_TTL_MS)).catch(
        failed,
      );
      writes.add(write);
      void write.finally(() => writes.delete(write));
    },
    async close() {
      await bounded(Promise.allSettled([...writes]), CLOSE_WAIT_MS, "writing the learned REST limits").catch(
        () => {},
      );
      if (closed) return;
      closed = true;
      closeConnection(options.url);
    },
  };
}
