import type { ZodType } from "zod";
import type { Sleep } from "../limit/clock.js";
import { redact, redactSlice } from "../secrets.js";
import { RestError } from "./errors.js";
import { RedirectError, ResponseTooLargeError } from "./http-fetch.js";
import { type Links, parseLinkHeader } from "./link-header.js";
import { type QueryParams, withQuery } from "./query.js";
import {
  limitHit,
  parseRateLimit,
  type RateLimitState,
  waitAfter429,
  waitBeforeSending,
} from "./rate-limit.js";
import {
  backoffMs,
  connectFailure,
  isIdempotent,
  isRetryableStatus,
  REFUSED_BACKOFF_CAP_MS,
  REFUSED_RETRY_MS,
  resetJitterMs,
} from "./retry-policy.js";
import type { RestBudget } from "./shared-budget.js";

/** The part of `fetch` we use; undici's and Node's global one both fit. */
export interface FetchInit {
  method: string;
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
  redirect?: "follow" | "manual";
  /** `refuse`: a redirect to another origin fails (the default transport; a custom fetch may ignore it). */
  crossOriginRedirect?: "refuse";
  dispatcher?: unknown;
  /** The most bytes of a body read (the default transport stops reading past it; see maxResponseBytes). */
  maxBytes?: number;
}
/** The part of a fetch Response the client reads; a `Response` is one. */
export interface FetchedResponse {
  readonly status: number;
  readonly statusText: string;
  readonly ok: boolean;
  readonly headers: Headers;
  /** The URL of the answer, after redirects (fetch's Response has it). */
  readonly url?: string;
  text(): Promise<string>;
  arrayBuffer(): Promise<ArrayBuffer>;
}
export type FetchLike = (url: string, init: FetchInit) => Promise<FetchedResponse>;

export interface RateLimitEvent {
  /** How long the client is about to wait (ms). */
  waitMs: number;
  /** 1 for the first retry. */
  retry: number;
  /** `organization`, `user`, `organization and user` or `unknown`. */
  limit: string;
  method: string;
  path: string;
  rateLimit: RateLimitState;
}

/** Every wait of a call, reported before it starts (the CLI prints those over 2 s on stderr). */
export interface WaitEvent {
  /**
   * `rate-limit`: after a 429, until the Reset of the limit hit; `exhausted`: nothing remains, until
   * the Reset (shared budget off); `budget`: for a turn in the budget shared with other processes;
   * `retry`: after a 5xx or a dropped connection, before trying an idempotent call again; `answer`:
   * told once per attempt when the API has not answered after 2 s, with `waitMs` the time left of
   * `timeoutMs` (the wait has lasted 2 s already).
   */
  kind: "rate-limit" | "exhausted" | "budget" | "retry" | "answer";
  waitMs: number;
  method: string;
  path: string;
  /** What it waits for or after, in words: "the organization rate limit's reset (429)", "the API answered 503". */
  reason: string;
  /** The attempt about to be made (1 for the first). */
  attempt: number;
}

export interface TransportConfig {
  baseUrl: string;
  authorization: () => string;
  secrets: string[];
  fetch: FetchLike;
  dispatcher?: unknown;
  now: () => number;
  sleep: Sleep;
  random: () => number;
  /** The budget shared with other processes on this token (spec: REST rate limits). */
  budget: RestBudget;
  /** One attempt's limit, headers and body (default 30 s). */
  timeoutMs: number;
  /** Retries stop once this long has passed since a call's first failure. */
  retryTimeMs: number;
  /** An optional cap on retries after a 429, on top of the time bound. */
  maxRetries: number;
  /** Called before each wait after a 429; return false to give up (the 429 is thrown). */
  onRateLimit?: ((event: RateLimitEvent) => unknown) | undefined;
  onWait?: ((event: WaitEvent) => void) | undefined;
  /** Wait before sending when a limit has nothing remaining (used when the shared budget is off). */
  waitWhenExhausted: boolean;
  /** The longest single rate-limit wait; a longer one is not waited out, the 429 is thrown instead. */
  maxWaitMs: number;
  /** The largest response body read; a longer one fails the call (not retried). */
  maxResponseBytes: number;
  signal?: AbortSignal | undefined;
  userAgent: string;
}

