import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { ProviderError, ProviderErrorType } from "../provider/error-types.js";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** A random id in the provider's style: `req_` / `msg_` plus 24 base62 characters. */
export function randomId(prefix: string): string {
  const bytes = randomBytes(24);
  let out = "";
  for (const byte of bytes) out += BASE62[byte % BASE62.length];
  return `${prefix}_${out}`;
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/** The provider's error envelope, with the `request-id` header it always carries. */
export function providerErrorBody(type: ProviderErrorType, message: string, requestId: string) {
  return { type: "error", error: { type, message }, request_id: requestId };
}

export function sendProviderError(res: ServerResponse, error: ProviderError, requestId: string): void {
  sendJson(res, error.status, providerErrorBody(error.type, error.message, requestId), {
    "request-id": requestId,
    ...error.headers,
  });
}
