import type { IncomingHttpHeaders } from "node:http";
import type { Usage } from "../limit/usage.js";

/** What the gate sees of a request before it is sent. */
export interface GateRequest {
  method: string;
  /** Path under the provider's API, with its query: `/v1/messages?beta=true`. */
  path: string;
  /** The request body as the client sent it (empty for GET). */
  body: Buffer;
  /** The body read as JSON, when the relay read it already (undefined: not JSON, or not read). */
  json?: unknown;
}

/** A request let through: the relay reports what happened to it, once each. */
export interface GatePass {
  /** How long the request waited for budget, in ms. */
  waitedMs: number;
  /** The response's input usage, or undefined when none came (an error, a cut stream). */
  settle(usage: Usage | undefined, status: number): void;
  /** It was never sent (its client left after it was admitted): give its budget back. */
  unsent(): void;
  /**
   * The exchange is over, with the last usage read (a stream's `message_delta` included), or
   * undefined when none came: what the spend limit charges (issue 30). Comes after `settle`.
   */
  finish?(usage: Usage | undefined): void;
  /** The proxy's response headers arrived, whatever the status (before `settle`): rate-limit headers teach the limiter. */
  headers?(headers: IncomingHttpHeaders): void;
  /** The proxy answered 429 or 529 (its headers), or a stream carried `overloaded_error`: pause everyone. */
  backOff(headers: IncomingHttpHeaders | undefined): void;
  /**
   * The exchange is over (after `settle`): the whole usage read (output tokens too), the status, and
   * whether the response reached its end. For observers (src/telemetry/traced-gate.ts).
   */
  ended?(usage: Usage | undefined, status: number, complete: boolean): void;
}

/**
 * The relay's view of the limiter, so the HTTP code and the limiter do not know each other
 * (the relay wraps a stream; the limiter is applied through this one seam).
 */
export interface RelayGate {
  /** Wait until the request fits the shared budget. Rejects when `signal` aborts. */
  enter(request: GateRequest, signal: AbortSignal): Promise<GatePass>;
  /** For the control path: whatever the limiter wants to show. */
  state?(): Promise<unknown>;
  /** The longest pause a 429/529 puts on the limiter (ms): the retry-after clients are shown at most. */
  retryCapMs?(): number;
  /** Input tokens reserved so far for requests let through (no I/O: read after close too). */
  reservedInputTokens?(): number;
  close?(): Promise<void>;
}

/** No limiter (`--store off`): every request goes at once. */
export const openGate: RelayGate = {
  enter: async () => ({ waitedMs: 0, settle() {}, unsent() {}, backOff() {} }),
};
