import { describe, expect, it } from "vitest";
import { countTokensResponse } from "../../src/emulator/provider/messages.js";
import { PromptCache } from "../../src/emulator/provider/prompt-cache.js";
import { countTokens } from "../../src/emulator/provider/tokenizer.js";
import { sdkClient, useEmulator } from "../helpers/emulator.js";

// The cache's rules on a simulated clock: every `use(body, now)` is one request sent at `now`.
const MINUTE = 60_000;
const SONNET = "claude-sonnet-4-5"; // caches prefixes of 1,024 tokens or more
const HAIKU = "claude-haiku-4-5"; // 4,096
const OPUS_5 = "claude-opus-5"; // 512

/** About `n` tokens of text: each word is one token on the emulator's tokenizer. */
const words = (n: number, word = "alpha") => `${word} `.repeat(n).trimEnd();
const ephemeral = { type: "ephemeral" as const };

type Block = Record<string, unknown>;
type Message = { role: "user" | "assistant"; content: string | Block[] };

/**
 * A Claude Code-shaped conversation: a cached system prompt, then tool turns, the one message
 * breakpoint always on the newest block (as Claude Code 2.1 sends it, recorded in the emulator's
 * traffic). `calls[i]` is how many tool calls turn i made.
 */
function agentRequest(calls: number[], model = SONNET) {
  const messages: Message[] = [{ role: "user", content: [{ type: "text", text: "Read the files." }] }];
  let id = 0;
  for (const [turn, count] of calls.entries()) {
    const ids = Array.from({ length: count }, () => `toolu_${id++}`);
    messages.push({
      role: "assistant",
      content: ids.map((tool) => ({
        type: "tool_use",
        id: tool,
        name: "Read",
        input: { file_path: `/f/${tool}` },
      })),
    });
    messages.push({
      role: "user",
      content: ids.map((tool) => ({
        type: "tool_result",
        tool_use_id: tool,
        content: words(300, `turn${turn}`),
      })),
    });
  }
  const last = messages.at(-1)?.content as Block[];
  const lastBlock = last.at(-1) as Block;
  last[last.length - 1] = { ...lastBlock, cache_control: ephemeral };
  return {
    model,
    max_tokens: 100,
    system: [{ type: "text", text: words(3_000, "policy"), cache_control: ephemeral }],
    messages,
  };
}

/** A request with one cached system block of `tokens` tokens and a short question. */
function systemRequest(model: string, tokens: number, ttl?: "1h") {
  return {
    model,
    max_tokens: 100,
    system: [
      { type: "text", text: words(tokens, "policy"), cache_control: ttl ? { ...ephemeral, ttl } : ephemeral },
    ],
    messages: [{ role: "user", content: "What does the policy say?" }],
  };
}

const total = (body: unknown) => countTokensResponse(body).input_tokens;

