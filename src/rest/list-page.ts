import type { ListPage } from "./endpoint.js";
import type { RestResponse } from "./transport.js";

/**
 * A list's answer: one page in Octokit's shape (`data`, `status`, `headers`, `links`, `rateLimit`,
 * `url`), which is also, for the versions that answered an array of every item, an array of the
 * page's items. Reading it as an array works and warns once per process, naming the new forms: a
 * script written for the old shape keeps running while it moves (DESIGN: rename nothing without a
 * deprecation).
 */

const RESPONSE_KEYS = new Set<PropertyKey>(["status", "data", "headers", "rateLimit", "links", "url"]);

let warned = false;

function warnOnce(): void {
  if (warned) return;
  warned = true;
  process.emitWarning(
    "a REST list answers one page ({ data, links, status, headers }), no longer an array of every item: read .data for this page, or every item with .all(input) or .iterate(input).",
    { type: "DeprecationWarning", code: "JOBAI_LIST_ARRAY" },
  );
}

/** Is this key a use of the array view (an index, length, an array method, iteration)? */
function arrayUse(key: PropertyKey): boolean {
  if (RESPONSE_KEYS.has(key) || key === "then" || key === "constructor" || key === "toJSON") return false;
  if (typeof key === "string" && /^\d+$/.test(key)) return true;
  return key in Array.prototype;
}

export function listPage<T>(response: RestResponse<T[]>): ListPage<T> {
  const view = Object.assign([...response.data], {
    status: response.status,
    data: response.data,
    headers: response.headers,
    rateLimit: response.rateLimit,
    links: response.links,
    url: response.url,
  });
  return new Proxy(view, {
    get(target, key, receiver) {
      if (arrayUse(key)) warnOnce();
      return Reflect.get(target, key, receiver);
    },
  }) as unknown as ListPage<T>;
}

/** For tests: warn again as a new process would. */
export function resetListPageWarning(): void {
  warned = false;
}
