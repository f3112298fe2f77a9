import type { IncomingHttpHeaders, ServerResponse } from "node:http";
import type { Dispatcher } from "undici";
import type { Usage } from "../limit/usage.js";
import { isConnectionFailure } from "./connection-failure.js";
import { sendError } from "./error-envelope.js";
import { clientHeaders } from "./forward-headers.js";
import { UsageTap } from "./usage-tap.js";

/** What an exchange tells the relay as it goes. */
export interface ExchangeEvents {
  /** The proxy's status and headers arrived; returns the headers to show the client, when changed. */
  onStatus(status: number, headers: IncomingHttpHeaders): IncomingHttpHeaders | undefined;
  /** The response's input usage is known (JSON body end, or a stream's `message_start`). */
  onInput(usage: Usage): void;
  /** An `error` event inside a stream. */
  onStreamError(type: string): void;
}

export interface ExchangeResult {
  /** The proxy's status; 0 when none came. */
  status: number;
  /** Whether the response reached its end and the client got all of it. */
  complete: boolean;
  /** Everything the tap read (output tokens from the last `message_delta`). */
  usage: Usage | undefined;
  error?: Error;
}

export interface ExchangeRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * How to retry a request whose upstream connection failed before any response byte: once, on a
 * connection of its own (the pool may hold more connections the proxy has closed just as well).
 */
export interface FreshRetry {
  /** A dispatcher on a new connection; closed when the exchange is over. */
  fresh(): Dispatcher;
  /** Told before the retry goes out, with the failure (the relay logs it). */
  onRetry(error: Error): void;
}

/** Long model replies: a non-streaming request may take minutes, a stream may pause between events. */
const UPSTREAM_TIMEOUT_MS = 10 * 60_000;

/**
 * Forward one request and stream the response to `res` as it comes, through undici's dispatch
 * handler: each chunk is written the moment it arrives (pings and comment lines included, bytes
 * unchanged, content-length kept when the proxy sent one), and when the client reads slower than
 * the proxy sends, the upstream socket is paused until `res` drains. A cut upstream stream destroys
 * the client's response, so the client sees an error, never a hang or a truncated "success".
 */
