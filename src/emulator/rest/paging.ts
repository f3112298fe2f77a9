import { HttpError } from "./http.js";
import type { RouteContext, RouteResult } from "./router.js";

/** Default page size (spec: Limits, Pagination). */
export const DEFAULT_PER_PAGE = 30;

/** A positive integer query parameter, `fallback` when absent; anything else is a 400. */
export function positive(query: URLSearchParams, name: string, fallback: number): number {
  const raw = query.get(name);
  if (raw === null || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new HttpError(400, `${name} must be a positive integer, not '${raw}'.`);
  return value;
}

function pageLink(ctx: RouteContext, page: number, perPage: number): string {
  const query = new URLSearchParams(ctx.url.search);
  query.set("page", String(page));
  query.set("per_page", String(perPage));
  return `${ctx.base}${ctx.url.pathname}?${query.toString()}`;
}

/** The Link header (first, prev, next, last) of page `page` of `count` items, none on a lone page. */
export function pageLinks(
  ctx: RouteContext,
  page: number,
  perPage: number,
  count: number,
): Record<string, string> {
  const lastPage = Math.max(1, Math.ceil(count / perPage));
  const links: string[] = [];
  if (page > 1) {
    links.push(
      `<${pageLink(ctx, 1, perPage)}>; rel="first"`,
      `<${pageLink(ctx, Math.min(page - 1, lastPage), perPage)}>; rel="prev"`,
    );
  }
  if (page < lastPage) {
    links.push(
      `<${pageLink(ctx, page + 1, perPage)}>; rel="next"`,
      `<${pageLink(ctx, lastPage, perPage)}>; rel="last"`,
    );
  }
  return links.length > 0 ? { Link: links.join(", ") } : {};
}

/** One page of `items` with its Link header, for the catalogue's lists. */
export function pageOf<T>(ctx: RouteContext, items: readonly T[], render: (item: T) => unknown): RouteResult {
  const page = positive(ctx.query, "page", 1);
  // Over 100 was refused with 400 by the entry's query schema (spec: Limits, Pagination).
  const perPage = positive(ctx.query, "per_page", DEFAULT_PER_PAGE);
  return {
    status: 200,
    body: items.slice((page - 1) * perPage, page * perPage).map(render),
    headers: pageLinks(ctx, page, perPage, items.length),
  };
}
