#!/usr/bin/env node
// Builds dist/ (the library) from a clean directory: tsc writes JavaScript and .d.ts, then esbuild
// bundles the JavaScript in place (scripts/esbuild-node.js, bundleLibrary: a lean import).
//   --if-stale  skip when dist/ was built from exactly these sources (a hash of src/ and the tsconfigs,
//               kept in dist/.build-stamp.json): `npm pack` runs prepack then prepare, and a git
//               dependency's install runs prepare then prepack; each would otherwise build again (~15 s).
//   --lenient   a type error warns instead of failing, as long as tsc wrote dist/index.js, and so does
//               a missing typescript: `prepare` runs on every `npm ci`, and neither a type error in a
//               work tree nor --omit=dev may stop the install (`npm run typecheck` fails on type errors).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = join(root, "dist");
const stampFile = join(dist, ".build-stamp.json");
const ifStale = process.argv.includes("--if-stale");
const lenient = process.argv.includes("--lenient");

function sourceHash() {
  const files = readdirSync(join(root, "src"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .concat(
      [
        "tsconfig.json",
        "tsconfig.build.json",
        "package.json",
        "scripts/build-lib.js",
        "scripts/esbuild-node.js",
      ].map((name) => join(root, name)),
    )
    .sort();
  const hash = createHash("sha256");
  for (const file of files) hash.update(file.slice(root.length)).update("\0").update(readFileSync(file));
  return hash.digest("hex");
}

const hash = sourceHash();
if (ifStale && existsSync(join(dist, "index.js")) && existsSync(stampFile)) {
  const stamp = JSON.parse(readFileSync(stampFile, "utf8"));
  if (stamp.sources === hash) process.exit(0);
}

let tsc;
try {
  tsc = createRequire(join(root, "package.json")).resolve("typescript/bin/tsc");
} catch {
  // `npm ci --omit=dev` in a clone: the CLI runs from the committed bundle/ without dist/.
  console.error(
    "jobai: building dist/ needs typescript (a devDependency): run 'npm ci' with dev dependencies.",
  );
  process.exit(lenient ? 0 : 1);
}

rmSync(dist, { recursive: true, force: true });
const result = spawnSync(process.execPath, [tsc, "-p", join(root, "tsconfig.build.json")], {
  stdio: "inherit",
});
const built = existsSync(join(dist, "index.js"));
if (result.status !== 0 && !(lenient && built)) process.exit(result.status ?? 1);

// Every dependency but zod stays external (bundleLibrary says why).
const { dependencies } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const external = Object.keys(dependencies).filter((name) => name !== "zod");
try {
  const { bundleLibrary } = await import("./esbuild-node.js");
  await bundleLibrary(dist, external);
} catch (error) {
  // tsc's modules work as they are, only slower to import.
  console.error(`jobai: dist/ was left unbundled: ${error.message}`);
  if (!lenient) process.exit(1);
}

if (result.status !== 0) {
  console.error("jobai: dist/ was built with type errors (above); 'npm run typecheck' lists them.");
} else {
  writeFileSync(stampFile, `${JSON.stringify({ sources: hash })}\n`);
}
