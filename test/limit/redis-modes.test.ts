/**
 * Every Redis a user may have (issue 29), against real redis-server processes started here:
 * an ACL user held to `~jobai:*` and the commands the docs list (every feature works, no NOPERM,
 * every key under the prefix and one budget's keys under one hash tag); a server with TLS (a CA and
 * a certificate made with openssl: trusted through JOBAI_REDIS_CA or NODE_EXTRA_CA_CERTS, refused
 * with the fix named otherwise, never used without the check or without TLS); the server's refusals
 * (NOAUTH, WRONGPASS, NOPERM) named with their fix; `jobai doctor`'s Redis check.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { resolveSettings } from "../../src/config/settings.js";
import { checkStore } from "../../src/doctor/local-checks.js";
import { createKnowledge, createLearnedStore } from "../../src/limit/create.js";
import { createLimiter } from "../../src/limit/index.js";
import { budgetKeys } from "../../src/limit/redis-keys.js";
import { createRedisStore } from "../../src/limit/redis-store.js";
import { memoryMemo } from "../../src/rest/learned-limits.js";
import { createRedisMemo } from "../../src/rest/learned-limits-redis.js";
import { runJobai } from "../helpers/cli.js";
import { limiterBundle } from "./helpers/limiter-bundle.js";
import { type RedisServer, startRedis } from "./helpers/redis-server.js";
import { startTlsRedis, type TlsRedis } from "./helpers/redis-topologies.js";

/** The ACL rules README's Redis section gives for jobai's user (written out here, as a user would). */
const ACL_RULES = [
  "resetkeys",
  "~jobai:*",
  "resetchannels",
  "-@all",
  "+evalsha",
  "+eval",
  "+script|load",
  "+get",
  "+set",
  "+hget",
  "+hset",
  "+hmget",
  "+hdel",
  "+hexists",
  "+hincrbyfloat",
  "+zadd",
  "+zrem",
  "+zrange",
  "+zrangebyscore",
  "+zremrangebyscore",
  "+zrangebylex",
  "+zlexcount",
  "+mget",
  "+multi",
  "+exec",
  "+hsetnx",
  "+hincrby",
  "+hgetall",
  "+pexpire",
  "+time",
  "+ping",
  "+hello",
  "+info",
  "+wait",
  "+cluster|slots",
  "+cluster|info",
  "+del",
  "+exists",
];

let redis: RedisServer;
let admin: Redis;
beforeAll(async () => {
  redis = await startRedis();
  admin = new Redis(redis.url);
  await admin.call("ACL", "SETUSER", "jobai", "on", ">acl-pass-93", ...ACL_RULES);
  await admin.call("ACL", "SETUSER", "elsewhere", "on", ">other-pass-17", "~other:*", "+@all");
});
afterAll(async () => {
  admin?.disconnect();
  await redis?.stop();
});

function warnings() {
  const lines: string[] = [];
  return { lines, logger: { warn: (message: string) => void lines.push(message) } };
}

const stateDir = () => mkdtempSync(join(tmpdir(), "jobai-redis-modes-"));
const one = { requests: 1, inputTokens: 10 };

/** The hash tag of the limiter's keys among `keys` (the budget key, with its proxy's hash). */
function budgetKeyOf(keys: string[]): string {
  const window = keys.find((k) => k.endsWith("}:limit"));
  return /^jobai:\{([^}]+)\}/.exec(window ?? "")?.[1] ?? "";
}

