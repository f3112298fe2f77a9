/**
 * Thin typed wrappers over the agent CLI (`service-agent`, or JOBAI_AGENT_BIN): annotate, upload
 * artifacts, set and get meta-data. Limits are checked before the call (limits.ts), bodies go on
 * stdin (never in argv, where `ps` shows them), and everything sent is redacted first.
 */
import type { Options } from "execa";
import type * as z from "zod";
import type { JobContext } from "../config/job-context.js";
import { resolveSettings } from "../config/settings.js";
import { UsageError } from "../errors.js";
import { redact, redactSlice, redactValue, secretValuesFromEnv } from "../secrets.js";
import { type AnnotationInput, annotationSchema, metaDataKeySchema, metaDataValueSchema } from "./limits.js";

/** The agent CLI refused a call or could not be run. */
export class AgentError extends Error {
  override readonly name = "AgentError";
  constructor(
    message: string,
    readonly exitCode: number | undefined,
  ) {
    super(message);
  }
}

export interface AgentOptions {
  /** The agent CLI (default: resolveSettings().agentBin, i.e. JOBAI_AGENT_BIN or service-agent). */
  bin?: string;
  env?: NodeJS.ProcessEnv;
  /** The job as the way in resolved it: its env, agent CLI and secret values (`env` is then not read). */
  context?: Pick<JobContext, "env" | "settings" | "secrets">;
  cwd?: string;
  /** Secret values to redact besides those of the environment. */
  secrets?: readonly string[];
  /** Per call (default 60 s): the agent CLI talks to the agent over the network. */
  timeoutMs?: number;
}

export interface AgentCli {
  /** Create or replace (or with `append`, extend) the annotation of `context`. */
  annotate(annotation: AnnotationInput): Promise<void>;
  /** Upload files matching `paths` (`;`-separated globs, relative to cwd). */
  uploadArtifacts(paths: string, destination?: string): Promise<void>;
  setMetaData(key: string, value: string): Promise<void>;
  /** The value, or undefined when the key is not set. */
  getMetaData(key: string): Promise<string | undefined>;
}

function check<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new UsageError(parsed.error.issues.map((issue) => issue.message).join("\n"));
  return parsed.data;
}

/**
 * The most characters of the agent CLI's stderr that an error quotes. A failing agent that wrote
 * 10 MB (a proxy's whole error page) made `jobai relay stop` print one 10 MB warning line.
 */
export const MAX_AGENT_STDERR_CHARS = 2000;

/** The end of what the agent said (its error is last), redacted as a whole before the cut. */
function lastWords(text: string, secrets: readonly string[]): string {
  if (text.length <= MAX_AGENT_STDERR_CHARS) return redact(text, secrets);
  const from = text.length - MAX_AGENT_STDERR_CHARS;
  return `(${from} earlier characters not shown) ...${redactSlice(text, from, text.length, secrets)}`;
}

export function createAgentCli(options: AgentOptions = {}): AgentCli {
  const { context } = options;
  const env = context?.env ?? options.env ?? process.env;
  const bin = options.bin ?? (context ? context.settings.agentBin : resolveSettings({}, {}, env).agentBin);
  const secrets = [...(context?.secrets ?? secretValuesFromEnv(env)), ...(options.secrets ?? [])];
  const clean = (text: string) => redact(text, secrets);
  /**
   * A meta-data value: JSON is redacted value by value and serialised again, so it stays valid
   * JSON (issue 23); any other text is redacted as text.
   */
  const cleanValue = (text: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return clean(text);
    }
    return parsed !== null && typeof parsed === "object"
      ? JSON.stringify(redactValue(parsed, secrets))
      : clean(text);
  };

  async function call(args: string[], input?: string): Promise<string> {
    const execaOptions: Options = {
      env,
      extendEnv: false,
      reject: false,
      timeout: options.timeoutMs ?? 60_000,
      stripFinalNewline: false,
      ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
      ...(input === undefined ? { stdin: "ignore" } : { input }),
    };
    // execa (about 100 modules) loads on the first call, not with `import "jobai/summarize"`.
    const { execa } = await import("execa");
    const result = await execa(bin, args, execaOptions);
    if (result.failed) {
      const code = (result as { code?: string }).code;
      if (code === "ENOENT") {
        throw new AgentError(
          `the agent CLI '${bin}' was not found on PATH: run inside a job, or set JOBAI_AGENT_BIN to its path`,
          undefined,
        );
      }
      const why = String(result.stderr || result.message).trim();
      throw new AgentError(
        `${bin} ${args[0] ?? ""} failed (exit ${result.exitCode ?? "none"}): ${lastWords(why, secrets)}`,
        result.exitCode,
      );
    }
    return String(result.stdout);
  }

  return {
    async annotate(annotation) {
      const a = check(annotationSchema, { ...annotation, body: clean(annotation.body) });
      const args = ["annotate"];
      if (a.style) args.push("--style", a.style);
      if (a.context) args.push("--context", clean(a.context));
      if (a.priority !== undefined) args.push("--priority", String(a.priority));
      if (a.scope) args.push("--scope", a.scope);
      if (a.append) args.push("--append");
      await call(args, a.body);
    },
    async uploadArtifacts(paths, destination) {
      if (paths.trim() === "") throw new UsageError("no artifact paths given: give a file or glob");
      await call(["artifact", "upload", paths, ...(destination ? [destination] : [])]);
    },
    async setMetaData(key, value) {
      check(metaDataKeySchema, key);
      await call(["meta-data", "set", key], check(metaDataValueSchema, cleanValue(value)));
    },
    async getMetaData(key) {
      check(metaDataKeySchema, key);
      try {
        return await call(["meta-data", "get", key]);
      } catch (error) {
        if (error instanceof AgentError && error.exitCode !== undefined) return undefined;
        throw error;
      }
    },
  };
}