export interface RequestOptions<T> {
  method?: string;
  /** `/v2/...` (or an absolute URL on the same origin, as in a Link header). */
  path: string;
  query?: QueryParams | undefined;
  /** Sent as JSON. */
  body?: unknown;
  /** Parses the response body; responses are checked at this boundary. */
  schema?: ZodType<T> | undefined;
  signal?: AbortSignal | undefined;
  /** Follow redirects (default) or hand back the 3xx response (artifact downloads). */
  redirect?: "follow" | "manual";
  /** Hand back the body as text, unparsed (job logs). */
  text?: boolean;
  /**
   * May it be sent again after a 5xx or a dropped connection? Default: by its method (retry-policy.ts);
   * false for PUTs that start work (rebuild, retry_failed_jobs).
   */
  idempotent?: boolean;
}

export interface RestResponse<T> {
  status: number;
  data: T;
  headers: Headers;
  rateLimit: RateLimitState;
  links: Links;
  /** The URL requested. */
  url: string;
}

type ErrorDetails = Omit<ConstructorParameters<typeof RestError>[0], "method" | "path">;

/** One transport per client: auth, JSON, the shared budget, rate limits, retries, errors. */
export class Transport {
  /** The rate-limit state of the last response. */
  rateLimit: RateLimitState | undefined;
  readonly #config: TransportConfig;
  readonly #origin: string;

  constructor(config: TransportConfig) {
    this.#config = config;
    this.#origin = new URL(config.baseUrl).origin;
  }

  get baseUrl(): string {
    return this.#config.baseUrl;
  }

  /** Release the shared budget's store (a Redis connection). */
  close(): Promise<void> {
    return this.#config.budget.close();
  }

  /** The absolute URL for a path, refusing URLs on another origin (the token would go there). */
  resolve(path: string, query?: QueryParams): string {
    if (/^https?:\/\//i.test(path)) {
      const url = new URL(path);
      if (url.origin !== this.#origin) {
        throw new RestError({
          status: 0,
          method: "GET",
          path: url.pathname,
          serverMessage: `refused to follow a link to ${url.origin}, which is not the API's origin ${this.#origin}`,
        });
      }
      return withQuery(url.href, query);
    }
    if (!path.startsWith("/")) throw new TypeError(`a REST path starts with '/': ${path}`);
    return withQuery(`${this.#config.baseUrl}${path}`, query);
  }

