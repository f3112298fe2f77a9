import type { ServerResponse } from "node:http";
import { providerErrorBody } from "../http/respond.js";
import type { PlannedMessage } from "./messages.js";

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

/**
 * Send a planned message as the provider's server-sent events: message_start (with usage),
 * content_block_start, ping, content_block_delta..., content_block_stop, message_delta
 * (cumulative usage), message_stop. A faulted stream stops after its first delta.
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
  event(res, "content_block_start", {
    type: "content_block_start",
    index: 0,
    content_block: { type: "text", text: "" },
  });
  event(res, "ping", { type: "ping" });
  const pieces = plan.pieces;
  const deltas: string[] = [];
  for (let i = 0; i < pieces.length; i += PIECES_PER_DELTA) {
    deltas.push(pieces.slice(i, i + PIECES_PER_DELTA).join(""));
  }
  if (deltas.length === 0) deltas.push("");
  for (const [index, text] of deltas.entries()) {
    const taken = event(res, "content_block_delta", {
      type: "content_block_delta",
      index: 0,
      delta: { type: "text_delta", text },
    });
    if (index === 0 && ending !== "complete") return endFaulted(res, ending, requestId);
    if (!taken) await drained(res);
    if (res.destroyed) return;
  }
  event(res, "content_block_stop", { type: "content_block_stop", index: 0 });
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
  await new Promise((resolve) => setTimeout(resolve, 20));
  res.socket?.destroy();
}
