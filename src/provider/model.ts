import { readPluginConfig } from "../config/plugin-config.js";
import { resolveSettings } from "../config/settings.js";
import { providerProfile } from "./profile.js";

/** The model when none is set: one default for `jobai ask`, `count-tokens` and the summaries. */
export const DEFAULT_MODEL = "claude-sonnet-4-6";

/**
 * The model to call: the option (`--model`), else the shared setting (plugin option `model`, then
 * `JOBAI_MODEL`), else `ANTHROPIC_MODEL` (what `jobai env` and the environment hook export), else
 * DEFAULT_MODEL.
 */
export function resolveModel(option: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  const fromSettings = resolveSettings({ model: option }, readPluginConfig(env), env).model;
  return fromSettings ?? (env[providerProfile.sdkEnv.model]?.trim() || DEFAULT_MODEL);
}
