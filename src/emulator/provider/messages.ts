import { randomId } from "../http/respond.js";
import { ProviderError } from "./error-types.js";
import { findModel } from "./models.js";
import type { CacheWrite, InputUsage, PromptCache } from "./prompt-cache.js";
import { promptSegments, totalTokens, userText } from "./prompt-segments.js";
import { deterministicReply } from "./reply.js";
import {
  countTokensRequestSchema,
  type MessagesRequest,
  messagesRequestSchema,
  parseRequest,
} from "./request-schema.js";
import { tokenPieces } from "./tokenizer.js";

export type StopReason = "end_turn" | "max_tokens" | "stop_sequence";

export interface Usage extends InputUsage {
  output_tokens: number;
}

/** A validated messages call with its reply and usage worked out, not yet sent. */
export interface PlannedMessage {
  request: MessagesRequest;
  id: string;
  text: string;
  /** The reply's token pieces, which join to `text`: a stream sends them a few per delta. */
  pieces: string[];
  stopReason: StopReason;
  stopSequence: string | null;
  usage: Usage;
  /** Cache entries to write when it is sent. */
  cacheKeys: CacheWrite[];
}

/** Validate a messages body and work out its reply and usage against the cache as it is `now`. */
export function planMessage(body: unknown, cache: PromptCache, now: number): PlannedMessage {
  const request = parseRequest(messagesRequestSchema, body);
  const { model, maxOutput } = findModel(request.model);
  if (request.max_tokens > maxOutput) {
    throw new ProviderError(
      "invalid_request_error",
      `max_tokens: ${request.max_tokens} > ${maxOutput}, which is the maximum allowed number of output tokens for ${model.id}`,
    );
  }
  const segments = promptSegments(request);
  const { usage, keys } = cache.plan(segments, now);
  const users = request.messages.filter((message) => message.role === "user");
  const lastUser = users.at(-1);
  const lastUserText = lastUser ? userText({ ...request, messages: [lastUser] }) : "";
  let text = deterministicReply(userText(request), lastUserText);
  let stopReason: StopReason = "end_turn";
  let stopSequence: string | null = null;
  for (const sequence of request.stop_sequences ?? []) {
    const at = sequence ? text.indexOf(sequence) : -1;
    if (at >= 0) {
      text = text.slice(0, at);
      stopReason = "stop_sequence";
      stopSequence = sequence;
    }
  }
  let outputTokens = 0;
  const pieces: string[] = [];
  for (const piece of tokenPieces(text)) {
    if (outputTokens + piece.tokens > request.max_tokens) {
      text = pieces.join("");
      stopReason = "max_tokens";
      stopSequence = null;
      break;
    }
    outputTokens += piece.tokens;
    pieces.push(piece.text);
  }
  return {
    request,
    id: randomId("msg"),
    text,
    pieces,
    stopReason,
    stopSequence,
    usage: { ...usage, output_tokens: Math.max(1, outputTokens) },
    cacheKeys: keys,
  };
}

/** The complete (non-streaming) message object. */
export function messageObject(plan: PlannedMessage) {
  return {
    id: plan.id,
    type: "message",
    role: "assistant",
    model: plan.request.model,
    content: [{ type: "text", text: plan.text }],
    stop_reason: plan.stopReason,
    stop_sequence: plan.stopSequence,
    usage: plan.usage,
  };
}

/** `POST /v1/messages/count_tokens`: the input tokens of a prompt, cache ignored. */
export function countTokensResponse(body: unknown) {
  const request = parseRequest(countTokensRequestSchema, body);
  findModel(request.model);
  return { input_tokens: totalTokens(promptSegments(request)) };
}
