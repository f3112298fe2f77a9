/**
 * Prices: the arithmetic per kind of token against a price file of the test's own, cache writes by
 * TTL as the response says them, `null` (never 0) for a model without a price, a user's file over
 * the defaults keyed by id or alias, and a bad file refused naming the file, the field and the fix.
 */
import { existsSync, mkdtempSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveSettings } from "../../src/config/settings.js";
import { isUsageError } from "../../src/errors.js";
import { createSseUsageReader, toUsage, usageFromMessage } from "../../src/limit/usage.js";
import { DEFAULT_PRICES } from "../../src/usage/default-prices.js";
import {
  costOfTokens,
  costOfUsage,
  emptySplit,
  loadPrices,
  priceOf,
  pricesOf,
  tokenSplit,
} from "../../src/usage/prices.js";

const dir = mkdtempSync(join(tmpdir(), "jobai-prices-"));

function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
}

/** Prices of the test's own: each kind a different power of ten, so a mixed-up kind shows. */
const own = {
  "test-model": { input: 1, output: 10, cache_write_5m: 100, cache_write_1h: 1000, cache_read: 10000 },
};

/** Every error's text, for asserting what a UsageError says. */
function errorOf(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected an error");
}

describe("costOfTokens: the arithmetic per kind", () => {
  const prices = loadPrices({ file: file("own.json", own), env: {} });

  it.each([
    ["input", { inputTokens: 1_000_000 }, 1],
    ["output", { outputTokens: 1_000_000 }, 10],
    ["5-minute cache writes", { cacheWriteFiveMinuteTokens: 1_000_000 }, 100],
    ["1-hour cache writes", { cacheWriteOneHourTokens: 1_000_000 }, 1000],
    ["cache reads", { cacheReadTokens: 1_000_000 }, 10000],
  ])("%s: a million tokens cost the file's price", (_kind, tokens, usd) => {
    expect(costOfTokens(prices, "test-model", { ...emptySplit(), ...tokens })).toBeCloseTo(usd, 9);
  });

  it("sums the kinds, each at its own price", () => {
    const split = {
      inputTokens: 3,
      cacheWriteFiveMinuteTokens: 5,
      cacheWriteOneHourTokens: 7,
      cacheReadTokens: 11,
      outputTokens: 13,
    };
    const usd = (3 * 1 + 13 * 10 + 5 * 100 + 7 * 1000 + 11 * 10000) / 1e6;
    expect(costOfTokens(prices, "test-model", split)).toBeCloseTo(usd, 12);
  });

  it("no tokens cost 0 for a priced model, and null (unknown) for one without a price", () => {
    expect(costOfTokens(prices, "test-model", emptySplit())).toBe(0);
    expect(costOfTokens(prices, "no-such-model", emptySplit())).toBeNull();
    expect(costOfTokens(prices, "no-such-model", { ...emptySplit(), outputTokens: 5 })).toBeNull();
  });
});

