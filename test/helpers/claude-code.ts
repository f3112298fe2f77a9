/**
 * Real Claude Code (installed for the trials, print mode) against a base URL, offline, and the files and
 * script for a session that reads files with its `Read` tool:
 *
 *   const dir = await mkdtemp(...);
 *   const session = await readSession(dir, { files: 10, tokens: 5_000, marker: "session-a" });
 *   const emulator = await startEmulator({ script: { conversations: [session.conversation] } });
 *   const run = await runClaudeCode({ baseUrl: emulator.proxyUrl, token: emulator.jobToken,
 *     prompt: session.prompt, cwd: dir });
 *   // run.exitCode, run.result (its final text), run.output (its JSON), run.stderr, run.durationMs
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { claudeCodeCandidates, findClaudeCode } from "../../scripts/claude-code.js";
import { countTokens } from "../../src/emulator/index.js";

/**
 * Claude Code is not a devDependency (235 MB): `npm run test:trials` installs it on demand
 * (scripts/claude-code.js). Where it is missing, the tests that run it are skipped with the reason
 * printed; in CI (CI=true) a missing Claude Code fails them instead, so CI never passes without them.
 */
const found = findClaudeCode();
if (found === undefined && process.env.CI === "true") {
  throw new Error(
    "Claude Code is missing in CI: `npm run test:trials` installs it (node scripts/claude-code.js install)",
  );
}
/** The `claude` executable, or undefined where it is not installed. */
export const claudeBin: string | undefined = found;
/** Why the Claude Code tests are skipped, or undefined when they run. */
export const claudeCodeMissing: string | undefined =
  found === undefined
    ? `Claude Code is not installed: \`npm run test:trials\` installs it, or run \`node scripts/claude-code.js install\` once (tried ${claudeCodeCandidates.join(", ")})`
    : undefined;
if (claudeCodeMissing !== undefined) console.warn(`skipping the Claude Code tests: ${claudeCodeMissing}`);

/**
 * The model Claude Code is told to use. With its default model (claude-opus-4-8 in 2.1.197) Claude
 * Code moves part of its context into a `role: "system"` message after the first user turn, outside
 * the cached prefix (seen in the emulator's traffic); with claude-sonnet-4-5 its prompt keeps the
 * shape the tests and measurements here assume: tools and system prompt cached, one breakpoint on
 * the newest message.
 */
export const CLAUDE_CODE_MODEL = "claude-sonnet-4-5";

export interface ClaudeCodeOptions {
  /** ANTHROPIC_BASE_URL: the emulator's proxy, a relay, or the emulator's provider. */
  baseUrl: string;
  /** ANTHROPIC_API_KEY (sent as x-api-key): the job token. A secret: never print it. */
  token: string;
  prompt: string;
  /** The working directory (the files it may read); default a fresh empty one, removed after. */
  cwd?: string;
  /** ANTHROPIC_MODEL (default CLAUDE_CODE_MODEL). */
  model?: string;
  /** More arguments after `-p PROMPT --output-format json`. */
  args?: string[];
  /** More environment variables (they win over the offline defaults). */
  env?: Record<string, string>;
  /** Kill it after this long (default 180 s). */
  timeoutMs?: number;
  /** The `claude` executable (default claudeBin). */
  bin?: string;
}

/** What Claude Code's `--output-format json` prints (the fields tests read). */
export interface ClaudeCodeOutput {
  type: string;
  subtype: string;
  is_error: boolean;
  result?: string;
  num_turns?: number;
  usage?: Record<string, unknown>;
}

export interface ClaudeCodeRun {
  exitCode: number;
  /** Its final text (`result` of its JSON output), or undefined when it printed none. */
  result: string | undefined;
  /** Its JSON output, when stdout held one. */
  output: ClaudeCodeOutput | undefined;
  stdout: string;
  stderr: string;
  /** Wall time from spawn to exit (real clock: report it, never assert a bound on it). */
  durationMs: number;
}

/**
 * Run `claude -p PROMPT --output-format json` in a fresh HOME (removed after), offline: telemetry,
 * error reporting, updates and other non-essential traffic off, and a dead proxy for anything that
 * is not loopback, so a stray call fails instead of leaving the machine. Never throws on a failed
 * run: tests assert the exit code.
 */
