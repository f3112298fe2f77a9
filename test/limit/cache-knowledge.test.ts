/**
 * The prompt-cache knowledge shared through the stores: what one process (or host) learns, another
 * estimates with. Memory, the file store's state directory, and a real redis-server.
 */
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Settings } from "../../src/config/settings.js";
import { type CacheKnowledge, createMemoryKnowledge } from "../../src/limit/cache-knowledge.js";
import { createFileKnowledge, knowledgeDirName } from "../../src/limit/cache-knowledge-file.js";
import { createRedisKnowledge } from "../../src/limit/cache-knowledge-redis.js";
import { seedEntry, seededFactor, seedHash } from "../../src/limit/calibration-seed.js";
import { createKnowledge, createLimiter, createMemoryStore } from "../../src/limit/index.js";
import type { CachedPrefix } from "../../src/limit/prompt-cache-model.js";
import { createRequestPolicy } from "../../src/limit/request-policy.js";
import { agentBody } from "./helpers/agent-bodies.js";
import { ProviderCacheSim } from "./helpers/provider-cache-sim.js";
import { type RedisServer, startRedis } from "./helpers/redis-server.js";

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(() => redis.stop());

const prefix = (hash: string, expiresAt: number, tokens = 100): CachedPrefix => ({
  hash,
  tokens,
  expiresAt,
  ttlMs: 300_000,
});
const delta = {
  requests: 1,
  reservedTokens: 120,
  countedTokens: 100,
  cacheReadTokens: 900,
  inputTokens: 1000,
};

type Pair = () => [CacheKnowledge, CacheKnowledge];
const kinds: [string, Pair][] = [
  [
    "file (two processes on one host)",
    () => {
      const dir = mkdtempSync(join(tmpdir(), "jobai-knowledge-"));
      return [
        createFileKnowledge({ dir, key: "acme:vendor" }),
        createFileKnowledge({ dir, key: "acme:vendor" }),
      ];
    },
  ],
  [
    "redis (two hosts)",
    () => {
      const key = `acme-${Math.random().toString(36).slice(2)}:vendor`;
      return [createRedisKnowledge({ url: redis.url, key }), createRedisKnowledge({ url: redis.url, key })];
    },
  ],
];

describe.each(kinds)("knowledge in %s", (_name, pair) => {
  it("what one records the other finds; an expiry never moves earlier; expired ones are gone", async () => {
    const [a, b] = pair();
    const now = Date.now();
    await a.record([prefix("p1", now + 60_000), prefix("p2", now + 120_000), prefix("old", now - 1)]);
    await b.record([prefix("p1", now + 30_000, 999)]); // older news: ignored
    const found = await b.lookup(["p1", "p2", "old", "unknown"]);
    expect([...found.keys()].sort()).toEqual(["p1", "p2"]);
    expect(found.get("p1")).toMatchObject({ tokens: 100, expiresAt: now + 60_000 });
    await Promise.all([a.close(), b.close()]);
  });

  it("keeps a calibration seed as it keeps a prefix: the newest ratio of the same definitions wins", async () => {
    const [a, b] = pair();
    const now = Date.now();
    await a.record([seedEntry("d".repeat(32), 0.78, now - 1000)]);
    await b.record([seedEntry("d".repeat(32), 0.81, now)]);
    const found = await a.lookup([seedHash("d".repeat(32))]);
    expect(seededFactor(found.get(seedHash("d".repeat(32))), now)).toBeCloseTo(0.81 * 1.1, 6);
    await Promise.all([a.close(), b.close()]);
  });

  it("totals add up across writers", async () => {
    const [a, b] = pair();
    await Promise.all([a.record([], delta), b.record([], delta), a.record([], delta)]);
    expect(await b.totals()).toMatchObject({
      requests: 3,
      reservedTokens: 360,
      countedTokens: 300,
      cacheReadTokens: 2700,
      inputTokens: 3000,
    });
    await Promise.all([a.close(), b.close()]);
  });

  it("a second process's first agent request is estimated with the prefix the first one wrote", async () => {
    const [a, b] = pair();
    const sim = new ProviderCacheSim();
    const policyFor = (knowledge: CacheKnowledge) =>
      createRequestPolicy({
        limiter: createLimiter({
          store: createMemoryStore(),
          requests: 100,
          inputTokens: 1_000_000,
          env: {},
        }),
        knowledge,
      });
    const first = policyFor(a);
    const body = agentBody(0, { session: 1 });
    const pass = await first.admit({ method: "POST", url: "/v1/messages", body });
    pass.status(200);
    pass.usage(sim.send(body, Date.now()));
    await new Promise((resolve) => setTimeout(resolve, 100)); // the record is written in the background
    const second = policyFor(b);
    const next = await second.admit({
      method: "POST",
      url: "/v1/messages",
      body: agentBody(0, { session: 2 }),
    });
    expect(next.reserved.inputTokens).toBeLessThan(pass.reserved.inputTokens / 3);
    await Promise.all([a.close(), b.close()]);
  });
});

describe("knowledge wiring", () => {
  it("follows the store setting, with its own directory beside the window's; a torn generation is rebuilt", async () => {
    const dir = mkdtempSync(join(tmpdir(), "jobai-knowledge-"));
    const settings = { store: "file", stateDir: dir } as Settings;
    const knowledge = createKnowledge(settings, { key: "acme:vendor" });
    expect(knowledge.name).toBe("file");
    expect(knowledgeDirName("acme:vendor")).toBe("cache-acme_vendor");
    mkdirSync(join(dir, "cache-acme_vendor"));
    writeFileSync(join(dir, "cache-acme_vendor", "1.json"), "{ torn");
    await knowledge.record([prefix("p", Date.now() + 60_000)]);
    expect((await knowledge.lookup(["p"])).size).toBe(1);
    expect(readdirSync(join(dir, "cache-acme_vendor"))).toContain("2.json");
    expect(createKnowledge({ ...settings, store: "memory" }, { key: "k" }).name).toBe("memory");
  });

  it("a Redis that cannot be reached falls back to memory with one warning, and nothing fails", async () => {
    const warnings: string[] = [];
    const settings = {
      store: "redis",
      redisUrl: "redis://:sekrit@127.0.0.1:1",
      stateDir: "/tmp",
    } as Settings;
    const knowledge = createKnowledge(settings, {
      key: "k",
      logger: { warn: (m: string) => warnings.push(m) },
    });
    await knowledge.record([prefix("p", Date.now() + 60_000)]);
    await knowledge.record([prefix("q", Date.now() + 60_000)]);
    expect((await knowledge.lookup(["p", "q"])).size).toBe(2); // the failed call was done in memory
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).not.toContain("sekrit");
    await knowledge.close();
  });

  it("the memory knowledge keeps what it is told", async () => {
    const knowledge = createMemoryKnowledge();
    await knowledge.record([prefix("p", Date.now() + 1000)], delta);
    expect((await knowledge.lookup(["p"])).get("p")?.tokens).toBe(100);
    expect((await knowledge.totals()).requests).toBe(1);
  });
});
