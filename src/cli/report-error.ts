import { isUsageError } from "../errors.js";
import { redact } from "../secrets.js";
import { visible } from "./visible.js";

/** Exit codes shared by every command (0 ok, 1 failure, 2 bad input: nothing sent). */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;

/**
 * Print a thrown error as one clear message (no stack trace for expected errors) and pick the exit
 * code. A message may quote a server (a REST error's text): its control characters other than
 * newlines are shown as escapes, never sent to the terminal (src/cli/visible.ts).
 */
export function reportError(error: unknown): number {
  if (isUsageError(error)) {
    process.stderr.write(prefixed(error.message));
    return EXIT.usage;
  }
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(prefixed(message));
  if (process.env.JOBAI_DEBUG && error instanceof Error && error.stack) {
    process.stderr.write(`${redact(error.stack)}\n`);
  }
  const exitCode = (error as { exitCode?: unknown }).exitCode;
  return typeof exitCode === "number" ? exitCode : EXIT.failure;
}

/** Every line of a message starts with `jobai: `, the second as the first: a log reader greps for it. */
function prefixed(message: string): string {
  return `${visible(redact(message), "\n")
    .split("\n")
    .map((line) => `jobai: ${line}`)
    .join("\n")}\n`;
}
