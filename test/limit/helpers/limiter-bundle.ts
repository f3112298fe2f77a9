/**
 * The limiter built into one ESM file for child processes (Node 20 runs no TypeScript): the tests
 * spawn real node processes that share the file store or a redis-server.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildModule } from "../../../scripts/esbuild-node.js";

let built: Promise<string> | undefined;

/** Path of `src/limit/index.ts` bundled (once per test file) with its dependencies. */
export function limiterBundle(): Promise<string> {
  built ??= buildModule(
    "src/limit/index.ts",
    join(mkdtempSync(join(tmpdir(), "jobai-limit-test-")), "limit.mjs"),
  );
  return built;
}
