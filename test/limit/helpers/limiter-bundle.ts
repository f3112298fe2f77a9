/**
 * The limiter built into one ESM file for child processes (Node 20 runs no TypeScript): the tests
 * spawn real node processes that share the file store or a redis-server.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";

let built: Promise<string> | undefined;

/** Path of `src/limit/index.ts` bundled (once per test file) with its dependencies. */
export function limiterBundle(): Promise<string> {
  built ??= (async () => {
    const outfile = join(mkdtempSync(join(tmpdir(), "jobai-limit-test-")), "limit.mjs");
    await build({
      entryPoints: [new URL("../../../src/limit/index.ts", import.meta.url).pathname],
      outfile,
      bundle: true,
      format: "esm",
      platform: "node",
      target: "node20.19",
      banner: { js: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);" },
      logLevel: "warning",
    });
    return outfile;
  })();
  return built;
}
