import { UsageError } from "../../errors.js";
import type { Job } from "../../rest/schemas/job.js";
import { defineCommand } from "../define-command.js";
import { parseKeyValues } from "../key-value.js";
import { printJson } from "../output.js";
import { withRestClient } from "../rest-client.js";
import { buildOptions, done, jobRefOf, show } from "../rest-options.js";

const COLUMNS = ["id", "name", "state", "exit"];
const row = (j: Job) => ({ id: j.id, name: j.name, state: j.state, exit: j.exit_status });

export default defineCommand({
  command: "jobs <action>",
  describe: "A build's jobs: log, env, retry, unblock, reprioritize (REST API)",
  builder: (yargs) =>
    yargs
      .command(
        "log [job]",
        "Print a job's log (default: this job, in a job)",
        (y) =>
          buildOptions(y).example(
            "jobai jobs log 0190-... --org acme --pipeline app --build 42",
            "One job's log",
          ),
        async (args) => {
          const ref = jobRefOf(args, args.job);
          const log = await withRestClient("read_builds", (api) => api.jobs.log(ref));
          if (args.json) printJson(log);
          else process.stdout.write(log.content.endsWith("\n") ? log.content : `${log.content}\n`);
        },
      )
      .command(
        "env [job]",
        "Print a job's environment variables",
        (y) => buildOptions(y),
        async (args) => {
          const ref = jobRefOf(args, args.job);
          const env = await withRestClient("read_builds", (api) => api.jobs.env(ref));
          if (args.json) printJson(env);
          else for (const [name, value] of Object.entries(env)) process.stdout.write(`${name}=${value}\n`);
        },
      )
      .command(
        "retry <job>",
        "Retry a finished job (a new execution)",
        (y) => buildOptions(y),
        async (args) => {
          const ref = jobRefOf(args, args.job);
          show(args, await withRestClient("write_builds", (api) => api.jobs.retry(ref)), row, COLUMNS);
        },
      )
      .command(
        "unblock <job>",
        "Unblock a block step's job, with its fields",
        (y) =>
          buildOptions(y).option("field", {
            type: "string",
            array: true,
            describe: "A field KEY=value (repeatable)",
          }),
        async (args) => {
          const fields = parseKeyValues("field", args.field);
          const ref = jobRefOf(args, args.job);
          const body = fields ? { fields } : {};
          show(
            args,
            await withRestClient("write_builds", (api) => api.jobs.unblock(ref, body)),
            row,
            COLUMNS,
          );
        },
      )
      .command(
        "reprioritize <job>",
        "Change a job's priority",
        (y) =>
          buildOptions(y).option("priority", {
            type: "number",
            demandOption: true,
            describe: "The new priority (an integer)",
          }),
        async (args) => {
          if (!Number.isInteger(args.priority)) throw new UsageError("--priority must be an integer.");
          const ref = jobRefOf(args, args.job);
          show(
            args,
            await withRestClient("write_builds", (api) =>
              api.jobs.reprioritize(ref, args.priority as number),
            ),
            row,
            COLUMNS,
          );
        },
      )
      .command(
        "delete-log <job>",
        "Delete a job's log",
        (y) => buildOptions(y),
        async (args) => {
          const ref = jobRefOf(args, args.job);
          await withRestClient("write_builds", (api) => api.jobs.deleteLog(ref));
          done(args, `Deleted the log of job ${ref.job}.`, { deleted: "log", job: ref.job });
        },
      )
      .demandCommand(1, "Give an action: log, env, retry, unblock, reprioritize or delete-log.")
      .epilogue(
        "--org, --pipeline and --build default to the running job's (SERVICE_*). Reads SERVICE_API_URL and\n" +
          "SERVICE_API_TOKEN. Exit 1 on an API error, 2 on bad input.",
      ),
  handler: () => {},
});
