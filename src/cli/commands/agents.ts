import { UsageError } from "../../errors.js";
import type { AgentResource } from "../../rest/schemas/catalog.js";
import { defineCommand } from "../define-command.js";
import { withRestClient } from "../rest-client.js";
import { done, idOf, organizationOf, orgOptions, show } from "../rest-options.js";

const COLUMNS = ["id", "name", "hostname", "state", "paused"];
const row = (a: AgentResource) => ({
  id: a.id,
  name: a.name,
  hostname: a.hostname,
  state: a.connection_state,
  paused: a.paused ? "yes" : "",
});

export default defineCommand({
  command: "agents <action>",
  describe: "List and get agents; stop, pause and resume them (REST API)",
  builder: (yargs) =>
    yargs
      .command(
        "list",
        "List an organization's agents",
        (y) =>
          orgOptions(y)
            .option("name", { type: "string", describe: "Only the agent of this name" })
            .option("hostname", { type: "string", describe: "Only agents on this host" }),
        async (args) => {
          const params = { name: args.name, hostname: args.hostname };
          show(
            args,
            await withRestClient(undefined, (api) => api.agents.list(organizationOf(args), params)),
            row,
            COLUMNS,
          );
        },
      )
      .command(
        "get <id>",
        "Show one agent",
        (y) => orgOptions(y),
        async (args) =>
          show(
            args,
            await withRestClient(undefined, (api) =>
              api.agents.get(organizationOf(args), idOf("agent's id", args.id)),
            ),
            row,
            COLUMNS,
          ),
      )
      .command(
        "stop <id>",
        "Stop an agent once its job ends (--force: at once)",
        (y) =>
          orgOptions(y).option("force", { type: "boolean", default: false, describe: "End its running job" }),
        async (args) => {
          const org = organizationOf(args);
          const id = idOf("agent's id", args.id);
          await withRestClient(undefined, (api) => api.agents.stop(org, id, { force: args.force }));
          done(args, `Stopping agent ${id}.`, { stopped: id, organization: org, force: args.force });
        },
      )
      .command(
        "pause <id>",
        "Pause an agent: it takes no new jobs",
        (y) =>
          orgOptions(y)
            .option("note", { type: "string", describe: "Why, shown beside the agent" })
            .option("timeout-minutes", {
              type: "number",
              describe: "Resume by itself after this many minutes",
            }),
        async (args) => {
          const minutes = args["timeout-minutes"];
          if (minutes !== undefined && (!Number.isInteger(minutes) || minutes < 1)) {
            throw new UsageError("--timeout-minutes must be a whole number of minutes, 1 or more.");
          }
          const org = organizationOf(args);
          const id = idOf("agent's id", args.id);
          const options = {
            ...(args.note ? { note: args.note } : {}),
            ...(minutes ? { timeoutInMinutes: minutes } : {}),
          };
          await withRestClient(undefined, (api) => api.agents.pause(org, id, options));
          done(args, `Paused agent ${id}.`, { paused: id, organization: org });
        },
      )
      .command(
        "resume <id>",
        "Resume a paused agent",
        (y) => orgOptions(y),
        async (args) => {
          const org = organizationOf(args);
          const id = idOf("agent's id", args.id);
          await withRestClient(undefined, (api) => api.agents.resume(org, id));
          done(args, `Resumed agent ${id}.`, { resumed: id, organization: org });
        },
      )
      .demandCommand(1, "Give an action: list, get, stop, pause or resume.")
      .epilogue("Reads SERVICE_API_URL and SERVICE_API_TOKEN. Exit 1 on an API error, 2 on bad input."),
  handler: () => {},
});
