import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StartedEmulator, startEmulator } from "../../src/emulator/index.js";
import { createClient } from "../../src/provider/client.js";
import { applyHeaderPolicy, SDK_USER_AGENT } from "../../src/provider/header-policy.js";

const MODEL = "claude-haiku-4-5";
let emulator: StartedEmulator;

beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(async () => {
  await emulator?.close();
});

function lastProxyCall() {
  const last = emulator.traffic.filter((request) => request.surface === "proxy").at(-1);
  if (!last) throw new Error("no proxy call recorded");
  return last;
}

const ask = (client: ReturnType<typeof createClient>, headers: Record<string, string> = {}) =>
  client.messages.create(
    { model: MODEL, max_tokens: 16, messages: [{ role: "user", content: "policy" }] },
    { headers },
  );

describe("the header policy, as the emulator records it", () => {
  it("reports a beta the proxy drops once, forwards the one it keeps, and says nothing of that one", async () => {
    const warnings: string[] = [];
    const client = createClient({ env: emulator.env, limiter: false, warn: (m) => warnings.push(m) });
    await ask(client, { "anthropic-beta": "context-management-2025-06-27, files-api-2025-04-14" });
    await ask(client, { "anthropic-beta": "files-api-2025-04-14" });
    const call = lastProxyCall();
    expect(call.status).toBe(200);
    expect(call.headers["anthropic-beta"]).toBe("files-api-2025-04-14");
    expect(call.forwardedHeaders?.["anthropic-beta"]).toBeUndefined();
    expect(warnings).toEqual([
      expect.stringContaining("'files-api-2025-04-14' will be dropped by the proxy"),
    ]);

    await ask(client, { "anthropic-beta": "context-management-2025-06-27" });
    expect(lastProxyCall().forwardedHeaders?.["anthropic-beta"]).toBe("context-management-2025-06-27");
    expect(warnings).toHaveLength(1);
  });

  it("removes an Authorization header and replaces a provider key, naming neither value", async () => {
    const warnings: string[] = [];
    const providerKey = "sk-ant-api03-userprovidedEEEEEEEEEEEE";
    const client = createClient({
      env: emulator.env,
      limiter: false,
      defaultHeaders: { "x-api-key": providerKey },
      warn: (m) => warnings.push(m),
    });
    await ask(client, { Authorization: `Bearer ${providerKey}` });
    await ask(client, { Authorization: `Bearer ${providerKey}` });
    const call = lastProxyCall();
    expect(call.status).toBe(200);
    expect(call.headers.authorization).toBeUndefined();
    expect(call.headers["x-api-key"]).toBe(emulator.jobToken);
    expect(warnings).toHaveLength(2);
    expect(warnings.join("\n")).toMatch(/removed an Authorization header/);
    expect(warnings.join("\n")).toMatch(/replaced an x-api-key header with the job token/);
    expect(warnings.join("\n")).not.toContain(providerKey);
    expect(warnings.join("\n")).not.toContain(emulator.jobToken);
  });

  it("removes the job token's own Authorization form silently (what ANTHROPIC_CUSTOM_HEADERS holds)", async () => {
    const warnings: string[] = [];
    const client = createClient({ env: emulator.env, limiter: false, warn: (m) => warnings.push(m) });
    await ask(client, { Authorization: `Token ${emulator.jobToken}` });
    expect(lastProxyCall().headers.authorization).toBeUndefined();
    expect(warnings).toEqual([]);
  });

  it("keeps the SDK's user-agent for the proxy and replaces a caller's, which would not reach the provider", async () => {
    const warnings: string[] = [];
    const client = createClient({ env: emulator.env, limiter: false, warn: (m) => warnings.push(m) });
    await ask(client);
    expect(lastProxyCall().headers["user-agent"]).toBe(SDK_USER_AGENT);
    await ask(client, { "User-Agent": "my-script/1.0" });
    const call = lastProxyCall();
    expect(call.headers["user-agent"]).toBe(SDK_USER_AGENT);
    expect(call.forwardedHeaders?.["user-agent"]).not.toBe("my-script/1.0");
    expect(warnings).toEqual([expect.stringContaining("replaced user-agent 'my-script/1.0'")]);
  });

  it("sends the proxy's version by default and the caller's when set", async () => {
    const client = createClient({ env: emulator.env, limiter: false, warn: () => {} });
    await ask(client);
    expect(lastProxyCall().headers["anthropic-version"]).toBe("2023-06-01");
    await ask(client, { "anthropic-version": "2024-10-22" });
    expect(lastProxyCall().forwardedHeaders?.["anthropic-version"]).toBe("2024-10-22");
    const pinned = createClient({
      env: emulator.env,
      limiter: false,
      defaultHeaders: { "anthropic-version": "2024-10-22" },
      warn: () => {},
    });
    await ask(pinned);
    expect(lastProxyCall().headers["anthropic-version"]).toBe("2024-10-22");
  });

  it("leaves content-type alone (the proxy parses the body by it)", async () => {
    const client = createClient({ env: emulator.env, limiter: false, warn: () => {} });
    await ask(client);
    expect(lastProxyCall().headers["content-type"]).toBe("application/json");
  });
});

describe("applyHeaderPolicy", () => {
  it("adds x-api-key when none is set and reports nothing", () => {
    const headers = new Headers({ "content-type": "application/json" });
    const reports: string[] = [];
    applyHeaderPolicy(headers, "job-token-1", (key) => reports.push(key));
    expect(headers.get("x-api-key")).toBe("job-token-1");
    expect(reports).toEqual([]);
  });

  it("reports each dropped beta value of a list, skipping blanks", () => {
    const headers = new Headers({ "anthropic-beta": "a-1, ,context-management-2025-06-27,b-2" });
    const reports: string[] = [];
    applyHeaderPolicy(headers, "t0k3n-xyz", (key) => reports.push(key));
    expect(reports).toEqual(["beta:a-1", "beta:b-2"]);
  });
});
