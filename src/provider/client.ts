import Anthropic, { type ClientOptions, type Middleware } from "@anthropic-ai/sdk";
import { createJobContext, type JobContext } from "../config/job-context.js";
import { readProxyAccess } from "../config/job-env.js";
import { isLoopbackHost } from "../config/loopback.js";
import type { SettingsOptions } from "../config/settings.js";
import { UsageError } from "../errors.js";
import { createLimiterFromSettings, needsLimiter } from "../limit/create.js";
import { limitMiddleware } from "../limit/middleware.js";
import type { Limiter } from "../limit/types.js";
import { modelRequestMiddleware } from "../telemetry/model-request.js";
import { flushTelemetry } from "../telemetry/telemetry.js";
import type { UsageSource } from "../usage/usage-entry.js";
import { usageMiddleware } from "../usage/usage-middleware.js";
import { createUsageRecorder, type UsageRecorder } from "../usage/usage-recorder.js";
import { answerDeadlineMiddleware, DEFAULT_PROXY_TIMEOUT_MS } from "./answer-deadline.js";
import { proxyBaseUrl } from "./base-url.js";
import { headerPolicyMiddleware } from "./header-policy.js";
import { providerProfile } from "./profile.js";
import { redirectGuardMiddleware } from "./redirect-guard.js";
import type { WaitNotice } from "./wait-notice.js";

/**
 * Retries of one call when the proxy or the provider fails transiently (408, 409, 429, 5xx,
 * overloaded, a refused connection). The SDK's default is 2, with backoff 0.5 s, 1 s: too short for
 * an overloaded provider in a CI job, where no person is there to run it again. 4 waits about
 * 0.5 + 1 + 2 + 4 = 7.5 s in all, so a real outage still fails within seconds. Every retry passes
 * the limiter again (middleware runs per attempt), so retries never push the organization past
 * the proxy's budget, and after a 429 they wait for the limiter's pause.
 */
export const DEFAULT_MAX_RETRIES = 4;

/** The SDK's wait before retry `retry` (1, 2, ...) when no `retry-after` is given: 0.5 s doubled, at most 8 s. */
export function sdkBackoffMs(retry: number): number {
  return Math.min(500 * 2 ** Math.max(0, retry - 1), 8000);
}

/**
 * How long a 429/529 without `retry-after` pauses the shared limiter, by consecutive count: the
 * SDK's own backoff, up to its wait before the last retry. The limiter's default (1 s, 2 s, 4 s ...
 * up to the window) outlasts each of the SDK's waits, so the retry sat in the limiter for the rest
 * of the pause: against a steady 529, `jobai ask` failed after 15 s instead of 7.5 s (issue 21),
 * and the pause after its last attempt held the next command 16 s more.
 */
export function pauseBackoffMs(maxRetries: number): (consecutive: number) => number {
  return (consecutive) => sdkBackoffMs(Math.min(consecutive, Math.max(1, maxRetries)));
}

/** The SDK's credential options: createClient sends the job token and nothing else. */
const CREDENTIAL_OPTIONS = ["apiKey", "authToken", "credentials", "config", "profile"] as const;
type CredentialOption = (typeof CREDENTIAL_OPTIONS)[number];

export interface CreateClientOptions extends Omit<ClientOptions, CredentialOption> {
  /** The job token; default `SERVICE_AGENT_ACCESS_TOKEN`. A secret: never log it. */
  token?: string | undefined;
  /** The proxy's base URL; default `SERVICE_AGENT_ENDPOINT` + `/ai/vendor`. */
  baseURL?: string | null | undefined;
  /** Where `SERVICE_AGENT_*` are read from; default process.env. */
  env?: NodeJS.ProcessEnv | undefined;
  /**
   * The job as a way in already resolved it (access, settings, plugin options); default one built
   * here from `env` and `limits`. Given, `env` and `limits` are not read.
   */
  context?: JobContext | undefined;
  /** Where header-policy warnings go; default the shared logger (each case once per process). */
  warn?: ((message: string) => void) | undefined;
  /**
   * The limiter every request waits for: one to share between clients, or `false` for none.
   * Default: one from the settings (JOBAI_LIMIT_*, the plugin's rate-limit options): the Redis
   * store when a Redis URL is set, else the file store inside a job, else memory; `off` for none.
   */
  limiter?: Limiter | false | undefined;
  /** Settings of the default limiter (store, limits, Redis URL, state dir); they win over JOBAI_*. */
  limits?: Omit<SettingsOptions, "agentBin" | "model"> | undefined;
  /**
   * The longest the proxy may send nothing, in ms: no answer, or no byte of a streamed answer, for
   * this long and the call fails (not retried). Default DEFAULT_PROXY_TIMEOUT_MS (60 s). A call's
   * own `timeout` option wins. See src/provider/answer-deadline.ts.
   */
  timeout?: number | undefined;
  /** Told (one line) when the proxy has not answered a request after 2 s: the CLI prints it. */
  waitNotice?: WaitNotice | undefined;
  /**
   * Which way in the usage is recorded as on the build (`jobai usage`): `library` by default,
   * `false` for none (summaries keep their own record). Only inside a job (SERVICE_JOB_ID).
   */
  usage?: UsageSource | false | undefined;
}

