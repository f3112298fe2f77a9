import type { IncomingMessage, ServerResponse } from "node:http";

export class TooLargeError extends Error {
  override readonly name = "TooLargeError";
}

/**
 * Read a request body whole (the limiter estimates from it, and it is forwarded with a
 * content-length), holding at most `maxBytes` of it:
 * - a declared content-length over the cap is refused before a byte is read;
 * - a body without one (chunked) is counted as it comes and refused the moment it passes the cap;
 *   the request is paused there, and the caller answers 413 (then `dropRest`);
 * - with a declared length the body is copied into one buffer of that size as it comes: gathering
 *   the pieces and joining them held each body twice (bench/relay-body.bench.js).
 */
export function readBody(req: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const header = req.headers["content-length"];
  // Node's parser has already refused a content-length that is not a number.
  const declared = header === undefined ? undefined : Number(header);
  if (declared !== undefined && declared > maxBytes) return Promise.reject(tooLarge(maxBytes));
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const whole = declared === undefined ? undefined : Buffer.allocUnsafe(declared);
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      if (size + chunk.length > (whole?.length ?? maxBytes)) {
        req.pause();
        return settle(tooLarge(maxBytes));
      }
      if (whole) chunk.copy(whole, size);
      else chunks.push(chunk);
      size += chunk.length;
    };
    const onEnd = () => settle(undefined, whole ? whole.subarray(0, size) : Buffer.concat(chunks, size));
    const onClose = () => settle(new Error("the client closed the connection before its request body ended"));
    const onError = (error: Error) => settle(error);
    const onAbort = () => {
      settle(signal.reason as Error);
      req.destroy(signal.reason as Error);
    };
    function settle(error: Error | undefined, body?: Buffer) {
      req.off("data", onData).off("end", onEnd).off("close", onClose).off("error", onError);
      signal.removeEventListener("abort", onAbort);
      if (error) reject(error);
      else resolve(body as Buffer);
    }
    req.on("data", onData).on("end", onEnd).on("close", onClose).on("error", onError);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

const tooLarge = (maxBytes: number) =>
  new TooLargeError(
    `the request body is larger than the relay accepts (${maxBytes} bytes; the provider's own limit is 32 MB): send a smaller request`,
  );

/**
 * After a refusal, read and drop what the client still sends, up to `maxBytes` more, then cut the
 * connection. Cutting it at once made clients still writing their body see a broken pipe
 * (EPIPE) instead of the 413, and the SDKs retry those; nothing of it is held.
 */
export function dropRest(req: IncomingMessage, res: ServerResponse, maxBytes: number): void {
  if (req.complete) return;
  // Node's server resumes the request once the answer is out (and removes 'data' listeners then).
  res.once("finish", () => {
    let dropped = 0;
    req.on("data", (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > maxBytes) req.socket.destroy();
    });
    req.resume();
  });
}
