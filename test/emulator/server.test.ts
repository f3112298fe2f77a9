import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { sdkClient, useEmulator } from "../helpers/emulator.js";

describe("the emulator's server", () => {
  const emu = useEmulator();

  it("listens on 127.0.0.1 with the agent endpoint at /v3 and the proxy under it", () => {
    expect(emu().url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(emu().agentEndpoint).toBe(`${emu().url}/v3`);
    expect(emu().proxyUrl).toBe(`${emu().agentEndpoint}/ai/vendor`);
    expect(emu().env.SERVICE_AGENT_ENDPOINT).toBe(emu().agentEndpoint);
    expect(emu().env.SERVICE_AGENT_ACCESS_TOKEN).toBe(emu().jobToken);
    expect(emu().env.PATH?.split(":")[0]).toBe(emu().binDir);
  });

  it("puts jobai's own bin/ on the fake job's PATH after the stand-in, so `jobai` runs after `source job.env`", async () => {
    const run = await execa("bash", ["-c", "command -v jobai && jobai --version"], {
      env: { PATH: emu().env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" },
      extendEnv: false,
    });
    const [where, version] = run.stdout.split("\n");
    expect(where).toBe(new URL("../../bin/jobai", import.meta.url).pathname);
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it("serves the REST API on the same address: the liveness object at /, a 401 in the REST error shape without a token", async () => {
    const root = await fetch(`${emu().url}/`);
    expect(root.status).toBe(200);
    expect(await root.json()).toEqual({ message: expect.any(String), timestamp: expect.any(Number) });
    expect(emu().traffic.at(-1)?.surface).toBe("rest");
    const builds = await fetch(`${emu().url}/v2/builds`);
    expect(builds.status).toBe(401);
    expect(await builds.json()).toEqual({ message: expect.stringMatching(/^Authentication required/) });
    expect(emu().traffic.at(-1)?.surface).toBe("rest");
  });

  it("records each exchange: surface, client headers, body, status, counted tokens and when its response ended", async () => {
    await sdkClient(emu()).messages.create({
      model: "claude-haiku-4-5",
      max_tokens: 5,
      messages: [{ role: "user", content: "hi" }],
    });
    await fetch(`${emu().proxyUrl}/v1/models`, { headers: {} });
    const [message, refused] = emu().traffic;
    expect(message).toMatchObject({
      method: "POST",
      path: "/v3/ai/vendor/v1/messages",
      surface: "proxy",
      status: 200,
      body: { model: "claude-haiku-4-5", max_tokens: 5 },
    });
    expect(message?.headers["x-api-key"]).toBe(emu().jobToken);
    expect(message?.countedInputTokens).toBeGreaterThan(0);
    // Its response ended before the next exchange began.
    expect(message?.endedAt).toBeGreaterThanOrEqual(message?.at ?? Number.POSITIVE_INFINITY);
    expect(message?.endedAt).toBeLessThanOrEqual(refused?.at ?? Number.NEGATIVE_INFINITY);
    expect(refused).toMatchObject({ method: "GET", surface: "proxy", status: 401 });
    expect(refused).not.toHaveProperty("forwardedHeaders");
  });

  it("shows the stand-in's state and the proxy's counters on the control surface, with the job token only", async () => {
    await execa("bash", ["-c", "service-agent meta-data set k v"], { env: emu().env, extendEnv: false });
    const state = await fetch(`${emu().url}/_emulator/state`, {
      headers: { authorization: `Token ${emu().jobToken}` },
    });
    expect(await state.json()).toMatchObject({
      metaData: { k: "v" },
      agentCalls: [{ argv: ["meta-data", "set", "k", "v"], exitCode: 0 }],
      proxy: {
        limits: { requests: 50, inputTokens: 50_000, windowMs: 60_000, model: "sliding" },
        counters: { accepted: 0 },
      },
    });
    const anonymous = await fetch(`${emu().url}/_emulator/state`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toContain(emu().jobToken);
  });

  it("answers an unknown provider path with not_found_error and bad JSON with invalid_request_error", async () => {
    const headers = { "x-api-key": emu().jobToken };
    const missing = await fetch(`${emu().proxyUrl}/v1/nothing`, { headers });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ type: "error", error: { type: "not_found_error" } });
    const elsewhere = await fetch(`${emu().url}/favicon.ico`);
    expect(elsewhere.status).toBe(404);
    const bad = await fetch(`${emu().proxyUrl}/v1/messages`, { method: "POST", headers, body: "{nope" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ type: "error", error: { type: "invalid_request_error" } });
  });

  it("close() is idempotent and frees the port", async () => {
    const { url } = emu();
    await emu().close();
    await emu().close();
    await expect(fetch(url)).rejects.toThrow();
  });
});