describe("an ACL user held to ~jobai:*", () => {
  test("every feature works (window, pause, knowledge, calibration seed, learned limits, REST limits, probe): no NOPERM, every key under jobai:{<budget>}", async () => {
    await admin.flushall();
    const url = `redis://jobai:acl-pass-93@127.0.0.1:${redis.port}`;
    const org = "acl-org";
    const env = { SERVICE_ORGANIZATION_SLUG: org };
    const { lines, logger } = warnings();
    const dir = stateDir();
    const limiter = createLimiter({ store: "redis", redisUrl: url, stateDir: dir, requests: 5, env, logger });
    const settings = resolveSettings({ store: "redis", redisUrl: url, stateDir: dir }, {}, {});
    const key = `${org}:vendor`;
    const knowledge = createKnowledge(settings, { key, logger });
    const learned = createLearnedStore(settings, { key });
    const memo = createRedisMemo({ url, key: "rest-acl-user", fallback: memoryMemo("acl"), logger });
    const store = createRedisStore({ url, key });
    try {
      const reservation = await limiter.acquire(one);
      reservation.settle(one);
      await limiter.pause(1, 429);
      const state = await limiter.state();
      expect(state.store).toBe("redis");
      const now = Date.now();
      await knowledge.record(
        [
          { hash: "p1", tokens: 1200, expiresAt: now + 300_000, ttlMs: 300_000 },
          { hash: "calibration-d1", tokens: 900_000, expiresAt: now + 3_600_000, ttlMs: 3_600_000 },
        ],
        { requests: 1, reservedTokens: 10, countedTokens: 9, cacheReadTokens: 0, inputTokens: 9 },
      );
      expect([...(await knowledge.lookup(["p1", "calibration-d1"])).keys()]).toEqual([
        "p1",
        "calibration-d1",
      ]);
      expect((await knowledge.totals()).requests).toBe(1);
      await learned.write({ version: 1, requests: 3, inputTokens: null, at: now, cause: "429" }, 60_000);
      expect(await learned.read()).toMatchObject({ requests: 3 });
      await memo.write({ requests: 7, windowMs: 60_000, seenAt: now });
      await memo.close();
      await store.probe({
        requests: 5,
        inputTokens: 50_000,
        windowMs: 60_000,
        marginMs: 60,
        latencyMs: 1000,
      });
      expect(lines).toEqual([]);
      const keys = (await admin.keys("*")).sort();
      // The window (format 3's parts that hold something, and format 2's key as its marker), then
      // probe, two prefixes, totals, learned, REST limits.
      const windowKeys = keys.filter((k) => /:(limit|w3|w3:[a-z-]+)$/.test(k));
      expect(windowKeys).toEqual(
        expect.arrayContaining([`jobai:{${budgetKeyOf(keys)}}:limit`, `jobai:{${budgetKeyOf(keys)}}:w3`]),
      );
      expect(keys.length - windowKeys.length).toBe(6);
      for (const written of keys) expect(written).toMatch(/^jobai:\{[^}]+\}:/);
      const tags = new Set(
        keys.filter((k) => !k.includes("rest-acl")).map((k) => /^jobai:\{([^}]+)\}/.exec(k)?.[1]),
      );
      // One budget, one hash tag: a cluster keeps its keys in one slot.
      expect([...tags]).toEqual([key]);
      expect(keys).toContain(budgetKeys(key).window);
    } finally {
      await limiter.close();
      await knowledge.close();
      await learned.close();
      await store.close();
    }
  });

  test("a live window in the former key format (an older jobai on another host): one warning saying the versions do not share the budget", async () => {
    await admin.set("jobai:limit:older-org:vendor", '{"entries":[],"queue":[]}', "PX", 60_000);
    const { lines, logger } = warnings();
    const limiter = createLimiter({
      store: "redis",
      redisUrl: `redis://jobai:acl-pass-93@127.0.0.1:${redis.port}`,
      stateDir: stateDir(),
      env: { SERVICE_ORGANIZATION_SLUG: "older-org" },
      logger,
    });
    try {
      await (await limiter.acquire(one)).settle(one);
      await (await limiter.acquire(one)).settle(one);
      expect((await limiter.state()).store).toBe("redis");
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /key format of an older jobai \(jobai:limit:older-org:vendor\).*upgrade jobai on every host/,
      );
    } finally {
      await limiter.close();
    }
  });

  test.each([
    [
      "a user whose keys are elsewhere (NOPERM)",
      "elsewhere:other-pass-17",
      /NOPERM.*give the user the rules ~jobai:\* \+evalsha/,
    ],
    ["a wrong password (WRONGPASS)", "jobai:wrong-pass-55", /WRONGPASS\): check the credentials in the URL/],
  ])("%s: one warning naming the refusal and its fix, never the password", async (_name, userinfo, says) => {
    const { lines, logger } = warnings();
    const limiter = createLimiter({
      store: "redis",
      redisUrl: `redis://${userinfo}@127.0.0.1:${redis.port}`,
      stateDir: stateDir(),
      env: {},
      logger,
    });
    try {
      // The state, not a turn: a process that reached the server waits out a span on losing it
      // (fallback-store.ts), whatever the refusal was.
      await limiter.state();
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(says);
      expect(lines[0]).not.toMatch(/pass-\d\d|server answered with an error/);
    } finally {
      await limiter.close();
    }
  });

  test("a server that needs a password, given none (NOAUTH): named with the fix", async () => {
    const own = await startRedis();
    const raw = new Redis(own.url);
    await raw.config("SET", "requirepass", "needed-pass-31");
    raw.disconnect();
    const { lines, logger } = warnings();
    const limiter = createLimiter({
      store: "redis",
      redisUrl: own.url,
      stateDir: stateDir(),
      env: {},
      logger,
    });
    try {
      await limiter.acquire(one);
      expect(lines[0]).toMatch(/NOAUTH\): put the user and password in the URL/);
    } finally {
      await limiter.close();
      await own.stop();
    }
  });

  test("jobai doctor: standalone, no TLS, this user may run the limit script; a user without the rules fails naming them", async () => {
    const good = resolveSettings(
      { store: "redis", redisUrl: `redis://jobai:acl-pass-93@127.0.0.1:${redis.port}` },
      {},
      {},
    );
    const result = await checkStore(good, "doctor-org:vendor", ["acl-pass-93"]);
    expect(result).toMatchObject({ status: "ok" });
    expect(result.detail).toMatch(
      /standalone, no TLS; this user may run the limit script on jobai:\{doctor-org:vendor\}:limit/,
    );
    const bad = resolveSettings(
      { store: "redis", redisUrl: `redis://elsewhere:other-pass-17@127.0.0.1:${redis.port}` },
      {},
      {},
    );
    const refused = await checkStore(bad, "doctor-org:vendor", ["other-pass-17"]);
    expect(refused.status).toBe("fail");
    expect(refused.detail).toMatch(/NOPERM/);
    expect(JSON.stringify(refused)).not.toMatch(/other-pass-17/);
  });
});

