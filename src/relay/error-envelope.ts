import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";

/** The provider's error types the relay itself answers with (spec: the provider's error envelope). */
export type RelayErrorType =
  | "authentication_error"
  | "not_found_error"
  | "request_too_large"
  | "invalid_request_error"
  | "api_error"
  | "overloaded_error";

/**
 * Answer with the provider's error envelope, `{"type":"error","error":{type,message}}`, so a client
 * (the SDK, Claude Code) reports the relay's own refusals as it reports the provider's.
 */
export function sendError(res: ServerResponse, status: number, type: RelayErrorType, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ type: "error", error: { type, message } });
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
    "request-id": `req_relay_${randomBytes(8).toString("hex")}`,
  });
  res.end(body);
}
