/**
 * The prices jobai ships, in USD per million tokens, for the models it knows (the emulator's
 * catalogue, src/emulator/provider/models.ts, and DEFAULT_MODEL). Each entry names its source and
 * the date it was read. A model whose price is not published as one price per kind of token is left
 * out: its cost is unknown (`null`), never a guess; a user prices it in their own file
 * (JOBAI_PRICES, plugin option `prices`: docs/usage.md).
 *
 * The provider's price page: https://platform.claude.com/docs/en/about-claude/pricing ("Model
 * pricing": base input, 5m cache writes, 1h cache writes, cache hits and refreshes, output), and
 * each model's overview page (https://platform.claude.com/docs/<lang>/models/<model>/overview,
 * "Pricing"). Read on 2026-11-28 through the search tool's stored copies of those pages.
 */
import type { ModelPrice } from "./cost.js";

/** A model's prices and the other names (dated id, alias) the provider accepts for it. */
export interface DefaultPrice {
  aliases: readonly string[];
  input: number;
  output: number;
  cache_write_5m: number;
  cache_write_1h: number;
  cache_read: number;
}

export const DEFAULT_PRICES: Readonly<Record<string, DefaultPrice>> = {
  // https://platform.claude.com/docs/zh-CN/models/opus-5-5/overview, "Pricing" (2026-11-28):
  // $4 in, $20 out, 5m write $5, 1h write $8, cache read $0.20 (0.05x input, not the usual 0.1x).
  "claude-opus-5-5": price([], 4, 20, 5, 8, 0.2),
  // https://platform.claude.com/docs/zh-CN/models/sonnet-5-5/overview, "Pricing" (2026-11-28): $2 in,
  // $10 out, writes $2.50 (5m) and $4 (1h). Its cache read there is $0.20, but the provider cut it to
  // $0.10 (0.05x input) on 2026-10-07: the price page as summarised by docs.rs/synaps 0.10.2 (read
  // 2026-11-28) and three price trackers of the time (kurofune/claudit v1.9.2, TheKrush/PromptFuel
  // v1.0.23, mahype/token-stats v0.3.2) agree on $0.10; the model page's copy predates the cut.
  "claude-sonnet-5-5": price([], 2, 10, 2.5, 4, 0.1),
  // claude-haiku-5-5 is left unpriced: its price depends on each request's prompt length ($0.10 in
  // and $0.50 out up to 100,000 prompt tokens, $0.50 and $2.50 above, on every token of the
  // request: https://platform.claude.com/docs/about-claude/models/whats-new-opus-5 says "From
  // $0.10 / $0.50"), which one price per kind cannot say. A build that uses it short prompts only
  // can price it in its own file.
  //
  // https://platform.claude.com/docs/zh-CN/models/sonnet-5/overview, "Pricing" (2026-11-28). Its
  // launch price ($2 / $10 until 2026-08-31) became the standard price: the rise to $3 / $15 once
  // announced for 2026-09-01 was called off (kurofune/claudit v1.8.1, 2026-09-02).
  "claude-sonnet-5": price([], 2, 10, 2.5, 4, 0.2),
  // https://platform.claude.com/docs/en/about-claude/pricing, "Model pricing", and
  // https://platform.claude.com/docs/zh-CN/models/opus-5/overview, "Pricing" (2026-11-28).
  "claude-opus-5": price([], 5, 25, 6.25, 10, 0.5),
  // https://platform.claude.com/docs/en/about-claude/pricing, "Model pricing" (2026-11-28): Opus 4.8,
  // 4.7, 4.6 and 4.5 share one row of prices.
  "claude-opus-4-8": price([], 5, 25, 6.25, 10, 0.5),
  "claude-opus-4-7": price([], 5, 25, 6.25, 10, 0.5),
  "claude-opus-4-6": price([], 5, 25, 6.25, 10, 0.5),
  "claude-opus-4-5-20251101": price(["claude-opus-4-5"], 5, 25, 6.25, 10, 0.5),
  // https://platform.claude.com/docs/en/about-claude/pricing, "Model pricing" (2026-11-28): Sonnet 4.6
  // and 4.5 at $3 / $15, writes $3.75 (5m) and $6 (1h), reads $0.30. Their long-context prices (over
  // 200K input tokens) need the 1M-context beta header, which the proxy does not forward (spec:
  // the one forwarded beta), so no request through it pays them.
  "claude-sonnet-4-6": price([], 3, 15, 3.75, 6, 0.3),
  "claude-sonnet-4-5-20250929": price(["claude-sonnet-4-5"], 3, 15, 3.75, 6, 0.3),
  // https://platform.claude.com/docs/en/about-claude/pricing, "Model pricing" (2026-11-28).
  "claude-haiku-4-5-20251001": price(["claude-haiku-4-5"], 1, 5, 1.25, 2, 0.1),
};

function price(
  aliases: readonly string[],
  input: number,
  output: number,
  cache_write_5m: number,
  cache_write_1h: number,
  cache_read: number,
): DefaultPrice {
  return { aliases, input, output, cache_write_5m, cache_write_1h, cache_read };
}

/** The other name of a model (an alias or a dated id) -> the id its price is kept under. */
export const PRICE_ALIASES: ReadonlyMap<string, string> = new Map(
  Object.entries(DEFAULT_PRICES).flatMap(([id, entry]) => entry.aliases.map((alias) => [alias, id] as const)),
);

/** The shipped table, without the aliases. */
export function defaultPriceTable(): Map<string, ModelPrice> {
  const table = new Map<string, ModelPrice>();
  for (const [id, { aliases: _aliases, ...prices }] of Object.entries(DEFAULT_PRICES)) table.set(id, prices);
  return table;
}
