import { writeFile } from "node:fs/promises";
import type { Artifact } from "../../rest/schemas/account.js";
import { defineCommand } from "../define-command.js";
import { withRestClient } from "../rest-client.js";
import { buildOptions, buildRefOf, done, idOf, jobRefOf, show } from "../rest-options.js";

const COLUMNS = ["id", "path", "size", "state"];
const row = (a: Artifact) => ({ id: a.id, path: a.path, size: a.file_size, state: a.state });
const withJob = <T>(y: import("yargs").Argv<T>) =>
  buildOptions(y).option("job", {
    type: "string",
    describe: "The job's id (default in a job: SERVICE_JOB_ID)",
  });

export default defineCommand({
  command: "artifacts <action>",
  describe: "A build's or a job's artifacts: list, get, download, delete (REST API)",
  builder: (yargs) =>
    yargs
      .command(
        "list",
        "List a build's artifacts, or a job's with --job",
        (y) => buildOptions(y).option("job", { type: "string", describe: "Only this job's artifacts" }),
        async (args) => {
          const artifacts = await withRestClient("read_builds", (api) =>
            args.job
              ? api.artifacts.listForJob(jobRefOf(args, args.job))
              : api.artifacts.listForBuild(buildRefOf(args)),
          );
          show(args, artifacts, row, COLUMNS);
        },
      )
      .command(
        "get <id>",
        "Show one artifact of a job",
        (y) => withJob(y),
        async (args) => {
          const ref = jobRefOf(args, args.job);
          show(
            args,
            await withRestClient("read_builds", (api) =>
              api.artifacts.get(ref, idOf("artifact's id", args.id)),
            ),
            row,
            COLUMNS,
          );
        },
      )
      .command(
        "download <id>",
        "Write an artifact's bytes to --output (default stdout)",
        (y) => withJob(y).option("output", { type: "string", alias: "o", describe: "File to write" }),
        async (args) => {
          const ref = jobRefOf(args, args.job);
          const bytes = await withRestClient("read_builds", (api) =>
            api.artifacts.download(ref, idOf("artifact's id", args.id)),
          );
          if (args.output) await writeFile(args.output, bytes);
          else process.stdout.write(bytes);
        },
      )
      .command(
        "delete <id>",
        "Delete an artifact of a job",
        (y) => withJob(y),
        async (args) => {
          const ref = jobRefOf(args, args.job);
          const id = idOf("artifact's id", args.id);
          await withRestClient("write_builds", (api) => api.artifacts.delete(ref, id));
          done(args, `Deleted artifact ${id}.`, { deleted: id });
        },
      )
      .demandCommand(1, "Give an action: list, get, download or delete.")
      .epilogue(
        "--org, --pipeline, --build and --job default to the running job's (SERVICE_*). Reads SERVICE_API_URL\n" +
          "and SERVICE_API_TOKEN. Exit 1 on an API error, 2 on bad input.",
      ),
  handler: () => {},
});
