import type { IncomingMessage } from "node:http";

export class TooLargeError extends Error {
  override readonly name = "TooLargeError";
}

/**
 * Read a request body whole (the limiter estimates from it, and it is forwarded with a
 * content-length), refusing one larger than `maxBytes` before holding it all.
 */
export async function readBody(req: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  const chunks: Buffer[] = [];
  let size = 0;
  signal.throwIfAborted();
  const onAbort = () => req.destroy(signal.reason as Error);
  signal.addEventListener("abort", onAbort, { once: true });
  try {
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw tooLarge(maxBytes);
      chunks.push(chunk as Buffer);
    }
  } finally {
    signal.removeEventListener("abort", onAbort);
  }
  return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size);
}

const tooLarge = (maxBytes: number) =>
  new TooLargeError(
    `the request body is larger than the relay accepts (${maxBytes} bytes): send a smaller request`,
  );
