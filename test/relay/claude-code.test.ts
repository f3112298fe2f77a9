import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterEach, describe, expect, it } from "vitest";
import type { StartedEmulator } from "../../src/emulator/index.js";
import { createLimiter } from "../../src/limit/index.js";
import type { RunningRelay } from "../../src/relay/relay-server.js";
import { claudeBin, claudeCodeMissing } from "../helpers/claude-code.js";
import { useEmulator } from "../helpers/emulator.js";
import { startRelayFor } from "./relay-for-emulator.js";

// The emulator's proxy and the relay's limiter share one budget, as the organization's would.
// Claude Code's first request in print mode counts ~31,000 input tokens uncached on the emulator's
// tokenizer (~18,000 on the provider's, DESIGN.md) and the limiter first estimates ~41,000:
// 70,000 admits two of them per window, never three.
const BUDGET = { requests: 50, inputTokens: 70_000, windowMs: 8_000 };
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function relayFor(
  emulator: StartedEmulator,
  gate = true,
  spendLimitBuild?: number,
): Promise<RunningRelay & { limiter: ReturnType<typeof createLimiter> }> {
  const limiter = createLimiter({
    ...(spendLimitBuild !== undefined ? { spendLimitBuild } : {}),
    store: "memory",
    requests: BUDGET.requests,
    inputTokens: BUDGET.inputTokens,
    window: BUDGET.windowMs,
    // Three Claude Code processes starting on two shared cores delay arrivals; see saturation.test.ts.
    marginMs: 500,
    env: {},
    now: Date.now,
  });
  const relay = await startRelayFor(emulator, gate ? limiter : undefined);
  cleanups.push(() => relay.close({ drainMs: 200 }));
  return Object.assign(relay, { limiter });
}

/**
 * Claude Code in print mode, pointed at the relay with its key, offline: a fresh writable
 * HOME, telemetry, error reporting, updates and other non-essential traffic off, and a dead proxy
 * for anything that is not loopback, so a stray call fails instead of leaving the machine.
 * ANTHROPIC_MODEL: with its newest default model, Claude Code 2.1.197 sends `role: "system"`
 * messages (a beta the proxy drops), which the emulator refuses; claude-sonnet-4-5 does not.
 */
async function runClaude(relay: RunningRelay, key: string, prompt: string) {
  const home = await mkdtemp(join(tmpdir(), "jobai-claude-home-"));
  cleanups.push(() => rm(home, { recursive: true, force: true }));
  return execa(claudeBin ?? "claude", ["-p", prompt], {
    cwd: home,
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: home,
      ANTHROPIC_BASE_URL: relay.url,
      ANTHROPIC_API_KEY: key,
      ANTHROPIC_MODEL: "claude-sonnet-4-5",
      DISABLE_TELEMETRY: "1",
      DISABLE_ERROR_REPORTING: "1",
      DISABLE_AUTOUPDATER: "1",
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
      HTTPS_PROXY: "http://127.0.0.1:9",
      HTTP_PROXY: "http://127.0.0.1:9",
      NO_PROXY: "127.0.0.1,localhost",
    },
    extendEnv: false,
    stdin: "ignore",
    reject: false,
    timeout: 90_000,
  });
}

const messagesCalls = (emulator: StartedEmulator) =>
  emulator.traffic.filter((t) => t.surface === "proxy" && t.path.startsWith("/v3/ai/vendor/v1/messages"));

describe.skipIf(claudeCodeMissing !== undefined)("Claude Code through the relay", () => {
  const emu = useEmulator({ limits: BUDGET });

  it("answers a prompt in print mode, reaching the proxy with x-api-key only", async () => {
    const relay = await relayFor(emu());
    const run = await runClaude(relay, relay.key, "Name the relay test answer");
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stdout).toContain("Name the relay test answer");
    const calls = messagesCalls(emu());
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.headers["user-agent"]).toMatch(/^claude-cli\//);
      // Its own headers pass the relay's credential filter (x-claude-code-session-id by the allow-list).
      for (const name of ["x-claude-code-session-id", "anthropic-version", "x-app", "x-stainless-lang"])
        expect(call.headers[name], name).toBeDefined();
      expect(call.headers["x-api-key"]).toBe(emu().jobToken);
      expect(call.headers.authorization).toBeUndefined();
    }
    expect(emu().proxy.counters().rejected).toBe(0);
    expect(relay.usage().requests).toBe(calls.length);
  }, 120_000);
});

