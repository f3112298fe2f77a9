import type { ZodType } from "zod";
import { createJobContext, type JobContext } from "../config/job-context.js";
import { resolveSettings, type StoreName } from "../config/settings.js";
import { UsageError } from "../errors.js";
import { awaitedSleep, type Sleep } from "../limit/clock.js";
import { traceTransport } from "../telemetry/traced-rest.js";
import { VERSION } from "../version.js";
import { type Catalogue, catalogue } from "./catalogue/index.js";
import { type CredentialOptions, resolveCredentials } from "./credentials.js";
import type { CallOptions, CatalogueMethods, EndpointSpec, InputOf, ItemOf, ListMethod } from "./endpoint.js";
import { endpointsToMethods } from "./endpoints-to-methods.js";
import { httpFetch } from "./http-fetch.js";
import { type PageOptions, paginate } from "./paginate.js";
import type { QueryParams } from "./query.js";
import type { RateLimitState } from "./rate-limit.js";
import { buildsHelpers, jobsHelpers } from "./resource-helpers.js";
import type { AccessToken, Meta } from "./schemas/account.js";
import type { User } from "./schemas/user.js";
import { createRestBudget } from "./shared-budget.js";
import {
  type FetchLike,
  type RateLimitEvent,
  type RestResponse,
  Transport,
  type WaitEvent,
} from "./transport.js";

export interface RestClientOptions extends CredentialOptions {
  /**
   * The job as the way in resolved it (src/config/job-context.ts): the budget's store, state
   * directory and Redis address come from its settings (plugin options `rate-limit.store` and
   * `rate-limit.redis-url` included), as the model limiter's do, and the address and token from its
   * environment. Default: a context of `env`. `rateLimitStore`, `stateDir` and `redisUrl` win over it.
   */
  context?: JobContext | undefined;
  /** undici Dispatcher (an Agent, a MockAgent, a ProxyAgent): requests then go through undici's fetch. */
  dispatcher?: unknown;
  /** A fetch to use instead (default: node:http(s), see http-fetch.ts; undici's fetch when a dispatcher is given). */
  fetch?: FetchLike | undefined;
  /** Clock in ms (default Date.now): rate-limit resets and JWT times are computed on it. */
  now?: (() => number) | undefined;
  /** Wait function (default: a timer that honours the signal and keeps the process alive while it runs). */
  sleep?: Sleep | undefined;
  /** Random numbers in [0, 1) for jitter (default Math.random). */
  random?: (() => number) | undefined;
  /**
   * Where the budget shared with other processes on this token lives: `memory` (this process),
   * `file` (this host), `redis` (every host) or `off`. Default: as the model limiter (plugin option
   * `rate-limit.store`, JOBAI_LIMIT_STORE; `file` inside a job, `memory` outside, `redis` when a
   * Redis address is set).
   */
  rateLimitStore?: StoreName | undefined;
  /** The file store's directory (default JOBAI_STATE_DIR, else a temp dir). */
  stateDir?: string | undefined;
  /** The Redis store's address (default JOBAI_REDIS_URL). */
  redisUrl?: string | undefined;
  /** The organization of calls whose path names none, e.g. `/v2/builds` (default SERVICE_ORGANIZATION_SLUG). */
  organization?: string | undefined;
  /** One attempt's time limit, answer and body (default 30 s, DEFAULT_REST_TIMEOUT_MS); reached, the call fails, not retried. */
  timeoutMs?: number | undefined;
  /** Retries of a call stop once this long has passed since its first failure (default 2 minutes). */
  retryTimeMs?: number | undefined;
  /** An optional cap on retries after a 429, on top of the time bound (default none). */
  maxRetries?: number | undefined;
  /** Called before each wait after a 429; return false to give up and get the 429 as a RestError. */
  onRateLimit?: ((event: RateLimitEvent) => unknown) | undefined;
  /** Called before every wait (429, budget turn, retry backoff): log it, show it, count it. */
  onWait?: ((event: WaitEvent) => void) | undefined;
  /** Wait before sending when a limit has nothing remaining (default true; with the shared budget off). */
  waitWhenExhausted?: boolean | undefined;
  /** The longest single rate-limit wait (default 5 minutes); past it the 429 is thrown instead of waited out. */
  maxWaitMs?: number | undefined;
  /** The largest response body read (default 32 MiB); a longer one fails the call with a RestError, not retried. */
  maxResponseBytes?: number | undefined;
  /** Aborts every request and wait of this client. */
  signal?: AbortSignal | undefined;
  userAgent?: string | undefined;
}

