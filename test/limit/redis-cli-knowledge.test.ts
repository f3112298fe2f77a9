/**
 * Issue 29, item 2: every `jobai ask` with the Redis store warned "the redis prompt-cache knowledge
 * failed (Connection is closed.)" and wrote no knowledge. The cause: the knowledge is recorded in
 * the background after the response, and the CLI closed the limiter (and the knowledge's Redis
 * connection, still connecting) as soon as the answer was printed. Short-lived processes only: the
 * CLI, in a child process, against a real redis-server.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StartedEmulator, startEmulator } from "../../src/emulator/index.js";
import { runJobai } from "../helpers/cli.js";
import { type RedisServer, startRedis } from "./helpers/redis-server.js";

let emulator: StartedEmulator;
let server: RedisServer;
let dir: string;

beforeAll(async () => {
  [emulator, server] = await Promise.all([startEmulator(), startRedis()]);
  dir = await mkdtemp(join(tmpdir(), "jobai-redis-cli-"));
});
afterAll(async () => {
  await Promise.all([emulator?.close(), server?.stop()]);
  await rm(dir, { recursive: true, force: true });
});

describe("jobai ask with the Redis store, as a short-lived process", () => {
  it("twice: an empty stderr, and the prompt-cache knowledge of both answers is in Redis", async () => {
    const env = {
      ...emulator.env,
      JOBAI_STATE_DIR: dir,
      JOBAI_LIMIT_STORE: "redis",
      JOBAI_REDIS_URL: server.url,
    };
    for (let run = 0; run < 2; run++) {
      const result = await runJobai(["ask", "--max-tokens", "8", "hi"], { env });
      expect(result.stderr).toBe("");
      expect(result.exitCode).toBe(0);
      expect(result.stdout).toBe("You said: hi");
    }
    const redis = new Redis(server.url);
    try {
      const keys = await redis.keys("jobai:cache:*:totals");
      expect(keys).toHaveLength(1);
      const totals = await redis.hgetall(keys[0] as string);
      expect(Number(totals.requests)).toBe(2);
      // Every key jobai writes expires (issue 34, item 4): the totals too.
      expect(await redis.pttl(keys[0] as string)).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });
});
