import Anthropic from "@anthropic-ai/sdk";
import { describe, expect, it } from "vitest";
import { parseFaultSpec } from "../../src/emulator/fault-spec.js";
import { sdkClient, useEmulator } from "../helpers/emulator.js";

const body = {
  model: "claude-haiku-4-5",
  max_tokens: 200,
  messages: [{ role: "user" as const, content: "a reply long enough to need several deltas in its stream" }],
};

describe("faults on demand", () => {
  const emu = useEmulator();

  it("adds latency, and only for the requests it is set for", async () => {
    emu().faults.add({ fault: { kind: "latency", ms: 2000 }, times: 1 });
    const client = sdkClient(emu());
    const finished: string[] = [];
    const first = client.messages.create(body).then((message) => {
      finished.push("first");
      return message;
    });
    // The first request takes the rule once it has arrived; only then is the second one sent.
    for (let i = 0; i < 200 && emu().traffic.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(emu().traffic).toHaveLength(1);
    await client.messages.create(body);
    finished.push("second");
    // The second one, sent later, was answered while the first was still held by its latency.
    expect(emu().traffic.map((request) => request.status)).toEqual([0, 200]);
    expect((await first).type).toBe("message");
    expect(finished).toEqual(["second", "first"]);
  });

  it("answers a 5xx with the provider's envelope (api_error, or overloaded_error for 529)", async () => {
    emu().faults.add({ fault: { kind: "server-error", status: 503 }, times: 1 });
    emu().faults.add({ fault: { kind: "server-error", status: 529 }, times: 1 });
    const client = sdkClient(emu());
    const first = await client.messages.create(body).catch((caught: unknown) => caught);
    expect(first).toBeInstanceOf(Anthropic.InternalServerError);
    expect((first as InstanceType<typeof Anthropic.APIError>).status).toBe(503);
    expect((first as InstanceType<typeof Anthropic.APIError>).error).toMatchObject({
      error: { type: "api_error" },
    });
    // Rules added in a row act on requests in a row.
    const second = await client.messages.create(body).catch((caught: unknown) => caught);
    expect((second as InstanceType<typeof Anthropic.APIError>).status).toBe(529);
    expect((second as InstanceType<typeof Anthropic.APIError>).error).toMatchObject({
      error: { type: "overloaded_error" },
    });
    expect((await client.messages.create(body)).type).toBe("message");
  });

  it("sends overloaded_error in the middle of a stream", async () => {
    emu().faults.add({ fault: { kind: "overloaded-mid-stream" }, times: 1 });
    const stream = sdkClient(emu()).messages.stream(body);
    const texts: string[] = [];
    stream.on("text", (text) => texts.push(text));
    const error = await stream.finalMessage().catch((caught: unknown) => caught);
    expect(texts.length).toBeGreaterThan(0);
    expect(error).toBeInstanceOf(Anthropic.APIError);
    expect(String((error as Error).message)).toMatch(/overloaded/i);
  });

  it("drops the connection in the middle of a stream", async () => {
    emu().faults.add({ fault: { kind: "drop-mid-stream" }, times: 1 });
    const response = await fetch(`${emu().proxyUrl}/v1/messages`, {
      method: "POST",
      headers: { "x-api-key": emu().jobToken },
      body: JSON.stringify({ ...body, stream: true }),
    });
    expect(response.status).toBe(200);
    let received = "";
    const reading = (async () => {
      const decoder = new TextDecoder();
      for await (const chunk of response.body ?? []) received += decoder.decode(chunk as Uint8Array);
    })();
    await expect(reading).rejects.toThrow();
    expect(received).toContain("event: content_block_delta");
    expect(received).not.toContain("message_stop");
  });

  it("answers 429 without retry-after", async () => {
    emu().faults.add({ fault: { kind: "rate-limit-without-retry-after" }, times: 1 });
    const response = await fetch(`${emu().proxyUrl}/v1/messages`, {
      method: "POST",
      headers: { "x-api-key": emu().jobToken },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(429);
    expect(response.headers.has("retry-after")).toBe(false);
    expect(await response.json()).toMatchObject({ error: { type: "rate_limit_error" } });
  });

  it("applies a rule only to its path, and clear() removes every rule", async () => {
    emu().faults.add({ fault: { kind: "server-error" }, path: "/v1/models" });
    const client = sdkClient(emu());
    expect((await client.messages.create(body)).type).toBe("message");
    await expect(client.models.list()).rejects.toBeInstanceOf(Anthropic.InternalServerError);
    emu().faults.clear();
    await client.models.list();
  });

  it("can be added over the control surface while running", async () => {
    const response = await fetch(`${emu().url}/_emulator/faults`, {
      method: "POST",
      headers: { authorization: `Token ${emu().jobToken}`, "content-type": "application/json" },
      body: JSON.stringify({ fault: { kind: "error", type: "permission_error" }, times: 1 }),
    });
    expect(response.status).toBe(201);
    await expect(sdkClient(emu()).messages.create(body)).rejects.toBeInstanceOf(
      Anthropic.PermissionDeniedError,
    );
    const refused = await fetch(`${emu().url}/_emulator/faults`, { method: "POST", body: "{}" });
    expect(refused.status).toBe(401);
  });
});

describe("--fault text", () => {
  it("parses kinds, values, counts and paths", () => {
    expect(parseFaultSpec("latency=250")).toEqual({ fault: { kind: "latency", ms: 250 } });
    expect(parseFaultSpec("server-error=503:2")).toEqual({
      fault: { kind: "server-error", status: 503 },
      times: 2,
    });
    expect(parseFaultSpec("drop-mid-stream@/v1/messages")).toEqual({
      fault: { kind: "drop-mid-stream" },
      path: "/v1/messages",
    });
    expect(parseFaultSpec("error=permission_error")).toEqual({
      fault: { kind: "error", type: "permission_error" },
    });
  });

  it("refuses what it cannot read, saying what is expected", () => {
    expect(() => parseFaultSpec("latency")).toThrow(/latency needs milliseconds/);
    expect(() => parseFaultSpec("server-error=404")).toThrow(/from 500 to 599/);
    expect(() => parseFaultSpec("drop-mid-stream=3")).toThrow(/takes no value/);
    expect(() => parseFaultSpec("error=oops")).toThrow(/permission_error/);
    expect(() => parseFaultSpec("explode")).toThrow(/unknown/);
  });
});
