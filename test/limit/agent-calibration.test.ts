/**
 * Issue 22's finding: early turns of an agent's tool loop over-reserved by about 1.25x. The first
 * request's counted part is the tools and the system prompt (the estimator sits further above them
 * than above a tool result), and its calibration sample stayed among the last 4, so turns 2-5
 * reserved with it. Here Claude Code-shaped bodies (helpers/agent-bodies.ts), counted by the
 * emulator's prompt cache and tokenizer, go through the policy turn by turn.
 *
 * With real Claude Code through the relay (bench/agent-sessions.bench.js, one session, the policy's
 * ratios printed), reserved/counted per request was 1.277 1.254 1.262 1.256 1.259 1.038 ... 1.033
 * with one factor, and is 1.277 1.254 1.107 1.102 1.041 1.039 ... 1.032 with one per part; 0 429s.
 */
import { describe, expect, it } from "vitest";
import { PromptCache } from "../../src/emulator/provider/prompt-cache.js";
import { createMemoryKnowledge } from "../../src/limit/cache-knowledge.js";
import { createLimiter, createMemoryStore } from "../../src/limit/index.js";
import { createRequestPolicy } from "../../src/limit/request-policy.js";
import { agentBody, fileText } from "./helpers/agent-bodies.js";

type Body = ReturnType<typeof agentBody>;

/** Processes of one organization: each its own limiter and policy, sharing a knowledge and the provider's cache. */
function organization() {
  const clock = { now: 1_000_000 };
  const now = () => clock.now;
  const knowledge = createMemoryKnowledge({ now });
  const emulator = new PromptCache();
  return {
    clock,
    /** A new process: it sends `bodies` one after another, 3 s apart; reserved / counted of each. */
    async process(bodies: Body[]): Promise<number[]> {
      const limiter = createLimiter({
        store: createMemoryStore({ now }),
        requests: 100,
        inputTokens: 10_000_000,
        env: {},
        now,
      });
      const policy = createRequestPolicy({ limiter, knowledge, now });
      const ratios: number[] = [];
      for (const body of bodies) {
        const pass = await policy.admit({ method: "POST", url: "/v1/messages", body });
        const usage = emulator.use(body, clock.now);
        const counted = usage.input_tokens + usage.cache_creation_input_tokens;
        pass.status(200);
        pass.usage({
          inputTokens: usage.input_tokens,
          cacheCreationInputTokens: usage.cache_creation_input_tokens,
          cacheReadInputTokens: usage.cache_read_input_tokens,
          outputTokens: 10,
        });
        ratios.push(pass.reserved.inputTokens / counted);
        clock.now += 3000;
      }
      await new Promise((resolve) => setTimeout(resolve, 0)); // the knowledge's record
      await limiter.close();
      return ratios;
    },
  };
}

/** reserved / counted of each turn of one session of `turns` Read turns. */
async function sessionRatios(turns: number, fileTokens = 5000): Promise<number[]> {
  const bodies = Array.from({ length: turns + 1 }, (_, turn) => agentBody(turn, { fileTokens }));
  return organization().process(bodies);
}

describe("an agent's tool loop, turn by turn", () => {
  it("reserves at least what is counted every turn, ~1.1x from the third request, ~1.03x from the fifth", async () => {
    for (const fileTokens of [1000, 5000, 20_000]) {
      const ratios = await sessionRatios(10, fileTokens);
      const shown = `${fileTokens}-token files: ${ratios.map((r) => r.toFixed(3)).join(" ")}`;
      // Measured (5,000-token files): 1.068 1.414 1.100 1.100 1.030 ... 1.030. With one factor for
      // both parts: 1.068 1.414 1.414 1.414 1.414 1.030 ...: the first request's sample (the
      // definitions) set the factor until 4 later ones pushed it out.
      expect(Math.min(...ratios), shown).toBeGreaterThanOrEqual(1);
      // The second request has no sample of a tool result yet: it takes the factor of all samples.
      expect(Math.max(...ratios.slice(2)), shown).toBeLessThanOrEqual(1.101);
      expect(Math.max(...ratios.slice(4)), shown).toBeLessThanOrEqual(1.04);
    }
  });
});

describe("a new process's first request", () => {
  /** An agent whose system prompt is code (the estimator sits well above it on the emulator). */
  const codeAgent = (session: number): Body => ({
    ...agentBody(0, { session }),
    system: [{ type: "text", text: fileText(77, 8000), cache_control: { type: "ephemeral" } }],
  });

  it("scales definitions counted whole by the ratio another process recorded for the same ones", async () => {
    const org = organization();
    const [first] = await org.process([codeAgent(0)]);
    // Past the provider's cache (5 minutes), within the hour a recorded ratio is used.
    org.clock.now += 10 * 60_000;
    const [seeded] = await org.process([codeAgent(1)]);
    const shown = `first process ${first?.toFixed(3)}, second ${seeded?.toFixed(3)}`;
    // Measured: 1.228 cold, 1.105 seeded (a first sample's 10% headroom; the messages counted with
    // the definitions are estimated raw).
    expect(first, shown).toBeGreaterThan(1.2);
    expect(seeded, shown).toBeGreaterThanOrEqual(1);
    expect(seeded, shown).toBeLessThanOrEqual(1.11);
  });

  it("is estimated cold when the definitions differ, or after an hour", async () => {
    const org = organization();
    const [first] = await org.process([codeAgent(0)]);
    org.clock.now += 10 * 60_000;
    // Other tools: another hash, nothing recorded for it.
    const [other] = await org.process([agentBody(0, { session: 2 })]);
    expect(other).toBeCloseTo(1.068, 2);
    org.clock.now += 60 * 60_000;
    const [late] = await org.process([codeAgent(3)]);
    expect(late).toBeCloseTo(first as number, 2);
  });
});