  async request<T = unknown>(options: RequestOptions<T>): Promise<RestResponse<T>> {
    const config = this.#config;
    const method = (options.method ?? "GET").toUpperCase();
    const url = this.resolve(options.path, options.query);
    const path = url.slice(this.#origin.length);
    const shownPath = redact(path, config.secrets);
    const signal = anySignal(options.signal, config.signal);
    const idempotent = options.idempotent ?? isIdempotent(method);
    const fail = (details: ErrorDetails) =>
      new RestError({
        ...details,
        method,
        path: shownPath,
        secrets: config.secrets, // RestError redacts its message, serverMessage, errors and body
      });
    let firstFailureAt: number | undefined;
    /**
     * Wait and return true when the call may be tried again within the time bound: `retryTimeMs`
     * since the first failure, or `maxWaitMs` for a 429's wait (a Reset up to maxWaitMs is waited
     * out, then the call is sent again; hostile trial item 7: a Reset over 2 minutes failed at once).
     */
    const retryAfter = async (kind: WaitEvent["kind"], waitMs: number, reason: string, attempt: number) => {
      firstFailureAt ??= config.now();
      const bound =
        kind === "rate-limit" ? Math.max(config.retryTimeMs, config.maxWaitMs) : config.retryTimeMs;
      if (config.now() + waitMs - firstFailureAt > bound) return false;
      config.onWait?.({ kind, waitMs, method, path: shownPath, reason, attempt: attempt + 1 });
      await config.sleep(waitMs, signal);
      return true;
    };

    for (let attempt = 1; ; attempt++) {
      if (config.waitWhenExhausted && !config.budget.enabled) {
        const wait = waitBeforeSending(this.rateLimit, config.now());
        // Past maxWaitMs the request goes out anyway: the server's 429 then says what to do.
        if (wait > 0 && wait <= config.maxWaitMs) {
          const limit = limitHit(this.rateLimit);
          config.onWait?.({
            kind: "exhausted",
            waitMs: wait,
            method,
            path: shownPath,
            reason: `the ${limit} rate limit's reset (nothing remaining)`,
            attempt,
          });
          await config.sleep(wait, signal);
        }
      }
      signal?.throwIfAborted();
      const turn = await config.budget.take(path, signal, (wait) =>
        config.onWait?.({
          kind: "budget",
          waitMs: wait.waitMs,
          method,
          path: shownPath,
          reason: `a turn in the ${wait.limit} rate limit shared with other processes${
            wait.requests && wait.windowMs
              ? ` (${wait.requests} ${wait.requests === 1 ? "request" : "requests"} per ${wait.windowMs / 1000} s)`
              : ""
          }`,
          attempt,
        }),
      );
      const outcome = await this.#attempt(options, method, url, signal, fail);
      await turn.finish(outcome.rateLimit);
      if (outcome.rateLimit) this.rateLimit = outcome.rateLimit;

      if ("error" in outcome) {
        if (signal?.aborted) throw signal.reason;
        if (outcome.unreached) {
          // A refused connection reached no server, so any method may be sent again; a server that
          // is restarting comes back within seconds, a wrong address never: retry briefly, silently
          // (each wait under the 2 s that gets a line), then fail with one line.
          firstFailureAt ??= config.now();
          const waitMs = Math.min(backoffMs(attempt, config.random), REFUSED_BACKOFF_CAP_MS);
          // Within retryTimeMs too: a caller that allows no retry (the doctor) gets the refusal at once.
          const window = Math.min(REFUSED_RETRY_MS, config.retryTimeMs);
          if (outcome.retryable && config.now() + waitMs - firstFailureAt <= window) {
            const reason = `nothing answered at ${this.#origin}`;
            config.onWait?.({ kind: "retry", waitMs, method, path: shownPath, reason, attempt: attempt + 1 });
            await config.sleep(waitMs, signal);
            continue;
          }
          throw outcome.error;
        }
        if (idempotent && outcome.retryable) {
          const reason = outcome.error.serverMessage;
          if (await retryAfter("retry", backoffMs(attempt, config.random), reason, attempt)) continue;
        }
        throw outcome.error;
      }
      const { response, text, rateLimit } = outcome;

      if (response.status === 429 && attempt <= config.maxRetries) {
        const limit = limitHit(rateLimit);
        const resetMs = waitAfter429(rateLimit, response.headers.get("retry-after"));
        // The jitter never takes a Reset that fits maxWaitMs past it.
        const waitMs = Math.min(
          resetMs + resetJitterMs(resetMs, config.random),
          Math.max(resetMs, config.maxWaitMs),
        );
        const event = { waitMs, retry: attempt, limit, method, path: shownPath, rateLimit };
        if (waitMs <= config.maxWaitMs && config.onRateLimit?.(event) !== false) {
          const hit = (["organization", "user"] as const).filter((name) => limit.includes(name));
          await config.budget.pause(path, hit, resetMs);
          if (await retryAfter("rate-limit", waitMs, `the ${limit} rate limit's reset (429)`, attempt)) {
            continue;
          }
        }
      }
      if (idempotent && isRetryableStatus(response.status)) {
        const reason = `the API answered ${response.status}`;
        if (await retryAfter("retry", backoffMs(attempt, config.random), reason, attempt)) continue;
      }
      return this.#result(options, response, text, rateLimit, url, fail);
    }
  }

  /** Send once and read the whole body, within the timeout. */
  async #attempt<T>(
    options: RequestOptions<T>,
    method: string,
    url: string,
    signal: AbortSignal | undefined,
    fail: (details: ErrorDetails) => RestError,
  ): Promise<
    | { response: FetchedResponse; text: string; rateLimit: RateLimitState }
    | { error: RestError; retryable: boolean; unreached?: boolean; rateLimit?: RateLimitState }
  > {
    const config = this.#config;
    const deadline = attemptDeadline(config.timeoutMs, signal);
    // Silence past 2 s is said (the CLI prints it): `builds list` against a hung API once sat
    // silent for 155 s. Unref'd: the request it describes keeps the process alive, not this.
    const notice =
      config.onWait && config.timeoutMs > ANSWER_NOTICE_AFTER_MS
        ? setTimeout(() => {
            const path = new URL(url).pathname;
            config.onWait?.({
              kind: "answer",
              waitMs: config.timeoutMs - ANSWER_NOTICE_AFTER_MS,
              method,
              path: redact(path, config.secrets),
              reason: `the API at ${this.#origin} to answer (nothing yet after ${ANSWER_NOTICE_AFTER_MS / 1000} s; the bound is ${config.timeoutMs / 1000} s)`,
              attempt: 1,
            });
          }, ANSWER_NOTICE_AFTER_MS).unref()
        : undefined;
    try {
      return await this.#send(options, method, url, signal, fail, deadline);
    } finally {
      clearTimeout(notice);
      deadline.end();
    }
  }

