/**
 * Spend limits in every way in (issue 30, item 4), against the emulator on 127.0.0.1 with a price
 * file of the test's own: the real SDK through createClient (non-streamed and streamed answers
 * settled at their real cost, a request past the limit refused with a SpendLimitError and never
 * sent), a job's limit beside the build's, an unpriced model refused with the fix, `jobai ask`
 * (exit 1, one line), the relay through curl (a 400 invalid_request_error in the provider's
 * envelope, not retried), and count_tokens, which costs nothing, passing.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { resolveSettings } from "../../src/config/settings.js";
import { type StartedEmulator, startEmulator } from "../../src/emulator/index.js";
import { SpendLimitError } from "../../src/index.js";
import { createSpendLedger, storeKey } from "../../src/limit/create.js";
import { createLimiter } from "../../src/limit/index.js";
import { UnpricedModelError } from "../../src/limit/spend-errors.js";
import { createFileLedger } from "../../src/limit/spend-file.js";
import { toUsage } from "../../src/limit/usage.js";
import { logger } from "../../src/log.js";
import { createClient } from "../../src/provider/client.js";
import { gateFromSettings } from "../../src/relay/settings-gate.js";
import { costOfUsage, loadPrices } from "../../src/usage/prices.js";
import { runJobai } from "../helpers/cli.js";
import { startRelayFor } from "../relay/relay-for-emulator.js";

const MODEL = "claude-haiku-4-5";
const PRICE = { input: 1000, output: 5000, cache_write_5m: 1250, cache_write_1h: 2000, cache_read: 100 };

let emulator: StartedEmulator;
let pricesFile: string;
beforeAll(async () => {
  const work = mkdtempSync(join(tmpdir(), "jobai-spend-limit-"));
  pricesFile = join(work, "prices.json");
  writeFileSync(pricesFile, JSON.stringify({ [MODEL]: PRICE }));
  emulator = await startEmulator();
});
afterAll(async () => {
  await emulator?.close();
});

const messagesSent = () =>
  emulator.traffic.filter((t) => t.surface === "proxy" && /\/v1\/messages$/.test(t.path.split("?")[0] ?? ""))
    .length;
const costOf = (usage: unknown) =>
  costOfUsage(loadPrices({ file: pricesFile }), MODEL, toUsage(usage)) as number;

/** A job of its own build, its limiter in this process's memory. */
function jobEnv(build: string, extra: Record<string, string> = {}) {
  return {
    ...emulator.env,
    SERVICE_BUILD_ID: build,
    JOBAI_LIMIT_STORE: "memory",
    JOBAI_PRICES: pricesFile,
    ...extra,
  };
}

async function spentOf(env: Record<string, string>, job = "any") {
  const settings = resolveSettings({ store: "memory" }, {}, {});
  const view = await createSpendLedger(settings, { key: storeKey(env) }).view({
    build: env.SERVICE_BUILD_ID as string,
    job,
  });
  return view;
}

