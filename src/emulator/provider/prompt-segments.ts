import type { ContentBlock, CountTokensRequest } from "./request-schema.js";
import { countTokens } from "./tokenizer.js";

/**
 * A prompt as the provider reads it for caching: tools, then system, then messages, one segment per
 * block (a tool, a system block, a content block of a message). The prompt cache's lookback counts
 * these blocks. A segment carrying `cache_control` ends a cacheable prefix (a breakpoint).
 */
export interface Segment {
  /**
   * Canonical text of the block with its place (tool, system, or which message it opens), so two
   * prompts share a prefix key only when they share the prefix.
   */
  key: string;
  tokens: number;
  breakpoint: boolean;
  /** The cache lifetime a breakpoint asks for (`cache_control.ttl`, default 5 minutes). */
  ttl?: "5m" | "1h";
}

/** Counts the tokens of a text; the emulator's tokenizer unless a test gives another. */
export type TokenCounter = (text: string) => number;

/** The breakpoint fields of a segment from its `cache_control`, if any. */
function mark(
  cacheControl: { ttl?: "5m" | "1h" | undefined } | null | undefined,
): Pick<Segment, "breakpoint" | "ttl"> {
  return cacheControl ? { breakpoint: true, ttl: cacheControl.ttl ?? "5m" } : { breakpoint: false };
}

/** Fixed costs, in the spirit of the provider's framing tokens: one per prompt, one per message. */
const PROMPT_OVERHEAD = 3;
const MESSAGE_OVERHEAD = 3;
const IMAGE_TOKENS = 1_600;

function blockText(block: ContentBlock): string {
  const { cache_control: _cache, ...rest } = block;
  if (rest.type === "text" && typeof rest.text === "string") return rest.text;
  if (rest.type === "tool_result") {
    const inner = rest.content;
    if (typeof inner === "string") return inner;
    if (Array.isArray(inner)) return inner.map((item) => blockText(item as ContentBlock)).join("\n");
  }
  return JSON.stringify(rest);
}

function blockTokens(block: ContentBlock, count: TokenCounter): number {
  if (block.type === "image") return IMAGE_TOKENS;
  return count(blockText(block));
}

function blocksOf(content: string | ContentBlock[]): ContentBlock[] {
  return typeof content === "string" ? [{ type: "text", text: content }] : content;
}

/**
 * The prompt's blocks in the provider's order. The prompt's framing tokens go with the first block
 * and a message's with its first block (a message without blocks is one empty block), so the
 * segments' tokens add up to what count_tokens answers. A top-level `cache_control` (the provider's
 * automatic caching) makes the last block a breakpoint.
 */
export function promptSegments(request: CountTokensRequest, count: TokenCounter = countTokens): Segment[] {
  const segments: Segment[] = [];
  for (const tool of request.tools ?? []) {
    const { cache_control, ...rest } = tool;
    const text = JSON.stringify(rest);
    segments.push({ key: `tool:${text}`, tokens: count(text), ...mark(cache_control) });
  }
  if (request.system !== undefined) {
    for (const block of blocksOf(request.system as string | ContentBlock[])) {
      segments.push({
        key: `system:${blockText(block)}`,
        tokens: blockTokens(block, count),
        ...mark(block.cache_control),
      });
    }
  }
  for (const message of request.messages) {
    const blocks = blocksOf(message.content as string | ContentBlock[]);
    const opening = `message:${message.role}\u0000`;
    if (blocks.length === 0) {
      segments.push({ key: opening, tokens: MESSAGE_OVERHEAD, breakpoint: false });
      continue;
    }
    for (const [index, block] of blocks.entries()) {
      segments.push({
        key: `${index === 0 ? opening : ""}${block.type}:${blockText(block)}`,
        tokens: blockTokens(block, count) + (index === 0 ? MESSAGE_OVERHEAD : 0),
        ...mark(block.cache_control),
      });
    }
  }
  const first = segments[0];
  if (first) first.tokens += PROMPT_OVERHEAD;
  const last = segments.at(-1);
  if (last && request.cache_control) Object.assign(last, mark(request.cache_control));
  return segments;
}

export function totalTokens(segments: readonly Segment[]): number {
  return segments.reduce((sum, segment) => sum + segment.tokens, 0);
}

/** The text of every user turn, for the deterministic model. */
export function userText(request: CountTokensRequest): string {
  return request.messages
    .filter((message) => message.role === "user")
    .flatMap((message) => blocksOf(message.content as string | ContentBlock[]).map(blockText))
    .join("\n");
}
