/**
 * One check of `jobai doctor`: what it looked at, whether it passed, and, when it failed, the fix.
 * A check never throws: whatever went wrong is its `detail`, and its `fix` says what to do.
 */
import { isUsageError } from "../errors.js";
import { redact } from "../secrets.js";

export const CHECK_NAMES = [
  "variables",
  "settings",
  "proxy",
  "rest-api",
  "state-dir",
  "store",
  "relay",
] as const;
export type CheckName = (typeof CHECK_NAMES)[number];

/** ok: passed; fail: the job will not work as it is; skip: not needed here, or needs a failed check. */
export type CheckStatus = "ok" | "fail" | "skip";

export interface CheckResult {
  name: CheckName;
  status: CheckStatus;
  /** What was found, for a person: addresses and names, never a secret. */
  detail: string;
  /** What to do: set on every failure. */
  fix?: string;
}

export const ok = (name: CheckName, detail: string): CheckResult => ({ name, status: "ok", detail });
export const skip = (name: CheckName, detail: string): CheckResult => ({ name, status: "skip", detail });
export const fail = (name: CheckName, detail: string, fix: string): CheckResult => ({
  name,
  status: "fail",
  detail,
  fix,
});

/**
 * Where a line of a UsageError turns from what is wrong to the fix: the style's "what: the fix",
 * the fix an imperative ("run inside a job, ...", "set JOBAI_STATE_DIR ..."). A colon before
 * anything else ("store: the limiter store must be one of ...") names a path, not a fix.
 */
const FIX_START =
  /: (?=(?:run|set|give|remove|create|use|start|check|export|pass|unset|choose|chmod|shorten|raise|lower|put) )/;

/**
 * A failed check from an error: a UsageError's lines split into what is wrong and its own fix
 * (`fix` when a line names none), any other error's message with `fix`. Redacted, as every text
 * that leaves jobai.
 */
export function failFrom(
  name: CheckName,
  error: unknown,
  fix: string,
  secrets?: readonly string[],
): CheckResult {
  const message = redact(error instanceof Error ? error.message : String(error), secrets);
  if (!isUsageError(error)) return fail(name, message, fix);
  const whats: string[] = [];
  const fixes: string[] = [];
  for (const line of message.split("\n").filter(Boolean)) {
    const at = FIX_START.exec(line)?.index;
    whats.push(at === undefined ? line : line.slice(0, at));
    const own = at === undefined ? fix : line.slice(at + 2);
    if (!fixes.includes(own)) fixes.push(own);
  }
  return fail(name, whats.join("; "), fixes.join("; "));
}

/**
 * The one bound of every check that reaches a server (the proxy, the REST API, Redis, the relay):
 * they run side by side, so the doctor ends within about this long whatever hangs (`--timeout`).
 * 1.5 s: a loopback or same-region answer takes milliseconds, and a slower one is worth a line.
 */
export const DOCTOR_CHECK_MS = 1_500;

/** A bound in words: `1.5 s`. */
export function boundText(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`;
}

/** `promise`, or a rejection naming `what` after `ms` (a check that hangs must not hang the doctor). */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} gave no answer within ${boundText(ms)}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
