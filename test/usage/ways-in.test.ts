/**
 * Every way in keeps its usage on the build (issue 30, item 2): `jobai ask` and `jobai count-tokens`
 * as real CLI processes, `createClient` in a job script with the real SDK, each against the emulator
 * over 127.0.0.1. The record equals what the proxy answered, split by kind (cache writes by TTL);
 * processes of one job recording at once lose nothing; a failed record is a warning, never a
 * failed call.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type Anthropic from "@anthropic-ai/sdk";
import { afterAll, describe, expect, it } from "vitest";
import { createClient } from "../../src/provider/client.js";
import { costOfTokens, defaultPrices } from "../../src/usage/prices.js";
import { parseUsageValue, type UsageRow } from "../../src/usage/usage-entry.js";
import { runJobai } from "../helpers/cli.js";
import { runJobaiInProcess } from "../helpers/cli-in-process.js";
import { useEmulator } from "../helpers/emulator.js";

const work = mkdtempSync(join(tmpdir(), "jobai-ways-in-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const emu = useEmulator();
let run = 0;

/** The emulator's job environment with a state directory of the test's own. */
function jobEnv(extra: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return { ...emu().env, JOBAI_STATE_DIR: join(work, `state-${++run}`), ...extra };
}

async function record(key: string): Promise<UsageRow[]> {
  const value = (await emu().metaData())[key];
  expect(value, `meta-data ${key}`).toBeDefined();
  const parsed = parseUsageValue(value);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.rows;
}

/** A message's usage as a row (one request), as the provider split it. */
function rowOf(model: string, usage: Anthropic.Usage): UsageRow {
  const hour = usage.cache_creation?.ephemeral_1h_input_tokens ?? 0;
  return {
    model,
    requests: 1,
    inputTokens: usage.input_tokens,
    cacheWriteFiveMinuteTokens: (usage.cache_creation_input_tokens ?? 0) - hour,
    cacheWriteOneHourTokens: hour,
    cacheReadTokens: usage.cache_read_input_tokens ?? 0,
    outputTokens: usage.output_tokens,
    waitedMs: 0,
  };
}

function sum(rows: UsageRow[]): Omit<UsageRow, "model"> {
  const total = {
    requests: 0,
    inputTokens: 0,
    cacheWriteFiveMinuteTokens: 0,
    cacheWriteOneHourTokens: 0,
    cacheReadTokens: 0,
    outputTokens: 0,
    waitedMs: 0,
  };
  for (const row of rows)
    for (const field of Object.keys(total) as (keyof typeof total)[]) total[field] += row[field];
  return total;
}

