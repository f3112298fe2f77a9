/**
 * The request that asks the model to explain a failed step: a fixed system prompt, the job's
 * context, optional repository guidance (AGENT.md / CLAUDE.md), an optional custom prompt, and the
 * digest. Everything from outside is redacted; the digest already is.
 */
import { redact } from "../secrets.js";
import type { Digest } from "./digest.js";
import { stepOutcome } from "./title.js";
import { estimateTokens } from "./token-estimate.js";

export const SYSTEM_PROMPT = [
  "You explain why a CI step failed, for the engineer who will fix it.",
  "You get the step's context and a digest of its log: the lines that look like errors with the",
  "lines around them, and the log's last lines, each with its line number; omitted lines are marked.",
  "Answer in GitHub-flavoured Markdown, at most about 250 words:",
  "1. **Cause**: one or two sentences naming the root cause (the first real error, not its echoes).",
  "2. **Evidence**: the few log lines that show it, quoted with their line numbers.",
  "3. **Fix**: the concrete next step (a command, a file and line, a setting).",
  "If the digest does not show the cause, say so and say what to look at. Never invent log lines.",
].join("\n");

/**
 * For a step known to have passed (the plugin's `trigger: always`): asking why it failed would have
 * the model invent a failure.
 */
export const PASSED_SYSTEM_PROMPT = [
  "You summarize a CI step that passed (exit status 0), for the engineer who owns it.",
  "You get the step's context and a digest of its log: the lines that look like errors or warnings",
  "with the lines around them, and the log's last lines, each with its line number; omitted lines are marked.",
  "Answer in GitHub-flavoured Markdown, at most about 150 words: say that the step passed, then name",
  "any warnings, retries or slow parts worth a look, quoting their log lines with line numbers.",
  "If there is nothing worth a look, say so in one sentence. Never invent log lines.",
].join("\n");

/** Largest share of a context file that is sent (tokens, estimated). */
const MAX_CONTEXT_FILE_TOKENS = 2000;

export interface StepContext {
  label?: string | undefined;
  command?: string | undefined;
  exitStatus?: string | number | undefined;
  branch?: string | undefined;
  commit?: string | undefined;
  jobId?: string | undefined;
  buildUrl?: string | undefined;
}

export interface PromptInput {
  /** One failed step, or (for a build summary) each failed job of the build. */
  steps: { step: StepContext; digest: Digest }[];
  /** The user's own instructions (plugin option prompt / prompt-file). */
  customPrompt?: string | undefined;
  /** Repository guidance files: name and text. */
  contextFiles?: { name: string; text: string }[];
  secrets?: readonly string[];
}

export interface SummaryPrompt {
  system: string;
  user: string;
}

/** Cut a text to about `maxTokens`, saying so. */
function capTokens(text: string, maxTokens: number): string {
  const tokens = estimateTokens(text);
  if (tokens <= maxTokens) return text;
  return `${text.slice(0, Math.floor((text.length * maxTokens) / tokens))}\n[... cut to about ${maxTokens} tokens]`;
}

export function buildPrompt(input: PromptInput): SummaryPrompt {
  const clean = (text: string) => (input.secrets ? redact(text, input.secrets) : redact(text));
  const parts: string[] = [];
  for (const file of input.contextFiles ?? []) {
    parts.push(
      `# Repository guidance from ${clean(file.name)}`,
      // Redacted whole, then cut: a cut first could leave part of a secret unrecognized.
      capTokens(clean(file.text), MAX_CONTEXT_FILE_TOKENS),
    );
  }
  if (input.customPrompt?.trim())
    parts.push("# Instructions from the pipeline", clean(input.customPrompt.trim()));
  const several = input.steps.length > 1;
  if (several)
    parts.push(`# ${input.steps.length} jobs of this build did not pass: explain each, and what they share`);
  input.steps.forEach(({ step, digest }, i) => {
    const facts = [
      ["Step", step.label],
      ["Command", step.command],
      ["Exit status", step.exitStatus === undefined ? undefined : String(step.exitStatus)],
      ["Branch", step.branch],
      ["Commit", step.commit],
    ]
      .filter((pair): pair is [string, string] => Boolean(pair[1]))
      .map(([name, value]) => `- ${name}: ${clean(value)}`);
    parts.push(
      several ? `## Job ${i + 1}: ${clean(step.label ?? step.jobId ?? "unnamed")}` : "# The step",
      facts.length > 0 ? facts.join("\n") : "- (no job facts: run outside a job)",
      several ? "### Log digest" : "# Log digest",
      `\`\`\`text\n${digest.text}\n\`\`\``,
    );
  });
  const passed =
    input.steps.length > 0 && input.steps.every(({ step }) => stepOutcome(step.exitStatus) === "passed");
  return { system: passed ? PASSED_SYSTEM_PROMPT : SYSTEM_PROMPT, user: parts.join("\n\n") };
}
