import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseLinkHeader } from "../../src/rest/link-header.js";

/** Links as a `Link` header value, as the API writes it. */
function formatLinkHeader(links: Readonly<Record<string, string>>): string {
  return Object.entries(links)
    .map(([rel, url]) => `<${url}>; rel="${rel}"`)
    .join(", ");
}

describe("parseLinkHeader", () => {
  it("reads the relations the API sends", () => {
    const header =
      '<https://api.example/v2/builds?page=3&per_page=100>; rel="next", <https://api.example/v2/builds?page=50&per_page=100>; rel="last", <https://api.example/v2/builds?page=1&per_page=100>; rel="first", <https://api.example/v2/builds?page=1&per_page=100>; rel="prev"';
    expect(parseLinkHeader(header)).toEqual({
      next: "https://api.example/v2/builds?page=3&per_page=100",
      last: "https://api.example/v2/builds?page=50&per_page=100",
      first: "https://api.example/v2/builds?page=1&per_page=100",
      prev: "https://api.example/v2/builds?page=1&per_page=100",
    });
  });

  it("handles unquoted rels, several rels, other parameters, commas in URLs and junk", () => {
    expect(parseLinkHeader('<a,b>; title="x, y"; rel=next')).toEqual({ next: "a,b" });
    expect(parseLinkHeader('<u>; rel="prev first"')).toEqual({ prev: "u", first: "u" });
    expect(parseLinkHeader("garbage, <x")).toEqual({});
    expect(parseLinkHeader("")).toEqual({});
    expect(parseLinkHeader(null)).toEqual({});
    const proto = parseLinkHeader('<u>; rel="__proto__"');
    expect(Object.getOwnPropertyDescriptor(proto, "__proto__")?.value).toBe("u");
    expect(Object.getPrototypeOf(proto)).toBe(Object.prototype);
  });

  it("stays linear on pathological 100,000-character headers", () => {
    const hostile = [
      `<${"<".repeat(100_000)}`,
      `<x>${";".repeat(100_000)}`,
      `${"<a>; rel=".repeat(10_000)}`,
      `<x>; rel="${'"'.repeat(100_000)}`,
      `${", ".repeat(50_000)}`,
      `<x>; rel=${"next ".repeat(20_000)}`,
    ];
    const started = performance.now();
    for (const header of hostile) {
      expect(header.length).toBeGreaterThanOrEqual(50_000);
      parseLinkHeader(header);
    }
    // Did it hang, not how fast (bench/ measures speed): a quadratic scan of 100,000 characters takes
    // seconds per header; all six take about 200 ms here, so the bound is 10 times that.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("property: parse(format(links)) gives each relation's first URL", () => {
    const url = fc.stringMatching(/^[A-Za-z0-9:/?&=%._~;,-]{1,40}$/);
    const rel = fc.constantFrom("next", "prev", "first", "last", "alternate");
    fc.assert(
      fc.property(
        fc.array(fc.record({ url, rels: fc.uniqueArray(rel, { minLength: 1, maxLength: 3 }) }), {
          maxLength: 6,
        }),
        (links) => {
          const header = links.map((link) => `<${link.url}>; rel="${link.rels.join(" ")}"`).join(", ");
          const expected: Record<string, string> = {};
          for (const link of links) for (const r of link.rels) if (!(r in expected)) expected[r] = link.url;
          expect(parseLinkHeader(header)).toEqual(expected);
        },
      ),
    );
  });

  it("property: never throws on any string and round-trips formatLinkHeader", () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (text) => void parseLinkHeader(text)));
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom("next", "prev", "first", "last"), fc.webUrl()), (links) => {
        expect(parseLinkHeader(formatLinkHeader(links))).toEqual(links);
      }),
    );
  });
});