export interface GenericRequest<T> {
  query?: QueryParams | undefined;
  body?: unknown;
  schema?: ZodType<T> | undefined;
  signal?: AbortSignal | undefined;
}

let undiciFetch: FetchLike | undefined;

/**
 * An attempt without its whole answer (headers and body) after this long fails, not retried. The
 * whole answer, not its silence: a REST answer is one JSON page or a log read whole (at most
 * maxResponseBytes), nothing that streams for minutes. The CLI's `--timeout` sets it.
 */
export const DEFAULT_REST_TIMEOUT_MS = 30_000;
/** Retries of one call end this long after its first failure: a per-minute Reset fits twice. */
const DEFAULT_RETRY_TIME_MS = 120_000;

/** The largest response body read: a page of 100 builds with their jobs is well under 1 MiB. */
export const DEFAULT_MAX_RESPONSE_BYTES = 32 * 1_048_576;

function positiveMs(name: string, value: number, unit = "ms"): number {
  if (!Number.isInteger(value) || value <= 0) {
    throw new UsageError(`${name} must be a whole number of ${unit} greater than 0; got ${value}`);
  }
  return value;
}

/**
 * A typed client for the REST API v2 (the public surface). Credentials and address come from
 * the options, then SERVICE_API_TOKEN and SERVICE_API_URL.
 *
 * ```ts
 * const api = createRestClient({ token: process.env.SERVICE_API_TOKEN });
 * for await (const build of api.builds.iterate({ organization: "acme", state: "failed", exclude_jobs: true })) { ... }
 * ```
 */
export function createRestClient(options: RestClientOptions = {}): RestClient {
  const now = options.now ?? Date.now;
  const overrides = { store: options.rateLimitStore, stateDir: options.stateDir, redisUrl: options.redisUrl };
  const context =
    options.context ?? createJobContext({ env: options.env ?? process.env, settings: overrides });
  const env = context.env;
  const credentials = resolveCredentials({ ...options, env }, now);
  const fetchImpl: FetchLike =
    options.fetch ??
    (options.dispatcher
      ? async (url, init) => {
          // Loaded only when a dispatcher is given: the global fetch is Node's own undici, and
          // a dispatcher from the undici package belongs with that package's fetch.
          undiciFetch ??= (await import("undici")).fetch as unknown as FetchLike;
          return undiciFetch(url, init);
        }
      : httpFetch);
  const timeoutMs = positiveMs("timeoutMs", options.timeoutMs ?? DEFAULT_REST_TIMEOUT_MS);
  const retryTimeMs = positiveMs("retryTimeMs", options.retryTimeMs ?? DEFAULT_RETRY_TIME_MS);
  // Options given beside a context win over its settings, as they would have in its own resolution.
  const overridden = options.context && Object.values(overrides).some((value) => value !== undefined);
  const budget = createRestBudget({
    settings: overridden ? resolveSettings(overrides, context.plugin, env) : context.settings,
    origin: new URL(credentials.baseUrl).origin,
    identity: credentials.identity,
    organization: options.organization ?? context.facts.SERVICE_ORGANIZATION_SLUG,
    timeoutMs,
    now: options.now,
    sleep: options.sleep ?? awaitedSleep,
  });
  const transport = new Transport({
    baseUrl: credentials.baseUrl,
    authorization: credentials.authorization,
    secrets: credentials.secrets,
    fetch: fetchImpl,
    dispatcher: options.dispatcher,
    now,
    sleep: options.sleep ?? awaitedSleep,
    random: options.random ?? Math.random,
    budget,
    timeoutMs,
    retryTimeMs,
    maxRetries: options.maxRetries ?? Number.POSITIVE_INFINITY,
    onRateLimit: options.onRateLimit,
    onWait: options.onWait,
    waitWhenExhausted: options.waitWhenExhausted ?? true,
    maxWaitMs: options.maxWaitMs ?? 300_000,
    maxResponseBytes: positiveMs(
      "maxResponseBytes",
      options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
      "bytes",
    ),
    signal: options.signal,
    userAgent: options.userAgent ?? `jobai/${VERSION}`,
  });
  // A span per call when OTEL_EXPORTER_OTLP_*ENDPOINT asks (src/telemetry/).
  traceTransport(transport, env);
  const fetchBlob: FetchLike = (url, init) =>
    fetchImpl(url, options.dispatcher ? { ...init, dispatcher: options.dispatcher } : init);
  const methods = endpointsToMethods(catalogue, transport, fetchBlob);
  const client: RestClient = {
    ...methods,
    baseUrl: credentials.baseUrl,
    get rateLimit(): RateLimitState | undefined {
      return transport.rateLimit;
    },
    builds: Object.assign(methods.builds, buildsHelpers(methods, transport)),
    jobs: Object.assign(methods.jobs, jobsHelpers(methods)),
    close: () => transport.close(),
    request<T = unknown>(
      method: string,
      path: string,
      init: GenericRequest<T> = {},
    ): Promise<RestResponse<T>> {
      return transport.request<T>({ method, path, ...init });
    },
    paginate: ((
      target: string | { all(...args: unknown[]): Promise<unknown[]> },
      init: object = {},
      listOptions?: CallOptions,
    ) => {
      // Octokit's form: every item of a list method's pages, in one array.
      if (typeof target !== "string") return target.all(init, ...(listOptions ? [listOptions] : []));
      const { maxPages, pageCap, hints, signal, ...rest } = init as GenericRequest<unknown[]> & PageOptions;
      return paginate<unknown>(
        transport,
        { path: target, ...rest },
        {
          ...(maxPages === undefined ? {} : { maxPages }),
          ...(pageCap === undefined ? {} : { pageCap }),
          ...(hints ? { hints } : {}),
          ...(signal ? { signal } : {}),
        },
      );
    }) as RestClient["paginate"],
    user: (signal) => methods.account.user(signal),
    accessToken: {
      get: (signal) => methods.account.token(signal),
      revoke: (signal) => methods.account.revokeToken(signal),
    },
    meta: (signal) => methods.account.meta(signal),
    ping: (signal) => methods.account.ping(signal),
  };
  return client;
}

