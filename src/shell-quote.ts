/** Quote a value for bash so that `eval` gives back exactly the value, whatever it holds. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** Quote a value for a dotenv file: double quotes with `\\`, `"`, `$` and newlines escaped. */
export function dotenvQuote(value: string): string {
  const escaped = value
    .replace(/\\/g, "\\\\")
    .replace(/"/g, '\\"')
    .replace(/\$/g, "\\$")
    .replace(/\r/g, "\\r")
    .replace(/\n/g, "\\n");
  return `"${escaped}"`;
}

export type EnvFormat = "shell" | "dotenv" | "json";

/** Render variables as `export NAME='value'` lines, dotenv lines, or a JSON object. */
export function formatVariables(variables: Record<string, string>, format: EnvFormat): string {
  if (format === "json") return `${JSON.stringify(variables, null, 2)}\n`;
  const lines = Object.entries(variables).map(([name, value]) =>
    format === "shell" ? `export ${name}=${shellQuote(value)}` : `${name}=${dotenvQuote(value)}`,
  );
  return `${lines.join("\n")}\n`;
}

/** A word bash reads back as itself without quotes. */
const PLAIN_WORD = /^[A-Za-z0-9_@%+=:,./-]+$/;

/**
 * A command's words as one line a user can paste into bash and get the same words back: a plain
 * word as it is, any other quoted (`bash -c 'echo "a b"; exit 3'`). Joining with spaces lost the
 * quoting, so a summary's "Command:" line showed a command that was not the one run (issue 21).
 */
export function shellCommand(words: readonly string[]): string {
  return words.map((word) => (PLAIN_WORD.test(word) ? word : shellQuote(word))).join(" ");
}
