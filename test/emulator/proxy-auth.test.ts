import Anthropic from "@anthropic-ai/sdk";
import { describe, expect, it } from "vitest";
import { sdkClient, useEmulator } from "../helpers/emulator.js";

const BODY = JSON.stringify({
  model: "claude-haiku-4-5",
  max_tokens: 20,
  messages: [{ role: "user", content: "hi" }],
});

describe("the proxy's authentication (strict: Token or x-api-key, nothing else)", () => {
  const emu = useEmulator();

  const post = (headers: Record<string, string>) =>
    fetch(`${emu().proxyUrl}/v1/messages`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: BODY,
    });

  const accepted: [string, () => Record<string, string>][] = [
    ["x-api-key", () => ({ "x-api-key": emu().jobToken })],
    ["Authorization: Token", () => ({ authorization: `Token ${emu().jobToken}` })],
    [
      "both, each with the job token",
      () => ({ authorization: `Token ${emu().jobToken}`, "x-api-key": emu().jobToken }),
    ],
  ];
  it.each(accepted)("accepts %s", async (_name, headers) => {
    const response = await post(headers());
    expect(response.status).toBe(200);
  });

  const refused: [string, () => Record<string, string>][] = [
    ["no credentials", () => ({})],
    ["Authorization: Bearer <job token>", () => ({ authorization: `Bearer ${emu().jobToken}` })],
    [
      "Bearer beside a good x-api-key",
      () => ({ authorization: `Bearer ${emu().jobToken}`, "x-api-key": emu().jobToken }),
    ],
    [
      "Basic beside a good x-api-key",
      () => ({ authorization: "Basic dXNlcjpwYXNz", "x-api-key": emu().jobToken }),
    ],
    ["a wrong x-api-key", () => ({ "x-api-key": `${emu().jobToken}x` })],
    ["a wrong Token", () => ({ authorization: "Token not-the-job-token" })],
    [
      "a good Token beside a wrong x-api-key",
      () => ({ authorization: `Token ${emu().jobToken}`, "x-api-key": "other" }),
    ],
    ["the token in lower-case scheme", () => ({ authorization: `token ${emu().jobToken}` })],
  ];
  it.each(refused)("refuses %s with 401 and the provider's envelope", async (_name, headers) => {
    const response = await post(headers());
    expect(response.status).toBe(401);
    expect(response.headers.get("request-id")).toMatch(/^req_/);
    const body = (await response.json()) as { type: string; error: { type: string; message: string } };
    expect(body).toMatchObject({ type: "error", error: { type: "authentication_error" } });
    expect(body.error.message).not.toContain(emu().jobToken);
    expect(emu().proxy.counters()).toEqual({ accepted: 0, rejected: 0, countedInputTokens: 0, costUsd: 0 });
  });

  it("accepts the SDK with the token as Authorization: Token or as x-api-key", async () => {
    for (const auth of ["token", "x-api-key"] as const) {
      const message = await sdkClient(emu(), { auth }).messages.create({
        model: "claude-haiku-4-5",
        max_tokens: 5,
        messages: [{ role: "user", content: "hi" }],
      });
      expect(message.type).toBe("message");
    }
    expect(emu().traffic[0]?.headers.authorization).toBe(`Token ${emu().jobToken}`);
    expect(emu().traffic[0]?.headers).not.toHaveProperty("x-api-key");
    expect(emu().traffic[1]?.headers).not.toHaveProperty("authorization");
  });

  it("refuses the SDK given the token as apiKey (it sends Authorization: Bearer)", async () => {
    const client = new Anthropic({ baseURL: emu().proxyUrl, apiKey: emu().jobToken, maxRetries: 0 });
    const error = await client.messages
      .create({ model: "claude-haiku-4-5", max_tokens: 5, messages: [{ role: "user", content: "hi" }] })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Anthropic.AuthenticationError);
    expect(emu().traffic[0]?.headers.authorization).toBe(`Bearer ${emu().jobToken}`);
  });

  it("refuses the provider's own surface without the provider key", async () => {
    const response = await fetch(`${emu().url}/v1/messages`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": emu().jobToken },
      body: BODY,
    });
    expect(response.status).toBe(401);
    const direct = await fetch(`${emu().url}/v1/messages`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": emu().providerKey },
      body: BODY,
    });
    expect(direct.status).toBe(200);
  });
});

describe("the proxy's header rules, as recorded in the traffic", () => {
  const emu = useEmulator();

  const send = async (headers: Record<string, string>) => {
    const response = await fetch(`${emu().proxyUrl}/v1/messages`, {
      method: "POST",
      headers: { "x-api-key": emu().jobToken, ...headers },
      body: BODY,
    });
    expect(response.status).toBe(200);
    const entry = emu().traffic.at(-1);
    if (!entry?.forwardedHeaders) throw new Error("no forwarded headers recorded");
    return { sent: entry.headers, forwarded: entry.forwardedHeaders };
  };

  it("defaults the version header to 2023-06-01 and keeps a given one", async () => {
    expect((await send({})).forwarded["anthropic-version"]).toBe("2023-06-01");
    expect((await send({ "anthropic-version": "2026-10-21" })).forwarded["anthropic-version"]).toBe(
      "2026-10-21",
    );
  });

  it("forwards only the context-management beta, from a comma-separated list", async () => {
    const mixed = await send({
      "anthropic-beta": "prompt-caching-2024-07-31, context-management-2025-06-27,files-api-2025-04-14",
    });
    expect(mixed.sent["anthropic-beta"]).toContain("files-api");
    expect(mixed.forwarded["anthropic-beta"]).toBe("context-management-2025-06-27");
    const dropped = await send({ "anthropic-beta": "files-api-2025-04-14" });
    expect(dropped.forwarded).not.toHaveProperty("anthropic-beta");
  });

  it("sets x-api-key, content-type and user-agent itself, whatever the client sent", async () => {
    const { sent, forwarded } = await send({
      "content-type": "text/plain",
      "user-agent": "my-tool/9",
      "x-custom": "kept",
    });
    expect(sent["content-type"]).toBe("text/plain");
    expect(sent["user-agent"]).toBe("my-tool/9");
    expect(sent["x-api-key"]).toBe(emu().jobToken);
    expect(forwarded["x-api-key"]).toBe(emu().providerKey);
    expect(forwarded["x-api-key"]).not.toBe(emu().jobToken);
    expect(forwarded["content-type"]).toBe("application/json");
    expect(forwarded["user-agent"]).not.toBe("my-tool/9");
    expect(forwarded["x-custom"]).toBe("kept");
    expect(forwarded).not.toHaveProperty("authorization");
  });

  it("does not forward the client's Authorization", async () => {
    const response = await fetch(`${emu().proxyUrl}/v1/messages`, {
      method: "POST",
      headers: { authorization: `Token ${emu().jobToken}` },
      body: BODY,
    });
    expect(response.status).toBe(200);
    expect(emu().traffic.at(-1)?.forwardedHeaders).not.toHaveProperty("authorization");
    expect(emu().traffic.at(-1)?.surface).toBe("proxy");
  });
});
