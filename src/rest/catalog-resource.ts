import * as z from "zod";
import { UsageError } from "../errors.js";
import { items, type PageOptions, paginate } from "./paginate.js";
import { orgPath } from "./paths.js";
import type { Transport } from "./transport.js";

/**
 * What the pipeline, agent, team and cluster resources share: a paginated list under
 * `{org}/<kind>` and one item at `{org}/<kind>/<id>`, each checked with the resource's schema.
 */
export function collection<T>(transport: Transport, kind: string, what: string, schema: z.ZodType<T>) {
  const listSchema = z.array(schema);
  const base = (organization: string) => `${orgPath(organization)}/${kind}`;
  const one = (organization: string, id: string) => {
    if (typeof id !== "string" || id.trim() === "")
      throw new UsageError(`${what} is missing: give the ${what}.`);
    return `${base(organization)}/${encodeURIComponent(id)}`;
  };
  return {
    base,
    one,
    /** Every page, following Link rel="next" (100 per page). */
    pages(
      organization: string,
      query: Record<string, string | undefined> = {},
      pageOptions: PageOptions = {},
    ) {
      return paginate(
        transport,
        { path: base(organization), query: { ...query, per_page: 100 }, schema: listSchema },
        pageOptions,
      );
    },
    /** Every item of every page. */
    iterate(
      organization: string,
      query: Record<string, string | undefined> = {},
      pageOptions: PageOptions = {},
    ) {
      return items(this.pages(organization, query, pageOptions));
    },
    /** Every item, in one array. */
    async list(organization: string, query: Record<string, string | undefined> = {}, signal?: AbortSignal) {
      const all: T[] = [];
      for await (const item of this.iterate(organization, query, signal ? { signal } : {})) all.push(item);
      return all;
    },
    async get(organization: string, id: string, signal?: AbortSignal): Promise<T> {
      return (await transport.request({ path: one(organization, id), schema, signal })).data;
    },
    /** A write: sent as JSON, the answer checked with `answer` when one is given. */
    async send<A = unknown>(
      method: string,
      path: string,
      init: {
        body?: unknown;
        answer?: z.ZodType<A>;
        signal?: AbortSignal | undefined;
        idempotent?: boolean;
      } = {},
    ): Promise<A> {
      const { answer, ...rest } = init;
      return (await transport.request<A>({ method, path, ...rest, ...(answer ? { schema: answer } : {}) }))
        .data;
    },
  };
}

/** A required, non-blank string of a create body; checked before anything is sent. */
export function required(body: Record<string, unknown> | undefined, name: string, what: string): void {
  const value = body?.[name];
  if (typeof value !== "string" || value.trim() === "") {
    throw new UsageError(`${name} is required to create ${what}: give it.`);
  }
}
