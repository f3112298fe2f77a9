import { createHash } from "node:crypto";
import { isRestError, RestError } from "./errors.js";
import { ListTooDeepError } from "./list-too-deep.js";
import type { RequestOptions, RestResponse, Transport } from "./transport.js";

export interface PageOptions {
  /** Stop quietly after this many pages (default: the last page, within `pageCap`). */
  maxPages?: number;
  /**
   * A listing still going after this many pages is stopped with a ListTooDeepError (default
   * 10,000: a million items at 100 a page). A bound for a server that never ends a listing.
   */
  pageCap?: number;
  signal?: AbortSignal;
  /** How the stop messages name the ways out (a CLI names its flags, not these options). */
  hints?: PageHints;
}

/** The words a stopped listing's message uses for its remedies. */
export interface PageHints {
  /** What sets the page cap: `the pageCap option`, `--page-cap`. */
  pageCap: string;
  /** How to narrow a listing: `filters (created_from, branch, state)`. */
  narrow: string;
  /** How to fetch a page by number instead of following links. */
  byPage: string;
}

const LIBRARY_HINTS: PageHints = {
  pageCap: "the pageCap option",
  narrow: "filters (created_from, branch, state)",
  byPage: "page and per_page",
};

/** The default page cap; a listing this long is better narrowed with filters. */
export const DEFAULT_PAGE_CAP = 10_000;

/** A short fingerprint of a page's URL: the pages already fetched, in a few bytes each. */
function fingerprint(url: string): string {
  return createHash("sha256").update(url).digest("base64url").slice(0, 16);
}

/**
 * Every page of a list, following the `Link` header's rel="next" until there is none
 * (spec: Limits, Pagination). The next URL is taken as the server wrote it, query and all.
 *
 * Pages stream: nothing of a page is kept once the caller has it, so memory stays flat however
 * long the listing. What guards against a server that never ends one: a `next` that names a page
 * already fetched stops with a RestError (26,113 requests in 20 s against a `next` naming itself
 * before), and more than `pageCap` pages stop with a ListTooDeepError. A 400 after the first page
 * is the API refusing to go deeper: a ListTooDeepError too, carrying how many items came before.
 */
export async function* paginate<T>(
  transport: Transport,
  first: RequestOptions<T[]>,
  options: PageOptions = {},
): AsyncGenerator<RestResponse<T[]>, void, undefined> {
  const maxPages = options.maxPages ?? Number.POSITIVE_INFINITY;
  const pageCap = options.pageCap ?? DEFAULT_PAGE_CAP;
  const hints = options.hints ?? LIBRARY_HINTS;
  let request: RequestOptions<T[]> | undefined = { ...first, signal: options.signal ?? first.signal };
  const fetched = new Set<string>();
  let count = 0;
  for (let page = 0; request && page < maxPages; page++) {
    const method = (request.method ?? "GET").toUpperCase();
    const url = transport.resolve(request.path, request.query);
    const path = url.slice(new URL(url).origin.length);
    if (page >= pageCap) {
      const stop = new RestError({
        status: 0,
        method,
        path,
        serverMessage: `the listing goes on past ${pageCap} pages (${hints.pageCap}): narrow it with ${hints.narrow}, or raise ${hints.pageCap}`,
      });
      throw new ListTooDeepError(stop, count);
    }
    const seen = fingerprint(url);
    if (fetched.has(seen)) {
      throw new RestError({
        status: 0,
        method,
        path,
        serverMessage: `the API's Link rel="next" names a page already fetched, so the listing would never end; stopped after ${count} items: narrow the listing with ${hints.narrow}, or fetch the rest with ${hints.byPage}`,
      });
    }
    fetched.add(seen);
    let response: RestResponse<T[]>;
    try {
      response = await transport.request(request);
    } catch (error) {
      if (page > 0 && isRestError(error) && error.status === 400) throw new ListTooDeepError(error, count);
      throw error;
    }
    count += response.data.length;
    yield response;
    const next = response.links.next;
    request = next && response.data.length > 0 ? { ...request, path: next, query: undefined } : undefined;
  }
}

/** Every item of every page. */
export async function* items<T>(pages: AsyncIterable<RestResponse<T[]>>): AsyncGenerator<T, void, undefined> {
  for await (const page of pages) yield* page.data;
}
