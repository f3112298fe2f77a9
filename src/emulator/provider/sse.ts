import type { ServerResponse } from "node:http";
import { sleep } from "../../limit/clock.js";
import { providerErrorBody } from "../http/respond.js";
import type { PlannedMessage, ReplyBlock } from "./messages.js";

/** How the stream ends: normally, with an `overloaded_error` event, or with the connection dropped. */
export type StreamEnding = "complete" | "overloaded" | "drop";

/** Pieces per `text_delta`, so a reply arrives in several deltas as from the provider. */
const PIECES_PER_DELTA = 4;

/** Write one event; false when the client has not yet taken what was written before. */
function event(res: ServerResponse, name: string, data: unknown): boolean {
  return res.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** Wait until the client has taken what was written (or has gone): a slow reader holds the reply back. */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
}

/** Characters of a tool call's input JSON per `input_json_delta`, so it arrives in several parts. */
const JSON_CHARS_PER_DELTA = 24;

/** The deltas of one reply block, as the provider streams them. */
function blockDeltas(block: ReplyBlock): unknown[] {
  if (block.type === "text") {
    const texts: string[] = [];
    for (let i = 0; i < block.pieces.length; i += PIECES_PER_DELTA) {
      texts.push(block.pieces.slice(i, i + PIECES_PER_DELTA).join(""));
    }
    if (texts.length === 0) texts.push("");
    return texts.map((text) => ({ type: "text_delta", text }));
  }
  // The provider opens a tool call with empty input, then sends its JSON in pieces, the first empty.
  const json = JSON.stringify(block.input);
  const parts = [""];
  for (let i = 0; i < json.length; i += JSON_CHARS_PER_DELTA)
    parts.push(json.slice(i, i + JSON_CHARS_PER_DELTA));
  return parts.map((partial_json) => ({ type: "input_json_delta", partial_json }));
}

/** A block as content_block_start announces it: text empty, a tool call with empty input. */
function blockStart(block: ReplyBlock) {
  return block.type === "text"
    ? { type: "text", text: "" }
    : { type: "tool_use", id: block.id, name: block.name, input: {} };
}

/**
 * Send a planned message as the provider's server-sent events: message_start (with usage), then
 * per content block content_block_start, content_block_delta... (`text_delta`, or a tool call's
 * `input_json_delta`), content_block_stop (a ping after the first start), then message_delta
 * (stop reason, cumulative usage) and message_stop. A faulted stream stops after its first delta.
 *
 * Like a provider, it respects back-pressure: when the client reads slower than the reply is made,
 * it waits for the client instead of buffering the whole reply, and it stops when the client goes.
 * So a long reply leaves in pieces as it is made, not as one burst at its end.
 */
export async function sendStream(
  res: ServerResponse,
  plan: PlannedMessage,
  requestId: string,
  ending: StreamEnding,
): Promise<void> {
  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache",
    "request-id": requestId,
  });
  event(res, "message_start", {
    type: "message_start",
    message: {
      id: plan.id,
      type: "message",
      role: "assistant",
      model: plan.request.model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { ...plan.usage, output_tokens: 1 },
    },
  });
  let first = true;
  for (const [index, block] of plan.content.entries()) {
    event(res, "content_block_start", {
      type: "content_block_start",
      index,
      content_block: blockStart(block),
    });
    if (index === 0) event(res, "ping", { type: "ping" });
    for (const delta of blockDeltas(block)) {
      const taken = event(res, "content_block_delta", { type: "content_block_delta", index, delta });
      if (first && ending !== "complete") return endFaulted(res, ending, requestId);
      first = false;
      if (!taken) await drained(res);
      if (res.destroyed) return;
    }
    event(res, "content_block_stop", { type: "content_block_stop", index });
  }
  event(res, "message_delta", {
    type: "message_delta",
    delta: { stop_reason: plan.stopReason, stop_sequence: plan.stopSequence },
    // Cumulative usage, the four counts (the split of cache creation is in message_start).
    usage: {
      input_tokens: plan.usage.input_tokens,
      cache_creation_input_tokens: plan.usage.cache_creation_input_tokens,
      cache_read_input_tokens: plan.usage.cache_read_input_tokens,
      output_tokens: plan.usage.output_tokens,
    },
  });
  event(res, "message_stop", { type: "message_stop" });
  res.end();
}

/** Let what was written reach the client, then fail the stream the way the fault says. */
async function endFaulted(res: ServerResponse, ending: StreamEnding, requestId: string): Promise<void> {
  if (ending === "overloaded") {
    event(res, "error", providerErrorBody("overloaded_error", "Overloaded", requestId));
    res.end();
    return;
  }
  await new Promise<void>((resolve) => res.write("", () => resolve()));
  await sleep(20, { keepAlive: true });
  res.socket?.destroy();
}