export async function runClaudeCode(options: ClaudeCodeOptions): Promise<ClaudeCodeRun> {
  const home = await mkdtemp(join(tmpdir(), "jobai-claude-home-"));
  const cwd = options.cwd ?? (await mkdtemp(join(tmpdir(), "jobai-claude-cwd-")));
  const started = performance.now();
  try {
    const bin = options.bin ?? claudeBin;
    if (bin === undefined) throw new Error(claudeCodeMissing);
    const run = await execa(bin, ["-p", options.prompt, "--output-format", "json", ...(options.args ?? [])], {
      cwd,
      env: {
        PATH: process.env.PATH ?? "/usr/bin:/bin",
        HOME: home,
        ANTHROPIC_BASE_URL: options.baseUrl,
        ANTHROPIC_API_KEY: options.token,
        ANTHROPIC_MODEL: options.model ?? CLAUDE_CODE_MODEL,
        DISABLE_TELEMETRY: "1",
        DISABLE_ERROR_REPORTING: "1",
        DISABLE_AUTOUPDATER: "1",
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
        HTTPS_PROXY: "http://127.0.0.1:9",
        HTTP_PROXY: "http://127.0.0.1:9",
        NO_PROXY: "127.0.0.1,localhost",
        ...options.env,
      },
      extendEnv: false,
      stdin: "ignore",
      reject: false,
      timeout: options.timeoutMs ?? 180_000,
    });
    const stdout = String(run.stdout);
    const output = parseOutput(stdout);
    return {
      exitCode: run.exitCode ?? -1,
      result: output?.result,
      output,
      stdout,
      stderr: String(run.stderr),
      durationMs: Math.round(performance.now() - started),
    };
  } finally {
    await rm(home, { recursive: true, force: true });
    if (options.cwd === undefined) await rm(cwd, { recursive: true, force: true });
  }
}

function parseOutput(stdout: string): ClaudeCodeOutput | undefined {
  try {
    const value = JSON.parse(stdout) as unknown;
    return value !== null && typeof value === "object" ? (value as ClaudeCodeOutput) : undefined;
  } catch {
    return undefined;
  }
}

// Words of six letters or fewer count one token each on the emulator's tokenizer.
const WORDS =
  "cache token model agent build step retry limit window budget relay proxy queue stream reply turn file read write job".split(
    " ",
  );

/**
 * Write `files` text files of about `tokens` tokens each (on the emulator's tokenizer) into `dir`,
 * named file-01.txt...; each different, in lines of 12 words (the Read tool numbers lines). Returns
 * their absolute paths.
 */
export async function writeTokenFiles(dir: string, files: number, tokens: number): Promise<string[]> {
  const paths: string[] = [];
  for (let file = 1; file <= files; file++) {
    const lines: string[] = [];
    let count = 0;
    // A small linear congruential sequence per file: the files differ, and runs repeat exactly.
    let seed = file * 7_919;
    for (let line = 1; count < tokens; line++) {
      const words: string[] = [`file${file}`, `line${line}:`];
      for (let i = 0; i < 10; i++) {
        seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
        words.push(WORDS[seed % WORDS.length] as string);
      }
      const text = words.join(" ");
      count += countTokens(text) + 1;
      lines.push(text);
    }
    const path = join(dir, `file-${String(file).padStart(2, "0")}.txt`);
    await writeFile(path, `${lines.join("\n")}\n`);
    paths.push(path);
  }
  return paths;
}

/** A scripted conversation: one `Read` call per file, in order, then `finalText`. */
export function readLoopConversation(marker: string, paths: readonly string[], finalText: string) {
  return {
    match: marker,
    turns: [
      ...paths.map((path) => ({ tool_use: { name: "Read", input: { file_path: path } } })),
      { text: finalText },
    ],
  };
}

export interface ReadSession {
  /** The files, absolute paths, in the order the session reads them. */
  paths: string[];
  /** The scripted conversation for `startEmulator({ script: { conversations: [...] } })`. */
  conversation: ReturnType<typeof readLoopConversation>;
  /** A prompt that carries the marker, so the emulator answers it from this conversation. */
  prompt: string;
  /** The text the session ends with (Claude Code's `result`). */
  finalText: string;
}

/** Files and script for a Claude Code session of `files` Read turns and a final text, in `dir`. */
export async function readSession(
  dir: string,
  options: { files: number; tokens: number; marker: string },
): Promise<ReadSession> {
  const paths = await writeTokenFiles(dir, options.files, options.tokens);
  const finalText = `Read ${options.files} files (${options.marker}).`;
  return {
    paths,
    conversation: readLoopConversation(options.marker, paths, finalText),
    prompt: `Read the ${options.files} files in this directory, one at a time. [${options.marker}]`,
    finalText,
  };
}
