import type * as z from "zod";
import type { RestResponse } from "./transport.js";

/**
 * One entry of the endpoint catalogue (one table, many faces): everything the library, the CLI and the
 * emulator need to know about one endpoint of the spec, declared once. The typed methods
 * (endpoints-to-methods.ts), the CLI's commands (src/cli/commands/rest-resource.ts) and the emulator's
 * routes and input checks (src/emulator/rest/catalogue-routes.ts) are derived from these entries.
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Flags that a CLI command adds or renames for an entry; everything else is derived from the schemas. */
export interface CliHints {
  /** The command's `--help` examples: [command line, what it does]. */
  examples?: readonly (readonly [string, string])[];
  /** Other names of a query or body field's flag, e.g. `{ meta_data: ["meta"] }`. */
  aliases?: Readonly<Record<string, readonly string[]>>;
  /** Text fields that may come from a file too (`--oidc-policy-file`), and are never split into flags. */
  files?: readonly string[];
  /** Other names of the command (`retry-failed` for `retry-failed-jobs`). */
  also?: readonly string[];
}

export interface EndpointSpec {
  method: HttpMethod;
  /** The path template, parameters in braces: `/v2/organizations/{organization}/teams/{team}`. */
  path: string;
  /** What it does, one line: the CLI's description of the command. */
  summary: string;
  /** The line of the service's API spec (its service-api document) that lists the endpoint. */
  spec: number;
  /**
   * Where the payload comes from when the spec says "not shown": the service's public
   * documentation (Buildkite's REST API, named neutrally), as this note says.
   */
  docs?: string;
  /** The token scope the service requires; none for the account endpoints. */
  scope?: string;
  /** Status of a success. */
  success: number;
  /** A list that follows `Link: rel="next"` (spec: Limits, Pagination). */
  paginated?: boolean;
  /** May it be sent again after a 5xx? Default: by method (retry-policy.ts). */
  idempotent?: boolean;
  /** Query parameters (strict: an unknown one is refused). */
  query?: z.ZodObject;
  /** JSON body (strict: an unknown field is refused with the spec's 422). */
  body?: z.ZodObject;
  /** The response body; none for an empty answer (204, a delete). */
  response?: z.ZodType;
  /** The answer is text (a raw log), not JSON. */
  text?: boolean;
  /** The answer is a redirect to follow without the token (an artifact download). */
  redirect?: boolean;
  /** Served without a token (the liveness object). */
  public?: boolean;
  /**
   * The library's fields when they differ from the wire form (query or body): a Date, a list of
   * states. Types the library's methods; `prepare` turns them into the wire form.
   */
  input?: z.ZodObject;
  /**
   * The library's input before it is checked: accepts the forms earlier versions took (a Date, a
   * list, a camelCase name) and turns them into the wire form. Never used by the emulator.
   */
  prepare?: (input: Record<string, unknown>) => Record<string, unknown>;
  /** Body fields that trailing positional arguments fill, after the path's (`reprioritize(ref, 5)`). */
  positional?: readonly string[];
  cli?: CliHints;
}

/** Declare an entry; the literal types (path, schemas) are kept for the typed methods. */
export function endpoint<const E extends EndpointSpec>(entry: E): E {
  return entry;
}

/** A resource: its actions, by the name the library and the CLI use (`pauseDispatch`, `pause-dispatch`). */
export type ResourceSpec = Record<string, EndpointSpec>;

// ---- types derived from an entry ----

/** `["organization", "team"]` from `/v2/organizations/{organization}/teams/{team}`. */
export type ParamList<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? [P, ...ParamList<Rest>]
  : [];

type ParamValue<P extends string> = P extends "number" ? number : string;

export type PathParamsOf<E extends EndpointSpec> = {
  [P in ParamList<E["path"]>[number]]: ParamValue<P>;
};

type Positional<L extends readonly string[]> = { [I in keyof L]: ParamValue<L[I] & string> };

type Last<L extends readonly string[]> = L extends readonly [...string[], infer X extends string] ? X : never;

/**
 * The fields an object schema takes. A schema with no fields (`noBody`: a write that takes none) is
 * `unknown`, not zod's `Record<string, never>`: intersected with the path parameters, that record
 * would make `organization` and `pipeline` `never`, and the one-object call would not compile.
 */
type ObjectIn<S> =
  S extends z.ZodObject<infer Shape> ? ([keyof Shape] extends [never] ? unknown : z.input<S>) : unknown;

/** The query or body fields a call takes, beside its path parameters. */
export type FieldsOf<E extends EndpointSpec> = E["input"] extends z.ZodObject
  ? ObjectIn<E["input"]>
  : ObjectIn<E["query"]> & ObjectIn<E["body"]>;

/** Everything one call takes, in one object (Octokit's way): path parameters, query and body fields. */
export type InputOf<E extends EndpointSpec> = PathParamsOf<E> & FieldsOf<E>;

export type OutputOf<E extends EndpointSpec> = E["text"] extends true
  ? string
  : E["redirect"] extends true
    ? Uint8Array
    : E["response"] extends z.ZodType
      ? z.output<E["response"]>
      : undefined;

export type ItemOf<E extends EndpointSpec> = OutputOf<E> extends readonly (infer T)[] ? T : never;

/** What a call may be given beside its input. */
export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** Stop after this many pages (paginated lists). */
  maxPages?: number | undefined;
  /** Refuse to read past this many pages with a ListTooDeepError (default 10,000: src/rest/paginate.ts). */
  pageCap?: number | undefined;
}

type Options = CallOptions | AbortSignal | undefined;

