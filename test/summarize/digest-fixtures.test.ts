import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { digestFile } from "../../src/summarize/digest-file.js";
import { estimateTokens } from "../../src/summarize/token-estimate.js";

const logs = fileURLToPath(new URL("../fixtures/logs/", import.meta.url));

/**
 * Real failing logs (scripts/make-fixture-logs.sh ran the tools) and the lines that explain each
 * failure. The budget is tight on purpose: most of each log cannot fit, so the digest must choose.
 */
const cases: { file: string; budget: number; explains: string[] }[] = [
  {
    file: "vitest-fail.txt",
    budget: 700,
    explains: [
      "FAIL  math.test.js > parsePrice > parses dollars",
      "AssertionError: expected 1 to be 1299",
      "math.test.js:9:37",
      'expect(parsePrice("$1,299.00")).toBe(1299);',
      "Tests  1 failed | 41 passed (42)",
    ],
  },
  {
    file: "tsc-error.txt",
    budget: 400,
    explains: [
      "src/order.ts:3:3 - error TS2322: Type 'string' is not assignable to type 'number'.",
      "src/order.ts:5:31 - error TS2322: Type 'number' is not assignable to type 'string'.",
      "Found 2 errors in the same file",
    ],
  },
  {
    file: "npm-offline.txt",
    budget: 300,
    explains: ["npm error code ENOTCACHED", "left-pad-does-not-exist-jobai-fixture failed"],
  },
  {
    file: "noisy-shell.txt",
    budget: 500,
    explains: [
      "cp: cannot stat 'config/settings.yml': No such file or directory",
      "tar: build/assets/missing-manifest.json: Cannot stat: No such file or directory",
      "==> packaging finished with status 2",
    ],
  },
  {
    file: "node-crash.txt",
    budget: 400,
    explains: [
      "TypeError: Cannot read properties of undefined (reading 'profile')",
      "at greet (file://",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of the crashed program, quoted.
      "function greet(id) { return `hello ${loadUser(id).profile.name}`; }",
    ],
  },
  {
    file: "python-traceback.txt",
    budget: 400,
    explains: [
      "Traceback (most recent call last):",
      'report.py", line 3, in load',
      "FileNotFoundError: [Errno 2] No such file or directory: 'results/summary.json'",
    ],
  },
];

describe("the digest of real failing logs", () => {
  for (const { file, budget, explains } of cases) {
    it(`${file}: keeps the lines that explain the failure within ${budget} tokens`, async () => {
      const path = `${logs}${file}`;
      const digest = await digestFile(path, { budget });
      for (const line of explains) expect(digest.text).toContain(line);
      expect(digest.tokens).toBeLessThanOrEqual(budget);
      expect(estimateTokens(digest.text)).toBe(digest.tokens);
      // Terminal noise is gone: no escape codes, no carriage returns.
      expect(digest.text).not.toContain("\x1b");
      expect(digest.text).not.toContain("\r");
      expect(digest.lines).toBe(readFileSync(path, "utf8").split("\n").length - 1);
    });
  }

  it("the noisy log does not fit whole, so the budget really chose", async () => {
    const whole = readFileSync(`${logs}noisy-shell.txt`, "utf8");
    expect(estimateTokens(whole)).toBeGreaterThan(20 * 500);
    const digest = await digestFile(`${logs}noisy-shell.txt`, { budget: 500 });
    expect(digest.keptLines).toBeLessThan(60);
    // The progress bar redrawn fifty times shows once, as the terminal finally showed it.
    expect(digest.text).toContain("downloading dependencies 100%");
    expect(digest.text).not.toContain("downloading dependencies  98%");
  });
});
