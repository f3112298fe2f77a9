/**
 * What tokens cost: a price table per model in USD per million tokens (`input`, `output`,
 * `cache_write_5m`, `cache_write_1h`, `cache_read`), the shipped defaults (default-prices.ts) under
 * a user's file (JOBAI_PRICES, plugin option `prices`), and the arithmetic from usage to dollars.
 * Usage and prices are kept apart (DESIGN.md, "Cost is usage times a price"): records hold tokens by
 * kind, and dollars are worked out where they are shown. A model without a price costs `null`
 * (unknown), never 0: a total that silently left it out would read as a real figure.
 */
import { readFileSync } from "node:fs";
import * as z from "zod";
import type { JobContext } from "../config/job-context.js";
import { MODEL_ID, resolvePricesFile } from "../config/settings.js";
import { UsageError } from "../errors.js";
import type { Usage } from "../limit/usage.js";
import { defaultPriceTable, PRICE_ALIASES } from "./default-prices.js";

/** The most a price may be (USD per million tokens): above it a value is a typo (cents for dollars...). */
const MAX_PRICE = 100_000;

const PRICE_FIELDS = ["input", "output", "cache_write_5m", "cache_write_1h", "cache_read"] as const;

const usd = z
  .number({
    error: (issue) =>
      issue.input === undefined ? "is missing" : "must be a number of US dollars per million tokens",
  })
  .nonnegative({ error: "must be at least 0" })
  .max(MAX_PRICE, { error: `must be at most ${MAX_PRICE} (US dollars per million tokens, not per token)` });

/** One model's prices, USD per million tokens of each kind. */
export const modelPriceSchema = z.strictObject({
  input: usd.describe("Input tokens that are neither written to nor read from the prompt cache."),
  output: usd.describe("Output tokens."),
  cache_write_5m: usd.describe("Tokens written to the prompt cache with the default 5-minute TTL."),
  cache_write_1h: usd.describe("Tokens written to the prompt cache with a 1-hour TTL."),
  cache_read: usd.describe("Tokens read from the prompt cache (cache hits and refreshes)."),
});
export type ModelPrice = z.infer<typeof modelPriceSchema>;

/** A prices file: the same shape as the table, keyed by model id or alias. */
export const pricesFileSchema = z.record(
  z.string().regex(MODEL_ID, { error: "is not a model id (letters, digits and . - _ : @ / only)" }),
  modelPriceSchema,
);

/** Prices by model id (an alias is kept under the id it names: see `priceOf`). */
export type PriceTable = ReadonlyMap<string, ModelPrice>;

/** Tokens by how they are priced: what a usage record keeps and what a cost is made of. */
export interface TokenSplit {
  /** Input tokens neither written to nor read from the cache. */
  inputTokens: number;
  cacheWrite5mTokens: number;
  cacheWrite1hTokens: number;
  cacheReadTokens: number;
  outputTokens: number;
}

export const emptySplit = (): TokenSplit => ({
  inputTokens: 0,
  cacheWrite5mTokens: 0,
  cacheWrite1hTokens: 0,
  cacheReadTokens: 0,
  outputTokens: 0,
});

/**
 * A response's usage split as prices need it: cache writes by TTL where the response said
 * (`cache_creation.ephemeral_1h_input_tokens`), the rest of `cache_creation_input_tokens` as 5-minute
 * writes (the default TTL, and what a response without the split wrote).
 */
export function tokenSplit(usage: Usage): TokenSplit {
  const writes = usage.cacheCreationInputTokens;
  const hour = Math.min(usage.cacheCreation1hInputTokens ?? 0, writes);
  return {
    inputTokens: usage.inputTokens,
    cacheWrite5mTokens: writes - hour,
    cacheWrite1hTokens: hour,
    cacheReadTokens: usage.cacheReadInputTokens,
    outputTokens: usage.outputTokens,
  };
}

/** Add `split` into `into`. */
export function addSplit(into: TokenSplit, split: TokenSplit): void {
  into.inputTokens += split.inputTokens;
  into.cacheWrite5mTokens += split.cacheWrite5mTokens;
  into.cacheWrite1hTokens += split.cacheWrite1hTokens;
  into.cacheReadTokens += split.cacheReadTokens;
  into.outputTokens += split.outputTokens;
}

/** The id a model's price is kept under: its own, or the one its alias (or dated id) names. */
export const priceKey = (model: string): string => PRICE_ALIASES.get(model) ?? model;

/** A model's prices, by id or alias; undefined when the table has none. */
export function priceOf(prices: PriceTable, model: string): ModelPrice | undefined {
  return prices.get(priceKey(model)) ?? prices.get(model);
}

