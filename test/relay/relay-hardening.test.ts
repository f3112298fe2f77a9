/**
 * The relay forwards only what it should (issue 14), seen on the wire: raw HTTP into the relay, the
 * emulator's recorded traffic on the other side. Nothing outside /v1/ reaches the proxy with the job
 * token, whatever a server on the way would decode or normalize; no credential but the job token
 * goes upstream; a repeated credential header is refused; an oversized body is refused with 413 in
 * the provider's envelope before the relay has read it all.
 */

import { connect } from "node:net";
import Anthropic from "@anthropic-ai/sdk";
import { afterEach, describe, expect, it } from "vitest";
import { proxyBaseUrl } from "../../src/provider/base-url.js";
import { type RunningRelay, startRelay } from "../../src/relay/relay-server.js";
import { useEmulator } from "../helpers/emulator.js";
import { parseResponse, rawExchange, requestHead } from "./raw-http.js";
import { startRelayFor } from "./relay-for-emulator.js";

const emu = useEmulator();
let relay: RunningRelay | undefined;
afterEach(async () => {
  await relay?.close({ drainMs: 200 });
  relay = undefined;
});

const PROXY_V1 = "/v3/ai/vendor/v1";

/**
 * Every path a server on the way might make of a target: as sent, WHATWG-normalized, and after one,
 * two or three rounds of percent-decoding with backslashes read as slashes, each normalized again.
 */
function readings(target: string): string[] {
  const path = target.split("?")[0] ?? target;
  const out = [path];
  let decoded = path;
  for (let round = 0; round < 4; round++) {
    out.push(new URL(decoded.replaceAll("\\", "/"), "http://upstream.invalid").pathname);
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      decoded = decoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    }
  }
  return out;
}

const underV1 = (path: string) => path.startsWith(`${PROXY_V1}/`);

/** The running relay's key: what its clients present (the job token stays in the relay). */
const key = () => relay?.key ?? "no relay";

/** Requests that reached the proxy carrying the job token. */
const withToken = () =>
  emu().traffic.filter((t) => t.surface === "proxy" || t.headers["x-api-key"] === emu().jobToken);

describe("paths", () => {
  const escaping = [
    "/v1/../../x",
    "/v1/../../../v2/builds",
    "/v1/%2e%2e/%2e%2e/x",
    "/v1/%2E%2E/%2e%2E/_emulator/faults",
    "/v1/.%2e/.%2e/x",
    "/v1/%2e./x",
    "/v1/%2f..%2f..%2fx",
    "/v1/..%2f..%2fx",
    "/v1/%252e%252e/%252e%252e/x",
    "/v1/%25252e%25252e/x",
    "/v1/..\\..\\x",
    "/v1\\..\\..\\x",
    "/v1/models/..;/..;/x",
    "/v1/./../x",
    "/v1//../x",
    "/v1/messages/..",
    "/v1/models/%2e%2e",
    "/v1/%5c..%5c..%5cx",
    "/v1/...",
    "//v1/models",
    "/v1%2f..%2f..%2fx",
    "/%76%31/models",
    "/V1/models",
    "/x/../v1/models",
    "/v1?/../../x",
    "http://127.0.0.1/v1/../../x",
  ];

  it("never forwards a target that some reading puts outside /v1/, with the token or without", async () => {
    relay = await startRelayFor(emu());
    const statuses: Record<string, number> = {};
    for (const target of escaping) {
      const answer = await rawExchange(relay.port, requestHead("GET", target, [["x-api-key", key()]]));
      statuses[target] = answer.status;
      expect(JSON.parse(answer.body), target).toMatchObject({
        type: "error",
        error: { type: expect.any(String) },
      });
    }
    for (const [target, status] of Object.entries(statuses)) expect([400, 404], target).toContain(status);
    expect(emu().traffic.map((t) => t.path)).toEqual([]);
  });

  it("forwards the provider's paths and queries unchanged, and each reading stays under /v1/", async () => {
    relay = await startRelayFor(emu());
    const plain = [
      "/v1/models",
      "/v1/models?limit=2",
      "/v1/models/claude-sonnet-4-5",
      "/v1/models?after_id=a%2Fb",
    ];
    for (const target of plain) {
      const answer = await rawExchange(relay.port, requestHead("GET", target, [["x-api-key", key()]]));
      expect(answer.status, target).toBe(200);
    }
    const seen = withToken();
    expect(seen.map((t) => t.path)).toEqual(plain.map((target) => `/v3/ai/vendor${target}`));
    for (const entry of seen)
      for (const reading of readings(entry.path)) expect(underV1(reading), reading).toBe(true);
  });
});

