/**
 * The package as npm packs it, and as a script imports it, on dist/ as `npm ci`'s prepare builds it
 * (rebuilt here only when src/ changed; one file, so two test files never rebuild dist/ at once).
 * - The tarball (the `files` field and dist/ as the build leaves it) holds what the import, the CLI
 *   and the hooks need; dist/ reads like its source (not minified, each file with a source map that
 *   carries the sources it maps to), and no shipped file cites one that is not shipped. The full
 *   install, from the tarball and as a git dependency, is scripts/install-check.sh (run by .ci/run).
 * - `import "jobai"` loads what createClient, createLimiter and createRestClient need, and not the
 *   emulator, the subpaths, the Redis client or the agent CLI's execa: those load when called or
 *   imported. Run in a child process, with its modules listed by a loader hook (bench/module-count.js).
 * - `import "jobai"` holds the design's public surface, the errors it throws and no more; the rest
 *   of what the README documents comes from the subpaths.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, normalize } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../helpers/cli.js";
import { markdownLinks } from "../readme/markdown-links.js";

let files: string[];
/** The tarball of the one real pack, and the clone's package.json before it. */
let tarball = "";
let packDir = "";
let packageJsonBefore = "";

beforeAll(() => {
  const build = spawnSync(process.execPath, ["scripts/build-lib.js", "--if-stale", "--lenient"], {
    cwd: repoRoot,
    stdio: "inherit",
  });
  expect(build.status).toBe(0);
  // One real pack, scripts on (one npm run, not a dry run and then a pack): its list of files, and
  // the tarball whose package.json the test below reads. prepack strips `scripts` (their files are
  // not shipped, and npm warns of a `prepare` on install), postpack puts the clone's back as it was.
  packageJsonBefore = readFileSync(join(repoRoot, "package.json"), "utf8");
  packDir = mkdtempSync(join(tmpdir(), "jobai-pack-"));
  const pack = spawnSync("npm", ["pack", "--json", "--pack-destination", packDir], {
    cwd: repoRoot,
    encoding: "utf8",
    env: { ...process.env, npm_config_loglevel: "error", npm_config_update_notifier: "false" },
  });
  expect(pack.status).toBe(0);
  const [packed] = JSON.parse(pack.stdout) as [{ filename: string; files: { path: string }[] }];
  files = packed.files.map((file) => file.path);
  tarball = join(packDir, packed.filename);
}, 120_000);

afterAll(() => {
  if (packDir) rmSync(packDir, { recursive: true, force: true });
});