describe("costOfUsage: a response's usage split by TTL", () => {
  const prices = loadPrices({ file: file("own-usage.json", own), env: {} });

  it("cache_creation's 1-hour part at the 1h price, its 5-minute part at the 5m price", () => {
    const usage = usageFromMessage({
      usage: {
        input_tokens: 2,
        cache_creation_input_tokens: 30,
        cache_creation: { ephemeral_5m_input_tokens: 10, ephemeral_1h_input_tokens: 20 },
        cache_read_input_tokens: 4,
        output_tokens: 5,
      },
    });
    expect(usage).toBeDefined();
    if (!usage) return;
    expect(tokenSplit(usage)).toEqual({
      inputTokens: 2,
      cacheWriteFiveMinuteTokens: 10,
      cacheWriteOneHourTokens: 20,
      cacheReadTokens: 4,
      outputTokens: 5,
    });
    expect(costOfUsage(prices, "test-model", usage)).toBeCloseTo(
      (2 * 1 + 10 * 100 + 20 * 1000 + 4 * 10000 + 5 * 10) / 1e6,
      12,
    );
  });

  it("plain cache_creation_input_tokens count as 5-minute writes", () => {
    const usage = toUsage({ input_tokens: 0, cache_creation_input_tokens: 1_000_000, output_tokens: 0 });
    expect(tokenSplit(usage).cacheWriteFiveMinuteTokens).toBe(1_000_000);
    expect(tokenSplit(usage).cacheWriteOneHourTokens).toBe(0);
    expect(costOfUsage(prices, "test-model", usage)).toBeCloseTo(100, 9);
  });

  it("a split without the total still counts its writes (and the proxy's counted input)", () => {
    const usage = toUsage({
      input_tokens: 1,
      cache_creation: { ephemeral_5m_input_tokens: 3, ephemeral_1h_input_tokens: 4 },
    });
    expect(usage.cacheCreationInputTokens).toBe(7);
    expect(tokenSplit(usage)).toMatchObject({ cacheWriteFiveMinuteTokens: 3, cacheWriteOneHourTokens: 4 });
  });

  it("a streamed response's split, from message_start, survives message_delta", () => {
    const reader = createSseUsageReader();
    const start = {
      type: "message_start",
      message: {
        usage: {
          input_tokens: 5,
          cache_creation_input_tokens: 9,
          cache_creation: { ephemeral_5m_input_tokens: 0, ephemeral_1h_input_tokens: 9 },
          output_tokens: 1,
        },
      },
    };
    const end = { type: "message_delta", usage: { output_tokens: 8 } };
    reader.push(`event: message_start\ndata: ${JSON.stringify(start)}\n\n`);
    reader.push(`event: message_delta\ndata: ${JSON.stringify(end)}\n\n`);
    reader.end();
    expect(reader.usage && tokenSplit(reader.usage)).toEqual({
      inputTokens: 5,
      cacheWriteFiveMinuteTokens: 0,
      cacheWriteOneHourTokens: 9,
      cacheReadTokens: 0,
      outputTokens: 8,
    });
  });

  it("an unpriced model's usage costs null", () => {
    expect(
      costOfUsage(prices, "claude-haiku-5-5", toUsage({ input_tokens: 10, output_tokens: 10 })),
    ).toBeNull();
  });
});

describe("the shipped prices", () => {
  it("price the default model and the dated ids by their aliases", () => {
    const prices = loadPrices({ env: {} });
    expect(priceOf(prices, "claude-sonnet-4-6")).toEqual({
      input: 3,
      output: 15,
      cache_write_5m: 3.75,
      cache_write_1h: 6,
      cache_read: 0.3,
    });
    expect(priceOf(prices, "claude-opus-4-5")).toEqual(priceOf(prices, "claude-opus-4-5-20251101"));
    expect(priceOf(prices, "claude-haiku-5-5")).toBeUndefined();
  });

  it("every entry holds its prices in the order the provider lists them (writes above input, reads below)", () => {
    for (const [model, price] of Object.entries(DEFAULT_PRICES)) {
      expect(price.cache_write_5m, model).toBeGreaterThan(price.input);
      expect(price.cache_write_1h, model).toBeGreaterThan(price.cache_write_5m);
      expect(price.cache_read, model).toBeLessThan(price.input);
      expect(price.output, model).toBeGreaterThan(price.input);
    }
  });
});