describe("headers", () => {
  it("drops every credential-like header, sends the job token as the one credential, and keeps the provider's own", async () => {
    relay = await startRelayFor(emu());
    const kept: [string, string][] = [
      ["anthropic-version", "2023-06-01"],
      ["anthropic-beta", "context-management-2025-06-27"],
      ["x-stainless-lang", "js"],
      ["x-app", "cli"],
      ["user-agent", "claude-cli/2.1"],
      // Claude Code's own, kept by the allow-list although "session" is a credential part.
      ["x-claude-code-session-id", "0b6f7c1e-session-id"],
      ["x-stainless-retry-count", "0"],
      ["content-type", "application/json"],
    ];
    const dropped: [string, string][] = [
      ["Authorization", `Bearer ${key()}`],
      ["Cookie", "session=c00kie-value"],
      ["anthropic-api-key", "sk-ant-client-key"],
      ["x-goog-api-key", "AIza-client-key"],
      ["x-amz-security-token", "FwoGZXIvYXdzE-client"],
      ["Proxy-Authorization", "Basic cHJveHk6cGFzcw=="],
      ["x-auth-token", "auth-token-value"],
      ["x-client-secret", "client-secret-value"],
      ["ocp-apim-subscription-key", "subscription-key-value"],
      ["x-goog-iam-authorization-token", "iam-token-value"],
      ["api-key", "azure-key-value"],
      ["x-csrf-token", "csrf-value"],
      // Issue 23: names a word-by-word match let through; the filter matches parts anywhere.
      ["x-authtoken", "authtoken-value"],
      ["xapikey", "xapikey-value"],
      ["x-jwt", "eyJhbGciOiJIUzI1NiJ9.jwt-value"],
      ["x-sig", "sig-value"],
      ["X-Amz-Signature", "amz-signature-value"],
      ["x-session", "session-value"],
      ["x-user-passphrase", "passphrase-value"],
      ["x-private-credentials", "credentials-value"],
      ["x_client_secret", "underscore-secret-value"],
      ["x-jobai-client-proof", "relay-proof-value"],
    ];
    const body = JSON.stringify({
      model: "claude-sonnet-4-5",
      max_tokens: 8,
      messages: [{ role: "user", content: "hi" }],
    });
    const head = requestHead("POST", "/v1/messages", [
      ["x-api-key", key()],
      ...kept,
      ...dropped,
      ["content-length", String(Buffer.byteLength(body))],
    ]);
    const answer = await rawExchange(relay.port, head + body);
    expect(answer.status).toBe(200);
    const [entry] = withToken();
    for (const [name, value] of kept) expect(entry?.headers[name]).toBe(value);
    for (const [name] of dropped) expect(entry?.headers[name.toLowerCase()], name).toBeUndefined();
    expect(entry?.headers["x-api-key"]).toBe(emu().jobToken);
    const values = JSON.stringify(entry?.headers);
    for (const [, value] of dropped.slice(1)) expect(values).not.toContain(value.split(" ").at(-1));
  });

  it.each([
    [
      "Authorization twice (right, then wrong)",
      [
        ["Authorization", "Bearer KEY"],
        ["Authorization", "Bearer wrong-token"],
      ],
    ],
    [
      "Authorization twice (wrong, then right)",
      [
        ["Authorization", "Token wrong-token"],
        ["Authorization", "Token KEY"],
      ],
    ],
    [
      "x-api-key twice, both right",
      [
        ["x-api-key", "KEY"],
        ["X-Api-Key", "KEY"],
      ],
    ],
  ])("refuses %s with 401, and sends nothing upstream", async (_name, headers) => {
    relay = await startRelayFor(emu());
    const filled = headers.map(([n, v]) => [n, v?.replace("KEY", key())] as [string, string]);
    const answer = await rawExchange(relay.port, requestHead("GET", "/v1/models", filled));
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ type: "error", error: { type: "authentication_error" } });
    expect(answer.body).not.toContain(emu().jobToken);
    expect(emu().traffic).toHaveLength(0);
    expect(relay.usage().refused).toBe(1);
  });

  it("still takes its key in both headers at once, each sent once", async () => {
    relay = await startRelayFor(emu());
    const answer = await rawExchange(
      relay.port,
      requestHead("GET", "/v1/models", [
        ["x-api-key", key()],
        ["Authorization", `Bearer ${key()}`],
      ]),
    );
    expect(answer.status).toBe(200);
    expect(withToken()).toHaveLength(1);
  });
});

