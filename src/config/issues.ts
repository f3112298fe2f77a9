import type { core } from "zod/mini";
import { UsageError } from "../errors.js";

/**
 * Turn zod issues into one UsageError, one line per issue. Messages come from our schemas, which
 * name the variable or option and the fix; the rejected value is never included (it may be a token).
 * `describePath` names where an issue is, e.g. `plugin option rate-limit.requests`.
 */
export function usageErrorFrom(
  error: { issues: readonly core.$ZodIssue[] },
  describePath: (path: string) => string = (path) => path,
): UsageError {
  const lines = error.issues.map((issue) => {
    const path = issue.path.map(String).join(".");
    if (path === "" || issue.message.startsWith(path.split(".")[0] ?? "")) return issue.message;
    return `${describePath(path)}: ${issue.message}`;
  });
  return new UsageError([...new Set(lines)].join("\n"));
}
