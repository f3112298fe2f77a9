/**
 * `npm run bench` (bench/run.js) says what it will run and for how long before it starts, and never
 * starts a long benchmark (10 minutes of Claude Code sessions) unless it is named or --all is given
 * (issue 21). The runner is run on stand-in benchmarks in a temp directory: each prints its name.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../helpers/cli.js";

let dir: string;

function run(dirOf: string, args: string[]) {
  const result = spawnSync(process.execPath, [join(dirOf, "run.js"), ...args], { encoding: "utf8" });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "jobai-bench-runner-"));
  copyFileSync(join(repoRoot, "bench", "run.js"), join(dir, "run.js"));
  for (const name of ["agent-sessions", "client", "startup"]) {
    writeFileSync(join(dir, `${name}.bench.js`), `console.log("ran ${name}");\n`);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("bench/run.js", () => {
  it("lists every benchmark of bench/ with how long it takes", () => {
    const listed = run(join(repoRoot, "bench"), ["--list"]);
    expect(listed.status).toBe(0);
    const names = readdirSync(join(repoRoot, "bench"))
      .filter((file) => file.endsWith(".bench.js"))
      .map((file) => file.slice(0, -".bench.js".length));
    for (const name of names) {
      expect(listed.stdout).toMatch(new RegExp(`^ +${name} +about \\d+ (s|min)`, "m"));
    }
    expect(listed.stdout).toMatch(/^ +agent-sessions +about 12 min +long: name it, or pass --all$/m);
    expect(listed.stdout).not.toMatch(/^ran /m);
  });

  it("with no name, announces the list first and runs only the short ones", () => {
    const result = run(dir, []);
    expect(result.status).toBe(0);
    const lines = result.stdout.split("\n");
    const firstRun = lines.findIndex((line) => line.startsWith("ran "));
    const announced = lines.findIndex((line) => line.startsWith("Running the 2 marked *"));
    expect(announced).toBeGreaterThan(0);
    expect(announced).toBeLessThan(firstRun);
    expect(lines.filter((line) => line.startsWith("ran "))).toEqual(["ran client", "ran startup"]);
  });

  it("runs a long one when it is named, or with --all", () => {
    expect(run(dir, ["agent-sessions"]).stdout).toMatch(/^ran agent-sessions$/m);
    const everything = run(dir, ["--all"]);
    expect(everything.stdout.split("\n").filter((line) => line.startsWith("ran "))).toEqual([
      "ran agent-sessions",
      "ran client",
      "ran startup",
    ]);
  });

  it("refuses a benchmark whose duration it does not know, before running any", () => {
    const own = mkdtempSync(join(tmpdir(), "jobai-bench-runner-new-"));
    try {
      copyFileSync(join(repoRoot, "bench", "run.js"), join(own, "run.js"));
      writeFileSync(join(own, "client.bench.js"), `console.log("ran client");\n`);
      writeFileSync(join(own, "brand-new.bench.js"), `console.log("ran brand-new");\n`);
      const result = run(own, []);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain("add brand-new to DURATIONS_S");
      expect(result.stdout).not.toContain("ran ");
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });
});
