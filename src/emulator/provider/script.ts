import { readFile } from "node:fs/promises";
import { z } from "zod";
import { UsageError } from "../../errors.js";
import type { ContentBlock, CountTokensRequest } from "./request-schema.js";

/**
 * The scripted model: instead of the deterministic model's echo, `/v1/messages` answers with turns
 * written in advance, so agent loops (Claude Code, an SDK tool loop) run offline.
 *
 *   {
 *     "conversations": [
 *       { "match": "session-a", "turns": [
 *           { "tool_use": { "name": "Read", "input": { "file_path": "/abs/a.txt" } } },
 *           { "text": "Done." } ] }
 *     ],
 *     "turns": [ { "text": "Hello from the script." } ]
 *   }
 *
 * - A turn is `text`, or `tool_use` (one `{ name, input }` or a list of them, for parallel calls),
 *   or both (the text comes first). A turn with `tool_use` ends with stop_reason `tool_use`.
 * - Which turn: the request's conversation has answered as many turns as it holds assistant
 *   messages, so the next is that index. The position lives in the conversation, not in the
 *   emulator: a retried request gets the same turn again, and concurrent conversations each walk
 *   their own list, with no state to share or reset.
 * - Which list: the first conversation whose `match` occurs in the text of the request's first
 *   user message; otherwise the top-level `turns`; otherwise (no list applies) the deterministic
 *   model answers, as without a script.
 * - A conversation past its last turn gets a short final text (`SCRIPT_DONE_TEXT`, with end_turn),
 *   which ends any agent loop.
 */
const toolUseSchema = z.strictObject({
  name: z
    .string({ error: 'a tool\'s name is a string, e.g. "name": "Read"' })
    .min(1, 'a tool\'s name is a string, e.g. "name": "Read"'),
  input: z
    .record(z.string(), z.unknown(), {
      error: 'a tool\'s input is a JSON object, e.g. "input": { "file_path": "/tmp/a.txt" }',
    })
    .default({}),
});

const turnSchema = z
  .strictObject({
    text: z.string({ error: 'a turn\'s text is a string, e.g. "text": "Done."' }).optional(),
    tool_use: z
      .union([toolUseSchema, z.array(toolUseSchema).min(1, "give at least one tool call")], {
        error: 'tool_use is { "name": ..., "input": {...} } or a list of them',
      })
      .optional(),
  })
  .refine((turn) => turn.text !== undefined || turn.tool_use !== undefined, {
    error: 'a turn needs "text" or "tool_use", e.g. { "text": "Done." }',
  });

const conversationSchema = z.strictObject({
  match: z
    .string({
      error: 'match is the text that marks the conversation\'s first user message, e.g. "session-a"',
    })
    .min(1, "match must not be empty: it is looked for in the first user message"),
  turns: z.array(turnSchema, { error: "turns is a list of turns" }),
});

export const scriptSchema = z
  .strictObject({
    turns: z.array(turnSchema, { error: "turns is a list of turns" }).optional(),
    conversations: z.array(conversationSchema, { error: "conversations is a list" }).optional(),
  })
  .refine((script) => script.turns !== undefined || script.conversations !== undefined, {
    error: 'a script needs "turns" or "conversations", e.g. { "turns": [{ "text": "Hello" }] }',
  });

/** A script as written (`input` may be left out). */
export type ScriptInput = z.input<typeof scriptSchema>;
export type Script = z.output<typeof scriptSchema>;
export type ScriptTurn = z.output<typeof turnSchema>;
export interface ScriptToolUse {
  name: string;
  input: Record<string, unknown>;
}

/** What a conversation past its last scripted turn is told. */
export const SCRIPT_DONE_TEXT = "The emulator's script has no more turns for this conversation.";

/** Validate a script, or throw a UsageError naming the field and the fix. `source` names it. */
export function parseScript(value: unknown, source = "the script"): Script {
  const parsed = scriptSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  const issue = first ? innermost(first) : undefined;
  const where = (issue?.path ?? [])
    .map((part) => (typeof part === "number" ? `[${part}]` : `.${String(part)}`))
    .join("")
    .replace(/^\./, "");
  let message = issue?.message ?? "is not a script";
  if (issue?.code === "unrecognized_keys") {
    message = `unknown field ${issue.keys.map((key) => `"${key}"`).join(", ")}: a turn has "text" and "tool_use", a tool call "name" and "input", a conversation "match" and "turns"`;
  }
  throw new UsageError(
    `${source}: ${where ? `${where}: ` : ""}${message}; see 'jobai emulate --help' for the format`,
  );
}

/**
 * The issue to report: inside a union (`tool_use`: one call or a list), the one from the branch of
 * the value's own shape, so a single call with a bad `input` names `input`, not the union.
 */
function innermost(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  if (issue.code !== "invalid_union") return issue;
  for (const branch of issue.errors) {
    const inner = branch[0];
    if (!inner || (inner.code === "invalid_type" && inner.path.length === 0)) continue;
    return innermost({ ...inner, path: [...issue.path, ...inner.path] });
  }
  return issue;
}

/** Read and validate a script file (JSON). */
export async function loadScript(path: string): Promise<Script> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    throw new UsageError(
      `--script ${path}: cannot read it (${(error as NodeJS.ErrnoException).code ?? "error"}): give the path of a JSON script file`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--script ${path}: not JSON (${(error as Error).message}): fix the file's syntax`);
  }
  return parseScript(value, `--script ${path}`);
}

/** The tool calls of a turn as a list. */
export function toolUses(turn: ScriptTurn): ScriptToolUse[] {
  if (turn.tool_use === undefined) return [];
  return Array.isArray(turn.tool_use) ? turn.tool_use : [turn.tool_use];
}

/**
 * The scripted answer to a request: a turn, `"done"` when its conversation is past its last turn,
 * or undefined when no list applies (the deterministic model answers).
 */
export function scriptedTurn(script: Script, request: CountTokensRequest): ScriptTurn | "done" | undefined {
  const firstUser = request.messages.find((message) => message.role === "user");
  const opening = firstUser ? textOf(firstUser.content as string | ContentBlock[]) : "";
  const turns =
    script.conversations?.find((conversation) => opening.includes(conversation.match))?.turns ?? script.turns;
  if (turns === undefined) return undefined;
  const answered = request.messages.filter((message) => message.role === "assistant").length;
  return turns[answered] ?? "done";
}

function textOf(content: string | ContentBlock[]): string {
  if (typeof content === "string") return content;
  return content
    .filter((block) => block.type === "text" && typeof block.text === "string")
    .map((block) => block.text as string)
    .join("\n");
}
