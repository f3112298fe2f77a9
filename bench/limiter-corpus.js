// Builds the estimator's corpus (test/fixtures/estimator-corpus/): real request bodies, none of
// their text written by hand. Code from node_modules and this repo, CI logs produced by running real
// tools here (tsc, biome, shellcheck, git, npm, vitest), prose (READMEs, licences), JSON (package
// manifests, the lock file, configs), and mixed bodies with a system prompt, turns and tools.
//
//   node bench/limiter-corpus.js        (rewrites the corpus; commit the result)
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const OUT = "test/fixtures/estimator-corpus";
const MAX_CHARS = 12_000;

/** The first MAX_CHARS characters of a text, cut at a line end. */
function cut(text, max = MAX_CHARS) {
  if (text.length <= max) return text;
  const end = text.lastIndexOf("\n", max);
  return text.slice(0, end > max / 2 ? end : max);
}

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, "g");

/** What a tool printed (stdout and stderr, as a CI log holds both), colours removed. */
function run(command, args) {
  const result = spawnSync(command, args, {
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return `${result.stdout ?? ""}${result.stderr ?? ""}`.replace(ANSI, "");
}

const read = (path) => readFileSync(path, "utf8");

const sources = {
  code: [
    "src/limit/sliding-window.ts",
    "src/limit/redis-script.ts",
    "src/config/settings.ts",
    "node_modules/ioredis/built/Redis.js",
    "node_modules/pino/pino.js",
    "node_modules/bottleneck/lib/Bottleneck.js",
    "node_modules/yargs/build/lib/yargs-factory.js",
    "node_modules/undici/lib/dispatcher/client.js",
    "node_modules/execa/lib/methods/main-async.js",
    "node_modules/@anthropic-ai/sdk/client.d.ts",
    "hooks/environment",
    "node_modules/fast-check/lib/fast-check.d.ts",
  ].map((path) => ({ source: path, text: read(path) })),
  log: [
    [
      "tsc --checkJs --strict (bench scripts)",
      "npx",
      [
        "tsc",
        "--noEmit",
        "--allowJs",
        "--checkJs",
        "--strict",
        "--module",
        "nodenext",
        "--target",
        "es2022",
        "bench/limiter-corpus.js",
        "bench/limiter-worker.js",
      ],
    ],
    ["biome check src", "npx", ["biome", "check", "src", "--max-diagnostics=40"]],
    ["shellcheck", "shellcheck", ["-x", "-f", "gcc", "hooks/environment", ".ci/run", "bench/run.js"]],
    ["git log --stat", "git", ["log", "--stat", "-n", "25"]],
    ["npm ls --all", "npm", ["ls", "--all"]],
    [
      "vitest run (verbose)",
      "npx",
      ["vitest", "run", "test/limit/limiter-core.test.ts", "--reporter=verbose"],
    ],
    ["node --v8-options", "node", ["--v8-options"]],
    ["redis-server --help", "redis-server", ["--help"]],
    ["ls -la node_modules", "ls", ["-la", "node_modules"]],
    ["git show --stat HEAD~3", "git", ["show", "HEAD~3"]],
    ["node --help", "node", ["--help"]],
    [
      "esbuild --analyze",
      "npx",
      [
        "esbuild",
        "src/cli/bin.ts",
        "--bundle",
        "--platform=node",
        "--format=esm",
        "--analyze=verbose",
        "--outfile=/dev/null",
      ],
    ],
  ].map(([source, command, args]) => ({ source, text: run(command, args) })),
  prose: [
    "node_modules/yargs/README.md",
    "node_modules/pino/README.md",
    "node_modules/ioredis/README.md",
    "node_modules/bottleneck/README.md",
    "node_modules/zod/README.md",
    "node_modules/undici/README.md",
    "node_modules/fast-check/README.md",
    "node_modules/chai/README.md",
    "node_modules/nock/README.md",
    "README.md",
    "node_modules/@anthropic-ai/sdk/LICENSE",
    "node_modules/typescript/ThirdPartyNoticeText.txt",
  ].map((path) => ({ source: path, text: read(path) })),
  json: [
    "package.json",
    "package-lock.json",
    "tsconfig.json",
    "biome.json",
    "node_modules/@anthropic-ai/sdk/package.json",
    "node_modules/typescript/package.json",
    "node_modules/undici/package.json",
    "node_modules/ioredis/package.json",
    "node_modules/esbuild/package.json",
    "node_modules/zod/package.json",
    "node_modules/@biomejs/biome/configuration_schema.json",
    "node_modules/fast-check/package.json",
  ].map((path) => ({ source: path, text: read(path) })),
};

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const index = [];
const write = (name, category, source, body) => {
  writeFileSync(join(OUT, `${name}.json`), `${JSON.stringify(body, null, 1)}\n`);
  index.push({ file: `${name}.json`, category, source });
};
const model = "claude-sonnet-4-5";
for (const [category, items] of Object.entries(sources)) {
  items.forEach(({ source, text }, i) => {
    const name = `${category}-${String(i + 1).padStart(2, "0")}`;
    write(name, category, source, {
      model,
      max_tokens: 1024,
      messages: [{ role: "user", content: cut(text) }],
    });
  });
}
// Mixed: a system prompt (prose), a log and code in turns, an assistant turn (prose), and tools
// whose definitions come from real manifests and schemas.
for (let i = 0; i < 6; i++) {
  const prose = sources.prose[i];
  const log = sources.log[i];
  const code = sources.code[i];
  const json = sources.json[(i + 4) % sources.json.length];
  const manifest = JSON.parse(read(sources.json[4 + (i % 4)].source));
  write(
    `mixed-${String(i + 1).padStart(2, "0")}`,
    "mixed",
    `${prose.source} + ${log.source} + ${code.source}`,
    {
      model,
      max_tokens: 1024,
      system: [{ type: "text", text: cut(prose.text, 3000) }],
      tools: [
        {
          name: String(manifest.name).replace(/[^a-zA-Z0-9_-]/g, "_"),
          description: String(manifest.description ?? ""),
          input_schema: { type: "object", properties: manifest.exports ?? manifest.scripts ?? {} },
        },
      ],
      messages: [
        { role: "user", content: [{ type: "text", text: cut(log.text, 3000) }] },
        { role: "assistant", content: cut(prose.text.slice(3000), 1500) },
        {
          role: "user",
          content: [
            { type: "text", text: cut(code.text, 3000) },
            { type: "tool_result", tool_use_id: "toolu_01", content: cut(json.text, 2000) },
          ],
        },
      ],
    },
  );
}
writeFileSync(join(OUT, "index.json"), `${JSON.stringify(index, null, 1)}\n`);
console.log(`wrote ${index.length} bodies to ${OUT}`);
