/**
 * A bound on every wait for the proxy (issue 28, item 2): a proxy that accepts a connection and
 * never answers (stopped with `kill -STOP`) held `jobai ask` for ever, and the SDK's own timeout
 * (10 minutes by default, retried 4 times) would have ended it after about 50.
 *
 * The bound is on silence, not on the whole request: the call fails when the proxy sends no byte
 * for `timeout` ms, first while its answer's headers are awaited, then between two chunks of the
 * body. A streamed answer may run for minutes while its text keeps coming (the provider sends
 * `ping` events while it works), and a bound on the whole request would cut such an answer short;
 * a hung proxy sends nothing at all, and is caught within one `timeout`. A call that is not
 * streamed sends its headers only once the answer is whole, so there the bound is the whole answer.
 *
 * A call that timed out is not tried again: a proxy silent that long is most likely still silent,
 * and retrying would multiply the bound a user set by the SDK's retry count. Failures that come at
 * once (a refused connection, a 5xx, a 529) are still retried.
 *
 * The time comes from the request's own options (`timeout` of the client, or of one call).
 */
import type { Middleware } from "@anthropic-ai/sdk";
import { ProviderCallError } from "./api-error.js";
import { NOTICE_AFTER_MS, type WaitNotice, waitLine } from "./wait-notice.js";

/**
 * The longest the proxy may stay silent (no header, no byte of the body) before a call fails:
 * 60 s. The provider streams its first event within seconds and pings while it works; a summary
 * (not streamed, 1,024 tokens at most by default) is whole well within a minute.
 */
export const DEFAULT_PROXY_TIMEOUT_MS = 60_000;

/** The proxy sent nothing for the bound: the call failed and was not retried. */
export class ProxySilentError extends ProviderCallError {
  constructor(
    message: string,
    /** The bound, in ms. */
    readonly timeoutMs: number,
  ) {
    super(message, undefined, "timeout");
  }

  /**
   * The SDK (1.12, client.ts makeRequest) decides that a thrown error is its own timeout, and
   * retries it, when `String(error)` matches /timed? ?out/: this error's message names the
   * `--timeout` option, and it is final. Its text for that test is its name alone.
   */
  override toString(): string {
    return this.name;
  }
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${Math.round(ms / 100) / 10} s`;
}

function silent(url: URL, method: string, timeoutMs: number, stage: "headers" | "body"): ProxySilentError {
  const what = stage === "headers" ? "no answer" : "nothing more of its answer";
  return new ProxySilentError(
    `the proxy at ${url.origin} sent ${what} for ${seconds(timeoutMs)} (${method} ${url.pathname}): it may be hung or overloaded; not retried. Check SERVICE_AGENT_ENDPOINT and try again, or allow longer with --timeout (createClient's timeout option)`,
    timeoutMs,
  );
}

export interface AnswerDeadlineOptions {
  /** The bound when the request's options carry none. */
  timeoutMs: number;
  /** Told, once per request, when no answer has come after 2 s: `jobai: waiting N s for ...`. */
  notice?: WaitNotice | undefined;
}

export function answerDeadlineMiddleware(options: AnswerDeadlineOptions): Middleware {
  return async (request, next, context) => {
    const given = context?.options?.timeout;
    const timeoutMs = typeof given === "number" && given > 0 ? given : options.timeoutMs;
    const url = new URL(request.url);
    const method = (request.method ?? "GET").toUpperCase();
    const controller = new AbortController();
    const signal = request.signal ? AbortSignal.any([request.signal, controller.signal]) : controller.signal;
    const startedAt = Date.now();
    const headersTimer = setTimeout(
      () => controller.abort(silent(url, method, timeoutMs, "headers")),
      timeoutMs,
    );
    const noticeTimer =
      options.notice && timeoutMs > NOTICE_AFTER_MS
        ? setTimeout(
            () =>
              options.notice?.(
                waitLine(
                  timeoutMs - NOTICE_AFTER_MS,
                  `the proxy at ${url.origin} to answer ${method} ${url.pathname} (nothing yet after ${seconds(NOTICE_AFTER_MS)}; the bound is ${seconds(timeoutMs)} of silence)`,
                ),
              ),
            NOTICE_AFTER_MS,
          )
        : undefined;
    let response: Response;
    try {
      response = await next({ ...request, signal });
    } catch (error) {
      // A new error, not the abort's reason: what fetch threw is marked as fetch's own by the SDK
      // (core/middleware.ts) and retried. The SDK's own timer (the same bound) may have fired
      // first: the silence is what happened either way.
      if (controller.signal.aborted || (!request.signal?.aborted && Date.now() - startedAt >= timeoutMs)) {
        throw silent(url, method, timeoutMs, "headers");
      }
      throw error;
    } finally {
      clearTimeout(headersTimer);
      clearTimeout(noticeTimer);
    }
    const body = response.body;
    if (!body) return response;
    const reader = body.getReader();
    const watched = new ReadableStream<Uint8Array>({
      async pull(stream) {
        const timer = setTimeout(() => controller.abort(silent(url, method, timeoutMs, "body")), timeoutMs);
        try {
          const chunk = await reader.read();
          if (chunk.done) stream.close();
          else stream.enqueue(chunk.value);
        } catch (error) {
          stream.error(controller.signal.aborted ? silent(url, method, timeoutMs, "body") : error);
        } finally {
          clearTimeout(timer);
        }
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    });
    return new Response(watched, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
