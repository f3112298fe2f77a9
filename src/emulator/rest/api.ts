import type { IncomingMessage, ServerResponse } from "node:http";
import { authenticate, requireScope } from "./auth.js";
import { catalogueRoutes } from "./catalogue-routes.js";
import { collectionHandlers } from "./collections.js";
import { CORS_HEADERS, HttpError, parseJsonBody, readBody, send } from "./http.js";
import { checkInput } from "./input-check.js";
import { addJobBuild, type JobBuildOptions } from "./job-build.js";
import type { EmuBuild, EmuJob, EmuToken } from "./model.js";
import {
  DEFAULT_REST_LIMITS,
  RestRateLimiter,
  type RestRateLimits,
  rateLimitHeaders,
  type Verdict,
} from "./rate-limiter.js";
import { type Route, Router } from "./router.js";
import { accountHandlers } from "./routes-account.js";
import { agentHandlers } from "./routes-agents.js";
import { buildHandlers } from "./routes-builds.js";
import { jobHandlers, storageRoute } from "./routes-jobs.js";
import { pipelineHandlers } from "./routes-pipelines.js";
import { registryHandlers } from "./routes-registries.js";
import { type SeededBuild, type SeedOptions, seedBuilds } from "./seed.js";
import { RestStore } from "./store.js";

export interface RestApiOptions {
  /** Clock in ms (default Date.now): rate-limit windows, JWT checks and timestamps use it. */
  now?: () => number;
  /** Both REST limits; each defaults to DEFAULT_REST_LIMITS. */
  limits?: Partial<RestRateLimits>;
  /** Listings starting past this many builds get the deep-listing 400 (default 10,000). */
  maxListingDepth?: number;
  /** Registry create then needs team_ids (default false). */
  teamsEnabled?: boolean;
  /** Base of the URLs in bodies and Link headers; default `http://` + the request's Host. */
  publicUrl?: string;
}

/** One exchange as the REST emulator saw it. The Authorization value is never kept. */
export interface RestExchange {
  at: number;
  method: string;
  /** Path and query as received. */
  path: string;
  status: number;
  /** How the caller authenticated. */
  auth: "none" | "token" | "jwt";
  contentType?: string;
  body?: unknown;
}

export interface TokenOptions {
  /** Default: every scope. */
  scopes?: string[];
  /** Restrict the token to these organizations. */
  organizations?: string[];
  /** PEM of an RSA public key: a public-key token, used through JWTs signed with its private key. */
  publicKey?: string;
}

export interface RestApi {
  /** Serve one request: the main emulator mounts this for `/v2/...` and `/`. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** The default API token (every scope, every organization). A secret in spirit: do not log it. */
  readonly token: string;
  /** Its UUID. */
  readonly tokenId: string;
  /** Add a token; `token` is absent for a public-key token (its `id` is the JWT's iss). */
  addToken(options?: TokenOptions): { id: string; token?: string };
  /** Add `count` builds (deterministic) to a pipeline, default acme/app; see SeedOptions. */
  seedBuilds(count: number, options?: SeedOptions): SeededBuild[];
  /** Add the build of a given job (ids, number, log), e.g. the fake job of the main emulator. */
  addJobBuild(options: JobBuildOptions): { buildId: string; jobId: string };
  /** The build and job of a job id (the fake job's, for the agent stand-in): one store for both. */
  jobRecords(jobId: string): { build: EmuBuild; job: EmuJob };
  /** Replace the log text of a job. */
  setJobLog(jobId: string, text: string): void;
  setLimits(limits: Partial<RestRateLimits>): void;
  setMaxListingDepth(depth: number): void;
  /** Every exchange so far, oldest first. */
  readonly traffic: RestExchange[];
  counters(): { requests: number; rateLimited: number };
  /** The data, for tests that need to look inside. */
  readonly store: RestStore;
}

/** What the main emulator exposes as `rest`: everything but the request handler. */
export type RestControls = Omit<RestApi, "handle">;

const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"];

const ORGANIZATION_PATH = /^\/v2\/(?:packages\/)?organizations\/([^/]+)/;

function organizationInPath(path: string): string | undefined {
  const slug = ORGANIZATION_PATH.exec(path)?.[1];
  return slug === undefined ? undefined : decodeURIComponent(slug);
}

