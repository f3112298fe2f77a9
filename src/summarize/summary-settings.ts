/**
 * The options of a summary, from CLI flags first, then the plugin's options, then defaults; and
 * the files they name (prompt-file, context-files), read and checked.
 */
import { readJobFacts } from "../config/job-env.js";
import type { PluginConfig } from "../config/plugin-config.js";
import { resolveSettings, type Settings } from "../config/settings.js";
import { UsageError } from "../errors.js";
import { providerProfile } from "../provider/profile.js";
import { confinedPath, fileRoots, readConfined } from "./context-files.js";
import { DEFAULT_DIGEST_BUDGET, MIN_DIGEST_BUDGET } from "./digest.js";
import { DEFAULT_MAX_TOKENS, DEFAULT_SUMMARY_MODEL } from "./summarize.js";

export type Trigger = "on-failure" | "always" | "never";

export interface SummaryFlags {
  model?: string | undefined;
  maxTokens?: number | undefined;
  prompt?: string | undefined;
  promptFile?: string | undefined;
  contextFiles?: string[] | undefined;
  /** Directories outside the checkout that context-files and prompt-file may read. */
  contextAllow?: string[] | undefined;
  budget?: number | undefined;
  annotate?: boolean | undefined;
  artifacts?: boolean | undefined;
}

export interface SummarySettings {
  trigger: Trigger;
  model: string;
  maxTokens: number;
  budget: number;
  customPrompt: string | undefined;
  contextFiles: { name: string; text: string }[];
  annotate: boolean;
  artifacts: boolean;
  /** Problems that do not stop a summary (a context file missing), for stderr. */
  warnings: string[];
}

/**
 * `shared`: the shared settings, when the way in resolved them already (a JobContext's, resolved
 * with `flags.model`); default resolved here.
 */
export function resolveSummarySettings(
  flags: SummaryFlags,
  plugin: PluginConfig,
  env: NodeJS.ProcessEnv = process.env,
  shared: Pick<Settings, "model"> = resolveSettings({ model: flags.model }, plugin, env),
): SummarySettings {
  const warnings: string[] = [];
  const model = shared.model ?? env[providerProfile.sdkEnv.model]?.trim() ?? DEFAULT_SUMMARY_MODEL;
  const maxTokens = flags.maxTokens ?? plugin["max-tokens"] ?? DEFAULT_MAX_TOKENS;
  if (!Number.isInteger(maxTokens) || maxTokens < 1) {
    throw new UsageError("max-tokens (--max-tokens) must be a whole number greater than 0, e.g. 1024");
  }
  const budget = flags.budget ?? plugin.budget ?? DEFAULT_DIGEST_BUDGET;
  if (!Number.isInteger(budget) || budget < MIN_DIGEST_BUDGET) {
    throw new UsageError(
      `budget (--budget) must be a whole number of tokens, at least ${MIN_DIGEST_BUDGET}: e.g. ${DEFAULT_DIGEST_BUDGET}`,
    );
  }
  const prompts: string[] = [];
  const prompt = flags.prompt ?? plugin.prompt;
  if (prompt) prompts.push(prompt);
  // Only files of the checkout (or of a directory the pipeline allows) are sent to the model.
  const allow = flags.contextAllow ?? plugin["context-allow"] ?? [];
  const roots = fileRoots(
    readJobFacts(env).SERVICE_BUILD_CHECKOUT_PATH,
    typeof allow === "string" ? [allow] : allow,
  );
  const promptFile = flags.promptFile ?? plugin["prompt-file"];
  if (promptFile) prompts.push(readConfined(promptFile, "prompt-file", roots));
  const named = flags.contextFiles ?? plugin["context-files"] ?? [];
  const contextFiles: { name: string; text: string }[] = [];
  for (const name of typeof named === "string" ? [named] : named) {
    if (confinedPath(name, "context-files", roots) === undefined) {
      warnings.push(`context file ${name} not found in ${roots.checkout}: sent without it`);
      continue;
    }
    contextFiles.push({ name, text: readConfined(name, "context-files", roots) });
  }
  return {
    trigger: plugin.trigger ?? "on-failure",
    model,
    maxTokens,
    budget,
    customPrompt: prompts.length > 0 ? prompts.join("\n\n") : undefined,
    contextFiles,
    annotate: flags.annotate ?? plugin.annotate ?? true,
    artifacts: flags.artifacts ?? plugin.artifacts ?? true,
    warnings,
  };
}

/** Whether the trigger asks for a summary of a step that exited with `status`. */
export function triggered(trigger: Trigger, status: string | undefined): boolean {
  if (trigger === "never") return false;
  if (trigger === "always") return true;
  return status !== undefined && status.trim() !== "" && status.trim() !== "0";
}
