/** Usage read from a JSON body and from an SSE stream in any chunking, in one linear pass. */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  countedInputTokens,
  createSseUsageReader,
  totalInputTokens,
  toUsage,
  usageFromMessage,
} from "../../src/limit/usage.js";

const start = {
  type: "message_start",
  message: {
    id: "msg_1",
    type: "message",
    role: "assistant",
    content: [],
    usage: {
      input_tokens: 120,
      cache_creation_input_tokens: 30,
      cache_read_input_tokens: 900,
      output_tokens: 1,
    },
  },
};
const startUsage = {
  inputTokens: 120,
  cacheCreationInputTokens: 30,
  cacheReadInputTokens: 900,
  outputTokens: 1,
};
const delta = { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "Hello, world" } };
const end = { type: "message_delta", delta: { stop_reason: "end_turn" }, usage: { output_tokens: 42 } };

function sse(events: unknown[], newline = "\n"): string {
  return events
    .map(
      (e) => `event: ${(e as { type: string }).type}${newline}data: ${JSON.stringify(e)}${newline}${newline}`,
    )
    .join("");
}

describe("usage", () => {
  test("counted input is input + cache creation; cache reads are free", () => {
    expect(toUsage(start.message.usage)).toEqual(startUsage);
    expect(countedInputTokens(startUsage)).toBe(150);
    expect(totalInputTokens(startUsage)).toBe(1050);
  });

  test("from a JSON message body; undefined for anything else", () => {
    expect(usageFromMessage({ type: "message", usage: { input_tokens: 5, output_tokens: 2 } })).toEqual({
      inputTokens: 5,
      cacheCreationInputTokens: 0,
      cacheReadInputTokens: 0,
      outputTokens: 2,
    });
    expect(usageFromMessage({ type: "error" })).toBeUndefined();
    expect(usageFromMessage({ usage: { input_tokens: "5" } })).toBeUndefined();
    expect(usageFromMessage({ usage: { input_tokens: 5, output_tokens: -1 } })).toBeUndefined();
    expect(usageFromMessage(null)).toBeUndefined();
    expect(toUsage({ input_tokens: 5.5, output_tokens: 2 })).toEqual(toUsage(undefined));
  });

  test("from message_start and message_delta, whatever the chunking, LF or CRLF", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 60 }),
        fc.constantFrom("\n", "\r\n"),
        (sizes, newline) => {
          const bytes = new TextEncoder().encode(
            sse([start, delta, delta, end, { type: "message_stop" }], newline),
          );
          const seen: string[] = [];
          const reader = createSseUsageReader((_usage, event) => seen.push(event));
          let at = 0;
          for (const size of sizes) {
            reader.push(bytes.slice(at, at + size));
            at += size;
          }
          reader.push(bytes.slice(at));
          reader.end();
          expect(seen).toEqual(["message_start", "message_delta"]);
          expect(reader.usage).toEqual({ ...startUsage, outputTokens: 42 });
        },
      ),
      { numRuns: 200 },
    );
  });

  test("message_delta's later input counts replace message_start's (cumulative usage)", () => {
    const reader = createSseUsageReader();
    reader.push(sse([start, { ...end, usage: { input_tokens: 180, output_tokens: 7 } }]));
    reader.end();
    expect(reader.usage).toMatchObject({
      inputTokens: 180,
      cacheCreationInputTokens: 30,
      outputTokens: 7,
    });
  });

  test("multi-byte characters split across chunks, malformed data and unknown events are harmless", () => {
    const reader = createSseUsageReader();
    const bytes = new TextEncoder().encode(
      `event: ping\ndata: {not json\n\n${sse([{ ...delta, delta: { type: "text_delta", text: "h\u00e9\u2500\ud83d\ude00" } }, start])}`,
    );
    for (let i = 0; i < bytes.length; i++) reader.push(bytes.slice(i, i + 1));
    reader.end();
    expect(reader.usage?.inputTokens).toBe(120);
  });

  test("linear: a 20 MB text delta passes quickly and is not kept", () => {
    const reader = createSseUsageReader();
    const big = `event: content_block_delta\ndata: {"type":"content_block_delta","delta":{"text":"${"x".repeat(1_000_000)}`;
    const started = performance.now();
    reader.push(sse([start]));
    reader.push(big);
    for (let i = 0; i < 19; i++) reader.push("y".repeat(1_000_000));
    reader.push('"}}\n\n');
    reader.push(sse([end]));
    reader.end();
    // Did it hang, not how fast: about 0.9 s here, a quadratic scan of 20 MB would take hours.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(reader.usage).toMatchObject({ inputTokens: 120, outputTokens: 42 });
  });
});
