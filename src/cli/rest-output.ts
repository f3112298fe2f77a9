import { UsageError } from "../errors.js";
import { printJson, printTable } from "./output.js";

/**
 * What a REST command prints: JSON with `--json` (all fields, or those named: `--json
 * number,state,web_url`, as `gh --json`), else a table for people. An empty list prints nothing
 * on stdout and says so on stderr (no bare header row); with --json it is `[]`.
 */

/** `--json` as given: undefined (a table), every field (`--json`), or the fields named. */
export function jsonFields(value: unknown): string[] | "all" | undefined {
  if (value === undefined || value === false) return undefined;
  if (value === "" || value === true) return "all";
  const fields = String(value)
    .split(",")
    .map((field) => field.trim())
    .filter(Boolean);
  for (const field of fields) {
    if (!/^[A-Za-z_][\w.]*$/.test(field)) {
      throw new UsageError(
        `--json ${value}: '${field}' is not a field name; give names such as --json number,state,web_url.`,
      );
    }
  }
  return fields.length ? fields : "all";
}

function pick(item: unknown, fields: string[]): unknown {
  if (!item || typeof item !== "object") return item;
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    let value: unknown = item;
    for (const part of field.split(".")) value = (value as Record<string, unknown> | undefined)?.[part];
    out[field] = value;
  }
  return out;
}

/** One field as a table cell: objects by their name, lists joined. */
function cell(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cell).join(",");
  if (value && typeof value === "object") {
    const named = value as Record<string, unknown>;
    return named.name ?? named.slug ?? named.id ?? named.uuid ?? JSON.stringify(value);
  }
  if (typeof value === "boolean") return value ? "yes" : "no";
  return value;
}

export interface Shown {
  json: unknown;
  /** `teams`, for "No teams." */
  what: string;
  columns: readonly string[];
  /** A row for people (default: the columns' fields). */
  row?: (item: Record<string, unknown>) => Record<string, unknown>;
}

export function present(result: unknown, shown: Shown): void {
  const fields = jsonFields(shown.json);
  if (Array.isArray(result) && result.length === 0) {
    process.stderr.write(`jobai: no ${shown.what} found.\n`);
    if (fields) printJson([]);
    return;
  }
  if (fields) {
    if (fields === "all") printJson(result);
    else printJson(Array.isArray(result) ? result.map((item) => pick(item, fields)) : pick(result, fields));
    return;
  }
  const items = (Array.isArray(result) ? result : [result]) as Record<string, unknown>[];
  const rows = items.map((item) =>
    shown.row ? shown.row(item) : Object.fromEntries(shown.columns.map((c) => [c, cell(item[c])])),
  );
  const present = shown.columns.filter((column) =>
    rows.some((row) => row[column] !== undefined && row[column] !== null),
  );
  printTable(rows, present.length ? present : shown.columns);
}
