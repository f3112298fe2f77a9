/**
 * The Redis a user gives by one URL, whatever it is (issue 29): a standalone server, a node of a
 * Redis Cluster (found by asking the node: HELLO's `mode`, which every user may run, ACL or not),
 * or a master behind Sentinel (`redis+sentinel://`); with TLS for `rediss://`. Every client that
 * jobai makes (the window, the prompt-cache knowledge, the learned limits) comes from here, with the
 * same rules: connect on first use, never queue a command while disconnected, never retry a
 * command, give up connecting after three tries, so a Redis that is gone fails the caller within
 * about `timeoutMs` and the limiter falls back (fallback-store.ts) instead of waiting.
 *
 * Start-up (issue 29, item 3): 40 processes starting at once on a loaded host each opened three
 * connections, each sending CLIENT SETINFO twice and INFO (ioredis's ready check) before its first
 * command; Redis, starved of CPU in that burst, missed one 2 s answer, and every process that
 * missed it left Redis for the fallback's 13 s. Now: no ready check on a server's own connection
 * without credentials (its first command tells the same: an answer, or LOADING and the like, which
 * redis-errors.ts names), no client info, one connection per process for the records read now and then
 * (connectIdleRedis), and a client's first answer may take FIRST_ANSWER_FACTOR times the timeout
 * (a server that accepted the connection but is busy with everyone's first command), and a later
 * one twice the slowest recent answer (`answerTimes`): a server that answers late under a burst is
 * alive, and a server that answered quickly and then stops is left within the timeout, as before. Connecting is held to the timeout throughout:
 * an address where nothing answers fails as fast as before.
 *
 * TLS: the server's certificate is checked against Node's trusted CAs (its bundled roots, or the
 * system's with `--use-system-ca`/`--use-openssl-ca`) and NODE_EXTRA_CA_CERTS, plus the file of
 * `ca` (JOBAI_REDIS_CA) when given. A certificate that does not verify fails the connection (the
 * error says what to set: redis-errors.ts); nothing ever retries without TLS or without the check.
 */
import { readFileSync } from "node:fs";
import * as tls from "node:tls";
import { Cluster, type ClusterOptions, Redis, type RedisOptions } from "ioredis";
import { UsageError } from "../errors.js";
import { NoAnswerError, timedOut } from "./redis-errors.js";

/** What the URL led to. */
export type RedisMode = "standalone" | "cluster" | "sentinel";

export interface RedisConnectOptions {
  /** Connect and command timeout. */
  timeoutMs: number;
  /** A CA file (PEM) to trust besides Node's own and NODE_EXTRA_CA_CERTS (JOBAI_REDIS_CA). */
  ca?: string | undefined;
  /**
   * The caller bounds every command itself (answer-deadline.ts, counting only the time the process
   * ran): a cluster's nodes get no command timer of ioredis's, which counts a stall of the process
   * as the server's silence. A standalone client's timer is set per command (`holdTo`).
   */
  timedByCaller?: boolean;
}

/**
 * The client, a standalone/Sentinel `Redis` or a `Cluster`. Typed as `Redis`: the commands jobai
 * sends (get, set, mget, multi, hgetall, wait, scripts from defineCommand) and the events and
 * statuses it watches are the same on both; what differs (the sockets, the nodes) is handled here.
 */
export type RedisClient = Redis;

/** An address from the URL: a server to ask (a standalone or cluster node) or Sentinels. */
export interface RedisAddress {
  tls: boolean;
  /** For people: scheme, host(s) and port(s), never the credentials. */
  where: string;
  node?: { host: string; port: number };
  sentinels?: { host: string; port: number }[];
  /** The master's name (Sentinel). */
  name?: string;
  username?: string;
  password?: string;
  db?: number;
}

