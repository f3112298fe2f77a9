/** Results go to stdout (stdout carries results, diagnostics go to stderr). */

/** Print a value as pretty JSON, for `--json`. */
export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** Print rows as an aligned text table with a header line, for people. */
export function printTable(rows: readonly Record<string, unknown>[], columns: readonly string[]): void {
  const cell = (value: unknown) =>
    value === undefined || value === null ? "" : String(value).replace(/\s+/g, " ");
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
