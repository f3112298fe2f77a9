// The esbuild settings for code that node runs as ESM, in one place: the committed CLI bundle
// (scripts/bundle.js), the private plugin copy of the hook tests, and the single-module builds that
// the limiter's tests and benchmarks hand to child processes (Node 20 runs no TypeScript).
import { cpSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));

// src/on-first-use.ts loads yaml and pino from node_modules on first use (the library's lean import);
// a bundle has no node_modules beside it, so it gets the variant that bundles them.
const bundledDependencies = {
  name: "on-first-use-bundled",
  setup(build) {
    build.onResolve({ filter: /\/on-first-use\.js$/ }, () => ({
      path: join(root, "src/on-first-use.bundled.ts"),
    }));
  },
};

const nodeEsm = {
  absWorkingDir: root,
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20.19",
  // CommonJS dependencies call require(); give ESM files one.
  banner: { js: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);" },
  logLevel: "warning",
  plugins: [bundledDependencies],
};

/** Bundle one module (a path under the repository) with its dependencies into `outfile`. */
export async function buildModule(entry, outfile) {
  await build({ ...nodeEsm, entryPoints: [join(root, entry)], outfile });
  return outfile;
}

/** Build the CLI into `outdir` as bundle/ holds it: `jobai.js`, `env-fast.js` and `chunks/`. */
export async function buildCli(outdir) {
  const common = { ...nodeEsm, outdir, minify: true, legalComments: "linked" };
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
      ...nodeEsm.plugins,
      {
        name: "env-fast-is-separate",
        setup(build) {
          build.onResolve({ filter: /^\.\/env-fast\.js$/ }, () => ({
            path: "./env-fast.js",
            external: true,
          }));
        },
      },
    ],
  });
}

/**
 * zod's `locales` namespace (40 languages, half of zod's bytes) is exported whole, so no bundler can
 * drop it; jobai's messages are English and it never calls `z.locales`: bundle only English.
 */
const englishZodMessages = {
  name: "english-zod-messages",
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      args.importer.includes(join("node_modules", "zod"))
        ? { path: "zod-locales", namespace: "english-zod" }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "english-zod" }, () => ({
      contents: 'export { default as en } from "zod/v4/locales/en.js";',
      resolveDir: root,
    }));
  },
};

/**
 * Bundle the library that tsc wrote to `dist` in place: the entries (`jobai` and the subpaths of
 * package.json's `exports`) and what they load on demand become a few files with shared chunks,
 * because Node pays for every module it loads (bench/startup.bench.js: `import("jobai")` went from
 * 500 modules to about 310). The packages in `external` stay imports of node_modules (the SDK must be the caller's copy); zod
 * is bundled, tree-shaken. tsc's declarations stay beside the bundle for the types.
 */
export async function bundleLibrary(dist, external) {
  const out = `${dist}.bundle`;
  rmSync(out, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: {
      index: join(dist, "index.js"),
      "emulator/index": join(dist, "emulator", "index.js"),
      "provider/index": join(dist, "provider", "index.js"),
      "rest/index": join(dist, "rest", "index.js"),
      "summarize/index": join(dist, "summarize", "index.js"),
    },
    outdir: out,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20.19",
    external: external.flatMap((name) => [name, `${name}/*`]),
    chunkNames: "chunks/[name]-[hash]",
    // Not minified, with source maps that carry their sources (tsc's maps, inlineSources, which
    // esbuild follows): a stack trace from dist/ names readable code, and the map leads back to
    // src/*.ts without src/ in the package (issue 21: one 4 KB line of chunk-*.js).
    sourcemap: "linked",
    sourcesContent: true,
    plugins: [englishZodMessages],
    logLevel: "warning",
  });
  // tsc's modules and their maps give way to the bundle and its maps.
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && /\.js(\.map)?$/.test(entry.name)) rmSync(join(entry.parentPath, entry.name));
  }
  cpSync(out, dist, { recursive: true });
  rmSync(out, { recursive: true, force: true });
}
