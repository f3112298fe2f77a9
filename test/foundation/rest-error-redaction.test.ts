import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { inspect } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRestClient } from "../../src/rest/client.js";
import { RestError } from "../../src/rest/errors.js";

const TOKEN = "bkua_echoedtoken0123456789abcdef0123456789";
let server: ReturnType<typeof createServer>;
let baseUrl = "";

// A server that echoes the credentials it got, in its message, its errors and its body: some do.
beforeAll(async () => {
  server = createServer((request, response) => {
    const auth = String(request.headers.authorization ?? "");
    response.writeHead(422, { "content-type": "application/json" });
    response.end(
      JSON.stringify({
        message: `bad token ${auth}`,
        errors: [{ field: "token", message: `not valid: ${auth}` }],
        echo: { headers: { authorization: auth }, nested: [auth] },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("RestError", () => {
  it("holds no echoed token in its message, errors or body (util.inspect shows none)", async () => {
    const api = createRestClient({ baseUrl, token: TOKEN, env: {}, sleep: async () => {} });
    const error = await api.user().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RestError);
    const shown = inspect(error, { depth: 10 });
    expect(shown).toContain("[REDACTED]");
    expect(shown).not.toContain(TOKEN.slice(5, 20));
    expect(JSON.stringify((error as RestError).body)).not.toContain(TOKEN.slice(5, 20));
  });

  it("hides secret values it is given, whatever their shape", () => {
    const error = new RestError({
      status: 500,
      method: "GET",
      path: "/v2/x",
      serverMessage: "echo plain-secret-value",
      body: { echo: "plain-secret-value" },
      secrets: ["plain-secret-value"],
    });
    expect(inspect(error, { depth: 10 })).not.toContain("plain-secret-value");
  });
});
