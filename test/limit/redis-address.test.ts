/**
 * The Redis URL forms (redis-connection.ts parseRedisAddress) and the key names (redis-keys.ts):
 * pure functions, no server.
 */
import { describe, expect, test } from "vitest";
import { parseRedisAddress } from "../../src/limit/redis-connection.js";
import { budgetKeys, restLimitsKey } from "../../src/limit/redis-keys.js";

describe("Redis addresses", () => {
  test("redis+sentinel:// with credentials, several sentinels (default port 26379), a master name and a db", () => {
    expect(
      parseRedisAddress("redis+sentinel://app:p%40ss@10.0.0.1:26380,10.0.0.2,[::1]:26381/my%20master/2"),
    ).toEqual({
      tls: false,
      where: "redis+sentinel://10.0.0.1:26380,10.0.0.2:26379,::1:26381/my master",
      sentinels: [
        { host: "10.0.0.1", port: 26380 },
        { host: "10.0.0.2", port: 26379 },
        { host: "::1", port: 26381 },
      ],
      name: "my master",
      username: "app",
      password: "p@ss",
      db: 2,
    });
    expect(parseRedisAddress("rediss+sentinel://s:26379/m")).toMatchObject({ tls: true, name: "m" });
  });

  test("redis:// and rediss://: one node, the credentials decoded, never in `where`", () => {
    expect(parseRedisAddress("rediss://user:s%3Acret@cache.example:6380/3")).toEqual({
      tls: true,
      where: "rediss://cache.example:6380",
      node: { host: "cache.example", port: 6380 },
      username: "user",
      password: "s:cret",
      db: 3,
    });
    expect(parseRedisAddress("redis://127.0.0.1")).toMatchObject({ node: { host: "127.0.0.1", port: 6379 } });
  });
});

describe("key names (format 2)", () => {
  test("every key of a budget under jobai: with one hash tag; braces in a key cannot end the tag early", () => {
    const keys = budgetKeys("acme:vendor:0123abcd4567");
    expect(keys.window).toBe("jobai:{acme:vendor:0123abcd4567}:limit");
    expect(keys.cachePrefix("h1")).toBe("jobai:{acme:vendor:0123abcd4567}:cache:p:h1");
    expect(keys.cacheTotals).toBe("jobai:{acme:vendor:0123abcd4567}:cache:totals");
    expect(keys.learned).toBe("jobai:{acme:vendor:0123abcd4567}:learned");
    expect(keys.probe).toBe("jobai:{acme:vendor:0123abcd4567}:probe");
    expect(budgetKeys("a}b{c").window).toBe("jobai:{a_b_c}:limit");
    expect(budgetKeys("").window).toBe("jobai:{_}:limit");
    expect(restLimitsKey("rest-abc-user")).toBe("jobai:{rest-abc-user}:rest-limits");
  });
});