describe("the emulator's prompt cache (the provider's documented rules, simulated clock)", () => {
  it("writes a breakpoint's prefix, then reads it: the three counts add up to the prompt", () => {
    const cache = new PromptCache();
    const body = systemRequest(SONNET, 3_000);
    const first = cache.use(body, 0);
    expect(first.cache_read_input_tokens).toBe(0);
    expect(first.cache_creation_input_tokens).toBeGreaterThanOrEqual(3_000);
    expect(first.input_tokens).toBe(total(body) - first.cache_creation_input_tokens);
    const second = cache.use(body, 1_000);
    expect(second).toMatchObject({
      cache_read_input_tokens: first.cache_creation_input_tokens,
      cache_creation_input_tokens: 0,
      input_tokens: first.input_tokens,
    });
  });

  it("does not cache a prefix below the model's minimum: 1,024 for Sonnet 4.5, 4,096 for Haiku 4.5, 512 for Opus 5", () => {
    const cache = new PromptCache();
    const notCached = { cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
    for (const [model, below, above] of [
      [SONNET, 1_000, 1_100],
      [HAIKU, 4_000, 4_200],
      [OPUS_5, 480, 600],
    ] as const) {
      for (const at of [0, 1]) expect(cache.use(systemRequest(model, below), at)).toMatchObject(notCached);
      expect(cache.use(systemRequest(model, above), 0).cache_creation_input_tokens).toBeGreaterThan(above);
      expect(cache.use(systemRequest(model, above), 1).cache_read_input_tokens).toBeGreaterThan(above);
    }
    // What Sonnet caches, Haiku does not: the minimum is the model's.
    expect(cache.use(systemRequest(HAIKU, 2_000), 0)).toMatchObject(notCached);
    expect(cache.use(systemRequest(SONNET, 2_000), 0).cache_creation_input_tokens).toBeGreaterThan(2_000);
    // A minimum given in the options applies to every model (tests that turn caching off use it).
    const off = new PromptCache({ minTokens: 100_000_000 });
    for (const at of [0, 1]) expect(off.use(systemRequest(SONNET, 3_000), at)).toMatchObject(notCached);
  });

  it("keeps an entry 5 minutes after its last use, and 1 hour with ttl 1h", () => {
    const cache = new PromptCache();
    cache.use(systemRequest(SONNET, 2_000), 0);
    cache.use(systemRequest(SONNET, 2_500, "1h"), 0);
    // plan() changes nothing, so probing does not refresh the entries.
    const readAt = (tokens: number, ttl: "1h" | undefined, now: number) =>
      cache.plan(systemRequest(SONNET, tokens, ttl) as never, now).usage.cache_read_input_tokens;
    expect(readAt(2_000, undefined, 5 * MINUTE - 1)).toBeGreaterThan(2_000);
    expect(readAt(2_000, undefined, 5 * MINUTE)).toBe(0);
    expect(readAt(2_500, "1h", 60 * MINUTE - 1)).toBeGreaterThan(2_500);
    expect(readAt(2_500, "1h", 60 * MINUTE)).toBe(0);
  });

  it("refreshes an entry on each hit: read at 4 and 8 minutes, it lives until 13", () => {
    const cache = new PromptCache();
    const body = systemRequest(SONNET, 2_000);
    cache.use(body, 0);
    expect(cache.use(body, 4 * MINUTE).cache_read_input_tokens).toBeGreaterThan(2_000);
    expect(cache.use(body, 8 * MINUTE).cache_read_input_tokens).toBeGreaterThan(2_000);
    expect(cache.plan(body as never, 13 * MINUTE - 1).usage.cache_read_input_tokens).toBeGreaterThan(2_000);
    expect(cache.use(body, 13 * MINUTE).cache_read_input_tokens).toBe(0);
  });

  it("reads the previous turn's prefix, found by looking back from the moved breakpoint: each turn writes only what it adds", () => {
    const cache = new PromptCache();
    let previous = 0;
    for (let turns = 0; turns <= 10; turns++) {
      const body = agentRequest(Array(turns).fill(1));
      const usage = cache.use(body, turns * 10_000);
      const size = total(body);
      if (turns === 0) {
        expect(usage.cache_read_input_tokens).toBe(0);
      } else {
        // The previous turn's whole prompt is read; the new tool call and its result are written (~620).
        expect(usage.cache_read_input_tokens).toBe(previous);
        expect(usage.cache_creation_input_tokens).toBe(size - previous);
        expect(usage.cache_creation_input_tokens).toBeLessThan(700);
      }
      expect(usage.input_tokens).toBe(0);
      previous = size;
    }
  });

  it("looks back at most 20 blocks before a breakpoint: a turn of 20 new blocks reads, one of 21 does not", () => {
    const cache = new PromptCache();
    const start = agentRequest([1]);
    cache.use(start, 0);
    // 10 tool calls and their 10 results: the breakpoint moved 20 blocks.
    const twenty = agentRequest([1, 10]);
    expect(cache.plan(twenty as never, 1).usage.cache_read_input_tokens).toBe(total(start));
    // One more block (a text block before the calls): 21 blocks, the previous prefix is not found,
    // and only the system prompt's own breakpoint is read.
    const withText = agentRequest([1, 10]);
    const assistant = withText.messages[3] as Message;
    assistant.content = [{ type: "text", text: "Reading them." }, ...(assistant.content as Block[])];
    const usage = cache.plan(withText as never, 1).usage;
    expect(usage.cache_read_input_tokens).toBeLessThan(total(start));
    const systemPrefix = new PromptCache().use(systemRequest(SONNET, 3_000), 0).cache_creation_input_tokens;
    expect(usage.cache_read_input_tokens).toBe(systemPrefix);
  });

  it("reads a prefix at a block boundary only if a breakpoint once wrote it there", () => {
    const cache = new PromptCache();
    // No breakpoint in the messages: the system prompt is cached, the conversation is not.
    const body = agentRequest([1, 1]);
    const last = body.messages.at(-1)?.content as Block[];
    const { cache_control: _, ...plain } = last.at(-1) as Block;
    last[last.length - 1] = plain;
    cache.use(body, 0);
    const next = agentRequest([1, 1, 1]);
    const usage = cache.use(next, 1);
    expect(usage.cache_read_input_tokens).toBeLessThan(3_100);
    expect(usage.cache_creation_input_tokens).toBe(total(next) - usage.cache_read_input_tokens);
  });

  it("splits cache creation by the lifetime each breakpoint asks for", () => {
    const cache = new PromptCache();
    const body = {
      model: SONNET,
      max_tokens: 10,
      system: [
        { type: "text", text: words(2_000, "hour"), cache_control: { ...ephemeral, ttl: "1h" } },
        { type: "text", text: words(1_500, "minute"), cache_control: ephemeral },
      ],
      messages: [{ role: "user", content: "q" }],
    };
    const first = cache.use(body, 0);
    const { ephemeral_1h_input_tokens: hour, ephemeral_5m_input_tokens: minutes } = first.cache_creation;
    expect(hour).toBeGreaterThanOrEqual(2_000);
    expect(minutes).toBe(1_500);
    expect(hour + minutes).toBe(first.cache_creation_input_tokens);
    const later = cache.use(body, 30 * MINUTE);
    expect(later.cache_read_input_tokens).toBe(hour);
    expect(later.cache_creation).toEqual({
      ephemeral_5m_input_tokens: minutes,
      ephemeral_1h_input_tokens: 0,
    });
  });

  it("keys entries by model (an alias shares its model's), and by every byte of the prefix", () => {
    const cache = new PromptCache();
    cache.use(systemRequest(SONNET, 2_000), 0);
    expect(
      cache.use(systemRequest("claude-sonnet-4-5-20250929", 2_000), 1).cache_read_input_tokens,
    ).toBeGreaterThan(0);
    expect(cache.use(systemRequest("claude-opus-4-8", 2_000), 1).cache_read_input_tokens).toBe(0);
    const changed = systemRequest(SONNET, 2_000);
    changed.system[0] = { ...changed.system[0], text: `${changed.system[0]?.text}!` } as never;
    expect(cache.use(changed, 1).cache_read_input_tokens).toBe(0);
  });

  it("takes a top-level cache_control as a breakpoint on the last block (automatic caching)", () => {
    const cache = new PromptCache();
    const body = {
      model: SONNET,
      max_tokens: 10,
      cache_control: ephemeral,
      messages: [{ role: "user", content: words(1_500) }],
    };
    expect(cache.use(body, 0).cache_creation_input_tokens).toBe(total(body));
    expect(cache.use(body, 1).cache_read_input_tokens).toBe(total(body));
  });

  it("refuses more than 4 breakpoints as the provider does", () => {
    const cache = new PromptCache();
    const body = {
      model: SONNET,
      max_tokens: 10,
      system: Array.from({ length: 5 }, (_, i) => ({
        type: "text",
        text: `part ${i}`,
        cache_control: ephemeral,
      })),
      messages: [{ role: "user", content: "q" }],
    };
    expect(() => cache.use(body, 0)).toThrow(
      /A maximum of 4 blocks with cache_control may be provided. Found 5./,
    );
  });

  it("counts with an injected token counter (for a differential test against another cache model)", () => {
    const cache = new PromptCache({ countTokens: (text) => text.length });
    const usage = cache.use(systemRequest(SONNET, 300), 0);
    expect(usage.cache_creation_input_tokens).toBeGreaterThanOrEqual(words(300, "policy").length);
    expect(countTokens(words(300, "policy"))).toBe(300);
  });
});

describe("prompt-cache usage on the wire, plain and streamed", () => {
  let clock = 0;
  const emu = useEmulator(() => ({ now: () => clock }));

  it("reports the same usage in a message and in a stream's message_start and message_delta", async () => {
    clock = 0;
    const client = sdkClient(emu());
    const body = agentRequest([1, 1]) as never;
    const first = await client.messages.create(body);
    expect(first.usage.cache_read_input_tokens).toBe(0);
    expect(first.usage.cache_creation_input_tokens).toBe(total(body));
    clock = 4 * MINUTE;
    const next = agentRequest([1, 1, 1]);
    const stream = client.messages.stream(next as never);
    let started: Record<string, unknown> | undefined;
    let delta: Record<string, unknown> | undefined;
    for await (const event of stream) {
      if (event.type === "message_start") started = event.message.usage as never;
      if (event.type === "message_delta") delta = event.usage as never;
    }
    const final = await stream.finalMessage();
    const expected = {
      cache_read_input_tokens: total(body),
      cache_creation_input_tokens: total(next) - total(body),
      input_tokens: 0,
    };
    expect(started).toMatchObject(expected);
    expect(delta).toMatchObject(expected);
    expect(final.usage).toMatchObject(expected);
    // The proxy counted input + cache creation only.
    const calls = emu().traffic.filter((entry) => entry.path.includes("/v1/messages"));
    expect(calls.map((call) => call.countedInputTokens)).toEqual([total(body), total(next) - total(body)]);
    // Read again within 5 minutes, then 5 minutes after that last read: gone.
    clock = 8 * MINUTE;
    const late = await client.messages.create(next as never);
    expect(late.usage.cache_read_input_tokens).toBe(total(next));
    clock = 13 * MINUTE;
    const gone = await client.messages.create(next as never);
    expect(gone.usage.cache_read_input_tokens).toBe(0);
  });
});
