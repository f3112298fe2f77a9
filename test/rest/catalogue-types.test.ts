/**
 * Type tests over the whole catalogue (issue 28, items 5 and 6), checked by `npm run typecheck`:
 * every method takes the one-object form, and every list answers one page (Octokit's shape) with
 * `all`, `iterate` and `pages` giving every item. Generated over the catalogue by mapped types, so a
 * new entry is checked without a line here. The runtime part runs the same forms on the emulator.
 */
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import type * as z from "zod";
import type { Catalogue } from "../../src/rest/catalogue/index.js";
import type { RestClient } from "../../src/rest/client.js";
import type { EndpointSpec, IsList, ItemOf, ParamList } from "../../src/rest/endpoint.js";
import type { RestResponse } from "../../src/rest/transport.js";
import { restFixture } from "./helpers.js";

// ---- the smallest input a user writes, built from the entry's schemas (not from FieldsOf) ----

// biome-ignore lint/complexity/noBannedTypes: `{}` is "no fields".
type Schema<S> = S extends z.ZodType ? z.input<S> : {};
type Wire<E extends EndpointSpec> = E["input"] extends z.ZodObject
  ? z.input<E["input"]>
  : Schema<E["query"]> & Schema<E["body"]>;
// biome-ignore lint/complexity/noBannedTypes: `{}` is "no required keys".
type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];
/** The path's parameters as a user writes them, plus the fields the schemas require. */
type Minimal<E extends EndpointSpec> = {
  [P in ParamList<E["path"]>[number]]: P extends "number" ? number : string;
} & Pick<Wire<E>, RequiredKeys<Wire<E>>>;

type Client = Omit<RestClient, "builds" | "jobs"> & {
  builds: Omit<RestClient["builds"], "list" | "pages" | "iterate" | "all">;
  jobs: Omit<RestClient["jobs"], "logText" | "failedLogs">;
};

type MethodAt<R extends keyof Catalogue, A extends keyof Catalogue[R]> = R extends keyof Client
  ? A extends keyof Client[R]
    ? Client[R][A]
    : never
  : never;

/** `resource.action` of every method that does not take its one-object form. */
type RefusingOneObject = {
  [R in keyof Catalogue]: {
    [A in keyof Catalogue[R]]: Catalogue[R][A] extends EndpointSpec
      ? MethodAt<R, A> extends (input: Minimal<Catalogue[R][A]>) => unknown
        ? never
        : `${R & string}.${A & string}`
      : never;
  }[keyof Catalogue[R]];
}[keyof Catalogue];

/** `resource.action` of every list whose method does not answer a page, or whose helpers do not give items. */
type ListsOfAnotherShape = {
  [R in keyof Catalogue]: {
    [A in keyof Catalogue[R]]: Catalogue[R][A] extends EndpointSpec
      ? IsList<Catalogue[R][A]> extends true
        ? MethodAt<R, A> extends {
            (input: Minimal<Catalogue[R][A]>): Promise<RestResponse<ItemOf<Catalogue[R][A]>[]>>;
            all(input: Minimal<Catalogue[R][A]>): Promise<ItemOf<Catalogue[R][A]>[]>;
            iterate(input: Minimal<Catalogue[R][A]>): AsyncIterable<ItemOf<Catalogue[R][A]>>;
            pages(input: Minimal<Catalogue[R][A]>): AsyncIterable<RestResponse<ItemOf<Catalogue[R][A]>[]>>;
          }
          ? never
          : `${R & string}.${A & string}`
        : never
      : never;
  }[keyof Catalogue[R]];
}[keyof Catalogue];

/** `resource.action` of every list of the catalogue. */
type Lists = {
  [R in keyof Catalogue]: {
    [A in keyof Catalogue[R]]: Catalogue[R][A] extends EndpointSpec
      ? IsList<Catalogue[R][A]> extends true
        ? `${R & string}.${A & string}`
        : never
      : never;
  }[keyof Catalogue[R]];
}[keyof Catalogue];

