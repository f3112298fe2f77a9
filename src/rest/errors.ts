import { redact, redactValue, secretValuesFromEnv } from "../secrets.js";
import type { RateLimitState } from "./rate-limit.js";

export interface RestErrorDetails {
  status: number;
  method: string;
  /** Path and query of the request, never its headers (the token travels there). */
  path: string;
  /** The server's `message`, or what went wrong on our side. */
  serverMessage: string;
  errors?: unknown[];
  rateLimit?: RateLimitState | undefined;
  body?: unknown;
  cause?: unknown;
  /** Secret values to hide in the message, `errors` and `body` besides the environment's. */
  secrets?: readonly string[] | undefined;
}

/** What to check after a status that says the credential is wrong, whatever the server's words. */
const STATUS_HINTS: Record<number, string> = {
  401: "check SERVICE_API_TOKEN (or the client's token option): the API refused it; give an API access token of this service, or SERVICE_API_TOKEN_ID and SERVICE_API_PRIVATE_KEY_FILE for a public-key token",
};

/**
 * Every failure of a REST call: an error status, an unreadable body, a dropped connection
 * (`status` 0), a 429 after the retries. One class per boundary, as Octokit's RequestError.
 * The message names the request and the server's message; it never holds the token, and neither
 * do `errors` and `body` (a server may echo the token: `util.inspect(err)` shows them).
 */
export class RestError extends Error {
  override readonly name = "RestError";
  readonly exitCode = 1;
  readonly status: number;
  readonly method: string;
  readonly path: string;
  readonly serverMessage: string;
  /** The `errors` array of a validation failure (422), else empty. */
  readonly errors: unknown[];
  readonly rateLimit: RateLimitState | undefined;
  readonly body: unknown;

  constructor(details: RestErrorDetails) {
    const secrets = [...secretValuesFromEnv(), ...(details.secrets ?? [])];
    const errors = redactValue(details.errors ?? [], secrets) as unknown[];
    // A success status whose body we cannot use (not JSON, not the documented shape) did not
    // fail on the server: say what it answered, then what is wrong with the answer.
    const answered = details.status >= 200 && details.status < 300;
    const what =
      details.status === 0
        ? "failed:"
        : answered
          ? `answered ${details.status}, but`
          : `failed with ${details.status}:`;
    const listed = errors.length ? ` (${errors.map(describe).join("; ")})` : "";
    const hint = STATUS_HINTS[details.status];
    const fix = hint
      ? `${/[.!]$/.test(details.serverMessage) ? "" : ";"} ${hint[0]?.toUpperCase()}${hint.slice(1)}`
      : "";
    super(
      redact(`${details.method} ${details.path} ${what} ${details.serverMessage}${listed}${fix}`, secrets),
      details.cause === undefined ? undefined : { cause: details.cause },
    );
    this.status = details.status;
    this.method = details.method;
    this.path = details.path;
    this.serverMessage = redact(details.serverMessage, secrets);
    this.errors = errors;
    this.rateLimit = details.rateLimit;
    this.body = redactValue(details.body, secrets);
  }
}

function describe(item: unknown): string {
  if (typeof item === "string") return item;
  if (item && typeof item === "object") {
    const { field, message, code } = item as Record<string, unknown>;
    const said = message ?? code;
    // A message that already names its field ("name is required") is not prefixed with it again.
    const named = typeof field === "string" && typeof said === "string" && said.startsWith(field);
    const text = (named ? [said] : [field, said]).filter((part) => typeof part === "string").join(" ");
    if (text) return text;
  }
  return JSON.stringify(item);
}

/** Whether a value is a RestError, also across bundle chunks. */
export function isRestError(error: unknown): error is RestError {
  return error instanceof Error && error.name === "RestError";
}
