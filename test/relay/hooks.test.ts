import { existsSync, readdirSync } from "node:fs";
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterEach, describe, expect, it } from "vitest";
import { readAddressFile } from "../../src/relay/address-file.js";
import { isRunning } from "../../src/relay/daemon.js";
import { cleanEnv, repoRoot } from "../helpers/cli.js";
import { useEmulator } from "../helpers/emulator.js";

const NAMES = [
  "ANTHROPIC_BASE_URL",
  "ANTHROPIC_API_KEY",
  "ANTHROPIC_CUSTOM_HEADERS",
  "JOBAI_RELAY_ADDRESS_FILE",
];
const emu = useEmulator();
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function stateDir() {
  const dir = await mkdtemp(join(tmpdir(), "jobai-relay-hook-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Run bash code with the hooks' directory at hand, as the agent does, in the emulated job's env. */
async function bash(script: string, env: Record<string, string>) {
  return execa("bash", ["-c", `set -euo pipefail; cd "${repoRoot}"; ${script}`], {
    env: cleanEnv(env),
    extendEnv: false,
    reject: false,
    timeout: 30_000,
  });
}

/** Source hooks/environment and read back the variables it exported. */
async function environmentHook(env: Record<string, string>) {
  const print = NAMES.map((name) => `printf '%s=%s\\0' ${name} "\${${name}-<unset>}"`).join("; ");
  const result = await bash(`source hooks/environment; ${print}`, env);
  const vars = Object.fromEntries(
    result.stdout
      .split("\0")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
  return { ...result, vars };
}

/** The step's pre-exit part for the relay: hooks/pre-exit when it exists, else the relay's function. */
const preExit = (env: Record<string, string>) =>
  bash(
    existsSync(join(repoRoot, "hooks/pre-exit"))
      ? "source hooks/pre-exit"
      : "source hooks/lib/relay.bash; jobai_stop_relay",
    env,
  );

describe("plugin option relay: true", () => {
  it.each([
    [
      "SERVICE_PLUGIN_CONFIGURATION",
      (): Record<string, string> => ({ SERVICE_PLUGIN_CONFIGURATION: '{"relay": true}' }),
    ],
    ["SERVICE_PLUGIN_JOBAI_RELAY", (): Record<string, string> => ({ SERVICE_PLUGIN_JOBAI_RELAY: "true" })],
  ])("from %s: the environment hook starts the relay, pre-exit stops it and prints its usage", async (_, option) => {
    const env = { ...emu().env, JOBAI_STATE_DIR: await stateDir(), ...option() };
    const hook = await environmentHook(env);
    expect(hook.exitCode, hook.stderr).toBe(0);
    const { ANTHROPIC_BASE_URL: url, ANTHROPIC_API_KEY: key, JOBAI_RELAY_ADDRESS_FILE: file } = hook.vars;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    // The step's tools get the relay's key, never the job token, in either variable.
    const record = readAddressFile(file ?? "");
    expect(record?.url).toBe(url);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(key).toBe(record?.key);
    expect(hook.vars.ANTHROPIC_CUSTOM_HEADERS).toBe(`Authorization: Token ${key}`);
    for (const value of Object.values(hook.vars)) expect(value).not.toContain(emu().jobToken);
    cleanups.push(async () => {
      if (record && isRunning(record.pid)) process.kill(record.pid, "SIGKILL");
    });

    // A tool in the step (curl's equivalent) reaches the proxy through the relay with its key.
    const response = await fetch(`${url}/v1/messages`, {
      method: "POST",
      headers: { "x-api-key": key ?? "", "content-type": "application/json" },
      body: JSON.stringify({
        model: "claude-sonnet-4-5",
        max_tokens: 20,
        messages: [{ role: "user", content: "hi" }],
      }),
    });
    expect(response.status).toBe(200);
    expect(emu().traffic.filter((t) => t.surface === "proxy")).toHaveLength(1);

    const stopped = await preExit({ ...env, ...hook.vars });
    expect(stopped.exitCode, stopped.stderr).toBe(0);
    expect(stopped.stdout).toMatch(/jobai relay: 1 request, \d+ counted input tokens/);
    expect(record && isRunning(record.pid)).toBe(false);
    expect(existsSync(file ?? "")).toBe(false);

    // The token is in none of what the hooks printed, nor in the relay's log.
    const log = await readFile(record?.logFile ?? "", "utf8");
    for (const text of [hook.stderr, stopped.stdout, stopped.stderr, log])
      expect(text).not.toContain(emu().jobToken);
  });

  it.each([
    ["relay: false", { SERVICE_PLUGIN_CONFIGURATION: '{"relay": false}' }],
    ["no relay option", { SERVICE_PLUGIN_CONFIGURATION: '{"model": "m"}' }],
    ["the words in a prompt", { SERVICE_PLUGIN_CONFIGURATION: '{"prompt": "say \\"relay\\": true"}' }],
    ["SERVICE_PLUGIN_JOBAI_RELAY=false", { SERVICE_PLUGIN_JOBAI_RELAY: "false" }],
  ])("with %s, the hook never starts node", async (_, option) => {
    // A PATH whose `node` records that it ran.
    const bin = await stateDir();
    await writeFile(join(bin, "node"), `#!/bin/sh\necho ran >> "${bin}/calls"\nexit 97\n`);
    await chmod(join(bin, "node"), 0o755);
    const hook = await environmentHook({ ...emu().env, ...option, PATH: `${bin}:/usr/bin:/bin` });
    expect(hook.exitCode, hook.stderr).toBe(0);
    expect(existsSync(join(bin, "calls"))).toBe(false);
    expect(hook.vars.ANTHROPIC_BASE_URL).toBe(emu().proxyUrl);
    expect(hook.vars.JOBAI_RELAY_ADDRESS_FILE).toBe("<unset>");
  });

  it("when the relay cannot start, warns and leaves the step pointed at the proxy", async () => {
    const env = {
      ...emu().env,
      JOBAI_STATE_DIR: await stateDir(),
      SERVICE_PLUGIN_CONFIGURATION: '{"relay": true, "rate-limit": {"requests": 0}}',
    };
    const hook = await environmentHook(env);
    expect(hook.exitCode).toBe(0);
    expect(hook.stderr).toContain("rate-limit.requests");
    expect(hook.stderr).toContain("the relay did not start");
    expect(hook.vars.ANTHROPIC_BASE_URL).toBe(emu().proxyUrl);
    expect(hook.vars.JOBAI_RELAY_ADDRESS_FILE).toBe("<unset>");
  });

  it("in a state directory others can write, warns once, names the fix and leaves the step pointed at the proxy", async () => {
    const dir = await stateDir();
    await chmod(dir, 0o777);
    const env = { ...emu().env, JOBAI_STATE_DIR: dir, SERVICE_PLUGIN_CONFIGURATION: '{"relay": true}' };
    const hook = await environmentHook(env);
    expect(hook.exitCode).toBe(0);
    expect(hook.stderr).toMatch(/writable by other users \(mode 777\): run chmod 700/);
    expect(hook.stderr.match(/the relay did not start/g)).toHaveLength(1);
    expect(hook.vars.ANTHROPIC_BASE_URL).toBe(emu().proxyUrl);
    expect(hook.vars.JOBAI_RELAY_ADDRESS_FILE).toBe("<unset>");
    expect(readdirSync(dir)).toEqual([]);
  });

  it("pre-exit does nothing when no relay was started", async () => {
    const stopped = await preExit({ ...emu().env, JOBAI_STATE_DIR: await stateDir() });
    expect(stopped.exitCode).toBe(0);
    expect(stopped.stdout).not.toContain("jobai relay");
  });

  it("the relay's shell passes shellcheck", async () => {
    const result = await execa("shellcheck", ["-x", "hooks/environment", "hooks/lib/relay.bash"], {
      cwd: repoRoot,
      reject: false,
    });
    expect(result.stdout).toBe("");
    expect(result.exitCode).toBe(0);
  });
});