describe("a user's prices file", () => {
  it("overrides a default by alias and adds a model, the rest staying the shipped ones", () => {
    const path = file("user.json", {
      "claude-sonnet-4-5": { input: 9, output: 9, cache_write_5m: 9, cache_write_1h: 9, cache_read: 9 },
      "claude-haiku-5-5": {
        input: 0.1,
        output: 0.5,
        cache_write_5m: 0.125,
        cache_write_1h: 0.2,
        cache_read: 0.01,
      },
    });
    const prices = loadPrices({ env: { JOBAI_PRICES: path } });
    expect(priceOf(prices, "claude-sonnet-4-5-20250929")?.input).toBe(9);
    expect(priceOf(prices, "claude-sonnet-4-5")?.input).toBe(9);
    expect(priceOf(prices, "claude-haiku-5-5")?.cache_read).toBe(0.01);
    expect(priceOf(prices, "claude-sonnet-4-6")?.input).toBe(3);
  });

  it("comes from --prices, then the plugin option prices, then JOBAI_PRICES", () => {
    const a = file("a.json", own);
    const b = file("b.json", {});
    const env = { JOBAI_PRICES: b, SERVICE_PLUGIN_CONFIGURATION: "" };
    expect(resolveSettings({}, {}, env).prices).toEqual({ file: b, source: "JOBAI_PRICES" });
    expect(resolveSettings({}, { prices: a }, env).prices).toEqual({
      file: a,
      source: "the plugin option prices",
    });
    expect(resolveSettings({ prices: b }, { prices: a }, env).prices?.file).toBe(b);
    const settings = resolveSettings({}, { prices: a }, env);
    expect(priceOf(pricesOf({ settings }), "test-model")?.output).toBe(10);
  });

  it.each([
    ["missing.json", undefined, /missing\.json, which cannot be read \(ENOENT\): create it/],
    ["not-json.json", "{ nope", /not-json\.json, which is not valid JSON .*write it as a JSON object/],
    ["list.json", [1, 2], /list\.json: it is not a JSON object of prices per model/],
    [
      "missing-field.json",
      { m: { input: 1, output: 1, cache_write_5m: 1, cache_write_1h: 1 } },
      /missing-field\.json: m\.cache_read is missing: give each model all five prices .*cache_read/,
    ],
    [
      "text-price.json",
      { m: { input: "3", output: 1, cache_write_5m: 1, cache_write_1h: 1, cache_read: 1 } },
      /text-price\.json: m\.input must be a number of US dollars per million tokens: write it as a number/,
    ],
    [
      "negative.json",
      { m: { input: -1, output: 1, cache_write_5m: 1, cache_write_1h: 1, cache_read: 1 } },
      /negative\.json: m\.input must be at least 0/,
    ],
    [
      "typo.json",
      { m: { input: 1, output: 1, cache_write: 1, cache_write_5m: 1, cache_write_1h: 1, cache_read: 1 } },
      /typo\.json: m has the unknown field 'cache_write': give each model all five prices/,
    ],
    [
      "bad-key.json",
      { "claude`rm -rf`": { input: 1, output: 1, cache_write_5m: 1, cache_write_1h: 1, cache_read: 1 } },
      /bad-key\.json: 'claude`rm -rf`' is not a model id .*key each entry by a model id/,
    ],
  ])("%s is a UsageError naming the file, the field and the fix", (name, content, message) => {
    const path = content === undefined ? join(dir, name) : file(name, content);
    const error = errorOf(() => loadPrices({ env: { JOBAI_PRICES: path } }));
    expect(isUsageError(error)).toBe(true);
    expect(error.message).toMatch(/^JOBAI_PRICES names /);
    expect(error.message).toMatch(message);
  });

  it("a file over 1 MiB is refused before it is read: a 3 GiB sparse file is the same one-line UsageError", () => {
    const path = join(dir, "huge.json");
    writeFileSync(path, "");
    truncateSync(path, 3 * 1024 ** 3); // sparse: no disk used; read whole, it failed with ERR_FS_FILE_TOO_LARGE
    const error = errorOf(() => loadPrices({ env: { JOBAI_PRICES: path } }));
    expect(isUsageError(error)).toBe(true);
    expect(error.message).toBe(
      `JOBAI_PRICES names ${path}, which is over 1 MiB: a prices file holds one small entry per model`,
    );
  });

  it.skipIf(!existsSync("/dev/zero"))("a device such as /dev/zero is refused, not read for ever", () => {
    const error = errorOf(() => loadPrices({ env: { JOBAI_PRICES: "/dev/zero" } }));
    expect(isUsageError(error)).toBe(true);
    expect(error.message).toMatch(
      /^JOBAI_PRICES names \/dev\/zero, which is not a regular file: give the path of a JSON file/,
    );
  });
});
