/**
 * `redis`: the window shared by every host, in one Redis key per organization and provider. Every
 * decision is one call of one Lua script (`redis-script.ts`), atomic on the server and timed by the
 * server's clock. Commands fail fast (no offline queue, a command timeout), so a Redis that goes away
 * shows up as an error that the fallback store turns into one warning.
 */

import { z } from "zod";
import { PRIORITIES } from "../config/settings.js";
import type { Logger } from "../log.js";
import { answerWithin } from "./answer-deadline.js";
import { type Claim, DEFAULT_CLAIM } from "./claim.js";
import {
  answerTimes,
  connectWithin,
  FIRST_ANSWER_FACTOR,
  holdOpen,
  holdTo,
  isCluster,
  openRedis,
  parseRedisAddress,
  type RedisClient,
  type RedisMode,
} from "./redis-connection.js";
import { plainRedisError } from "./redis-errors.js";
import { budgetKeys, formerWindowKey, limitScriptKeys } from "./redis-keys.js";
import { LIMIT_SCRIPT, LIMIT_SCRIPT_KEY_COUNT, limitScript, limitScriptArgs } from "./redis-script.js";
import type { LiveWindowMark } from "./shared-use-mark.js";
import { boundAgo, DEFAULT_LEASE_MS, spanOf, type WindowEntry, type WindowState } from "./sliding-window.js";
import type { Budget, Cost, Decision, LimiterState, PauseStatus } from "./types.js";
import { unwrapRebuilt } from "./window-bounds.js";
import { describeWindow, type RecoverableStore } from "./window-state.js";

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
  /** A CA file to trust for `rediss://` besides Node's own (JOBAI_REDIS_CA). */
  ca?: string | undefined;
  /**
   * This process's clock, only to translate the window it last saw (`lastKnown`) into its own time
   * and back (`absorb`); every decision is timed by the server's clock.
   */
  now?: () => number;
  /**
   * Where the store's warnings go: a key holding a value outside what jobai writes
   * (window-bounds.ts), and a process of an older jobai using this budget (redis-keys.ts).
   */
  logger?: Pick<Logger, "warn"> | undefined;
  /**
   * Read the window within the bounds of window-bounds.ts (default true). Off for a store whose
   * window changes as it is learned (the REST budget's: an hour until its headers say otherwise).
   */
  bounded?: boolean;
  /**
   * Where this host's processes note how long the window counts a request they were granted
   * (shared-use-mark.ts): each decision tells the script whether a live window is expected, and keys
   * found gone then were deleted, flushed or evicted; the window is rebuilt full (redis-script.ts).
   */
  liveMark?: LiveWindowMark | undefined;
  /**
   * Tests and benchmarks only: the script reads its time from this clock instead of the server's
   * (redis-script.ts, ScriptClock), so that the Lua runs on a simulated clock beside the TypeScript.
   */
  scriptNow?: () => number;
}

export { plainRedisError } from "./redis-errors.js";
export { limitScriptArgs } from "./redis-script.js";

/** The rejoin probe: one scripted write to a key of its own, gone after a minute. */
const PROBE_SCRIPT = "redis.call('SET', KEYS[1], ARGV[1], 'PX', 60000) return 1";

type LimitCommand = (...keysAndArgs: (string | number)[]) => Promise<unknown>;

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
      job: z.string().optional(),
    }),
  ).optional(),
  queue: list(
    z.object({
      id: z.string(),
      requests: z.number(),
      inputTokens: z.number(),
      seenAt: z.number(),
      since: z.number().optional(),
      job: z.string().optional(),
      priority: z.enum(PRIORITIES).optional(),
    }),
  ).optional(),
  pausedUntil: z.number().optional(),
  pausedFor: z.union([z.literal(429), z.literal(529)]).optional(),
});

const acquireReply = z.union([
  z.tuple([z.literal(1), z.number(), z.array(z.string())]),
  z.tuple([z.literal(0), z.number(), z.literal("paused"), z.number()]),
  z.tuple([z.literal(0), z.number(), z.enum(["queue", "requests", "inputTokens", "paused"])]),
]);