// biome-ignore lint/complexity/noBannedTypes: `{}` here is "an object with no required keys".
type NoRequired<T> = {} extends T ? true : false;

/**
 * The ways to call a derived method: one object (`client.teams.get({ organization, team })`), or
 * the positional forms of earlier versions, still accepted and marked deprecated
 * (`teams.get("acme", id)`, `builds.get(ref, { exclude_jobs: true })`, `annotations.delete(ref, id)`).
 */
export interface Call<E extends EndpointSpec, R> {
  (
    ...args: NoRequired<InputOf<E>> extends true
      ? [input?: InputOf<E>, options?: Options]
      : [input: InputOf<E>, options?: Options]
  ): R;
  /** @deprecated Give one object: `(input, options)`. */
  (path: PathParamsOf<E>, fields: FieldsOf<E>, options?: Options): R;
  /** @deprecated Give one object: `(input, options)`. */
  (...args: [...Positional<ParamList<E["path"]>>, fields?: FieldsOf<E> | Options, options?: Options]): R;
  /** @deprecated Give one object: `(input, options)` (`reprioritize(ref, 5)`: a positional field). */
  (
    path: PathParamsOf<E>,
    value: E["positional"] extends readonly string[] ? string | number : never,
    options?: Options,
  ): R;
  /** @deprecated Give one object: `(input, options)`. */
  (
    path: Omit<PathParamsOf<E>, Last<ParamList<E["path"]>>>,
    id: string | number,
    fields?: FieldsOf<E> | Options,
    options?: Options,
  ): R;
}

/** A typed method of the client, derived from its entry. */
export type EndpointMethod<E extends EndpointSpec> = Call<E, Promise<OutputOf<E>>> & {
  /** The entry the method was derived from. */
  readonly endpoint: E;
};

/**
 * The deprecated view of a list's answer as an array of its items (earlier versions answered every
 * item of every page as an array). It holds this page's items only, and reading it warns once per
 * process (DeprecationWarning JOBAI_LIST_ARRAY).
 */
export interface DeprecatedItemArray<T> extends ReadonlyArray<T> {
  /** @deprecated A list answers one page: read `.data`, or every item with `.all()` or `.iterate()`. */
  readonly length: number;
  /** @deprecated A list answers one page: read `.data`, or every item with `.all()` or `.iterate()`. */
  [Symbol.iterator](): ArrayIterator<T>;
  /** @deprecated A list answers one page: read `.data`, or every item with `.all()` or `.iterate()`. */
  map<U>(callback: (value: T, index: number, array: readonly T[]) => U): U[];
  /** @deprecated A list answers one page: read `.data`, or every item with `.all()` or `.iterate()`. */
  filter(predicate: (value: T, index: number, array: readonly T[]) => unknown): T[];
  /** @deprecated A list answers one page: read `.data`, or every item with `.all()` or `.iterate()`. */
  find(predicate: (value: T, index: number, array: readonly T[]) => unknown): T | undefined;
  /** @deprecated A list answers one page: read `.data`, or every item with `.all()` or `.iterate()`. */
  forEach(callback: (value: T, index: number, array: readonly T[]) => void): void;
}

/**
 * One page of a list, Octokit's shape: the items in `data`, with `status`, `headers`, `links` and
 * `rateLimit`. Every list of the catalogue answers this; `.all()`, `.iterate()` and `.pages()` follow
 * the pages (`client.paginate(method, input)` is `.all()` as Octokit spells it).
 */
export type ListPage<T> = RestResponse<T[]> & DeprecatedItemArray<T>;

/** Does the entry answer a list (an array, paginated or not)? */
export type IsList<E extends EndpointSpec> = E["paginated"] extends true
  ? true
  : OutputOf<E> extends readonly unknown[]
    ? true
    : false;

/**
 * A list (`client.teams.list({ organization })`) answers one page (ListPage, as Octokit's methods
 * do; `page` and `per_page` pick it); its helpers give every item.
 */
export type ListMethod<E extends EndpointSpec> = Call<E, Promise<ListPage<ItemOf<E>>>> & {
  /** The entry the method was derived from. */
  readonly endpoint: E;
  /** Every item of every page, in one array (Octokit's `paginate`); per_page defaults to 100. */
  readonly all: Call<E, Promise<ItemOf<E>[]>>;
  /** Every item of every page, one at a time (memory stays flat in the listing's length). */
  readonly iterate: Call<E, AsyncGenerator<ItemOf<E>, void, undefined>>;
  /** Every page, with its status, headers and links. */
  readonly pages: Call<E, AsyncGenerator<RestResponse<ItemOf<E>[]>, void, undefined>>;
};

/** @deprecated Use ListMethod: a paginated method is a list. */
export type PaginatedMethod<E extends EndpointSpec> = ListMethod<E>;

export type MethodOf<E extends EndpointSpec> = IsList<E> extends true ? ListMethod<E> : EndpointMethod<E>;

/** A resource whose `list` is paginated also has `pages` and `iterate` (as earlier versions had). */
type ListAliases<R extends ResourceSpec> = R extends { list: infer L extends EndpointSpec }
  ? L["paginated"] extends true
    ? { readonly pages: ListMethod<L>["pages"]; readonly iterate: ListMethod<L>["iterate"] }
    : unknown
  : unknown;

export type ResourceMethods<R extends ResourceSpec> = {
  readonly [A in keyof R]: MethodOf<R[A]>;
} & ListAliases<R>;

export type CatalogueMethods<C extends Record<string, ResourceSpec>> = {
  readonly [K in keyof C]: ResourceMethods<C[K]>;
};