describe("TLS (rediss://)", () => {
  let server: TlsRedis;
  beforeAll(async () => {
    server = await startTlsRedis();
  }, 30_000);
  afterAll(async () => {
    await server?.server.kill();
    if (server) rmSync(server.certs.dir, { recursive: true, force: true });
  });
  const tlsUrl = () => `rediss://127.0.0.1:${server.tlsPort}`;

  test("the CA given by JOBAI_REDIS_CA: the window is shared over TLS; doctor says so", async () => {
    const { lines, logger } = warnings();
    const limiter = createLimiter({
      store: "redis",
      redisUrl: tlsUrl(),
      redisCa: server.certs.ca,
      stateDir: stateDir(),
      env: {},
      logger,
    });
    try {
      await (await limiter.acquire(one)).settle(one);
      expect((await limiter.state()).store).toBe("redis");
      expect(lines).toEqual([]);
    } finally {
      await limiter.close();
    }
    const settings = resolveSettings({}, {}, { JOBAI_REDIS_URL: tlsUrl(), JOBAI_REDIS_CA: server.certs.ca });
    const result = await checkStore(settings, "tls-org:vendor", []);
    expect(result).toMatchObject({ status: "ok" });
    expect(result.detail).toMatch(/standalone, TLS \(certificate verified\)/);
  });

  test.each([
    ["no CA for it", undefined],
    ["another CA", "other"],
  ])("a certificate that does not verify (%s): a warning naming the fix, the host's file store, never an unchecked connection", async (_name, which) => {
    const { lines, logger } = warnings();
    const limiter = createLimiter({
      store: "redis",
      redisUrl: tlsUrl(),
      ...(which ? { redisCa: server.certs.otherCa } : {}),
      stateDir: stateDir(),
      env: {},
      logger,
    });
    try {
      await limiter.acquire(one);
      expect((await limiter.state()).store).toBe("file");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /TLS certificate does not verify \([A-Z_]+\): give the file of the CA that signed it in JOBAI_REDIS_CA/,
      );
    } finally {
      await limiter.close();
    }
    const settings = resolveSettings({}, {}, { JOBAI_REDIS_URL: tlsUrl() });
    const result = await checkStore(settings, "tls-org:vendor", []);
    expect(result.status).toBe("fail");
    expect(result.detail).toMatch(/JOBAI_REDIS_CA/);
  });

  test("the CLI's --redis-ca: jobai limits reads the window over TLS, an empty stderr", async () => {
    const run = await runJobai(
      ["limits", "--json", "--store", "redis", "--redis-url", tlsUrl(), "--redis-ca", server.certs.ca],
      { env: { JOBAI_STATE_DIR: stateDir() }, timeout: 30_000 },
    );
    expect(run.stderr).toBe("");
    expect(run.exitCode).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ store: "redis" });
  }, 40_000);

  test("rediss:// to a port without TLS fails, named, rather than talking plain", async () => {
    const { lines, logger } = warnings();
    const limiter = createLimiter({
      store: "redis",
      redisUrl: `rediss://127.0.0.1:${server.plainPort}`,
      redisCa: server.certs.ca,
      stateDir: stateDir(),
      env: {},
      logger,
    });
    try {
      await limiter.acquire(one);
      expect((await limiter.state()).store).toBe("file");
      expect(lines[0]).toMatch(
        /could not be used: (it does not speak TLS on that port|the connection was lost|no answer)/,
      );
    } finally {
      await limiter.close();
    }
  });

  test("NODE_EXTRA_CA_CERTS (a process started with it): the certificate verifies without JOBAI_REDIS_CA", async () => {
    const module = await limiterBundle();
    const script = `
      const { createLimiter } = await import(${JSON.stringify(module)});
      const warned = [];
      const limiter = createLimiter({ store: "redis", redisUrl: process.env.URL, stateDir: process.env.DIR, env: {}, logger: { warn: (t) => warned.push(t) } });
      await (await limiter.acquire({ requests: 1, inputTokens: 1 })).settle({ requests: 1, inputTokens: 1 });
      console.log(JSON.stringify({ store: (await limiter.state()).store, warned }));
      await limiter.close();
    `;
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
      env: {
        PATH: process.env.PATH ?? "",
        NODE_EXTRA_CA_CERTS: server.certs.ca,
        URL: tlsUrl(),
        DIR: stateDir(),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.stderr.on("data", (chunk) => {
      err += chunk;
    });
    const code = await new Promise((resolve) => child.once("close", resolve));
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual({ store: "redis", warned: [] });
  }, 30_000);
});
