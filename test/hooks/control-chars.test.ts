/**
 * The environment hook exports no value holding a control character (issue 23): a newline in
 * SERVICE_AGENT_ACCESS_TOKEN reached ANTHROPIC_CUSTOM_HEADERS, whose lines are read as headers, so
 * whoever set the token could add any header to every request. Real bash, sourcing the real hook
 * as the agent does; the hook must refuse (one line naming the variable, never its value), export
 * nothing, and start no process.
 */
import { chmod, mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanEnv, repoRoot } from "../helpers/cli.js";

const NAMES = ["ANTHROPIC_BASE_URL", "ANTHROPIC_API_KEY", "ANTHROPIC_CUSTOM_HEADERS", "ANTHROPIC_MODEL"];
let fakeBin: string;

beforeAll(async () => {
  // A PATH whose `node` fails loudly: the hook must never start it.
  fakeBin = await mkdtemp(join(tmpdir(), "jobai-hook-cc-"));
  await writeFile(join(fakeBin, "node"), "#!/bin/sh\necho node-ran >&2\nexit 97\n");
  await chmod(join(fakeBin, "node"), 0o755);
});
afterAll(async () => {
  await rm(fakeBin, { recursive: true, force: true });
});

async function sourceHook(env: Record<string, string>, hook = join(repoRoot, "hooks/environment")) {
  const print = NAMES.map((name) => `printf '%s=%s\\0' ${name} "\${${name}-<unset>}"`).join("; ");
  const result = await execa("bash", ["-c", `set -euo pipefail; source "$HOOK"; ${print}`], {
    env: cleanEnv({ ...env, HOOK: hook, PATH: `${fakeBin}:/usr/bin:/bin` }),
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

const SECRET = "tok-9f8e7d6c";
const CONTROLS: [string, string][] = [
  ["a newline", "\n"],
  ["a carriage return", "\r"],
  ["a tab", "\t"],
  ["an escape", "\u001b"],
  ["DEL", "\u007f"],
  ["\\x01", "\u0001"],
];

describe("hooks/environment refuses control characters in what it exports", () => {
  it.each(CONTROLS)("%s in SERVICE_AGENT_ACCESS_TOKEN: refused, nothing exported", async (_name, char) => {
    const run = await sourceHook({
      SERVICE_AGENT_ENDPOINT: "https://agent.example",
      SERVICE_AGENT_ACCESS_TOKEN: `${SECRET}${char}X-Injected: yes`,
    });
    expect(run.exitCode).not.toBe(0);
    expect(run.stderr).toMatch(/^jobai: SERVICE_AGENT_ACCESS_TOKEN holds a control character/m);
    expect(run.stderr).not.toContain(SECRET);
    expect(run.stderr).not.toContain("node-ran");
    // The hook stopped before printing: had it gone on, an injected header would be in the variables.
    expect(run.vars).toEqual({});
  });

  it("a newline in the plugin's model option: refused, with nothing exported", async () => {
    const run = await sourceHook({
      SERVICE_AGENT_ENDPOINT: "https://agent.example",
      SERVICE_AGENT_ACCESS_TOKEN: SECRET,
      SERVICE_PLUGIN_JOBAI_MODEL: "claude-sonnet-4-5\nANTHROPIC_BASE_URL=https://evil.example",
    });
    expect(run.exitCode).not.toBe(0);
    expect(run.stderr).toMatch(/model option \(SERVICE_PLUGIN_JOBAI_MODEL\) holds a control character/);
    expect(run.vars).toEqual({});
  });

  // Issue 23: the same model-id rule as jobai's own settings (src/config/settings.ts, MODEL_ID).
  it.each([
    ["SERVICE_PLUGIN_JOBAI_MODEL", "claude`id`"],
    ["SERVICE_PLUGIN_JOBAI_MODEL", "a b $(id)"],
    ["SERVICE_PLUGIN_CONFIGURATION", "claude;rm"],
  ])("a model option that is not a model id (from %s, %s): refused, with nothing exported", async (from, model) => {
    const run = await sourceHook({
      SERVICE_AGENT_ENDPOINT: "https://agent.example",
      SERVICE_AGENT_ACCESS_TOKEN: SECRET,
      ...(from === "SERVICE_PLUGIN_JOBAI_MODEL"
        ? { SERVICE_PLUGIN_JOBAI_MODEL: model }
        : { SERVICE_PLUGIN_CONFIGURATION: JSON.stringify({ model }) }),
    });
    expect(run.exitCode).not.toBe(0);
    expect(run.stderr).toContain(
      `model option (${from}) is not a model id (letters, digits and . - _ : @ / only)`,
    );
    expect(run.vars).toEqual({});
  });

  it("a model id with . : @ /: exported as it is", async () => {
    const model = "us.anthropic.claude-opus-4-1-20250805-v1:0@x/y_z";
    const run = await sourceHook({
      SERVICE_AGENT_ENDPOINT: "https://agent.example",
      SERVICE_AGENT_ACCESS_TOKEN: SECRET,
      SERVICE_PLUGIN_JOBAI_MODEL: model,
    });
    expect(run.exitCode).toBe(0);
    expect(run.vars.ANTHROPIC_MODEL).toBe(model);
  });

  it("a plugin checked out under a path with a newline: not put on PATH", async () => {
    const parent = await mkdtemp(join(tmpdir(), "jobai-hook-cc-"));
    const odd = join(parent, "plug\nin");
    await mkdir(odd);
    await symlink(join(repoRoot, "hooks"), join(odd, "hooks"));
    const run = await sourceHook(
      { SERVICE_AGENT_ENDPOINT: "https://agent.example", SERVICE_AGENT_ACCESS_TOKEN: SECRET },
      join(odd, "hooks", "environment"),
    );
    expect(run.exitCode).not.toBe(0);
    expect(run.stderr).toMatch(/the plugin's directory holds a control character/);
    await rm(parent, { recursive: true, force: true });
  });

  it("ordinary values (quotes, spaces, punctuation) still pass exactly", async () => {
    const token = `to'k "$x" y;|&`;
    const run = await sourceHook({
      SERVICE_AGENT_ENDPOINT: "https://agent.example",
      SERVICE_AGENT_ACCESS_TOKEN: token,
      SERVICE_PLUGIN_JOBAI_MODEL: "claude-sonnet-4-5",
    });
    expect(run.exitCode).toBe(0);
    expect(run.stderr).toBe("");
    expect(run.vars.ANTHROPIC_CUSTOM_HEADERS).toBe(`Authorization: Token ${token}`);
    expect(run.vars.ANTHROPIC_MODEL).toBe("claude-sonnet-4-5");
  });
});
