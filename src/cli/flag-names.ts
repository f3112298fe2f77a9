import { isUsageError, UsageError } from "../errors.js";

/**
 * The library names a bad input by its field (`created_from is not a time`, `teams.create: name
 * is required`); a command's user gave a flag. This rewrites such a UsageError to name the flag
 * (`--created-from is not a time`), one issue at a time (the library joins them with "; "), and
 * drops the method's name in front. Any other error is returned as it is.
 */
export function withFlagNames(
  error: unknown,
  /** Field (`author.name`, `created_from`) to what the user gave (`--author-name`, `the agent argument`). */
  flags: Readonly<Record<string, string>>,
  /** The library method's name the message may start with (`teams.create`). */
  method?: string,
): unknown {
  if (!isUsageError(error)) return error;
  let text = error.message;
  if (method && text.startsWith(`${method}: `)) text = text.slice(method.length + 2);
  const fields = Object.keys(flags).sort((a, b) => b.length - a.length);
  const renamed = text
    .split("; ")
    .map((issue) => {
      const field = fields.find(
        (name) => issue.startsWith(name) && /^(?:[ :']|$)/.test(issue.slice(name.length)),
      );
      if (!field) return issue;
      const rest = issue.slice(field.length);
      // "agent give the agent's id": a message that does not go on with a verb gets a colon.
      const joined = /^ (?:is|must|has|holds|can't|was|does|needs) /.test(rest) || /^ ?[:']/.test(rest);
      return `${flags[field]}${joined ? rest : `:${rest}`}`;
    })
    .join("; ");
  if (renamed === error.message) return error;
  return new UsageError(renamed);
}
