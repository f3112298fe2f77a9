/**
 * The library call `buildUsage(api, ref)` from "jobai", over real HTTP against the REST emulator,
 * and the parts it is made of: reading one meta-data value, the bar chart, the annotation's size.
 */
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { MAX_ANNOTATION_BYTES } from "../../src/agent/limits.js";
import { buildUsage, createRestClient } from "../../src/index.js";
import type { Build } from "../../src/rest/schemas/build.js";
import { usageOfBuild } from "../../src/usage/build-usage.js";
import { MAX_JOB_ROWS, renderUsageAnnotation } from "../../src/usage/usage-annotation.js";
import { bar, barChart } from "../../src/usage/usage-chart.js";
import { emptyRow, parseUsageValue, usageKey, usageRecordValue } from "../../src/usage/usage-entry.js";
import { useEmulator } from "../helpers/emulator.js";

const value = (fields: Record<string, unknown>) =>
  JSON.stringify({ model: "m", inputTokens: 1, outputTokens: 1, requests: 1, waitedMs: 0, ...fields });

describe("buildUsage (library)", () => {
  const emu = useEmulator();

  it("gathers every job's record of a build over REST; a build summary's record is named so", async () => {
    const env = emu().env;
    for (const [key, fields] of [
      ["jobai-job-a-usage", { inputTokens: 100, requests: 2, waitedMs: 1500 }],
      [`jobai-build-${env.SERVICE_BUILD_ID}-usage`, { inputTokens: 900, cacheReadTokens: 50 }],
    ] as const) {
      await execa("service-agent", ["meta-data", "set", key], {
        env,
        extendEnv: false,
        input: value(fields),
      });
    }
    const api = createRestClient({ env });
    try {
      const ref = {
        organization: env.SERVICE_ORGANIZATION_SLUG ?? "",
        pipeline: env.SERVICE_PIPELINE_SLUG ?? "",
        number: Number(env.SERVICE_BUILD_NUMBER),
      };
      const usage = await buildUsage(api, ref);
      expect(usage.build).toMatchObject({ ...ref, id: env.SERVICE_BUILD_ID });
      expect(usage.jobs.map((job) => [job.label, job.countedInputTokens])).toEqual([
        ["build summary", 900],
        ["job-a", 100],
      ]);
      // Records of the first shape: counted input read as input; model "m" has no price.
      expect(usage.total).toEqual({
        requests: 3,
        countedInputTokens: 1000,
        inputTokens: 1000,
        cacheWriteTokens: 0,
        cacheWriteFiveMinuteTokens: 0,
        cacheWriteOneHourTokens: 0,
        cacheReadTokens: 50,
        outputTokens: 2,
        waitedMs: 1500,
        costUsd: null,
        pricedCostUsd: 0,
      });
      expect(usage.models).toEqual([{ model: "m", jobs: 2, ...usage.total }]);
    } finally {
      await api.close();
    }
  });
});

