import type { Argv } from "yargs";
import { UsageError } from "../../errors.js";
import type { Cluster } from "../../rest/schemas/cluster.js";
import { defineCommand } from "../define-command.js";
import { withRestClient } from "../rest-client.js";
import { done, idOf, organizationOf, orgOptions, show } from "../rest-options.js";

const COLUMNS = ["id", "name", "description"];
const row = (c: Cluster) => ({ id: c.id, name: c.name, description: c.description });
const fields = <T>(y: Argv<T>) =>
  orgOptions(y)
    .option("name", { type: "string", describe: "Name" })
    .option("description", { type: "string", describe: "Description" })
    .option("emoji", { type: "string", describe: "Emoji, e.g. :toolbox:" })
    .option("color", { type: "string", describe: "Hex colour, e.g. #A9CCE3" });

function bodyOf(args: {
  name: string | undefined;
  description: string | undefined;
  emoji: string | undefined;
  color: string | undefined;
}) {
  return { name: args.name, description: args.description, emoji: args.emoji, color: args.color };
}

export default defineCommand({
  command: "clusters <action>",
  describe: "List, get, create, update and delete clusters (REST API)",
  builder: (yargs) =>
    yargs
      .command(
        "list",
        "List an organization's clusters",
        (y) => orgOptions(y),
        async (args) =>
          show(
            args,
            await withRestClient(undefined, (api) => api.clusters.list(organizationOf(args))),
            row,
            COLUMNS,
          ),
      )
      .command(
        "get <id>",
        "Show one cluster",
        (y) => orgOptions(y),
        async (args) =>
          show(
            args,
            await withRestClient(undefined, (api) =>
              api.clusters.get(organizationOf(args), idOf("cluster's id", args.id)),
            ),
            row,
            COLUMNS,
          ),
      )
      .command(
        "create",
        "Create a cluster",
        (y) => fields(y).demandOption("name"),
        async (args) => {
          const body = { ...bodyOf(args), name: args.name ?? "" };
          show(
            args,
            await withRestClient(undefined, (api) => api.clusters.create(organizationOf(args), body)),
            row,
            COLUMNS,
          );
        },
      )
      .command(
        "update <id>",
        "Change a cluster's name, description, emoji or colour",
        (y) => fields(y),
        async (args) => {
          const body = bodyOf(args);
          if (Object.values(body).every((v) => v === undefined)) {
            throw new UsageError("Nothing to update: give --name, --description, --emoji or --color.");
          }
          const id = idOf("cluster's id", args.id);
          show(
            args,
            await withRestClient(undefined, (api) => api.clusters.update(organizationOf(args), id, body)),
            row,
            COLUMNS,
          );
        },
      )
      .command(
        "delete <id>",
        "Delete a cluster",
        (y) => orgOptions(y),
        async (args) => {
          const org = organizationOf(args);
          const id = idOf("cluster's id", args.id);
          await withRestClient(undefined, (api) => api.clusters.delete(org, id));
          done(args, `Deleted cluster ${id} of ${org}.`, { deleted: id, organization: org });
        },
      )
      .demandCommand(1, "Give an action: list, get, create, update or delete.")
      .epilogue("Reads SERVICE_API_URL and SERVICE_API_TOKEN. Exit 1 on an API error, 2 on bad input."),
  handler: () => {},
});
