import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Client, Pool } from "undici";
import type { Logger } from "../log.js";
import { BodyBudget, type BodyHold } from "./body-budget.js";
import { credentialChecker, credentialKind, repeatedCredential } from "./client-auth.js";
import {
  type ConnectionGuard,
  type ConnectionLimits,
  defaultMaxConnections,
  guardConnections,
  serverTimeouts,
} from "./connection-guard.js";
import { sendError } from "./error-envelope.js";
import { capRetryAfter, upstreamHeaders } from "./forward-headers.js";
import { type GatePass, openGate, type RelayGate } from "./gate.js";
import { dropRest, readBody, TooLargeError } from "./read-body.js";
import {
  CLIENT_PROOF_HEADER,
  clientProof,
  NONCE_HEADER,
  NONCE_PATTERN,
  newRelayKey,
  RELAY_PROOF_HEADER,
  relayProof,
  sameProof,
} from "./relay-key.js";
import { CONTROL_PATH, checkRelayTarget, pathOf } from "./relay-path.js";
import { addResponseUsage, countRequest, emptyRelayUsage, type RelayUsage } from "./relay-usage.js";
import { parseBodyJson, requestModel } from "./request-json.js";
import { type ExchangeResult, forwardExchange } from "./upstream-exchange.js";

/** The one answer to a client without the relay's key, whatever it sent instead (see refuse()). */
export const WRONG_KEY =
  'the relay needs its own key, made when it starts (the job token and any other key are refused): send it as x-api-key or Authorization: Bearer; set it with eval "$(jobai relay --daemon --format shell)" (the plugin\'s relay: true does it)';

export interface RelayOptions extends ConnectionLimits {
  /** The proxy's base URL, e.g. `https://agent.example/v3/ai/vendor` (proxyBaseUrl()). */
  upstream: string;
  /**
   * The job token: the one credential sent upstream. It never goes to a client, and a client that
   * presents it is refused: clients present `key`.
   */
  token: string;
  /** What clients must present (relay-key.ts); default a fresh random key. */
  key?: string;
  /** The limiter, seen through the gate; default none. */
  gate?: RelayGate;
  /** Port on 127.0.0.1; default 0 (an ephemeral port). */
  port?: number;
  /** How long `close()` lets exchanges in flight finish before cutting them (default 30 s). */
  drainMs?: number;
  /**
   * Largest request body accepted (default 32 MiB: the provider documents 32 MB for the Messages
   * and Token Counting APIs; a larger body would be refused there anyway, after the relay held it).
   */
  maxBodyBytes?: number;
  /**
   * Request body bytes held at once across all requests (default 4 x maxBodyBytes, 128 MiB); a
   * request beyond it waits, unread, for others to finish (body-budget.ts).
   */
  maxBodyBytesInFlight?: number;
  /** Upstream connections kept alive to the proxy (default 64). */
  connections?: number;
  log?: Logger;
}

export interface RunningRelay {
  /** `http://127.0.0.1:PORT`: what ANTHROPIC_BASE_URL is set to. */
  url: string;
  port: number;
  /** The key clients present (ANTHROPIC_API_KEY); worthless once the relay has stopped. */
  key: string;
  /** Connections held now, and those closed to make room (connection-guard.ts). */
  connections: Pick<ConnectionGuard, "count" | "evicted">;
  /** A snapshot of what the relay has done so far. */
  usage(): RelayUsage;
  /** Requests received and not yet answered in full (waiting for budget or streaming). */
  inFlight(): number;
  /** When a request last arrived or finished (ms since the epoch). */
  lastActivity(): number;
  /**
   * Stop: refuse new requests, let exchanges in flight finish for up to `drainMs`, then cut what
   * is left. Requests still waiting for budget are answered 503 (they were never sent).
   */
  close(options?: { drainMs?: number }): Promise<{ drained: boolean; usage: RelayUsage }>;
}

const DEFAULT_DRAIN_MS = 30_000;
const DEFAULT_MAX_BODY = 32 << 20;

