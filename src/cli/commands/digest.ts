import { existsSync } from "node:fs";
import { createJobContext } from "../../config/job-context.js";
import { UsageError } from "../../errors.js";
import { withRedactionScope } from "../../redact/redaction-scope.js";
import { DEFAULT_DIGEST_BUDGET, type Digest, MIN_DIGEST_BUDGET } from "../../summarize/digest.js";
import { digestFile } from "../../summarize/digest-file.js";
import { redactionLine } from "../../summarize/report.js";
import { defaultLogPath } from "../../summarize/run-record.js";
import { defineCommand } from "../define-command.js";
import { jsonOption } from "../options/json.js";
import { redactionOptions } from "../options/redaction.js";
import { printJson, printTable } from "../output.js";
import { counted } from "../plural.js";

/** The log to read: the one given, else the one `jobai run` wrote for this job. */
export function chooseLog(given: string | undefined): string {
  if (given) return given;
  const job = createJobContext();
  const path = defaultLogPath(job.settings.stateDir, job.facts);
  if (existsSync(path)) return path;
  throw new UsageError(
    `no log given and none from 'jobai run' at ${path}: pass --log FILE, or run the step's command as 'jobai run -- <command>'`,
  );
}

/** Check a budget option: a whole number of tokens, at least the minimum. */
export function checkBudget(budget: number, name = "--budget"): number {
  if (!Number.isInteger(budget) || budget < MIN_DIGEST_BUDGET) {
    throw new UsageError(
      `${name} must be a whole number of tokens, at least ${MIN_DIGEST_BUDGET}: e.g. ${DEFAULT_DIGEST_BUDGET}`,
    );
  }
  return budget;
}

export default defineCommand({
  command: "digest",
  describe: "Print the digest of a log that summarize would send, and what was kept and dropped",
  builder: (yargs) =>
    jsonOption(
      redactionOptions(yargs)
        .option("log", {
          type: "string",
          describe: "Log file (default: the one 'jobai run' wrote for this job)",
        })
        .option("budget", {
          type: "number",
          default: DEFAULT_DIGEST_BUDGET,
          describe: "Token budget of the digest (estimated conservatively)",
        }),
      "Print the digest and its accounting as JSON",
    )
      .example("jobai digest --log build.log", "What would be sent for build.log")
      .example("jobai digest --budget 2000 --json | jq .kept", "Which regions fit 2,000 tokens")
      .epilogue(
        "The digest keeps the lines that explain a failure (errors, failed assertions, stack traces, the\n" +
          "lines around them) and the log's last lines, in log order with line numbers; it strips colours\n" +
          "and progress redraws, collapses repeats, redacts secrets, and fits the budget. It reads the log\n" +
          "in one pass in constant memory, so any size works. Nothing is sent: this only prints.",
      ),
  handler: async (args) => {
    const budget = checkBudget(args.budget);
    const job = createJobContext({
      settings: { redactFiles: args["redact-files"], redactAllow: args["redact-allow"] },
    });
    const scope = job.redaction;
    const digest = await withRedactionScope(scope, () =>
      digestFile(chooseLog(args.log), { budget, envSecrets: job.secrets }),
    );
    const redactions = scope.tally.counts();
    if (args.json) printJson({ ...digest, redactions });
    else printDigest(digest, redactionLine(redactions));
  },
});

function printDigest(digest: Digest, redacted: string | undefined): void {
  process.stdout.write(`${digest.text}\n\n`);
  process.stdout.write(
    `digest: ${digest.tokens} of ${digest.budget} tokens (estimated); ${digest.keptLines} of ${counted(digest.lines, "line")} kept\n`,
  );
  if (redacted) process.stdout.write(`${redacted}\n`);
  const rows = [
    ...digest.kept.map((part) => ({ ...part, status: "kept" })),
    ...digest.dropped.map((part) => ({ ...part, status: "dropped" })),
  ].map((part) => ({
    status: part.status,
    part: `${part.source}: ${part.kind}`,
    lines: part.first ? `${part.first}-${part.last}` : "",
    count: part.lines || "",
    note: part.reason ?? "",
  }));
  if (rows.length > 0) printTable(rows, ["status", "part", "lines", "count", "note"]);
}
