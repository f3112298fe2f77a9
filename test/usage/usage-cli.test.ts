/**
 * `jobai usage` through the CLI's main() in this process (test/helpers/cli-in-process.ts), against the emulator over real HTTP: several jobs' usage set
 * as meta-data through the agent stand-in (and one by a real `jobai summarize`), then the table,
 * --json and --annotate's annotation; a build without usage; garbled and hostile values; secrets.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import type { StartedEmulator } from "../../src/emulator/index.js";
import { runJobaiInProcess } from "../helpers/cli-in-process.js";
import { useEmulator } from "../helpers/emulator.js";

const work = mkdtempSync(join(tmpdir(), "jobai-usage-"));
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

const emu = useEmulator();

function jobai(args: string[], env: Record<string, string | undefined> = {}) {
  const base: Record<string, string> = { ...emu().env, HOME: work, JOBAI_STATE_DIR: join(work, "state") };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete base[name];
    else base[name] = value;
  }
  return runJobaiInProcess(args, { env: base, timeout: 30_000 });
}

/** `service-agent meta-data set KEY` with the value on stdin, as a job's step would. */
async function setMetaData(key: string, value: string): Promise<void> {
  const result = await execa("service-agent", ["meta-data", "set", key], {
    env: emu().env,
    extendEnv: false,
    input: value,
    reject: false,
  });
  expect(result.exitCode, String(result.stderr)).toBe(0);
}

const record = (usage: Record<string, unknown>) =>
  JSON.stringify({ model: "claude-sonnet-4-6", cacheReadTokens: 0, waitedMs: 0, ...usage });

/** Name jobs of the emulator's build, as the REST API will list them. */
function addJobs(emulator: StartedEmulator, jobs: { id: string; name: string }[]): void {
  const build = emulator.rest.store.builds.find(
    (candidate) => candidate.id === emulator.env.SERVICE_BUILD_ID,
  );
  const self = build?.jobs[0];
  if (!build || !self) throw new Error("the emulator's job build is missing");
  for (const job of jobs)
    build.jobs.push({ ...self, id: job.id, name: job.name, state: "passed", exit_status: 0 });
}

async function seedThreeJobs(): Promise<void> {
  addJobs(emu(), [
    { id: "job-unit", name: ":test_tube: Unit" },
    { id: "job-lint", name: ":eslint: Lint" },
  ]);
  await setMetaData(
    "jobai-job-unit-usage",
    record({ inputTokens: 12_000, cacheReadTokens: 30_000, outputTokens: 900, requests: 4, waitedMs: 2500 }),
  );
  await setMetaData(
    "jobai-job-lint-usage",
    record({ model: "claude-haiku-4-5", inputTokens: 3000, outputTokens: 200, requests: 1, waitedMs: 0 }),
  );
  // A job the build does not list (retried away): shown by its id.
  await setMetaData("jobai-job-gone-usage", record({ inputTokens: 500, outputTokens: 50, requests: 1 }));
  // Other meta-data of the build is none of this command's business.
  await setMetaData("release-version", "1.2.3");
}

