import * as z from "zod";
import { readJobFacts } from "../../config/job-env.js";
import { UsageError } from "../../errors.js";
import { jobSchema } from "../../rest/schemas/job.js";
import { defineCommand } from "../define-command.js";
import { withFlagNames } from "../flag-names.js";
import { checkJsonFields } from "../json-fields.js";
import { printJson } from "../output.js";
import { withRestClient } from "../rest-client.js";
import { jsonFields } from "../rest-output.js";
import { visible, visibleLog } from "../visible.js";

/**
 * `jobai jobs failed-logs [number]`: the logs of a build's failed jobs, as `gh run view
 * --log-failed` prints a run's. The CLI face of the library's `jobs.failedLogs(buildRef)`, named as
 * the derived commands name an action (`jobai <resource> <action in kebab case>`): resource `jobs`,
 * action `failedLogs`. The build number is the positional, as `jobai builds get <number>` takes it;
 * in a job every part of the build defaults to the job's own.
 */

/** What `--json` prints for each failed job, and the fields it may name. */
const failedLogSchema = z.array(z.object({ job: jobSchema, content: z.string() }));

/** The build's parts as this command's flags, to name them in a message. */
const FLAGS: Record<string, string> = { organization: "--org", pipeline: "--pipeline", number: "number" };

export const jobsFailedLogsCommand = defineCommand({
  command: "failed-logs [number]",
  describe: "Print the logs of a build's failed jobs (latest executions), to see why it failed",
  builder: (y) =>
    y
      .positional("number", {
        type: "number",
        describe:
          "Build number (not its UUID) (default in a job, without --org and --pipeline: SERVICE_BUILD_NUMBER)",
      })
      .option("org", {
        type: "string",
        describe: "Organization slug (default in a job: SERVICE_ORGANIZATION_SLUG)",
      })
      .option("pipeline", {
        type: "string",
        describe: "Pipeline slug (default in a job, without --org: SERVICE_PIPELINE_SLUG)",
      })
      .option("json", {
        type: "string",
        describe:
          "Print JSON, one { job, content } per failed job; name fields to keep: --json job.name,content",
      })
      .example(
        "jobai builds list --org acme --pipeline app --state failed --limit 5",
        "First find the failed builds",
      )
      .example("jobai jobs failed-logs 42 --org acme --pipeline app", "Then print why build 42 failed")
      .example(
        "jobai jobs failed-logs 42 --org acme --pipeline app --json job.name,job.exit_status,content",
        "The same as JSON, for a script or a model",
      )
      .example("jobai jobs failed-logs", "In a job: the logs of this build's failed jobs")
      .epilogue(
        "As `gh run view --log-failed`. The failed jobs are the build's script jobs in state failed or\n" +
          "timed_out, their latest executions only (a retried one is left out); for people each log\n" +
          "follows a line `==> NAME (job ID): STATE, exit status N`. A build with no failed job prints\n" +
          "nothing on stdout (`[]` with --json) and says so on stderr.\n" +
          "GET the build, then each failed job's log. Needs an API access token with the scopes\n" +
          "read_builds and read_build_logs in SERVICE_API_TOKEN, and SERVICE_API_URL. Library:\n" +
          "jobs.failedLogs({ organization, pipeline, number }).\n" +
          "Exit codes: 0 ok, 1 API error (status and the server's message), 2 bad input (nothing sent).",
      ),
  handler: async (args) => {
    const fields = jsonFields(args.json);
    checkJsonFields(fields, failedLogSchema);
    const facts = readJobFacts();
    // As `builds list`: a part given names another build than the job's, so the parts after it
    // do not come from the job (`--org acme` in a job is not the job's pipeline in acme).
    const organization = args.org ?? facts.SERVICE_ORGANIZATION_SLUG;
    const pipeline = args.pipeline ?? (args.org === undefined ? facts.SERVICE_PIPELINE_SLUG : undefined);
    const ownBuild = args.org === undefined && args.pipeline === undefined && facts.SERVICE_BUILD_NUMBER;
    const number = args.number ?? (ownBuild ? Number(facts.SERVICE_BUILD_NUMBER) : undefined);
    const missing = [
      organization ? undefined : "--org (or SERVICE_ORGANIZATION_SLUG in a job)",
      pipeline ? undefined : "--pipeline (or SERVICE_PIPELINE_SLUG in a job)",
      number === undefined ? "the build number (or SERVICE_BUILD_NUMBER in a job)" : undefined,
    ].filter(Boolean);
    if (missing.length > 0) {
      throw new UsageError(
        `jobs failed-logs needs ${missing.join(", ")}: e.g. jobai jobs failed-logs 42 --org acme --pipeline app.`,
      );
    }
    if (!Number.isInteger(number) || (number as number) < 1) {
      throw new UsageError(`the build number must be a whole number from 1, not ${args.number}: e.g. 42.`);
    }
    const ref = {
      organization: organization as string,
      pipeline: pipeline as string,
      number: number as number,
    };
    const logs = await withRestClient("read_builds", (api) => api.jobs.failedLogs(ref)).catch(
      (error: unknown) => {
        throw withFlagNames(error, FLAGS);
      },
    );
    if (logs.length === 0) {
      process.stderr.write(
        `jobai: build ${ref.number} of ${ref.organization}/${ref.pipeline} has no failed jobs.\n`,
      );
    }
    if (fields) {
      printJson(fields === "all" ? logs : logs.map((entry) => pickFields(entry, fields)));
      return;
    }
    for (const { job, content } of logs) {
      const exit =
        job.exit_status === null || job.exit_status === undefined ? "" : `, exit status ${job.exit_status}`;
      process.stdout.write(
        `==> ${visible(job.name ?? job.step_key ?? "job")} (job ${job.id}): ${job.state}${exit}\n`,
      );
      process.stdout.write(process.stdout.isTTY ? visibleLog(content) : content);
      if (content && !content.endsWith("\n")) process.stdout.write("\n");
    }
  },
});

/** The fields named by --json (`job.name`), each under its dotted name, as the other commands print them. */
function pickFields(entry: object, fields: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    let value: unknown = entry;
    for (const part of field.split(".")) value = (value as Record<string, unknown> | undefined)?.[part];
    out[field] = value;
  }
  return out;
}
