/**
 * The arithmetic from tokens to dollars, without zod or files (the relay's start and the CLI's
 * lines load it): prices.ts reads and checks the table.
 */
import type { Usage } from "../limit/usage.js";
import { PRICE_ALIASES } from "./default-prices.js";

/** One model's prices, USD per million tokens of each kind (prices.ts `modelPriceSchema`). */
export interface ModelPrice {
  input: number;
  output: number;
  cache_write_5m: number;
  cache_write_1h: number;
  cache_read: number;
}

/** Prices by model id (an alias is kept under the id it names: see `priceOf`). */
export type PriceTable = ReadonlyMap<string, ModelPrice>;

/** Tokens by how they are priced: what a usage record keeps and what a cost is made of. */
export interface TokenSplit {
  /** Input tokens neither written to nor read from the cache. */
  inputTokens: number;
  cacheWriteFiveMinuteTokens: number;
  cacheWriteOneHourTokens: number;
  cacheReadTokens: number;
  outputTokens: number;
}

export const emptySplit = (): TokenSplit => ({
  inputTokens: 0,
  cacheWriteFiveMinuteTokens: 0,
  cacheWriteOneHourTokens: 0,
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
  const hour = Math.min(usage.cacheCreationOneHourInputTokens ?? 0, writes);
  return {
    inputTokens: usage.inputTokens,
    cacheWriteFiveMinuteTokens: writes - hour,
    cacheWriteOneHourTokens: hour,
    cacheReadTokens: usage.cacheReadInputTokens,
    outputTokens: usage.outputTokens,
  };
}

/** Add `split` into `into`. */
export function addSplit(into: TokenSplit, split: TokenSplit): void {
  into.inputTokens += split.inputTokens;
  into.cacheWriteFiveMinuteTokens += split.cacheWriteFiveMinuteTokens;
  into.cacheWriteOneHourTokens += split.cacheWriteOneHourTokens;
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
      split.cacheWriteFiveMinuteTokens * price.cache_write_5m +
      split.cacheWriteOneHourTokens * price.cache_write_1h +
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

/**
 * Dollars for people: `0.0123 USD` (four decimals under a dollar: one request is often a fraction
 * of a cent), `12.34 USD` above; `unknown` for null (a model without a price), never 0. Written
 * with the unit after the number: `$0.0647` on a line about tokens is taken for a secret by the
 * generic detector three times in four (measured over 2,000 random costs), and every line that
 * leaves jobai is redacted.
 */
export function formatUsd(usd: number | null): string {
  if (usd === null) return "unknown";
  if (usd === 0) return "0.00 USD";
  if (usd < 0.0001) return "<0.0001 USD";
  return usd < 1 ? `${usd.toFixed(4)} USD` : `${usd.toFixed(2)} USD`;
}
