// An independent stand-in for the REST API's builds listing, rate limited by a limiter of its own
// kind, for the tests and the benchmark of the REST budget (issue 20). Plain Node, nothing of
// jobai's imported: it plays a server the client's authors did not write. Run it in its own process:
//
//   LIMITER=fixed|sliding|bucket LIMIT=10 WINDOW_MS=2000 BUILDS=900 node limited-api.mjs
//
// Both limits of the spec (REST rate limits) use the kind given: the organization's (per path
// organization) and the user's (per token), LIMIT requests per WINDOW_MS each (USER_LIMIT for the
// user's when set). What Reset says, in whole seconds rounded up (a client that waits that long
// may send again, as the spec's 429 rule has it):
// - fixed: windows aligned to multiples of WINDOW_MS; Reset = until the current one ends;
// - sliding: a log of hits, at most LIMIT in any WINDOW_MS; Reset = until the oldest hit still
//   counted leaves the window (0 when none is);
// - bucket: LIMIT tokens, refilled at LIMIT per WINDOW_MS; Reset = until the bucket is full again.
// A refused request (429) is not counted. Pages are generated (BUILDS builds, newest first), so a
// listing of 100,000 costs the server nothing. Paths:
// - GET /v2/organizations/:org/builds, /v2/builds: page and per_page (at most 100), Link next/last;
// - GET /v2/organizations/:org/pipelines/loop/builds: Link next names the page itself;
// - GET /v2/organizations/:org/pipelines/cycle/builds: page 1 -> page 2 -> page 1.
// TRACE=1 adds okAt, every answered request's arrival. Prints {"url"} when it listens; on SIGTERM prints {requests, ok, rateLimited, firstAt, lastAt,
// firstOkAt, lastOkAt} (arrival times of the first and last request, and answered one, on its own
// clock in ms) and exits.
import { createServer } from "node:http";
import { LIMITER_KINDS, limiter as makeLimiter } from "./limiters.mjs";

const env = process.env;
const KIND = env.LIMITER ?? "fixed";
const LIMIT = Number(env.LIMIT ?? 10);
const USER_LIMIT = Number(env.USER_LIMIT ?? LIMIT);
const WINDOW_MS = Number(env.WINDOW_MS ?? 2000);
const BUILDS = Number(env.BUILDS ?? 100);
if (!LIMITER_KINDS.includes(KIND)) throw new Error(`LIMITER=${KIND}: one of ${LIMITER_KINDS.join(", ")}`);

const limiters = new Map();
function limiterOf(key, limit) {
  let found = limiters.get(key);
  if (!found) {
    found = makeLimiter(KIND, limit, WINDOW_MS);
    limiters.set(key, found);
  }
  return found;
}

const counters = {
  requests: 0,
  ok: 0,
  rateLimited: 0,
  firstAt: null,
  lastAt: null,
  firstOkAt: null,
  lastOkAt: null,
};

function build(number, origin, org) {
  const id = `00000000-0000-4000-8000-${String(number).padStart(12, "0")}`;
  return {
    id,
    url: `${origin}/v2/organizations/${org}/pipelines/app/builds/${number}`,
    web_url: `https://service.example/${org}/app/builds/${number}`,
    number,
    state: number % 7 === 0 ? "failed" : "passed",
    blocked: false,
    message: `Build ${number}`,
    commit: number.toString(16).padStart(40, "0"),
    branch: "main",
    source: "api",
    created_at: new Date(1_767_225_600_000 + number * 60_000).toISOString(),
    pull_request: {},
  };
}

function send(response, status, headers, body) {
  const text = JSON.stringify(body);
  response.writeHead(status, { "Content-Type": "application/json", ...headers });
  response.end(text);
}

const server = createServer((request, response) => {
  const now = Date.now();
  counters.requests++;
  counters.firstAt ??= now;
  counters.lastAt = now;
  const url = new URL(request.url ?? "/", `http://${request.headers.host}`);
  const found = /^\/v2\/(?:organizations\/([^/]+)\/(?:pipelines\/(loop|cycle)\/)?builds|builds)$/.exec(
    url.pathname,
  );
  const token = (request.headers.authorization ?? "").replace(/^Bearer /, "");
  if (!token) return send(response, 401, {}, { message: "Authentication required" });
  if (!found || request.method !== "GET") return send(response, 404, {}, { message: "No route" });
  const org = found[1] ?? "acme";

  // Both limits are checked before either counts: a request refused by one costs the other nothing.
  const orgLimiter = limiterOf(`org:${org}`, LIMIT);
  const userLimiter = limiterOf(`user:${token}`, USER_LIMIT);
  const allowed = orgLimiter.state(now, false).fits && userLimiter.state(now, false).fits;
  const orgView = orgLimiter.state(now, allowed);
  const userView = userLimiter.state(now, allowed);
  if (allowed) {
    orgLimiter.count(now);
    userLimiter.count(now);
  }
  const headers = {
    "RateLimit-Scope": "rest",
    "RateLimit-Limit": String(LIMIT),
    "RateLimit-Remaining": String(Math.max(0, orgView.remaining)),
    "RateLimit-Reset": String(orgView.resetSeconds),
    "RateLimit-User-Scope": "rest_user",
    "RateLimit-User-Limit": String(USER_LIMIT),
    "RateLimit-User-Remaining": String(Math.max(0, userView.remaining)),
    "RateLimit-User-Reset": String(userView.resetSeconds),
  };
  if (!allowed) {
    counters.rateLimited++;
    return send(response, 429, headers, { message: "You have exceeded the REST API rate limit" });
  }
  counters.ok++;
  if (env.TRACE) {
    counters.okAt ??= [];
    counters.okAt.push(now);
  }
  counters.firstOkAt ??= now;
  counters.lastOkAt = now;

  const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get("per_page") ?? 30) || 30));
  const page = Math.max(1, Number(url.searchParams.get("page") ?? 1) || 1);
  const pages = Math.max(1, Math.ceil(BUILDS / perPage));
  const origin = `http://${request.headers.host}`;
  const link = (n) => {
    const next = new URL(url);
    next.searchParams.set("page", String(n));
    next.searchParams.set("per_page", String(perPage));
    return `${origin}${next.pathname}${next.search}`;
  };
  const links = [];
  if (found[2] === "loop") links.push(`<${link(page)}>; rel="next"`);
  else if (found[2] === "cycle") links.push(`<${link(page === 1 ? 2 : 1)}>; rel="next"`);
  else if (page < pages) links.push(`<${link(page + 1)}>; rel="next"`, `<${link(pages)}>; rel="last"`);
  const first = (page - 1) * perPage;
  const data = [];
  for (let i = first; i < Math.min(BUILDS, first + perPage); i++) data.push(build(BUILDS - i, origin, org));
  send(response, 200, { ...headers, ...(links.length ? { Link: links.join(", ") } : {}) }, data);
});

server.listen(0, "127.0.0.1", () => {
  const { port } = server.address();
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}` })}\n`);
});
process.once("SIGTERM", () => {
  process.stdout.write(`${JSON.stringify(counters)}\n`);
  server.close();
  process.exit(0);
});
