import { UsageError } from "../../errors.js";

/**
 * `--timeout SECONDS`: how long a command waits for a server that sends nothing. The default is
 * the constant the client uses (DEFAULT_PROXY_TIMEOUT_MS for the proxy, the REST client's for the
 * REST API), so `--help` says what the code does.
 */
export function timeoutFlag(what: "proxy" | "api", defaultMs: number) {
  return {
    type: "number" as const,
    describe:
      what === "proxy"
        ? `Seconds the proxy may send nothing (no answer, or no more of a streamed one) before the call fails, not retried (default ${defaultMs / 1000})`
        : `Seconds to wait for each answer of the REST API before the call fails, not retried (default ${defaultMs / 1000})`,
  };
}

/** The option's value in ms, or undefined when left out; a UsageError names a bad one. */
export function timeoutMs(seconds: unknown): number | undefined {
  if (seconds === undefined) return undefined;
  if (typeof seconds !== "number" || !Number.isFinite(seconds) || seconds <= 0 || seconds > 86_400) {
    throw new UsageError("--timeout must be a number of seconds above 0 (at most 86400), e.g. --timeout 30");
  }
  return Math.max(1, Math.round(seconds * 1000));
}
