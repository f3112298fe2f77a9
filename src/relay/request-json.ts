/**
 * A relayed request's body read as JSON, once: the limiter's gate estimates from it and the relay
 * keeps its usage per the model it names.
 */
import { MODEL_ID } from "../config/settings.js";
import { UNKNOWN_MODEL } from "./relay-usage.js";

/** The body as JSON, or undefined (empty, or not JSON: the proxy will refuse it, a request and no tokens). */
export function parseBodyJson(body: Buffer): unknown {
  if (body.length === 0) return undefined;
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    return undefined;
  }
}

/** Longest model name kept: the provider's ids are far shorter. */
const MAX_MODEL_CHARS = 200;

/** The model a request names (`model` of its JSON body), or UNKNOWN_MODEL when it names none that is an id. */
export function requestModel(json: unknown): string {
  const model = typeof json === "object" && json !== null ? (json as { model?: unknown }).model : undefined;
  return typeof model === "string" && model.length <= MAX_MODEL_CHARS && MODEL_ID.test(model)
    ? model
    : UNKNOWN_MODEL;
}
