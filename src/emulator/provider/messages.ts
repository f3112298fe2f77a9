import { randomId } from "../http/respond.js";
import { ProviderError } from "./error-types.js";
import { findModel } from "./models.js";
import type { CachePlan, InputUsage, PromptCache } from "./prompt-cache.js";
import { promptSegments, totalTokens, userText } from "./prompt-segments.js";
import { deterministicReply } from "./reply.js";
import {
  countTokensRequestSchema,
  type MessagesRequest,
  messagesRequestSchema,
  parseRequest,
} from "./request-schema.js";
import { SCRIPT_DONE_TEXT, type Script, scriptedTurn, toolUses } from "./script.js";
import { countTokens, tokenPieces } from "./tokenizer.js";

export type StopReason = "end_turn" | "max_tokens" | "stop_sequence" | "tool_use";

export interface Usage extends InputUsage {
  output_tokens: number;
}

/** One content block of a reply. A text block keeps its token pieces: a stream sends a few per delta. */
export type ReplyBlock =
  | { type: "text"; text: string; pieces: string[] }
  | { type: "tool_use"; id: string; name: string; input: Record<string, unknown> };

/** A validated messages call with its reply and usage worked out, not yet sent. */
export interface PlannedMessage {
  request: MessagesRequest;
  id: string;
  content: ReplyBlock[];
  stopReason: StopReason;
  stopSequence: string | null;
  usage: Usage;
  /** What sending it reads and writes in the prompt cache. */
  cachePlan: CachePlan;
}

/**
 * Validate a messages body and work out its reply and usage against the cache as it is `now`. With
 * a script, a scripted conversation is answered from it (script.ts); any other by the deterministic
 * model (reply.ts).
 */
export function planMessage(body: unknown, cache: PromptCache, now: number, script?: Script): PlannedMessage {
  const request = parseRequest(messagesRequestSchema, body);
  const { model, maxOutput } = findModel(request.model);
  if (request.max_tokens > maxOutput) {
    throw new ProviderError(
      "invalid_request_error",
      `max_tokens: ${request.max_tokens} > ${maxOutput}, which is the maximum allowed number of output tokens for ${model.id}`,
    );
  }
  const cachePlan = cache.plan(request, now);
  const turn = script ? scriptedTurn(script, request) : undefined;
  let text: string;
  let calls: { name: string; input: Record<string, unknown> }[] = [];
  if (turn === "done") text = SCRIPT_DONE_TEXT;
  else if (turn !== undefined) {
    text = turn.text ?? "";
    calls = toolUses(turn);
  } else {
    const users = request.messages.filter((message) => message.role === "user");
    const lastUser = users.at(-1);
    const lastUserText = lastUser ? userText({ ...request, messages: [lastUser] }) : "";
    text = deterministicReply(userText(request), lastUserText);
  }
  let stopReason: StopReason = calls.length > 0 ? "tool_use" : "end_turn";
  let stopSequence: string | null = null;
  for (const sequence of request.stop_sequences ?? []) {
    const at = sequence ? text.indexOf(sequence) : -1;
    if (at >= 0) {
      text = text.slice(0, at);
      stopReason = "stop_sequence";
      stopSequence = sequence;
      calls = [];
    }
  }
  // Cut the reply at max_tokens: the text piece by piece, a tool call whole (one that does not fit
  // is not made).
  let outputTokens = 0;
  const pieces: string[] = [];
  for (const piece of tokenPieces(text)) {
    if (outputTokens + piece.tokens > request.max_tokens) {
      text = pieces.join("");
      stopReason = "max_tokens";
      stopSequence = null;
      calls = [];
      break;
    }
    outputTokens += piece.tokens;
    pieces.push(piece.text);
  }
  const content: ReplyBlock[] = [];
  if (text !== "" || calls.length === 0) content.push({ type: "text", text, pieces });
  for (const call of calls) {
    const tokens = countTokens(call.name) + countTokens(JSON.stringify(call.input));
    if (outputTokens + tokens > request.max_tokens) {
      stopReason = "max_tokens";
      break;
    }
    outputTokens += tokens;
    content.push({ type: "tool_use", id: randomId("toolu"), name: call.name, input: call.input });
  }
  return {
    request,
    id: randomId("msg"),
    content,
    stopReason,
    stopSequence,
    usage: { ...cachePlan.usage, output_tokens: Math.max(1, outputTokens) },
    cachePlan,
  };
}

/** A reply block as the provider returns it in a message. */
export function contentBlock(block: ReplyBlock) {
  return block.type === "text"
    ? { type: "text", text: block.text }
    : { type: "tool_use", id: block.id, name: block.name, input: block.input };
}

/** The complete (non-streaming) message object. */
export function messageObject(plan: PlannedMessage) {
  return {
    id: plan.id,
    type: "message",
    role: "assistant",
    model: plan.request.model,
    content: plan.content.map(contentBlock),
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
