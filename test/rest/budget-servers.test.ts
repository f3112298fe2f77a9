/**
 * Several job processes on one token against servers of our own beside the emulator (issue 20): a
 * fixed-window, a sliding-window (Reset = until the oldest hit leaves) and a token-bucket rate
 * limiter (test/rest/servers/limited-api.mjs), each in its own process, the clients in theirs,
 * sharing the budget through the file store. At most one 429 in all, every listing complete.
 * Short windows (2 s: a window of 1 s would make every Reset "1", which hides what a sliding
 * window's Reset means) on the real clock; each child is bounded in time.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { listBuildsScript, restBundle, runChild } from "./helpers/children.js";
import { startStandIn } from "./servers/processes.js";

const CLIENTS = 3;
/** 6 pages of 100 per client: 18 requests at 4 per 2 s, at least 8 s. */
const BUILDS = 600;

describe.each(["fixed", "sliding", "bucket"] as const)("a %s rate limiter in its own process", (limiter) => {
  it(`${CLIENTS} client processes on one token: at most one 429 in all, every build listed`, async () => {
    const server = await startStandIn({ limiter, limit: 4, windowMs: 2_000, builds: BUILDS });
    try {
      const env = {
        REST_BUNDLE: await restBundle(),
        SERVICE_API_URL: server.url,
        SERVICE_API_TOKEN: `budget-servers-${limiter}`,
        JOBAI_LIMIT_STORE: "file",
        JOBAI_STATE_DIR: mkdtempSync(join(tmpdir(), "jobai-rest-servers-")),
      };
      const runs = await Promise.all(
        Array.from({ length: CLIENTS }, () => runChild([listBuildsScript], env, 45_000)),
      );
      const counters = await server.stop();
      for (const run of runs) {
        expect(run.stderr).toBe("");
        expect(run.code).toBe(0);
        expect(JSON.parse(run.stdout).count).toBe(BUILDS);
      }
      expect(counters.ok).toBe(CLIENTS * (BUILDS / 100));
      expect(counters.rateLimited).toBeLessThanOrEqual(1);
    } finally {
      await server.stop().catch(() => {});
    }
  }, 60_000);
});
