import type { EndpointSpec } from "../../rest/endpoint.js";
import type { EmuToken } from "./model.js";
import type { RestStore } from "./store.js";

/** What a route handler sees. */
export interface RouteContext {
  method: string;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The body, checked with the entry's schema (an absent body is `{}`); undefined for reads. */
  body: unknown;
  /** The query (reads) or the body (writes), checked with the entry's schemas and typed. */
  fields: Record<string, unknown>;
  token: EmuToken;
  /** `http://host:port` of this request, for URLs in bodies and Link headers. */
  base: string;
  /** Path and query as received. */
  url: URL;
  now: number;
  store: RestStore;
}

export interface RouteResult {
  status: number;
  body?: unknown;
  /** A body sent as is instead of JSON (artifact bytes). */
  raw?: string | Buffer;
  headers?: Record<string, string>;
}

export interface Route {
  method: string;
  /** The catalogue entry it serves: its schemas check the input before `handle` runs. */
  entry?: EndpointSpec;
  /** e.g. `/v2/organizations/:organization/pipelines/:pipeline/builds/:number` */
  pattern: string;
  /** Served without a token (the liveness object, signed artifact downloads). */
  public?: boolean;
  /** Scope the token needs (spec: Authentication); none for the account endpoints. */
  scope?: string;
  handle(ctx: RouteContext): RouteResult | Promise<RouteResult>;
}

interface Compiled {
  route: Route;
  regex: RegExp;
  names: string[];
}

export class Router {
  readonly #routes: Compiled[] = [];

  add(...routes: Route[]): this {
    for (const route of routes) {
      const names: string[] = [];
      const source = route.pattern
        .split("/")
        .map((part) => {
          if (!part.startsWith(":")) return part.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
          names.push(part.slice(1));
          return "([^/]+)";
        })
        .join("/");
      this.#routes.push({ route, regex: new RegExp(`^${source}$`), names });
    }
    return this;
  }

  /** The route for a method and path, or which methods the path allows (for a 405). */
  match(
    method: string,
    path: string,
  ): { route: Route; params: Record<string, string> } | { allowed: string[] } {
    const allowed: string[] = [];
    for (const { route, regex, names } of this.#routes) {
      const found = regex.exec(path);
      if (!found) continue;
      if (route.method !== method) {
        allowed.push(route.method);
        continue;
      }
      const params: Record<string, string> = {};
      names.forEach((name, i) => {
        params[name] = decodeURIComponent(found[i + 1] ?? "");
      });
      return { route, params };
    }
    return { allowed };
  }
}
