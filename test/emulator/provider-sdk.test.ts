import Anthropic from "@anthropic-ai/sdk";
import { describe, expect, it } from "vitest";
import { countTokens } from "../../src/emulator/index.js";
import { sdkClient, useEmulator } from "../helpers/emulator.js";

const MODEL = "claude-haiku-4-5";

describe("the provider through the proxy, with the real SDK", () => {
  const emu = useEmulator();

  it("answers a message with a reply derived from the prompt and full usage", async () => {
    const message = await sdkClient(emu()).messages.create({
      model: MODEL,
      max_tokens: 200,
      messages: [{ role: "user", content: "Please say hello to the pipeline" }],
    });
    expect(message.type).toBe("message");
    expect(message.role).toBe("assistant");
    expect(message.model).toBe(MODEL);
    expect(message.content).toEqual([{ type: "text", text: "You said: Please say hello to the pipeline" }]);
    expect(message.stop_reason).toBe("end_turn");
    expect(message.id).toMatch(/^msg_/);
    expect(message.usage.input_tokens).toBeGreaterThan(countTokens("Please say hello to the pipeline"));
    expect(message.usage.cache_creation_input_tokens).toBe(0);
    expect(message.usage.cache_read_input_tokens).toBe(0);
    expect(message.usage.output_tokens).toBe(countTokens("You said: Please say hello to the pipeline"));
  });

  it("answers a failing log with a summary quoting the error lines", async () => {
    const log = [
      "$ npm test",
      "  ✓ parses config",
      "Error: expected 200, got 500",
      "    at server.test.ts:12",
      "npm ERR! Test failed.",
    ];
    const message = await sdkClient(emu()).messages.create({
      model: MODEL,
      max_tokens: 1000,
      system: "You summarize CI logs.",
      messages: [{ role: "user", content: log.join("\n") }],
    });
    const text = message.content[0]?.type === "text" ? message.content[0].text : "";
    expect(text).toMatch(/^## /);
    expect(text).toContain("- `Error: expected 200, got 500`");
    expect(text).toContain("- `npm ERR! Test failed.`");
    expect(text).not.toContain("parses config");
  });

  it("streams the same reply as server-sent events, usage in message_start and message_delta", async () => {
    const body = {
      model: MODEL,
      max_tokens: 300,
      messages: [{ role: "user" as const, content: "stream me a reply please" }],
    };
    const stream = sdkClient(emu()).messages.stream(body);
    const events: string[] = [];
    stream.on("streamEvent", (event) => events.push(event.type));
    const final = await stream.finalMessage();
    expect(final.content).toEqual([{ type: "text", text: "You said: stream me a reply please" }]);
    expect(final.stop_reason).toBe("end_turn");
    expect(events[0]).toBe("message_start");
    expect(events.filter((type) => type === "content_block_delta").length).toBeGreaterThan(1);
    expect(events.slice(-3)).toEqual(["content_block_stop", "message_delta", "message_stop"]);
    const plain = await sdkClient(emu()).messages.create(body);
    expect(final.usage).toEqual(plain.usage);
  });

  it("sends event: lines on the wire", async () => {
    const response = await fetch(`${emu().proxyUrl}/v1/messages`, {
      method: "POST",
      headers: { "x-api-key": emu().jobToken, "content-type": "application/json" },
      body: JSON.stringify({
        model: MODEL,
        max_tokens: 50,
        stream: true,
        messages: [{ role: "user", content: "hi" }],
      }),
    });
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const text = await response.text();
    const names = [...text.matchAll(/^event: (\S+)$/gm)].map((match) => match[1]);
    expect(names[0]).toBe("message_start");
    expect(names).toContain("ping");
    expect(names.at(-1)).toBe("message_stop");
    const start = JSON.parse(/^event: message_start\ndata: (.*)$/m.exec(text)?.[1] ?? "{}");
    expect(start.message.usage.input_tokens).toBeGreaterThan(0);
  });

  it("cuts the reply at max_tokens with stop_reason max_tokens, streamed or not", async () => {
    const client = sdkClient(emu());
    const body = {
      model: MODEL,
      max_tokens: 3,
      messages: [{ role: "user" as const, content: "a long sentence that will not fit in three tokens" }],
    };
    const message = await client.messages.create(body);
    expect(message.stop_reason).toBe("max_tokens");
    expect(message.usage.output_tokens).toBeLessThanOrEqual(3);
    const text = message.content[0]?.type === "text" ? message.content[0].text : "";
    expect("You said: a long sentence").toContain(text);
    const streamed = await client.messages.stream(body).finalMessage();
    expect(streamed.stop_reason).toBe("max_tokens");
    expect(streamed.content).toEqual(message.content);
  });

  it("stops at a stop sequence", async () => {
    const message = await sdkClient(emu()).messages.create({
      model: MODEL,
      max_tokens: 100,
      stop_sequences: ["world"],
      messages: [{ role: "user", content: "hello world again" }],
    });
    expect(message.stop_reason).toBe("stop_sequence");
    expect(message.stop_sequence).toBe("world");
    expect(message.content).toEqual([{ type: "text", text: "You said: hello " }]);
  });

  it("caches a marked prefix: created the first time, read later, and count_tokens ignores the cache", async () => {
    const client = sdkClient(emu());
    const system = [
      { type: "text" as const, text: "policy ".repeat(5000), cache_control: { type: "ephemeral" as const } },
    ];
    const ask = (content: string) =>
      client.messages.create({ model: MODEL, max_tokens: 50, system, messages: [{ role: "user", content }] });
    const first = await ask("first question");
    // Haiku 4.5 caches prefixes of 4,096 tokens or more (models.ts).
    expect(first.usage.cache_creation_input_tokens).toBeGreaterThan(4096);
    expect(first.usage.cache_read_input_tokens).toBe(0);
    const second = await ask("second question");
    expect(second.usage.cache_read_input_tokens).toBe(first.usage.cache_creation_input_tokens);
    expect(second.usage.cache_creation_input_tokens).toBe(0);
    expect(second.usage.input_tokens).toBe(first.usage.input_tokens);
    const counted = await client.messages.countTokens({
      model: MODEL,
      system,
      messages: [{ role: "user", content: "second question" }],
    });
    expect(counted.input_tokens).toBe(
      second.usage.input_tokens + (second.usage.cache_read_input_tokens ?? 0),
    );
    // The proxy counts input + cache creation only: the cached request cost its plain input.
    const charged = emu()
      .traffic.filter((entry) => entry.path.endsWith("/v1/messages"))
      .map((entry) => entry.countedInputTokens);
    expect(charged).toEqual([
      first.usage.input_tokens + (first.usage.cache_creation_input_tokens ?? 0),
      second.usage.input_tokens,
    ]);
  });

  it("does not cache a prefix shorter than 1,024 tokens", async () => {
    const message = await sdkClient(emu()).messages.create({
      model: MODEL,
      max_tokens: 50,
      system: [{ type: "text", text: "short", cache_control: { type: "ephemeral" } }],
      messages: [{ role: "user", content: "hi" }],
    });
    expect(message.usage.cache_creation_input_tokens).toBe(0);
  });

  it("counts tokens deterministically, growing with the prompt", async () => {
    const client = sdkClient(emu());
    const small = await client.messages.countTokens({
      model: MODEL,
      messages: [{ role: "user", content: "one two" }],
    });
    const large = await client.messages.countTokens({
      model: MODEL,
      messages: [{ role: "user", content: "one two three four five" }],
    });
    expect(large.input_tokens - small.input_tokens).toBe(countTokens(" three four five"));
  });

  it("lists models with pagination and gets one by id or alias", async () => {
    const client = sdkClient(emu());
    const all: string[] = [];
    for await (const model of client.models.list({ limit: 5 })) all.push(model.id);
    expect(all.length).toBeGreaterThan(5);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain("claude-haiku-4-5-20251001");
    const one = await client.models.retrieve("claude-haiku-4-5");
    expect(one.id).toBe("claude-haiku-4-5-20251001");
    expect(one.type).toBe("model");
  });

  it("routes with a query string such as ?beta=true and accepts unknown body fields", async () => {
    const response = await fetch(`${emu().proxyUrl}/v1/messages?beta=true`, {
      method: "POST",
      headers: { "x-api-key": emu().jobToken, "content-type": "application/json" },
      body: JSON.stringify({
        model: MODEL,
        max_tokens: 20,
        messages: [{ role: "user", content: "hi" }],
        future_field: { x: 1 },
      }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { type: string }).type).toBe("message");
  });
});

describe("provider errors reach the SDK as its error classes", () => {
  const emu = useEmulator();
  const cases: [string, new (...args: never[]) => Error, number][] = [
    ["invalid_request_error", Anthropic.BadRequestError, 400],
    ["authentication_error", Anthropic.AuthenticationError, 401],
    ["permission_error", Anthropic.PermissionDeniedError, 403],
    ["not_found_error", Anthropic.NotFoundError, 404],
    ["request_too_large", Anthropic.APIError, 413],
    ["rate_limit_error", Anthropic.RateLimitError, 429],
    ["api_error", Anthropic.InternalServerError, 500],
    ["overloaded_error", Anthropic.InternalServerError, 529],
  ];

  it.each(cases)("%s (forced by a fault)", async (type, errorClass, status) => {
    emu().faults.add({ fault: { kind: "error", type: type as never }, times: 1 });
    const error = await sdkClient(emu())
      .messages.create({ model: MODEL, max_tokens: 10, messages: [{ role: "user", content: "hi" }] })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(errorClass);
    const apiError = error as InstanceType<typeof Anthropic.APIError>;
    expect(apiError.status).toBe(status);
    expect(apiError.error).toMatchObject({ type: "error", error: { type } });
    expect(apiError.requestID).toMatch(/^req_/);
  });

  it("refuses a request without max_tokens, messages or model, naming the field", async () => {
    const client = sdkClient(emu());
    for (const [body, field] of [
      [{ model: MODEL, messages: [{ role: "user", content: "hi" }] }, "max_tokens"],
      [{ model: MODEL, max_tokens: 5 }, "messages"],
      [{ max_tokens: 5, messages: [{ role: "user", content: "hi" }] }, "model"],
      [{ model: MODEL, max_tokens: 0, messages: [{ role: "user", content: "hi" }] }, "max_tokens"],
      [{ model: MODEL, max_tokens: 5, messages: [{ role: "robot", content: "hi" }] }, "messages.0.role"],
    ] as const) {
      const error = await client.messages.create(body as never).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(Anthropic.BadRequestError);
      expect((error as Error).message).toContain(`${field}:`);
    }
  });

  it("answers an unknown model with not_found_error", async () => {
    const error = await sdkClient(emu())
      .messages.create({
        model: "claude-imaginary-9",
        max_tokens: 5,
        messages: [{ role: "user", content: "hi" }],
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Anthropic.NotFoundError);
  });

  it("answers an oversized body with request_too_large 413", async () => {
    const { startEmulator } = await import("../../src/emulator/index.js");
    const small = await startEmulator({ maxBodyBytes: 1000 });
    try {
      const error = await sdkClient(small)
        .messages.create({
          model: MODEL,
          max_tokens: 5,
          messages: [{ role: "user", content: "x".repeat(5000) }],
        })
        .catch((caught: unknown) => caught);
      expect((error as InstanceType<typeof Anthropic.APIError>).status).toBe(413);
      expect((error as InstanceType<typeof Anthropic.APIError>).error).toMatchObject({
        error: { type: "request_too_large" },
      });
    } finally {
      await small.close();
    }
  });
});
