import { isRestError } from "./errors.js";
import { ListTooDeepError } from "./list-too-deep.js";
import type { RequestOptions, RestResponse, Transport } from "./transport.js";

export interface PageOptions {
  /** Stop after this many pages (default: no bound but the last page). */
  maxPages?: number;
  signal?: AbortSignal;
}

/**
 * Every page of a list, following the `Link` header's rel="next" until there is none
 * (spec: Limits, Pagination). The next URL is taken as the server wrote it, query and all. A 400
 * after the first page is the API refusing to go deeper: it is thrown as ListTooDeepError, which
 * carries the items of the pages already fetched.
 */
export async function* paginate<T>(
  transport: Transport,
  first: RequestOptions<T[]>,
  options: PageOptions = {},
): AsyncGenerator<RestResponse<T[]>, void, undefined> {
  const maxPages = options.maxPages ?? Number.POSITIVE_INFINITY;
  let request: RequestOptions<T[]> | undefined = { ...first, signal: options.signal ?? first.signal };
  const fetched: T[] = [];
  for (let page = 0; request && page < maxPages; page++) {
    let response: RestResponse<T[]>;
    try {
      response = await transport.request(request);
    } catch (error) {
      if (page > 0 && isRestError(error) && error.status === 400) throw new ListTooDeepError(error, fetched);
      throw error;
    }
    fetched.push(...response.data);
    yield response;
    const next = response.links.next;
    request = next && response.data.length > 0 ? { ...request, path: next, query: undefined } : undefined;
  }
}

/** Every item of every page. */
export async function* items<T>(pages: AsyncIterable<RestResponse<T[]>>): AsyncGenerator<T, void, undefined> {
  for await (const page of pages) yield* page.data;
}
