import { UsageError } from "../../errors.js";
import type { PipelineResource } from "../../rest/schemas/catalog.js";
import { defineCommand } from "../define-command.js";
import { withRestClient } from "../rest-client.js";
import { done, idOf, organizationOf, orgOptions, show } from "../rest-options.js";

const COLUMNS = ["slug", "name", "repository", "branch", "archived"];
const row = (p: PipelineResource) => ({
  slug: p.slug,
  name: p.name,
  repository: p.repository,
  branch: p.default_branch,
  archived: p.archived_at ? "yes" : "",
});

export default defineCommand({
  command: "pipelines <action>",
  describe: "List, get, create, update, archive and delete pipelines (REST API)",
  builder: (yargs) =>
    yargs
      .command(
        "list",
        "List an organization's pipelines",
        (y) => orgOptions(y),
        async (args) =>
          show(
            args,
            await withRestClient(undefined, (api) => api.pipelines.list(organizationOf(args))),
            row,
            COLUMNS,
          ),
      )
      .command(
        "get <slug>",
        "Show one pipeline",
        (y) => orgOptions(y),
        async (args) =>
          show(
            args,
            await withRestClient(undefined, (api) =>
              api.pipelines.get(organizationOf(args), idOf("pipeline's slug", args.slug)),
            ),
            row,
            COLUMNS,
          ),
      )
      .command(
        "create",
        "Create a pipeline",
        (y) =>
          orgOptions(y)
            .option("name", {
              type: "string",
              demandOption: true,
              describe: "Name; the slug is derived from it",
            })
            .option("repository", { type: "string", demandOption: true, describe: "Git repository URL" })
            .option("default-branch", { type: "string", describe: "Default branch" })
            .example(
              "jobai pipelines create --org acme --name Docs --repository git@example.com:acme/docs.git",
              "A new pipeline",
            ),
        async (args) => {
          const body = {
            name: args.name ?? "",
            repository: args.repository ?? "",
            ...(args["default-branch"] ? { default_branch: args["default-branch"] } : {}),
          };
          show(
            args,
            await withRestClient("write_pipelines", (api) =>
              api.pipelines.create(organizationOf(args), body),
            ),
            row,
            COLUMNS,
          );
        },
      )
      .command(
        "update <slug>",
        "Change a pipeline's name, repository or default branch",
        (y) =>
          orgOptions(y)
            .option("name", { type: "string", describe: "New name" })
            .option("repository", { type: "string", describe: "New repository" })
            .option("default-branch", { type: "string", describe: "New default branch" }),
        async (args) => {
          const body = {
            name: args.name,
            repository: args.repository,
            default_branch: args["default-branch"],
          };
          if (Object.values(body).every((v) => v === undefined)) {
            throw new UsageError("Nothing to update: give --name, --repository or --default-branch.");
          }
          const slug = idOf("pipeline's slug", args.slug);
          show(
            args,
            await withRestClient("write_pipelines", (api) =>
              api.pipelines.update(organizationOf(args), slug, body),
            ),
            row,
            COLUMNS,
          );
        },
      )
      .command(
        "archive <slug>",
        "Archive a pipeline (it takes no new builds)",
        (y) => orgOptions(y),
        async (args) => {
          const slug = idOf("pipeline's slug", args.slug);
          show(
            args,
            await withRestClient("write_pipelines", (api) =>
              api.pipelines.archive(organizationOf(args), slug),
            ),
            row,
            COLUMNS,
          );
        },
      )
      .command(
        "unarchive <slug>",
        "Unarchive a pipeline",
        (y) => orgOptions(y),
        async (args) => {
          const slug = idOf("pipeline's slug", args.slug);
          show(
            args,
            await withRestClient("write_pipelines", (api) =>
              api.pipelines.unarchive(organizationOf(args), slug),
            ),
            row,
            COLUMNS,
          );
        },
      )
      .command(
        "delete <slug>",
        "Delete a pipeline and its builds",
        (y) => orgOptions(y),
        async (args) => {
          const org = organizationOf(args);
          const slug = idOf("pipeline's slug", args.slug);
          await withRestClient("write_pipelines", (api) => api.pipelines.delete(org, slug));
          done(args, `Deleted pipeline ${slug} of ${org}.`, { deleted: slug, organization: org });
        },
      )
      .demandCommand(1, "Give an action: list, get, create, update, archive, unarchive or delete.")
      .epilogue(
        "Reads SERVICE_API_URL and SERVICE_API_TOKEN (writes need write_pipelines). Exit 1 on an API error, 2 on bad input.",
      ),
  handler: () => {},
});
