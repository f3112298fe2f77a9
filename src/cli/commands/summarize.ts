import { createJobContext } from "../../config/job-context.js";
import { ownStateDir } from "../../config/state-dir.js";
import { UsageError } from "../../errors.js";
import { DEFAULT_PROXY_TIMEOUT_MS } from "../../provider/answer-deadline.js";
import { DEFAULT_DIGEST_BUDGET } from "../../summarize/digest.js";
import { defaultLogPath } from "../../summarize/run-record.js";
import { DEFAULT_MAX_TOKENS } from "../../summarize/summarize.js";
import { type LogChoice, summarizeJob } from "../../summarize/summarize-job.js";
import { removeRunFiles, usageReport } from "../../summarize/usage-record.js";
import { pricesOrWarn } from "../../usage/prices.js";
import { defineCommand } from "../define-command.js";
import { jsonOption } from "../options/json.js";
import { modelOption } from "../options/prompt.js";
import { redactionOptions } from "../options/redaction.js";
import { timeoutFlag, timeoutMs } from "../options/timeout.js";
import { printJson } from "../output.js";

export default defineCommand({
  command: "summarize",
  describe: "Explain a failed step with the model and write it as an annotation, with artifacts",
  builder: (yargs) => {
    const source = yargs
      .option("log", {
        type: "string",
        describe: "Log file (default: the one 'jobai run' wrote for this job)",
      })
      .option("job", {
        type: "string",
        describe: "Fetch this job's log over REST (needs SERVICE_API_TOKEN, read_builds)",
      })
      .option("build", {
        type: "boolean",
        describe: "One build annotation from every failed job of this build, over REST (a final step)",
      })
      .conflicts("log", ["job", "build"])
      .conflicts("job", "build");
    const summary = redactionOptions(modelOption(source))
      .option("max-tokens", {
        type: "number",
        describe: `Largest answer, in output tokens (default ${DEFAULT_MAX_TOKENS})`,
      })
      .option("prompt", { type: "string", describe: "Extra instructions added to the prompt" })
      .option("prompt-file", { type: "string", describe: "A file whose text is added to the prompt" })
      .option("context-files", {
        type: "string",
        array: true,
        describe: "Repository guidance to send along, e.g. AGENT.md CLAUDE.md (files of the checkout only)",
      })
      .option("context-allow", {
        type: "string",
        array: true,
        describe: "A directory outside the checkout that --context-files and --prompt-file may read",
      })
      .option("budget", {
        type: "number",
        describe: `Token budget of the log digest (default ${DEFAULT_DIGEST_BUDGET})`,
      })
      .option("annotate", {
        type: "boolean",
        describe:
          "Write the annotation (default true); --no-annotate alone writes nothing: no annotation, artifacts or usage meta-data",
      })
      .option("timeout", timeoutFlag("proxy", DEFAULT_PROXY_TIMEOUT_MS))
      .option("artifacts", {
        type: "boolean",
        describe: "Upload transcript and digest (default true; --no-artifacts)",
      });
    return jsonOption(summary, "Print the result as JSON")
      .option("hook", {
        type: "boolean",
        default: false,
        describe: "Post-command mode: honour the trigger option; never fail (a warning annotation instead)",
      })
      .option("report-usage", {
        type: "boolean",
        default: false,
        describe: "Print this job's summary usage in one line (the pre-exit hook)",
      })
      .option("clean", {
        type: "boolean",
        default: false,
        describe: "With --report-usage: remove this job's kept log",
      })
      .example("jobai run -- npm test || jobai summarize", "Summarize the failed tests from the kept log")
      .example(
        "jobai summarize --log build.log --no-annotate",
        "Print the summary of any log without writing it",
      )
      .example("jobai summarize --build", "In a final step: one annotation for every failed job of the build")
      .epilogue(
        "Sends a digest of the log (see 'jobai digest') with the step's label, command, exit status,\n" +
          "branch and commit through the proxy, then writes a Markdown annotation (context\n" +
          "jobai-<job id>, the job it describes; style error for a failure, info for a pass; when the exit\n" +
          "status is not known, info under jobai-<job id>-explained, so it never replaces an annotation\n" +
          "that knows it), uploads the transcript and the digest as artifacts, and sets this job's usage\n" +
          "as meta-data (jobai-<this job id>-usage). Prints the annotation.",
      );
  },
  handler: async (args) => {
    const job = createJobContext({
      settings: { model: args.model, redactFiles: args["redact-files"], redactAllow: args["redact-allow"] },
    });
    if (args["report-usage"]) {
      // Usage read from (and files removed in) a directory another user controls are not this job's.
      const log = defaultLogPath(ownStateDir(job.settings.stateDir), job.facts);
      process.stdout.write(`${usageReport(log, pricesOrWarn(job))}\n`);
      if (args.clean) removeRunFiles(log);
      return;
    }
    if (args.clean)
      throw new UsageError("--clean goes with --report-usage: jobai summarize --report-usage --clean");
    const source: LogChoice = args.build
      ? { kind: "build" }
      : args.job
        ? { kind: "job", id: args.job }
        : args.log
          ? { kind: "log", path: args.log }
          : { kind: "auto" };
    const requestTimeoutMs = timeoutMs(args.timeout);
    const outcome = await summarizeJob({
      context: job,
      requestTimeoutMs,
      source,
      hook: args.hook,
      flags: {
        model: args.model,
        maxTokens: args["max-tokens"],
        prompt: args.prompt,
        promptFile: args["prompt-file"],
        contextFiles: args["context-files"],
        contextAllow: args["context-allow"],
        budget: args.budget,
        annotate: args.annotate,
        // `--no-annotate` alone writes nothing anywhere (the README's "print the summary, write
        // nothing"): no artifacts either unless --artifacts asks for them.
        artifacts: args.artifacts ?? (args.annotate === false ? false : undefined),
      },
    });
    if (args.json) {
      printJson(
        outcome.status === "summarized"
          ? { status: outcome.status, style: outcome.style, ...outcome.result, transcript: undefined }
          : outcome,
      );
      return;
    }
    if (outcome.status === "summarized" && args.hook) {
      // In a job's log one line is enough: the annotation is on the build page.
      process.stderr.write(
        `jobai: summary written as annotation ${outcome.result.context} (style ${outcome.style}); ${outcome.result.usage.inputTokens} input, ${outcome.result.usage.outputTokens} output tokens\n`,
      );
    } else if (outcome.status === "summarized") {
      process.stdout.write(`${outcome.result.annotation}\n`);
      process.stderr.write(
        `jobai: ${outcome.result.context}: ${outcome.result.usage.inputTokens} input, ${outcome.result.usage.outputTokens} output tokens\n`,
      );
    } else if (!(args.hook && outcome.status === "warned")) {
      // The hook's failure was said once already, where it happened (summarize-job.ts).
      process.stderr.write(`jobai: no summary (${outcome.status}): ${outcome.reason}\n`);
    }
  },
});
