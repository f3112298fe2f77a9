/**
 * The official Python SDK through the relay: the tool the relay exists for is any client that is
 * not ours. Python and its SDK come from the local package indexes pip is configured with (file://
 * indexes and find-links; nothing is fetched from the network) into a venv under
 * node_modules/.cache. Where there are none, or they lack the SDK, the test is skipped and says why.
 */

import { existsSync } from "node:fs";
import { join } from "node:path";
import { execa } from "execa";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createLimiter } from "../../src/limit/index.js";
import type { RunningRelay } from "../../src/relay/relay-server.js";
import { repoRoot } from "../helpers/cli.js";
import { useEmulator } from "../helpers/emulator.js";
import { startRelayFor } from "./relay-for-emulator.js";

const venv = join(repoRoot, "node_modules", ".cache", "jobai-python-sdk");
const python = join(venv, "bin", "python");
const client = join(repoRoot, "test", "relay", "fixtures", "python-sdk-client.py");

/** The local sources pip is configured with, as pip options: file:// indexes and find-links. */
async function localPipSources(pip: string): Promise<string[]> {
  const listed = await execa(pip, ["config", "list"], { reject: false });
  const indexes: string[] = [];
  const links: string[] = [];
  for (const line of String(listed.stdout).split("\n")) {
    const match = /^[^=]*\.(index-url|extra-index-url|find-links)='(.*)'$/.exec(line.trim());
    if (!match?.[1] || match[2] === undefined) continue;
    for (const value of match[2].split(/\s+/).filter(Boolean)) {
      if (match[1] === "find-links" && !/^https?:/.test(value)) links.push(value);
      else if (value.startsWith("file://")) indexes.push(value);
    }
  }
  const [first, ...rest] = [...new Set(indexes)];
  return [
    ...(first ? ["--index-url", first] : ["--no-index"]),
    ...rest.flatMap((url) => ["--extra-index-url", url]),
    ...[...new Set(links)].flatMap((link) => ["--find-links", link]),
  ];
}

/** A Python that imports `anthropic`, made once; the reason when there can be none. */
async function pythonWithSdk(): Promise<{ python?: string; why?: string }> {
  const imports = async (bin: string) =>
    (await execa(bin, ["-c", "import anthropic"], { reject: false })).exitCode === 0;
  if (existsSync(python) && (await imports(python))) return { python };
  const made = await execa("python3", ["-m", "venv", "--clear", venv], { reject: false });
  if (made.exitCode !== 0) return { why: `python3 -m venv failed: ${made.stderr || made.shortMessage}` };
  const pip = join(venv, "bin", "pip");
  const sources = await localPipSources(pip);
  if (sources[0] === "--no-index" && !sources.includes("--find-links")) {
    return {
      why: "pip has no local package index or find-links configured (nothing is fetched from the network)",
    };
  }
  const installed = await execa(pip, ["install", "--quiet", ...sources, "anthropic"], {
    reject: false,
    timeout: 180_000,
  });
  if (installed.exitCode !== 0 || !(await imports(python))) {
    const last = String(installed.stderr).trim().split("\n").at(-1) ?? "";
    return { why: `pip could not install the anthropic SDK from the local indexes: ${last}` };
  }
  return { python };
}

const setup: { python?: string; why?: string } = {};
beforeAll(async () => {
  Object.assign(setup, await pythonWithSdk());
  if (setup.why) console.warn(`python SDK tests skipped: ${setup.why}`);
}, 240_000);

const emu = useEmulator({ limits: { requests: 50, inputTokens: 200_000, windowMs: 60_000 } });
let relay: RunningRelay | undefined;
afterEach(async () => {
  await relay?.close({ drainMs: 200 });
  relay = undefined;
});

describe("the official Python SDK through the relay", () => {
  it("gets a message and a stream with the relay's key, and is refused with another", async (context) => {
    if (!setup.python) context.skip(setup.why);
    const limiter = createLimiter({ store: "memory", requests: 50, inputTokens: 200_000, env: {} });
    relay = await startRelayFor(emu(), limiter);
    const run = await execa(setup.python as string, [client], {
      env: { ANTHROPIC_BASE_URL: relay.url, ANTHROPIC_API_KEY: relay.key, PATH: process.env.PATH },
      extendEnv: false,
      reject: false,
      timeout: 60_000,
    });
    expect(run.stderr).toBe("");
    expect(run.exitCode).toBe(0);
    const [plain, streamed, wrongKey] = String(run.stdout)
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);

    expect(plain?.text).toContain("python plain");
    expect(streamed?.text).toContain("python streamed");
    expect(streamed?.first).toBe("message_start");
    expect(streamed?.last).toBe("message_stop");
    expect(wrongKey).toEqual({ call: "wrong-key", error: "AuthenticationError", status: 401 });

    // Two calls reached the proxy, each with exactly one credential; the refused one never left.
    const seen = emu().traffic.filter((t) => t.surface === "proxy");
    expect(seen.map((t) => t.status)).toEqual([200, 200]);
    for (const t of seen) {
      expect(t.headers["x-api-key"]).toBe(emu().jobToken);
      expect(t.headers.authorization).toBeUndefined();
      expect(t.headers["user-agent"]).toMatch(/^Anthropic\/Python/);
    }
    const usage = relay.usage();
    expect(usage.requests).toBe(2);
    expect(usage.refused).toBe(1);
    expect(usage.countedInputTokens).toBe(seen.reduce((sum, t) => sum + (t.countedInputTokens ?? 0), 0));
    expect(usage.outputTokens).toBe((plain?.output as number) + (streamed?.output as number));
  });
});