describe("createClient under a spend limit", () => {
  test("answers until the build's limit, settled at the real cost (JSON and streamed); the next request is refused and never sent", async () => {
    const env = jobEnv(`build-client-${Date.now()}`, { JOBAI_SPEND_LIMIT_BUILD: "0.5" });
    const client = createClient({ env, warn: () => {} });
    const usages: unknown[] = [];
    let refused: unknown;
    try {
      for (let i = 0; i < 40 && !refused; i++) {
        const params = {
          model: MODEL,
          max_tokens: 40,
          messages: [{ role: "user" as const, content: `how much is ${i} plus ${i}?` }],
        };
        const before = messagesSent();
        try {
          const message =
            i % 2 === 0
              ? await client.messages.create(params)
              : await client.messages.stream(params).finalMessage();
          usages.push(message.usage);
        } catch (error) {
          refused = error;
          expect(messagesSent()).toBe(before);
        }
      }
    } finally {
      await client.close();
    }
    expect(refused).toBeInstanceOf(SpendLimitError);
    const error = refused as SpendLimitError;
    const spent = usages.reduce<number>((sum, usage) => sum + costOf(usage), 0);
    expect(error).toMatchObject({ scope: "build", limit: 0.5 });
    expect(error.spent).toBeCloseTo(spent, 5);
    // Refused only because its worst case (40 output tokens at $5,000 per million: $0.20) did not fit.
    expect(error.spent + error.cost).toBeGreaterThan(0.5);
    expect(error.cost).toBeGreaterThanOrEqual(0.2);
    expect(error.message).toMatch(
      /^the build's spend limit of \$0\.50 is reached: the build has spent \$0\.\d\d and this request may cost up to \$0\.2\d, so it was not sent; raise JOBAI_SPEND_LIMIT_BUILD \(plugin option spend-limit.build\) to spend more/,
    );
    expect(usages.length).toBeGreaterThanOrEqual(4);
    const view = await spentOf(env);
    expect(view.build.held).toBe(0);
    expect(view.build.spent / 1e6).toBeCloseTo(spent, 5);
  });

  test("a job's limit stops that job while another job of the build still spends", async () => {
    const build = `build-jobs-${Date.now()}`;
    const ask = (client: ReturnType<typeof createClient>) =>
      client.messages.create({ model: MODEL, max_tokens: 20, messages: [{ role: "user", content: "hi" }] });
    const first = createClient({
      env: jobEnv(build, { SERVICE_JOB_ID: "job-a", JOBAI_SPEND_LIMIT_JOB: "0.15" }),
      warn: () => {},
    });
    const second = createClient({
      env: jobEnv(build, { SERVICE_JOB_ID: "job-b", JOBAI_SPEND_LIMIT_JOB: "0.15" }),
      warn: () => {},
    });
    try {
      let error: unknown;
      for (let i = 0; i < 20 && !error; i++) {
        try {
          await ask(first);
        } catch (caught) {
          error = caught;
        }
      }
      expect(error).toBeInstanceOf(SpendLimitError);
      expect(error).toMatchObject({ scope: "job", limit: 0.15 });
      expect((error as Error).message).toMatch(
        /the job's spend limit of \$0\.15 is reached.*raise JOBAI_SPEND_LIMIT_JOB/,
      );
      await expect(ask(second)).resolves.toMatchObject({ type: "message" });
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  test("six clients of one build at once on the file store spend no more than the limit plus one request", async () => {
    const stateDir = mkdtempSync(join(tmpdir(), "jobai-spend-six-"));
    const build = `build-six-${Date.now()}`;
    const clients = Array.from({ length: 6 }, (_, i) =>
      createClient({
        env: jobEnv(build, {
          SERVICE_JOB_ID: `job-${i}`,
          JOBAI_LIMIT_STORE: "file",
          JOBAI_STATE_DIR: stateDir,
          JOBAI_SPEND_LIMIT_BUILD: "0.2",
        }),
        warn: () => {},
        maxRetries: 0,
      }),
    );
    const usages: unknown[] = [];
    const refusals: unknown[] = [];
    try {
      await Promise.all(
        clients.map(async (client, i) => {
          for (let n = 0; n < 10; n++) {
            try {
              const message = await client.messages.create({
                model: MODEL,
                max_tokens: 8,
                messages: [{ role: "user", content: `client ${i} asks ${n}` }],
              });
              usages.push(message.usage);
            } catch (error) {
              refusals.push(error);
              return;
            }
          }
        }),
      );
    } finally {
      await Promise.all(clients.map((client) => client.close()));
    }
    expect(refusals).toHaveLength(6);
    for (const error of refusals) expect(error).toMatchObject({ name: "SpendLimitError", scope: "build" });
    const costs = usages.map(costOf);
    const spent = costs.reduce((sum, cost) => sum + cost, 0);
    expect(spent).toBeLessThanOrEqual(0.2 + Math.max(...costs) + 1e-9);
    expect(usages.length).toBeGreaterThanOrEqual(3);
    const ledger = createFileLedger({ dir: stateDir, key: storeKey(jobEnv(build)) });
    const view = await ledger.view({ build, job: "job-0" });
    expect(view.build.held).toBe(0);
    expect(view.build.spent / 1e6).toBeCloseTo(spent, 5);
  });

  test("with the limiter store off, the spend limit still holds (in this process)", async () => {
    const env = jobEnv(`build-off-${Date.now()}`, {
      JOBAI_LIMIT_STORE: "off",
      JOBAI_SPEND_LIMIT_BUILD: "0.01",
    });
    const client = createClient({ env, warn: () => {} });
    try {
      await expect(
        client.messages.create({
          model: MODEL,
          max_tokens: 100,
          messages: [{ role: "user", content: "hi" }],
        }),
      ).rejects.toBeInstanceOf(SpendLimitError);
    } finally {
      await client.close();
    }
  });

  test("a model without a price is refused under a spend limit, naming the fix; nothing is sent", async () => {
    const env = jobEnv(`build-unpriced-${Date.now()}`, { JOBAI_SPEND_LIMIT_BUILD: "5" });
    const client = createClient({ env, warn: () => {} });
    const before = messagesSent();
    try {
      const call = client.messages.create({
        model: "claude-haiku-5-5",
        max_tokens: 20,
        messages: [{ role: "user", content: "hi" }],
      });
      await expect(call).rejects.toBeInstanceOf(UnpricedModelError);
      await expect(call).rejects.toThrow(/claude-haiku-5-5 has no price.*add its price .* JOBAI_PRICES/);
      expect(messagesSent()).toBe(before);
      // count_tokens costs nothing: it passes.
      await expect(
        client.messages.countTokens({
          model: "claude-haiku-5-5",
          messages: [{ role: "user", content: "hi" }],
        }),
      ).resolves.toMatchObject({ input_tokens: expect.any(Number) });
    } finally {
      await client.close();
    }
  });
});

describe("jobai ask under a spend limit", () => {
  test("exit 1 with one line naming the limit, what the build spent and how to raise it; nothing sent", async () => {
    const stateDir = mkdtempSync(join(tmpdir(), "jobai-spend-ask-"));
    const env = {
      ...jobEnv(`build-ask-${Date.now()}`, { JOBAI_SPEND_LIMIT_BUILD: "1" }),
      JOBAI_LIMIT_STORE: "file",
      JOBAI_STATE_DIR: stateDir,
    };
    // Another job of the build spent $0.95 already.
    const ledger = createFileLedger({ dir: stateDir, key: storeKey(env) });
    await ledger.settle({ build: env.SERVICE_BUILD_ID, job: "other-job" }, "earlier", 950_000, 60_000);
    const before = messagesSent();
    const run = await runJobai(["ask", "--model", MODEL, "--max-tokens", "100", "What is 2 + 2?"], { env });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toBe("");
    const lines = run.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^jobai: the build's spend limit of \$1\.00 is reached: the build has spent \$0\.95 and this request may cost up to \$0\.\d+, so it was not sent; raise JOBAI_SPEND_LIMIT_BUILD \(plugin option spend-limit\.build\) to spend more/,
    );
    expect(run.stderr).not.toContain(emulator.jobToken);
    expect(messagesSent()).toBe(before);

    // `jobai limits` shows the account: the build's $0.95 of $1.00, nothing held.
    const limits = await runJobai(["limits"], { env });
    expect(limits.exitCode).toBe(0);
    expect(limits.stdout).toContain("spend limit: build $0.95 of $1.00\n");
    const json = JSON.parse((await runJobai(["limits", "--json"], { env })).stdout);
    expect(json.spend).toEqual({ build: { limit: 1, spent: 0.95, held: 0 } });
  });
});

describe("the relay under a spend limit", () => {
  test("curl gets a 400 invalid_request_error in the provider's envelope naming the spend limit; the proxy sees nothing", async () => {
    const env = jobEnv(`build-relay-${Date.now()}`);
    const limiter = createLimiter({ store: "memory", spendLimitBuild: 0.01, prices: pricesFile, env });
    const relay = await startRelayFor(emulator, limiter);
    const before = messagesSent();
    try {
      const body = JSON.stringify({
        model: MODEL,
        max_tokens: 1000,
        messages: [{ role: "user", content: "hi" }],
      });
      const curl = await execa(
        "curl",
        [
          "-sS",
          "-w",
          "\\n%{http_code}",
          "-H",
          `x-api-key: ${relay.key}`,
          "-H",
          "content-type: application/json",
          "-H",
          "anthropic-version: 2023-06-01",
          "--data-binary",
          body,
          `${relay.url}/v1/messages`,
        ],
        { reject: false },
      );
      const [json, status] = curl.stdout.split("\n");
      expect(status).toBe("400");
      const envelope = JSON.parse(json ?? "{}");
      expect(envelope).toMatchObject({ type: "error", error: { type: "invalid_request_error" } });
      expect(envelope.error.message).toMatch(
        /^the build's spend limit of \$0\.01 is reached: .*raise JOBAI_SPEND_LIMIT_BUILD/,
      );
      expect(messagesSent()).toBe(before);
    } finally {
      await relay.close({ drainMs: 100 });
      await limiter.close();
    }
  });
});

describe("the relay's gate from the settings (jobai relay)", () => {
  test("with the store off but a spend limit set, the gate holds the limit: a request past it is refused before it is sent", async () => {
    const settings = resolveSettings({ store: "off", spendLimitBuild: 0.01, prices: pricesFile }, {}, {});
    const gate = gateFromSettings(settings, logger());
    try {
      const body = Buffer.from(
        JSON.stringify({ model: MODEL, max_tokens: 1000, messages: [{ role: "user", content: "hi" }] }),
      );
      await expect(
        gate.enter({ method: "POST", path: "/v1/messages", body }, new AbortController().signal),
      ).rejects.toBeInstanceOf(SpendLimitError);
      // count_tokens costs nothing: it passes.
      const free = await gate.enter(
        { method: "POST", path: "/v1/messages/count_tokens", body },
        new AbortController().signal,
      );
      free.unsent();
    } finally {
      await gate.close?.();
    }
  });
});
