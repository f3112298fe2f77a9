/**
 * The values of the files a user lists in `redact-files` (a `.env`, a service-account JSON): each
 * is hidden wherever a log prints it, as the environment's secret values are. A JSON file gives
 * every string in it (a multi-line one, such as a private key, also line by line); any other file
 * gives the value of each `NAME=value` or `name: value` line, or the line itself.
 *
 * A file that cannot be read stops the summary with a UsageError: a user who asked for its values
 * to be hidden must not get a summary that may hold them.
 */
import { readFileSync, statSync } from "node:fs";
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

/** The largest file whose values are read: a `.env` or a key file is a few KiB. */
const MAX_FILE_BYTES = 1024 * 1024;

/**
 * `path`, once it is known to be a regular file of at most MAX_FILE_BYTES: `/dev/zero` or a FIFO
 * was read for ever, holding the summary (and the post-command hook) until the job timed out.
 */
function checkedFile(path: string): string {
  const stat = statSync(path);
  const fix = "list the files whose values are secrets (a .env, a service-account JSON)";
  if (!stat.isFile() && !stat.isDirectory()) {
    throw new UsageError(`redact-files names ${path}, which is not a regular file: ${fix}`);
  }
  if (stat.size > MAX_FILE_BYTES) {
    throw new UsageError(`redact-files names ${path}, which is over 1 MiB: ${fix}`);
  }
  return path;
}

/** The values of the listed files, longest first. */
export function valuesOfFiles(paths: readonly string[]): string[] {
  const values = new Set<string>();
  for (const path of paths) {
    let text: string;
    try {
      text = readFileSync(checkedFile(path), "utf8");
    } catch (error) {
      if (error instanceof UsageError) throw error;
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
