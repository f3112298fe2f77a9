import { UsageError } from "../../errors.js";
import type { Team } from "../../rest/schemas/team.js";
import { defineCommand } from "../define-command.js";
import { withRestClient } from "../rest-client.js";
import { done, idOf, organizationOf, orgOptions, show } from "../rest-options.js";

const COLUMNS = ["id", "slug", "name", "privacy"];
const row = (t: Team) => ({ id: t.id, slug: t.slug, name: t.name, privacy: t.privacy });
const fields = <T>(y: import("yargs").Argv<T>) =>
  orgOptions(y)
    .option("name", { type: "string", describe: "Name" })
    .option("description", { type: "string", describe: "Description" })
    .option("privacy", { choices: ["visible", "secret"] as const, describe: "Who may see the team" });

export default defineCommand({
  command: "teams <action>",
  describe: "List, get, create, update and delete teams (REST API)",
  builder: (yargs) =>
    yargs
      .command(
        "list",
        "List an organization's teams",
        (y) => orgOptions(y),
        async (args) =>
          show(
            args,
            await withRestClient(undefined, (api) => api.teams.list(organizationOf(args))),
            row,
            COLUMNS,
          ),
      )
      .command(
        "get <id>",
        "Show one team (by its UUID)",
        (y) => orgOptions(y),
        async (args) =>
          show(
            args,
            await withRestClient(undefined, (api) =>
              api.teams.get(organizationOf(args), idOf("team's UUID", args.id)),
            ),
            row,
            COLUMNS,
          ),
      )
      .command(
        "create",
        "Create a team",
        (y) => fields(y).demandOption("name"),
        async (args) => {
          const body = {
            name: args.name ?? "",
            ...(args.description ? { description: args.description } : {}),
            ...(args.privacy ? { privacy: args.privacy } : {}),
          };
          show(
            args,
            await withRestClient(undefined, (api) => api.teams.create(organizationOf(args), body)),
            row,
            COLUMNS,
          );
        },
      )
      .command(
        "update <id>",
        "Change a team's name, description or privacy",
        (y) => fields(y),
        async (args) => {
          const body = { name: args.name, description: args.description, privacy: args.privacy };
          if (Object.values(body).every((v) => v === undefined)) {
            throw new UsageError("Nothing to update: give --name, --description or --privacy.");
          }
          const id = idOf("team's UUID", args.id);
          show(
            args,
            await withRestClient(undefined, (api) => api.teams.update(organizationOf(args), id, body)),
            row,
            COLUMNS,
          );
        },
      )
      .command(
        "delete <id>",
        "Delete a team",
        (y) => orgOptions(y),
        async (args) => {
          const org = organizationOf(args);
          const id = idOf("team's UUID", args.id);
          await withRestClient(undefined, (api) => api.teams.delete(org, id));
          done(args, `Deleted team ${id} of ${org}.`, { deleted: id, organization: org });
        },
      )
      .demandCommand(1, "Give an action: list, get, create, update or delete.")
      .epilogue("Reads SERVICE_API_URL and SERVICE_API_TOKEN. Exit 1 on an API error, 2 on bad input."),
  handler: () => {},
});
