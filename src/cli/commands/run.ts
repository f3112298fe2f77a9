import { createJobContext } from "../../config/job-context.js";
import { ownStateDir } from "../../config/state-dir.js";
import { UsageError } from "../../errors.js";
import { redact } from "../../secrets.js";
import { type CaptureOptions, runCaptured } from "../../summarize/capture.js";
import { defaultLogPath } from "../../summarize/run-record.js";
import { defineCommand } from "../define-command.js";

export default defineCommand({
  command: "run [command..]",
  describe: "Run a command, keep a copy of its output for 'jobai summarize', exit with its status",
  builder: (yargs) =>
    yargs
      // Words after `--` are the command's, untouched: yargs would otherwise run `cmd 1e3` as `cmd 1000`.
      .parserConfiguration({ "populate--": true, "parse-positional-numbers": false })
      .positional("command", {
        type: "string",
        array: true,
        describe: "The command and its arguments, after --",
      })
      .option("log", {
        type: "string",
        describe:
          "Log file to create, a new one: an existing file is refused (default: <state dir>/runs/<job id>.log, where summarize looks)",
      })
      .option("append", {
        type: "boolean",
        default: false,
        describe: "Write after the end of an existing --log file (created when missing)",
      })
      .option("quiet", {
        type: "boolean",
        default: false,
        describe: "Do not print the log's path at the end",
      })
      .example("jobai run -- npm test", "Run the tests; their output is shown and kept")
      .example("jobai run --log build.log -- make -j4", "Keep the output in build.log, a new file")
      .example("jobai run --log build.log --append -- make install", "Add this command's output to build.log")
      .epilogue(
        "stdout and stderr are shown as usual and written together, in order, to the log. SIGINT,\n" +
          "SIGTERM, SIGHUP and SIGQUIT are passed to the command. The exit status is the command's,\n" +
          "or 128 + the signal's number when a signal ended it; 127 when the command is not found.\n" +
          "In a pipeline: `command: jobai run -- npm test` lets the plugin summarize the step from this log.\n" +
          "jobai never truncates or replaces a file you name: --log to an existing file, a symlink or a\n" +
          "directory exits 2 before the command runs (give a new path, or --append); a new log is mode 0600.\n" +
          "The command runs whatever happens to the log: when it cannot be kept (a state directory that\n" +
          "is not yours, no permission, a full disk) one warning says so, and the status is still the command's.",
      ),
  handler: async (args) => {
    // `populate--` puts what follows `--` here; yargs' types do not know the key.
    const rest = args["--"];
    const argv = [...(args.command ?? []), ...(Array.isArray(rest) ? rest : [])].map(String);
    // An empty --log (`--log "$LOG"` with LOG unset) is a mistake, not a request for the default.
    if (args.log !== undefined && args.log.trim() === "") {
      throw new UsageError(
        "--log is empty: give the path of a new file (--log build.log), or leave --log out to keep the log in the state directory (runs/<job id>.log)",
      );
    }
    const record = await runCaptured({ command: argv, append: args.append, ...logFor(args.log) });
    if (!args.quiet) {
      const where = record.kept ? `output kept in ${redact(record.logPath)}` : "output not kept";
      process.stderr.write(`jobai run: exit status ${record.exitCode}; ${where}\n`);
    }
    process.exitCode = record.exitCode;
  },
});

/**
 * Where the log goes: the file given, else `runs/<job>.log` in the state directory once that is
 * checked to be this user's. Any problem here (a refused directory, bad settings) only means the
 * output is not kept: the command runs anyway.
 */
function logFor(given: string | undefined): Pick<CaptureOptions, "logPath" | "ownDir"> {
  if (given) return { logPath: given, ownDir: false };
  try {
    const job = createJobContext();
    const stateDir = job.settings.stateDir;
    ownStateDir(stateDir, "runs");
    return { logPath: defaultLogPath(stateDir, job.facts), ownDir: true };
  } catch (error) {
    // The one warning: with no log, runCaptured has nothing to lose and says nothing more.
    process.stderr.write(
      `jobai run: the output is not kept for the summary (${error instanceof Error ? error.message : String(error)}); the command runs as usual\n`,
    );
    return { logPath: undefined };
  }
}
