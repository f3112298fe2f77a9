import type { EnvFormat } from "../../shell-quote.js";
import { defineCommand } from "../define-command.js";
import { ENV_FORMATS, printEnv } from "../env-fast.js";

export default defineCommand({
  command: "env",
  describe: "Print the variables that point the SDK and tools like Claude Code at the proxy",
  builder: (yargs) =>
    yargs
      .option("format", {
        choices: ENV_FORMATS,
        default: "shell" as EnvFormat,
        describe: 'shell: export lines for eval; dotenv: NAME="value" lines; json: one object',
      })
      .option("json", { type: "boolean", default: false, describe: "Same as --format json" })
      .option("model", {
        type: "string",
        describe: "Model to export as ANTHROPIC_MODEL (default: plugin option model, or JOBAI_MODEL)",
      })
      .example('eval "$(jobai env)"', "Point the SDK and Claude Code in this shell at the proxy")
      .example("jobai env --format dotenv > .env", "Write a dotenv file for tools that read one")
      .epilogue(
        "Reads SERVICE_AGENT_ENDPOINT and SERVICE_AGENT_ACCESS_TOKEN (set by the agent in every job).\n" +
          "Prints ANTHROPIC_BASE_URL (the endpoint plus /ai/vendor), ANTHROPIC_API_KEY and\n" +
          "ANTHROPIC_CUSTOM_HEADERS (the job token, in the forms the proxy accepts), and ANTHROPIC_MODEL\n" +
          "when a model is configured. The output holds the job token: do not log it.",
      ),
  handler: (args) => printEnv(args),
});
