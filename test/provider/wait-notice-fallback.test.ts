/**
 * The CLI's wait line on the fallback: when the Redis store fails, the host's file store counts the
 * whole budget as used for a span (fallback-store.ts), and `jobai ask` printed "waiting 76 s for the
 * rate limit (50 requests per 60 s)" with 47 of the 50 unused (a new user's trial). The line now
 * says the wait comes from the store that is down. A real redis-server, stopped after one request.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { resolveSettings } from "../../src/config/settings.js";
import type { Limiter } from "../../src/limit/types.js";
import { createNoticedLimiter } from "../../src/provider/wait-notice.js";
import { startRedis } from "../limit/helpers/redis-server.js";

test("a wait decided without the failed Redis store says so, not only 'for the rate limit'", async () => {
  const redis = await startRedis();
  const stateDir = mkdtempSync(join(tmpdir(), "jobai-wait-fallback-"));
  const settings = resolveSettings(
    { store: "redis", redisUrl: redis.url, stateDir, requests: 5, window: "1s" },
    {},
    {},
  );
  const lines: string[] = [];
  const env = { SERVICE_ORGANIZATION_SLUG: `wait-fallback-${Date.now()}` };
  const limiter = createNoticedLimiter(settings, env, (line) => lines.push(line)) as Limiter;
  try {
    const one = { requests: 1, inputTokens: 1 };
    (await limiter.acquire(one)).settle(one);
    expect((await limiter.state()).store).toBe("redis");
    await redis.stop();
    const leave = new AbortController();
    const waiting = limiter.acquire(one, leave.signal).catch(() => undefined);
    for (let i = 0; i < 100 && lines.length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    leave.abort();
    await waiting;
    expect(lines).toEqual([
      expect.stringMatching(
        /^jobai: waiting \d+ s for the rate limit \(5 requests per 1 s\) while the redis store is down: see the warning above$/,
      ),
    ]);
  } finally {
    await limiter.close();
    await redis.stop();
    rmSync(stateDir, { recursive: true, force: true });
  }
});