const SENTINEL_URL = /^(rediss?)\+sentinel:\/\/(?:([^@/]*)@)?([^/?#]+)\/([^/?#]+)(?:\/(\d+))?\/?$/;

function hostPort(text: string, defaultPort: number): { host: string; port: number } {
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(text);
  if (!match) throw new UsageError(`the Redis address names a host as '${text}': write it as host:port`);
  return { host: (match[1] as string).replace(/^\[|\]$/g, ""), port: Number(match[2] ?? defaultPort) };
}

function credentials(userinfo: string | undefined): { username?: string; password?: string } {
  if (!userinfo) return {};
  const at = userinfo.indexOf(":");
  const username = decodeURIComponent(at < 0 ? userinfo : userinfo.slice(0, at));
  const password = at < 0 ? undefined : decodeURIComponent(userinfo.slice(at + 1));
  return { ...(username ? { username } : {}), ...(password !== undefined ? { password } : {}) };
}

/**
 * `redis://[user:password@]host[:port][/db]`, `rediss://...` (TLS), or
 * `redis+sentinel://[user:password@]host:port[,host:port...]/<master name>[/db]`
 * (`rediss+sentinel://` for TLS to the sentinels and the master). The credentials are the master's;
 * sentinels are asked without them.
 */
export function parseRedisAddress(url: string): RedisAddress {
  const sentinel = SENTINEL_URL.exec(url);
  if (sentinel) {
    const [, scheme = "redis", userinfo, hosts = "", name = "", db] = sentinel;
    const sentinels = hosts.split(",").map((h) => hostPort(h, 26379));
    return {
      tls: scheme === "rediss",
      where: `${scheme}+sentinel://${sentinels.map((s) => `${s.host}:${s.port}`).join(",")}/${decodeURIComponent(name)}`,
      sentinels,
      name: decodeURIComponent(name),
      ...credentials(userinfo),
      ...(db ? { db: Number(db) } : {}),
    };
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UsageError(
      "the Redis address (JOBAI_REDIS_URL, rate-limit.redis-url) is not a URL: write it as redis://host:6379",
    );
  }
  const tlsOn = parsed.protocol === "rediss:";
  const db = parsed.pathname.replace(/^\//, "");
  return {
    tls: tlsOn,
    where: `${parsed.protocol}//${parsed.host}`,
    node: { host: parsed.hostname.replace(/^\[|\]$/g, ""), port: Number(parsed.port || 6379) },
    ...(parsed.username ? { username: decodeURIComponent(parsed.username) } : {}),
    ...(parsed.password ? { password: decodeURIComponent(parsed.password) } : {}),
    ...(/^\d+$/.test(db) ? { db: Number(db) } : {}),
  };
}

/** Node's trusted CAs as a list (the `ca` option replaces them, so a CA file is added to these). */
function defaultCas(): string[] {
  const get = (tls as { getCACertificates?: (kind: string) => string[] }).getCACertificates;
  // Node >= 22.15: the store Node would use (bundled or system, and NODE_EXTRA_CA_CERTS).
  if (get) return get("default");
  const extra = process.env.NODE_EXTRA_CA_CERTS;
  let extraPem: string[] = [];
  if (extra) {
    try {
      extraPem = [readFileSync(extra, "utf8")];
    } catch {}
  }
  return [...tls.rootCertificates, ...extraPem];
}

/** TLS options: Node's checks as they are, the CA file added to what Node trusts. */
export function tlsOptions(ca: string | undefined, servername?: string): tls.ConnectionOptions {
  let caPem: string | undefined;
  if (ca) {
    try {
      caPem = readFileSync(ca, "utf8");
    } catch (error) {
      throw new UsageError(
        `the Redis CA file (JOBAI_REDIS_CA, rate-limit.redis-ca) ${ca} cannot be read (${(error as NodeJS.ErrnoException).code ?? "error"}): set it to a PEM file of the CA that signed the server's certificate`,
      );
    }
  }
  return {
    ...(caPem ? { ca: [...defaultCas(), caPem] } : {}),
    ...(servername && !/^[\d.:]+$/.test(servername) ? { servername } : {}),
    // The default, said here so no option merged in can turn it off.
    rejectUnauthorized: true,
  };
}

/** How many times the timeout a client's command may take at most (see the header). */
export const FIRST_ANSWER_FACTOR = 3;
/** How long a slow answer counts toward the next command's timeout (its weight halves each time). */
const SLOW_HALF_LIFE_MS = 10_000;
/** The next command may take this many times the slowest recent answer. */
const SLOW_MARGIN = 2;

/** The timeout of a client's next command, from how long its answers took (see the header). */
export interface AnswerTimes {
  /** The next command's timeout, ms. */
  next(): number;
  /** A command was answered after `tookMs`. */
  answered(tookMs: number): void;
}

/**
 * A client's first command may take FIRST_ANSWER_FACTOR times `timeoutMs` (a server busy with
 * everyone's first command); later ones `timeoutMs`, or twice the slowest recent answer when that is
 * more (a server alive but slowed by a burst answers late, and is not left for it), never more than
 * the first's. A server that answered quickly and then stops is left within `timeoutMs`, as before.
 */
export function answerTimes(timeoutMs: number, now: () => number = Date.now): AnswerTimes {
  let slow: number | undefined;
  let slowAt = 0;
  const recent = () => (slow === undefined ? 0 : slow * 0.5 ** ((now() - slowAt) / SLOW_HALF_LIFE_MS));
  const most = FIRST_ANSWER_FACTOR * timeoutMs;
  return {
    next: () =>
      slow === undefined ? most : Math.round(Math.min(most, Math.max(timeoutMs, SLOW_MARGIN * recent()))),
    answered(tookMs) {
      slow = Math.max(tookMs, recent());
      slowAt = now();
    },
  };
}

/**
 * Hold `client`'s next commands to `ms` (ioredis reads the option per command), or to no timer of
 * ioredis's when undefined; a cluster's nodes keep theirs.
 */
export function holdTo(client: RedisClient, ms: number | undefined): void {
  if (!isCluster(client)) client.options.commandTimeout = ms;
}

/** The fail-fast options of every connection (see the header). */
function nodeOptions(address: RedisAddress, options: RedisConnectOptions): RedisOptions {
  return {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: options.timeoutMs,
    commandTimeout: FIRST_ANSWER_FACTOR * options.timeoutMs,
    // The first command tells what INFO would (see the header); Sentinel turns it back on. With
    // credentials the check stays: without it ioredis is ready before AUTH's answer, and a wrong
    // password surfaces as a lost connection instead of WRONGPASS.
    enableReadyCheck: address.username !== undefined || address.password !== undefined,
    disableClientInfo: true,
    retryStrategy: (times) => (times > 2 ? null : 100 * times),
    ...(address.username !== undefined ? { username: address.username } : {}),
    ...(address.password !== undefined ? { password: address.password } : {}),
    ...(address.db !== undefined ? { db: address.db } : {}),
    ...(address.tls ? { tls: tlsOptions(options.ca, address.node?.host) } : {}),
  };
}

function standalone(address: RedisAddress, options: RedisConnectOptions): Redis {
  const node = address.node as { host: string; port: number };
  return new Redis({ ...nodeOptions(address, options), host: node.host, port: node.port });
}

function sentinelClient(address: RedisAddress, options: RedisConnectOptions): Redis {
  const base = nodeOptions(address, options);
  return new Redis({
    ...base,
    sentinels: address.sentinels ?? [],
    name: address.name ?? "mymaster",
    // Sentinels are asked once each per connection attempt, failing as fast as the master does.
    sentinelRetryStrategy: (times) => (times > 2 ? null : 100 * times),
    sentinelMaxConnections: 3,
    // The ready check is where ioredis asks the master found through Sentinel for its role (INFO):
    // a demoted master found during a failover is left for the new one.
    enableReadyCheck: true,
    ...(address.tls ? { enableTLSForSentinelMode: true, sentinelTLS: tlsOptions(options.ca) } : {}),
    // A failover: the old master, now a replica, answers READONLY; reconnect to ask the sentinels
    // again (ioredis's documented way), the failed command is not resent (maxRetriesPerRequest 0).
    reconnectOnError: (error) => /^READONLY\b/.test(error.message),
    failoverDetector: true,
  });
}

function clusterClient(address: RedisAddress, options: RedisConnectOptions): Redis {
  const node = address.node as { host: string; port: number };
  const { lazyConnect, enableOfflineQueue, retryStrategy, ...redisOptions } = nodeOptions(address, options);
  const clusterOptions: ClusterOptions = {
    lazyConnect: true,
    enableOfflineQueue: false,
    // ioredis asks CLUSTER SLOTS and INFO; a user without INFO skips the ready check (NOPERM).
    // A node is held to the timeout from its first command: the cluster client retries a lost
    // slot's command on its own, within the bounds below.
    redisOptions: {
      ...redisOptions,
      enableReadyCheck: true,
      ...(options.timedByCaller ? {} : { commandTimeout: options.timeoutMs }),
    },
    clusterRetryStrategy: (times) => (times > 2 ? null : 100 * times),
    // A slot whose master was lost: a few quick retries (a replica takes over within the cluster's
    // node timeout), then the caller's fallback; the caller bounds the whole (redis-store.ts).
    maxRedirections: 4,
    retryDelayOnFailover: 100,
    retryDelayOnClusterDown: 100,
    retryDelayOnTryAgain: 100,
    slotsRefreshTimeout: options.timeoutMs,
  };
  // One CLUSTER SLOTS reply names every node; the URL's node is where the client starts.
  return new Cluster([{ host: node.host, port: node.port }], clusterOptions) as unknown as Redis;
}

/** The mode found for each URL in this process, so the clients of one Redis ask once. */
const modes = new Map<string, RedisMode>();

/**
 * A server that took the connection and never answered its first command, by URL: until when this
 * process takes it as silent still. Each of a process's clients (the window, the records) waited
 * the whole first-answer allowance before (`jobai limits` took 14 s against such a server); the
 * next ones fail at once, until the fall-back's next retry (fallback-store.ts), which asks again.
 */
const silentUntil = new Map<string, number>();
/** How long a silent server is taken as silent: the fall-back's retry interval. */
const SILENT_MS = 5000;

/** Whether `client` is a cluster client. */
export function isCluster(client: RedisClient): boolean {
  return (client as unknown) instanceof Cluster;
}

/** What the server says it is (HELLO, allowed to every user): standalone, cluster or sentinel. */
async function askMode(client: Redis): Promise<RedisMode> {
  const reply = (await client.call("HELLO")) as unknown[];
  const at = reply.indexOf("mode");
  const mode = at >= 0 ? reply[at + 1] : "standalone";
  return mode === "cluster" ? "cluster" : "standalone";
}

export interface OpenedRedis {
  client: RedisClient;
  mode: RedisMode;
  tls: boolean;
}

/**
 * A client for `url`. A URL of one server is asked what it is the first time (one connection,
 * kept when the server is standalone); a cluster node's URL gives a cluster client, not yet
 * connected. Rejects as a connection does (the server cannot be reached, refuses the user, ...).
 */
export async function openRedis(url: string, options: RedisConnectOptions): Promise<OpenedRedis> {
  const address = parseRedisAddress(url);
  if (address.sentinels)
    return { client: sentinelClient(address, options), mode: "sentinel", tls: address.tls };
  const known = modes.get(url);
  if (known === "cluster") return { client: clusterClient(address, options), mode: known, tls: address.tls };
  const silent = silentUntil.get(url);
  if (silent !== undefined && Date.now() < silent)
    throw new NoAnswerError(FIRST_ANSWER_FACTOR * options.timeoutMs);
  const client = standalone(address, options);
  if (known === "standalone") return { client, mode: known, tls: address.tls };
  let lastError: unknown;
  const onError = (error: unknown) => {
    lastError = error;
  };
  client.on("error", onError);
  try {
    await client.connect();
    // HELLO does not count as the first answer: the caller's first command, under the same burst,
    // may take as long (a script loaded, the window read).
    const mode = await askMode(client);
    modes.set(url, mode);
    if (mode === "standalone") return { client, mode, tls: address.tls };
    client.disconnect();
    return { client: clusterClient(address, options), mode, tls: address.tls };
  } catch (error) {
    client.disconnect();
    if (lastError === undefined && timedOut(error)) {
      // Connected, and HELLO went unanswered for the whole allowance: a silent server.
      silentUntil.set(url, Date.now() + SILENT_MS);
      throw new NoAnswerError(FIRST_ANSWER_FACTOR * options.timeoutMs);
    }
    // The error event says why (a refused connection, a certificate); the command only "closed".
    throw lastError ?? error;
  } finally {
    client.off("error", onError);
  }
}

/**
 * Connect `client`, giving up after `ms`. ioredis's cluster client never settles connect() when the
 * cluster is down (a master of a slot dead, `cluster_state:fail`): its ready check fails, it stops
 * reconnecting and its status ends, and a caller awaiting it waited for good (`jobai ask` hung;
 * `jobai limits` and `doctor`, with nothing else keeping the process alive, exited 13 with no
 * output). So the connection ending rejects at once (a cluster's as CLUSTERDOWN, redis-errors.ts), and the timer
 * (kept referenced: it holds the process until there is an answer) bounds the rest. A client that
 * failed is disconnected; the next call connects again.
 */
export function connectWithin(client: RedisClient, ms: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let lastError: unknown;
    const onError = (error: unknown) => {
      lastError = error;
    };
    const settle = (error?: unknown) => {
      clearTimeout(timer);
      client.off("error", onError);
      client.off("end", onEnd);
      if (error === undefined) return resolve();
      client.disconnect();
      reject(error);
    };
    // A cluster client ends when its ready check finds the cluster's state not ok: say so (the
    // last error it reported is a node's lost connection, which names no cause).
    const onEnd = () =>
      settle(
        isCluster(client)
          ? new Error("Cluster isn't ready: its state is not ok (a master of a slot down?)")
          : (lastError ?? new Error("the connection ended before it was ready")),
      );
    const timer = setTimeout(() => settle(lastError ?? new NoAnswerError(ms)), ms);
    client.on("error", onError);
    client.once("end", onEnd);
    client.connect().then(
      () => settle(),
      (error: unknown) => settle(lastError ?? error),
    );
  });
}

/**
 * Keep the client's sockets referenced only while a command is out (`on`), so an idle client never
 * holds the process open. A cluster has one socket per node.
 */
export function holdOpen(client: RedisClient, on: boolean): void {
  const redises = isCluster(client) ? (client as unknown as Cluster).nodes() : [client];
  for (const redis of redises) {
    const stream = redis.stream as { ref?: () => void; unref?: () => void } | undefined;
    if (on) stream?.ref?.();
    else stream?.unref?.();
  }
}

/** A connection for records read now and then (the cache knowledge, the learned limits). */
export interface IdleRedis {
  /**
   * Run `fn` on the client, connecting first when needed. The sockets are referenced only while a
   * command is out, so an idle record never holds the process open.
   */
  call<T>(fn: (redis: RedisClient) => Promise<T>): Promise<T>;
  close(): void;
}

/** A client shared by the idle records of one process that use the same Redis (see the header). */
interface SharedIdle {
  opened: Promise<RedisClient> | undefined;
  client: RedisClient | undefined;
  connecting: Promise<void> | undefined;
  /** Commands out, from every user: the sockets are referenced while there are any. */
  active: number;
  /** Handles not yet closed: the client is disconnected when the last one closes. */
  users: number;
  times: AnswerTimes;
}

const idleClients = new Map<string, SharedIdle>();

/**
 * `scripts`: Lua scripts to define on the client (ioredis's defineCommand: EVALSHA, then EVAL once),
 * by name, each with its KEYS declared by the caller. Every call with the same URL, CA and timeout
 * in one process shares one client (the prompt-cache knowledge and the learned limits), closed
 * when the last of them closes.
 */
export function connectIdleRedis(
  url: string,
  timeoutMs: number,
  options: { ca?: string | undefined; scripts?: Record<string, string> } = {},
): IdleRedis {
  const at = JSON.stringify([url, options.ca ?? "", timeoutMs]);
  let found = idleClients.get(at);
  if (!found) {
    found = {
      opened: undefined,
      client: undefined,
      connecting: undefined,
      active: 0,
      users: 0,
      times: answerTimes(timeoutMs),
    };
    idleClients.set(at, found);
  }
  const shared = found;
  shared.users++;
  let closed = false;
  const open = () => {
    shared.opened ??= openRedis(url, { timeoutMs, ca: options.ca }).then(
      ({ client: made }) => {
        made.on("error", () => {}); // failures reach the caller through the failed command
        shared.client = made;
        if (shared.users === 0) made.disconnect();
        return made;
      },
      (error) => {
        shared.opened = undefined; // asked again on the next call
        throw error;
      },
    );
    return shared.opened;
  };
  return {
    async call<T>(fn: (redis: RedisClient) => Promise<T>): Promise<T> {
      if (closed) throw new Error("the Redis connection was closed");
      shared.active++;
      const redis = await open().catch((error) => {
        shared.active--;
        throw error;
      });
      holdOpen(redis, true);
      try {
        for (const [name, lua] of Object.entries(options.scripts ?? {})) {
          if (typeof (redis as unknown as Record<string, unknown>)[name] !== "function")
            redis.defineCommand(name, { lua });
        }
        if (redis.status === "wait" || (redis.status === "end" && shared.users > 0)) {
          shared.connecting ??= connectWithin(redis, FIRST_ANSWER_FACTOR * timeoutMs).finally(() => {
            shared.connecting = undefined;
          });
        }
        if (shared.connecting) await shared.connecting;
        holdTo(redis, shared.times.next());
        const sent = Date.now();
        const result = await fn(redis);
        shared.times.answered(Date.now() - sent);
        return result;
      } finally {
        shared.active--;
        if (shared.active === 0) holdOpen(redis, false);
      }
    },
    close() {
      if (closed) return;
      closed = true;
      if (--shared.users > 0) return;
      if (idleClients.get(at) === shared) idleClients.delete(at);
      shared.client?.disconnect();
    },
  };
}
