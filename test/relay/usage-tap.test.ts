import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Usage } from "../../src/limit/usage.js";
import { UsageTap } from "../../src/relay/usage-tap.js";

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** A provider-shaped stream whose text deltas hold the given texts (event names and quotes included). */
function stream(
  texts: string[],
  usage: { input: number; creation: number; read: number; output: number },
  error?: string,
) {
  let out = sse("message_start", {
    type: "message_start",
    message: {
      id: "msg",
      content: [],
      usage: {
        input_tokens: usage.input,
        cache_creation_input_tokens: usage.creation,
        cache_read_input_tokens: usage.read,
        output_tokens: 1,
      },
    },
  });
  out += ": a comment line\n\n";
  for (const text of texts) {
    out += sse("content_block_delta", {
      type: "content_block_delta",
      index: 0,
      delta: { type: "text_delta", text },
    });
    out += 'event: ping\ndata: {"type": "ping"}\n\n';
  }
  if (error) return out + sse("error", { type: "error", error: { type: error, message: "Overloaded" } });
  out += sse("message_delta", {
    type: "message_delta",
    delta: { stop_reason: "end_turn" },
    usage: { output_tokens: usage.output },
  });
  return out + sse("message_stop", { type: "message_stop" });
}

/** Feed `bytes` to a tap in chunks cut at `cuts`; what it reported. */
function tapIn(bytes: Buffer, cuts: number[]) {
  const inputs: Usage[] = [];
  const errors: string[] = [];
  const tap = new UsageTap("sse", {
    onInput: (usage) => inputs.push({ ...usage }),
    onStreamError: (type) => errors.push(type),
  });
  let from = 0;
  for (const cut of [...new Set(cuts)].sort((a, b) => a - b)) {
    if (cut <= from || cut >= bytes.length) continue;
    tap.write(bytes.subarray(from, cut));
    from = cut;
  }
  tap.write(bytes.subarray(from));
  tap.end();
  return { usage: tap.usage, inputs, errors };
}

const tricky = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '"message_start"',
    "message_delta",
    '{"type":"error"}',
    '"error"',
    "data: x\n",
    "\\",
    "é漢🙂",
  ),
  fc.string({ minLength: 20_000, maxLength: 40_000 }),
);
const usageArb = fc.record({
  input: fc.nat(100_000),
  creation: fc.nat(100_000),
  read: fc.nat(100_000),
  output: fc.nat(100_000),
});

describe("UsageTap", () => {
  it("reads the same usage however the stream is cut into chunks, whatever the text holds", () => {
    fc.assert(
      fc.property(
        fc.array(tricky, { maxLength: 30 }),
        usageArb,
        fc.array(fc.nat(), { maxLength: 40 }),
        (texts, usage, rawCuts) => {
          const bytes = Buffer.from(stream(texts, usage));
          const {
            usage: seen,
            inputs,
            errors,
          } = tapIn(
            bytes,
            rawCuts.map((n) => n % (bytes.length + 1)),
          );
          const expected = {
            inputTokens: usage.input,
            cacheCreationInputTokens: usage.creation,
            cacheReadInputTokens: usage.read,
            outputTokens: usage.output,
          };
          expect(seen).toEqual(expected);
          expect(inputs).toHaveLength(1);
          expect(inputs[0]?.inputTokens).toBe(usage.input);
          expect(errors).toEqual([]);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("reports an error event that ends a stream, however it is cut", () => {
    fc.assert(
      fc.property(
        fc.array(tricky, { maxLength: 10 }),
        usageArb,
        fc.array(fc.nat(), { maxLength: 20 }),
        (texts, usage, cuts) => {
          const bytes = Buffer.from(stream(texts, usage, "overloaded_error"));
          const { errors, inputs } = tapIn(
            bytes,
            cuts.map((n) => n % (bytes.length + 1)),
          );
          expect(errors).toEqual(["overloaded_error"]);
          expect(inputs).toHaveLength(1);
        },
      ),
      { numRuns: 50 },
    );
  });

  it("reads a JSON body's usage at its end, and nothing from other content types", () => {
    const body = Buffer.from(
      JSON.stringify({ type: "message", usage: { input_tokens: 7, output_tokens: 3 } }),
    );
    const json = new UsageTap("json");
    json.write(body.subarray(0, 10));
    json.write(body.subarray(10));
    json.end();
    expect(json.usage).toMatchObject({ inputTokens: 7, outputTokens: 3 });
    const other = new UsageTap("other");
    other.write(body);
    other.end();
    expect(other.sawUsage).toBe(false);
  });

  it("is linear on a hostile stream: one 5 MB line without a newline, then many markers", () => {
    const tap = new UsageTap("sse");
    const started = performance.now();
    for (let i = 0; i < 80; i++) tap.write(Buffer.alloc(64 * 1024, "m"));
    tap.write(Buffer.from(`\n${'data: message_start"\n'.repeat(50_000)}`));
    tap.end();
    // Did it hang, not how fast: about 0.6 s here (10 times that is the bound), a quadratic scan
    // would take minutes.
    expect(performance.now() - started).toBeLessThan(6_000);
    expect(tap.sawUsage).toBe(false);
  });
});
