/**
 * The provider's error types and the HTTP status each comes with (the provider's documented
 * error envelope: `{"type":"error","error":{"type":...,"message":...}}`).
 */
export const ERROR_STATUS = {
  invalid_request_error: 400,
  authentication_error: 401,
  permission_error: 403,
  not_found_error: 404,
  request_too_large: 413,
  rate_limit_error: 429,
  api_error: 500,
  overloaded_error: 529,
} as const;

export type ProviderErrorType = keyof typeof ERROR_STATUS;

export const PROVIDER_ERROR_TYPES = Object.keys(ERROR_STATUS) as ProviderErrorType[];

/** The error type the provider uses for a status (5xx other than 529 are `api_error`). */
export function errorTypeForStatus(status: number): ProviderErrorType {
  const known = PROVIDER_ERROR_TYPES.find((type) => ERROR_STATUS[type] === status);
  if (known) return known;
  return status >= 500 ? "api_error" : "invalid_request_error";
}

/** An error the provider answers with its envelope; thrown inside handlers, caught by the router. */
export class ProviderError extends Error {
  override readonly name = "ProviderError";
  constructor(
    readonly type: ProviderErrorType,
    message: string,
    readonly status: number = ERROR_STATUS[type],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}
