import { parseArgs } from "node:util";
import type { CommandModule } from "yargs";
import { readProxyAccess } from "../../config/job-env.js";
import { readPluginConfig } from "../../config/plugin-config.js";
import { resolveSettings } from "../../config/settings.js";
import { sdkEnvironment } from "../../provider/sdk-env.js";
import { reportError } from "../report-error.js";
import { type EnvFormat, formatVariables } from "../shell-quote.js";

const FORMATS = ["shell", "dotenv", "json"] as const satisfies readonly EnvFormat[];

interface EnvArgs {
  format: EnvFormat;
  json: boolean;
  model: string | undefined;
}

/** Print the variables; throws a UsageError (exit 2) when the job's endpoint or token is unusable. */
function printEnv(args: EnvArgs): void {
  const access = readProxyAccess();
  const settings = resolveSettings({ model: args.model }, readPluginConfig());
  const variables = sdkEnvironment(access, settings.model);
  process.stdout.write(formatVariables(variables, args.json ? "json" : args.format));
}

/**
 * `jobai env` without yargs, for well-formed arguments only (see bin.ts for why). Returns the exit
 * code, or undefined to leave the call to the full parser (help, unknown options, bad values).
 */
export async function runEnvWithoutParser(argv: string[]): Promise<number | undefined> {
  let values: { format?: string; json?: boolean; model?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: { format: { type: "string" }, json: { type: "boolean" }, model: { type: "string" } },
    }));
  } catch {
    return undefined;
  }
  const format = values.format ?? "shell";
  if (!(FORMATS as readonly string[]).includes(format)) return undefined;
  try {
    printEnv({ format: format as EnvFormat, json: values.json ?? false, model: values.model });
    return 0;
  } catch (error) {
    return reportError(error);
  }
}

const command: CommandModule<object, EnvArgs> = {
  command: "env",
  describe: "Print the variables that point the SDK and tools like Claude Code at the proxy",
  builder: (yargs) =>
    yargs
      .option("format", {
        choices: FORMATS,
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
      ) as never,
  handler: printEnv,
};

export default command;
