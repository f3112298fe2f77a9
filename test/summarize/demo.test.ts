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
      // The pre-exit line says what the summary cost at the shipped price of Sonnet 4.6 ($3 in,
      // $15 out per million tokens; the summary writes no cache), and the emulator's counters agree.
      const line =
        /\njobai: 1 request to claude-sonnet-4-6, (\d+) input tokens, (\d+) output tokens, cost (\d+\.\d{4}) USD, \d+\.\d s waited/.exec(
          out,
        );
      expect(line, out).not.toBeNull();
      const usd = ((Number(line?.[1]) * 3 + Number(line?.[2]) * 15) / 1e6).toFixed(4);
      expect(line?.[3]).toBe(usd);
      expect(out).toContain(`counted input tokens, cost ${usd} USD at the shipped prices`);
      expect(out).toMatch(
        new RegExp(
          `output tokens, cost ${usd.replace(".", "\\.")} USD, .* waited for the rate limit; artifacts:`,
        ),
      );
      expect(out).toMatch(/artifact {2}jobai-[\w-]+-transcript\.json/);
      expect(out).toMatch(/proxy counters: 1 accepted, 0 rejected/);
      // The summary's call reached the store's shared usage totals, not a memory of its own.
      expect(out).toMatch(/: 1 messages call, \d+ input tokens reserved, \d+ counted/);
      expect(out).not.toContain("\x1b[1m"); // no terminal codes when not on a terminal
    },
  );
});