const packedEntry = /^(\S+) (\S+) (\S+) (\S+) ([01])(?: =([\s\S]*))?$/;

/**
 * The live entries a grant carries, as the script keeps them (redis-keys.ts, windowParts.entries:
 * id, then `at end requests inputTokens settled[ =job]`), in end order.
 */
export function unpackEntries(flat: readonly string[]): WindowEntry[] {
  const entries: WindowEntry[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) {
    const parts = packedEntry.exec(flat[i + 1] as string);
    if (!parts) throw new Error(`the Redis script sent an entry jobai does not write: ${flat[i + 1]}`);
    const [, at, end, requests, inputTokens, settled, job] = parts;
    entries.push({
      // A second live grant of one id is kept under the id, a newline and a serial (redis-script.ts).
      id: (flat[i] as string).split("\n")[0] as string,
      at: Number(at),
      end: Number(end),
      requests: Number(requests),
      inputTokens: Number(inputTokens),
      settled: settled === "1",
      ...(job === undefined ? {} : { job }),
    });
  }
  return entries.sort((a, b) => a.end - b.end);
}

/** `entries` with their times moved by `by` ms: from the server's clock into this process's, or back. */
function shifted(entries: readonly WindowEntry[], by: number): WindowEntry[] {
  return entries.map((entry) => ({ ...entry, at: entry.at + by, end: entry.end + by }));
}

