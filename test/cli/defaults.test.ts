/**
 * What `--help` says a default is, and what the code does when the option is left out, come from
 * the same constants; and `ask` and the summaries share one default model.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_MAX_TOKENS as ASK_MAX_TOKENS } from "../../src/cli/commands/ask.js";
import { DEFAULT_LIMITS } from "../../src/config/settings.js";
import { defaultMarginMs } from "../../src/limit/create.js";
import { DEFAULT_PROXY_TIMEOUT_MS } from "../../src/provider/answer-deadline.js";
import { DEFAULT_MODEL, resolveModel } from "../../src/provider/model.js";
import { DEFAULT_DIGEST_BUDGET } from "../../src/summarize/digest.js";
import { DEFAULT_MAX_TOKENS, DEFAULT_SUMMARY_MODEL } from "../../src/summarize/summarize.js";
import { resolveSummarySettings } from "../../src/summarize/summary-settings.js";
import { runJobai } from "../helpers/cli.js";

/** yargs wraps long descriptions: read the help as one line of words. */
async function help(command: string): Promise<string> {
  const run = await runJobai([command, "--help"], { env: { COLUMNS: "400" } });
  expect(run.exitCode).toBe(0);
  return run.stdout.replace(/\s+/g, " ");
}

describe("defaults", () => {
  it("ask, count-tokens and the summaries share one default model", () => {
    expect(DEFAULT_SUMMARY_MODEL).toBe(DEFAULT_MODEL);
    expect(resolveModel(undefined, {})).toBe(DEFAULT_MODEL);
    expect(resolveSummarySettings({}, {}, {}).model).toBe(DEFAULT_MODEL);
    expect(resolveModel(undefined, { ANTHROPIC_MODEL: "claude-haiku-4-5" })).toBe("claude-haiku-4-5");
    expect(resolveModel(undefined, { JOBAI_MODEL: "claude-opus-4-1" })).toBe("claude-opus-4-1");
  });

  it("every --help states the defaults the code uses", async () => {
    const ask = await help("ask");
    expect(ask).toContain(`else ${DEFAULT_MODEL})`);
    expect(ask).toContain(`[default: ${ASK_MAX_TOKENS}]`);
    expect(ask).toContain(`(default ${DEFAULT_PROXY_TIMEOUT_MS / 1000})`);
    expect(await help("count-tokens")).toContain(`else ${DEFAULT_MODEL})`);
    expect(await help("models")).toContain(`(default ${DEFAULT_PROXY_TIMEOUT_MS / 1000})`);
    const summarize = await help("summarize");
    expect(summarize).toContain(`else ${DEFAULT_MODEL})`);
    expect(summarize).toContain(`(default ${DEFAULT_MAX_TOKENS})`);
    expect(summarize).toContain(`(default ${DEFAULT_DIGEST_BUDGET})`);
    expect(summarize).toContain(`(default ${DEFAULT_PROXY_TIMEOUT_MS / 1000})`);
    const digest = await help("digest");
    expect(digest).toContain(`[default: ${DEFAULT_DIGEST_BUDGET}]`);
    const limits = await help("limits");
    expect(limits).toContain(`default ${DEFAULT_LIMITS.requests})`);
    expect(limits).toContain(`default ${DEFAULT_LIMITS.inputTokens})`);
    expect(limits).toContain(`default ${DEFAULT_LIMITS.windowMs / 1000}s)`);
    const relay = await help("relay");
    expect(relay).toContain(`default: ${defaultMarginMs(DEFAULT_LIMITS.windowMs)} for the 60 s window`);
  }, 60_000);
});
