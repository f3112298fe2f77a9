import { createJobContext } from "../../config/job-context.js";
import { DEFAULT_PROXY_TIMEOUT_MS } from "../../provider/answer-deadline.js";
import { describeProviderError } from "../../provider/api-error.js";
import { defineCommand } from "../define-command.js";
import { jsonOption } from "../options/json.js";
import { timeoutFlag, timeoutMs } from "../options/timeout.js";
import { printJson, printTable } from "../output.js";
import { withProviderClient } from "../provider-client.js";

/** Most models read, across pages: the list is short; this only bounds a misbehaving server. */
const MAX_MODELS = 1000;

export default defineCommand({
  command: "models",
  describe: "List the models the proxy offers",
  builder: (yargs) =>
    jsonOption(yargs, "Print the list as a JSON array")
      .option("timeout", timeoutFlag("proxy", DEFAULT_PROXY_TIMEOUT_MS))
      .example("jobai models", "A table: id, name, release date")
      .example("jobai models --json | jq -r '.[].id'", "Only the ids")
      .epilogue(
        "Reaches the proxy with the job token (SERVICE_AGENT_ENDPOINT, SERVICE_AGENT_ACCESS_TOKEN).\n" +
          "Exit codes: 0 listed, 1 the proxy or the provider failed, 2 bad input.",
      ),
  handler: async (args) => {
    const timeout = timeoutMs(args.timeout);
    const models: { id: string; display_name: string; created_at: string }[] = [];
    await withProviderClient(
      createJobContext(),
      async (client) => {
        try {
          for await (const model of client.models.list({ limit: 100 })) {
            models.push(model);
            if (models.length >= MAX_MODELS) break;
          }
        } catch (error) {
          throw describeProviderError(error, client.baseURL);
        }
      },
      timeout,
    );
    if (args.json) printJson(models);
    else
      printTable(
        models.map((model) => ({
          id: model.id,
          name: model.display_name,
          released: model.created_at.slice(0, 10),
        })),
        ["id", "name", "released"],
      );
  },
});
