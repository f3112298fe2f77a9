import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanEnv, repoRoot, runJobai } from "../helpers/cli.js";

const TOKEN = "job-tok-4b7d0c2e";
const hook = join(repoRoot, "hooks/environment");
const NAMES = ["ANTHROPIC_BASE_URL", "ANTHROPIC_API_KEY", "ANTHROPIC_CUSTOM_HEADERS", "ANTHROPIC_MODEL"];

let fakeBin: string;
let nodeCalls: string;

beforeAll(async () => {
  // A PATH whose `node` records that it ran: the hook must never start it.
  fakeBin = await mkdtemp(join(tmpdir(), "jobai-hook-"));
  nodeCalls = join(fakeBin, "node-calls");
  await writeFile(join(fakeBin, "node"), `#!/bin/sh\necho "$@" >> "${nodeCalls}"\nexit 97\n`);
  await chmod(join(fakeBin, "node"), 0o755);
});
afterAll(async () => {
  await rm(fakeBin, { recursive: true, force: true });
});

/** Source the hook as the agent does (bash, `set -euo pipefail` inherited) and print the variables. */
async function sourceHook(env: Record<string, string>) {
  const print = NAMES.map((name) => `printf '%s=%s\\0' ${name} "\${${name}-<unset>}"`).join("; ");
  const result = await execa("bash", ["-c", `set -euo pipefail; source "${hook}"; ${print}`], {
    env: cleanEnv({ ...env, PATH: `${fakeBin}:/usr/bin:/bin` }),
    extendEnv: false,
    reject: false,
  });
  const vars = Object.fromEntries(
    result.stdout
      .split("\0")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
  return { exitCode: result.exitCode, stderr: result.stderr, vars };
}

describe("hooks/environment", () => {
  it("exports the same variables as `jobai env`", async () => {
    for (const endpoint of [
      "https://agent.example/v3",
      "https://agent.example/v3/",
      "http://127.0.0.1:9/v3//",
    ]) {
      const env = {
        SERVICE_AGENT_ENDPOINT: endpoint,
        SERVICE_AGENT_ACCESS_TOKEN: TOKEN,
        SERVICE_PLUGIN_JOBAI_MODEL: "m-1",
      };
      const fromHook = await sourceHook(env);
      const fromCli = await runJobai(["env", "--json"], { env });
      expect(fromHook.exitCode).toBe(0);
      expect(fromCli.exitCode).toBe(0);
      expect(fromHook.vars).toEqual(JSON.parse(fromCli.stdout));
    }
  });

  it.each([
    ['{"model":"claude-opus-4-6"}', "claude-opus-4-6"],
    ['{ "trigger": "always",\n  "model" : "m-2", "rate-limit": {"store": "file"} }', "m-2"],
    ['{"prompt":"say \\"model\\": \\"x\\""}', "<unset>"],
    ['{"trigger":"always"}', "<unset>"],
  ])("reads the model from SERVICE_PLUGIN_CONFIGURATION %s as `jobai env` does", async (json, model) => {
    const env = {
      SERVICE_AGENT_ENDPOINT: "https://a.example",
      SERVICE_AGENT_ACCESS_TOKEN: TOKEN,
      SERVICE_PLUGIN_CONFIGURATION: json,
      SERVICE_PLUGIN_JOBAI_MODEL: "not-this-one", // the JSON form wins, as in plugin-config.ts
    };
    const fromHook = await sourceHook(env);
    expect(fromHook.vars.ANTHROPIC_MODEL).toBe(model);
    const fromCli = await runJobai(["env", "--json"], { env });
    expect(fromHook.vars).toEqual({ ANTHROPIC_MODEL: "<unset>", ...JSON.parse(fromCli.stdout) });
  });

  it("leaves ANTHROPIC_MODEL unset when no model is configured", async () => {
    const { vars } = await sourceHook({
      SERVICE_AGENT_ENDPOINT: "https://a.example",
      SERVICE_AGENT_ACCESS_TOKEN: TOKEN,
    });
    expect(vars.ANTHROPIC_MODEL).toBe("<unset>");
    expect(vars.ANTHROPIC_BASE_URL).toBe("https://a.example/ai/vendor");
  });

  it("keeps a token with quotes and spaces exactly", async () => {
    const token = `to'k "$x" y`;
    const { vars } = await sourceHook({
      SERVICE_AGENT_ENDPOINT: "https://a.example",
      SERVICE_AGENT_ACCESS_TOKEN: token,
    });
    expect(vars.ANTHROPIC_API_KEY).toBe(token);
    expect(vars.ANTHROPIC_CUSTOM_HEADERS).toBe(`Authorization: Token ${token}`);
  });

  it.each([
    [{ SERVICE_AGENT_ACCESS_TOKEN: TOKEN }, /^jobai: SERVICE_AGENT_ENDPOINT is not set: run inside a job/],
    [{ SERVICE_AGENT_ENDPOINT: "https://a.example" }, /^jobai: SERVICE_AGENT_ACCESS_TOKEN is not set/],
    [{ SERVICE_AGENT_ENDPOINT: " ", SERVICE_AGENT_ACCESS_TOKEN: TOKEN }, /SERVICE_AGENT_ENDPOINT is not set/],
    [
      { SERVICE_AGENT_ENDPOINT: "http://agent.example", SERVICE_AGENT_ACCESS_TOKEN: TOKEN },
      /must be an https:\/\/ URL/,
    ],
    // Issue 14: these were taken for loopback, and the token went over plain http to evil.com.
    [
      { SERVICE_AGENT_ENDPOINT: "http://127.0.0.1@evil.com", SERVICE_AGENT_ACCESS_TOKEN: TOKEN },
      /is not an address the token may go to \(user-info\)/,
    ],
    [
      { SERVICE_AGENT_ENDPOINT: "http://127.evil.com", SERVICE_AGENT_ACCESS_TOKEN: TOKEN },
      /must be an https:\/\/ URL .*unencrypted to 127\.evil\.com/,
    ],
    [
      { SERVICE_AGENT_ENDPOINT: "http://[::1]@evil.com", SERVICE_AGENT_ACCESS_TOKEN: TOKEN },
      /is not an address the token may go to \(user-info\)/,
    ],
  ])("fails with one line naming what is missing: %j", async (env, message) => {
    const result = await sourceHook(env);
    expect(result.exitCode).not.toBe(0);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toContain(TOKEN);
    expect(result.vars).toEqual({});
    // `jobai env` refuses the same endpoints (the rule is one: test/foundation/token-url.test.ts).
    const given: Record<string, string | undefined> = env;
    if (given.SERVICE_AGENT_ENDPOINT?.trim() && given.SERVICE_AGENT_ACCESS_TOKEN) {
      expect((await runJobai(["env", "--json"], { env })).exitCode).toBe(2);
    }
  });

  it("starts no node process, with or without the variables", async () => {
    await rm(nodeCalls, { force: true });
    await sourceHook({ SERVICE_AGENT_ENDPOINT: "https://a.example", SERVICE_AGENT_ACCESS_TOKEN: TOKEN });
    await sourceHook({});
    await expect(readFile(nodeCalls, "utf8")).rejects.toThrow(/ENOENT/);
  });

  it("is shellcheck-clean", async () => {
    const result = await execa("shellcheck", ["-x", "hooks/environment", "hooks/lib/proxy-env.bash"], {
      cwd: repoRoot,
      reject: false,
    });
    expect(result.stdout + result.stderr).toBe("");
    expect(result.exitCode).toBe(0);
  });
});
