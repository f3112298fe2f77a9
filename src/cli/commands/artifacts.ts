import { closeSync, fstatSync, unlinkSync, writeSync } from "node:fs";
import type { Artifact } from "../../rest/schemas/account.js";
import { openUserFile } from "../../user-file.js";
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
        (y) =>
          withJob(y).option("output", {
            type: "string",
            alias: "o",
            describe: "A new file to write (mode 0600); an existing file is refused, never overwritten",
          }),
        async (args) => {
          const ref = jobRefOf(args, args.job);
          const id = idOf("artifact's id", args.id);
          // The file is claimed before the download: an existing one is refused (exit 2) at once.
          const fd = args.output ? openUserFile(args.output, { option: "--output" }) : undefined;
          try {
            const bytes = await withRestClient("read_builds", (api) => api.artifacts.download(ref, id));
            if (fd === undefined) process.stdout.write(bytes);
            else for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at);
          } catch (error) {
            // A regular file here is one this command created (an existing one is refused; a device
            // is opened as it is): a failed download leaves nothing behind.
            if (fd !== undefined && args.output && fstatSync(fd).isFile()) unlinkSync(args.output);
            throw error;
          } finally {
            if (fd !== undefined) closeSync(fd);
          }
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
