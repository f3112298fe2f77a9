import * as z from "zod";
import { UsageError } from "../errors.js";
import type { CallOptions, CatalogueMethods, EndpointSpec, ResourceSpec } from "./endpoint.js";
import { RestError } from "./errors.js";
import { fieldIssues, issuesText } from "./input-issues.js";
import { listPage } from "./list-page.js";
import { items, paginate } from "./paginate.js";
import { fillPath, paramNames, pathSchema } from "./path-params.js";
import type { QueryParams } from "./query.js";
import type { FetchLike, RequestOptions, RestResponse, Transport } from "./transport.js";

/**
 * Turn the catalogue into the client's methods, as Octokit's endpointsToMethods turns its table:
 * `client.<resource>.<action>(input, options)`. Nothing is written per endpoint: each method
 * checks its input with the entry's schemas (a UsageError naming each field, nothing sent), fills
 * the path, sends the query or body, and checks the answer with the response schema.
 */

/** A call, resolved: the request to send. */
export interface PreparedCall {
  method: string;
  path: string;
  query: QueryParams | undefined;
  body: unknown;
  signal: AbortSignal | undefined;
  maxPages: number | undefined;
  pageCap: number | undefined;
}

const OPTION_KEYS = new Set(["signal", "maxPages", "pageCap"]);

function isCallOptions(value: object): value is CallOptions {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => OPTION_KEYS.has(key));
}

function withoutUndefined(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

/**
 * The input of a call from its arguments: one object (`(input, options)`), or the positional forms
 * of earlier versions: strings and numbers fill the path's parameters left unfilled, in order, then
 * the entry's `positional` body fields; objects merge into the input; a trailing AbortSignal or
 * `{ signal, maxPages }` is the options.
 */
export function inputOf(
  entry: EndpointSpec,
  name: string,
  args: readonly unknown[],
): { input: Record<string, unknown>; options: CallOptions } {
  const input: Record<string, unknown> = {};
  const options: CallOptions = {};
  const scalars: unknown[] = [];
  for (const arg of args) {
    if (arg === undefined || arg === null) continue;
    if (arg instanceof AbortSignal) options.signal = arg;
    else if (typeof arg === "string" || typeof arg === "number") scalars.push(arg);
    else if (typeof arg === "object" && isCallOptions(arg)) Object.assign(options, arg);
    else if (typeof arg === "object" && !Array.isArray(arg)) Object.assign(input, arg);
    else throw new UsageError(`${name}: an argument of type ${typeof arg} is not an input: give one object.`);
  }
  const open = [
    ...paramNames(entry.path).filter((param) => input[param] === undefined),
    ...(entry.positional ?? []).filter((field) => input[field] === undefined),
  ];
  if (scalars.length > open.length) {
    throw new UsageError(
      `${name}: ${scalars.length} positional values given but ${open.length} expected (${open.join(", ") || "none"}): give one object such as { ${paramNames(entry.path).join(", ")} }.`,
    );
  }
  scalars.forEach((value, i) => {
    input[open[i] as string] = value;
  });
  return { input, options };
}

function check(
  name: string,
  schema: {
    safeParse(
      value: unknown,
    ): { success: true; data: unknown } | { success: false; error: import("zod").ZodError };
  },
  value: unknown,
): unknown {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new UsageError(`${name}: ${issuesText(fieldIssues(result.error))}.`);
}

/** Check a call's input against its entry and resolve the request; throws UsageError before sending. */
export function prepareCall(entry: EndpointSpec, name: string, args: readonly unknown[]): PreparedCall {
  const { input, options } = inputOf(entry, name, args);
  const params = paramNames(entry.path);
  const pathValues: Record<string, unknown> = {};
  let fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if ((params as string[]).includes(key)) pathValues[key] = value;
    else fields[key] = value;
  }
  const path = check(name, pathSchema(entry.path), pathValues) as Record<string, unknown>;
  fields = withoutUndefined(entry.prepare ? entry.prepare(fields) : fields);
  const queryKeys = new Set(Object.keys(entry.query?.shape ?? {}));
  const queryFields: Record<string, unknown> = {};
  const bodyFields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (queryKeys.has(key) || !entry.body) queryFields[key] = value;
    else bodyFields[key] = value;
  }
  if (!entry.query) check(name, { safeParse: strictEmpty }, queryFields);
  const query = entry.query ? (check(name, entry.query, queryFields) as QueryParams) : undefined;
  const body =
    entry.body && Object.keys(bodyFields).length > 0 ? check(name, entry.body, bodyFields) : undefined;
  if (entry.body && body === undefined) check(name, entry.body, {});
  return {
    method: entry.method,
    path: fillPath(entry.path, path),
    query,
    body,
    signal: options.signal,
    maxPages: options.maxPages,
    pageCap: options.pageCap,
  };
}

