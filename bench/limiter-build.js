// Builds the limiter (and the emulator, for the load runs) from src/ into one temp file each, so the
// limiter benchmarks run the current source without a full `npm run build`.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildModule as buildInto } from "../scripts/esbuild-node.js";

const outdir = mkdtempSync(join(tmpdir(), "jobai-limiter-bench-"));

/** Bundle `src/<entry>.ts` and return the built module's path. */
export function buildModule(entry) {
  return buildInto(`src/${entry}.ts`, join(outdir, `${entry.replaceAll("/", "-")}.mjs`));
}
