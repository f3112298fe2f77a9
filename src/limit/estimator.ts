/**
 * A conservative estimate of a messages request's counted input tokens, from its JSON body, before
 * it is sent. The proxy charges what the provider's tokenizer counts, which is not public for
 * current models; the estimate is built to sit above real BPE tokenizers (measured against
 * @anthropic-ai/tokenizer on a corpus of real bodies: bench/limiter-estimator.bench.js), then
 * corrected by the ratio of what the provider reported to what was estimated.
 */

export interface EstimateOptions {
  /** Allowance per image block (default 1,600: a full-size image, ~1.15 megapixels / 750). */
  imageTokens?: number;
  /** Allowance per document block with a base64 or URL source (default 4,000: a few PDF pages). */
  documentTokens?: number;
  /** Per message, for the role and separators (default 8). */
  messageTokens?: number;
  /** Per request, for the framing around system and tools (default 16). */
  requestTokens?: number;
}

const DEFAULTS: Required<EstimateOptions> = {
  imageTokens: 1600,
  documentTokens: 4000,
  messageTokens: 8,
  requestTokens: 16,
};

/**
 * Character classes the scan tells apart. The first three form runs (a word, a number, blanks) and
 * are counted when the run ends; the others count one by one.
 */
enum Kind {
  Letter = 0,
  Digit = 1,
  Space = 2,
  Newline = 3,
  Symbol = 4,
  Other = 5,
}

/** The class of each ASCII code; anything above 127 is Other. A table: the scan reads it per character. */
const ASCII_KIND = (() => {
  const table = new Uint8Array(128).fill(Kind.Symbol);
  for (let code = 97; code <= 122; code++) table[code] = Kind.Letter;
  for (let code = 65; code <= 90; code++) table[code] = Kind.Letter;
  for (let code = 48; code <= 57; code++) table[code] = Kind.Digit;
  table[32] = Kind.Space;
  table[9] = Kind.Space;
  table[10] = Kind.Newline;
  table[13] = Kind.Newline;
  return table;
})();

function isSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdfff;
}

/** Tokens of a run of `length` letters, digits or blanks. */
function runTokens(kind: Kind, length: number): number {
  if (kind === Kind.Letter) return Math.ceil(length / 4);
  if (kind === Kind.Digit) return Math.ceil(length / 2);
  return length === 1 ? 0 : Math.ceil(length / 4);
}

/**
 * Tokens of a text, counted high: a run of ASCII letters one per started 4 characters (BPE
 * tokenizers average about 4 for English words, more for common ones); a run of digits one per
 * started 2; every ASCII symbol one (BPE merges many, e.g. `();`); a single space before a word
 * free, longer runs of blanks one per started 4; every line break one; other characters one per
 * UTF-16 unit (accents, emoji halves), two for characters of three UTF-8 bytes (box drawing, CJK).
 * Linear in the text's length, and on the relay's and the middleware's path for every request
 * (about 0.25 ms per 100 KB), so it is one loop over char codes with no allocation.
 */
export function estimateTextTokens(text: string): number {
  let tokens = 0;
  let run = 0;
  let runKind = Kind.Other;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const kind: Kind = code < 128 ? (ASCII_KIND[code] as Kind) : Kind.Other;
    if (kind === runKind && kind <= Kind.Space) {
      run++;
      continue;
    }
    if (run > 0) tokens += runTokens(runKind, run);
    runKind = kind;
    if (kind <= Kind.Space) {
      run = 1;
      continue;
    }
    run = 0;
    // Characters of three UTF-8 bytes (box drawing, CJK, symbols) often split into two tokens.
    tokens += kind === Kind.Other && code >= 0x800 && !isSurrogate(code) ? 2 : 1;
  }
  if (run > 0) tokens += runTokens(runKind, run);
  return tokens;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Tokens of a JSON value written out (tool inputs, schemas, unknown blocks). */
function jsonTokens(value: unknown): number {
  if (value === undefined) return 0;
  return estimateTextTokens(JSON.stringify(value as Json) ?? "");
}

function blockTokens(block: unknown, options: Required<EstimateOptions>): number {
  if (typeof block === "string") return estimateTextTokens(block);
  if (!isObject(block)) return jsonTokens(block);
  switch (block.type) {
    case "text":
      return estimateTextTokens(String(block.text ?? ""));
    case "image":
      return options.imageTokens;
    case "document": {
      const source = isObject(block.source) ? block.source : {};
      const text =
        source.type === "text"
          ? estimateTextTokens(String(source.data ?? ""))
          : source.type === "content"
            ? contentTokens(source.content, options)
            : options.documentTokens;
      return (
        text + estimateTextTokens(String(block.title ?? "")) + estimateTextTokens(String(block.context ?? ""))
      );
    }
    case "tool_use":
    case "server_tool_use":
      return estimateTextTokens(String(block.name ?? "")) + jsonTokens(block.input) + 8;
    case "tool_result":
      return contentTokens(block.content, options) + 8;
    case "thinking":
      return estimateTextTokens(String(block.thinking ?? ""));
    case "redacted_thinking":
      return estimateTextTokens(String(block.data ?? ""));
    default: {
      // Unknown or future blocks: count their JSON, without base64 payloads, plus allowances.
      const { source, ...rest } = block;
      return jsonTokens(rest) + (source === undefined ? 0 : options.documentTokens);
    }
  }
}

