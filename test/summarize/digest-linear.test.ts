/**
 * Issue 34: every regex the digest runs over input is linear. A proof by CPU time with a generous
 * margin: adversarial input (runs of blank lines, lines of repeats of the pieces of each digest
 * pattern) at growing sizes, each size bounded (at least 2 MB/s where the digest does 100+), and
 * the time at 4x the size at most 8x (linear is 4x, quadratic 16x). The CANDIDATE regex this
 * replaced took 17 s on 64K blank lines; `\d+ failed` and `\bexpected\b.*\b(?:to|but)\b` were
 * quadratic in a line of digits or of "expected".
 */
import { describe, expect, it } from "vitest";
import { digestText } from "../../src/summarize/digest.js";
import { CANDIDATE_WORDS, CLASSIFY_PATTERNS, classify } from "../../src/summarize/failure-patterns.js";
import { cleanLine } from "../../src/summarize/line-text.js";

const KiB = 1024;

function cpuMs(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/**
 * The least CPU of five runs. The process's CPU counts every thread of the test worker (a garbage
 * collection, work an earlier test file left behind): one run of a few ms was seen at 25 ms on an
 * idle CI host, its size 4x smaller at 3 ms, 8.6x. The least of five is the run nothing disturbed.
 */
function leastCpuMs(run: () => void): number {
  let least = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 5; i++) least = Math.min(least, cpuMs(run));
  return least;
}

/** `piece` repeated to `bytes` (the last repeat cut). */
const repeated = (piece: string, bytes: number) =>
  piece.repeat(Math.ceil(bytes / piece.length)).slice(0, bytes);

/** CPU ms the bound allows for `bytes`: 2 MB/s and 50 ms of slack for a loaded machine. */
const allowed = (bytes: number) => 50 + bytes / 2000;

/**
 * Time `run` on inputs of growing sizes; fail at the first size over its bound (so the old,
 * quadratic code fails in seconds, not hours), then compare the largest two sizes.
 */
function expectLinear(name: string, sizes: number[], run: (bytes: number) => void): void {
  const times: number[] = [];
  for (const bytes of sizes) {
    const ms = leastCpuMs(() => run(bytes));
    expect(ms, `${name}: ${bytes} bytes took ${ms.toFixed(1)} ms of CPU`).toBeLessThan(allowed(bytes));
    times.push(ms);
  }
  const [before, last] = times.slice(-2) as [number, number];
  // Under 20 ms the ratio is noise; over it, 4x the input may cost at most 8x the time.
  if (last > 20)
    expect(last / Math.max(before, 1), `${name}: ${times.map((t) => t.toFixed(1))}`).toBeLessThan(8);
}

/** The pieces of a pattern: every two and three characters of its source, and its words. */
function piecesOf(source: string): string[] {
  const pieces = new Set<string>();
  for (let i = 0; i + 2 <= source.length; i++) {
    pieces.add(source.slice(i, i + 2));
    if (i + 3 <= source.length) pieces.add(source.slice(i, i + 3));
  }
  for (const word of source.match(/[A-Za-z]{2,}/g) ?? []) {
    pieces.add(word);
    pieces.add(`${word} `);
    pieces.add(`${word}:`);
  }
  return [...pieces].filter((piece) => !piece.includes("\n"));
}

const PATTERN_PIECES = [
  ...new Set([
    ...CLASSIFY_PATTERNS.flatMap((pattern) => piecesOf(pattern.source)),
    ...CANDIDATE_WORDS.flatMap(({ word }) => [word, `${word} `, `x${word}`]),
    // The parts of a stack frame and of the shapes the rules look for, as a log would hold them.
    "  at ",
    " at (",
    "(a:1",
    ":1)",
    ":1:",
    "1",
    "1 ",
    " ",
    "\t",
    "expected ",
    "-----BEGIN ",
    "-----END ",
    "PRIVATE KEY",
    "\x1b[",
    "\x1b[0",
    "\x1b]",
    "Private-Lines: ",
  ]),
];

describe("the digest is linear on hostile input (issue 34)", () => {
  it("1 MiB of blank lines, and of blank lines between stack frames", () => {
    for (const unit of ["\n", "\n \n", "\r\n", "\n\t\n  at x\n", "\n\n\n\n  at "]) {
      expectLinear(JSON.stringify(unit), [16 * KiB, 64 * KiB, 256 * KiB, 1024 * KiB], (bytes) => {
        digestText(repeated(unit, bytes), { env: {} });
      });
    }
  }, 120_000);

  it(`classify and the line cleaner on 32 KiB lines of each of ${PATTERN_PIECES.length} pieces of the patterns`, () => {
    const sizes = [8 * KiB, 32 * KiB];
    const totals = sizes.map(() => 0);
    for (const piece of PATTERN_PIECES) {
      sizes.forEach((bytes, index) => {
        const line = repeated(piece, bytes);
        const ms = cpuMs(() => {
          classify(line);
          classify(`  at x${line}`);
          classify(`expected ${line}`);
          cleanLine(line);
        });
        expect(ms, `${JSON.stringify(piece)} x ${bytes} bytes: ${ms.toFixed(1)} ms`).toBeLessThan(
          4 * allowed(bytes),
        );
        totals[index] = (totals[index] ?? 0) + ms;
      });
    }
    const [small, large] = totals as [number, number];
    expect(
      large / small,
      `all pieces: ${small.toFixed(0)} ms at 8 KiB, ${large.toFixed(0)} ms at 32 KiB`,
    ).toBeLessThan(8);
  }, 180_000);

  it("the whole digest on 256 KiB lines of the pieces that reach its slower paths", () => {
    // A line that is a candidate (a word of CANDIDATE_WORDS) is decoded, classified, redacted
    // whole and cut; one over 256 KiB goes the long-line way. Both, for each piece.
    const pieces = [
      ...CANDIDATE_WORDS.map(({ word }) => `${word} `),
      "  at (a:1",
      "1 failed ",
      "expected ",
      "-----BEGIN RSA PRIVATE KEY-----",
      "-----END PRIVATE KEY-----",
      "PRIVATE KEY",
      "\x1b[31merror ",
      "Private-Lines: 1",
    ];
    for (const piece of pieces) {
      expectLinear(JSON.stringify(piece), [64 * KiB, 256 * KiB], (bytes) => {
        digestText(`${repeated(piece, bytes)}\nnext line\n`, { env: {} });
      });
      const long = 300 * KiB;
      const text = `${repeated(piece, long)}\n`;
      // The least of five runs, as expectLinear takes: a loaded host can stall any one.
      const ms = leastCpuMs(() => digestText(text, { env: {} }));
      expect(ms, `${JSON.stringify(piece)}: a ${long}-byte line took ${ms.toFixed(1)} ms`).toBeLessThan(
        allowed(long),
      );
    }
  }, 120_000);
});
