/**
 * What a failed model call says when the proxy's own message is huge: a proxy that answered a 500
 * with a 10 MB `error.message` made `jobai ask` (and `jobai doctor`) print it whole, one 10 MB line
 * on stderr and in the job's log. The message is cut, and a secret across the cut stays hidden.
 * The real SDK against a real server on 127.0.0.1.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Anthropic from "@anthropic-ai/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeProviderError, MAX_SERVER_MESSAGE_CHARS } from "../../src/provider/api-error.js";

const SECRET = "sk-ant-api03-Zq8xK2mP9vL4tR7wN1sQ5yH3jD6fG0bC";
// The secret starts 10 characters before the cut: its first part would be shown by a plain slice.
const MESSAGE = `${"a".repeat(MAX_SERVER_MESSAGE_CHARS - 10)} key=${SECRET} ${"b".repeat(2 * 1024 * 1024)}`;

let server: Server;
let baseURL: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url?.startsWith("/page")) {
      // A web page where the proxy should be: 200, and no event of a stream.
      response.writeHead(200, { "content-type": "text/html" });
      response.end("<html><body>Sign in</body></html>");
      return;
    }
    response.writeHead(500, { "content-type": "application/json" });
    response.end(JSON.stringify({ type: "error", error: { type: "api_error", message: MESSAGE } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("a proxy's error message", () => {
  it("is cut to a few hundred characters, saying how much was left out, a secret across the cut hidden", async () => {
    const client = new Anthropic({ baseURL, apiKey: "test-key", maxRetries: 0 });
    const thrown = await client.messages
      .create({ model: "claude-sonnet-4-6", max_tokens: 8, messages: [{ role: "user", content: "hi" }] })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    const error = describeProviderError(thrown, baseURL);
    expect(error.message.length).toBeLessThan(MAX_SERVER_MESSAGE_CHARS + 300);
    expect(error.message).toMatch(/^the proxy answered 500 api_error: a{100}/);
    expect(error.message).toContain(`more characters not shown`);
    expect(error.message).toContain("(a server error: try again later)");
    expect(error.message).not.toContain(SECRET.slice(0, 8));
    expect(error.message).toContain("[REDACTED]");
  });

  it("a 200 answer that is not a stream (a web page at the proxy's address) says so and what to check", async () => {
    const client = new Anthropic({ baseURL: `${baseURL}/page`, apiKey: "test-key", maxRetries: 0 });
    const thrown = await client.messages
      .stream({ model: "claude-sonnet-4-6", max_tokens: 8, messages: [{ role: "user", content: "hi" }] })
      .finalMessage()
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    // It said "the model call failed: request ended without sending any chunks".
    expect(describeProviderError(thrown, `${baseURL}/page`).message).toBe(
      `the proxy at ${baseURL}/page answered, but not with a streamed answer (no event came): check that SERVICE_AGENT_ENDPOINT is the agent's endpoint, not another server`,
    );
  });
});
