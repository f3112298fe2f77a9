/**
 * yargs replaces `$0` in usage, examples and epilogues with the program's name: `jobai usage --help`
 * said "a model without a price shows 'unknown', never jobai" where it meant "never $0".
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runJobai } from "../helpers/cli.js";

const commands = join(import.meta.dirname, "../../src/cli/commands");

describe("--help text", () => {
  it("jobai usage --help says an unpriced model costs 'unknown', never 0 USD", async () => {
    const run = await runJobai(["usage", "--help"], { env: { COLUMNS: "400" } });
    expect(run.exitCode).toBe(0);
    const text = run.stdout.replace(/\s+/g, " ");
    expect(text).toContain("a model without a price shows 'unknown', never 0 USD.");
    expect(text).not.toContain("never jobai");
  });

  it("jobai --help and jobai ask --help say how jobs share the rate limit across hosts (JOBAI_REDIS_URL)", async () => {
    const top = await runJobai(["--help"], { env: { COLUMNS: "400" } });
    expect(top.exitCode).toBe(0);
    expect(top.stdout).toContain("JOBAI_REDIS_URL for the");
    const ask = await runJobai(["ask", "--help"], { env: { COLUMNS: "400" } });
    expect(ask.exitCode).toBe(0);
    const text = ask.stdout.replace(/\s+/g, " ");
    expect(text).toContain(
      "shared through Redis by every host of the organization when JOBAI_REDIS_URL is set",
    );
    expect(text).toContain("'jobai limits --help' for the stores");
  });

  it("no command's help text holds $0, which yargs would print as 'jobai'", () => {
    const holding = readdirSync(commands)
      .filter((name) => name.endsWith(".ts") && readFileSync(join(commands, name), "utf8").includes("$0"))
      .sort();
    expect(holding).toEqual([]);
  });
});