  async #send<T>(
    options: RequestOptions<T>,
    method: string,
    url: string,
    signal: AbortSignal | undefined,
    fail: (details: ErrorDetails) => RestError,
    deadline: AttemptDeadline,
  ): Promise<
    | { response: FetchedResponse; text: string; rateLimit: RateLimitState }
    | { error: RestError; retryable: boolean; unreached?: boolean; rateLimit?: RateLimitState }
  > {
    const config = this.#config;
    const timeout = deadline.signal;
    const noAnswer = () =>
      fail({
        status: 0,
        serverMessage: `no answer within ${config.timeoutMs / 1000} s (--timeout, the timeoutMs option); not retried: check that the API at ${this.#origin} is up (SERVICE_API_URL), or allow longer`,
      });
    const headers: Record<string, string> = {
      Accept: options.text ? "text/plain, application/json" : "application/json",
      Authorization: `Bearer ${config.authorization()}`,
      "User-Agent": config.userAgent,
    };
    let body: string | undefined;
    if (options.body !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(options.body);
    }
    let response: FetchedResponse;
    try {
      response = await config.fetch(url, {
        method,
        headers,
        ...(body === undefined ? {} : { body }),
        signal: timeout,
        redirect: options.redirect ?? "follow",
        crossOriginRedirect: "refuse",
        maxBytes: config.maxResponseBytes,
        ...(config.dispatcher ? { dispatcher: config.dispatcher } : {}),
      });
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      // Not retried: an API silent that long is most likely still silent, and a retry would
      // multiply the bound the caller set (failures that come at once are retried).
      if (deadline.passed()) return { error: noAnswer(), retryable: false };
      const redirect = redirectFailure(error);
      if (redirect)
        return { error: fail({ status: 0, serverMessage: redirect, cause: error }), retryable: false };
      const connect = connectFailure(error);
      if (connect) {
        // Nothing listens there (or the address is one fetch refuses): one line naming the address.
        return {
          error: fail({
            status: 0,
            serverMessage: `could not connect to the API at ${this.#origin} (${connect.what}): check SERVICE_API_URL (or the baseUrl option), or start the API there.`,
            cause: error,
          }),
          retryable: connect.retryable,
          unreached: true,
        };
      }
      return {
        error: fail({
          status: 0,
          serverMessage: `could not reach the API: ${causeText(error)}`,
          cause: error,
        }),
        retryable: true,
      };
    }
    // A fetch that followed a redirect to another origin (the default transport refuses before).
    const answeredBy = response.url ? new URL(response.url).origin : this.#origin;
    if (answeredBy !== this.#origin && (options.redirect ?? "follow") === "follow") {
      await discard(response);
      return {
        error: fail({
          status: 0,
          serverMessage: `the API at ${this.#origin} redirected to another origin, ${answeredBy}: refused (its answer would be taken for the API's); check SERVICE_API_URL (or the baseUrl option)`,
        }),
        retryable: false,
      };
    }
    const rateLimit = parseRateLimit(response.headers, config.now());
    try {
      return { response, text: await readCapped(response, config.maxResponseBytes), rateLimit };
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (error instanceof ResponseTooLargeError) {
        // The same answer would come again: not retried.
        return {
          error: fail({ status: response.status, serverMessage: error.message, rateLimit }),
          retryable: false,
          rateLimit,
        };
      }
      if (deadline.passed()) return { error: noAnswer(), retryable: false, rateLimit };
      return {
        error: fail({
          status: response.status,
          serverMessage: `the connection dropped while reading the response: ${causeText(error)}`,
          rateLimit,
          cause: error,
        }),
        retryable: true,
        rateLimit,
      };
    }
  }

  #result<T>(
    options: RequestOptions<T>,
    response: FetchedResponse,
    text: string,
    rateLimit: RateLimitState,
    url: string,
    fail: (details: ErrorDetails) => RestError,
  ): RestResponse<T> {
    if (response.status >= 400) {
      const parsed = tryJson(text);
      const message =
        parsed && typeof parsed === "object" && typeof (parsed as { message?: unknown }).message === "string"
          ? (parsed as { message: string }).message
          : response.status === 429
            ? `rate limit exceeded (${limitHit(rateLimit)} limit)`
            : firstChars(text.trim(), this.#config.secrets) || response.statusText || "no message";
      const errors = (parsed as { errors?: unknown } | undefined)?.errors;
      throw fail({
        status: response.status,
        serverMessage: message,
        errors: Array.isArray(errors) ? errors : [],
        rateLimit,
        body: parsed ?? text,
      });
    }

    const links = parseLinkHeader(response.headers.get("link"));
    const base = { status: response.status, headers: response.headers, rateLimit, links, url };
    if (options.text || (response.status >= 300 && response.status < 400)) {
      return { ...base, data: text as T };
    }
    let data: unknown;
    if (text.trim() === "") {
      data = undefined;
    } else {
      const type = response.headers.get("content-type") ?? "";
      data = tryJson(text);
      if (data === undefined) {
        throw fail({
          status: response.status,
          serverMessage: `the response body is not valid JSON (content-type ${type || "missing"})`,
          rateLimit,
          body: firstChars(text, this.#config.secrets),
        });
      }
    }
    if (options.schema) {
      const checked = options.schema.safeParse(data);
      if (!checked.success) {
        const issue = checked.error.issues[0];
        const where = issue?.path.length ? ` at ${issue.path.join(".")}` : "";
        throw fail({
          status: response.status,
          serverMessage: `the response does not have the documented shape${where}: ${issue?.message ?? "invalid"}`,
          rateLimit,
          body: data,
        });
      }
      data = checked.data;
    }
    return { ...base, data: data as T };
  }
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A redirect not followed (a loop, another origin): the message, or undefined for other failures. */
function redirectFailure(error: unknown): string | undefined {
  if (error instanceof RedirectError) return error.message;
  const cause = error instanceof Error ? (error as { cause?: unknown }).cause : undefined;
  // undici's fetch (a dispatcher or a custom fetch): a TypeError caused by "redirect count exceeded".
  if (cause instanceof Error && /redirect count exceeded/i.test(cause.message)) {
    return "the API redirected 20 times in a row: a redirect loop; not followed further";
  }
  return undefined;
}

/**
 * A response's body as text, at most `max` bytes read: the default transport caps as it reads (it is
 * given maxBytes); a fetch's Response is read from its stream and cancelled past the cap; anything
 * else is read whole, then checked.
 */
async function readCapped(response: FetchedResponse, max: number): Promise<string> {
  const announced = Number(response.headers.get("content-length") ?? Number.NaN);
  if (announced > max) {
    await discard(response);
    throw new ResponseTooLargeError(max, announced, true);
  }
  const stream = (response as { body?: ReadableStream<Uint8Array> | null }).body;
  if (stream && typeof stream.getReader === "function") {
    const reader = stream.getReader();
    const chunks: Uint8Array[] = [];
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (bytes > max) {
        await reader.cancel().catch(() => {});
        throw new ResponseTooLargeError(max, bytes, false);
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks).toString("utf8");
  }
  const text = await response.text();
  if (Buffer.byteLength(text) > max) throw new ResponseTooLargeError(max, Buffer.byteLength(text), false);
  return text;
}

/** Let go of a body nobody will read. */
async function discard(response: FetchedResponse): Promise<void> {
  const body = (response as { body?: { cancel?: () => Promise<void> } | null }).body;
  if (body?.cancel) await body.cancel().catch(() => {});
  else await response.arrayBuffer().catch(() => {});
}

function causeText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  const inner = cause instanceof Error ? `: ${(cause as { code?: string }).code ?? cause.message}` : "";
  return `${error.message}${inner}`;
}

/** An attempt without an answer this long is told to `onWait` (kind `answer`), as every wait over 2 s. */
const ANSWER_NOTICE_AFTER_MS = 2_000;

interface AttemptDeadline {
  /** Aborts when the caller's signal does or when the time is up. */
  signal: AbortSignal;
  /** Whether the time ran out (not the caller's abort). */
  passed(): boolean;
  /** The attempt is over: the timer and the listener on the caller's signal go. */
  end(): void;
}

/**
 * One attempt's time limit, over the caller's signal: one timer, cleared as soon as the attempt
 * ends. (AbortSignal.timeout kept a 30 s timer and, through AbortSignal.any, a dependent signal
 * alive for every page long after its answer.) It is unref'd: the request it bounds keeps the
 * process alive, the timer must not.
 */
function attemptDeadline(timeoutMs: number, outer: AbortSignal | undefined): AttemptDeadline {
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(outer?.reason);
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(`no answer within ${timeoutMs} ms`, "TimeoutError"));
  }, timeoutMs);
  timer.unref();
  if (outer?.aborted) onAbort();
  else outer?.addEventListener("abort", onAbort, { once: true });
  return {
    signal: controller.signal,
    passed: () => timedOut,
    end() {
      clearTimeout(timer);
      outer?.removeEventListener("abort", onAbort);
    },
  };
}

function anySignal(...signals: (AbortSignal | undefined)[]): AbortSignal | undefined {
  const present = signals.filter((s): s is AbortSignal => s !== undefined);
  if (present.length <= 1) return present[0];
  return AbortSignal.any(present);
}

/** The first 200 characters of a server's text, redacted before the cut (a secret cut short is still found). */
function firstChars(text: string, secrets: readonly string[]): string {
  return redactSlice(text, 0, Math.min(200, text.length), secrets);
}