describe("one meta-data value", () => {
  it("reads the first shape (before issue 30): its counted input tokens as input, no cache writes", () => {
    expect(parseUsageValue(value({ inputTokens: 7, cacheReadTokens: 3, waitedMs: 12.4 }))).toEqual({
      ok: true,
      rows: [
        {
          model: "m",
          requests: 1,
          inputTokens: 7,
          cacheWriteFiveMinuteTokens: 0,
          cacheWriteOneHourTokens: 0,
          cacheReadTokens: 3,
          outputTokens: 1,
          waitedMs: 12,
        },
      ],
    });
  });

  it("reads version 2: a row per model, a model twice summed", () => {
    const row = (model: string, n: number) => ({
      model,
      requests: n,
      inputTokens: n,
      cacheWriteFiveMinuteTokens: n,
      cacheWriteOneHourTokens: n,
      cacheReadTokens: n,
      outputTokens: n,
      waitedMs: n,
    });
    const parsed = parseUsageValue(usageRecordValue([row("a", 1), row("b", 2), row("a", 3)]));
    expect(parsed).toEqual({ ok: true, rows: [row("a", 4), row("b", 2)] });
    expect(parseUsageValue(JSON.stringify({ version: 2, models: [] }))).toEqual({
      ok: false,
      reason: "its value is not a usage record (models)",
    });
    expect(
      parseUsageValue(JSON.stringify({ version: 2, models: [{ ...row("a", 1), cacheReadTokens: -1 }] })),
    ).toEqual({
      ok: false,
      reason: "its value is not a usage record (models.0.cacheReadTokens)",
    });
  });

  it("prices each row: a priced model's cost, an unpriced one's null, the total unknown but its priced part kept", () => {
    const build = {
      id: "b1",
      number: 1,
      jobs: [{ id: "j1", name: "test" }],
      meta_data: {
        "jobai-j1-ask-usage": usageRecordValue([
          { ...emptyRow("claude-sonnet-4-6"), requests: 1, inputTokens: 1_000_000, outputTokens: 1_000_000 },
          { ...emptyRow("no-price-model"), requests: 1, inputTokens: 10 },
        ]),
      },
    } as unknown as Build;
    const usage = usageOfBuild(build, { organization: "o", pipeline: "p", number: 1 });
    expect(usage.jobs.map((job) => [job.label, job.model, job.costUsd])).toEqual([
      ["test (ask)", "claude-sonnet-4-6", 18],
      ["test (ask)", "no-price-model", null],
    ]);
    expect(usage.total.costUsd).toBeNull();
    expect(usage.total.pricedCostUsd).toBe(18);
  });

  it.each([
    [42, "its value is a number, not text"],
    [{ model: "m" }, "its value is an object, not text"],
    [null, "its value is null, not text"],
    ["{", "its value is not JSON"],
    ["x".repeat(100 * 1024 + 1), "its value is over the 100 KiB meta-data limit"],
    [value({ requests: 1.5 }), "its value is not a usage record (requests)"],
    [value({ inputTokens: 2e12 }), "its value is not a usage record (inputTokens)"],
    [value({ model: "" }), "its value is not a usage record (model)"],
    ['"text"', "its value is not a usage record (value)"],
  ])("skips %j: %s", (raw, reason) => {
    expect(parseUsageValue(raw)).toEqual({ ok: false, reason });
  });

  it("only jobai's usage keys are read", () => {
    expect(usageKey("jobai-0190-abc-usage")).toEqual({ job: "0190-abc", source: "summary" });
    expect(usageKey("jobai-build-7-usage")).toEqual({ job: "build-7", source: "summary" });
    expect(usageKey("jobai-0190-abc-relay-usage")).toEqual({ job: "0190-abc", source: "relay" });
    expect(usageKey("jobai-relay-usage")).toEqual({ job: "relay", source: "summary" });
    expect(usageKey("jobai-0190-abc-ask-usage")).toEqual({ job: "0190-abc", source: "ask" });
    expect(usageKey("jobai-0190-abc-count-tokens-usage")).toEqual({
      job: "0190-abc",
      source: "count-tokens",
    });
    expect(usageKey("jobai-0190-abc-library-usage")).toEqual({ job: "0190-abc", source: "library" });
    for (const key of [
      "release",
      "jobai-usage",
      "jobai--usage",
      "jobai-a b-usage",
      "xjobai-a-usage",
      "jobai-a-usage2",
    ])
      expect(usageKey(key)).toBeUndefined();
  });
});

describe("the annotation and its chart", () => {
  it("bars scale to the largest value in eighths; zero draws nothing", () => {
    expect(bar(100, 100, 10)).toBe("█".repeat(10));
    expect(bar(50, 100, 10)).toBe("█████");
    expect(bar(1, 1000, 10)).toBe("▏");
    expect(bar(0, 100, 10)).toBe("");
    expect(bar(5, 0, 10)).toBe("");
    expect(
      barChart(
        [
          { label: "a", value: 10 },
          { label: "bbb", value: 5 },
        ],
        4,
      ),
    ).toEqual(["a    ████ 10", "bbb  ██   5"]);
  });

  it("stays far under the 1 MiB annotation limit for a build of 5,000 jobs with long names", () => {
    const meta: Record<string, string> = {};
    const jobs: NonNullable<Build["jobs"]> = [];
    for (let i = 0; i < 5000; i++) {
      meta[`jobai-job-${i}-usage`] = value({ model: `model-${i % 7}`, inputTokens: i + 1 });
      jobs.push({ id: `job-${i}`, type: "script", name: `${"long name ".repeat(50)}${i}` });
    }
    const build = { id: "b", number: 3, meta_data: meta, jobs } as unknown as Build;
    const usage = usageOfBuild(build, { organization: "o", pipeline: "p", number: 3 });
    expect(usage.jobs).toHaveLength(5000);
    const body = renderUsageAnnotation(usage);
    expect(Buffer.byteLength(body)).toBeLessThan(MAX_ANNOTATION_BYTES / 4);
    expect(body).toContain(`${5000 - MAX_JOB_ROWS + 1} more records`);
    // The totals line counts every job, those folded into the last row too.
    expect(body).toContain(`${(5000 * 5001) / 2}`.replace(/\B(?=(\d{3})+(?!\d))/g, ","));
  });

  it("a value that is not text (the REST schema allows any JSON) is skipped, the rest read", () => {
    const build = {
      id: "b",
      number: 3,
      meta_data: { "jobai-a-usage": { requests: 5 }, "jobai-b-usage": value({}) },
    } as unknown as Build;
    const usage = usageOfBuild(build, { organization: "o", pipeline: "p", number: 3 });
    expect(usage.jobs.map((job) => job.job)).toEqual(["b"]);
    expect(usage.skipped).toEqual([{ key: "jobai-a-usage", reason: "its value is an object, not text" }]);
  });
});
