import { readFile, stat } from "node:fs/promises";
import { UsageError } from "../errors.js";

/** Where a prompt may come from: the positional argument, `--file`, or stdin. */
export interface PromptSources {
  /** The positional argument; `-` means stdin. */
  argument?: string | undefined;
  /** `--file PATH`; `-` means stdin. */
  file?: string | undefined;
  /** Defaults to process.stdin. Read only when it is not a terminal, or when `-` names it. */
  stdin?: AsyncIterable<Buffer | string> & { isTTY?: boolean | undefined };
  /** Largest prompt accepted, in bytes (default 8 MiB): a prompt is text, not a build log dump. */
  maxBytes?: number;
  /** The command reading it, for the hint in its messages (default `ask`). */
  command?: string;
}

const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;

/** How to give a prompt to `jobai <command>`. */
const howFor = (command: string) =>
  `give it as an argument (jobai ${command} 'question'), with --file PATH, or on stdin (echo question | jobai ${command})`;

/**
 * Read the prompt from exactly one source. Bad input (two sources, none, an empty prompt, a file
 * that cannot be read, a prompt too large) is a UsageError naming the source and the fix.
 */
export async function readPrompt(sources: PromptSources): Promise<string> {
  const maxBytes = sources.maxBytes ?? DEFAULT_MAX_BYTES;
  const stdin = sources.stdin ?? process.stdin;
  const { argument, file } = sources;
  const HOW = howFor(sources.command ?? "ask");
  if (argument !== undefined && file !== undefined) {
    throw new UsageError(`the prompt was given twice (an argument and --file): ${HOW}, once`);
  }

  let text: string;
  let from: string;
  if (argument !== undefined && argument !== "-") {
    text = argument;
    from = "the prompt argument";
  } else if (file !== undefined && file !== "-") {
    text = await readPromptFile(file, maxBytes);
    from = `--file ${file}`;
  } else if (argument === "-" || file === "-" || !stdin.isTTY) {
    text = await readStream(stdin, maxBytes);
    from = "stdin";
  } else {
    throw new UsageError(`no prompt: ${HOW}`);
  }

  if (Buffer.byteLength(text) > maxBytes) {
    throw new UsageError(`the prompt from ${from} is larger than ${maxBytes} bytes: shorten it`);
  }
  if (text.trim() === "") throw new UsageError(`the prompt from ${from} is empty: ${HOW}`);
  return text;
}

async function readPromptFile(path: string, maxBytes: number): Promise<string> {
  let size: number;
  try {
    const info = await stat(path);
    if (!info.isFile()) throw new UsageError(`--file ${path} is not a file: give the path of a text file`);
    size = info.size;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === "ENOENT" ? "does not exist" : `cannot be read (${code ?? "error"})`;
    throw new UsageError(`--file ${path} ${why}: give the path of a readable text file`);
  }
  if (size > maxBytes) throw new UsageError(`--file ${path} is larger than ${maxBytes} bytes: shorten it`);
  try {
    return await readFile(path, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "error";
    throw new UsageError(`--file ${path} cannot be read (${code}): give the path of a readable text file`);
  }
}

async function readStream(stream: AsyncIterable<Buffer | string>, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    total += buffer.length;
    if (total > maxBytes)
      throw new UsageError(`the prompt from stdin is larger than ${maxBytes} bytes: shorten it`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}
