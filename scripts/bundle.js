#!/usr/bin/env node
// Builds the committed CLI bundle (`bundle/`) that bin/jobai.js and the plugin's hooks run, so the
// plugin works from a plain git checkout with only node. `--check` rebuilds into a temp directory and
// fails when the committed bundle differs from the source.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildCli } from "./esbuild-node.js";

const check = process.argv.includes("--check");
const outdir = check ? mkdtempSync(join(tmpdir(), "jobai-bundle-")) : "bundle";

if (!check) rmSync(outdir, { recursive: true, force: true });
await buildCli(outdir);

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
