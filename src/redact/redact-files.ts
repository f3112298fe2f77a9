/**
 * The values of the files a user lists in `redact-files` (a `.env`, a service-account JSON): each
 * is hidden wherever a log prints it, as the environment's secret values are. A JSON file gives
 * every string in it (a multi-line one, such as a private key, also line by line); any other file
 * gives the value of each `NAME=value` or `name: value` line, or the line itself.
 *
 * A file that cannot be read stops the summary with a UsageError: a user who asked for its values
 * to be hidden must not get a summary that may hold them.
 */
import { readFileSync } from "node:fs";
import { UsageError } from "../errors.js";

/** Shorter values are not hidden: redacting `1` or `true` everywhere would shred the text. */
const MIN_VALUE_LENGTH = 6;
/** Values that are settings, not secrets. */
const PLAIN = /^(?:true|false|yes|no|on|off|null|none|\d+(?:\.\d+)?)$/i;

function keep(values: Set<string>, raw: string): void {
  const value = raw.trim();
  if (value.length < MIN_VALUE_LENGTH || PLAIN.test(value)) return;
  values.add(value);
  if (value.includes("\n")) for (const line of value.split("\n")) keep(values, line);
}

function jsonStrings(value: unknown, values: Set<string>): void {
  if (typeof value === "string") keep(values, value);
  else if (Array.isArray(value)) for (const item of value) jsonStrings(item, values);
  else if (value && typeof value === "object")
    for (const item of Object.values(value)) jsonStrings(item, values);
}

/** `NAME=value`, `export NAME="value"`, `name: value`: the value, unquoted. */
const ASSIGNMENT = /^\s*(?:export\s+)?[\w.-]+\s*[=:]\s*(.*)$/;

function lineValues(text: string, values: Set<string>): void {
  for (const line of text.split(/\r?\n/)) {
    if (/^\s*(?:#|$)/.test(line)) continue;
    const value = ASSIGNMENT.exec(line)?.[1] ?? line;
    keep(values, value.trim().replace(/^(["'])(.*)\1$/, "$2"));
  }
}

/** The values of the listed files, longest first. */
export function valuesOfFiles(paths: readonly string[]): string[] {
  const values = new Set<string>();
  for (const path of paths) {
    let text: string;
    try {
      text = readFileSync(path, "utf8");
    } catch (error) {
      throw new UsageError(
        `redact-files names ${path}, which cannot be read (${(error as NodeJS.ErrnoException).code ?? "error"}): create it, or take it out of redact-files (JOBAI_REDACT_FILES, --redact-files)`,
      );
    }
    let parsed: unknown;
    try {
      parsed = path.endsWith(".json") || /^\s*[{[]/.test(text) ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (parsed !== undefined) jsonStrings(parsed, values);
    else lineValues(text, values);
  }
  return [...values].sort((a, b) => b.length - a.length);
}
