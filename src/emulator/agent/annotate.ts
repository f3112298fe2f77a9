import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { findAnnotation, saveAnnotation } from "../rest/annotations.js";
import type { Annotation } from "../types.js";
import { AgentCliError } from "./agent-error.js";
import type { AgentState } from "./agent-state.js";
import type { CommandResult } from "./command-result.js";
import { parseFlags } from "./flags.js";

const STYLES = ["success", "info", "warning", "error"] as const;
const SCOPES = ["build", "job"] as const;
/** The service's limits on an annotation. */
export const MAX_CONTEXT_LENGTH = 100;
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * `annotate [body] [--style s] [--context c] [--append] [--priority n] [--scope build|job]`.
 * The body comes from the argument, or stdin when there is none. Defaults: context `default`,
 * style `info` (the real CLI leaves it unstyled), priority 3, scope `build`. `--append` adds to an
 * annotation of the same context (keeping its style unless a new one is given); without it, the
 * same context is replaced.
 */
export async function annotate(
  state: AgentState,
  argv: string[],
  stdin: string | undefined,
  now: number,
): Promise<CommandResult> {
  const { flags, args } = parseFlags(
    argv,
    { style: "string", context: "string", append: "boolean", priority: "string", scope: "string" },
    "annotate",
  );
  if (args.length > 1) {
    throw new AgentCliError(
      `annotate takes at most one argument (the body), got ${args.length}: quote the body, or pass it on stdin`,
    );
  }
  const style = flags.style as string | undefined;
  if (style !== undefined && !(STYLES as readonly string[]).includes(style)) {
    throw new AgentCliError(`invalid --style "${style}": use one of ${STYLES.join(", ")}`);
  }
  const context = (flags.context as string | undefined) ?? "default";
  if (context.trim() === "") throw new AgentCliError("--context is empty: give a name for the annotation");
  if (context.length > MAX_CONTEXT_LENGTH) {
    throw new AgentCliError(
      `--context is ${context.length} characters long: the limit is ${MAX_CONTEXT_LENGTH}`,
    );
  }
  const priorityText = (flags.priority as string | undefined) ?? "3";
  const priority = Number(priorityText);
  if (!/^\d+$/.test(priorityText) || priority < 1 || priority > 10) {
    throw new AgentCliError(`invalid --priority "${priorityText}": use a whole number from 1 to 10`);
  }
  const scope = (flags.scope as string | undefined) ?? "build";
  if (!(SCOPES as readonly string[]).includes(scope)) {
    throw new AgentCliError(`invalid --scope "${scope}": use build or job`);
  }
  let body = args[0];
  if (body === undefined) {
    if (stdin === undefined) return { needStdin: true };
    body = stdin;
  }
  const size = Buffer.byteLength(body);
  if (size > MAX_BODY_BYTES) {
    throw new AgentCliError(
      `the annotation body is ${size} bytes: the limit is ${MAX_BODY_BYTES} bytes (1 MiB)`,
    );
  }
  if (body.trim() === "")
    throw new AgentCliError("the annotation body is empty: give it as an argument or on stdin");

  const { build } = state.records();
  const existing = findAnnotation(build, scope, context);
  const total = Buffer.byteLength(flags.append && existing ? existing.body + body : body);
  if (total > MAX_BODY_BYTES) {
    throw new AgentCliError(
      `appending would make the annotation ${total} bytes: the limit is ${MAX_BODY_BYTES} bytes (1 MiB)`,
    );
  }
  // The build's annotations in the REST store: what the REST API lists.
  const { annotation } = saveAnnotation(build, {
    scope: scope as Annotation["scope"],
    context,
    body,
    append: flags.append === true,
    now,
    ...(style === undefined ? {} : { style }),
    ...(flags.priority === undefined ? {} : { priority }),
  });
  // Also on disk, so a person trying a pipeline script can read what it annotated.
  const dir = join(state.stateDir, "annotations");
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, `${scope}-${encodeURIComponent(context)}.md`), annotation.body);
  return {
    exitCode: 0,
    stdout: "",
    stderr: `Annotation "${context}" ${flags.append ? "appended" : "saved"} (${annotation.style})\n`,
  };
}
