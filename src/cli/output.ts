import { visible } from "./visible.js";

/** Results go to stdout (stdout carries results, diagnostics go to stderr). */

/**
 * DEL, the C1 controls and the bidirectional controls, which JSON.stringify leaves raw (it escapes
 * only those below U+0020) and a terminal may act on. They can only occur inside a JSON string.
 */
const RAW_IN_JSON = /[\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Print a value as pretty JSON, for `--json`: the exact value, with every control character as a
 * `\uXXXX` escape, so a server's string cannot act on the terminal that shows it (issue 23).
 */
export function printJson(value: unknown): void {
  const text = JSON.stringify(value, null, 2).replace(
    RAW_IN_JSON,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  process.stdout.write(`${text}\n`);
}

/**
 * Print rows as an aligned text table with a header line, for people. A cell is one line of
 * inert text: control characters (a newline, an escape sequence from a server's data) are shown
 * as escapes (src/cli/visible.ts), and other runs of white space as one space.
 */
export function printTable(rows: readonly Record<string, unknown>[], columns: readonly string[]): void {
  const cell = (value: unknown) =>
    value === undefined || value === null ? "" : visible(String(value)).replace(/\s+/g, " ");
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => cell(row[column]).length)),
  );
  const line = (values: string[]) =>
    values
      .map((value, i) => value.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd();
  const text = [
    line(columns.map((c) => c.toUpperCase())),
    ...rows.map((row) => line(columns.map((c) => cell(row[c])))),
  ];
  process.stdout.write(`${text.join("\n")}\n`);
}
