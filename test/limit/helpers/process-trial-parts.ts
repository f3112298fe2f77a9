import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { buildModule } from "../../../scripts/esbuild-node.js";
import { type RedisServer, startRedis } from "./redis-server.js";

/** What the process trials run against: the library as a job imports it, the proxy, a Redis. */
export interface ProcessTrialParts {
  /** src/index.ts bundled into one module, as each client process imports it. */
  library: string;
  /** The strict sliding-window proxy, bundled to run as its own process. */
  proxyProcess: string;
  redis: RedisServer;
}

/**
 * Build the parts once for the test file (in its beforeAll) and remove them after it; the getter
 * gives them to the tests. `name` names the temporary directory.
 */
export function useProcessTrialParts(name: string): () => ProcessTrialParts {
  let built: string | undefined;
  let parts: ProcessTrialParts | undefined;
  beforeAll(async () => {
    built = mkdtempSync(join(tmpdir(), `jobai-${name}-test-`));
    const [library, proxyProcess, redis] = await Promise.all([
      buildModule("src/index.ts", join(built, "jobai.mjs")),
      buildModule("test/limit/helpers/window-proxy-process.ts", join(built, "window-proxy.mjs")),
      startRedis(),
    ]);
    parts = { library, proxyProcess, redis };
  }, 60_000);
  afterAll(async () => {
    await parts?.redis.stop();
    if (built) rmSync(built, { recursive: true, force: true });
  });
  return () => {
    if (!parts) throw new Error("the trial's parts are built in beforeAll: call the getter inside a test");
    return parts;
  };
}
