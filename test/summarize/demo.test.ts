import { join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preparePlugin, removePlugin } from "../hooks/hook-helpers.js";

let bin = "";
beforeAll(async () => {
  bin = join(await preparePlugin(), "bin", "jobai.js");
}, 30_000);
afterAll(removePlugin);

describe("jobai demo (npm run demo)", () => {
  it(
    "runs a failing step, the hooks, and prints the annotation, usage and limits, offline",
    { timeout: 60_000 },
    async () => {
      const result = await execa(process.execPath, [bin, "demo"], {
        env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? "/tmp" },
        extendEnv: false,
        reject: false,
        timeout: 55_000,
      });
      expect(result.exitCode).toBe(0);
      const out = String(result.stdout);
      expect(out).toContain("not ok 2 - applies a 10% discount");
      expect(out).toMatch(/== Annotation \(context jobai-[\w-]+, style error\)/);
      expect(out).toContain("### ❌ :test_tube: Cart tests failed (exit status 1)");
      expect(out).toMatch(
        /\njobai: 1 request to claude-sonnet-4-6, \d+ input tokens, \d+ output tokens, \d+\.\d s waited/,
      );
      expect(out).toMatch(/artifact {2}jobai-[\w-]+-transcript\.json/);
      expect(out).toMatch(/proxy counters: 1 accepted, 0 rejected/);
      // The summary's call reached the store's shared usage totals, not a memory of its own.
      expect(out).toMatch(/: 1 messages call, \d+ input tokens reserved, \d+ counted/);
      expect(out).not.toContain("\x1b[1m"); // no terminal codes when not on a terminal
    },
  );
});
