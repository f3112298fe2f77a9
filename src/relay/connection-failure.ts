/**
 * Whether an upstream error is a connection that died before the proxy answered anything: a pooled
 * keep-alive connection the proxy (or a load balancer before it) closed just as a request went out.
 * The request then never reached the proxy's handler, or did and got nothing back; the SDK retries
 * such connection errors itself, so the relay retries them once too (issue 22, item 5: a Claude
 * Code session died on `502 the relay could not reach the proxy: read ECONNRESET`).
 * Timeouts and our own aborts are not connection failures: their errors carry none of these codes.
 */
const CONNECTION_CODES = new Set([
  "ECONNRESET",
  "EPIPE",
  // undici's "other side closed": the socket ended while a request was on it.
  "UND_ERR_SOCKET",
]);

export function isConnectionFailure(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 4; depth++) {
    const code = (cause as NodeJS.ErrnoException).code;
    if (code && CONNECTION_CODES.has(code)) return true;
    // node:http's wording for a reset before a response, when it reaches us without its code.
    if (cause.message === "socket hang up") return true;
    cause = cause.cause;
  }
  return false;
}
