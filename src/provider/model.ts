import { readPluginConfig } from "../config/plugin-config.js";
import { resolveSettings } from "../config/settings.js";
import { UsageError } from "../errors.js";
import { providerProfile } from "./profile.js";

/**
 * The model to call: the option (`--model`), else the shared setting (plugin option `model`, then
 * `JOBAI_MODEL`), else `ANTHROPIC_MODEL` (what `jobai env` and the environment hook export).
 * Throws a UsageError naming every way to set one when there is none.
 */
export function resolveModel(option: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  const fromSettings = resolveSettings({ model: option }, readPluginConfig(env), env).model;
  const model = fromSettings ?? env[providerProfile.sdkEnv.model]?.trim();
  if (!model) {
    throw new UsageError(
      `no model given: pass --model (e.g. --model claude-sonnet-4-6), or set JOBAI_MODEL, the plugin option model, or ${providerProfile.sdkEnv.model}; 'jobai models' lists them`,
    );
  }
  return model;
}
