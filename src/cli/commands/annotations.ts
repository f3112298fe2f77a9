import { readFile } from "node:fs/promises";
import { UsageError } from "../../errors.js";
import type { Annotation } from "../../rest/schemas/account.js";
import { defineCommand } from "../define-command.js";
import { withRestClient } from "../rest-client.js";
import { buildOptions, buildRefOf, done, idOf, show } from "../rest-options.js";

const COLUMNS = ["id", "context", "style", "created"];
const row = (a: Annotation) => ({ id: a.id, context: a.context, style: a.style, created: a.created_at });

export default defineCommand({
  command: "annotations <action>",
  describe: "A build's annotations: list, create, delete (REST API)",
  builder: (yargs) =>
    yargs
      .command(
        "list",
        "List a build's annotations",
        (y) => buildOptions(y),
        async (args) => {
          const ref = buildRefOf(args);
          show(args, await withRestClient("read_builds", (api) => api.annotations.list(ref)), row, COLUMNS);
        },
      )
      .command(
        "create",
        "Annotate a build (Markdown)",
        (y) =>
          buildOptions(y)
            .option("body", { type: "string", describe: "The Markdown text" })
            .option("body-file", { type: "string", describe: "Read the Markdown from this file" })
            .option("style", { choices: ["success", "info", "warning", "error"] as const, describe: "Style" })
            .option("context", { type: "string", describe: "Context: one annotation per context" })
            .option("append", { type: "boolean", describe: "Append to the context's annotation" })
            .example(
              "jobai annotations create --body 'Deployed :rocket:' --style success --context deploy",
              "In a job",
            ),
        async (args) => {
          if ((args.body === undefined) === (args["body-file"] === undefined)) {
            throw new UsageError("Give the annotation's text with --body or --body-file (one of them).");
          }
          const text = args.body ?? (await readFile(args["body-file"] as string, "utf8"));
          const ref = buildRefOf(args);
          const body = {
            body: text,
            ...(args.style ? { style: args.style } : {}),
            ...(args.context ? { context: args.context } : {}),
            ...(args.append !== undefined ? { append: args.append } : {}),
          };
          show(
            args,
            await withRestClient("write_builds", (api) => api.annotations.create(ref, body)),
            row,
            COLUMNS,
          );
        },
      )
      .command(
        "delete <id>",
        "Delete an annotation",
        (y) => buildOptions(y),
        async (args) => {
          const ref = buildRefOf(args);
          const id = idOf("annotation's id", args.id);
          await withRestClient("write_builds", (api) => api.annotations.delete(ref, id));
          done(args, `Deleted annotation ${id}.`, { deleted: id });
        },
      )
      .demandCommand(1, "Give an action: list, create or delete.")
      .epilogue(
        "--org, --pipeline and --build default to the running job's (SERVICE_*). Reads SERVICE_API_URL and\n" +
          "SERVICE_API_TOKEN. Exit 1 on an API error, 2 on bad input.",
      ),
  handler: () => {},
});
