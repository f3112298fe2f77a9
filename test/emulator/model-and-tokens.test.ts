import { describe, expect, it } from "vitest";
import { globMatch } from "../../src/emulator/agent/glob.js";
import { deterministicReply, errorLines } from "../../src/emulator/provider/reply.js";
import { countTokens, tokenPieces } from "../../src/emulator/provider/tokenizer.js";

describe("the emulator's token counter", () => {
  it("counts words, long words, numbers and punctuation like a BPE tokenizer would, roughly", () => {
    expect(countTokens("")).toBe(0);
    expect(countTokens("hello")).toBe(1);
    expect(countTokens("hello world")).toBe(2);
    expect(countTokens("internationalization")).toBe(4);
    expect(countTokens("12345")).toBe(2);
    expect(countTokens("a, b.")).toBe(4);
    expect(countTokens("x    y")).toBe(3);
  });

  it("counts letters as characters, not UTF-16 units (a letter outside the BMP is one)", () => {
    // Seven mathematical bold letters: 14 UTF-16 units, 7 letters, so 2 tokens, not 3.
    expect(countTokens("𝐀𝐁𝐂𝐃𝐄𝐅𝐆")).toBe(2);
    expect(countTokens("ünïcödé")).toBe(2);
  });

  it("is deterministic, additive over its pieces, and keeps every character", () => {
    const text = "Error: expected 200 but got 500 at server.test.ts:12:7 — ünïcödé ✓\n\tdone";
    expect(countTokens(text)).toBe(countTokens(text));
    const pieces = tokenPieces(text);
    expect(pieces.map((piece) => piece.text).join("")).toBe(text);
    expect(pieces.reduce((sum, piece) => sum + piece.tokens, 0)).toBe(countTokens(text));
  });

  it("is linear on hostile input (no backtracking blow-up)", () => {
    for (const hostile of [
      "a".repeat(200_000),
      " ".repeat(200_000),
      "!".repeat(200_000),
      "1 ".repeat(100_000),
    ]) {
      const started = performance.now();
      expect(countTokens(hostile)).toBeGreaterThan(0);
      expect(performance.now() - started).toBeLessThan(2_000);
    }
  });
});

describe("the deterministic model", () => {
  it("finds error-looking lines, strips colour codes, drops duplicates", () => {
    const log =
      "ok 1\n\u001b[31mError: boom\u001b[0m\nError: boom\nFAILED tests/x.py::test_y\nall good\nprocess exited with exit code 2";
    expect(errorLines(log)).toEqual([
      "Error: boom",
      "FAILED tests/x.py::test_y",
      "process exited with exit code 2",
    ]);
  });

  it("echoes a prompt without errors and summarizes one with them", () => {
    expect(deterministicReply("hi there", "hi there")).toBe("You said: hi there");
    const summary = deterministicReply("build\nfatal: not a git repository", "ignored");
    expect(summary).toContain("## What failed");
    expect(summary).toContain("- `fatal: not a git repository`");
  });

  it("quotes at most 10 lines and says how many more there were", () => {
    const log = Array.from({ length: 15 }, (_, i) => `Error: number ${i}`).join("\n");
    const summary = deterministicReply(log, log);
    expect(summary.match(/^- `Error/gm)?.length).toBe(10);
    expect(summary).toContain("... and 5 more");
  });
});

describe("artifact globs", () => {
  it("match within and across path segments", () => {
    expect(globMatch("logs/*.log", "logs/a.log")).toBe(true);
    expect(globMatch("logs/*.log", "logs/deep/a.log")).toBe(false);
    expect(globMatch("logs/**/*.log", "logs/a.log")).toBe(true);
    expect(globMatch("logs/**/*.log", "logs/x/y/a.log")).toBe(true);
    expect(globMatch("**/*.xml", "a/b/report.xml")).toBe(true);
    expect(globMatch("report-?.[tx]ml", "report-1.xml")).toBe(true);
    expect(globMatch("report-[!x]ml", "report-xml")).toBe(false);
    expect(globMatch("v[0-9].txt", "v7.txt")).toBe(true);
    expect(globMatch("a+b(c).txt", "a+b(c).txt")).toBe(true);
    expect(globMatch("*.log", ".hidden/x.log")).toBe(false);
  });

  it("match in polynomial time on hostile patterns", () => {
    const started = performance.now();
    expect(globMatch(`${"*a".repeat(20)}b`, "a".repeat(5000))).toBe(false);
    expect(globMatch(`${"**/".repeat(30)}x`, `${"d/".repeat(200)}y`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
