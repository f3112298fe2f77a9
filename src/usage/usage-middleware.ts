/**
 * The usage of a createClient's calls, as @anthropic-ai/sdk middleware: each answered
 * `POST /v1/messages` gives a row of the model its body named with the response's usage (a JSON
 * body read from a clone; a stream read as the caller reads it, never held back: one reading
 * shared with the other middlewares, limit/response-usage.ts), each answered
 * `POST /v1/messages/count_tokens` a request without tokens (the provider charges none). Failed
 * attempts are not usage: the proxy counts what it answered. The rows go to a recorder
 * (usage-recorder.ts), which keeps them on the build.
 */
import type { Middleware } from "@anthropic-ai/sdk";
import { readResponseUsage } from "../limit/response-usage.js";
import { emptyRow, rowOfUsage, type UsageRow } from "./usage-row.js";

/** The model of a request whose body named none (not JSON, no `model`). */
const UNKNOWN_MODEL = "(unknown model)";

function requestModel(body: unknown): string {
  let text: string | undefined;
  if (typeof body === "string") text = body;
  else if (body instanceof Uint8Array) text = new TextDecoder().decode(body);
  if (text === undefined) return UNKNOWN_MODEL;
  try {
    const model = (JSON.parse(text) as { model?: unknown }).model;
    return typeof model === "string" && model !== "" && model.length <= 200 ? model : UNKNOWN_MODEL;
  } catch {
    return UNKNOWN_MODEL;
  }
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url.split("?")[0] ?? url;
  }
}

/** Middleware that hands `record` a row per answered messages or count_tokens call. */
export function usageMiddleware(record: (row: UsageRow) => void): Middleware {
  return async (request, next) => {
    const response = await next(request);
    const method = (request.method ?? "GET").toUpperCase();
    if (!response.ok || method !== "POST") return response;
    const path = pathOf(request.url);
    if (/\/v1\/messages\/count_tokens\/?$/.test(path)) {
      record({ ...emptyRow(requestModel(request.body)), requests: 1 });
      return response;
    }
    if (!/\/v1\/messages\/?$/.test(path)) return response;
    const model = requestModel(request.body);
    // An answer without usage (cut before message_start) still was a request.
    // One reading of the response, shared with the limiter and the span (response-usage.ts): the
    // final usage once the stream ends (read to the end, cut, or dropped) or the body is read.
    const reading = readResponseUsage(response);
    reading.subscribe({
      end: (usage) => record(usage ? rowOfUsage(model, usage) : { ...emptyRow(model), requests: 1 }),
    });
    return reading.response;
  };
}