describe("request bodies", () => {
  const CAP = 64 * 1024;
  const startCapped = () =>
    startRelay({ upstream: proxyBaseUrl(emu().agentEndpoint), token: emu().jobToken, maxBodyBytes: CAP });

  it("refuses a declared length over the cap with 413 in the provider's envelope, through the SDK", async () => {
    relay = await startCapped();
    const client = new Anthropic({
      baseURL: relay.url,
      apiKey: key(),
      maxRetries: 0,
      timeout: 10_000,
    });
    const error = await client.messages
      .create({
        model: "claude-sonnet-4-5",
        max_tokens: 8,
        messages: [{ role: "user", content: "x".repeat(CAP) }],
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Anthropic.APIError);
    expect((error as InstanceType<typeof Anthropic.APIError>).status).toBe(413);
    expect((error as InstanceType<typeof Anthropic.APIError>).error).toMatchObject({
      type: "error",
      error: { type: "request_too_large" },
    });
    expect(emu().traffic).toHaveLength(0);
    // Under the cap it goes through.
    await client.messages.create({
      model: "claude-sonnet-4-5",
      max_tokens: 8,
      messages: [{ role: "user", content: "hi" }],
    });
    expect(withToken()).toHaveLength(1);
  });

  it("answers 413 to a chunked body the moment it passes the cap, before the client has sent the rest", async () => {
    relay = await startCapped();
    // One cap and a half of a chunked body, then a pause: the answer must come before the rest.
    const text = await new Promise<string>((resolve, reject) => {
      const socket = connect(relay?.port ?? 0, "127.0.0.1");
      let received = "";
      const deadline = setTimeout(() => {
        socket.destroy();
        reject(new Error("no 413 within 10 s"));
      }, 10_000);
      socket.on("data", (chunk) => {
        received += chunk.toString("latin1");
        // The answer is complete: only now does the client finish its body, and the relay,
        // having dropped the rest, keeps the connection usable.
        if (received.includes("request_too_large")) socket.end("0\r\n\r\n");
      });
      socket.on("error", () => {});
      socket.on("close", () => {
        clearTimeout(deadline);
        resolve(received);
      });
      socket.write(
        requestHead("POST", "/v1/messages", [
          ["x-api-key", key()],
          ["content-type", "application/json"],
          ["Transfer-Encoding", "chunked"],
        ]).replace("Connection: close\r\n", ""),
      );
      const piece = Buffer.alloc(16 * 1024, 0x78);
      for (let sent = 0; sent < CAP * 1.5; sent += piece.length) {
        socket.write(`${piece.length.toString(16)}\r\n`);
        socket.write(piece);
        socket.write("\r\n");
      }
    });
    const response = parseResponse(text);
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ type: "error", error: { type: "request_too_large" } });
    expect(emu().traffic).toHaveLength(0);
  });

  it("drops at most one cap more of a refused body, then cuts the connection", async () => {
    relay = await startCapped();
    const outcome = await new Promise<{ text: string; ended: "by relay" | "timeout" }>((resolve) => {
      const socket = connect(relay?.port ?? 0, "127.0.0.1");
      let text = "";
      const deadline = setTimeout(() => {
        socket.destroy();
        resolve({ text, ended: "timeout" });
      }, 10_000);
      socket.on("data", (chunk) => {
        text += chunk.toString("latin1");
      });
      socket.on("error", () => {});
      socket.on("close", () => {
        clearTimeout(deadline);
        resolve({ text, ended: "by relay" });
      });
      socket.write(
        requestHead("POST", "/v1/messages", [
          ["x-api-key", key()],
          ["Transfer-Encoding", "chunked"],
        ]).replace("Connection: close\r\n", ""),
      );
      // Four caps, and the body never ends: the relay must not read it for ever.
      const piece = Buffer.alloc(16 * 1024, 0x78);
      for (let sent = 0; sent < CAP * 4; sent += piece.length) {
        socket.write(`${piece.length.toString(16)}\r\n`);
        socket.write(piece);
        socket.write("\r\n");
      }
    });
    expect(outcome.ended).toBe("by relay");
    expect(parseResponse(outcome.text).status).toBe(413);
    expect(emu().traffic).toHaveLength(0);
  });

  it("holds at most its body budget at once: concurrent bodies wait their turn, and all go through", async () => {
    relay = await startRelay({
      upstream: proxyBaseUrl(emu().agentEndpoint),
      token: emu().jobToken,
      maxBodyBytes: CAP,
      maxBodyBytesInFlight: CAP,
    });
    const client = new Anthropic({
      baseURL: relay.url,
      apiKey: key(),
      maxRetries: 0,
      timeout: 10_000,
    });
    const content = "word ".repeat((CAP * 0.8) / 5);
    const replies = await Promise.all(
      Array.from({ length: 4 }, () =>
        client.messages.create({
          model: "claude-sonnet-4-5",
          max_tokens: 8,
          messages: [{ role: "user", content }],
        }),
      ),
    );
    expect(replies).toHaveLength(4);
    expect(withToken()).toHaveLength(4);
  });
});
