import type { IncomingMessage } from "node:http";
import { ProviderError } from "../provider/error-types.js";

/** The provider's limit on a messages request body (32 MB). */
export const DEFAULT_MAX_BODY_BYTES = 32 * 1024 * 1024;

function tooLarge(limit: number): ProviderError {
  return new ProviderError(
    "request_too_large",
    `Request exceeds the maximum allowed number of bytes (${limit}).`,
  );
}

/**
 * Read a request body, refusing one larger than `limit` with the provider's `request_too_large`.
 * An oversized body is drained, not stored, so the socket stays usable for the 413 answer.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = Number(req.headers["content-length"]) > limit;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      if (!over) chunks.push(chunk);
    });
    req.on("end", () => (over ? reject(tooLarge(limit)) : resolve(Buffer.concat(chunks))));
    req.on("error", reject);
  });
}

/** Parse a JSON body; an empty body is `undefined`; bad JSON is the provider's invalid_request_error. */
export function parseJsonBody(raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  try {
    return JSON.parse(raw.toString("utf8"));
  } catch {
    throw new ProviderError(
      "invalid_request_error",
      "There was an issue with the request body: it is not valid JSON.",
    );
  }
}
