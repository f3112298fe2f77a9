// Builds the limiter (and the emulator, for the load runs) from src/ into one temp file each, so the
// limiter benchmarks run the current source without a full `npm run build`.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const outdir = mkdtempSync(join(tmpdir(), "jobai-limiter-bench-"));

/** Bundle `src/<entry>.ts` and return the built module's path. */
export async function buildModule(entry) {
  const outfile = join(outdir, `${entry.replaceAll("/", "-")}.mjs`);
  await build({
    entryPoints: [join(root, "src", `${entry}.ts`)],
    outfile,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20.19",
    banner: { js: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);" },
    logLevel: "warning",
  });
  return outfile;
}
