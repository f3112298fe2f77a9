import { createPrivateKey, sign } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRestClient } from "../../src/rest/client.js";
import { jwtSource, signJwt } from "../../src/rest/jwt.js";
import { restFixture, rsaKeys, simulatedClock } from "./helpers.js";

const clock = simulatedClock();
type Fixture = Awaited<ReturnType<typeof restFixture>>;
let fx: Fixture;
let keyTokenId: string;

beforeAll(async () => {
  fx = await restFixture({ now: clock.now });
  fx.emulator.api.seedBuilds(5);
  keyTokenId = fx.emulator.api.addToken({ publicKey: rsaKeys().publicKey, scopes: ["read_builds"] }).id;
});
afterAll(() => fx.close());

function b64(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

/** A JWT with any claims, signed with the test key. */
function handMade(claims: Record<string, unknown>): string {
  const head = `${b64({ alg: "RS256", typ: "JWT" })}.${b64(claims)}`;
  return `${head}.${sign("sha256", Buffer.from(head), createPrivateKey(rsaKeys().privateKey)).toString("base64url")}`;
}

async function statusWith(bearer: string): Promise<{ status: number; message: string }> {
  const response = await fetch(`${fx.emulator.url}/v2/builds`, {
    headers: { Authorization: `Bearer ${bearer}` },
  });
  return { status: response.status, message: ((await response.json()) as { message: string }).message };
}

describe("bearer tokens and scopes", () => {
  it("refuses a missing token, basic auth and an unknown token with 401", async () => {
    const none = await fetch(`${fx.emulator.url}/v2/builds`);
    expect(none.status).toBe(401);
    const basic = await fetch(`${fx.emulator.url}/v2/builds`, {
      headers: { Authorization: "Basic dXNlcjpwYXNz" },
    });
    expect(basic.status).toBe(401);
    expect(((await basic.json()) as { message: string }).message).toMatch(
      /basic authentication is not supported/,
    );
    expect((await statusWith("bkua_not_a_real_token_0000")).status).toBe(401);
  });

  it("refuses a call outside the token's scopes with 403 naming the scope", async () => {
    const { token } = fx.emulator.api.addToken({ scopes: ["read_builds"] });
    const client = createRestClient({ baseUrl: fx.emulator.url, token, env: {} });
    await expect(client.builds.list()).resolves.toBeDefined();
    const error = await client.builds
      .cancel({ organization: "acme", pipeline: "app", number: 1 })
      .catch((e) => e);
    expect(error.status).toBe(403);
    expect(error.message).toMatch(/write_builds/);
    const registries = await client.registries.list("acme").catch((e) => e);
    expect(registries.message).toMatch(/read_registries/);
  });

  it("limits a token restricted to some organizations", async () => {
    const { token } = fx.emulator.api.addToken({ organizations: ["other"] });
    const client = createRestClient({ baseUrl: fx.emulator.url, token, env: {} });
    expect((await client.organizations.list()).map((o) => o.slug)).toEqual(["other"]);
    expect((await client.builds.list()).data).toEqual([]);
    await expect(client.builds.list({ organization: "acme" })).rejects.toMatchObject({ status: 403 });
  });
});

describe("public-key tokens (JWT)", () => {
  it("accepts a JWT the client signs, reusing it only for a few seconds", async () => {
    const client = createRestClient({
      baseUrl: fx.emulator.url,
      publicKey: { tokenId: keyTokenId, privateKey: rsaKeys().privateKey },
      now: clock.now,
      env: {},
    });
    const first = await client.builds.list();
    expect(first.data.length).toBe(5);
    expect(fx.emulator.api.traffic.at(-1)?.auth).toBe("jwt");
    expect((await client.accessToken.get()).uuid).toBe(keyTokenId);
    clock.advance(60_000); // a reused JWT would now be stale; the client signs a fresh one
    await expect(client.builds.list()).resolves.toBeDefined();
  });

  it("signs iss, iat and exp as the spec says", () => {
    const now = clock.now();
    const [, payload] = signJwt({ tokenId: keyTokenId, privateKey: rsaKeys().privateKey }, now).split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
    expect(claims).toEqual({
      iss: keyTokenId,
      iat: Math.floor(now / 1000),
      exp: Math.floor(now / 1000) + 300,
    });
    let t = now;
    const source = jwtSource({ tokenId: keyTokenId, privateKey: rsaKeys().privateKey }, () => t);
    const a = source();
    t += 4_000;
    expect(source()).toBe(a);
    t += 2_000;
    expect(source()).not.toBe(a);
  });

  it("rejects a wrong iss, a stale iat, an exp too far, a bad signature", async () => {
    const iat = Math.floor(clock.now() / 1000);
    expect(await statusWith(handMade({ iss: keyTokenId, iat, exp: iat + 60 }))).toMatchObject({
      status: 200,
    });
    const wrongIss = await statusWith(
      handMade({ iss: "8d4c1c54-0000-4000-a000-000000000000", iat, exp: iat + 60 }),
    );
    expect(wrongIss).toMatchObject({ status: 401, message: expect.stringMatching(/iss/) });
    const stale = await statusWith(handMade({ iss: keyTokenId, iat: iat - 11, exp: iat + 60 }));
    expect(stale).toMatchObject({
      status: 401,
      message: expect.stringMatching(/iat is not within 10 seconds/),
    });
    const future = await statusWith(handMade({ iss: keyTokenId, iat: iat + 11, exp: iat + 60 }));
    expect(future.status).toBe(401);
    const far = await statusWith(handMade({ iss: keyTokenId, iat, exp: iat + 301 }));
    expect(far).toMatchObject({ status: 401, message: expect.stringMatching(/within 5 minutes/) });
    const good = handMade({ iss: keyTokenId, iat, exp: iat + 60 });
    const tampered = `${good.slice(0, good.lastIndexOf(".") + 1)}${"A".repeat(342)}`;
    expect((await statusWith(tampered)).status).toBe(401);
  });

  it("refuses a tokenId that is not a UUID before sending", () => {
    expect(() =>
      createRestClient({
        baseUrl: fx.emulator.url,
        publicKey: { tokenId: "abc", privateKey: rsaKeys().privateKey },
        env: {},
      }),
    ).toThrow(/tokenId must be the API token's UUID/);
  });
});

describe("credentials and address from options or the environment", () => {
  it("reads SERVICE_API_URL and SERVICE_API_TOKEN", async () => {
    const client = createRestClient({
      env: { SERVICE_API_URL: `${fx.emulator.url}/`, SERVICE_API_TOKEN: fx.emulator.token },
    });
    expect(client.baseUrl).toBe(fx.emulator.url);
    await expect(client.user()).resolves.toMatchObject({ name: "Ada Lovelace" });
  });

  it("names the variable and the scope when the token is missing", () => {
    expect(() =>
      createRestClient({ env: { SERVICE_API_URL: fx.emulator.url }, requiredScope: "read_builds" }),
    ).toThrow(/SERVICE_API_TOKEN is not set: create an API access token with the scope read_builds/);
    expect(() => createRestClient({ env: { SERVICE_API_TOKEN: "x" } })).toThrow(/SERVICE_API_URL is not set/);
  });

  it("refuses http:// to another machine, and allows it to loopback", () => {
    expect(() =>
      createRestClient({ baseUrl: "http://api.example.com", token: "t0ken-value", env: {} }),
    ).toThrow(/not this machine/);
    expect(
      createRestClient({ baseUrl: "https://api.example.com", token: "t0ken-value", env: {} }).baseUrl,
    ).toBe("https://api.example.com");
  });

  it("never puts the token in an error message", async () => {
    const secret = "bkua_0123456789abcdef0123456789abcdef";
    const bad = createRestClient({ baseUrl: fx.emulator.url, token: secret, env: {} });
    const unauthorized = await bad.builds.list().catch((e) => e);
    expect(unauthorized.status).toBe(401);
    const unreachable = createRestClient({
      baseUrl: "http://127.0.0.1:9",
      token: secret,
      env: {},
      retryTimeMs: 1,
    });
    const dropped = await unreachable.builds.list().catch((e) => e);
    expect(dropped.status).toBe(0);
    for (const error of [unauthorized, dropped]) {
      expect(`${error.message} ${error.stack} ${JSON.stringify(error)}`).not.toContain(secret);
      expect(`${error.message}`).not.toContain(fx.emulator.token);
    }
  });
});
