import type { Logger } from "pino";
import { pino } from "./on-first-use.js";
import { REDACTED, redact, secretValuesFromEnv } from "./secrets.js";

export type { Logger } from "pino";

export interface LoggerOptions {
  /** pino level; default `JOBAI_LOG_LEVEL` or `info`. */
  level?: string;
  /** `human` (one readable line per record, the default) or `json` (`JOBAI_LOG_FORMAT=json`). */
  format?: "human" | "json";
  /** Where lines go; default stderr, since stdout carries results. */
  destination?: { write(line: string): unknown };
  /** Secret values to hide besides those found in the environment. */
  secrets?: readonly string[];
}

/** Keys whose values pino replaces wherever they appear in a record. */
const SECRET_KEYS = [
  "token",
  "apiKey",
  "authorization",
  "password",
  "secret",
  "*.token",
  "*.apiKey",
  "*.authorization",
  '*["x-api-key"]',
  "*.headers.authorization",
  '*.headers["x-api-key"]',
];

/**
 * A pino logger writing to stderr. Two layers keep tokens out (DESIGN.md, Rules): pino redacts
 * secret-named keys, and every line is scrubbed of secret values and token shapes before it is written.
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  const secrets = [...secretValuesFromEnv(), ...(options.secrets ?? [])];
  const out = options.destination ?? process.stderr;
  const format = options.format ?? (process.env.JOBAI_LOG_FORMAT === "json" ? "json" : "human");
  const stream = {
    write(line: string) {
      // The human line is redacted as it is shown: quotes in it are quotes, not JSON escapes, so a
      // quoted password is hidden whole (src/secret-rules.ts, secret-assignment).
      out.write(
        format === "json" ? redact(line, secrets) : redact(humanLine(redact(line, secrets)), secrets),
      );
    },
  };
  return pino()(
    {
      level: options.level ?? process.env.JOBAI_LOG_LEVEL ?? "info",
      base: null,
      redact: { paths: SECRET_KEYS, censor: REDACTED },
    },
    stream,
  );
}

const LEVEL_NAMES: Record<number, string> = {
  10: "trace",
  20: "debug",
  30: "info",
  40: "warn",
  50: "error",
  60: "fatal",
};

/** `jobai warn: message (key=value ...)` from one pino JSON line. */
function humanLine(jsonLine: string): string {
  try {
    const { level, time: _time, msg, ...fields } = JSON.parse(jsonLine) as Record<string, unknown>;
    const extra = Object.entries(fields)
      .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`)
      .join(" ");
    const name = LEVEL_NAMES[Number(level)] ?? "log";
    return `jobai ${name}: ${String(msg ?? "")}${extra ? ` (${extra})` : ""}\n`;
  } catch {
    return jsonLine;
  }
}

let shared: Logger | undefined;

/** The process-wide logger, made on first use so commands that never log never load it twice. */
export function logger(): Logger {
  shared ??= createLogger();
  return shared;
}
