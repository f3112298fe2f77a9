import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { type ControlParts, handleControl } from "./control.js";
import { parseJsonBody, readBody } from "./http/body.js";
import { randomId, sendJson, sendProviderError } from "./http/respond.js";
import { ProviderError } from "./provider/error-types.js";
import type { Provider } from "./provider/provider.js";
import { handleProxy, type ProxyParts } from "./proxy/proxy.js";
import type { RecordedRequest } from "./types.js";

/** A handler for the REST API v2 surface: every path under `/v2/`, and `/`. */
export type RestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** A handler for the web pages (src/emulator/pages/): every path the APIs do not own. */
export type PageHandler = (req: IncomingMessage, res: ServerResponse, path: string) => Promise<void>;

/** Where the proxy lives under the agent endpoint (`/v3`): spec, Model-provider proxy. */
export const AGENT_ENDPOINT_PATH = "/v3";
export const PROXY_PREFIX = `${AGENT_ENDPOINT_PATH}/ai/vendor`;

export interface ServerParts extends ProxyParts, ControlParts {
  provider: Provider;
  traffic: RecordedRequest[];
  maxBodyBytes: number;
  /** Called once per request when its response has ended (or its connection closed). */
  onResponse?: ((entry: RecordedRequest) => void) | undefined;
  /** The REST API v2 emulator (src/emulator/rest/); until it is wired, those paths answer 404. */
  rest?: RestHandler | undefined;
  /** The web pages (build, pipeline, /limits); until wired, those paths answer 404. */
  pages?: PageHandler | undefined;
}

function headerRecord(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return out;
}

function surfaceOf(path: string): RecordedRequest["surface"] {
  if (path === "/" || path.startsWith("/v2/")) return "rest";
  if (path === PROXY_PREFIX || path.startsWith(`${PROXY_PREFIX}/`)) return "proxy";
  if (path.startsWith("/_emulator/")) return "control";
  // The provider's paths (`/v1/...`) and the agent endpoint's; everything else is a web page.
  if (path.startsWith("/v1/") || path === "/v1" || path.startsWith("/v3/") || path === "/v3")
    return "provider";
  return "page";
}

/** Record what the client sent, and the status when the response starts. */
function record(
  parts: ServerParts,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): RecordedRequest {
  const entry: RecordedRequest = {
    at: parts.now(),
    method: req.method ?? "GET",
    path: req.url ?? path,
    surface: surfaceOf(path),
    headers: headerRecord(req),
    status: 0,
  };
  parts.traffic.push(entry);
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    entry.status = Number(args[0]);
    return writeHead(...args);
  }) as typeof res.writeHead;
  res.once("close", () => {
    entry.endedAt = parts.now();
    parts.onResponse?.(entry);
  });
  return entry;
}

async function route(parts: ServerParts, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? "/", "http://emulator.invalid");
  // The query string (e.g. the SDK's `?beta=true`) never takes part in routing.
  const path = url.pathname.replace(/\/{2,}/g, "/");
  const entry = record(parts, req, res, path);

  if (entry.surface === "rest") {
    // ---- REST API v2 mount point (owned by src/emulator/rest/; wired in start.ts) ----
    if (parts.rest) return parts.rest(req, res);
    sendJson(res, 404, {
      message: "No Route Matches: the REST API v2 emulator is not available in this build",
    });
    return;
  }

  if (entry.surface === "page") {
    if (parts.pages) return parts.pages(req, res, path);
    sendJson(res, 404, { message: "the emulator's web pages are not available in this build" });
    return;
  }

  const body = parseJsonBody(await readBody(req, parts.maxBodyBytes));
  if (body !== undefined) entry.body = body;

  if (entry.surface === "control") return handleControl(parts, req, res, path, body);
  if (entry.surface === "proxy") {
    const inner = path.slice(PROXY_PREFIX.length) || "/";
    return handleProxy(parts, req, res, { path: inner, query: url.searchParams, body }, entry);
  }
  if (!path.startsWith("/v1/")) {
    sendProviderError(res, new ProviderError("not_found_error", `Not found: ${path}`), randomId("req"));
    return;
  }
  // The provider itself, as the proxy reaches it: its key in `x-api-key`.
  if (req.headers["x-api-key"] !== parts.providerKey) {
    sendProviderError(
      res,
      new ProviderError(
        "authentication_error",
        "invalid x-api-key: this is the emulated provider; jobs reach it through the proxy at /v3/ai/vendor",
      ),
      randomId("req"),
    );
    return;
  }
  const prepared = parts.provider.prepare({
    method: req.method ?? "GET",
    path,
    query: url.searchParams,
    body,
  });
  await prepared.respond(res, parts.faults.take(path));
}

/** The emulator's one HTTP server; every error becomes an answer, none escapes. */
export function createEmulatorServer(parts: ServerParts): Server {
  return createServer((req, res) => {
    route(parts, req, res).catch((error: unknown) => {
      const requestId = randomId("req");
      if (error instanceof ProviderError) {
        sendProviderError(res, error, requestId);
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      sendProviderError(res, new ProviderError("api_error", `emulator failure: ${message}`), requestId);
    });
  });
}