describe("jobai usage --build", { timeout: 90_000 }, () => {
  it("prints a table per job, per model and in total, from every job's meta-data", async () => {
    await seedThreeJobs();
    const result = await jobai(["usage", "--build", emu().env.SERVICE_BUILD_NUMBER ?? ""]);
    expect(result.stderr).toBe("");
    expect(result.exitCode).toBe(0);
    const lines = result.stdout.split("\n");
    expect(lines[0]).toMatch(
      /^JOB\s+MODEL\s+REQUESTS\s+INPUT\s+CACHE_WRITE\s+CACHE_READ\s+OUTPUT\s+COST\s+WAITED$/,
    );
    // Most counted tokens first, named as the build names its jobs; the cost at the shipped
    // prices (Sonnet 4.6: 12,000 x $3 + 30,000 x $0.30 + 900 x $15 per million = $0.0585).
    expect(lines[1]).toMatch(
      /^:test_tube: Unit\s+claude-sonnet-4-6\s+4\s+12,000\s+0\s+30,000\s+900\s+0\.0585 USD\s+2\.5 s$/,
    );
    expect(lines[2]).toMatch(
      /^:eslint: Lint\s+claude-haiku-4-5\s+1\s+3,000\s+0\s+0\s+200\s+0\.0040 USD\s+0\.0 s$/,
    );
    expect(lines[3]).toMatch(/^job-gone\s+claude-sonnet-4-6\s+1\s+500\s/);
    expect(result.stdout).toMatch(/\(model total: 2 jobs\)\s+claude-sonnet-4-6\s+5\s+12,500\s/);
    expect(result.stdout).toMatch(
      /\(build total\)\s+6\s+15,500\s+0\s+30,000\s+1,150\s+0\.064[78] USD\s+2\.5 s/,
    );
    expect(result.stdout).not.toContain("release-version");
  });

  it("--json gives the records, per model and the total as numbers", async () => {
    await seedThreeJobs();
    const result = await jobai(["usage", "--json"]);
    expect(result.exitCode).toBe(0);
    const out = JSON.parse(result.stdout);
    expect(out.build).toMatchObject({
      number: Number(emu().env.SERVICE_BUILD_NUMBER),
      id: emu().env.SERVICE_BUILD_ID,
    });
    expect(out.jobs.map((job: { job: string }) => job.job)).toEqual(["job-unit", "job-lint", "job-gone"]);
    expect(out.jobs[0]).toEqual({
      key: "jobai-job-unit-usage",
      source: "summary",
      job: "job-unit",
      label: ":test_tube: Unit",
      model: "claude-sonnet-4-6",
      requests: 4,
      countedInputTokens: 12_000,
      inputTokens: 12_000,
      cacheWriteTokens: 0,
      cacheWriteFiveMinuteTokens: 0,
      cacheWriteOneHourTokens: 0,
      cacheReadTokens: 30_000,
      outputTokens: 900,
      waitedMs: 2500,
      costUsd: expect.closeTo(0.0585, 9),
      pricedCostUsd: expect.closeTo(0.0585, 9),
    });
    expect(out.models).toEqual([
      expect.objectContaining({
        model: "claude-sonnet-4-6",
        jobs: 2,
        requests: 5,
        countedInputTokens: 12_500,
      }),
      expect.objectContaining({ model: "claude-haiku-4-5", jobs: 1, requests: 1, countedInputTokens: 3000 }),
    ]);
    expect(out.total).toMatchObject({
      requests: 6,
      countedInputTokens: 15_500,
      inputTokens: 15_500,
      cacheWriteTokens: 0,
      cacheReadTokens: 30_000,
      outputTokens: 1150,
      waitedMs: 2500,
      costUsd: expect.closeTo(0.0585 + 0.004 + 0.00225, 9),
    });
    expect(out.skipped).toEqual([]);
  });

  it("--annotate posts one build annotation with a bar chart of tokens per job", async () => {
    await seedThreeJobs();
    const result = await jobai(["usage", "--annotate"]);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stderr).toContain("usage annotation posted (context jobai-usage)");
    const annotations = await emu().annotations();
    expect(annotations).toHaveLength(1);
    const [note] = annotations;
    expect(note).toMatchObject({ context: "jobai-usage", style: "info", scope: "build" });
    const body = note?.body ?? "";
    expect(body).toContain(`### Model usage of build #${emu().env.SERVICE_BUILD_NUMBER}`);
    expect(body).toContain(
      "3 usage records, 6 requests, 15,500 counted input tokens (30,000 read from cache, free), 1,150 output tokens, cost 0.064",
    );
    const chart = body.slice(body.indexOf("```text\n") + 8, body.indexOf("\n```", body.indexOf("```text")));
    const bars = chart.split("\n");
    expect(bars).toHaveLength(3);
    // The largest job's bar is the full 30 cells; the others are scaled to it.
    expect(bars[0]).toMatch(/^:test_tube: Unit {2}█{30} 12,000$/);
    expect(bars[1]).toMatch(/^:eslint: Lint {5}█{7}▌ +3,000$/);
    expect(bars[2]).toMatch(/^job-gone {10}█▎ +500$/);
    // A table per job, and per model when there are several.
    expect(body).toContain(
      "| :test_tube: Unit | claude-sonnet-4-6 | 4 | 12,000 | 0 | 30,000 | 900 | 0.0585 USD | 2.5 s |",
    );
    expect(body).toContain("| claude-haiku-4-5 | 1 | 1 | 3,000 | 0 | 0 | 200 | 0.0040 USD | 0.0 s |");
    // The cost chart: one bar per job, in dollars.
    const costStart = body.indexOf("```text", body.indexOf("Cost per job"));
    const costBars = body.slice(costStart + 8, body.indexOf("\n```", costStart)).split("\n");
    expect(costBars[0]).toMatch(/^:test_tube: Unit {2}█{30} 0\.0585 USD$/);
    expect(costBars[1]).toMatch(/^:eslint: Lint +█+[▏▎▍▌▋▊▉]? +0\.0040 USD$/);
    // Running it again (a retried last step) replaces it: still one annotation.
    await jobai(["usage", "--annotate"]);
    expect(await emu().annotations()).toHaveLength(1);
  });

  it("reads the usage a real summary recorded, beside the others", async () => {
    addJobs(emu(), [{ id: "job-deploy", name: "Deploy" }]);
    const log = join(work, "deploy.log");
    writeFileSync(log, "error: connection refused\nexit 1\n");
    const summary = await jobai(["summarize", "--log", log], { SERVICE_JOB_ID: "job-deploy" });
    expect(summary.exitCode, summary.stderr).toBe(0);
    expect(Object.keys(await emu().metaData())).toContain("jobai-job-deploy-usage");
    const result = await jobai(["usage", "--json"]);
    const out = JSON.parse(result.stdout);
    expect(out.jobs).toHaveLength(1);
    expect(out.jobs[0]).toMatchObject({ job: "job-deploy", label: "Deploy", requests: 1 });
    expect(out.jobs[0].countedInputTokens).toBeGreaterThan(0);
    expect(out.jobs[0].outputTokens).toBeGreaterThan(0);
  });

  it("costs by kind at a prices file's prices; an unpriced model's cost is unknown, never 0", async () => {
    addJobs(emu(), [{ id: "job-agent", name: "Agent" }]);
    await setMetaData(
      "jobai-job-agent-relay-usage",
      JSON.stringify({
        version: 2,
        models: [
          {
            model: "claude-sonnet-4-6",
            requests: 2,
            inputTokens: 1_000_000,
            cacheWriteFiveMinuteTokens: 1_000_000,
            cacheWriteOneHourTokens: 1_000_000,
            cacheReadTokens: 1_000_000,
            outputTokens: 1_000_000,
            waitedMs: 0,
          },
          {
            model: "claude-haiku-5-5",
            requests: 1,
            inputTokens: 10,
            cacheWriteFiveMinuteTokens: 0,
            cacheWriteOneHourTokens: 0,
            cacheReadTokens: 0,
            outputTokens: 10,
            waitedMs: 0,
          },
        ],
      }),
    );
    const prices = join(work, "prices.json");
    writeFileSync(
      prices,
      JSON.stringify({
        "claude-sonnet-4-6": {
          input: 1,
          output: 10,
          cache_write_5m: 100,
          cache_write_1h: 1000,
          cache_read: 10000,
        },
      }),
    );
    const result = await jobai(["usage", "--json"], { JOBAI_PRICES: prices });
    expect(result.exitCode, result.stderr).toBe(0);
    const out = JSON.parse(result.stdout);
    const row = (model: string) => out.jobs.find((job: { model: string }) => job.model === model);
    expect(row("claude-sonnet-4-6")).toMatchObject({
      label: "Agent (relay)",
      countedInputTokens: 3_000_000,
      cacheWriteTokens: 2_000_000,
      costUsd: 11_111,
    });
    expect(row("claude-haiku-5-5")).toMatchObject({ costUsd: null, pricedCostUsd: 0 });
    expect(out.total).toMatchObject({ costUsd: null, pricedCostUsd: 11_111 });
    const table = await jobai(["usage"], { JOBAI_PRICES: prices });
    expect(table.stdout).toMatch(/Agent \(relay\)\s+claude-haiku-5-5\s+1\s+10\s+0\s+0\s+10\s+unknown\s/);
    expect(table.stdout).toMatch(/\(build total\).*unknown \(11111\.00 USD priced\)/);
    // A bad prices file: exit 2, naming the file and the fix; nothing fetched.
    writeFileSync(prices, "{");
    const bad = await jobai(["usage"], { JOBAI_PRICES: prices });
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toContain(`JOBAI_PRICES names ${prices}, which is not valid JSON`);
  });

  it("a build without usage says so on stderr, prints no table and posts nothing", async () => {
    await setMetaData("release-version", "1.2.3");
    const table = await jobai(["usage"]);
    expect(table.exitCode).toBe(0);
    expect(table.stdout).toBe("");
    expect(table.stderr).toContain(`build #${emu().env.SERVICE_BUILD_NUMBER} has no usage records`);
    const json = await jobai(["usage", "--json"]);
    expect(JSON.parse(json.stdout)).toMatchObject({
      jobs: [],
      models: [],
      skipped: [],
      total: { requests: 0 },
    });
    const annotate = await jobai(["usage", "--annotate"]);
    expect(annotate.exitCode).toBe(0);
    expect(annotate.stderr).toContain("no annotation posted");
    expect(await emu().annotations()).toEqual([]);
  });

  it("skips garbled and hostile values with a warning, never crashes, and leaks no secret", async () => {
    const token = emu().jobToken;
    const apiToken = emu().env.SERVICE_API_TOKEN ?? "";
    addJobs(emu(), [{ id: "job-ok", name: `Deploy ${token}` }]);
    await setMetaData(
      "jobai-job-ok-usage",
      record({ model: `m|<b>${apiToken}`, inputTokens: 10, outputTokens: 1, requests: 1 }),
    );
    const hostile: Record<string, string> = {
      "jobai-not-json-usage": `{"model": "x", ${token}`,
      "jobai-list-usage": "[1,2,3]",
      "jobai-negative-usage": record({ inputTokens: -5, outputTokens: 1, requests: 1 }),
      "jobai-huge-usage": record({ inputTokens: 1e300, outputTokens: 1, requests: 1 }),
      "jobai-text-usage": record({ inputTokens: "12", outputTokens: 1, requests: 1 }),
      "jobai-null-usage": "null",
      "jobai-proto-usage": '{"__proto__":{"requests":5},"model":"x"}',
      "jobai-deep-usage": `${"[".repeat(5000)}${"]".repeat(5000)}`,
      "jobai-big-usage": record({ inputTokens: 1, outputTokens: 1, requests: 1, pad: "x".repeat(90_000) }),
    };
    for (const [key, value] of Object.entries(hostile)) await setMetaData(key, value);
    const result = await jobai(["usage", "--json"]);
    expect(result.exitCode, result.stderr).toBe(0);
    const out = JSON.parse(result.stdout);
    // The well-formed record is read; its padding does not matter; every garbled one is skipped.
    expect(out.jobs.map((job: { job: string }) => job.job).sort()).toEqual(["big", "job-ok"]);
    expect(out.skipped.map((skip: { key: string }) => skip.key).sort()).toEqual(
      Object.keys(hostile)
        .filter((key) => key !== "jobai-big-usage")
        .sort(),
    );
    expect(out.total.requests).toBe(2);
    for (const key of Object.keys(hostile).filter((key) => key !== "jobai-big-usage")) {
      expect(result.stderr).toContain(`jobai: warning: skipped meta-data key ${key}: its value is`);
    }
    const annotated = await jobai(["usage", "--annotate"]);
    expect(annotated.exitCode, annotated.stderr).toBe(0);
    const body = (await emu().annotations())[0]?.body ?? "";
    // Markdown from a value stays text: no HTML, no extra table cell.
    expect(body).toContain("m\\|\\<b\\>");
    expect(body).toContain("8 meta-data keys skipped");
    const table = await jobai(["usage"]);
    for (const text of [
      result.stdout,
      result.stderr,
      annotated.stdout,
      annotated.stderr,
      body,
      table.stdout,
      table.stderr,
    ]) {
      expect(text).not.toContain(token);
      expect(text).not.toContain(apiToken);
    }
    expect(table.stdout).toContain("[REDACTED]");
  });
});

describe("jobai usage: bad input", { timeout: 90_000 }, () => {
  it("a build number that is not one, or --annotate on another build: exit 2, nothing posted", async () => {
    const notNumber = await jobai(["usage", "--build", "0"]);
    expect(notNumber.exitCode).toBe(2);
    expect(notNumber.stderr).toContain("--build must be a build number");
    const outside = await jobai(["usage"], { SERVICE_BUILD_NUMBER: undefined });
    expect(outside.exitCode).toBe(2);
    expect(outside.stderr).toContain("--build is needed");
    const other = await jobai(["usage", "--build", "999", "--annotate"]);
    expect(other.exitCode).toBe(2);
    expect(other.stderr).toContain("--annotate posts on the running job's build");
    expect(await emu().annotations()).toEqual([]);
    const missing = await jobai(["usage", "--build", "999"]);
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toMatch(/404|not found/i);
  });
});
