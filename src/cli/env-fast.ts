import { parseArgs } from "node:util";
import { readProxyAccess } from "../config/job-env.js";
import { readPluginConfig } from "../config/plugin-config.js";
import { resolveSettings } from "../config/settings.js";
import { sdkEnvironment } from "../provider/sdk-env.js";
import { type EnvFormat, formatVariables } from "../shell-quote.js";
import { reportError } from "./report-error.js";

/**
 * `jobai env` without yargs. Job scripts run it in their set-up, and loading yargs (and the shared
 * chunks of the full CLI) costs a multiple of node's own start-up (bench/startup.bench.js), so
 * scripts/bundle.js builds this file on its own as bundle/env-fast.js, and bin.ts tries it first.
 */

export const ENV_FORMATS = ["shell", "dotenv", "json"] as const satisfies readonly EnvFormat[];

export interface EnvArgs {
  format: EnvFormat;
  json: boolean;
  model: string | undefined;
}

/** Print the variables; throws a UsageError (exit 2) when the job's endpoint or token is unusable. */
export function printEnv(args: EnvArgs): void {
  const access = readProxyAccess();
  const settings = resolveSettings({ model: args.model }, readPluginConfig());
  const variables = sdkEnvironment(access, settings.model);
  process.stdout.write(formatVariables(variables, args.json ? "json" : args.format));
}

/**
 * `jobai env` for well-formed arguments only. Returns the exit code, or undefined to leave the call
 * to the full parser (help, unknown options, bad values), which explains what is wrong.
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
  if (!(ENV_FORMATS as readonly string[]).includes(format)) return undefined;
  try {
    printEnv({ format: format as EnvFormat, json: values.json ?? false, model: values.model });
    return 0;
  } catch (error) {
    return reportError(error);
  }
}