/** The REST API v2 emulator as a request handler (spec: Endpoints, Authentication, Errors, Limits). */
export function createRestApi(options: RestApiOptions = {}): RestApi {
  const now = options.now ?? Date.now;
  const store = new RestStore(now());
  const limiter = new RestRateLimiter({ ...DEFAULT_REST_LIMITS, ...options.limits });
  let maxListingDepth = options.maxListingDepth ?? 10_000;
  const teamsEnabled = options.teamsEnabled ?? false;
  const traffic: RestExchange[] = [];
  let rateLimited = 0;
  // Every endpoint of the catalogue, each with what it does; tsc refuses an entry without a handler.
  const router = new Router().add(
    ...catalogueRoutes({
      ...accountHandlers,
      ...buildHandlers({ maxListingDepth: () => maxListingDepth }),
      ...jobHandlers,
      ...registryHandlers({ teamsEnabled: () => teamsEnabled }),
      ...pipelineHandlers,
      ...agentHandlers,
      ...collectionHandlers(),
    }),
    storageRoute,
  );

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const at = now();
    const method = (req.method ?? "GET").toUpperCase();
    const base = options.publicUrl ?? `http://${req.headers.host ?? "127.0.0.1"}`;
    const url = new URL(req.url ?? "/", base);
    const contentType = req.headers["content-type"];
    const authorization = req.headers.authorization;
    const auth: RestExchange["auth"] = !authorization
      ? "none"
      : authorization.split(".").length === 3
        ? "jwt"
        : "token";
    let verdict: Verdict | undefined;
    let body: unknown;
    let status = 500;
    const reply = (
      code: number,
      payload: unknown,
      headers: Record<string, string> = {},
      raw?: string | Buffer,
    ) => {
      status = code;
      // Both header sets on every response (spec: REST rate limits); unauthenticated calls see the
      // anonymous bucket without using it.
      const limits = rateLimitHeaders(verdict ?? limiter.take("anonymous", "anonymous", at, false));
      if (raw !== undefined) {
        res.writeHead(code, {
          ...CORS_HEADERS,
          ...limits,
          ...headers,
          "Content-Length": String(Buffer.byteLength(raw)),
        });
        res.end(raw);
      } else {
        send(res, code, payload, { ...limits, ...headers });
      }
    };
    try {
      const raw = await readBody(req);
      if (method === "OPTIONS") {
        reply(204, undefined, {
          "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE",
          "Access-Control-Allow-Headers": "Authorization, Content-Type",
        });
        return;
      }
      const found = router.match(method, url.pathname);
      const route: Route | undefined = "route" in found ? found.route : undefined;
      let token: EmuToken = store.defaultToken;
      if (!route?.public) {
        token = authenticate(store, authorization, at);
        // The organization limit of the organization the path names (spec: REST rate limits);
        // a path that names none (/v2/builds, /v2/user) counts against the token's first one.
        const organization = organizationInPath(url.pathname) ?? token.organizations?.[0] ?? "acme";
        verdict = limiter.take(organization, token.user, at);
        if (!verdict.allowed) {
          rateLimited++;
          throw new HttpError(
            429,
            `You have exceeded the ${verdict.hit.join(" and ")} REST API rate limit: wait the seconds in the matching Reset header.`,
          );
        }
      }
      if (!route) {
        const allowed = "allowed" in found ? found.allowed : [];
        if (allowed.length > 0)
          throw new HttpError(405, `${method} is not allowed here; use ${allowed.join(" or ")}.`);
        throw new HttpError(404, `No route for ${method} ${url.pathname}.`);
      }
      if (route.scope) requireScope(token, route.scope);
      body = WRITE_METHODS.includes(method) ? parseJsonBody(raw, contentType) : undefined;
      const params = "params" in found ? found.params : {};
      const input = route.entry
        ? checkInput(route.entry, params, url.searchParams, body)
        : { query: {}, body: undefined };
      const result = await route.handle({
        method,
        params,
        query: url.searchParams,
        body: input.body,
        fields: input.body ?? input.query,
        token,
        base,
        url,
        now: at,
        store,
      });
      reply(result.status, result.raw !== undefined ? undefined : result.body, result.headers, result.raw);
    } catch (error) {
      if (error instanceof HttpError) {
        reply(error.status, { message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
      } else {
        reply(500, { message: `The emulator failed: ${(error as Error).message}` });
      }
    } finally {
      traffic.push({
        at,
        method,
        path: `${url.pathname}${url.search}`,
        status,
        auth,
        ...(typeof contentType === "string" ? { contentType } : {}),
        ...(body === undefined ? {} : { body }),
      });
    }
  }

  return {
    handle,
    token: store.defaultToken.secret as string,
    tokenId: store.defaultToken.id,
    addToken(tokenOptions = {}) {
      const token = store.addToken(tokenOptions, now());
      return token.secret ? { id: token.id, token: token.secret } : { id: token.id };
    },
    seedBuilds: (count, seedOptions) => seedBuilds(store, count, now(), seedOptions),
    addJobBuild(jobOptions) {
      addJobBuild(store, now(), jobOptions);
      return { buildId: jobOptions.buildId, jobId: jobOptions.jobId };
    },
    jobRecords(jobId) {
      for (const build of store.builds) {
        const job = build.jobs.find((j) => j.id === jobId);
        if (job) return { build, job };
      }
      throw new Error(`no job ${jobId} in the REST emulator`);
    },
    setJobLog(jobId, text) {
      for (const build of store.builds) {
        const job = build.jobs.find((j) => j.id === jobId);
        if (job) {
          job.log = text;
          return;
        }
      }
      throw new Error(`no job ${jobId} in the REST emulator`);
    },
    setLimits(limits) {
      limiter.limits = { ...limiter.limits, ...limits };
      limiter.reset();
    },
    setMaxListingDepth(depth) {
      maxListingDepth = depth;
    },
    traffic,
    counters: () => ({ requests: traffic.length, rateLimited }),
    store,
  };
}
