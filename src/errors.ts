/**
 * Bad input from a user: a missing variable, a malformed option, a value of the wrong type.
 * The message names what was wrong and the fix; the CLI exits with code 2 and sends nothing.
 */
export class UsageError extends Error {
  override readonly name = "UsageError";
  readonly exitCode = 2;
}

/** Whether a value is a UsageError, also across bundle chunks (where `instanceof` can fail). */
export function isUsageError(error: unknown): error is UsageError {
  return error instanceof Error && error.name === "UsageError";
}
