#!/usr/bin/env node
// Builds the committed CLI bundle (`bundle/`) that bin/jobai.js and the plugin's hooks run, so the
// plugin works from a plain git checkout with only node. `--check` rebuilds into a temp directory and
// fails when the committed bundle differs from the source.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";

const check = process.argv.includes("--check");
const outdir = check ? mkdtempSync(join(tmpdir(), "jobai-bundle-")) : "bundle";

if (!check) rmSync(outdir, { recursive: true, force: true });
const common = {
  outdir,
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20.19",
  minify: true,
  legalComments: "linked",
  // CommonJS dependencies call require(); give ESM chunks one.
  banner: { js: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);" },
  logLevel: "warning",
};
// `jobai env` on its own, with nothing shared: see src/cli/env-fast.ts.
await build({ ...common, entryPoints: { "env-fast": "src/cli/env-fast.ts" } });
// Everything else: one chunk per command, loaded on demand.
await build({
  ...common,
  entryPoints: { jobai: "src/cli/bin.ts" },
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  // bin.ts imports the separately built env-fast.js at run time, beside it in bundle/.
  plugins: [
    {
      name: "env-fast-is-separate",
      setup(build) {
        build.onResolve({ filter: /^\.\/env-fast\.js$/ }, () => ({ path: "./env-fast.js", external: true }));
      },
    },
  ],
});

if (check) {
  const list = (dir) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
      .sort();
  const built = list(outdir);
  const committed = list("bundle");
  const differs =
    built.join("\n") !== committed.join("\n") ||
    built.some((file) => !readFileSync(join(outdir, file)).equals(readFileSync(join("bundle", file))));
  rmSync(outdir, { recursive: true, force: true });
  if (differs) {
    console.error("bundle/ is out of date with src/: run 'npm run build:bundle' and commit bundle/.");
    process.exit(1);
  }
  console.log("bundle/ matches src/.");
}
