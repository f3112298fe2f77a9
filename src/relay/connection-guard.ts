/**
 * How many connections the relay holds, and for how long a connection may stay without a request.
 *
 * Any local user can open connections to the relay's port. Held open without a request (a
 * "slowloris"), 20,000 of them used up every file descriptor the relay had (ulimit -n 20000 here),
 * and from then on it could accept nobody (issue 23). So:
 * - a connection must send its request head within `headersTimeoutMs` (Node's own check, run every
 *   second rather than every 30 s), and an idle keep-alive connection closes after `keepAliveMs`;
 * - the relay holds at most `maxConnections` at once, well below its descriptor limit. When one more
 *   arrives, the connection that has waited longest without sending a request is closed to make room
 *   (then the one idle longest between requests): a client of ours sends its request at once, so a
 *   flood of connections that send nothing pushes out only its own older ones. A connection with a
 *   request in flight is never closed for room; when every one has one, the new connection is.
 *   Only a client that holds the key gets a request through (the rest get 401 and a closed
 *   connection), so every connection held by someone else is one that never sent a good request.
 */
import { readFileSync } from "node:fs";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

export interface ConnectionLimits {
  /** Connections held at once (default: from the descriptor limit, at most 1024). */
  maxConnections?: number;
  /** Time to receive a request's head (default 10 s; loopback clients send it at once). */
  headersTimeoutMs?: number;
  /** Time to receive a whole request, body included (default 300 s, Node's own). */
  requestTimeoutMs?: number;
  /** How long an idle keep-alive connection stays open (default 10 s). */
  keepAliveMs?: number;
}

export const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
export const DEFAULT_REQUEST_TIMEOUT_MS = 300_000;
export const DEFAULT_KEEP_ALIVE_MS = 10_000;
const MOST_CONNECTIONS = 1024;

/**
 * The default cap: half the soft descriptor limit, less what the relay needs besides its clients
 * (up to 64 connections to the proxy, its log, the store), between 16 and 1024.
 */
export function defaultMaxConnections(limitsFile = "/proc/self/limits"): number {
  let soft: number | undefined;
  try {
    const match = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync(limitsFile, "utf8"));
    soft = match?.[1] === "unlimited" ? Number.POSITIVE_INFINITY : Number(match?.[1]);
  } catch {
    soft = undefined; // no /proc (macOS): the usual soft limit there is 256
  }
  if (soft === undefined || !Number.isFinite(soft)) return soft === undefined ? 64 : MOST_CONNECTIONS;
  return Math.min(MOST_CONNECTIONS, Math.max(16, Math.floor(soft / 2) - 64));
}

/** The server options Node applies itself: head and request deadlines, keep-alive. */
export function serverTimeouts(limits: ConnectionLimits) {
  const headersTimeout = limits.headersTimeoutMs ?? DEFAULT_HEADERS_TIMEOUT_MS;
  return {
    headersTimeout,
    requestTimeout: Math.max(headersTimeout, limits.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS),
    keepAliveTimeout: limits.keepAliveMs ?? DEFAULT_KEEP_ALIVE_MS,
    // Node checks both deadlines every 30 s by default: a head due in 10 s could take 40.
    connectionsCheckingInterval: Math.min(1000, Math.max(50, Math.floor(headersTimeout / 4))),
  };
}

export interface ConnectionGuard {
  /** Connections held now. */
  count(): number;
  /** Connections closed to make room, and new ones closed because every one was busy. */
  evicted(): number;
}

/** Cap the connections `server` holds, as the module's comment says. Call before it listens. */
export function guardConnections(server: Server, maxConnections: number): ConnectionGuard {
  // Insertion order is age: the first of each set is the one to close first.
  const fresh = new Set<Socket>(); // no request yet
  const idle = new Set<Socket>(); // between requests
  const busy = new Map<Socket, number>(); // requests in flight
  let evicted = 0;
  const count = () => fresh.size + idle.size + busy.size;

  server.on("connection", (socket: Socket) => {
    fresh.add(socket);
    socket.once("close", () => {
      fresh.delete(socket);
      idle.delete(socket);
      busy.delete(socket);
    });
    if (count() <= maxConnections) return;
    const victim = first(fresh, socket) ?? first(idle, socket) ?? socket;
    evicted++;
    victim.destroy();
  });

  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    fresh.delete(socket);
    idle.delete(socket);
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    res.once("close", () => {
      const left = (busy.get(socket) ?? 1) - 1;
      if (left > 0) return void busy.set(socket, left);
      busy.delete(socket);
      if (!socket.destroyed) idle.add(socket);
    });
  });

  return { count, evicted: () => evicted };
}

/** The oldest member of `set` other than `except`. */
function first(set: Set<Socket>, except: Socket): Socket | undefined {
  for (const socket of set) if (socket !== except) return socket;
  return undefined;
}
