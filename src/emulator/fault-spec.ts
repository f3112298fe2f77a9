import { UsageError } from "../errors.js";
import { PROVIDER_ERROR_TYPES, type ProviderErrorType } from "./provider/error-types.js";
import type { Fault, FaultRule } from "./types.js";

export const FAULT_SPEC_HELP =
  "KIND[=VALUE][:TIMES][@PATH], KIND one of latency=MS, server-error[=STATUS], overloaded-mid-stream, " +
  "drop-mid-stream, rate-limit-without-retry-after, error=TYPE (e.g. error=permission_error)";

/**
 * A fault rule from its text form, as `jobai emulate --fault` takes it:
 * `latency=2000`, `server-error=503:2` (the next 2 requests), `drop-mid-stream@/v1/messages`.
 */
export function parseFaultSpec(text: string): FaultRule {
  const match = /^([a-z-]+)(?:=([A-Za-z0-9_]+))?(?::(\d+))?(?:@(\/\S*))?$/.exec(text.trim());
  if (!match) throw new UsageError(`--fault "${text}" is not a fault: use ${FAULT_SPEC_HELP}`);
  const [, kind = "", value, times, path] = match;
  const number = (what: string, min: number, max: number): number => {
    const parsed = Number(value);
    if (value === undefined || !Number.isInteger(parsed) || parsed < min || parsed > max) {
      throw new UsageError(
        `--fault ${kind} needs ${what} from ${min} to ${max}, e.g. ${kind}=${min === 0 ? 500 : 503}`,
      );
    }
    return parsed;
  };
  const noValue = () => {
    if (value !== undefined) throw new UsageError(`--fault ${kind} takes no value: drop "=${value}"`);
  };
  let fault: Fault;
  switch (kind) {
    case "latency":
      fault = { kind, ms: number("milliseconds", 0, 600_000) };
      break;
    case "server-error":
      fault = value === undefined ? { kind } : { kind, status: number("a status", 500, 599) };
      break;
    case "overloaded-mid-stream":
    case "drop-mid-stream":
    case "rate-limit-without-retry-after":
      noValue();
      fault = { kind };
      break;
    case "error":
      if (!value || !(PROVIDER_ERROR_TYPES as string[]).includes(value)) {
        throw new UsageError(
          `--fault error needs a provider error type: one of ${PROVIDER_ERROR_TYPES.join(", ")}`,
        );
      }
      fault = { kind, type: value as ProviderErrorType };
      break;
    default:
      throw new UsageError(`--fault kind "${kind}" is unknown: use ${FAULT_SPEC_HELP}`);
  }
  const rule: FaultRule = { fault };
  if (times !== undefined) {
    if (Number(times) < 1) throw new UsageError(`--fault "${text}": the count after ':' must be at least 1`);
    rule.times = Number(times);
  }
  if (path !== undefined) rule.path = path;
  return rule;
}
