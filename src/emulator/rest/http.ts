import type { IncomingMessage, ServerResponse } from "node:http";

/** An error answer: status and the JSON body `{ message, errors? }` (spec: Errors). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: unknown[],
  ) {
    super(message);
  }
}

export const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers":
    "Link, RateLimit-Scope, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, RateLimit-User-Scope, RateLimit-User-Limit, RateLimit-User-Remaining, RateLimit-User-Reset",
};

const MAX_BODY_BYTES = 1_000_000;

/** The raw body, up to 1 MB. */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, "The request body is larger than 1 MB.");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * The JSON body of a write, or undefined when there is none. Bodies are JSON only
 * (spec: Endpoints, Conventions): another Content-Type is 415, unparsable JSON is 400.
 */
export function parseJsonBody(raw: string, contentType: string | undefined): unknown {
  if (raw.trim() === "") return undefined;
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    throw new HttpError(
      415,
      `Request bodies must be JSON: send Content-Type: application/json (got ${type || "no Content-Type"}).`,
    );
  }
  try {
    return JSON.parse(raw);
  } catch {
    throw new HttpError(400, "The request body is not valid JSON.");
  }
}

export function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = body === undefined ? "" : JSON.stringify(body);
  res.writeHead(status, {
    ...CORS_HEADERS,
    ...headers,
    ...(body === undefined ? {} : { "Content-Type": "application/json; charset=utf-8" }),
    "Content-Length": String(Buffer.byteLength(text)),
  });
  res.end(text);
}
