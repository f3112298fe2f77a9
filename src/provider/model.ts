import { createJobContext, type JobContext } from "../config/job-context.js";
import { providerProfile } from "./profile.js";

/** The model when none is set: one default for `jobai ask`, `count-tokens` and the summaries. */
export const DEFAULT_MODEL = "claude-sonnet-4-6";

/**
 * The model to call: the option (`--model`), else the shared setting (plugin option `model`, then
 * `JOBAI_MODEL`), else `ANTHROPIC_MODEL` (what `jobai env` and the environment hook export), else
 * DEFAULT_MODEL.
 */
export function resolveModel(option: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  return modelOf(createJobContext({ env, settings: { model: option } }));
}

/** The model of a job context whose settings were resolved with the `--model` option. */
export function modelOf(context: Pick<JobContext, "env" | "settings">): string {
  return context.settings.model ?? (context.env[providerProfile.sdkEnv.model]?.trim() || DEFAULT_MODEL);
}
