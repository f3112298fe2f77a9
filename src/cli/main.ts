import yargs from "yargs";
import { isUsageError, UsageError } from "../errors.js";
import { redact } from "../secrets.js";
import { VERSION } from "../version.js";
import { commandIndex } from "./command-index.js";

/** Exit codes shared by every command (DESIGN.md, Rules). */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;

/** Build the parser with the command being run loaded and the others listed, then run it. */
export async function main(argv: string[] = process.argv.slice(2)): Promise<number> {
  const wanted = argv.find((arg) => !arg.startsWith("-"));
  const entry = commandIndex.find((command) => command.name === wanted);

  let parser = yargs(argv)
    .scriptName("jobai")
    .usage(
      "$0 <command> [options]\n\nUse an AI model from CI jobs through the service's model-provider proxy.",
    )
    .version(VERSION)
    .help()
    .alias("h", "help")
    .strict()
    .demandCommand(1, "Give a command: see the list above, and 'jobai <command> --help' for its options.")
    .recommendCommands()
    .wrap(Math.min(110, process.stdout.columns || 100))
    .epilogue("Docs: README.md. Exit codes: 0 ok, 1 failure (an API or command error), 2 bad input.")
    .fail((message, error) => {
      if (error) throw error;
      const help = entry ? `jobai ${entry.name} --help` : "jobai --help";
      throw new UsageError(`${message}\nRun '${help}' for usage.`);
    })
    .exitProcess(false);

  for (const command of commandIndex) {
    parser =
      command === entry
        ? parser.command((await command.load()).default)
        : parser.command(command.name, command.describe);
  }

  try {
    await parser.parseAsync();
  } catch (error) {
    return reportError(error);
  }
  return typeof process.exitCode === "number" ? process.exitCode : EXIT.ok;
}

/** Print a thrown error as one clear line (no stack trace for expected errors) and pick the exit code. */
export function reportError(error: unknown): number {
  if (isUsageError(error)) {
    process.stderr.write(`jobai: ${redact(error.message)}\n`);
    return EXIT.usage;
  }
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`jobai: ${redact(message)}\n`);
  if (process.env.JOBAI_DEBUG && error instanceof Error && error.stack) {
    process.stderr.write(`${redact(error.stack)}\n`);
  }
  const exitCode = (error as { exitCode?: unknown }).exitCode;
  return typeof exitCode === "number" ? exitCode : EXIT.failure;
}