describe("the catalogue's types (issue 28)", () => {
  it("every method takes the one-object form", () => {
    expectTypeOf<RefusingOneObject>().toEqualTypeOf<never>();
    // The five writes without a body, as a user writes them (they refused this before).
    const api = {} as RestClient;
    const call = () => {
      void api.pipelines.archive({ organization: "acme", pipeline: "app" });
      void api.pipelines.unarchive({ organization: "acme", pipeline: "app" });
      void api.pipelines.addWebhook({ organization: "acme", pipeline: "app" });
      void api.agents.resume({ organization: "acme", agent: "a1" });
      void api.queues.resumeDispatch({ organization: "acme", cluster: "c1", queue: "q1" });
      // @ts-expect-error a write without a body still refuses a field
      void api.pipelines.archive({ organization: "acme", pipeline: "app", force: true });
    };
    expect(call).toBeTypeOf("function");
  });

  it("every list answers one page and gives every item with all, iterate and pages", () => {
    expectTypeOf<ListsOfAnotherShape>().toEqualTypeOf<never>();
    // The lists the issue named, and the one list the spec does not paginate, are among them.
    expectTypeOf<"annotations.list" | "clusters.list" | "builds.listAll" | "emojis.list">().toExtend<Lists>();
    type Page = Awaited<ReturnType<RestClient["builds"]["list"]>>;
    expectTypeOf<Page>().toExtend<RestResponse<ItemOf<Catalogue["builds"]["listAll"]>[]>>();
    expectTypeOf<Awaited<ReturnType<RestClient["builds"]["all"]>>>().toEqualTypeOf<
      ItemOf<Catalogue["builds"]["listAll"]>[]
    >();
    expectTypeOf<RestClient["paginate"]>().toBeFunction();
  });
});

// ---- the same forms at run time, against the emulator over 127.0.0.1 ----

type Fixture = Awaited<ReturnType<typeof restFixture>>;
let fx: Fixture;
beforeAll(async () => {
  fx = await restFixture();
  fx.emulator.api.seedBuilds(5);
});
afterAll(() => fx.close());

describe("one shape for every list, at run time", () => {
  it("a list answers one page; all, iterate and paginate give every item", async () => {
    const teams = fx.emulator.api.store.docsOf("teams");
    const [everyone] = teams;
    if (!everyone) throw new Error("the emulator seeds a team");
    for (let i = 0; i < 45; i++) teams.push({ ...everyone, id: `t${i}` });
    const page = await fx.api.teams.list({ organization: "acme", per_page: 20 });
    expect(page.status).toBe(200);
    expect(page.data).toHaveLength(20);
    expect(page.links.next).toMatch(/page=2/);
    expect(await fx.api.teams.list.all({ organization: "acme" })).toHaveLength(46);
    expect(await fx.api.paginate(fx.api.teams.list, { organization: "acme" })).toHaveLength(46);
    let seen = 0;
    for await (const _team of fx.api.teams.list.iterate({ organization: "acme", per_page: 30 })) seen++;
    expect(seen).toBe(46);
  });

  it("annotations, clusters, builds and emojis: the same shape", async () => {
    const builds = await fx.api.builds.list({ organization: "acme", per_page: 2 });
    expect(builds.data).toHaveLength(2);
    const ref = { organization: "acme", pipeline: "app", number: builds.data[0]?.number ?? 0 };
    for (const page of [
      builds,
      await fx.api.annotations.list(ref),
      await fx.api.clusters.list({ organization: "acme" }),
      await fx.api.emojis.list({ organization: "acme" }),
    ]) {
      expect(page.status).toBe(200);
      expect(Array.isArray(page.data)).toBe(true);
      expect(page.links).toBeTypeOf("object");
    }
  });

  it("the array view of earlier versions still works and warns once (deprecation path)", async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on("warning", onWarning);
    try {
      const { resetListPageWarning } = await import("../../src/rest/list-page.js");
      resetListPageWarning();
      const page = await fx.api.clusters.list({ organization: "acme" });
      expect(warnings).toHaveLength(0);
      const names = page.map((cluster) => cluster.name);
      expect(names).toEqual(page.data.map((cluster) => cluster.name));
      expect([...page]).toHaveLength(page.data.length);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.map((w) => (w as Error & { code?: string }).code)).toEqual(["JOBAI_LIST_ARRAY"]);
      expect(warnings[0]?.message).toMatch(/read \.data for this page/);
    } finally {
      process.off("warning", onWarning);
    }
  });
});
