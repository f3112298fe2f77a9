/**
 * The one reader of a model response's usage (src/limit/response-usage.ts), with the real SDK on
 * 127.0.0.1: the emulator's proxy for a stream, a JSON answer, a stream cut mid-way and one the
 * caller drops; a scripted upstream (test/relay/tiny-upstream.ts) for what the emulator never
 * sends: answers without usage, an 8 MB text delta in one event, an error event. Each middleware of the chain (the limiter's, the usage
 * recorder's, and probes standing for the span's) reads the same reading: the body is wrapped and
 * parsed once, and each is told the same final usage as the SDK's own message carries.
 */
import Anthropic, { type Middleware } from "@anthropic-ai/sdk";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createLimiter, createMemoryStore, limitMiddleware } from "../../src/limit/index.js";
import { type ReadingEnd, type ResponseUsage, readResponseUsage } from "../../src/limit/response-usage.js";
import type { Limiter } from "../../src/limit/types.js";
import { toUsage, type Usage } from "../../src/limit/usage.js";
import { usageMiddleware } from "../../src/usage/usage-middleware.js";
import type { UsageRow } from "../../src/usage/usage-row.js";
import { withEmulator } from "../helpers/emulator.js";
import {
  messageDelta,
  messageJson,
  messageStart,
  type Script,
  sse,
  startTinyUpstream,
  type TinyUpstream,
  TOKEN,
} from "../relay/tiny-upstream.js";

/** What one probe saw of a response: its reading, the usage events, the end. */
interface Seen {
  reading: ResponseUsage;
  usages: Usage[];
  errors: string[];
  end?: { usage: Usage | undefined; message: unknown; ended: ReadingEnd };
}

/** A middleware that reads a messages answer through the shared reader, as the span's does. */
function probe(seen: Seen[]): Middleware {
  return async (request, next) => {
    const response = await next(request);
    if (!response.ok || !new URL(request.url).pathname.endsWith("/v1/messages")) return response;
    const reading = readResponseUsage(response);
    const record: Seen = { reading, usages: [], errors: [] };
    seen.push(record);
    reading.subscribe({
      usage: (usage) => record.usages.push(usage),
      streamError: (type) => record.errors.push(type),
      end: (usage, message, ended) => {
        record.end = { usage, message, ended };
      },
    });
    return reading.response;
  };
}

interface Chain {
  sdk: Anthropic;
  limiter: Limiter;
  rows: UsageRow[];
  /** The probe outside the limiter (where the span's middleware sits) and the one inside it. */
  outer: Seen[];
  inner: Seen[];
}

function chain(baseURL: string, apiKey: string): Chain {
  const limiter = createLimiter({
    store: createMemoryStore(),
    requests: 100,
    inputTokens: 10_000_000,
    window: 60_000,
    env: {},
  });
  const rows: UsageRow[] = [];
  const outer: Seen[] = [];
  const inner: Seen[] = [];
  const sdk = new Anthropic({
    baseURL,
    apiKey: null,
    authToken: null,
    defaultHeaders: { "x-api-key": apiKey },
    maxRetries: 0,
    // As createClient orders them: the recorder, the span, the limiter; the inner probe reads first.
    middleware: [
      usageMiddleware((row) => rows.push(row)),
      probe(outer),
      limitMiddleware(limiter),
      probe(inner),
    ],
  });
  return { sdk, limiter, rows, outer, inner };
}

const ask = (text: string, max_tokens = 64) => ({
  model: "claude-sonnet-4-5",
  max_tokens,
  messages: [{ role: "user" as const, content: text }],
});

/** The SDK's own usage object as a Usage, to compare with what the readers were told. */
const sdkUsage = (usage: unknown): Usage => toUsage(usage);

