/**
 * Summarize failed steps: digest each log, ask the model through the given client, and write the
 * annotation, the artifacts (transcript and digest) and the usage meta-data through the agent CLI.
 * The client and the agent are passed in, so this runs the same against the proxy, the emulator
 * and a test double; the CLI command builds them (createClient, createAgentCli).
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { AgentCli } from "../agent/agent-cli.js";
import type { AnnotationStyle } from "../agent/limits.js";
import { countedInputTokens, toUsage } from "../limit/usage.js";
import { DEFAULT_MODEL } from "../provider/model.js";
import { currentRedactionScope } from "../redact/redaction-scope.js";
import { redact, redactValue, secretValuesFromEnv } from "../secrets.js";
import type { PriceTable } from "../usage/cost.js";
import { rowOfUsage, usageRecordValue } from "../usage/usage-entry.js";
import type { Digest } from "./digest.js";
import { buildPrompt, type StepContext } from "./prompt.js";
import { type ReportUsage, renderAnnotation } from "./report.js";

/** The model when none is configured: the CLI's one default (src/provider/model.ts). */
export const DEFAULT_SUMMARY_MODEL = DEFAULT_MODEL;
export const DEFAULT_MAX_TOKENS = 1024;

/** What this needs of a client: `messages.create` of @anthropic-ai/sdk, without streaming. */
export interface MessagesClient {
  messages: {
    create(
      body: {
        model: string;
        max_tokens: number;
        system: string;
        messages: { role: "user"; content: string }[];
      },
      options?: { signal?: AbortSignal | undefined },
    ): PromiseLike<ModelReply>;
  };
}

export interface ModelReply {
  id?: string;
  model?: string;
  content: ({ type: "text"; text: string } | { type: string })[];
  stop_reason?: string | null;
  /** The provider's usage object, read with toUsage (src/limit/usage.ts) and kept in the transcript. */
  usage: unknown;
}

export interface SummarizeInput {
  steps: { step: StepContext; digest: Digest }[];
  client: MessagesClient;
  /** Where the annotation, artifacts and meta-data go; absent: nothing is written. */
  agent?: AgentCli | undefined;
  model: string;
  maxTokens?: number;
  customPrompt?: string | undefined;
  contextFiles?: { name: string; text: string }[];
  /** Annotation context (at most 100 characters) and scope. */
  context: string;
  /**
   * The stem of the usage's meta-data key (`<stem>-usage`): the job that spent it, when the
   * annotation describes another (default `context`).
   */
  usageContext?: string;
  scope?: "job" | "build";
  /** `error` for failures. */
  style: AnnotationStyle;
  title: string;
  annotate?: boolean;
  artifacts?: boolean;
  /** Set the usage as the job's meta-data (default: when the annotation or artifacts are written). */
  recordUsage?: boolean;
  /**
   * What to set as the meta-data, given this summary's usage: the job's total so far when the
   * caller keeps one (summarize-job.ts), so a second summary of the job adds to the record that
   * `jobai usage` reads instead of replacing it. Default: this summary's usage.
   */
  usageRecord?: (usage: ReportUsage) => ReportUsage;
  /**
   * Directory for the artifact files (uploaded from there). They are created new (mode 0600): a
   * file already there by the same name is an error (EEXIST), never overwritten. summarizeJob
   * gives a fresh temp directory.
   */
  workDir: string;
  /** How long the limiter made this wait so far (ms), read after the request. */
  waitedMs?: () => number;
  signal?: AbortSignal | undefined;
  /** The environment whose secret values are redacted (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** Those secret values, when the way in read them already (a JobContext's): `env` is not read. */
  secrets?: readonly string[];
  /** The prices the footer shows the cost at (default none: no cost in the footer). */
  prices?: PriceTable | undefined;
}

export interface SummaryResult {
  summary: string;
  annotation: string;
  context: string;
  usage: ReportUsage;
  stopReason: string | null;
  artifacts: string[];
  transcript: unknown;
}