export function forwardExchange(
  dispatcher: Dispatcher,
  request: ExchangeRequest,
  res: ServerResponse,
  events: ExchangeEvents,
  retry?: FreshRetry,
): { done: Promise<ExchangeResult>; abort(reason: Error): void } {
  let controller: Dispatcher.DispatchController | undefined;
  let pendingAbort: Error | undefined;
  let status = 0;
  let tap: UsageTap | undefined;
  let settled = false;
  let waitingForDrain = false;
  let batch: Buffer[] = [];
  let batchBytes = 0;
  let flushScheduled = false;
  /** Whether the client's response headers have gone out (res.headersSent turns true at writeHead). */
  let headersOut = false;
  /** The retry's own connection, once one was opened. */
  let retriedOn: Dispatcher | undefined;

  /** What this tick gathered, as one buffer, read by the usage tap; undefined when nothing came. */
  const takeBatch = (): Buffer | undefined => {
    if (batch.length === 0) return undefined;
    const data = batch.length === 1 ? (batch[0] as Buffer) : Buffer.concat(batch, batchBytes);
    batch = [];
    batchBytes = 0;
    tap?.write(data);
    return data;
  };

  /**
   * At the end of each tick in which something came: write what came, with the headers when they
   * are not out yet (one write, not two), or the headers alone when no data came with them, so a
   * client starts reading before the first event. When the client reads slower than the proxy
   * sends, pause the proxy until the client drains.
   */
  const flush = (ctl: Dispatcher.DispatchController) => {
    flushScheduled = false;
    const data = takeBatch();
    if (res.destroyed || res.writableEnded) return;
    if (!data) {
      if (!headersOut) res.flushHeaders();
      headersOut = true;
      return;
    }
    headersOut = true;
    if (!res.write(data) && !waitingForDrain) {
      waitingForDrain = true;
      ctl.pause();
      res.once("drain", () => {
        waitingForDrain = false;
        ctl.resume();
      });
    }
  };
  const scheduleFlush = (ctl: Dispatcher.DispatchController) => {
    if (flushScheduled) return;
    flushScheduled = true;
    process.nextTick(flush, ctl);
  };
  let resolve!: (result: ExchangeResult) => void;
  const done = new Promise<ExchangeResult>((r) => {
    resolve = r;
  });

  const finish = (result: ExchangeResult) => {
    if (settled) return;
    settled = true;
    res.off("close", onClientClose);
    // Graceful: a response still being read on it (the client left) is aborted by then.
    retriedOn?.close().catch(() => {});
    resolve(result);
  };

  const onClientClose = () => {
    if (res.writableFinished) return;
    const reason = new Error("the client closed the connection");
    if (controller && !controller.aborted) controller.abort(reason);
    else pendingAbort = reason;
    finish({ status, complete: false, usage: tap?.usage, error: reason });
  };
  res.on("close", onClientClose);

  const handler: Dispatcher.DispatchHandler = {
    onRequestStart(ctl) {
      controller = ctl;
      if (pendingAbort) ctl.abort(pendingAbort);
    },
    onResponseStart(ctl, statusCode, headers) {
      if (statusCode < 200) return; // 1xx: informational, not forwarded
      status = statusCode;
      const kind = UsageTap.kindOf(headers["content-type"]);
      tap = new UsageTap(statusCode < 300 ? kind : "other", {
        onInput: (usage) => events.onInput(usage),
        onStreamError: (type) => events.onStreamError(type),
      });
      const shown = events.onStatus(statusCode, headers) ?? headers;
      if (res.destroyed) {
        ctl.abort(new Error("the client closed the connection"));
        return;
      }
      res.writeHead(statusCode, clientHeaders(shown));
      scheduleFlush(ctl);
    },
    onResponseData(ctl, chunk) {
      // One socket read holds many HTTP chunks (a burst of SSE events, each its own chunk): they
      // are gathered until this tick ends, then read for usage and written as one, instead of one
      // write (and syscall) each. Nothing waits: the next tick runs before any further I/O.
      // Measured on the emulator's 10,000-event burst: 2-3 ms through the relay instead of 6-8 ms
      // with a write per chunk.
      batch.push(chunk);
      batchBytes += chunk.length;
      scheduleFlush(ctl);
    },
    onResponseEnd() {
      // The last data, the headers if still held and the end of the body leave as one write.
      const data = takeBatch();
      tap?.end();
      if (res.destroyed) {
        finish({ status, complete: false, usage: tap?.usage });
        return;
      }
      headersOut = true;
      const finished = () => finish({ status, complete: true, usage: tap?.usage });
      if (data) res.end(data, finished);
      else res.end(finished);
    },
    onResponseError(_ctl, error) {
      // Nothing came back on this connection and the client has seen nothing: the request is sent
      // again, once, on a new connection, under the same admission (the limiter's reservation is
      // the relay's, not the connection's). After any response byte it is not: the proxy answered,
      // and the client may already hold part of that answer.
      if (
        retry &&
        !retriedOn &&
        !settled &&
        status === 0 &&
        batch.length === 0 &&
        !headersOut &&
        !res.destroyed &&
        pendingAbort === undefined &&
        isConnectionFailure(error)
      ) {
        retriedOn = retry.fresh();
        controller = undefined;
        retry.onRetry(error);
        send(retriedOn);
        return;
      }
      takeBatch(); // the tap reads what came before the cut
      tap?.end();
      if (!res.headersSent && !res.destroyed) {
        sendError(res, 502, "api_error", `the relay could not reach the proxy: ${error.message}`);
      } else {
        // Mid-response: cut the client's connection so it sees an error, not a short body.
        res.destroy(error);
      }
      finish({ status, complete: false, usage: tap?.usage, error });
    },
  };

  function send(on: Dispatcher): void {
    on.dispatch(
      {
        method: request.method as Dispatcher.HttpMethod,
        path: request.path,
        headers: request.headers,
        body: request.method === "GET" || request.method === "HEAD" ? null : request.body,
        headersTimeout: UPSTREAM_TIMEOUT_MS,
        bodyTimeout: UPSTREAM_TIMEOUT_MS,
      },
      handler,
    );
  }
  send(dispatcher);

  return {
    done,
    abort(reason) {
      if (controller && !controller.aborted) controller.abort(reason);
      else pendingAbort = reason;
    },
  };
}