function contentTokens(content: unknown, options: Required<EstimateOptions>): number {
  if (content === undefined || content === null) return 0;
  if (typeof content === "string") return estimateTextTokens(content);
  if (Array.isArray(content))
    return content.reduce((sum: number, block) => sum + blockTokens(block, options), 0);
  return blockTokens(content, options);
}

/** One content block of a prompt as the estimate and the prompt-cache model see it. */
export interface PromptBlock {
  /** Where it sits: a tool definition, a system block, or a block of a message (with its role). */
  part: "tool" | "system" | "user" | "assistant";
  /** The block as sent (a string system or message content is one text block). */
  block: unknown;
  /** Its estimated tokens, framing included (a message's first block carries the message's). */
  tokens: number;
}

function blocksOfContent(content: unknown): unknown[] {
  if (content === undefined || content === null) return [];
  if (Array.isArray(content)) return content;
  return [typeof content === "string" ? { type: "text", text: content } : content];
}

/**
 * The prompt's content blocks in the provider's order (tools, then system, then messages), each
 * with its estimate. The request's own framing and `tool_choice` are not blocks: `estimateRequestTokens`
 * adds them, so the blocks' sum plus `framingTokens` is the request's estimate.
 */
export function promptBlocks(body: unknown, options: EstimateOptions = {}): PromptBlock[] {
  if (!isObject(body)) return [];
  const opts = { ...DEFAULTS, ...options };
  const blocks: PromptBlock[] = [];
  if (Array.isArray(body.tools)) {
    // A tool reaches the model as its definition written out: name, description, schema and keys.
    for (const tool of body.tools) blocks.push({ part: "tool", block: tool, tokens: 4 + jsonTokens(tool) });
  }
  for (const block of blocksOfContent(body.system)) {
    blocks.push({ part: "system", block, tokens: blockTokens(block, opts) });
  }
  if (Array.isArray(body.messages)) {
    for (const message of body.messages) {
      const role = isObject(message) && message.role === "assistant" ? "assistant" : "user";
      const content = isObject(message) ? blocksOfContent(message.content) : [message];
      // An empty message still costs its framing: it rides on a block of its own.
      const items = content.length > 0 ? content : [""];
      items.forEach((block, index) => {
        const tokens =
          (isObject(message) ? blockTokens(block, opts) : jsonTokens(block)) +
          (index === 0 ? opts.messageTokens : 0);
        blocks.push({ part: role, block, tokens });
      });
    }
  }
  return blocks;
}

/** The request's framing and `tool_choice`: the part of its estimate that is in no block. */
export function framingTokens(body: unknown, options: EstimateOptions = {}): number {
  if (!isObject(body)) return 0;
  const opts = { ...DEFAULTS, ...options };
  return opts.requestTokens + (body.tool_choice !== undefined ? jsonTokens(body.tool_choice) : 0);
}

/**
 * Conservative counted input tokens of a messages request body (parsed JSON): system, messages,
 * tools (their JSON definitions), images and documents by a fixed allowance. A body that is not
 * a messages request (count_tokens aside, which is free) estimates to 0.
 */
export function estimateRequestTokens(body: unknown, options: EstimateOptions = {}): number {
  if (!isObject(body)) return 0;
  return promptBlocks(body, options).reduce((sum, block) => sum + block.tokens, framingTokens(body, options));
}

export interface AdaptiveEstimatorOptions extends EstimateOptions {
  /** How many recent observations the correction looks at (default 32). */
  history?: number;
  /** Headroom on top of the worst observed ratio (default 1.1: 10%). */
  headroom?: number;
  /** The correction never scales the estimate below this share of the raw estimate (default 0.5). */
  minRatio?: number;
  /** Nor above this multiple (default 4). */
  maxRatio?: number;
}

export interface AdaptiveEstimator {
  /** The raw (uncorrected) estimate and the corrected one for a body. */
  estimate(body: unknown): { raw: number; tokens: number };
  /** Record what the provider counted (all input tokens, cached or not) for a raw estimate. */
  observe(raw: number, actualInputTokens: number): void;
  /** The current correction factor. */
  readonly ratio: number;
}

/**
 * The estimate corrected by what the provider reported. The correction uses the largest
 * actual/raw ratio among recent requests plus headroom, so a body the estimator handles worst still
 * fits; it never goes below `minRatio` of the raw estimate. It calibrates the tokenizer, not the
 * cache: callers observe all input tokens (cache reads included), because which part of the next
 * request will be cached is unknown, and the next request is charged in full until settled.
 */
export function createAdaptiveEstimator(options: AdaptiveEstimatorOptions = {}): AdaptiveEstimator {
  const history = options.history ?? 32;
  const headroom = options.headroom ?? 1.1;
  const minRatio = options.minRatio ?? 0.5;
  const maxRatio = options.maxRatio ?? 4;
  const ratios: number[] = [];
  let ratio = 1;
  return {
    estimate(body: unknown) {
      const raw = estimateRequestTokens(body, options);
      return { raw, tokens: Math.ceil(raw * ratio) };
    },
    observe(raw: number, actual: number) {
      if (!(raw > 0) || !(actual >= 0) || !Number.isFinite(actual)) return;
      ratios.push(actual / raw);
      if (ratios.length > history) ratios.shift();
      ratio = Math.min(maxRatio, Math.max(minRatio, Math.max(...ratios) * headroom));
    },
    get ratio() {
      return ratio;
    },
  };
}
