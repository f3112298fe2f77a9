import type * as z from "zod";

/**
 * What is wrong with a call's input, field by field, in the shape of the spec's validation errors
 * (spec: Errors: `{ message, errors: [...] }`). The library puts these in its UsageError before
 * sending; the emulator answers them as a 422 (body) or 400 (query). One wording for both.
 * The rejected value is never repeated: it may be a secret.
 */
export interface FieldIssue {
  field: string;
  code: "invalid" | "missing_field" | "unknown_field";
  message: string;
}

/**
 * Whether an issue is a value left out, not one of the wrong type. zod 4 puts no `input` in an issue
 * unless the parse asked for it (`reportInput`), so `input === undefined` was true of every wrong
 * type too, and `pull_request_id: "42"` came back as "is required" (issue 28, item 3). What was
 * received is in zod's own message ("Invalid input: expected number, received undefined"), or in
 * `received` for a few cases (NaN).
 */
function isMissing(issue: z.core.$ZodIssue): boolean {
  if (issue.code !== "invalid_type") return false;
  if ("input" in issue) return issue.input === undefined;
  const received = (issue as { received?: unknown }).received ?? /, received (\w+)$/.exec(issue.message)?.[1];
  return received === "undefined";
}

function describe(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return isMissing(issue)
        ? "is required"
        : `must be ${issue.expected === "int" ? "a whole number" : `${article(issue.expected)} ${issue.expected}`}`;
    case "too_small":
      return issue.origin === "string" && issue.minimum === 1
        ? "can't be blank"
        : `must be ${issue.inclusive ? "at least" : "greater than"} ${String(issue.minimum)}${issue.origin === "array" ? " item(s)" : ""}`;
    case "too_big":
      return `must be ${issue.inclusive ? "at most" : "less than"} ${String(issue.maximum)}`;
    case "invalid_value":
      return `must be one of ${issue.values.map(String).join(", ")}`;
    case "invalid_format":
      return `has the wrong format (${issue.format})`;
    case "invalid_union":
      return "has the wrong type or shape";
    default:
      return issue.message;
  }
}

function article(word: string): string {
  return /^[aeiou]/.test(word) ? "an" : "a";
}

/** One entry per problem; unknown keys get one entry each. */
export function fieldIssues(error: z.ZodError, prefix: readonly PropertyKey[] = []): FieldIssue[] {
  const out: FieldIssue[] = [];
  for (const issue of error.issues) {
    const path = [...prefix, ...issue.path].map(String).join(".");
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        const field = path ? `${path}.${key}` : key;
        out.push({ field, code: "unknown_field", message: `${field} is not a known field` });
      }
      continue;
    }
    // Our own messages (a refine, a custom error) already say what to do; zod's generic ones are described.
    const generic = issue.message.startsWith("Invalid") || issue.message.startsWith("Too ");
    const text = generic ? describe(issue) : issue.message;
    const missing = isMissing(issue);
    const leaf = String(issue.path.at(-1) ?? "");
    const named = leaf !== "" && text.startsWith(leaf);
    out.push({
      field: path || "(input)",
      code: missing ? "missing_field" : "invalid",
      message: named
        ? path === leaf
          ? text
          : `${path.slice(0, -leaf.length)}${text}`
        : `${path || "the input"} ${text}`,
    });
  }
  return out;
}

/** The issues in one sentence each, for an error message. */
export function issuesText(issues: readonly FieldIssue[]): string {
  return issues.map((issue) => issue.message).join("; ");
}
