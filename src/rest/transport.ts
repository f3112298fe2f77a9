import type { ZodType } from "zod";
import { redact } from "../secrets.js";
import { RestError } from "./errors.js";
import { type Links, parseLinkHeader } from "./link-header.js";
import { type QueryParams, withQuery } from "./query.js";
import {
  limitHit,
  parseRateLimit,
  type RateLimitState,
  waitAfter429,
  waitBeforeSending,
} from "./rate-limit.js";
import type { Sleep } from "./sleep.js";

/** The part of `fetch` we use; undici's and Node's global one both fit. */
export interface FetchInit {
  method: string;
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
  redirect?: "follow" | "manual";
  dispatcher?: unknown;
}
export type FetchLike = (url: string, init: FetchInit) => Promise<Response>;

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

export interface TransportConfig {
  baseUrl: string;
  authorization: () => string;
  secrets: string[];
  fetch: FetchLike;
  dispatcher?: unknown;
  now: () => number;
  sleep: Sleep;
  /** Retries after a 429 (default 3). */
  maxRetries: number;
  /** Called before each wait after a 429; return false to give up (the 429 is thrown). */
  onRateLimit?: ((event: RateLimitEvent) => unknown) | undefined;
  /** Wait before sending when a limit has nothing remaining (default true). */
  waitWhenExhausted: boolean;
  /** The longest rate-limit wait; a longer one is not waited out, the 429 is thrown instead. */
  maxWaitMs: number;
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

/** One transport per client: auth, JSON, rate limits, errors. Resources call `request`. */
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
    const signal = anySignal(options.signal, config.signal);
    const fail = (details: Omit<ConstructorParameters<typeof RestError>[0], "method" | "path">) =>
      new RestError({
        ...details,
        method,
        path: redact(path, config.secrets),
        serverMessage: redact(details.serverMessage, config.secrets),
      });

    for (let retry = 0; ; retry++) {
      if (config.waitWhenExhausted) {
        const wait = waitBeforeSending(this.rateLimit, config.now());
        // Past maxWaitMs the request goes out anyway: the server's 429 then says what to do.
        if (wait > 0 && wait <= config.maxWaitMs) await config.sleep(wait, signal);
      }
      signal?.throwIfAborted();
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
      let response: Response;
      try {
        response = await config.fetch(url, {
          method,
          headers,
          ...(body === undefined ? {} : { body }),
          ...(signal ? { signal } : {}),
          redirect: options.redirect ?? "follow",
          ...(config.dispatcher ? { dispatcher: config.dispatcher } : {}),
        });
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        throw fail({
          status: 0,
          serverMessage: `could not reach the API: ${causeText(error)}`,
          cause: error,
        });
      }
      const rateLimit = parseRateLimit(response.headers, config.now());
      this.rateLimit = rateLimit;

      if (response.status === 429 && retry < config.maxRetries) {
        const waitMs = waitAfter429(rateLimit, response.headers.get("retry-after"));
        const event = { waitMs, retry: retry + 1, limit: limitHit(rateLimit), method, path, rateLimit };
        if (waitMs <= config.maxWaitMs && config.onRateLimit?.(event) !== false) {
          await response.body?.cancel().catch(() => {});
          await config.sleep(waitMs, signal);
          continue;
        }
      }

      let text: string;
      try {
        text = await response.text();
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        throw fail({
          status: response.status,
          serverMessage: `the connection dropped while reading the response: ${causeText(error)}`,
          rateLimit,
          cause: error,
        });
      }

      if (response.status >= 400) {
        const parsed = tryJson(text);
        const message =
          parsed &&
          typeof parsed === "object" &&
          typeof (parsed as { message?: unknown }).message === "string"
            ? (parsed as { message: string }).message
            : response.status === 429
              ? `rate limit exceeded (${limitHit(rateLimit)} limit)`
              : text.trim().slice(0, 200) || response.statusText || "no message";
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
            body: text.slice(0, 200),
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
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function causeText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  const inner = cause instanceof Error ? `: ${(cause as { code?: string }).code ?? cause.message}` : "";
  return `${error.message}${inner}`;
}

function anySignal(...signals: (AbortSignal | undefined)[]): AbortSignal | undefined {
  const present = signals.filter((s): s is AbortSignal => s !== undefined);
  if (present.length <= 1) return present[0];
  return AbortSignal.any(present);
}
