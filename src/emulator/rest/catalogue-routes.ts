import { type Catalogue, catalogue } from "../../rest/catalogue/index.js";
import type { Route, RouteContext, RouteResult } from "./router.js";

/** `teams.get`, `queues.pauseDispatch`, ...: every entry of the catalogue by name. */
export type EntryId = {
  [R in keyof Catalogue]: `${R & string}.${keyof Catalogue[R] & string}`;
}[keyof Catalogue];

export type Handler = (ctx: RouteContext) => RouteResult | Promise<RouteResult>;

/** What the emulator does for each entry: tsc refuses a catalogue entry without its handler. */
export type Handlers = Record<EntryId, Handler>;

/**
 * The emulator's routes, derived from the catalogue: method, path, scope and input checks come
 * from the entry; only what the endpoint does is written per endpoint (the handlers).
 */
export function catalogueRoutes(handlers: Handlers): Route[] {
  const routes: Route[] = [];
  for (const [resource, actions] of Object.entries(catalogue)) {
    for (const [action, entry] of Object.entries(actions)) {
      const handle = handlers[`${resource}.${action}` as EntryId];
      routes.push({
        method: entry.method,
        pattern: entry.path.replace(/\{([^}]+)\}/g, ":$1"),
        entry,
        ...("public" in entry && entry.public ? { public: true } : {}),
        ...("scope" in entry && entry.scope ? { scope: entry.scope } : {}),
        handle,
      });
    }
  }
  return routes;
}