describe("the tarball", () => {
  it("holds what the import, the CLI and the plugin need", () => {
    for (const needed of [
      "package.json",
      "LICENSE",
      "README.md",
      "dist/index.js",
      "dist/index.d.ts",
      "dist/on-demand.d.ts",
      "dist/emulator/index.js",
      "dist/emulator/index.d.ts",
      "dist/provider/index.js",
      "dist/provider/index.d.ts",
      "dist/rest/index.js",
      "dist/rest/index.d.ts",
      "dist/summarize/index.js",
      "dist/summarize/index.d.ts",
      "bin/jobai.js",
      // The command the environment hook and the emulator's job.env put on PATH: a file, since
      // npm pack drops a symlink (issue 28).
      "bin/jobai",
      "bundle/jobai.js",
      "bundle/env-fast.js",
      "hooks/environment",
      "hooks/lib/bin-path.bash",
      "plugin.yml",
    ]) {
      expect(files).toContain(needed);
    }
  });

  it("holds no sources, tests or build stamp", () => {
    expect(files.filter((file) => /^src\/|^test\/|\.build-stamp/.test(file))).toEqual([]);
  });

  it("holds dist/ unminified, each file with its source map, which carries the sources it maps to", () => {
    const scripts = files.filter((file) => file.startsWith("dist/") && file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(5);
    for (const script of scripts) {
      const text = readFileSync(join(repoRoot, script), "utf8");
      const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(text)?.[1];
      const map = join(script, "..", url ?? "missing");
      expect(files, `${script}'s source map`).toContain(map);
      const { sources, sourcesContent } = JSON.parse(readFileSync(join(repoRoot, map), "utf8")) as {
        sources: string[];
        sourcesContent?: (string | null)[];
      };
      // An entry that only re-exports chunks (jobai/provider) has no code of its own to map.
      if (sources.length === 0)
        expect(text, script).not.toMatch(/^(?:async function|function|const|let|var|class) /m);
      expect(sourcesContent?.filter((content) => typeof content === "string")).toHaveLength(sources.length);
      // Not minified: one statement a line, as esbuild prints unminified code (a minified chunk
      // was one line of 4 KB and more).
      const longest = Math.max(...text.split("\n").map((line) => line.length));
      expect(longest, script).toBeLessThan(1000);
    }
    const index = JSON.parse(readFileSync(join(repoRoot, "dist/index.js.map"), "utf8")) as {
      sources: string[];
    };
    expect(index.sources).toContain("../src/on-demand.ts");
  });

  it("ships a package.json without scripts, so installing it runs and warns of none", () => {
    const manifest = spawnSync("tar", ["-xzOf", tarball, "package/package.json"], { encoding: "utf8" });
    const shipped = JSON.parse(manifest.stdout) as Record<string, unknown>;
    expect(shipped.scripts).toBeUndefined();
    expect(shipped.name).toBe("jobai");
    expect(shipped.exports).toEqual((JSON.parse(packageJsonBefore) as { exports: unknown }).exports);
    expect(readFileSync(join(repoRoot, "package.json"), "utf8")).toBe(packageJsonBefore);
    expect(existsSync(join(repoRoot, ".package.json.packing"))).toBe(false);
  });

  it("holds no file that cites a file the package does not hold", () => {
    // The design notes and the developers' guide live beside the repository, not in the package: a
    // shipped file (a .d.ts a user hovers, a source map's sources, a hook, the README) names none of
    // them, except as a link into the repository. Every file checked, not a chosen few: 17 internal
    // .d.ts and their maps cited DESIGN.md after index.d.ts stopped (issue 21).
    const cited = /(?<![/\w.-])(DESIGN\.md|DEVELOPING\.md|STYLE\.md|service-api\.md)\b/g;
    // A source file named in a comment must exist: its text ships in the source maps.
    const sourcePath = /(?<![/\w.-])src\/[\w./-]+\.ts\b/g;
    const texts = files.filter((file) => !/\.(png|jpe?g|gz)$/.test(file));
    expect(texts).toContain("dist/index.d.ts");
    expect(texts).toContain("dist/rest/client.d.ts");
    expect(texts).toContain("hooks/post-command");
    expect(texts.some((file) => file.endsWith(".js.map"))).toBe(true);
    const offences: string[] = [];
    for (const file of texts) {
      const text = readFileSync(join(repoRoot, file), "utf8");
      for (const match of text.matchAll(cited)) offences.push(`${file} names ${match[0]}`);
      for (const match of text.matchAll(sourcePath))
        if (!existsSync(join(repoRoot, match[0])))
          offences.push(`${file} names ${match[0]}, which does not exist`);
    }
    expect(offences).toEqual([]);
  });

  it("holds every file the README and docs/ link to by a relative path (examples/ and docs/ ship)", () => {
    const pages = files.filter((file) => file === "README.md" || /^docs\/[^/]+\.md$/.test(file));
    expect(pages).toContain("docs/limits.md");
    const links = pages.flatMap((page) =>
      markdownLinks(readFileSync(join(repoRoot, page), "utf8"))
        .map((link) => link.target.split("#")[0] ?? "")
        .filter((link) => link !== "" && !/^[a-z][\w+.-]*:/i.test(link))
        .map((link) => ({ page, link, path: normalize(join(dirname(page), link)).replace(/\/$/, "") })),
    );
    expect(links.map((link) => link.path)).toContain("examples/summarize-diff.mjs");
    expect(links.map((link) => link.path)).toContain("docs/rest.md");
    const missing = links
      .filter(({ path }) => !files.includes(path) && !files.some((file) => file.startsWith(`${path}/`)))
      .map(({ page, link }) => `${page}: ${link}`);
    expect(
      missing,
      "README or docs/ link to files the package does not hold: ship them or link into the repository",
    ).toEqual([]);
  });
});

/**
 * Heavy parts that only some callers need (yaml and pino: src/on-first-use.ts). dist/ is bundled
 * (scripts/esbuild-node.js, bundleLibrary): what loads on demand is a chunk named after its module.
 */
// @opentelemetry/api is @anthropic-ai/sdk's own dependency (it loads it); the OpenTelemetry SDK is jobai's, on demand.
const HEAVY =
  /node_modules\/((ioredis|execa|undici|yaml|pino|zod)\/|@opentelemetry\/(?!api\/))|\/dist\/(emulator|provider|rest|summarize)\/|\/dist\/chunks\/(redis-store|otel-sdk)-/;

/** Runs `script` as an ES module from the repository's root, where "jobai" is the package itself. */
function runModule(script: string[], timeout: number) {
  return spawnSync(process.execPath, ["--input-type=module", "-e", script.join("\n")], {
    cwd: repoRoot,
    encoding: "utf8",
    timeout,
  });
}

describe("the public surface", () => {
  it("'jobai' holds the design's six names and the errors they throw; the subpaths hold the rest", () => {
    const run = runModule(
      [
        "const names = {};",
        'for (const path of ["jobai", "jobai/provider", "jobai/rest", "jobai/summarize", "jobai/emulator"])',
        "  names[path] = Object.keys(await import(path)).sort();",
        "console.log(JSON.stringify(names));",
      ],
      30_000,
    );
    expect(run.stderr).toBe("");
    const names = JSON.parse(run.stdout) as Record<string, string[]>;
    expect(names.jobai).toEqual([
      "RequestTooLargeError",
      "RestError",
      "SpendLimitError",
      "UsageError",
      "buildUsage",
      "createClient",
      "createLimiter",
      "createRestClient",
      "isRestError",
      "isSpendLimitError",
      "limitMiddleware",
      "proxyConfig",
      "startEmulator",
    ]);
    // Every other name the README shows in code, from its subpath.
    expect(names["jobai/provider"]).toEqual(
      expect.arrayContaining([
        "describeProviderError",
        "headerPolicyMiddleware",
        "proxyBaseUrl",
        "readProxyAccess",
      ]),
    );
    expect(names["jobai/rest"]).toEqual(
      expect.arrayContaining(["ListTooDeepError", "createRestClient", "currentJobRef", "isRestError"]),
    );
    expect(names["jobai/summarize"]).toEqual(
      expect.arrayContaining(["createAgentCli", "digestFile", "summarize"]),
    );
    expect(names["jobai/emulator"]).toEqual(
      expect.arrayContaining(["LIMIT_MODELS", "PROVIDER_ERROR_TYPES", "countTokens", "startEmulator"]),
    );
  }, 30_000);
});

describe("a lean import", () => {
  it("loads neither the emulator, the relay, Redis, execa, yaml, pino nor OpenTelemetry, and its own code in a few files", () => {
    const run = spawnSync(process.execPath, ["bench/module-count.js", "jobai", "--list"], {
      cwd: repoRoot,
      encoding: "utf8",
    });
    expect(run.status).toBe(0);
    const { files } = JSON.parse(run.stdout) as { files: string[] };
    expect(files.some((file) => file.endsWith("/dist/index.js"))).toBe(true);
    expect(files.filter((file) => HEAVY.test(file))).toEqual([]);
    // Bundled: its own code in a few files, not one per source module (there are over 300). esbuild
    // makes a chunk per set of entry points that share modules, so the count follows the entries
    // (index, emulator, provider, rest, summarize, the CLI's commands), not the modules: 19 before
    // prices and spend limits joined the createClient path, 25 after.
    const own = files.filter((file) => file.startsWith(join(repoRoot, "dist/")));
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(30);
  });

  it("loads the emulator when startEmulator from 'jobai' is called", () => {
    const run = runModule(
      [
        'import { createClient, startEmulator } from "jobai";',
        "const emulator = await startEmulator();",
        'const client = createClient({ env: emulator.env, limits: { store: "memory" } });',
        'const message = await client.messages.create({ model: "claude-haiku-4-5", max_tokens: 20, messages: [{ role: "user", content: "lazy" }] });',
        "console.log(message.content[0].text);",
        "await client.close();",
        "await emulator.close();",
      ],
      60_000,
    );
    expect(run.stderr).toBe("");
    expect(run.stdout.trim()).toBe("You said: lazy");
  }, 60_000);

  it("loads yaml and pino when a YAML policy is checked and a header warned about", () => {
    const run = runModule(
      [
        'import { checkOidcPolicy } from "jobai/rest";',
        'import { headerPolicyMiddleware } from "jobai/provider";',
        'const policy = checkOidcPolicy("- iss: https://agent.example\\n  claims: { pipeline: deploy }");',
        "console.log(JSON.stringify(policy));",
        'try { checkOidcPolicy("- iss: [") } catch (error) { console.log(error.name) }',
        // The header policy warns through the logger (pino), on stderr.
        'const headers = new Headers({ "anthropic-beta": "made-up-beta" });',
        'await headerPolicyMiddleware({ token: "kept-out" })({ headers }, async () => new Response(""));',
      ],
      30_000,
    );
    expect(run.stdout.trim().split("\n")).toEqual([
      '[{"iss":"https://agent.example","claims":{"pipeline":"deploy"}}]',
      "UsageError",
    ]);
    expect(run.stderr).toMatch(/^jobai warn: anthropic-beta 'made-up-beta' will be dropped by the proxy/);
    expect(run.stderr).not.toContain("kept-out");
  }, 30_000);
});
