import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Anthropic from "@anthropic-ai/sdk";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type StartedEmulator, startEmulator } from "../../src/emulator/index.js";
import { createLimiter, createMemoryStore } from "../../src/limit/index.js";
import { createClient } from "../../src/provider/client.js";
import { headerPolicyMiddleware } from "../../src/provider/header-policy.js";
import { proxyConfig } from "../../src/provider/proxy-config.js";
import { JumpClock } from "../helpers/jump-clock.js";

const MODEL = "claude-haiku-4-5";
let emulator: StartedEmulator;

beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(async () => {
  await emulator?.close();
});
afterEach(() => {
  emulator.faults.clear();
});

/** Run `fn` with extra variables in process.env (the SDK reads them when a client is built). */
async function withEnv<T>(vars: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
  Object.assign(process.env, vars);
  try {
    return await fn();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

function lastProxyCall() {
  const calls = emulator.traffic.filter((request) => request.surface === "proxy");
  const last = calls.at(-1);
  if (!last) throw new Error("no proxy call recorded");
  return last;
}

/** Credentials that, if the client let them through, would be a second credential on the wire. */
const POLLUTED_ENV = {
  ANTHROPIC_API_KEY: "sk-ant-api03-notthejobtokenAAAAAAAAAAAA",
  ANTHROPIC_AUTH_TOKEN: "sk-ant-oat01-notthejobtokenBBBBBBBBBBBB",
  ANTHROPIC_CUSTOM_HEADERS: "Authorization: Bearer sk-ant-api03-customCCCCCCCCCCCC",
};

describe("createClient against the strict emulator", () => {
  it("sends the job token as x-api-key only, the proxy's version, and gets an answer", async () => {
    const client = createClient({ env: emulator.env, limiter: false, warn: () => {} });
    const message = await client.messages.create({
      model: MODEL,
      max_tokens: 64,
      messages: [{ role: "user", content: "ping one" }],
    });
    expect(message.content[0]).toMatchObject({ type: "text", text: "You said: ping one" });
    const call = lastProxyCall();
    expect(call.status).toBe(200);
    expect(call.headers["x-api-key"]).toBe(emulator.jobToken);
    expect(call.headers.authorization).toBeUndefined();
    expect(call.headers["anthropic-version"]).toBe("2023-06-01");
    expect(call.forwardedHeaders?.["anthropic-version"]).toBe("2023-06-01");
  });

  it("streams", async () => {
    const client = createClient({ env: emulator.env, limiter: false, warn: () => {} });
    const chunks: string[] = [];
    const stream = client.messages.stream({
      model: MODEL,
      max_tokens: 64,
      messages: [{ role: "user", content: "stream me a reply" }],
    });
    stream.on("text", (text) => chunks.push(text));
    const message = await stream.finalMessage();
    expect(chunks.join("")).toBe("You said: stream me a reply");
    expect(message.usage.input_tokens).toBeGreaterThan(0);
    expect(lastProxyCall().body).toMatchObject({ stream: true });
  });

  it("keeps ANTHROPIC_API_KEY, ANTHROPIC_AUTH_TOKEN and ANTHROPIC_CUSTOM_HEADERS from adding a credential", async () => {
    const warnings: string[] = [];
    const answer = await withEnv(POLLUTED_ENV, async () => {
      const client = createClient({ env: emulator.env, limiter: false, warn: (m) => warnings.push(m) });
      return client.messages.create({
        model: MODEL,
        max_tokens: 16,
        messages: [{ role: "user", content: "hi" }],
      });
    });
    expect(answer.type).toBe("message");
    const call = lastProxyCall();
    expect(call.headers.authorization).toBeUndefined();
    expect(call.headers["x-api-key"]).toBe(emulator.jobToken);
    expect(JSON.stringify(call.headers)).not.toContain("notthejobtoken");
  });

  it("ignores a credential profile (ANTHROPIC_CONFIG_DIR) that a plain client would send as Bearer", async () => {
    const dir = await mkdtemp(join(tmpdir(), "jobai-profile-"));
    try {
      await mkdir(join(dir, "configs"), { recursive: true });
      await mkdir(join(dir, "credentials"), { recursive: true, mode: 0o700 });
      await writeFile(
        join(dir, "configs", "default.json"),
        JSON.stringify({ authentication: { type: "user_oauth" } }),
      );
      const credentials = join(dir, "credentials", "default.json");
      await writeFile(credentials, JSON.stringify({ access_token: "sk-ant-oat01-profiletokenDDDDDDDDDD" }));
      await chmod(credentials, 0o600);
      await withEnv({ ANTHROPIC_CONFIG_DIR: dir }, async () => {
        // The control: the SDK alone picks the profile up and adds `Authorization: Bearer`; the proxy refuses it.
        const plain = new Anthropic({
          baseURL: emulator.proxyUrl,
          apiKey: null,
          authToken: null,
          maxRetries: 0,
          defaultHeaders: { "x-api-key": emulator.jobToken },
        });
        const refused = await plain.models.list().catch((error: unknown) => error);
        expect(refused).toBeInstanceOf(Anthropic.AuthenticationError);
        expect(lastProxyCall().headers.authorization).toMatch(/^Bearer /);

        const client = createClient({ env: emulator.env, limiter: false, warn: () => {} });
        const page = await client.models.list();
        expect(page.data.length).toBeGreaterThan(0);
        expect(lastProxyCall().headers.authorization).toBeUndefined();
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("refuses credential options with a clear error", () => {
    expect(() => createClient({ env: emulator.env, apiKey: "sk-ant-x" } as never)).toThrow(
      /does not take apiKey: it sends the job token/,
    );
  });

  it("reads nothing from the environment when token and baseURL are given", async () => {
    const client = createClient({
      env: {},
      token: emulator.jobToken,
      baseURL: emulator.proxyUrl,
      limiter: false,
      warn: () => {},
    });
    const count = await client.messages.countTokens({
      model: MODEL,
      messages: [{ role: "user", content: "count" }],
    });
    expect(count.input_tokens).toBeGreaterThan(0);
  });

  it("takes a token given in code without SERVICE_AGENT_ACCESS_TOKEN, and refuses a plain-http remote baseURL", async () => {
    const { SERVICE_AGENT_ACCESS_TOKEN: _dropped, ...endpointOnly } = emulator.env;
    const client = createClient({ env: endpointOnly, token: emulator.jobToken, limiter: false });
    await client.models.list();
    expect(lastProxyCall().headers["x-api-key"]).toBe(emulator.jobToken);
    expect(() =>
      createClient({ env: {}, token: "t0k3n-abc", baseURL: "http://proxy.example/v3/ai/vendor" }),
    ).toThrow(/https:\/\/ URL \(http:\/\/ only for loopback hosts\)/);
    expect(() => createClient({ env: {}, token: "t0k3n-abc", baseURL: "not a url" })).toThrow(/is not a URL/);
    expect(() => createClient({ env: {} })).toThrow(/SERVICE_AGENT_ENDPOINT/);
  });

  it("passes SDK options through (maxRetries, timeout, defaultHeaders)", async () => {
    const client = createClient({
      env: emulator.env,
      limiter: false,
      maxRetries: 0,
      timeout: 5_000,
      defaultHeaders: { "x-trace-id": "abc123" },
      warn: () => {},
    });
    expect(client.maxRetries).toBe(0);
    expect(client.timeout).toBe(5_000);
    await client.models.list();
    expect(lastProxyCall().headers["x-trace-id"]).toBe("abc123");
    expect(createClient({ env: emulator.env, limiter: false }).maxRetries).toBe(4);
  });
});

describe("proxyConfig", () => {
  it("makes a hand-built client send exactly one credential, whatever the environment holds", async () => {
    await withEnv(POLLUTED_ENV, async () => {
      const client = new Anthropic(proxyConfig(emulator.env));
      const page = await client.models.list();
      expect(page.data.length).toBeGreaterThan(0);
    });
    const call = lastProxyCall();
    expect(call.status).toBe(200);
    expect(call.headers["x-api-key"]).toBe(emulator.jobToken);
    expect(call.headers.authorization).toBeUndefined();
    expect(call.headers["anthropic-version"]).toBe("2023-06-01");
  });

  it("works as the README shows: own headers under its own, the header policy as middleware", async () => {
    const config = proxyConfig(emulator.env);
    const mine: Record<string, string> = {
      "x-trace-id": "abc",
      Authorization: "Bearer sk-ant-mine-FFFFFFFFFFFF",
    };
    const client = new Anthropic({
      ...config,
      defaultHeaders: { ...mine, ...config.defaultHeaders },
      middleware: [headerPolicyMiddleware({ token: config.apiKey, warn: () => {} })],
    });
    await client.models.list();
    const call = lastProxyCall();
    expect(call.status).toBe(200);
    expect(call.headers["x-trace-id"]).toBe("abc");
    expect(call.headers.authorization).toBeUndefined();
  });

  it("names the missing variable outside a job", () => {
    expect(() => proxyConfig({})).toThrow(/SERVICE_AGENT_ENDPOINT/);
  });
});

/**
 * The job's variables with the memory store under an organization of its own: the process shares
 * one memory store per organization, so each test that makes one gets a key no other test uses.
 */
const ownKey = (organization: string) => ({
  ...emulator.env,
  JOBAI_LIMIT_STORE: "memory",
  SERVICE_ORGANIZATION_SLUG: `client-test-${organization}`,
});

describe("createClient through the limiter", () => {
  it("settles each call at the usage the proxy counted, streaming and not", async () => {
    const limiter = createLimiter({
      store: createMemoryStore(),
      requests: 50,
      inputTokens: 50_000,
      window: 60_000,
    });
    const client = createClient({ env: emulator.env, limiter, warn: () => {} });
    try {
      const long = "word ".repeat(400);
      await client.messages.create({
        model: MODEL,
        max_tokens: 16,
        messages: [{ role: "user", content: long }],
      });
      const stream = client.messages.stream({
        model: MODEL,
        max_tokens: 16,
        messages: [{ role: "user", content: "short" }],
      });
      await stream.finalMessage();
      const counted = emulator.traffic
        .filter((request) => request.surface === "proxy")
        .slice(-2)
        .map((request) => request.countedInputTokens ?? Number.NaN);
      expect(counted[0]).toBeGreaterThan(300);
      // Settling is asynchronous (from a clone of the body, or as the stream is read): poll briefly.
      let state = await limiter.state();
      for (let round = 0; round < 500 && state.inFlight > 0; round++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        state = await limiter.state();
      }
      expect(state.inFlight).toBe(0);
      expect(state.used).toEqual({ requests: 2, inputTokens: (counted[0] ?? 0) + (counted[1] ?? 0) });
    } finally {
      await limiter.close();
    }
  });

  it("holds a request that does not fit until the window has room", async () => {
    const clock = new JumpClock();
    const limiter = createLimiter({
      store: createMemoryStore({ now: clock.now }),
      requests: 1,
      inputTokens: 50_000,
      window: 400,
      now: clock.now,
      sleep: clock.sleep,
    });
    const client = createClient({ env: emulator.env, limiter, warn: () => {} });
    try {
      const started = clock.now();
      await client.models.list();
      expect(clock.sleeps).toEqual([]);
      await client.models.list();
      // The second call was sent only after the limiter waited the first one out of the window.
      expect(clock.now() - started).toBeGreaterThanOrEqual(400);
    } finally {
      await limiter.close();
    }
  });

  it("pauses the limiter after a 529 no longer than the SDK's own wait before its retry", async () => {
    const limiter = createLimiter({
      store: createMemoryStore(),
      requests: 50,
      inputTokens: 50_000,
      window: 60_000,
    });
    const client = createClient({ env: emulator.env, limiter, maxRetries: 0, warn: () => {} });
    try {
      emulator.faults.add({ fault: { kind: "server-error", status: 529 }, times: 1 });
      await expect(client.models.list()).rejects.toMatchObject({ status: 529 });
      const answered = Date.now();
      const { pausedUntil } = await limiter.state();
      // The SDK waits 0.5 s before a first retry; the limiter's own default would pause 1 s and
      // hold that retry for the rest of it.
      expect(pausedUntil).not.toBeNull();
      expect((pausedUntil ?? 0) - answered).toBeLessThanOrEqual(500);
    } finally {
      await limiter.close();
    }
  });

  it("makes its own limiter from the settings, none for the store off, and close() releases it", async () => {
    // A key of its own (the organization's) for each memory store: no other test's calls are in it.
    const own = createClient({ env: ownKey("own-limiter"), warn: () => {} });
    expect(own.limiter?.budget.requests).toBe(50);
    await own.models.list();
    await own.close();
    await own.close();
    const off = createClient({ env: { ...emulator.env, JOBAI_LIMIT_STORE: "off" } });
    expect(off.limiter).toBeUndefined();
    const tuned = createClient({ env: ownKey("tuned-limiter"), limits: { store: "memory", requests: 7 } });
    expect(tuned.limiter?.budget.requests).toBe(7);
    expect(() => createClient({ env: { ...emulator.env, JOBAI_LIMIT_STORE: "nope" } })).toThrow(
      /JOBAI_LIMIT_STORE/,
    );
  });

  it("keeps the limiter and close() in copies made with withOptions()", async () => {
    const client = createClient({ env: ownKey("with-options"), warn: () => {} });
    const copy = client.withOptions({ timeout: 5_000 }).withOptions({ maxRetries: 1 });
    expect(copy.timeout).toBe(5_000);
    expect(copy.maxRetries).toBe(1);
    expect(copy.limiter).toBe(client.limiter);
    await copy.models.list();
    expect((await client.limiter?.state())?.used.requests).toBe(1);
    await copy.close();
    await client.close();
  });
});