/**
 * What a request's body may take of the budget before it is read: its declared length, or the
 * whole cap when it comes chunked (shrunk to its size once read); nothing when it is refused unread.
 */
function bodyReservation(req: IncomingMessage, maxBody: number): number {
  const declared = req.headers["content-length"];
  if (declared !== undefined) return Number(declared) > maxBody ? 0 : Number(declared);
  return req.headers["transfer-encoding"] === undefined ? 0 : maxBody;
}

class DrainingError extends Error {
  override readonly name = "DrainingError";
}

interface Exchange {
  /** Cut it: abort the wait or the upstream request. */
  abort(reason: Error): void;
  /** Abort it only if it has not been sent upstream yet. */
  abortIfWaiting(reason: Error): void;
  done: Promise<unknown>;
}

/** Start the relay on 127.0.0.1 (never another interface: the key is the only guard). */
export async function startRelay(options: RelayOptions): Promise<RunningRelay> {
  const base = new URL(options.upstream);
  const basePath = base.pathname.replace(/\/+$/, "");
  const pool = new Pool(base.origin, {
    connections: options.connections ?? 64,
    keepAliveTimeout: 30_000,
  });
  const gate = options.gate ?? openGate;
  const key = options.key ?? newRelayKey();
  const isRelayKey = credentialChecker(key);
  // Only to say so when a client sends the job token (a set-up from before the relay had a key).
  const isJobToken = credentialChecker(options.token);
  const maxBody = options.maxBodyBytes ?? DEFAULT_MAX_BODY;
  const bodies = new BodyBudget(options.maxBodyBytesInFlight ?? 4 * maxBody);
  const usage = emptyRelayUsage();
  const exchanges = new Set<Exchange>();
  let draining = false;
  let lastActivity = Date.now();
  const log = options.log;

  const server = createServer(serverTimeouts(options), (req, res) => {
    lastActivity = Date.now();
    if (draining) res.setHeader("connection", "close");
    const path = req.url ?? "/";
    // The control path also takes a proof of the key instead of the key (relay-key.ts): what
    // `jobai relay status` sends, so that a listener which is not this relay gets nothing secret.
    if (path.startsWith(CONTROL_PATH) && provesKey(req)) return control(req, res, path);
    // The key first, whatever the path: a client without it learns nothing else. Sent twice, it
    // is refused as a wrong one is: which of the two a server reads is not ours to guess.
    const repeated = repeatedCredential(req.rawHeaders);
    if (repeated || !isRelayKey(req.headers)) return refuse(req, res, path, repeated);
    if (path.startsWith(CONTROL_PATH)) return control(req, res, path);
    const target = checkRelayTarget(path);
    if (!target.ok && target.kind === "outside") {
      return sendError(
        res,
        404,
        "not_found_error",
        `the relay forwards /v1/* only, not ${req.method} ${pathOf(path)}`,
      );
    }
    if (!target.ok) {
      return sendError(
        res,
        400,
        "invalid_request_error",
        "the relay forwards /v1/ paths written plainly: segments of letters, digits and -._~:@, none empty or dots only, no percent-escapes",
      );
    }
    if (draining) return sendError(res, 503, "api_error", "the relay is stopping: the job is ending");
    const exchange = relayOne(req, res, path);
    exchanges.add(exchange);
    void exchange.done.finally(() => {
      exchanges.delete(exchange);
      lastActivity = Date.now();
      if (draining) server.closeIdleConnections();
    });
  });

  /** A valid nonce sent with this request, if any. */
  function nonceOf(req: IncomingMessage): string | undefined {
    const nonce = req.headers[NONCE_HEADER];
    return typeof nonce === "string" && NONCE_PATTERN.test(nonce) ? nonce : undefined;
  }

  function provesKey(req: IncomingMessage): boolean {
    const nonce = nonceOf(req);
    return nonce !== undefined && sameProof(req.headers[CLIENT_PROOF_HEADER], clientProof(key, nonce));
  }

  /**
   * Answer 401 and close the connection (a client without the key has no use for it). The answer
   * is the same for a missing key and for every wrong one, the job token included (issue 23: a
   * refusal that named the job token confirmed it to any local user who tried a value); only the
   * relay's own log, the user's, says it was the token. Counted and logged (method and path, never
   * a value) when the client sent a wrong credential or called a path the relay serves; a bare probe elsewhere (Claude Code sends `HEAD /` without a key to see
   * that the server answers) gets the same 401 but is not a refusal worth a warning in the job's log.
   */
  function refuse(req: IncomingMessage, res: ServerResponse, path: string, repeated: string | undefined) {
    const jobToken = !repeated && isJobToken(req.headers);
    const credential = repeated
      ? `${repeated} twice`
      : `${credentialKind(req.headers)}${jobToken ? " (the job token)" : ""}`;
    const served = path === "/v1" || path.startsWith("/v1/") || path.startsWith(CONTROL_PATH);
    if (credential !== "none" || served) {
      usage.refused++;
      log?.warn(
        { method: req.method, path: pathOf(path), sent: credential },
        "refused a client without the relay's key",
      );
    }
    res.setHeader("connection", "close");
    sendError(
      res,
      401,
      "authentication_error",
      repeated ? `the relay takes one ${repeated} header: send its key once` : WRONG_KEY,
    );
  }

  function control(req: IncomingMessage, res: ServerResponse, path: string) {
    if (req.method !== "GET" || path.split("?")[0] !== CONTROL_PATH) {
      return sendError(res, 404, "not_found_error", `the control path answers GET ${CONTROL_PATH} only`);
    }
    const nonce = nonceOf(req);
    void (async () => {
      const limiter = gate.state ? await gate.state().catch(() => undefined) : undefined;
      const body = JSON.stringify({ pid: process.pid, draining, inFlight: exchanges.size, usage, limiter });
      res.writeHead(200, {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
        // The answer to the client's nonce: this body comes from the holder of the key.
        ...(nonce ? { [RELAY_PROOF_HEADER]: relayProof(key, nonce, body) } : {}),
      });
      res.end(body);
    })();
  }

  function relayOne(req: IncomingMessage, res: ServerResponse, path: string): Exchange {
    const waiting = new AbortController();
    let cut: ((reason: Error) => void) | undefined;
    const abort = (reason: Error) => {
      if (cut) cut(reason);
      else waiting.abort(reason);
    };
    res.on("close", () => {
      if (!res.writableFinished && !cut) waiting.abort(new Error("the client closed the connection"));
    });

    const done = (async () => {
      let hold: BodyHold;
      try {
        hold = await bodies.acquire(bodyReservation(req, maxBody), waiting.signal);
      } catch {
        const reason = waiting.signal.reason;
        if (reason instanceof DrainingError) sendError(res, 503, "api_error", reason.message);
        return;
      }
      try {
        await exchangeWithin(hold);
      } finally {
        hold.release();
      }
    })().catch((error: unknown) => {
      usage.failed++;
      log?.error({ error: (error as Error).message }, "relay exchange failed");
      sendError(res, 502, "api_error", "the relay failed to forward the request");
    });

    /** Read the body within its share of the body budget, wait for the limiter, forward. */
    async function exchangeWithin(hold: BodyHold): Promise<void> {
      let body: Buffer;
      try {
        body = await readBody(req, maxBody, waiting.signal);
      } catch (error) {
        if (error instanceof TooLargeError) {
          sendError(res, 413, "request_too_large", error.message);
          dropRest(req, res, maxBody);
        } else if (!res.destroyed) res.destroy();
        return;
      }
      hold.shrink(body.length);
      const method = req.method ?? "GET";
      // Read once: the gate estimates from it, and the usage is kept per the model it names.
      const json = parseBodyJson(body);
      const model = requestModel(json);
      let pass: GatePass;
      try {
        pass = await gate.enter({ method, path, body, json }, waiting.signal);
      } catch (error) {
        if (waiting.signal.aborted) {
          const reason = waiting.signal.reason;
          if (reason instanceof DrainingError) sendError(res, 503, "api_error", reason.message);
          return;
        }
        // The limiter refused outright (e.g. one request larger than the whole token budget).
        usage.failed++;
        sendError(res, 400, "invalid_request_error", (error as Error).message);
        return;
      }
      countRequest(usage, model, pass.waitedMs);
      if (res.destroyed) {
        pass.unsent(); // the client left while it waited: nothing went to the proxy
        return;
      }

      let settledInput = false;
      const exchange = forwardExchange(
        pool,
        { method, path: basePath + path, headers: upstreamHeaders(req.headers, options.token), body },
        res,
        {
          onStatus(status, headers) {
            pass.headers?.(headers);
            const key = `${Math.floor(status / 100)}xx`;
            usage.statuses[key] = (usage.statuses[key] ?? 0) + 1;
            const refused = status === 429 || status === 529;
            if (refused) {
              usage.rateLimited++;
              pass.backOff(headers);
            }
            if (status >= 300) {
              settledInput = true;
              pass.settle(undefined, status);
            }
            const capMs = refused ? gate.retryCapMs?.() : undefined;
            return capMs === undefined ? undefined : capRetryAfter(headers, capMs);
          },
          onInput(input) {
            if (settledInput) return;
            settledInput = true;
            pass.settle(input, 200);
          },
          onStreamError(type) {
            if (type === "overloaded_error" || type === "rate_limit_error") pass.backOff(undefined);
          },
        },
        {
          fresh: () => new Client(base.origin, { keepAliveTimeout: 1000 }),
          onRetry(error) {
            log?.warn(
              { path: pathOf(path), error: error.message },
              "the upstream connection failed before any response: retrying once on a fresh connection",
            );
          },
        },
      );
      cut = exchange.abort;
      if (waiting.signal.aborted) exchange.abort(waiting.signal.reason as Error);
      const result: ExchangeResult = await exchange.done;
      if (!settledInput) pass.settle(result.usage?.inputTokens ? result.usage : undefined, result.status);
      pass.ended?.(result.usage, result.status, result.complete);
      pass.finish?.(result.usage?.inputTokens ? result.usage : undefined);
      if (result.usage) addResponseUsage(usage, result.usage, model);
      if (!result.complete) {
        usage.failed++;
        log?.warn(
          { path: pathOf(path), status: result.status, error: result.error?.message },
          "exchange ended early",
        );
      }
    }
    return {
      abort,
      abortIfWaiting: (reason) => {
        if (!cut) waiting.abort(reason);
      },
      done,
    };
  }

  const guard = guardConnections(server, options.maxConnections ?? defaultMaxConnections());
  server.listen(options.port ?? 0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    key,
    connections: guard,
    usage: () => structuredClone(usage),
    inFlight: () => exchanges.size,
    lastActivity: () => lastActivity,
    async close({ drainMs = options.drainMs ?? DEFAULT_DRAIN_MS } = {}) {
      draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const stopping = new DrainingError("the relay is stopping: the job is ending");
      // Requests still waiting for budget were never sent: answer them now.
      for (const exchange of exchanges) exchange.abortIfWaiting(stopping);
      const inFlight = Promise.allSettled([...exchanges].map((exchange) => exchange.done));
      let timer: NodeJS.Timeout | undefined;
      const drained = await Promise.race([
        inFlight.then(() => true),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(false), drainMs);
          timer.unref();
        }),
      ]);
      clearTimeout(timer);
      if (!drained) {
        const late = new Error("the relay stopped before the response finished (drain timeout)");
        for (const exchange of exchanges) exchange.abort(late);
        await inFlight;
      }
      server.closeAllConnections();
      await closed;
      await pool.close().catch(() => pool.destroy());
      await gate.close?.();
      return { drained, usage: structuredClone(usage) };
    },
  };
}