export async function summarize(input: SummarizeInput): Promise<SummaryResult> {
  const secrets = input.secrets ?? secretValuesFromEnv(input.env ?? process.env);
  const prompt = buildPrompt({
    steps: input.steps,
    customPrompt: input.customPrompt,
    contextFiles: input.contextFiles ?? [],
    secrets,
  });
  const request = {
    model: input.model,
    max_tokens: input.maxTokens ?? DEFAULT_MAX_TOKENS,
    system: prompt.system,
    messages: [{ role: "user" as const, content: prompt.user }],
  };
  const reply = await input.client.messages.create(request, { signal: input.signal });
  const text = reply.content
    .map((block) => ("text" in block && typeof block.text === "string" ? block.text : ""))
    .join("")
    .trim();
  // The model's answer is outside input too: it may quote what it was sent.
  const summary = redact(text || "(the model returned no text)", secrets);
  const replyUsage = toUsage(reply.usage);
  const model = reply.model ?? input.model;
  const waitedMs = input.waitedMs?.() ?? 0;
  const usage: ReportUsage = {
    model,
    inputTokens: countedInputTokens(replyUsage),
    outputTokens: replyUsage.outputTokens,
    cacheReadTokens: replyUsage.cacheReadInputTokens,
    requests: 1,
    waitedMs,
    rows: [rowOfUsage(model, replyUsage, waitedMs)],
  };
  const stopReason = reply.stop_reason ?? null;
  const note = input.steps
    .map(({ digest }) => `${digest.keptLines} of ${digest.lines} lines, ${digest.tokens} tokens`)
    .join("; ");
  // Redacted value by value, then serialised (issue 23: redacting the JSON text let a step command
  // `DEPLOY_TOKEN="..." ./deploy.sh`, its quotes escaped, through whole, and a partial match could
  // leave the artifact invalid JSON). The step facts come from the job and the REST API as they are.
  const transcript = redactValue(
    {
      request,
      response: {
        id: reply.id,
        model: reply.model,
        content: summary,
        stop_reason: stopReason,
        usage: reply.usage,
      },
      digests: input.steps.map(({ step, digest }) => ({
        step,
        kept: digest.kept,
        dropped: digest.dropped,
        stats: digest.stats,
      })),
    },
    secrets,
  );

  const artifactNames: string[] = [];
  if (input.agent && input.artifacts !== false) {
    await mkdir(input.workDir, { recursive: true });
    const transcriptName = `${input.context}-transcript.json`;
    const digestName = `${input.context}-digest.txt`;
    // New private files in the fresh work directory (`wx`: never onto something already there).
    const fresh = { flag: "wx", mode: 0o600 } as const;
    await writeFile(join(input.workDir, transcriptName), `${JSON.stringify(transcript, null, 2)}\n`, fresh);
    await writeFile(
      join(input.workDir, digestName),
      redact(input.steps.map(({ digest }) => digest.text).join("\n\n"), secrets),
      fresh,
    );
    await input.agent.uploadArtifacts(`${transcriptName};${digestName}`);
    artifactNames.push(transcriptName, digestName);
  }
  const suffix = stopReason === "max_tokens" ? "\n\n_(cut at max-tokens)_" : "";
  // Each part redacted before it is rendered (the title holds the step's label); the agent CLI
  // wrapper redacts the Markdown once more as the text it is.
  const annotation = renderAnnotation({
    title: redact(input.title, secrets),
    summary: summary + suffix,
    digestText: redact(input.steps.map(({ digest }) => digest.text).join("\n\n"), secrets),
    digestNote: note,
    usage,
    prices: input.prices,
    artifacts: artifactNames,
    // Counted while the digest, the title and the answer were redacted (summarizeJob's scope).
    redactions: currentRedactionScope()?.tally.counts(),
  });
  if (input.agent && input.annotate !== false) {
    await input.agent.annotate({
      body: annotation,
      context: input.context,
      style: input.style,
      scope: input.scope ?? "build",
    });
  }
  // The usage is recorded beside what was written; a summary that writes nothing records nothing.
  if (input.agent && (input.recordUsage ?? (input.annotate !== false || input.artifacts !== false))) {
    const record = input.usageRecord ? input.usageRecord(usage) : usage;
    // The record's shape (usage-entry.ts usageRecordSchema): a row per model, tokens split by kind.
    const rows = record.rows ?? usage.rows ?? [];
    await input.agent.setMetaData(
      `${input.usageContext ?? input.context}-usage`,
      usageRecordValue(rows.map((row) => ({ ...row, model: redact(row.model, secrets) }))),
    );
  }
  return {
    summary,
    annotation,
    context: input.context,
    usage,
    stopReason,
    artifacts: artifactNames,
    transcript,
  };
}
