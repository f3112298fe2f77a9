import { UsageError } from "../errors.js";
import { shownValue } from "./issues.js";

/**
 * The log's level and format, from JOBAI_LOG_LEVEL and JOBAI_LOG_FORMAT, checked: a value pino
 * does not know ("default level:loud must be included in custom levels") is bad input that names
 * the variable and the values it takes (exit 2), before anything runs.
 */

export const LOG_LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_FORMATS = ["human", "json"] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export const DEFAULT_LOG_LEVEL: LogLevel = "info";
export const DEFAULT_LOG_FORMAT: LogFormat = "human";

function oneOf<T extends string>(
  variable: string,
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  if (value === undefined || value === "") return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(
    `${variable}=${shownValue(value)} is not valid: give one of ${allowed.join(", ")} (unset: ${fallback}).`,
  );
}

/** The level and format the environment asks for; throws a UsageError for a value not among them. */
export function logSettingsFrom(env: Readonly<Record<string, string | undefined>> = process.env): {
  level: LogLevel;
  format: LogFormat;
} {
  return {
    level: oneOf("JOBAI_LOG_LEVEL", env.JOBAI_LOG_LEVEL, LOG_LEVELS, DEFAULT_LOG_LEVEL),
    format: oneOf("JOBAI_LOG_FORMAT", env.JOBAI_LOG_FORMAT, LOG_FORMATS, DEFAULT_LOG_FORMAT),
  };
}
