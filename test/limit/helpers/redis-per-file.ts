/**
 * A redis-server and a plain ioredis client of it for the tests of one file (or describe block):
 * started in its beforeAll, stopped in its afterAll. Read `server` and `client` inside the tests.
 */
import { Redis } from "ioredis";
import { afterAll, beforeAll } from "vitest";
import { type RedisServer, startRedis } from "./redis-server.js";

export interface RedisPerFile {
  readonly server: RedisServer;
  readonly client: Redis;
}

export function redisPerFile(): RedisPerFile {
  let server: RedisServer | undefined;
  let client: Redis | undefined;
  beforeAll(async () => {
    server = await startRedis();
    client = new Redis(server.url);
  });
  afterAll(async () => {
    client?.disconnect();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("redisPerFile: read it inside a test, after beforeAll");
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get client() {
      return started(client);
    },
  };
}