/** An input with fields for an endpoint that takes none: each one named. */
function strictEmpty(value: unknown) {
  const keys = Object.keys(value as object);
  if (keys.length === 0) return { success: true as const, data: value };
  return {
    success: false as const,
    error: {
      issues: [{ code: "unrecognized_keys", keys, path: [], message: "" }],
    } as unknown as import("zod").ZodError,
  };
}

function requestOf(entry: EndpointSpec, call: PreparedCall): RequestOptions<unknown> {
  return {
    method: call.method,
    path: call.path,
    query: call.query,
    ...(call.body === undefined ? {} : { body: call.body }),
    ...(entry.response ? { schema: entry.response } : {}),
    ...(entry.idempotent === undefined ? {} : { idempotent: entry.idempotent }),
    ...(entry.text ? { text: true } : {}),
    ...(entry.redirect ? { redirect: "manual" as const } : {}),
    signal: call.signal,
  };
}

/** Default page size when following pages: the largest, for the fewest requests. */
const ITERATE_PER_PAGE = 100;

/** Does the entry answer a list (an array, paginated or not)? Such a method answers a ListPage. */
export function isList(entry: EndpointSpec): boolean {
  return entry.paginated === true || entry.response instanceof z.ZodArray;
}

function pagesOf(transport: Transport, entry: EndpointSpec, call: PreparedCall) {
  const request = requestOf(entry, call);
  return paginate<unknown>(
    transport,
    {
      ...request,
      // A list the spec does not paginate takes no page query (its query is strict): one page.
      query: entry.paginated
        ? { ...call.query, per_page: call.query?.per_page ?? ITERATE_PER_PAGE }
        : call.query,
    } as RequestOptions<unknown[]>,
    {
      ...(call.maxPages === undefined ? {} : { maxPages: call.maxPages }),
      ...(call.pageCap === undefined ? {} : { pageCap: call.pageCap }),
      ...(call.signal ? { signal: call.signal } : {}),
    },
  );
}

/**
 * A redirect's target, fetched without the token: the token must not travel to the storage host
 * (an artifact download answers 302 to a signed address).
 */
async function followRedirect(
  transport: Transport,
  fetchBlob: FetchLike,
  call: PreparedCall,
  response: RestResponse<unknown>,
): Promise<Uint8Array> {
  const location = response.headers.get("location");
  if (!location) {
    throw new RestError({
      status: response.status,
      method: call.method,
      path: call.path,
      serverMessage: "no Location to download from",
    });
  }
  const target = new URL(location, transport.baseUrl).href;
  const blob = await fetchBlob(target, { method: "GET", ...(call.signal ? { signal: call.signal } : {}) });
  if (!blob.ok) {
    throw new RestError({
      status: blob.status,
      method: "GET",
      path: new URL(target).pathname,
      serverMessage: "the storage host refused the download",
    });
  }
  return new Uint8Array(await blob.arrayBuffer());
}

/**
 * One method for one entry. A list answers one page (Octokit's shape, src/rest/list-page.ts) and
 * has `all`, `iterate` and `pages`, which follow the pages.
 */
export function endpointMethod(
  transport: Transport,
  fetchBlob: FetchLike,
  entry: EndpointSpec,
  name: string,
) {
  const list = isList(entry);
  const method = async (...args: unknown[]) => {
    const call = prepareCall(entry, name, args);
    const response = await transport.request(requestOf(entry, call));
    if (list) return listPage(response as RestResponse<unknown[]>);
    if (entry.redirect) return followRedirect(transport, fetchBlob, call, response);
    return response.data;
  };
  const pages = (...args: unknown[]) => pagesOf(transport, entry, prepareCall(entry, name, args));
  const extra = list
    ? {
        pages,
        iterate: (...args: unknown[]) => items(pages(...args)),
        all: async (...args: unknown[]) => {
          const all: unknown[] = [];
          for await (const item of items(pages(...args))) all.push(item);
          return all;
        },
      }
    : {};
  return Object.assign(method, { endpoint: entry }, extra);
}

/** Every resource of a catalogue, each action a method (endpointMethod). */
export function endpointsToMethods<C extends Record<string, ResourceSpec>>(
  catalogue: C,
  transport: Transport,
  fetchBlob: FetchLike,
): CatalogueMethods<C> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [resource, actions] of Object.entries(catalogue)) {
    const methods: Record<string, unknown> = {};
    for (const [action, entry] of Object.entries(actions)) {
      methods[action] = endpointMethod(transport, fetchBlob, entry, `${resource}.${action}`);
    }
    const list = methods.list as { pages?: unknown; iterate?: unknown } | undefined;
    if (list?.pages) Object.assign(methods, { pages: list.pages, iterate: list.iterate });
    out[resource] = methods;
  }
  return out as CatalogueMethods<C>;
}
