import yargs from "yargs";
import { logSettingsFrom } from "../config/log-settings.js";
import { UsageError } from "../errors.js";
import { VERSION } from "../version.js";
import { commandIndex } from "./command-index.js";
import { GIVE_AN_ACTION } from "./demand-action.js";
import { unknownArgumentsText } from "./did-you-mean.js";
import { EXIT, reportError } from "./report-error.js";

/** Build the parser with the command being run loaded and the others listed, then run it. */
export async function main(argv: string[] = process.argv.slice(2)): Promise<number> {
  // The completion script calls `jobai --get-yargs-completions jobai <words so far>`.
  const words = argv[0] === "--get-yargs-completions" ? argv.slice(2, -1) : argv;
  const wanted = words.find((arg) => !arg.startsWith("-"));
  const entry = commandIndex.find((command) => command.name === wanted);

  let parser = yargs(argv)
    .scriptName("jobai")
    .usage(
      "$0 <command> [options]\n\nUse an AI model from CI jobs through the service's model-provider proxy.",
    )
    .version(VERSION)
    .help()
    .alias("h", "help")
    // `jobai completion >> ~/.bashrc` (or ~/.zshrc): the script asks `jobai --get-yargs-completions`.
    .completion("completion", "Print a bash/zsh completion script for jobai (append it to ~/.bashrc)")
    .strict()
    .demandCommand(1, "Give a command: see the list above, and 'jobai <command> --help' for its options.")
    .recommendCommands()
    .wrap(Math.min(110, process.stdout.columns || 100))
    .epilogue(
      "Settings: a flag, or its environment variable (JOBAI_MODEL, JOBAI_LIMIT_*, JOBAI_REDIS_URL for the\n" +
        "organization's shared rate limit, ...): docs/configuration.md. Docs: README.md.\n" +
        "Exit codes: 0 ok, 1 failure (an API or command error), 2 bad input, 141 stdout closed.",
    )
    .fail((message, error) => {
      if (error) throw error;
      // No command named (`jobai` alone, `jobai --bogus`), or a command of actions without one
      // (`jobai builds`): the list to choose from is the help.
      if (!wanted || message?.startsWith(GIVE_AN_ACTION))
        parser.showHelp((help) => process.stderr.write(`${help}\n\n`));
      const help = entry ? `jobai ${entry.name} --help` : "jobai --help";
      const unknown = /^Unknown arguments?: (.+)$/.exec(message ?? "")?.[1];
      // getOptions() is yargs' own (its typings leave it out): the options of the command being run.
      const known = (parser as unknown as { getOptions(): { key: Record<string, unknown> } }).getOptions()
        .key;
      const said = unknown ? unknownArgumentsText(unknown, Object.keys(known), argv) : message;
      throw new UsageError(`${said}\nRun '${help}' for usage.`);
    })
    .exitProcess(false);

  for (const command of commandIndex) {
    parser =
      command === entry
        ? parser.command((await command.load()).default)
        : parser.command(command.name, command.describe);
  }

  try {
    // A bad JOBAI_LOG_LEVEL or JOBAI_LOG_FORMAT is refused before the command runs, logged or not.
    logSettingsFrom();
    await parser.parseAsync();
  } catch (error) {
    return reportError(error);
  }
  return typeof process.exitCode === "number" ? process.exitCode : EXIT.ok;
}
