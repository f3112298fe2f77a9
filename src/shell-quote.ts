/**
 * Quoting for the lines jobai prints for a shell or a dotenv reader (`jobai env`, `jobai relay
 * --format shell|dotenv`) and for commands shown to a user. Every function is checked by sourcing
 * its output in a real bash with hostile values (test/foundation/shell-quote.test.ts).
 */
import { UsageError } from "./errors.js";

/**
 * Quote a value for bash so that `eval` gives back exactly the value, whatever it holds: single
 * quotes, in which bash expands nothing (not `$`, a backtick, `\` or history's `!`), with each `'`
 * written as `'\''`.
 */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** C0 controls and DEL: no dotenv reader reads a newline or a CR back the way bash does. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is matched
const CONTROL = /[\u0000-\u001f\u007f]/;
/** Characters that mean something inside double quotes to bash (`\ " $` and the backtick). */
const DOUBLE_QUOTE_SPECIAL = /[\\"$`]/;

/**
 * Quote a value for a dotenv file that bash may also source (`set -a; . ./.env`), in the form
 * bash and dotenv readers (node's dotenv, python-dotenv, docker compose) all read back the same:
 * - a value without `\ " $ ` ' or a backtick: in double quotes, as it is;
 * - one with `" $` or a backtick but no `'` and no `\`: in single quotes, where bash and each
 *   of those readers take every character literally (no command substitution, no expansion);
 * - any other (it holds `'` or `\`): in double quotes with `\`, `"`, `$` and the backtick escaped,
 *   the escapes bash honours there, so bash reads it back exactly and runs nothing (issue 23:
 *   an unescaped backtick ran a command when the file was sourced).
 * A control character (a newline, a CR) is refused, naming the variable: bash keeps `\n` as two
 * characters where dotenv readers make a newline, so no form means the same to both. No value jobai
 * prints holds one (the token, the model id and the URLs are checked where they are read).
 */
export function dotenvQuote(value: string, name = "a value"): string {
  if (CONTROL.test(value))
    throw new UsageError(
      `${name} holds a control character (a newline, a tab, an escape ...), which a dotenv file cannot carry the same way to bash and to dotenv readers: use --format shell or --format json`,
    );
  if (!DOUBLE_QUOTE_SPECIAL.test(value) && !value.includes("'")) return `"${value}"`;
  if (!value.includes("'") && !value.includes("\\")) return `'${value}'`;
  return `"${value.replace(/[\\"$`]/g, (c) => `\\${c}`)}"`;
}

export type EnvFormat = "shell" | "dotenv" | "json";

/** Render variables as `export NAME='value'` lines, dotenv lines, or a JSON object. */
export function formatVariables(variables: Record<string, string>, format: EnvFormat): string {
  if (format === "json") return `${JSON.stringify(variables, null, 2)}\n`;
  const lines = Object.entries(variables).map(([name, value]) =>
    format === "shell" ? `export ${name}=${shellQuote(value)}` : `${name}=${dotenvQuote(value, name)}`,
  );
  return `${lines.join("\n")}\n`;
}

/** A word bash reads back as itself without quotes. */
const PLAIN_WORD = /^[A-Za-z0-9_@%+=:,./-]+$/;
/**
 * The same for a command's first word, without `=` (bash reads `A=b` there as an assignment, not
 * a command) or `%` (a job, `%1`, in an interactive shell).
 */
const PLAIN_COMMAND = /^[A-Za-z0-9_@+:,./-]+$/;

/**
 * A command's words as one line a user can paste into bash and get the same words back: a plain
 * word as it is, any other quoted (`bash -c 'echo "a b"; exit 3'`). Joining with spaces lost the
 * quoting, so a summary's "Command:" line showed a command that was not the one run (issue 21).
 */
export function shellCommand(words: readonly string[]): string {
  return words
    .map((word, i) => ((i === 0 ? PLAIN_COMMAND : PLAIN_WORD).test(word) ? word : shellQuote(word)))
    .join(" ");
}
