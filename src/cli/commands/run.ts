import type { CommandModule } from "yargs";
import { readJobFacts } from "../../config/job-env.js";
import { resolveSettings } from "../../config/settings.js";
import { runCaptured } from "../../summarize/capture.js";
import { defaultLogPath } from "../../summarize/run-record.js";

interface RunArgs {
  command: string[] | undefined;
  "--": string[] | undefined;
  log: string | undefined;
  append: boolean;
  quiet: boolean;
}

const command: CommandModule<object, RunArgs> = {
  command: "run [command..]",
  describe: "Run a command, keep a copy of its output for 'jobai summarize', exit with its status",
  builder: (yargs) =>
    yargs
      .parserConfiguration({ "populate--": true })
      .positional("command", {
        type: "string",
        array: true,
        describe: "The command and its arguments, after --",
      })
      .option("log", {
        type: "string",
        describe: "Log file to write (default: <state dir>/runs/<job id>.log, where summarize looks)",
      })
      .option("append", {
        type: "boolean",
        default: false,
        describe: "Add to the log instead of replacing it",
      })
      .option("quiet", {
        type: "boolean",
        default: false,
        describe: "Do not print the log's path at the end",
      })
      .example("jobai run -- npm test", "Run the tests; their output is shown and kept")
      .example("jobai run --log build.log -- make -j4", "Keep the output in build.log")
      .epilogue(
        "stdout and stderr are shown as usual and written together, in order, to the log. SIGINT,\n" +
          "SIGTERM, SIGHUP and SIGQUIT are passed to the command. The exit status is the command's,\n" +
          "or 128 + the signal's number when a signal ended it; 127 when the command is not found.\n" +
          "In a pipeline: `command: jobai run -- npm test` lets the plugin summarize the step from this log.",
      ) as never,
  handler: async (args) => {
    const argv = [...(args.command ?? []), ...(args["--"] ?? [])].map(String);
    const facts = readJobFacts();
    const logPath = args.log ?? defaultLogPath(resolveSettings().stateDir, facts);
    const record = await runCaptured({ command: argv, logPath, append: args.append });
    if (!args.quiet) {
      process.stderr.write(`jobai run: exit status ${record.exitCode}; output kept in ${record.logPath}\n`);
    }
    process.exitCode = record.exitCode;
  },
};

export default command;
