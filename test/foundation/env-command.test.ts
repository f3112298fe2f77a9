import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { cleanEnv, jobaiBin, runJobai } from "../helpers/cli.js";

const TOKEN = "job-tok-8f2c1e9a";
const JOB = { SERVICE_AGENT_ENDPOINT: "https://agent.example/v3", SERVICE_AGENT_ACCESS_TOKEN: TOKEN };

/** Evaluate `jobai env` in a real bash and print the named variables as JSON. */
async function evalInBash(env: Record<string, string>, names: string[]): Promise<Record<string, string>> {
  const script = `set -euo pipefail
eval "$(node "$JOBAI_BIN" env)"
node -e 'const o={}; for (const n of process.argv.slice(1)) o[n]=process.env[n]; console.log(JSON.stringify(o))' ${names.join(" ")}`;
  const result = await execa("bash", ["-c", script], {
    env: cleanEnv({ ...env, JOBAI_BIN: jobaiBin }),
    extendEnv: false,
  });
  return JSON.parse(result.stdout) as Record<string, string>;
}

describe("jobai env", () => {
  it("leaves ANTHROPIC_BASE_URL at the endpoint plus /ai/vendor after eval", async () => {
    const vars = await evalInBash({ ...JOB, SERVICE_PLUGIN_JOBAI_MODEL: "claude-sonnet-4-5" }, [
      "ANTHROPIC_BASE_URL",
      "ANTHROPIC_API_KEY",
      "ANTHROPIC_CUSTOM_HEADERS",
      "ANTHROPIC_MODEL",
    ]);
    expect(vars).toEqual({
      ANTHROPIC_BASE_URL: "https://agent.example/v3/ai/vendor",
      ANTHROPIC_API_KEY: TOKEN,
      ANTHROPIC_CUSTOM_HEADERS: `Authorization: Token ${TOKEN}`,
      ANTHROPIC_MODEL: "claude-sonnet-4-5",
    });
  });

  it.each([
    ["quotes", `it's "quoted"`],
    ["spaces and a dollar", "a b $HOME `id` $(id) \\n"],
    ["a newline", "line one\nline two\n"],
    ["glob and semicolons", "*; echo pwned; ?[a]"],
  ])("round-trips a model holding %s exactly through bash", async (_name, model) => {
    const vars = await evalInBash({ ...JOB, JOBAI_MODEL: model }, ["ANTHROPIC_MODEL"]);
    expect(vars.ANTHROPIC_MODEL).toBe(model);
  });

  it("prints no ANTHROPIC_MODEL when no model is configured", async () => {
    const result = await runJobai(["env"], { env: JOB });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).not.toContain("ANTHROPIC_MODEL");
    expect(result.stdout.trim().split("\n")).toHaveLength(3);
  });

  it("prints JSON with --format json and --json", async () => {
    for (const args of [
      ["env", "--format", "json"],
      ["env", "--json"],
    ]) {
      const result = await runJobai(args, { env: { ...JOB, JOBAI_MODEL: "m" } });
      expect(result.exitCode).toBe(0);
      expect(JSON.parse(result.stdout)).toEqual({
        ANTHROPIC_BASE_URL: "https://agent.example/v3/ai/vendor",
        ANTHROPIC_API_KEY: TOKEN,
        ANTHROPIC_CUSTOM_HEADERS: `Authorization: Token ${TOKEN}`,
        ANTHROPIC_MODEL: "m",
      });
    }
  });

  it("prints dotenv lines with escapes", async () => {
    const result = await runJobai(["env", "--format", "dotenv"], {
      env: { ...JOB, JOBAI_MODEL: 'a "b"\n$c' },
    });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('ANTHROPIC_BASE_URL="https://agent.example/v3/ai/vendor"');
    expect(result.stdout).toContain('ANTHROPIC_MODEL="a \\"b\\"\\n\\$c"');
  });

  it("teaches with --help", async () => {
    const result = await runJobai(["env", "--help"]);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('eval "$(jobai env)"');
    expect(result.stdout).toContain("--format");
  });

  it.each([
    ["no endpoint", { SERVICE_AGENT_ACCESS_TOKEN: TOKEN }, /SERVICE_AGENT_ENDPOINT is not set/],
    ["an empty token", { ...JOB, SERVICE_AGENT_ACCESS_TOKEN: "" }, /SERVICE_AGENT_ACCESS_TOKEN is empty/],
    ["an endpoint that is not a URL", { ...JOB, SERVICE_AGENT_ENDPOINT: "not a url" }, /not a URL/],
    ["http to a remote host", { ...JOB, SERVICE_AGENT_ENDPOINT: "http://agent.example/v3" }, /use https/],
    [
      "malformed plugin JSON",
      { ...JOB, SERVICE_PLUGIN_CONFIGURATION: "{" },
      /SERVICE_PLUGIN_CONFIGURATION is not valid JSON/,
    ],
    [
      "a value of the wrong type",
      { ...JOB, SERVICE_PLUGIN_CONFIGURATION: '{"rate-limit":{"requests":"many"}}' },
      /plugin option rate-limit\.requests: must be a number/,
    ],
    ["a bad limit", { ...JOB, JOBAI_LIMIT_STORE: "disk" }, /JOBAI_LIMIT_STORE/],
    ["an unknown format", JOB, /Invalid values/, ["env", "--format", "xml"]],
  ])("exits 2 on %s, naming it, without printing the token", async (_name, env, message, args = ["env"]) => {
    const result = await runJobai(args, { env: env as Record<string, string> });
    expect(result.exitCode).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toContain(TOKEN);
    expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });
});

describe("jobai env with a misspelt plugin option", () => {
  it("warns once on stderr, naming it, and exports as usual", async () => {
    const result = await runJobai(["env"], { env: { ...JOB, SERVICE_PLUGIN_JOBAI_MODLE: "x" } });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain("export ANTHROPIC_BASE_URL=");
    expect(result.stderr.trim()).toMatch(
      /^jobai: warning: SERVICE_PLUGIN_JOBAI_MODLE is not a jobai option and is ignored/,
    );
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
  });
});

describe("bundle/env-fast.js", () => {
  it("stands alone, so `jobai env` loads no parser and no shared chunk", async () => {
    const { readFile } = await import("node:fs/promises");
    const text = await readFile(new URL("../../bundle/env-fast.js", import.meta.url), "utf8");
    const imports = [...text.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)].map((match) => match[1]);
    expect(imports.filter((path) => !path?.startsWith("node:"))).toEqual([]);
  });
});
