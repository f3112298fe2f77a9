/**
 * `redis`: the window shared by every host, in one Redis key per organization and provider. Every
 * decision is one call of one Lua script (`redis-script.ts`), atomic on the server and timed by the
 * server's clock. Commands fail fast (no offline queue, a command timeout), so a Redis that goes away
 * shows up as an error that the fallback store turns into one warning.
 */
import { Redis } from "ioredis";
import { z } from "zod";
import { LIMIT_SCRIPT } from "./redis-script.js";
import { DEFAULT_LEASE_MS, type WindowState } from "./sliding-window.js";
import type { Budget, Cost, Decision, LimiterState, Store } from "./types.js";
import { describeWindow } from "./window-state.js";

export interface RedisStoreOptions {
  url: string;
  /** What the window belongs to, e.g. `acme-vendor`: organization and provider. */
  key: string;
  /**
   * A waiter that has not asked for this long loses its place in the queue (default 3 s; waiters ask
   * at least every 200 ms), so a process killed while first in line holds the others up no longer.
   */
  leaseMs?: number;
  /** Connect and command timeout (default 2000 ms). */
  timeoutMs?: number;
}

type LimitCommand = (key: string, ...args: (string | number)[]) => Promise<unknown>;

// cjson writes an empty Lua table as `{}`, so an empty list may come back as an object.
const list = <T extends z.ZodType>(item: T) =>
  z.union([z.array(item), z.object({}).transform(() => [] as z.output<T>[])]);

const stateSchema = z.object({
  entries: list(
    z.object({
      id: z.string(),
      at: z.number(),
      end: z.number(),
      requests: z.number(),
      inputTokens: z.number(),
      settled: z.boolean(),
    }),
  ).optional(),
  queue: list(
    z.object({ id: z.string(), requests: z.number(), inputTokens: z.number(), seenAt: z.number() }),
  ).optional(),
  pausedUntil: z.number().optional(),
});

const acquireReply = z.union([
  z.tuple([z.literal(1), z.number()]),
  z.tuple([z.literal(0), z.number(), z.enum(["queue", "requests", "inputTokens", "paused"])]),
]);

export function createRedisStore(options: RedisStoreOptions): Store {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const timeoutMs = options.timeoutMs ?? 2000;
  const key = `jobai:limit:${options.key}`;
  const redis = new Redis(options.url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    retryStrategy: (times) => (times > 2 ? null : 100 * times),
  });
  // Errors reach the caller through the failed command; without a listener ioredis prints them.
  // The last one says why a connection failed (ECONNREFUSED ...), which "Connection is closed" does not.
  let lastError = "";
  redis.on("error", (error: Error) => {
    lastError = error.message;
  });
  const where = (() => {
    try {
      return new URL(options.url).host;
    } catch {
      return "the Redis address";
    }
  })();
  redis.defineCommand("jobaiLimit", { numberOfKeys: 1, lua: LIMIT_SCRIPT });
  const command = (redis as unknown as { jobaiLimit: LimitCommand }).jobaiLimit.bind(redis);
  let connecting: Promise<void> | undefined;
  let active = 0;
  let closed = false;

  /** Keep the socket referenced only while a command is out, so an idle store never holds the process. */
  function hold(on: boolean): void {
    active += on ? 1 : -1;
    const stream = redis.stream as { ref?: () => void; unref?: () => void } | undefined;
    if (active > 0) stream?.ref?.();
    else stream?.unref?.();
  }

  async function call(op: string, id: string, cost: Cost, budget: Budget, durationMs = 0): Promise<unknown> {
    if (closed) throw new Error("the redis limiter store was closed");
    hold(true);
    try {
      if (redis.status === "wait") connecting ??= redis.connect();
      if (connecting) await connecting;
      return await command(
        key,
        op,
        id,
        cost.requests,
        cost.inputTokens,
        budget.requests,
        budget.inputTokens,
        budget.windowMs,
        budget.marginMs,
        leaseMs,
        Math.max(0, Math.round(durationMs)),
        budget.latencyMs,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(
        `Redis at ${where}: ${message}${lastError && lastError !== message ? ` (${lastError})` : ""}`,
      );
    } finally {
      hold(false);
    }
  }

  const none: Cost = { requests: 0, inputTokens: 0 };
  return {
    name: "redis",
    async tryAcquire(id: string, cost: Cost, budget: Budget): Promise<Decision> {
      const reply = acquireReply.parse(await call("acquire", id, cost, budget));
      return reply[0] === 1
        ? { granted: true, at: reply[1] }
        : { granted: false, waitMs: reply[1], reason: reply[2] };
    },
    async cancel(id: string, budget: Budget) {
      await call("cancel", id, none, budget);
    },
    async settle(id: string, actual: Cost, budget: Budget) {
      await call("settle", id, actual, budget);
    },
    async pause(durationMs: number, budget: Budget) {
      await call("pause", "", none, budget, durationMs);
    },
    async state(budget: Budget): Promise<LimiterState> {
      const [json, now] = z.tuple([z.string(), z.number()]).parse(await call("state", "", none, budget));
      const parsed = stateSchema.parse(JSON.parse(json));
      const state: WindowState = {
        entries: parsed.entries ?? [],
        queue: parsed.queue ?? [],
        pausedUntil: parsed.pausedUntil ?? 0,
      };
      return describeWindow(state, budget, now, "redis", leaseMs);
    },
    async close() {
      if (closed) return;
      closed = true;
      redis.disconnect();
    },
  };
}