export function createRedisStore(options: RedisStoreOptions): RecoverableStore {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const timeoutMs = options.timeoutMs ?? 2000;
  const keys = budgetKeys(options.key);
  const scriptKeys = limitScriptKeys(options.key);
  // The client is made at first use: a URL of one server is asked first whether it is a cluster
  // node (redis-connection.ts).
  let redis: RedisClient | undefined;
  let mode: RedisMode | undefined;
  let opening: Promise<RedisClient> | undefined;
  // Errors reach the caller through the failed command; without a listener ioredis prints them.
  // The last one says why a connection failed (ECONNREFUSED ...), which "Connection is closed" does not.
  let lastError: unknown;
  // Where, for people: host and port only, never the URL (it may carry a password).
  const where = (() => {
    try {
      return parseRedisAddress(options.url).where.replace(/^[a-z+]+:\/\//, "");
    } catch {
      return "the Redis address";
    }
  })();
  const scriptOf = (name: string) =>
    (redis as unknown as Record<string, LimitCommand>)[name]?.bind(redis) as LimitCommand;
  const command: LimitCommand = (...args) => scriptOf("jobaiLimit")(...args);
  const probeCommand: LimitCommand = (...args) => scriptOf("jobaiProbe")(...args);

  /**
   * A live window under the key of format 1 means a process of an older jobai admits into this
   * budget now, without counting this version's requests nor they its: say so once, with the fix.
   * Never awaited by a decision; a failure here says nothing (the decisions report their own).
   */
  async function noticeFormerFormat(made: RedisClient): Promise<void> {
    try {
      const former = formerWindowKey(options.key);
      if (Number(await made.exists(former)) > 0) {
        options.logger?.warn(
          `Redis holds a window in the key format of an older jobai (${former}): a process of that version is using this budget and the two versions do not count each other's requests; upgrade jobai on every host that shares this Redis`,
        );
      }
    } catch {}
  }

  function client(): Promise<RedisClient> {
    if (redis) return Promise.resolve(redis);
    opening ??= openRedis(options.url, { timeoutMs, ca: options.ca, timedByCaller: true }).then(
      (opened) => {
        const made = opened.client;
        mode = opened.mode;
        made.on("error", (error: Error) => {
          lastError = error;
        });
        made.on("connect", () => {
          reached = true;
        });
        made.on("ready", () => {
          if (readyBefore) reseed = true;
          readyBefore = true;
        });
        // openRedis connected a standalone server to ask it: it was reached, and is ready.
        if (made.status === "ready") {
          reached = true;
          readyBefore = true;
        }
        made.defineCommand("jobaiLimit", {
          numberOfKeys: LIMIT_SCRIPT_KEY_COUNT,
          lua: options.scriptNow ? limitScript("argument") : LIMIT_SCRIPT,
        });
        made.defineCommand("jobaiProbe", { numberOfKeys: 1, lua: PROBE_SCRIPT });
        redis = made;
        if (closed) made.disconnect();
        return made;
      },
      (error) => {
        opening = undefined;
        lastError ??= error;
        throw error;
      },
    );
    return opening;
  }
  const localNow = options.now ?? Date.now;
  /** How long the next command may take: longer while Redis answers late (redis-connection.ts). */
  const times = answerTimes(timeoutMs);
  let connecting: Promise<void> | undefined;
  let active = 0;
  let closed = false;
  /** This process's clock minus the server's, from the last reply. */
  let skew = 0;
  let known: WindowState | undefined;
  /**
   * The live entries of the last grant, as the script sent them (id, packed entry, ...), parsed only
   * when asked for (`knownWindow`): a grant is the hot path, and they are needed only on a fault.
   */
  let unparsed: { entries: string[]; skew: number } | undefined;
  /**
   * Set when the connection is made again after it was lost: the server may be a restarted one,
   * empty. The next command first hands it the live entries this process last saw, so a process
   * that never saw Redis fail does not admit into an empty window (1 429 in the issue 23 suite).
   */
  let reseed = false;
  let readyBefore = false;
  /** Whether the key of format 1 was looked for (noticeFormerFormat), once per store. */
  let noticed = false;
  /**
   * A server accepted this process's connection (see `reached`): every reply, a refusal such as
   * READONLY included, comes on one, so the connection is the whole test.
   */
  let reached = false;
  /** Keep the sockets referenced only while a command is out, so an idle store never holds the process. */
  function hold(on: boolean): void {
    active += on ? 1 : -1;
    if (redis) holdOpen(redis, active > 0);
  }

  /** Resolve when ioredis's own reconnection attempts end, one way or the other. */
  function attemptsOver(redis: RedisClient): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off("ready", done);
        redis.off("end", done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      timer.unref();
      redis.once("ready", done);
      redis.once("end", done);
    });
  }

  /** Connect at first use, and again after the server went away and came back (status `end`). */
  async function connected(): Promise<void> {
    const redis = await client();
    if (active > 0) holdOpen(redis, true);
    if (["connecting", "connect", "reconnecting", "close"].includes(redis.status)) await attemptsOver(redis);
    if (redis.status === "wait" || redis.status === "end") {
      connecting ??= connectWithin(redis, FIRST_ANSWER_FACTOR * timeoutMs).finally(() => {
        connecting = undefined;
      });
    }
    if (connecting) await connecting;
  }

  /** Run `send` on a connected client, with failures in plain words naming the server. */
  async function guarded<T>(send: () => Promise<T>): Promise<T> {
    if (closed) throw new Error("the redis limiter store was closed");
    hold(true);
    // The first answer of a client may take longer than the next (redis-connection.ts).
    let commandMs = timeoutMs;
    try {
      await connected();
      const made = redis as RedisClient;
      // A command is given up once this process has run `commandMs` without its answer
      // (answer-deadline.ts: a stall of the whole host is not the server's silence), and after
      // twice that in any case. ioredis's own timers are off for it (here, and on a cluster's nodes:
      // openRedis's timedByCaller): they count the stall too, and fire before the loop reads a reply
      // that came meanwhile. A cluster client's retries of a lost slot (a few redirections) and a
      // sentinel client's wait for a master are held to the same bounds.
      commandMs = times.next();
      if (!isCluster(made)) holdTo(made, undefined);
      const sent = Date.now();
      const reply = await answerWithin(send(), commandMs, 2 * commandMs);
      times.answered(Date.now() - sent);
      if (!noticed && redis) {
        noticed = true;
        void noticeFormerFormat(redis);
      }
      return reply;
    } catch (error) {
      // The server may come back empty, or another may answer for the slot (a cluster's failover):
      // the next command first hands it what this process last saw (absorb skips what it holds).
      reseed = true;
      throw new Error(
        `Redis at ${where} could not be used: ${plainRedisError(lastError ?? error, commandMs)}`,
      );
    } finally {
      lastError = undefined;
      hold(false);
    }
  }

  async function call(
    op: string,
    id: string,
    cost: Cost,
    budget: Budget,
    durationMs = 0,
    status = 0,
    claim: Claim = DEFAULT_CLAIM,
    expecting = true,
  ): Promise<unknown> {
    const about = { cost, budget, leaseMs, durationMs, status, claim, bounded: options.bounded !== false };
    const expectWindow = expecting && options.liveMark?.liveAt(localNow()) === true;
    return guarded(async () => {
      if (reseed && op !== "absorb") {
        reseed = false;
        const at = localNow();
        const live = (knownWindow()?.entries ?? []).filter((entry) => entry.end > at);
        if (live.length > 0) {
          const moved = shifted(live, -skew);
          await command(
            ...scriptKeys,
            ...limitScriptArgs("absorb", {
              id: JSON.stringify(moved),
              cost: none,
              budget,
              leaseMs,
              claim: { job: "", priority: "normal" },
              now: options.scriptNow?.(),
            }),
          );
        }
      }
      const reply = await command(
        ...scriptKeys,
        ...limitScriptArgs(op, { ...about, id, now: options.scriptNow?.(), expectWindow }),
      );
      return unwrapRebuilt(reply, (why) => rebuiltWarning(why, budget));
    });
  }

  let warnedRebuilt = false;
  /** One warning per process when the script found the key outside the bounds and rebuilt it full. */
  function rebuiltWarning(why: string, budget: Budget): void {
    if (warnedRebuilt) return;
    warnedRebuilt = true;
    options.logger?.warn(
      `the limiter state in the Redis keys ${keys.window} and ${keys.windowParts.meta}:* at ${where} was not a window jobai writes (${why.slice(0, 200)}): counting the whole budget as used for the next ${Math.ceil(spanOf(budget) / 1000)} s so that no request goes over it, then sharing the window as before`,
    );
  }

  /** The window this process last saw, in its own clock. */
  function knownWindow(): WindowState | undefined {
    if (unparsed) {
      const { entries, skew: by } = unparsed;
      unparsed = undefined;
      known = {
        entries: shifted(unpackEntries(entries), by),
        queue: [],
        pausedUntil: 0,
      };
    }
    return known;
  }

  /** Remember the window a reply carried, in this process's clock. */
  function remember(json: string, serverNow: number): WindowState {
    skew = localNow() - serverNow;
    return adopt(json, skew);
  }

  /** Parse a window the script sent, and keep it as `known`, moved by `by` into this process's clock. */
  function adopt(json: string, by: number): WindowState {
    unparsed = undefined;
    const parsed = stateSchema.parse(JSON.parse(json));
    const state: WindowState = {
      entries: parsed.entries ?? [],
      queue: parsed.queue ?? [],
      pausedUntil: parsed.pausedUntil ?? 0,
      ...(parsed.pausedFor ? { pausedFor: parsed.pausedFor } : {}),
    };
    known = {
      entries: shifted(state.entries, by),
      queue: [],
      pausedUntil: state.pausedUntil > 0 ? state.pausedUntil + by : 0,
    };
    return state;
  }

  /**
   * Behind Sentinel, a write is kept once a replica has it: the master acknowledges before it
   * copies, and a failover promotes a replica, so a grant only the old master held would be lost
   * and the budget admitted twice. WAIT holds the grant until a replica confirms it; none within
   * the timeout (a failover under way, or no replica) fails the decision, and the fallback counts
   * the grant (it is in the window this process last saw) until Redis is shared again.
   */
  async function replicated(): Promise<void> {
    if (mode !== "sentinel") return;
    const copies = await guarded(() => (redis as RedisClient).wait(1, timeoutMs));
    if (Number(copies) < 1) {
      reseed = true;
      throw new Error(
        `Redis at ${where} could not be used: no replica confirmed the write within ${timeoutMs} ms (a failover may be under way; a master behind Sentinel needs a live replica)`,
      );
    }
  }

  /**
   * A grant that no replica confirmed is not used. The wait for a replica held it up to the command
   * deadline, while Redis (if it kept the grant) counts it from its decision: sent now, the proxy
   * would count it for a window after Redis forgot it, and Redis would grant another request into
   * that window (a Sentinel failover trial let one through). It stays in the window this process
   * last saw under another name, still counted there, so the store it falls back to decides the
   * request again rather than finding it admitted.
   */
  function disown(id: string): void {
    for (const entry of knownWindow()?.entries ?? []) {
      if (entry.id === id) entry.id = `unconfirmed-${id}`;
    }
  }

  const none: Cost = { requests: 0, inputTokens: 0 };
  /**
   * The window read for a rejoin (the probe, the hand-over), not expecting one: keys found gone are
   * what the hand-over brings back.
   */
  const readForRejoin = (budget: Budget) => call("state", "", none, budget, 0, 0, DEFAULT_CLAIM, false);
  return {
    name: "redis",
    async tryAcquire(id: string, cost: Cost, budget: Budget, claim?: Claim): Promise<Decision> {
      const reply = acquireReply.parse(await call("acquire", id, cost, budget, 0, 0, claim));
      if (reply[0] === 1) {
        skew = localNow() - reply[1];
        unparsed = { entries: reply[2], skew };
        // The window counts it, unsettled, for a span from its decision: its keys live that long.
        options.liveMark?.liveUntil(reply[1] + skew + spanOf(budget));
        try {
          await replicated();
        } catch (error) {
          disown(id);
          throw error;
        }
        return { granted: true, at: reply[1] };
      }
      const cause = reply[3];
      const status = cause === 429 || cause === 529 ? { status: cause as PauseStatus } : {};
      return { granted: false, waitMs: reply[1], reason: reply[2], ...status };
    },
    async cancel(id: string, budget: Budget) {
      await call("cancel", id, none, budget);
    },
    async settle(id: string, actual: Cost, budget: Budget, seenAgoMs?: number) {
      // The pause-duration argument carries, for a settle, how long ago its response was seen.
      await call("settle", id, actual, budget, boundAgo(seenAgoMs, budget));
      await replicated();
    },
    async pause(durationMs: number, budget: Budget, status?: PauseStatus) {
      await call("pause", "", none, budget, durationMs, status ?? 0);
      await replicated();
    },
    async state(budget: Budget): Promise<LimiterState> {
      const [json, now] = z.tuple([z.string(), z.number()]).parse(await call("state", "", none, budget));
      return describeWindow(remember(json, now), budget, now, "redis", leaseMs);
    },
    lastKnown: () => {
      const window = knownWindow();
      return window ? structuredClone(window) : undefined;
    },
    reached: () => reached,
    async absorb(entries: WindowEntry[], budget: Budget) {
      // Learn the server's clock first (it may be another server since), then send the entries in it.
      const [json, now] = z.tuple([z.string(), z.number()]).parse(await readForRejoin(budget));
      remember(json, now);
      const moved = shifted(entries, -skew);
      if (moved.length > 0) await call("absorb", JSON.stringify(moved), none, budget);
    },
    async probe(budget: Budget) {
      // A scripted write, as every decision is: a server that refuses writes (OOM, READONLY)
      // fails it, where it still answers a read or a PING.
      await guarded(() => probeCommand(keys.probe, String(Date.now())));
      // Then the budget's own keys, read by the window's script: the rejoin pauses the host's store
      // before it hands over, so a hand-over that fails on them at every try paused it for good.
      await readForRejoin(budget);
      // Behind Sentinel a grant is used only once a replica confirms it: a master with no live
      // replica takes the probe's write, but rejoining it would fail the next grant and fall back
      // again, each time for a new blackout, and no request would go while the replica is down.
      await replicated();
    },
    async close() {
      if (closed) return;
      closed = true;
      redis?.disconnect();
    },
  };
}