/** What `split` costs at `price`, in USD. */
export function costAt(price: ModelPrice, split: TokenSplit): number {
  return (
    (split.inputTokens * price.input +
      split.cacheWrite5mTokens * price.cache_write_5m +
      split.cacheWrite1hTokens * price.cache_write_1h +
      split.cacheReadTokens * price.cache_read +
      split.outputTokens * price.output) /
    1_000_000
  );
}

/** What tokens of `model` cost in USD, or null when the model has no price (unknown, never 0). */
export function costOfTokens(prices: PriceTable, model: string, split: TokenSplit): number | null {
  const price = priceOf(prices, model);
  return price === undefined ? null : costAt(price, split);
}

/** What one response's usage cost in USD, or null when the model has no price. */
export function costOfUsage(prices: PriceTable, model: string, usage: Usage): number | null {
  return costOfTokens(prices, model, tokenSplit(usage));
}

/** The shipped prices (default-prices.ts), with no file over them. */
export const defaultPrices = (): PriceTable => defaultPriceTable();

export interface LoadPricesOptions {
  /** The environment, for JOBAI_PRICES when `file` is not given. Default process.env. */
  env?: NodeJS.ProcessEnv | undefined;
  /** A prices file; wins over JOBAI_PRICES. */
  file?: string | undefined;
  /** How the file was named, for errors. Default `JOBAI_PRICES`, or `the prices file` for `file`. */
  source?: string | undefined;
}

/** Largest prices file read: a table of every model there is fits in a few KiB. */
const MAX_FILE_BYTES = 1024 * 1024;

/**
 * The price table: the shipped defaults, overridden and extended by the user's file (`file`, else
 * JOBAI_PRICES), keyed by model id or alias. A file that cannot be read, is not JSON or is not a
 * table of prices throws a UsageError naming the file, the field and the fix.
 */
export function loadPrices(options: LoadPricesOptions = {}): PriceTable {
  const named =
    options.file === undefined
      ? resolvePricesFile({}, {}, options.env ?? process.env)
      : { file: options.file, source: options.source ?? "the prices file" };
  const table = new Map(defaultPriceTable());
  if (named === undefined) return table;
  const entries = readPricesFile(named.file, options.source ?? named.source);
  for (const [model, price] of Object.entries(entries)) table.set(priceKey(model), price);
  return table;
}

const contextPrices = new WeakMap<object, PriceTable>();

/**
 * The prices of a way in's job: its settings' file (`--prices`, plugin option `prices`,
 * JOBAI_PRICES) over the defaults, read once per context. Throws the UsageError of a bad file.
 */
export function pricesOf(context: Pick<JobContext, "settings">): PriceTable {
  const known = contextPrices.get(context);
  if (known) return known;
  const named = context.settings.prices;
  const table = named ? loadPrices({ file: named.file, source: named.source }) : defaultPrices();
  contextPrices.set(context, table);
  return table;
}

const EXAMPLE =
  '{"claude-sonnet-4-6": {"input": 3, "output": 15, "cache_write_5m": 3.75, "cache_write_1h": 6, "cache_read": 0.3}}';

function readPricesFile(file: string, source: string): Record<string, ModelPrice> {
  const where = `${source} names ${file}`;
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "error";
    throw new UsageError(
      `${where}, which cannot be read (${code}): create it as a JSON object of prices per model, like ${EXAMPLE}, or unset ${source}`,
    );
  }
  if (Buffer.byteLength(text) > MAX_FILE_BYTES) {
    throw new UsageError(`${where}, which is over 1 MiB: a prices file holds one small entry per model`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new UsageError(
      `${where}, which is not valid JSON (${(error as Error).message}): write it as a JSON object of prices per model, like ${EXAMPLE}`,
    );
  }
  const parsed = pricesFileSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.slice(0, 10).map((issue) => `${where}: ${describeIssue(issue)}`);
  throw new UsageError([...new Set(lines)].join("\n"));
}

const FIELDS_FIX = `give each model all five prices in US dollars per million tokens: ${PRICE_FIELDS.join(", ")}`;

/** One line per problem: the field, what is wrong and the fix (never the rejected value: it may be anything). */
function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String);
  const field = path.join(".");
  if (path.length === 0) {
    return `it is not a JSON object of prices per model: write it like ${EXAMPLE}`;
  }
  if (issue.code === "invalid_key") {
    return `'${path[0]}' is not a model id (letters, digits and . - _ : @ / only): key each entry by a model id or alias such as claude-sonnet-4-6`;
  }
  if (issue.code === "unrecognized_keys") {
    const keys = issue.keys.map((key) => `'${key}'`).join(", ");
    return `${field} has the unknown field ${keys}: ${FIELDS_FIX}`;
  }
  if (path.length === 1) return `${field} is not an object of prices: ${FIELDS_FIX}`;
  if (issue.message === "is missing") return `${field} is missing: ${FIELDS_FIX}`;
  return `${field} ${issue.message}: write it as a number, e.g. 0.3 for $0.30 per million tokens`;
}
