/**
 * What tokens cost: a price table per model in USD per million tokens (`input`, `output`,
 * `cache_write_5m`, `cache_write_1h`, `cache_read`), the shipped defaults (default-prices.ts) under
 * a user's file (JOBAI_PRICES, plugin option `prices`), and the arithmetic from usage to dollars.
 * Usage and prices are kept apart (the design's "cost is usage times a price"): records hold tokens by
 * kind, and dollars are worked out where they are shown. A model without a price costs `null`
 * (unknown), never 0: a total that silently left it out would read as a real figure.
 */
import { readFileSync, statSync } from "node:fs";
import * as z from "zod";
import type { JobContext } from "../config/job-context.js";
import { MODEL_ID, resolvePricesFile } from "../config/settings.js";
import { UsageError } from "../errors.js";
import { type ModelPrice, type PriceTable, priceKey } from "./cost.js";
import { defaultPriceTable } from "./default-prices.js";

export {
  addSplit,
  costAt,
  costOfTokens,
  costOfUsage,
  emptySplit,
  formatUsd,
  type PriceTable,
  priceKey,
  priceOf,
  type TokenSplit,
  tokenSplit,
} from "./cost.js";

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
export type { ModelPrice } from "./cost.js";

/** A prices file: the same shape as the table, keyed by model id or alias. */
export const pricesFileSchema = z.record(
  z.string().regex(MODEL_ID, { error: "is not a model id (letters, digits and . - _ : @ / only)" }),
  modelPriceSchema,
);

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
    // Size and kind before reading: `/dev/zero`, a FIFO or a 2 GB file was read whole (or for ever)
    // before the 1 MiB check below could refuse it.
    const stat = statSync(file);
    if (stat.isFile() && stat.size > MAX_FILE_BYTES) {
      throw new UsageError(`${where}, which is over 1 MiB: a prices file holds one small entry per model`);
    }
    if (!stat.isFile() && !stat.isDirectory()) {
      throw new UsageError(
        `${where}, which is not a regular file: give the path of a JSON file of prices per model, like ${EXAMPLE}`,
      );
    }
    text = readFileSync(file, "utf8");
  } catch (error) {
    if (error instanceof UsageError) throw error;
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

/**
 * `pricesOf` for a line that only shows a cost beside the usage (a summary's footer, the relay's
 * stop line): a bad prices file is one warning and no cost, never the step's work lost to it.
 */
export function pricesOrWarn(
  context: Pick<JobContext, "settings">,
  warn: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): PriceTable | undefined {
  try {
    return pricesOf(context);
  } catch (error) {
    warn(`jobai: warning: no cost shown: ${(error as Error).message}`);
    return undefined;
  }
}