/**
 * The SDK client createClient returns: `Anthropic` whose only credential is the job token as
 * `x-api-key`. Its credential profile lookup (`ANTHROPIC_PROFILE`, `ANTHROPIC_CONFIG_DIR`,
 * federation variables) is switched off, since a token found there would be sent as a second
 * credential (`Authorization: Bearer`) that the proxy refuses.
 */
export class ProxyClient extends Anthropic {
  protected override _shouldResolveDefaultCredentials(): boolean {
    return false;
  }
}

/** The job token and base URL the client sends to. */
interface ResolvedAccess {
  token: string;
  baseURL: string;
}

/** The job token and base URL from the options, else from the job (the context's access). */
function resolveAccess(
  options: Pick<CreateClientOptions, "token" | "baseURL" | "env">,
  context: JobContext = createJobContext({ env: options.env }),
): ResolvedAccess {
  if (options.token !== undefined && options.baseURL) {
    return { token: options.token, baseURL: checkBaseUrl(options.baseURL) };
  }
  // A token given in code stands in for the variable, so only what is really missing is reported.
  const access =
    options.token === undefined
      ? context.access
      : readProxyAccess({ ...context.env, SERVICE_AGENT_ACCESS_TOKEN: options.token });
  return {
    token: access.token,
    baseURL: options.baseURL ? checkBaseUrl(options.baseURL) : proxyBaseUrl(access.endpoint),
  };
}

/** The job token travels with every request: https, or http only to this machine (as for the endpoint). */
function checkBaseUrl(baseURL: string): string {
  let url: URL;
  try {
    url = new URL(baseURL);
  } catch {
    throw new UsageError(
      `createClient's baseURL '${baseURL}' is not a URL: give the proxy's address, e.g. https://agent.example/v3/ai/vendor`,
    );
  }
  if (url.protocol === "https:" || (url.protocol === "http:" && isLoopbackHost(url.hostname))) return baseURL;
  throw new UsageError(
    `createClient's baseURL must be an https:// URL (http:// only for loopback hosts): the job token is sent with every request`,
  );
}

/** Refuse credential options at run time too (JavaScript callers have no types to stop them). */
function refuseCredentialOptions(options: object): void {
  const given = CREDENTIAL_OPTIONS.filter((name) => (options as Record<string, unknown>)[name] != null);
  if (given.length > 0) {
    throw new UsageError(
      `createClient does not take ${given.join(", ")}: it sends the job token (SERVICE_AGENT_ACCESS_TOKEN, or the token option) and the proxy injects the provider's key itself; remove ${given.length > 1 ? "them" : "it"}`,
    );
  }
}

/**
 * Build the SDK client for the proxy from options (every SDK option but the credential ones passes
 * through), the access createClient resolved, and extra middleware that runs after the header
 * policy. `createClient` adds the limiter.
 */
function buildProxyClient(
  options: CreateClientOptions,
  access: ResolvedAccess,
  extraMiddleware: Middleware[],
): ProxyClient {
  const {
    token: _token,
    baseURL: _baseURL,
    env: _env,
    context: _context,
    warn,
    limiter: _limiter,
    limits: _limits,
    defaultHeaders,
    middleware,
    maxRetries,
    timeout,
    waitNotice,
    usage: _usage,
    ...rest
  } = options;
  if (access.token.trim() === "" || /\s/.test(access.token)) {
    throw new UsageError("the job token is empty or holds white space: pass the job token as one word");
  }
  return new ProxyClient({
    ...rest,
    baseURL: access.baseURL,
    // `null` for both: no credential for the SDK to send as `Authorization: Bearer`, and neither
    // ANTHROPIC_API_KEY nor ANTHROPIC_AUTH_TOKEN is read for one.
    apiKey: null,
    authToken: null,
    maxRetries: maxRetries ?? DEFAULT_MAX_RETRIES,
    timeout: timeout ?? DEFAULT_PROXY_TIMEOUT_MS,
    defaultHeaders: mergeHeaders(defaultHeaders),
    middleware: [
      keepAliveMiddleware,
      headerPolicyMiddleware({ token: access.token, ...(warn ? { warn } : {}) }),
      ...extraMiddleware,
      ...(middleware ?? []),
      // Innermost: the bound covers every hop, and the guard sees each response as fetch gave it.
      answerDeadlineMiddleware({ timeoutMs: timeout ?? DEFAULT_PROXY_TIMEOUT_MS, notice: waitNotice }),
      redirectGuardMiddleware,
    ],
  });
}

