import type { ContentBlock, CountTokensRequest } from "./request-schema.js";
import { countTokens } from "./tokenizer.js";

/**
 * A prompt as the provider reads it for caching: tools, then system, then messages, each content
 * block one segment. A segment carrying `cache_control` ends a cacheable prefix (a breakpoint).
 */
export interface Segment {
  /** Canonical text of the segment (what the cache key is made of). */
  key: string;
  tokens: number;
  breakpoint: boolean;
  /** The cache lifetime a breakpoint asks for (`cache_control.ttl`, default 5 minutes). */
  ttl?: "5m" | "1h";
}

/** The breakpoint fields of a segment from its `cache_control`, if any. */
function mark(
  cacheControl: { ttl?: "5m" | "1h" | undefined } | null | undefined,
): Pick<Segment, "breakpoint" | "ttl"> {
  return cacheControl ? { breakpoint: true, ttl: cacheControl.ttl ?? "5m" } : { breakpoint: false };
}

/** Fixed costs, in the spirit of the provider's framing tokens. */
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

function blockTokens(block: ContentBlock): number {
  if (block.type === "image") return IMAGE_TOKENS;
  return countTokens(blockText(block));
}

function blocksOf(content: string | ContentBlock[]): ContentBlock[] {
  return typeof content === "string" ? [{ type: "text", text: content }] : content;
}

export function promptSegments(request: CountTokensRequest): Segment[] {
  const segments: Segment[] = [{ key: `model:${request.model}`, tokens: PROMPT_OVERHEAD, breakpoint: false }];
  for (const tool of request.tools ?? []) {
    const { cache_control, ...rest } = tool;
    const key = `tool:${JSON.stringify(rest)}`;
    segments.push({ key, tokens: countTokens(JSON.stringify(rest)), ...mark(cache_control) });
  }
  if (request.system !== undefined) {
    for (const block of blocksOf(request.system as string | ContentBlock[])) {
      segments.push({
        key: `system:${blockText(block)}`,
        tokens: blockTokens(block),
        ...mark(block.cache_control),
      });
    }
  }
  for (const message of request.messages) {
    segments.push({ key: `role:${message.role}`, tokens: MESSAGE_OVERHEAD, breakpoint: false });
    for (const block of blocksOf(message.content as string | ContentBlock[])) {
      segments.push({
        key: `${block.type}:${blockText(block)}`,
        tokens: blockTokens(block),
        ...mark(block.cache_control),
      });
    }
  }
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

/** The text of a final assistant turn (a prefill the reply continues), or "". */
export function assistantPrefill(request: CountTokensRequest): string {
  const last = request.messages.at(-1);
  if (!last || last.role !== "assistant") return "";
  return blocksOf(last.content as string | ContentBlock[])
    .map(blockText)
    .join("");
}