describe("every way in records its usage on the build", { timeout: 90_000 }, () => {
  it("jobai ask: one row of the model asked, equal to the answer's usage; six at once lose nothing", async () => {
    const env = jobEnv();
    const key = `jobai-${env.SERVICE_JOB_ID}-ask-usage`;
    const asks = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        runJobai(["ask", "--json", "--model", "claude-haiku-4-5", `question number ${i}`], {
          env,
          timeout: 60_000,
        }),
      ),
    );
    for (const ask of asks) expect(ask.exitCode, ask.stderr).toBe(0);
    const answered = asks.map((ask) => rowOf("claude-haiku-4-5", JSON.parse(ask.stdout).usage));
    const rows = await record(key);
    expect(rows.map((row) => row.model)).toEqual(["claude-haiku-4-5"]);
    expect({ ...sum(rows), waitedMs: 0 }).toEqual(sum(answered));
    expect(sum(rows).requests).toBe(6);
  });

  it("jobai count-tokens: one request, no tokens", async () => {
    const env = jobEnv();
    const count = await runJobaiInProcess(["count-tokens", "how many tokens is this?"], {
      env,
      timeout: 30_000,
    });
    expect(count.exitCode, count.stderr).toBe(0);
    expect(Number(count.stdout)).toBeGreaterThan(0);
    const rows = await record(`jobai-${env.SERVICE_JOB_ID}-count-tokens-usage`);
    expect(rows).toEqual([
      {
        model: "claude-sonnet-4-6",
        requests: 1,
        inputTokens: 0,
        cacheWriteFiveMinuteTokens: 0,
        cacheWriteOneHourTokens: 0,
        cacheReadTokens: 0,
        outputTokens: 0,
        waitedMs: 0,
      },
    ]);
  });

  it("createClient in a job script: streamed and plain answers, cache writes by TTL, kept by close()", async () => {
    const env = jobEnv();
    const client = createClient({ env });
    const system: Anthropic.TextBlockParam[] = [
      {
        type: "text",
        text: "You review CI logs. ".repeat(400),
        cache_control: { type: "ephemeral", ttl: "1h" },
      },
    ];
    const messages: Anthropic.MessageParam[] = [{ role: "user", content: "Why did the build fail?" }];
    const answers: UsageRow[] = [];
    try {
      const first = await client.messages.create({
        model: "claude-sonnet-4-6",
        max_tokens: 50,
        system,
        messages,
      });
      answers.push(rowOf("claude-sonnet-4-6", first.usage));
      const streamed = await client.messages
        .stream({ model: "claude-sonnet-4-6", max_tokens: 50, system, messages })
        .finalMessage();
      answers.push(rowOf("claude-sonnet-4-6", streamed.usage));
      const other = await client.messages.create({ model: "claude-opus-4-8", max_tokens: 20, messages });
      answers.push(rowOf("claude-opus-4-8", other.usage));
    } finally {
      await client.close();
    }
    // The first wrote the system prompt to the cache for an hour; the second read it.
    expect(answers[0]?.cacheWriteOneHourTokens).toBeGreaterThan(1000);
    expect(answers[1]?.cacheReadTokens).toBeGreaterThan(1000);
    const rows = await record(`jobai-${env.SERVICE_JOB_ID}-library-usage`);
    expect(rows).toEqual([
      { ...sum(answers.slice(0, 2)), model: "claude-sonnet-4-6" },
      { ...sum(answers.slice(2)), model: "claude-opus-4-8" },
    ]);
    // The emulator knows the prices: its proxy's counters cost what it answered, as jobai does.
    const prices = defaultPrices();
    const cost = answers.reduce((usd, row) => usd + (costOfTokens(prices, row.model, row) ?? Number.NaN), 0);
    expect(cost).toBeGreaterThan(0);
    expect(emu().proxy.counters().costUsd).toBeCloseTo(cost, 12);
  });

  it("the emulator's cost is unknown (null), never 0, once a model without a price is answered", async () => {
    const client = createClient({ env: jobEnv({ SERVICE_JOB_ID: undefined }) });
    try {
      await client.messages.create({
        model: "claude-sonnet-4-6",
        max_tokens: 10,
        messages: [{ role: "user", content: "hi" }],
      });
      expect(emu().proxy.counters().costUsd).toBeGreaterThan(0);
      await client.messages.create({
        model: "claude-haiku-5-5",
        max_tokens: 10,
        messages: [{ role: "user", content: "hi" }],
      });
      expect(emu().proxy.counters().costUsd).toBeNull();
    } finally {
      await client.close();
    }
  });

  it("a summary under the plugin's model (ANTHROPIC_MODEL, JOBAI_MODEL) records that model and its cost", async () => {
    // The environment hook exports the plugin's `model` as ANTHROPIC_MODEL: the model id is not a
    // secret, so the record names it and `jobai usage` prices it (it was "[REDACTED]", unknown).
    const env = jobEnv({ ANTHROPIC_MODEL: "claude-sonnet-4-6", JOBAI_MODEL: "claude-sonnet-4-6" });
    const log = join(work, `failed-${run}.log`);
    writeFileSync(log, "not ok 1 - adds\nError: expected 2, got 3\n");
    const summary = await runJobaiInProcess(["summarize", "--log", log], { env, timeout: 60_000 });
    expect(summary.exitCode, summary.stderr).toBe(0);
    expect(summary.stdout).toContain("1 request to claude-sonnet-4-6");
    const rows = await record(`jobai-${env.SERVICE_JOB_ID}-usage`);
    expect(rows.map((row) => row.model)).toEqual(["claude-sonnet-4-6"]);
    const usage = await runJobaiInProcess(["usage", "--json"], { env, timeout: 30_000 });
    expect(usage.exitCode, usage.stderr).toBe(0);
    const total = JSON.parse(usage.stdout).total;
    expect(total.costUsd).toBeGreaterThan(0);
    expect(usage.stdout).not.toContain("[REDACTED]");
  });

  it("outside a job nothing is recorded; an agent CLI that fails is one warning and the answer stands", async () => {
    const outside = await runJobaiInProcess(["ask", "hello"], { env: jobEnv({ SERVICE_JOB_ID: undefined }) });
    expect(outside.exitCode, outside.stderr).toBe(0);
    expect(await emu().metaData()).toEqual({});
    // A child process: the warning is said once per process.
    const failing = await runJobai(["ask", "hello"], {
      env: jobEnv({ JOBAI_AGENT_BIN: "/nonexistent/service-agent" }),
      timeout: 30_000,
    });
    expect(failing.exitCode, failing.stderr).toBe(0);
    expect(failing.stdout.length).toBeGreaterThan(0);
    expect(failing.stderr).toContain(
      "jobai: warning: the model usage of this 'jobai ask' was not kept as the build's meta-data",
    );
    expect(failing.stderr).not.toContain(emu().jobToken);
  });
});
