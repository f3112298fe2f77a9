import { ProviderError } from "./error-types.js";

/** A model as `GET /v1/models` lists it. */
export interface ModelInfo {
  type: "model";
  id: string;
  display_name: string;
  created_at: string;
}

/**
 * The models the emulated provider serves, newest first: the ids @anthropic-ai/sdk 1.12 knows,
 * with dated ids for the older ones and the aliases the provider also accepts. Dates are the
 * emulator's own (display only).
 *
 * `cacheMin` is the shortest prefix the provider caches for the model (prompt caching, "Cache
 * limitations": https://platform.claude.com/docs/en/build-with-claude/prompt-caching, its table
 * as quoted in anthropics/anthropic-sdk-python#1194 and by docs.litellm.ai/docs/completion/prompt_caching,
 * 2026-10): 512 for Opus 5; 1,024 for Sonnet 5, Opus 4.8, Sonnet 4.6 and 4.5; 4,096 for Opus 4.7,
 * 4.6 and 4.5 and Haiku 4.5 (one secondary source gives 2,048 for Opus 4.7; three give 4,096).
 * The 5.5 models are not in the tables found: they take their predecessor's value (marked).
 */
const CATALOG: CatalogEntry[] = [
  entry("claude-sonnet-5-5", "Claude Sonnet 5.5", "2026-09-01T00:00:00Z", [], 128_000, 1_024), // as Sonnet 5
  entry("claude-opus-5-5", "Claude Opus 5.5", "2026-09-01T00:00:00Z", [], 128_000, 512), // as Opus 5
  entry("claude-haiku-5-5", "Claude Haiku 5.5", "2026-09-01T00:00:00Z", [], 64_000, 4_096), // as Haiku 4.5
  entry("claude-sonnet-5", "Claude Sonnet 5", "2026-05-01T00:00:00Z", [], 128_000, 1_024),
  entry("claude-opus-5", "Claude Opus 5", "2026-05-01T00:00:00Z", [], 128_000, 512),
  entry("claude-opus-4-8", "Claude Opus 4.8", "2026-03-01T00:00:00Z", [], 64_000, 1_024),
  entry("claude-opus-4-7", "Claude Opus 4.7", "2026-02-01T00:00:00Z", [], 64_000, 4_096),
  entry("claude-sonnet-4-6", "Claude Sonnet 4.6", "2026-01-15T00:00:00Z", [], 64_000, 1_024),
  entry("claude-opus-4-6", "Claude Opus 4.6", "2026-01-15T00:00:00Z", [], 64_000, 4_096),
  entry(
    "claude-opus-4-5-20251101",
    "Claude Opus 4.5",
    "2025-11-24T00:00:00Z",
    ["claude-opus-4-5"],
    64_000,
    4_096,
  ),
  entry(
    "claude-haiku-4-5-20251001",
    "Claude Haiku 4.5",
    "2025-10-15T00:00:00Z",
    ["claude-haiku-4-5"],
    64_000,
    4_096,
  ),
  entry(
    "claude-sonnet-4-5-20250929",
    "Claude Sonnet 4.5",
    "2025-09-29T00:00:00Z",
    ["claude-sonnet-4-5"],
    64_000,
    1_024,
  ),
];

interface CatalogEntry {
  model: ModelInfo;
  aliases: string[];
  maxOutput: number;
  /** The shortest prefix (tokens) the provider caches for this model. */
  cacheMin: number;
}

function entry(
  id: string,
  name: string,
  created: string,
  aliases: string[],
  maxOutput: number,
  cacheMin: number,
): CatalogEntry {
  return { model: model(id, name, created), aliases, maxOutput, cacheMin };
}

function model(id: string, display_name: string, created_at: string): ModelInfo {
  return { type: "model", id, display_name, created_at };
}

/** The catalog entry for a model id or alias, or the provider's not_found_error. */
export function findModel(id: string): CatalogEntry {
  const entry = lookup(id);
  if (!entry) throw new ProviderError("not_found_error", `model: ${id}`);
  return entry;
}

/**
 * The shortest prefix the provider caches for a model id or alias. An unknown id gets 1,024, the
 * documented value of most models (the provider answers it with not_found_error anyway).
 */
export function cacheMinTokens(id: string): number {
  return lookup(id)?.cacheMin ?? 1_024;
}

/** The model's own id for an id or alias (an alias and its id share one prompt cache); else `id`. */
export function canonicalModelId(id: string): string {
  return lookup(id)?.model.id ?? id;
}

function lookup(id: string): CatalogEntry | undefined {
  return CATALOG.find((item) => item.model.id === id || item.aliases.includes(id));
}

/** `GET /v1/models` with the provider's cursor pagination (`limit`, `after_id`, `before_id`). */
export function listModels(query: URLSearchParams) {
  const limitText = query.get("limit");
  const limit = limitText === null ? 20 : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
    throw new ProviderError("invalid_request_error", "limit: Input should be between 1 and 1000");
  }
  const all = CATALOG.map((item) => item.model);
  const after = query.get("after_id");
  const before = query.get("before_id");
  let page: ModelInfo[];
  if (before) {
    const end = all.findIndex((item) => item.id === before);
    page = end < 0 ? [] : all.slice(Math.max(0, end - limit), end);
  } else {
    const start = after ? all.findIndex((item) => item.id === after) + 1 : 0;
    page = start <= 0 && after ? [] : all.slice(start, start + limit);
  }
  const lastIndex = page.length ? all.findIndex((item) => item.id === page.at(-1)?.id) : -1;
  const firstIndex = page.length ? all.findIndex((item) => item.id === page[0]?.id) : -1;
  return {
    data: page,
    has_more: before ? firstIndex > 0 : lastIndex >= 0 && lastIndex < all.length - 1,
    first_id: page[0]?.id ?? null,
    last_id: page.at(-1)?.id ?? null,
  };
}