describe.skipIf(claudeCodeMissing !== undefined)("Claude Code through the relay under a spend limit", () => {
  const emu = useEmulator({ limits: BUDGET });

  it("stops with the relay's message naming the spend limit, and does not retry it", async () => {
    // claude-sonnet-4-5 at the shipped prices ($3 / $15 per million): Claude Code's first request
    // (max_tokens in the thousands, ~31,000 input tokens) may cost far more than $0.05.
    const relay = await relayFor(emu(), true, 0.05);
    const run = await runClaude(relay, relay.key, "Name the spend limit test answer");
    expect(run.exitCode).not.toBe(0);
    expect(`${run.stdout}\n${run.stderr}`).toMatch(/the build's spend limit of \$0\.05 is reached/);
    expect(`${run.stdout}\n${run.stderr}`).toMatch(/raise JOBAI_SPEND_LIMIT_BUILD/);
    // What reached the proxy (a probe of a token or two, if any) stayed within the limit.
    const view = await relay.limiter.spend?.view();
    expect(view?.build.spent ?? 0).toBeLessThanOrEqual(0.05);
    expect(view?.build.held).toBe(0);
    // Refused requests are not retried: each refusal was answered once, none reached the proxy.
    expect(emu().proxy.counters().rejected).toBe(0);
    const sent = messagesCalls(emu()).length;
    expect(relay.usage().failed).toBeGreaterThanOrEqual(1);
    expect(relay.usage().failed).toBeLessThanOrEqual(2);
    expect(sent).toBeLessThanOrEqual(1);
  }, 120_000);
});

describe.skipIf(claudeCodeMissing !== undefined)("three Claude Code runs at once", () => {
  // Caching off: each first request counts in full, as when jobs with different tools or prompts
  // start together (cached tools would make later runs cheap, and the budget would not bind).
  const emu = useEmulator({ limits: BUDGET, promptCache: { minTokens: 100_000_000 } });

  it("exceed the budget without the limiter: the proxy answers 429 (the scenario binds)", async () => {
    const relay = await relayFor(emu(), false);
    await Promise.all(
      ["first", "second", "third"].map((name) => runClaude(relay, relay.key, `Greet ${name}`)),
    );
    expect(emu().proxy.counters().rejected).toBeGreaterThan(0);
  }, 150_000);

  it("under a budget that admits two first requests per window: all finish, zero 429s", async () => {
    const relay = await relayFor(emu());
    const runs = await Promise.all(
      ["first", "second", "third"].map((name) => runClaude(relay, relay.key, `Greet the ${name} run`)),
    );
    for (const [i, name] of ["first", "second", "third"].entries()) {
      expect(runs[i]?.exitCode, runs[i]?.stderr).toBe(0);
      expect(runs[i]?.stdout).toContain(`Greet the ${name} run`);
    }
    expect(emu().proxy.counters().rejected).toBe(0);
    const calls = messagesCalls(emu());
    expect(calls.every((call) => call.status === 200)).toBe(true);
    // Each counted in full, and the three did not fit in one window: the relay held one back.
    const counted = calls.slice(0, 3).map((call) => call.countedInputTokens ?? 0);
    expect(counted.reduce((a, b) => a + b, 0)).toBeGreaterThan(BUDGET.inputTokens);
    expect(2 * Math.max(...counted)).toBeLessThanOrEqual(BUDGET.inputTokens);
    const arrivals = calls.slice(0, 3).map((call) => call.at);
    expect((arrivals[2] ?? 0) - (arrivals[0] ?? 0)).toBeGreaterThan(BUDGET.windowMs / 2);
  }, 150_000);
});
