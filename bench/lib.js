// Small helpers shared by the benchmarks: timing child processes, percentiles, a table, a JSON file,
// a module as an earlier commit had it.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { Redis } from "ioredis";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * `entry` (a path under src/, e.g. `src/summarize/digest-file.ts`, or a list of them, bundled as one
 * module that exports what each exports) as the commit `ref` had it, bundled into one module, to run
 * beside this tree's in the same run: that commit's src/ is extracted (git archive) under
 * node_modules/.cache, so its imports resolve to this tree's node_modules, and bundled whole,
 * nothing of this tree's src/ in it (scripts/esbuild-node.js would swap in this tree's
 * on-first-use.bundled.ts). Returns the short commit and the module's path.
 */
export async function buildAtRef(ref, entry) {
  const sha = execFileSync("git", ["rev-parse", "--short", ref], { cwd: root, encoding: "utf8" }).trim();
  const dir = join(root, "node_modules", ".cache", "jobai-bench-at-ref", sha);
  if (!existsSync(join(dir, "src"))) {
    mkdirSync(dir, { recursive: true });
    const archive = execFileSync("git", ["archive", "--format=tar", sha, "src"], {
      cwd: root,
      maxBuffer: 256 * 1024 * 1024,
    });
    execFileSync("tar", ["-x", "-C", dir], { input: archive });
  }
  return { sha, module: await bundleEntry(dir, entry) };
}

/** `entry` as this tree has it now (uncommitted changes too), bundled as buildAtRef bundles a commit's. */
export async function buildHere(entry) {
  const dir = join(root, "node_modules", ".cache", "jobai-bench-here");
  mkdirSync(dir, { recursive: true });
  return bundleEntry(root, entry, dir);
}

async function bundleEntry(dir, entry, outdir = dir) {
  const entries = Array.isArray(entry) ? entry : [entry];
  const name = entries
    .map((path) =>
      path
        .replace(/^src\//, "")
        .replace(/\.ts$/, "")
        .replaceAll("/", "-"),
    )
    .join("+");
  const module = join(outdir, `${name}.mjs`);
  await build({
    ...(Array.isArray(entry)
      ? {
          stdin: {
            contents: entries.map((path) => `export * from ${JSON.stringify(`./${path}`)};`).join("\n"),
            resolveDir: dir,
            loader: "ts",
          },
        }
      : { entryPoints: [join(dir, entry)] }),
    outfile: module,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20.19",
    // CommonJS dependencies call require(); give ESM files one.
    banner: { js: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);" },
    logLevel: "warning",
  });
  return module;
}

/** Wall time of one run of a command, in ms. */
export function timeCommand(command, args, options = {}) {
  const start = process.hrtime.bigint();
  const result = spawnSync(command, args, { stdio: ["ignore", "ignore", "pipe"], ...options });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(" ")} exited ${result.status}: ${result.stderr}`);
  return ms;
}

/**
 * Time several commands side by side: warm-ups, then `runs` rounds, each round running every command
 * once in turn, so drift in the machine's load hits all of them alike.
 */
export function compareCommands(commands, { runs = 30, warmup = 3 } = {}) {
  for (let i = 0; i < warmup; i++) for (const c of commands) timeCommand(c.command, c.args, c.options);
  const samples = commands.map(() => []);
  for (let i = 0; i < runs; i++) {
    for (const [j, c] of commands.entries()) samples[j].push(timeCommand(c.command, c.args, c.options));
  }
  return commands.map((c, j) => ({ name: c.name, ...summarize(samples[j]) }));
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export function summarize(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (x) => Math.round(x * 1000) / 1000;
  return {
    runs: sorted.length,
    median: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    min: round(sorted[0]),
    mean: round(sorted.reduce((a, b) => a + b, 0) / sorted.length),
  };
}

/** Print rows as an aligned table. */
export function printTable(rows, columns = Object.keys(rows[0] ?? {})) {
  const text = (v) => (typeof v === "number" ? String(Math.round(v * 100) / 100) : String(v ?? ""));
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => text(r[c]).length)));
  const line = (cells) => cells.map((cell, i) => cell.padEnd(widths[i])).join("  ");
  console.log(line(columns));
  console.log(line(widths.map((w) => "-".repeat(w))));
  for (const row of rows) console.log(line(columns.map((c) => text(row[c]))));
}

/** Write a benchmark's results to bench/results/<name>.json with the machine's facts. */
export function writeResults(name, results) {
  const file = new URL(`results/${name}.json`, import.meta.url);
  const record = {
    name,
    date: new Date().toISOString(),
    node: process.version,
    platform: process.platform,
    ...results,
  };
  // Run alone (not through bench/run.js), a benchmark may be the first to write there.
  mkdirSync(new URL("results/", import.meta.url), { recursive: true });
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`wrote ${file.pathname}`);
}

/**
 * Start `jobai emulate` (limits set out of the way) in its own process and read its export lines,
 * which it prints first, before it serves. Returns the child and the fake job's variables.
 */
export async function startEmulatorProcess(bin) {
  const child = spawn(
    process.execPath,
    [bin, "emulate", "--quiet", "--rpm", "100000000", "--itpm", "100000000000"],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let text = "";
  const env = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error("jobai emulate did not print its variables within 15 s")),
      15_000,
    );
    child.stdout.on("data", (chunk) => {
      text += chunk;
      const vars = Object.fromEntries(
        [...text.matchAll(/^export (\w+)='([^']*)'$/gm)].map((m) => [m[1], m[2]]),
      );
      // PATH is exported as jobai's own directories before the sourcing shell's PATH.
      const path = /^export PATH='([^']*)'"\$\{PATH:\+:\$PATH\}"$/m.exec(text)?.[1];
      if (path !== undefined) vars.PATH = [path, process.env.PATH].filter(Boolean).join(":");
      if (vars.PATH && vars.SERVICE_AGENT_ENDPOINT && vars.SERVICE_AGENT_ACCESS_TOKEN) {
        clearTimeout(timer);
        resolve(vars);
      }
    });
    child.once("exit", (code) => reject(new Error(`jobai emulate exited ${code}`)));
  });
  return { child, env };
}

/**
 * CPU seconds (user + system) a process has used, from /proc (Linux); undefined elsewhere. Unlike a
 * command's wall time (SLOWLOG, INFO commandstats), it does not grow with the machine's load.
 */
export function cpuSecondsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** A free port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * A throwaway redis-server on 127.0.0.1 (`port`, else a free one), answering once this resolves;
 * undefined when redis-server is not installed. `stop()` kills it and waits for it to exit.
 */
export async function startRedis(port) {
  port ??= await freePort();
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  let missing = false;
  child.once("error", () => {
    missing = true;
  });
  const exited = new Promise((resolve) => child.once("close", resolve));
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 100 && !missing; i++) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on("error", () => {});
    const up = await probe
      .connect()
      .then(() => true)
      .catch(() => false);
    probe.disconnect();
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (missing) return undefined;
  return {
    url,
    port,
    /** The server's process id: its CPU time is in /proc/<pid>/stat (cpuSecondsOf). */
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}