/** Wait until every probe has been told the end (a JSON body's clone is read after the answer). */
async function ended(c: Chain): Promise<void> {
  for (let i = 0; i < 200 && [...c.outer, ...c.inner].some((seen) => !seen.end); i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * One reading for the whole chain, told the same final usage everywhere, and the limiter settled.
 * A stream that ends early (`partial`) is read one chunk ahead of its caller, so its usage may hold
 * more output than `usage` (message_start's): the input must be message_start's.
 */
async function expectOneReading(
  c: Chain,
  expected: Usage | undefined,
  how: ReadingEnd["how"],
  partial = false,
): Promise<void> {
  await ended(c);
  expect(c.inner).toHaveLength(1);
  expect(c.outer).toHaveLength(1);
  const [inner, outer] = [c.inner[0], c.outer[0]];
  // The same reading object: the limiter and the outer probe found the one the inner probe made.
  expect(outer?.reading).toBe(inner?.reading);
  expect(inner?.end?.ended.how).toBe(how);
  const usage = inner?.end?.usage;
  if (partial && expected) {
    const { outputTokens, ...input } = expected;
    expect(usage).toMatchObject(input);
    expect(usage?.outputTokens).toBeGreaterThanOrEqual(outputTokens);
  } else expect(usage).toEqual(expected);
  expect(outer?.end?.usage).toEqual(usage);
  // One further out may subscribe after the first chunk was read: it hears the first and the last.
  expect(outer?.usages[0]).toEqual(inner?.usages[0]);
  expect(outer?.usages.at(-1)).toEqual(inner?.usages.at(-1));
  const state = await c.limiter.state();
  expect(state.inFlight).toBe(0);
  expect(c.rows).toHaveLength(1);
  expect(c.rows[0]?.requests).toBe(1);
  if (usage) {
    expect(state.used.inputTokens).toBe(usage.inputTokens + usage.cacheCreationInputTokens);
    expect(c.rows[0]).toMatchObject({ inputTokens: usage.inputTokens, outputTokens: usage.outputTokens });
  } else {
    expect(c.rows[0]).toMatchObject({ inputTokens: 0, outputTokens: 0 });
  }
}

describe("one reading of a response's usage, through the real SDK against the emulator", () => {
  test("a stream: message_start then message_delta, told once to each, the caller reads every event", async () => {
    await withEmulator({}, async (emulator) => {
      const c = chain(emulator.proxyUrl, emulator.jobToken);
      const stream = c.sdk.messages.stream(ask("stream me a reply please"));
      const types: string[] = [];
      stream.on("streamEvent", (event) => types.push(event.type));
      const message = await stream.finalMessage();
      expect(types[0]).toBe("message_start");
      expect(types.at(-1)).toBe("message_stop");
      await expectOneReading(c, sdkUsage(message.usage), "complete");
      // message_start's usage, then message_delta's (output counted at the end).
      expect(c.inner[0]?.usages.length).toBeGreaterThanOrEqual(2);
      expect((c.inner[0]?.end?.message as { id?: string }).id).toBe(message.id);
    });
  });

  test("a JSON answer: read from one clone, its body is the message", async () => {
    await withEmulator({}, async (emulator) => {
      const c = chain(emulator.proxyUrl, emulator.jobToken);
      const message = await c.sdk.messages.create(ask("a plain reply please"));
      await expectOneReading(c, sdkUsage(message.usage), "complete");
      expect((c.inner[0]?.end?.message as { id?: string }).id).toBe(message.id);
    });
  });

  test("a stream cut mid-way: the usage said so far, told as cut, and the caller gets the error", async () => {
    await withEmulator({}, async (emulator) => {
      emulator.faults.add({ fault: { kind: "drop-mid-stream" }, times: 1 });
      const c = chain(emulator.proxyUrl, emulator.jobToken);
      const stream = await c.sdk.messages.create({
        ...ask("a long answer please ".repeat(5), 200),
        stream: true,
      });
      let start: Anthropic.Messages.Message | undefined;
      await expect(
        (async () => {
          for await (const event of stream) if (event.type === "message_start") start = event.message;
        })(),
      ).rejects.toThrow();
      expect(start).toBeDefined();
      await expectOneReading(c, sdkUsage(start?.usage), "cut", true);
    });
  });

  test("a caller that drops the stream after message_start: told as cancelled, with message_start's usage", async () => {
    await withEmulator({}, async (emulator) => {
      const c = chain(emulator.proxyUrl, emulator.jobToken);
      const stream = await c.sdk.messages.create({
        ...ask("a long answer please ".repeat(5), 200),
        stream: true,
      });
      let start: Anthropic.Messages.Message | undefined;
      for await (const event of stream) {
        if (event.type === "message_start") start = event.message;
        break;
      }
      await expectOneReading(c, sdkUsage(start?.usage), "cancelled", true);
    });
  });
});

describe("answers without usage, from a scripted upstream on 127.0.0.1", () => {
  let upstream: TinyUpstream;
  beforeAll(async () => {
    upstream = await startTinyUpstream();
  });
  afterAll(async () => {
    await upstream.close();
  });

  const streamOf =
    (events: string[]): Script =>
    (_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.end(events.join(""));
    };

  test("a stream whose message_start has no usage: told the end without usage, recorded as a request", async () => {
    const start = {
      type: "message_start",
      message: {
        id: "msg_none",
        type: "message",
        role: "assistant",
        content: [],
        model: "claude-sonnet-4-5",
      },
    };
    upstream.script = streamOf([
      sse("message_start", start),
      sse("content_block_start", {
        type: "content_block_start",
        index: 0,
        content_block: { type: "text", text: "" },
      }),
      sse("content_block_stop", { type: "content_block_stop", index: 0 }),
      sse("message_stop", { type: "message_stop" }),
    ]);
    const c = chain(upstream.base, TOKEN);
    const events: string[] = [];
    for await (const event of await c.sdk.messages.create({ ...ask("no usage"), stream: true }))
      events.push(event.type);
    expect(events.at(-1)).toBe("message_stop");
    await expectOneReading(c, undefined, "complete");
    expect((c.inner[0]?.end?.message as { id?: string }).id).toBe("msg_none");
  });

  test("a data line that is JSON but no object (null) loses nothing after it in the same read", async () => {
    // One write: the old reader threw on `null.type` and dropped the rest of the chunk, message_delta too.
    upstream.script = streamOf([
      messageStart(20),
      "data: null\n\n",
      messageDelta(9),
      sse("message_stop", { type: "message_stop" }),
    ]);
    const c = chain(upstream.base, TOKEN);
    const message = await c.sdk.messages.stream(ask("null data")).finalMessage();
    expect(message.usage.output_tokens).toBe(9);
    await expectOneReading(c, sdkUsage(message.usage), "complete");
  });

  test("a JSON body without usage: told the end without usage", async () => {
    upstream.script = (_req, res) => {
      const body = JSON.stringify({
        id: "msg_plain",
        type: "message",
        role: "assistant",
        content: [],
        model: "m",
      });
      res.writeHead(200, { "content-type": "application/json" });
      res.end(body);
    };
    const c = chain(upstream.base, TOKEN);
    const reply = await c.sdk.messages.create(ask("no usage"));
    expect(reply.id).toBe("msg_plain");
    await expectOneReading(c, undefined, "complete");
  });

  test("huge answers (a text delta of 8 MB in one event, a JSON body of 8 MB): every byte reaches the caller, the usage is read", async () => {
    const text = "a huge answer, ".repeat((8 * 1024 * 1024) / 15);
    upstream.script = streamOf([
      messageStart(20),
      sse("content_block_start", {
        type: "content_block_start",
        index: 0,
        content_block: { type: "text", text: "" },
      }),
      sse("content_block_delta", {
        type: "content_block_delta",
        index: 0,
        delta: { type: "text_delta", text },
      }),
      sse("content_block_stop", { type: "content_block_stop", index: 0 }),
      messageDelta(7),
      sse("message_stop", { type: "message_stop" }),
    ]);
    const streamed = chain(upstream.base, TOKEN);
    const message = await streamed.sdk.messages.stream(ask("huge please")).finalMessage();
    expect(message.content[0]?.type === "text" && message.content[0].text.length).toBe(text.length);
    await expectOneReading(streamed, sdkUsage(message.usage), "complete");
    expect(streamed.inner[0]?.end?.usage).toMatchObject({ inputTokens: 20, outputTokens: 7 });

    upstream.script = (_req, res) => {
      const body = JSON.stringify({ ...messageJson(12, 5), content: [{ type: "text", text }] });
      res.writeHead(200, { "content-type": "application/json" });
      res.end(body);
    };
    const plain = chain(upstream.base, TOKEN);
    const reply = await plain.sdk.messages.create(ask("huge please"));
    expect(reply.content[0]?.type === "text" && reply.content[0].text.length).toBe(text.length);
    await expectOneReading(plain, sdkUsage(reply.usage), "complete");
    expect(plain.inner[0]?.end?.usage).toMatchObject({ inputTokens: 12, outputTokens: 5 });
  }, 60_000);

  test("an error event cut between two reads is still told, once, by its type, and the limiter pauses", async () => {
    const events = [
      messageStart(20),
      sse("error", { type: "error", error: { type: "overloaded_error", message: "Overloaded" } }),
    ].join("");
    // The event arrives in two reads cut inside its type (the old per-chunk match missed it).
    const cut = events.indexOf("overloaded_error") + 5;
    upstream.script = async (_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write(events.slice(0, cut));
      await new Promise((resolve) => setTimeout(resolve, 30));
      res.end(events.slice(cut));
    };
    const c = chain(upstream.base, TOKEN);
    await expect(
      (async () => {
        for await (const _ of await c.sdk.messages.create({ ...ask("overloaded"), stream: true })) {
        }
      })(),
    ).rejects.toThrow(/Overloaded/);
    await ended(c);
    expect(c.inner[0]?.errors).toEqual(["overloaded_error"]);
    expect(c.outer[0]?.errors).toEqual(["overloaded_error"]);
    expect(c.inner[0]?.end?.usage?.inputTokens).toBe(20);
    // The limiter was told too: every process pauses (the backoff, no retry-after in a stream).
    expect((await c.limiter.state()).pausedUntil).not.toBeNull();
  });

  test("a subscriber that throws breaks neither the caller's stream nor the others; a late one is told what is known", async () => {
    upstream.script = streamOf([messageStart(20), sse("message_stop", { type: "message_stop" })]);
    const told: string[] = [];
    const throwing: Middleware = async (request, next) => {
      const reading = readResponseUsage(await next(request));
      reading.subscribe({
        usage: () => {
          throw new Error("a subscriber's failure");
        },
        end: () => {
          throw new Error("a subscriber's failure");
        },
      });
      return reading.response;
    };
    const sdk = new Anthropic({
      baseURL: upstream.base,
      apiKey: null,
      authToken: null,
      defaultHeaders: { "x-api-key": TOKEN },
      maxRetries: 0,
      middleware: [
        async (request, next) => {
          const response = await next(request);
          const reading = readResponseUsage(response);
          reading.subscribe({ end: (usage) => told.push(`end ${usage?.inputTokens}`) });
          return reading.response;
        },
        throwing,
      ],
    });
    const events: string[] = [];
    for await (const event of await sdk.messages.create({ ...ask("x"), stream: true }))
      events.push(event.type);
    expect(events).toEqual(["message_start", "message_stop"]);
    expect(told).toEqual(["end 20"]);
  });
});

test("a response read already is told in full to one who subscribes after its end", async () => {
  const body = JSON.stringify({ id: "m", usage: { input_tokens: 3, output_tokens: 4 } });
  const reading = readResponseUsage(new Response(body, { headers: { "content-type": "application/json" } }));
  await reading.response.text();
  await new Promise((resolve) => setTimeout(resolve, 10));
  const seen: unknown[] = [];
  reading.subscribe({
    usage: (usage) => seen.push(usage),
    end: (usage, _message, how) => seen.push(how.how, usage),
  });
  const usage = { ...toUsage({ input_tokens: 3, output_tokens: 4 }) };
  expect(seen).toEqual([usage, "complete", usage]);
});
