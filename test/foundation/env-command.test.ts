import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { cleanEnv, jobaiBin, runJobai } from "../helpers/cli.js";
import { runJobaiInProcess } from "../helpers/cli-in-process.js";

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

  // Issue 23: `JOBAI_MODEL='claude\`id>/tmp/pwned\`' jobai env --format dotenv > .env; set -a; . ./.env`
  // ran `id`. A model id is letters, digits and . - _ : @ / only; the token (one word, any
  // characters) must round-trip in every format.
  it.each([
    ["a backtick", "claude`id`"],
    ["quotes", `it's "quoted"`],
    ["spaces and a dollar", "a b $HOME $(id)"],
    ["a newline", "line one\nline two\n"],
    ["glob and semicolons", "*;echo"],
  ])("refuses a model holding %s (exit 2, naming JOBAI_MODEL), printing nothing", async (_name, model) => {
    for (const format of ["shell", "dotenv", "json"]) {
      const result = await runJobaiInProcess(["env", "--format", format], {
        env: { ...JOB, JOBAI_MODEL: model },
      });
      expect(result.exitCode).toBe(2);
      expect(result.stdout).toBe("");
      expect(result.stderr).toContain("JOBAI_MODEL is not a model id (letters, digits and . - _ : @ / only)");
    }
  });

  it("accepts model ids with . : @ / (Bedrock, Vertex, org/model)", async () => {
    for (const model of [
      "us.anthropic.claude-opus-4-1-20250805-v1:0",
      "claude-3-5-haiku@20241022",
      "org/m_1",
    ]) {
      const vars = await evalInBash({ ...JOB, JOBAI_MODEL: model }, ["ANTHROPIC_MODEL"]);
      expect(vars.ANTHROPIC_MODEL).toBe(model);
    }
  });

  it.each([
    "shell",
    "dotenv",
  ])("%s: a token holding backticks, $(), quotes, backslashes and ! comes back exactly when sourced, running nothing", async (format) => {
    const dir = await mkdtemp(join(tmpdir(), "jobai-env-"));
    try {
      const canary = join(dir, "pwned");
      // One word (a token holds no white space): brace expansion makes `touch <canary>`.
      const token = `t\`{touch,${canary}}\`$({touch,${canary}})'"\\!x`;
      const result = await runJobaiInProcess(["env", "--format", format], {
        env: { ...JOB, SERVICE_AGENT_ACCESS_TOKEN: token },
      });
      expect(result.exitCode).toBe(0);
      await writeFile(join(dir, "vars"), result.stdout);
      const sourced = await execa(
        "bash",
        ["-c", `set -euo pipefail; set -a; . ${join(dir, "vars")}; printf '%s' "$ANTHROPIC_API_KEY"`],
        { env: cleanEnv(), extendEnv: false },
      );
      expect(String(sourced.stdout)).toBe(token);
      expect(existsSync(canary)).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("prints no ANTHROPIC_MODEL when no model is configured", async () => {
    const result = await runJobaiInProcess(["env"], { env: JOB });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).not.toContain("ANTHROPIC_MODEL");
    expect(result.stdout.trim().split("\n")).toHaveLength(3);
  });

  it("prints JSON with --format json and --json", async () => {
    for (const args of [
      ["env", "--format", "json"],
      ["env", "--json"],
    ]) {
      const result = await runJobaiInProcess(args, { env: { ...JOB, JOBAI_MODEL: "m" } });
      expect(result.exitCode).toBe(0);
      expect(JSON.parse(result.stdout)).toEqual({
        ANTHROPIC_BASE_URL: "https://agent.example/v3/ai/vendor",
        ANTHROPIC_API_KEY: TOKEN,
        ANTHROPIC_CUSTOM_HEADERS: `Authorization: Token ${TOKEN}`,
        ANTHROPIC_MODEL: "m",
      });
    }
  });

  it("prints dotenv lines, quoting what needs it", async () => {
    const result = await runJobaiInProcess(["env", "--format", "dotenv"], {
      env: { ...JOB, SERVICE_AGENT_ACCESS_TOKEN: 'a"b$c', JOBAI_MODEL: "claude-sonnet-4-5" },
    });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('ANTHROPIC_BASE_URL="https://agent.example/v3/ai/vendor"');
    expect(result.stdout).toContain(`ANTHROPIC_API_KEY='a"b$c'`);
    expect(result.stdout).toContain('ANTHROPIC_MODEL="claude-sonnet-4-5"');
  });

  it("teaches with --help", async () => {
    const result = await runJobaiInProcess(["env", "--help"]);
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
    const result = await runJobaiInProcess(args, { env: env as Record<string, string> });
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
