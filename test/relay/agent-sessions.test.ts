/**
 * Issue 12's end-to-end case: real Claude Code (installed for the trials) in a multi-turn Read loop,
 * answered by the scripted emulator, through the relay and its limiter, two sessions at once on a
 * short window whose token budget binds. Before the prompt-cache model the relay charged each
 * request its whole prompt, refused the session once it outgrew the budget, and serialized the
 * sessions on reservations the proxy never counted.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startEmulator } from "../../src/emulator/index.js";
import { createLimiter } from "../../src/limit/index.js";
import { proxyBaseUrl } from "../../src/provider/base-url.js";
import { type GateState, limiterGate } from "../../src/relay/limiter-gate.js";
import { startRelay } from "../../src/relay/relay-server.js";
import { claudeCodeMissing, readSession, runClaudeCode } from "../helpers/claude-code.js";

const BUDGET = { requests: 50, inputTokens: 40_000, windowMs: 10_000 };
/**
 * Read turns per session. The first few requests of a run reserve 1.25x-1.3x while the calibration
 * learns this traffic's ratio (the first is cold, then the worst of the last 4 plus 10% until 3
 * agree); with 10 turns the warm requests, at about 1.04x, are the clear majority the issue's
 * median is about, as in bench/agent-sessions.bench.js. With 6 turns, 6 of the 14 were in warm-up
 * and the median swung between 1.04 and 1.26 with the machine's load.
 */
const TURNS = 10;
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.skipIf(claudeCodeMissing !== undefined)(
  "two Claude Code sessions at once through the relay, on 40,000 tokens per 10 s",
  () => {
    it("both finish their Read loops with no 429 and no refusal, reserving close to what is counted", async () => {
      const dir = await mkdtemp(join(tmpdir(), "jobai-agent-sessions-"));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      const sessions = await Promise.all(
        ["session-a", "session-b"].map(async (marker) => {
          const cwd = join(dir, marker);
          await import("node:fs/promises").then(({ mkdir }) => mkdir(cwd));
          return { cwd, ...(await readSession(cwd, { files: TURNS, tokens: 5_000, marker })) };
        }),
      );
      const emulator = await startEmulator({
        script: { conversations: sessions.map((s) => s.conversation) },
        limits: { ...BUDGET, model: "sliding" },
      });
      cleanups.push(() => emulator.close());
      const limiter = createLimiter({
        store: "memory",
        requests: BUDGET.requests,
        inputTokens: BUDGET.inputTokens,
        window: BUDGET.windowMs,
        env: {},
      });
      const gate = limiterGate({ limiter });
      const relay = await startRelay({
        upstream: proxyBaseUrl(emulator.agentEndpoint),
        token: emulator.jobToken,
        gate,
      });
      cleanups.push(() => relay.close({ drainMs: 200 }));

      const runs = await Promise.all(
        sessions.map((session) =>
          runClaudeCode({
            baseUrl: relay.url,
            token: relay.key,
            prompt: session.prompt,
            cwd: session.cwd,
          }),
        ),
      );
      for (const [i, run] of runs.entries()) {
        expect(run.exitCode, run.stderr).toBe(0);
        expect(run.result).toBe(sessions[i]?.finalText);
      }
      const calls = emulator.traffic.filter((t) => t.surface === "proxy" && t.path.includes("/v1/messages"));
      expect(calls.length).toBe(2 * (TURNS + 1)); // the Read turns and a final answer each
      expect(emulator.proxy.counters().rejected).toBe(0);
      const usage = relay.usage();
      expect(usage.rateLimited).toBe(0);
      expect(usage.failed).toBe(0);
      const state = (await gate.state?.()) as GateState;
      expect(state.policy.refused).toBe(0);
      // The sessions together counted more than two windows' budget: the limit bound.
      const counted = calls.reduce((sum, call) => sum + (call.countedInputTokens ?? 0), 0);
      expect(counted).toBeGreaterThan(2 * BUDGET.inputTokens);
      // Reserved close to what was counted: the median within 1.0x to 1.2x.
      expect(state.policy.medianReservedOverCounted).toBeGreaterThanOrEqual(1);
      expect(state.policy.medianReservedOverCounted).toBeLessThanOrEqual(1.2);
    }, 240_000);
  },
);
