/**
 * `jobai <args>` run in the test's own process, as src/cli/bin.ts runs it (`main(argv)`), with the
 * process's env, cwd, stdin, stdout, stderr and console swapped for the run's, as a child process
 * would have them (runJobai in ./cli.ts). For tests about what a command parses, sends and prints:
 * a child process of the bundle costs 0.2-0.7 CPU-seconds to start (Node, then the bundle's
 * modules parsed again), the same command here a few milliseconds once its modules are loaded.
 * Tests about the process itself (the bundle, its exit on a closed stdout, signals, a daemon it
 * leaves, what it prints when it crashes) keep runJobai.
 *
 * Runs are one at a time (the process has one env and one stdout): a test that runs commands
 * side by side (describe.concurrent) waits its turn here. What a command leaves in module state
 * (a cache, a warned-once flag) a later run sees, which a new process would not: a file whose
 * assertions depend on that keeps runJobai.
 */
import { Console } from "node:console";
import { Readable, Writable } from "node:stream";
import { runEnvWithoutParser } from "../../src/cli/env-fast.js";
import { main } from "../../src/cli/main.js";
import { type CliRun, cleanEnv, repoRoot } from "./cli.js";

/** A stream that keeps what is written to it; neither a terminal nor sized, as a pipe. */
class Captured extends Writable {
  private readonly chunks: Buffer[] = [];
  override _write(chunk: Buffer | string, encoding: BufferEncoding, done: (error?: Error | null) => void) {
    this.chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding));
    done();
  }
  /** What was written, less one final newline, as runJobai's execa gives it. */
  text(): string {
    return Buffer.concat(this.chunks)
      .toString("utf8")
      .replace(/\r?\n$/, "");
  }
}

let turn: Promise<unknown> = Promise.resolve();

interface InProcessOptions {
  env?: Record<string, string | undefined>;
  input?: string;
  cwd?: string;
  /** ms (default 15 s, as runJobai): past it the run fails; the command cannot be killed. */
  timeout?: number;
}

/** As runJobai: never throws on a non-zero exit; stdin empty unless `input` is given. */
export function runJobaiInProcess(args: string[], options: InProcessOptions = {}): Promise<CliRun> {
  const run = turn.then(() => runNow(args, options));
  turn = run.catch(() => {});
  return run;
}

type StreamName = "stdin" | "stdout" | "stderr";

async function runNow(args: string[], options: InProcessOptions): Promise<CliRun> {
  const stdout = new Captured();
  const stderr = new Captured();
  const stdin = Readable.from(options.input === undefined ? [] : [Buffer.from(options.input)]);
  const streams: Record<StreamName, unknown> = { stdin, stdout, stderr };
  const saved = {
    env: process.env,
    cwd: process.cwd(),
    exitCode: process.exitCode,
    console: globalThis.console,
    descriptors: Object.fromEntries(
      (Object.keys(streams) as StreamName[]).map((name) => [
        name,
        Object.getOwnPropertyDescriptor(process, name),
      ]),
    ) as Record<StreamName, PropertyDescriptor | undefined>,
  };
  // vitest's own variables stay (its worker reads them while the command awaits); the command
  // sees only what a child given cleanEnv would, besides those.
  const vitest = Object.fromEntries(Object.entries(saved.env).filter(([name]) => name.startsWith("VITEST")));
  try {
    process.env = { ...vitest, ...cleanEnv(options.env) };
    process.chdir(options.cwd ?? repoRoot);
    process.exitCode = undefined;
    for (const [name, stream] of Object.entries(streams))
      Object.defineProperty(process, name, {
        value: stream,
        configurable: true,
        enumerable: true,
        writable: true,
      });
    globalThis.console = new Console({ stdout, stderr });
    const timeout = options.timeout ?? 15_000;
    let timer: NodeJS.Timeout | undefined;
    const exitCode = await Promise.race([
      // As src/cli/bin.ts: a well-formed `jobai env` is answered without the parser.
      (async () =>
        (args[0] === "env" ? await runEnvWithoutParser(args.slice(1)) : undefined) ?? (await main(args)))(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`jobai ${args.join(" ")} (in process) ran past ${timeout} ms`)),
          timeout,
        );
      }),
    ]).finally(() => clearTimeout(timer));
    return { exitCode, stdout: stdout.text(), stderr: stderr.text() };
  } finally {
    globalThis.console = saved.console;
    for (const [name, descriptor] of Object.entries(saved.descriptors))
      if (descriptor) Object.defineProperty(process, name, descriptor);
    process.exitCode = saved.exitCode;
    process.chdir(saved.cwd);
    process.env = saved.env;
  }
}
