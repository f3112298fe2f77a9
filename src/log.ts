import type { Logger } from "pino";
import { logSettingsFrom } from "./config/log-settings.js";
import { pino } from "./on-first-use.js";
import { REDACTED, redact, redactValue, secretValuesFromEnv } from "./secrets.js";

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
 * A pino logger writing to stderr. Secrets are hidden in the values, before pino serialises a
 * record (a rule of the design; issue 23: a line redacted after JSON.stringify could be left invalid
 * JSON, and a secret inside an escaped quote went through whole): the message, every string of
 * the record and of a child's bindings, and an error's serialised message and stack. pino's
 * `redact` paths also censor secret-named keys whatever their values. So a JSON line is valid
 * JSON; a human line is built from it and redacted once more as the text it is.
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  const secrets = [...secretValuesFromEnv(), ...(options.secrets ?? [])];
  const out = options.destination ?? process.stderr;
  const fromEnv = logSettingsFrom();
  const format = options.format ?? fromEnv.format;
  const clean = <T>(value: T) => redactValue(value, secrets) as T;
  const stream = {
    write(line: string) {
      // The human line is redacted as it is shown: quotes in it are quotes, not JSON escapes.
      out.write(format === "json" ? line : redact(humanLine(line), secrets));
    },
  };
  const make = pino();
  return make(
    {
      level: options.level ?? fromEnv.level,
      base: null,
      redact: { paths: SECRET_KEYS, censor: REDACTED },
      formatters: { log: clean, bindings: clean },
      serializers: {
        msg: (message: unknown) => (typeof message === "string" ? redact(message, secrets) : clean(message)),
        err: (error: Error) => clean(make.stdSerializers.err(error)),
      },
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
