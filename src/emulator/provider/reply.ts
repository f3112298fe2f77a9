/**
 * The emulator's deterministic model: the reply is a function of the prompt, so tests can assert
 * on it. A prompt holding a failing log (lines that look like errors) gets a summary-shaped
 * Markdown answer quoting those lines; any other prompt gets an echo of its last user turn.
 */

/** Words that make a log line look like an error (as a reader of CI logs would spot them). */
const ERROR_LINE =
  /\b(error|errors|err!|failed|failure|failing|fatal|exception|panic|traceback|assertionerror|segmentation fault|exit (code|status) [1-9]\d*|not ok \d+|expected values)\b|^\s*(E|F)\s|✗|✘|!==/i;

const MAX_QUOTED_LINES = 10;
const MAX_QUOTED_LENGTH = 200;

/** Lines of a text that look like errors, in order, without duplicates. */
export function errorLines(text: string): string[] {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    // Strip ANSI colour codes: CI logs carry them and they are not part of the message.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: ESC starts an ANSI colour code.
    const line = raw.replace(/\u001b\[[0-9;]*m/g, "").trim();
    if (!line || !ERROR_LINE.test(line) || seen.has(line)) continue;
    seen.add(line);
    lines.push(line.length > MAX_QUOTED_LENGTH ? `${line.slice(0, MAX_QUOTED_LENGTH)}...` : line);
  }
  return lines;
}

/** The reply to a prompt whose user turns are `text`. */
export function deterministicReply(text: string, lastUserTurn: string): string {
  const errors = errorLines(text);
  if (errors.length > 0) {
    const quoted = errors.slice(0, MAX_QUOTED_LINES);
    const more = errors.length - quoted.length;
    return [
      "## What failed",
      "",
      `The log shows ${errors.length === 1 ? "1 line that looks like an error; it is" : `${errors.length} lines that look like errors; the first is`}:`,
      "",
      "```",
      quoted[0],
      "```",
      "",
      "## Error lines",
      "",
      ...quoted.map((line) => `- \`${line.replace(/`/g, "'")}\``),
      ...(more > 0 ? [`- ... and ${more} more`] : []),
      "",
      "## Next step",
      "",
      "Fix the first error above, then re-run the step.",
    ].join("\n");
  }
  const turn = lastUserTurn.trim();
  return turn ? `You said: ${turn}` : "Hello from the jobai emulator.";
}
