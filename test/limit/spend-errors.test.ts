/**
 * The spend limit's errors keep the project's error shape (src/errors.ts, src/rest/errors.ts): a
 * name that survives bundle chunks with its guard, the CLI's exit code, typed fields, the cause, and
 * nothing from outside input unredacted: a model name from a request body and a store's own words.
 * Through the real spend gate (memory and file ledgers, the default prices).
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { isUsageError } from "../../src/errors.js";
import { createMemoryLedger } from "../../src/limit/spend-account.js";
import {
  isSpendCheckError,
  isSpendLimitError,
  isUnpricedModelError,
  SpendCheckError,
  SpendLimitError,
  UnpricedModelError,
} from "../../src/limit/spend-errors.js";
import { createFileLedger } from "../../src/limit/spend-file.js";
import { type CostOfUsage, createSpendGate } from "../../src/limit/spend-gate.js";
import { costOfUsage } from "../../src/usage/cost.js";
import { loadPrices } from "../../src/usage/prices.js";

/** A token of a known provider format: redact() finds it by its shape, wherever it appears. */
const TOKEN = `sk-ant-api03-${"Zq7".repeat(30)}AA`;
const account = { build: "build-errors", job: "job-errors" };
const prices = loadPrices({ env: {} });
const costOf: CostOfUsage = (model, usage) => costOfUsage(prices, model, usage);
const ask = (model: string) => ({ model, inputTokens: 1000, cacheWrite: "none" as const, maxTokens: 1000 });

describe("the spend limit's errors", () => {
  test("a model without a price: a UsageError (exit 2) naming the fix, the model redacted and cut", async () => {
    const gate = createSpendGate({ ledger: createMemoryLedger(), limits: { build: 5 }, account, costOf });
    const refused = await gate.hold(ask(`my-model-${TOKEN}`)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UnpricedModelError);
    const error = refused as UnpricedModelError;
    expect(isUsageError(error) && isUnpricedModelError(error)).toBe(true);
    expect(error.exitCode).toBe(2);
    expect(error.message).toMatch(/^the model \S+ has no price, .*JOBAI_PRICES/);
    expect(error.message).not.toContain(TOKEN.slice(8));
    expect(error.model).not.toContain(TOKEN.slice(8));
    expect(JSON.stringify(error)).not.toContain(TOKEN.slice(8));

    const long = await gate.hold(ask("m".repeat(100_000))).then(
      () => new Error("held"),
      (e: unknown) => e as Error,
    );
    expect(long.message.length).toBeLessThan(600);
    // A model name of an ordinary length is quoted as it is (the message users see is unchanged).
    const plain = await gate.hold(ask("claude-haiku-5-5")).then(
      () => new Error("held"),
      (e: unknown) => e as Error,
    );
    expect(plain.message).toMatch(/^the model claude-haiku-5-5 has no price/);
    await gate.close();
  });

  test("a store that fails: a SpendCheckError (exit 1) with the cause, its words redacted", async () => {
    // A state directory whose parent is a file: the file ledger's store fails, and its error quotes
    // the path, which here holds a token.
    const root = mkdtempSync(join(tmpdir(), "jobai-spend-errors-"));
    writeFileSync(join(root, "a-file"), "");
    const dir = join(root, "a-file", TOKEN);
    const gate = createSpendGate({
      ledger: createFileLedger({ dir, key: "errors" }),
      limits: { build: 5 },
      account,
      costOf,
    });
    const refused = await gate.hold(ask("claude-sonnet-4-5")).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SpendCheckError);
    const error = refused as SpendCheckError;
    expect(isSpendCheckError(error)).toBe(true);
    expect(isUsageError(error)).toBe(false);
    expect(error.exitCode).toBe(1);
    expect(error.message).toMatch(/^the spend limit could not be checked, so the request was not sent: /);
    expect(error.message).not.toContain(TOKEN.slice(8));
    expect(error.cause).toBeInstanceOf(Error);
    await gate.close();
  });

  test("a refusal at the limit: a SpendLimitError with its facts as fields, its name for the guard", async () => {
    const gate = createSpendGate({ ledger: createMemoryLedger(), limits: { job: 0.001 }, account, costOf });
    const refused = await gate.hold(ask("claude-sonnet-4-5")).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SpendLimitError);
    const error = refused as SpendLimitError;
    expect(isSpendLimitError(error)).toBe(true);
    expect(error).toMatchObject({
      name: "SpendLimitError",
      exitCode: 1,
      scope: "job",
      limit: 0.001,
      spent: 0,
    });
    expect(error.cost).toBeGreaterThan(0.001);
    expect(error.message).toMatch(
      /^the job's spend limit of \$0\.0010 is reached: .* raise JOBAI_SPEND_LIMIT_JOB/,
    );
    await gate.close();
  });
});
