import type { core } from "zod/mini";
import { UsageError } from "../errors.js";

/**
 * Turn zod issues into one UsageError, one line per issue. Messages our schemas set name the
 * variable or option and the fix; zod/mini's own messages are generic ("Invalid input"), so those
 * are described here from the issue (parse with OWN_MESSAGES_ONLY). The rejected value is never
 * included (it may be a token).
 * `describePath` names where an issue is, e.g. `plugin option rate-limit.requests`.
 */
/** The message of an issue that none of our schemas describes; usageErrorFrom describes those itself. */
const ZOD_OWN = "Invalid input";

/**
 * Parse options that give every issue our schemas leave without a message ZOD_OWN, whatever zod
 * locale the process has loaded. zod/mini alone says "Invalid input"; once a module loads the full
 * `zod` (its English locale is global), it says "Invalid input: expected number, received string"
 * or "Too small: expected number to be >0", so the same bad plugin option read one way in `jobai env`
 * and another, without its fix, in `jobai limits`. Our own messages still come first (zod's order:
 * the schema's, then these options', then the locale's).
 */
export const OWN_MESSAGES_ONLY = { error: () => ZOD_OWN };

export function usageErrorFrom(
  error: { issues: readonly core.$ZodIssue[] },
  describePath: (path: string) => string = (path) => path,
  validKeys: (path: readonly PropertyKey[]) => string[] = () => [],
): UsageError {
  const lines = error.issues.map((issue) => {
    const path = issue.path.map(String).join(".");
    const message = issue.message === ZOD_OWN ? describeIssue(issue, validKeys) : issue.message;
    if (path === "" && issue.code !== "unrecognized_keys") return message;
    if (path !== "" && message.startsWith(path.split(".")[0] ?? "")) return message;
    return `${describePath(path)}: ${message}`;
  });
  return new UsageError([...new Set(lines)].join("\n"));
}

function describeIssue(issue: core.$ZodIssue, validKeys: (path: readonly PropertyKey[]) => string[]): string {
  switch (issue.code) {
    case "unrecognized_keys": {
      const valid = validKeys(issue.path);
      return `unknown option ${issue.keys.map((key) => `'${key}'`).join(", ")}${valid.length > 0 ? `: valid options are ${valid.join(", ")}` : ""}`;
    }
    case "invalid_type":
      return `must be ${issue.expected === "int" ? "a whole number" : `a ${issue.expected}`}`;
    case "too_small":
      return `must be ${issue.inclusive ? "at least" : "greater than"} ${String(issue.minimum)}${issue.origin === "string" ? " characters long" : ""}`;
    case "too_big":
      return `must be ${issue.inclusive ? "at most" : "less than"} ${String(issue.maximum)}`;
    case "invalid_value":
      return `must be one of ${issue.values.map(String).join(", ")}`;
    case "invalid_format":
      return `has the wrong format${"pattern" in issue && issue.pattern ? ` (expected ${issue.pattern})` : ""}`;
    case "invalid_union":
      return "has the wrong type or format";
    default:
      return "is not valid";
  }
}

/** The most characters of a rejected value that an error shows. */
const SHOWN_VALUE_CHARS = 40;

/**
 * A rejected value as an error may show it: whole when short, else only its length. Never a cut:
 * redaction matches whole values, so the first 40 characters of a token (a job token put in
 * JOBAI_SPEND_LIMIT_JOB by mistake) were printed as they were.
 */
export function shownValue(value: string, quote: (value: string) => string = (v) => v): string {
  return value.length <= SHOWN_VALUE_CHARS
    ? quote(value)
    : `(a value of ${value.length} characters, not shown)`;
}
