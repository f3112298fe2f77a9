import {
  AnthropicError,
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
} from "@anthropic-ai/sdk";
import { isUsageError, type UsageError } from "../errors.js";
import { isSpendLimitError, type SpendLimitError } from "../limit/spend-errors.js";
import { redact, redactSlice } from "../secrets.js";

/**
 * A failed model call, described in one line for a person: the HTTP status and the provider's
 * error type when there are any, what it means, and no stack trace. The CLI prints the message and
 * exits with `exitCode` (1). The message never holds a credential (it is redacted).
 */
export class ProviderCallError extends Error {
  override readonly name = "ProviderCallError";
  readonly exitCode = 1;
  constructor(
    message: string,
    /** HTTP status, when the proxy or the provider answered with one. */
    readonly status: number | undefined,
    /** The provider's error type (`overloaded_error`, `rate_limit_error`, ...), when known. */
    readonly type: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(redact(message), options);
  }
}

/** Whether the error is the caller's own abort (Ctrl-C, a signal), not a failure. */
export function isAbort(error: unknown): boolean {
  return (
    error instanceof APIUserAbortError ||
    (error instanceof Error && (error.name === "AbortError" || error.name === "APIUserAbortError"))
  );
}

const HINTS: Record<number, string> = {
  401: "the proxy refused the job token: check SERVICE_AGENT_ACCESS_TOKEN (run inside a job, or source 'jobai emulate')",
  403: "the job token may not use the proxy: check the pipeline's settings",
  404: "check the model name ('jobai models' lists them) and the proxy address",
  413: "the request is too large: shorten the prompt",
  429: "the proxy's rate limit: lower JOBAI_LIMIT_REQUESTS / JOBAI_LIMIT_INPUT_TOKENS, or use a shared store (JOBAI_LIMIT_STORE)",
  529: "the provider is overloaded: try again later",
};

/**
 * Turn whatever a model call threw into a ProviderCallError with a clear one-line message. Bad
 * input found on the way (the limiter's RequestTooLargeError: a prompt larger than the whole
 * budget) stays the UsageError it is (exit code 2).
 */
export function describeProviderError(
  thrown: unknown,
  proxyUrl?: string,
): ProviderCallError | UsageError | SpendLimitError {
  const error = unwrapStreamError(thrown);
  // A spend limit's refusal says all there is to say: nothing was sent (spend-errors.ts).
  if (error instanceof ProviderCallError || isUsageError(error) || isSpendLimitError(error)) return error;
  if (error instanceof APIConnectionTimeoutError) {
    return new ProviderCallError(
      `the request to the proxy${proxyUrl ? ` at ${proxyUrl}` : ""} timed out: try again, or raise the timeout`,
      undefined,
      undefined,
      { cause: error },
    );
  }
  if (error instanceof APIConnectionError) {
    const cause = error.cause instanceof Error ? `: ${causeText(error.cause)}` : "";
    return new ProviderCallError(
      `could not reach the proxy${proxyUrl ? ` at ${proxyUrl}` : ""}${cause}: check SERVICE_AGENT_ENDPOINT (run inside a job, or source 'jobai emulate'), or start the proxy there`,
      undefined,
      undefined,
      { cause: error },
    );
  }
  if (error instanceof APIError) {
    const type = error.type ?? undefined;
    const said = error.apiMessage ?? bodyMessage(error.error);
    const detail = said === undefined ? undefined : clipped(said);
    if (error.status === undefined) {
      // An `error` event inside a stream that had started (the provider's overloaded mid-stream).
      return new ProviderCallError(
        `the answer stopped mid-stream with ${type ?? "an error"}${detail ? `: ${detail}` : ""}`,
        undefined,
        type,
        { cause: error },
      );
    }
    const hint = HINTS[error.status] ?? (error.status >= 500 ? "a server error: try again later" : undefined);
    const what = [String(error.status), type].filter(Boolean).join(" ");
    return new ProviderCallError(
      `the proxy answered ${what}${detail ? `: ${detail}` : ""}${hint ? ` (${hint})` : ""}`,
      error.status,
      type,
      { cause: error },
    );
  }
  if (
    error instanceof TypeError &&
    /terminated|socket|other side closed|ECONNRESET/i.test(causeText(error))
  ) {
    // undici's `TypeError: terminated` when the connection drops while the body streams.
    return new ProviderCallError(
      `the connection to the proxy was lost: ${causeText(error)}`,
      undefined,
      undefined,
      { cause: error },
    );
  }
  if (error instanceof AnthropicError && error.message === "request ended without sending any chunks") {
    // The SDK's MessageStream, when a 200 answer held no event of a stream: a server that is not
    // the proxy (a web page, a JSON answer) at SERVICE_AGENT_ENDPOINT answers this way.
    return new ProviderCallError(
      `the proxy${proxyUrl ? ` at ${proxyUrl}` : ""} answered, but not with a streamed answer (no event came): check that SERVICE_AGENT_ENDPOINT is the agent's endpoint, not another server`,
      undefined,
      undefined,
      { cause: error },
    );
  }
  if (error instanceof Error) {
    return new ProviderCallError(`the model call failed: ${causeText(error)}`, undefined, undefined, {
      cause: error,
    });
  }
  return new ProviderCallError(`the model call failed: ${String(error)}`, undefined, undefined);
}

/**
 * The SDK's MessageStream wraps any error that is not its own in a plain AnthropicError with the
 * same message and the original as `cause` (a limiter's RequestTooLargeError, undici's
 * `terminated`): classify the original.
 */
function unwrapStreamError(error: unknown): unknown {
  if (
    error instanceof AnthropicError &&
    !(error instanceof APIError) &&
    error.cause instanceof Error &&
    error.cause.message === error.message
  ) {
    return error.cause;
  }
  return error;
}

function causeText(error: Error): string {
  const inner =
    error.cause instanceof Error && error.cause.message !== error.message ? ` (${error.cause.message})` : "";
  return `${error.message}${inner}`;
}

/**
 * The most characters of a server's own message that an error shows. A proxy that answered a
 * 10 MB message made `jobai ask` print it whole, one 10 MB line in the job's log and on stderr.
 */
export const MAX_SERVER_MESSAGE_CHARS = 500;

/** A server's message cut to MAX_SERVER_MESSAGE_CHARS, a secret that crosses the cut hidden too. */
function clipped(message: string): string {
  if (message.length <= MAX_SERVER_MESSAGE_CHARS) return message;
  const rest = message.length - MAX_SERVER_MESSAGE_CHARS;
  return `${redactSlice(message, 0, MAX_SERVER_MESSAGE_CHARS)}... (${rest} more characters not shown)`;
}

function bodyMessage(body: unknown): string | undefined {
  if (body && typeof body === "object") {
    const { message, error } = body as { message?: unknown; error?: { message?: unknown } };
    if (typeof error?.message === "string") return error.message;
    if (typeof message === "string") return message;
  }
  return undefined;
}