/**
 * Keeps the process alive while a request is in the middleware chain. jobai's own waits keep it
 * alive already (limit/clock.ts, `sleep` with `keepAlive: true`); this covers a store or a clock
 * that a caller passes in and that waits on an unref'd timer: a script awaiting an answer at top
 * level with nothing else pending would otherwise end mid-wait (exit code 13, "unsettled top-level
 * await").
 */
const keepAliveMiddleware: Middleware = async (request, next) => {
  const alive = setInterval(() => {}, 2 ** 31 - 1);
  try {
    return await next(request);
  } finally {
    clearInterval(alive);
  }
};

/**
 * The caller's default headers over the proxy's. `Authorization: null` drops one that
 * `ANTHROPIC_CUSTOM_HEADERS` holds (the SDK merges those under `defaultHeaders`); a credential the
 * caller sets here reaches the header policy, which removes or replaces it and says so. The
 * caller's `anthropic-version` wins over the proxy's default. The job token is not among them: the
 * header policy writes `x-api-key` on every attempt, the one place it is written.
 */
function mergeHeaders(caller: ClientOptions["defaultHeaders"]): Record<string, string | null> {
  const merged: Record<string, string | null> = {
    [providerProfile.versionHeader]: providerProfile.defaultVersion,
    authorization: null,
  };
  if (caller) {
    const entries =
      caller instanceof Headers
        ? [...caller.entries()]
        : Array.isArray(caller)
          ? caller
          : Object.entries(caller);
    for (const [name, value] of entries as [string, unknown][]) {
      if (typeof value === "string" || value === null) merged[name.toLowerCase()] = value;
    }
  }
  return merged;
}

/** What createClient returns: the SDK client, plus the limiter it uses and a way to release it. */
export interface JobaiClient extends ProxyClient {
  /** The limiter every request of this client passes, or undefined when the store is `off`. */
  readonly limiter: Limiter | undefined;
  /**
   * Release the limiter's store (a Redis connection) and export the spans buffered so far when
   * OpenTelemetry is on (docs/telemetry.md). Safe to call twice.
   */
  close(): Promise<void>;
}

/**
 * An @anthropic-ai/sdk client pointed at the proxy: the job token as `x-api-key` and no other
 * credential, the header policy, the shared limiter, `maxRetries` 4. Every other SDK option passes
 * through. Call `close()` when done: a limiter it made from the settings may hold a Redis
 * connection. A limiter passed in stays open (it may be shared).
 */
export function createClient(options: CreateClientOptions = {}): JobaiClient {
  const context = options.context ?? createJobContext({ env: options.env, settings: options.limits });
  // Read the access first: outside a job, the missing variable is the error to report.
  const access = resolveAccess(options, context);
  refuseCredentialOptions(options);
  let limiter: Limiter | undefined;
  let ownsLimiter = false;
  if (options.limiter === undefined) {
    const settings = context.settings;
    if (needsLimiter(settings)) {
      limiter = createLimiterFromSettings(settings, { env: context.env });
      ownsLimiter = true;
    }
  } else if (options.limiter !== false) {
    limiter = options.limiter;
  }
  const source = options.usage ?? "library";
  // Every answer is kept on the build as `jobai usage` shows it (issue 30), in a job only.
  const recorder: UsageRecorder | undefined =
    source !== false && context.facts.SERVICE_JOB_ID ? createUsageRecorder(context, source) : undefined;
  let closed = false;
  const close = async () => {
    // Every close waits for the records so far: a second close() after more calls must not skip them.
    await recorder?.flush();
    if (closed) return;
    closed = true;
    if (ownsLimiter) await limiter?.close();
    await flushTelemetry();
  };
  return withLimiter(
    buildProxyClient(options, access, [
      ...(recorder ? [usageMiddleware((row) => recorder.add(row))] : []),
      // A span per request around the limiter when OTEL_EXPORTER_OTLP_*ENDPOINT asks (else the limiter alone).
      ...modelRequestMiddleware(
        context.env,
        limiter
          ? limitMiddleware(limiter, { backoffMs: pauseBackoffMs(options.maxRetries ?? DEFAULT_MAX_RETRIES) })
          : undefined,
      ),
    ]),
    limiter,
    close,
  );
}

/**
 * Give a client its limiter and close(), and make its `withOptions()` copies share both: the SDK
 * builds a copy from the options (the limiter middleware among them) but knows nothing of these.
 */
function withLimiter(
  client: ProxyClient,
  limiter: Limiter | undefined,
  close: () => Promise<void>,
): JobaiClient {
  const withOptions = client.withOptions;
  Object.defineProperties(client, {
    limiter: { value: limiter, enumerable: false },
    close: { value: close, enumerable: false },
    withOptions: {
      value: (options: Parameters<ProxyClient["withOptions"]>[0]) =>
        withLimiter(withOptions.call(client, options), limiter, close),
      enumerable: false,
    },
  });
  return client as JobaiClient;
}