type Methods = CatalogueMethods<Catalogue>;

/**
 * The typed REST client (the public surface): one method per endpoint of the catalogue,
 * `client.<resource>.<action>(input, options)`, plus the helpers below.
 */
export interface RestClient extends Omit<Methods, "builds" | "jobs"> {
  readonly baseUrl: string;
  /** Rate-limit state of the last response (both header sets). */
  readonly rateLimit: RateLimitState | undefined;
  /** The builds endpoints, and `list`/`pages`/`iterate` that pick the list by the scope given. */
  readonly builds: Methods["builds"] & ReturnType<typeof buildsHelpers>;
  /** The jobs endpoints, and the log helpers a failure summary uses. */
  readonly jobs: Methods["jobs"] & ReturnType<typeof jobsHelpers>;
  /** Release the shared budget's store (a Redis connection); the client is not used after. */
  close(): Promise<void>;
  /** Any path, e.g. `request("GET", "/v2/organizations/acme/agents")`: same auth, budget, retries and errors. */
  request<T = unknown>(method: string, path: string, init?: GenericRequest<T>): Promise<RestResponse<T>>;
  /**
   * Every item of a list method's pages, in one array, as Octokit's `paginate`:
   * `await client.paginate(client.teams.list, { organization: "acme" })` (the same as
   * `client.teams.list.all({ organization: "acme" })`).
   */
  paginate<E extends EndpointSpec>(
    method: ListMethod<E>,
    input?: InputOf<E>,
    options?: CallOptions,
  ): Promise<ItemOf<E>[]>;
  /** Every page of any paginated list, by path. */
  paginate<T = unknown>(
    path: string,
    init?: GenericRequest<T[]> & PageOptions,
  ): AsyncGenerator<RestResponse<T[]>, void, undefined>;
  /** @deprecated Use `account.user()`. */
  user(signal?: AbortSignal): Promise<User>;
  /** @deprecated Use `account.token()` and `account.revokeToken()`. */
  readonly accessToken: {
    get(signal?: AbortSignal): Promise<AccessToken>;
    /** Revoke the token this client uses; later calls with it fail with 401. */
    revoke(signal?: AbortSignal): Promise<void>;
  };
  /** @deprecated Use `account.meta()`. */
  meta(signal?: AbortSignal): Promise<Meta>;
  /** @deprecated Use `account.ping()`: the liveness object. */
  ping(signal?: AbortSignal): Promise<{ message: string; timestamp: number }>;
}
