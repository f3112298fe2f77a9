import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { prepareBuildList as buildListQuery, retryStates } from "../../src/rest/catalogue/builds.js";
import { encodeQuery, type QueryParams } from "../../src/rest/query.js";

describe("encodeQuery", () => {
  it("writes arrays in bracket syntax, maps as name[key], booleans and times", () => {
    expect(
      encodeQuery({
        state: ["running", "failed"],
        meta_data: { "release tag": "v1&2" },
        exclude_jobs: true,
        include_paused: false,
        created_from: new Date("2026-01-02T03:04:05Z"),
        per_page: 100,
        skipped: undefined,
        nothing: null,
      }),
    ).toBe(
      "state[]=running&state[]=failed&meta_data[release%20tag]=v1%262&exclude_jobs=true&include_paused=false&created_from=2026-01-02T03%3A04%3A05.000Z&per_page=100",
    );
  });

  it("property: URLSearchParams decodes exactly what was encoded", () => {
    const text = fc.string({ minLength: 1, maxLength: 20 });
    const name = fc.stringMatching(/^[a-z_]{1,12}$/);
    fc.assert(
      fc.property(
        name,
        fc.array(text, { minLength: 1, maxLength: 5 }),
        fc.dictionary(text, text),
        (key, list, map) => {
          const decoded = new URLSearchParams(encodeQuery({ [key]: list, meta_data: map, flag: true }));
          expect(decoded.getAll(`${key}[]`)).toEqual(list);
          for (const [k, v] of Object.entries(map)) expect(decoded.get(`meta_data[${k}]`)).toBe(v);
          expect(decoded.get("flag")).toBe("true");
        },
      ),
    );
  });

  it("property: Dates encode as their ISO string", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(0), max: new Date("2100-01-01"), noInvalidDate: true }), (date) => {
        expect(new URLSearchParams(encodeQuery({ t: date })).get("t")).toBe(date.toISOString());
      }),
    );
  });
});

describe("build list parameters", () => {
  it("sends one value plainly and several in brackets", () => {
    expect(encodeQuery(buildListQuery({ branch: "main", state: ["passed", "failed"] }) as QueryParams)).toBe(
      "branch=main&state[]=passed&state[]=failed",
    );
  });

  it("checks retry states against the five valid values", () => {
    expect(retryStates(["failed", "timed_out"])).toBe("failed,timed_out");
    expect(retryStates("canceled, expired")).toBe("canceled,expired");
    expect(retryStates([])).toBeUndefined();
    expect(() => retryStates(["failed", "passed"])).toThrow(/'passed' not valid/);
  });
});
