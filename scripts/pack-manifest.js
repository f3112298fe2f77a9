#!/usr/bin/env node
// The package.json that goes into the tarball, without `scripts`: every script runs a file of
// scripts/, which is not shipped, and npm warns on installing a tarball whose manifest has a
// `prepare` script (issue 21). A clone keeps them: `prepare` builds dist/ on `npm ci` and for a git
// dependency, which npm packs after building it (so its installed copy has none either).
//   strip    (prepack)  keep package.json aside in .package.json.packing, write it without `scripts`
//   restore  (postpack) put the kept package.json back
// A pack that failed between the two leaves the kept copy: the next strip restores it first. The
// same job as pinst (which only handles `postinstall`), in a few lines rather than a dependency.
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const manifest = join(root, "package.json");
const kept = join(root, ".package.json.packing");

function restore() {
  if (existsSync(kept)) renameSync(kept, manifest);
}

const action = process.argv[2];
if (action === "strip") {
  restore();
  const text = readFileSync(manifest, "utf8");
  const { scripts: _scripts, ...packed } = JSON.parse(text);
  writeFileSync(kept, text);
  writeFileSync(manifest, `${JSON.stringify(packed, null, 2)}\n`);
} else if (action === "restore") {
  restore();
} else {
  console.error("usage: node scripts/pack-manifest.js strip|restore");
  process.exit(2);
}
