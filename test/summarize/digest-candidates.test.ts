/**
 * The digest's prefilter finds exactly the candidate lines the regex it replaced found: that
 * regex, quadratic on long runs of blank lines, is the reference here on short random logs.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findCandidateLines, firstCandidateInPiece } from "../../src/summarize/digest-candidates.js";
import { CANDIDATE_WORDS } from "../../src/summarize/failure-patterns.js";

/** main's CANDIDATE (src/summarize/failure-patterns.ts before issue 34), run as main ran it. */
const WORDS =
  "e(?:rr(?:or|!)|xception|xpected|xit(?:ed| code| status))|f(?:ail|atal)|panic|t(?:raceback|imed out|imeout)" +
  "|a(?:ssert|bort)|re(?:ceived|fused)|de(?:nied|precat)|not found|can(?:not|'t)|unable|invalid|missing" +
  "|segmentation|killed|warn";
const OLD_CANDIDATE = new RegExp(`(?<![a-ln-z])(?:${WORDS})|\\n\\s+at |[a-z](?:error|exception)`, "gi");

function oldCandidates(s: string): [number, number][] {
  const lines: [number, number][] = [];
  OLD_CANDIDATE.lastIndex = 0;
  for (let found = OLD_CANDIDATE.exec(s); found; found = OLD_CANDIDATE.exec(s)) {
    const at = s.charCodeAt(found.index) === 10 ? found.index + 1 : found.index;
    const start = at === 0 ? 0 : s.lastIndexOf("\n", at - 1) + 1;
    const end = s.indexOf("\n", at);
    lines.push([start, end]);
    OLD_CANDIDATE.lastIndex = end + 1;
  }
  return lines;
}

/**
 * The prefilter's candidates, the same at an even and an odd address (it reads two bytes at a time
 * from even addresses, and the bytes outside them one by one).
 */
function newCandidates(s: string): [number, number][] {
  const found = [0, 1, 2, 3].map((offset) => {
    const lines: [number, number, number][] = [];
    const padded = Buffer.alloc(Buffer.byteLength(s, "latin1") + offset);
    padded.write(s, offset, "latin1");
    const count = findCandidateLines(padded.subarray(offset), (start, end, index) =>
      lines.push([start, end, index]),
    );
    expect(count).toBe(s.split("\n").length - 1);
    // Each candidate's number is its line's.
    for (const [start, , index] of lines) expect(index).toBe(s.slice(0, start).split("\n").length - 1);
    return lines.map(([start, end]): [number, number] => [start, end]);
  });
  for (const other of found.slice(1)) expect(other).toEqual(found[0]);
  return found[0] as [number, number][];
}

const piece = fc.constantFrom(
  "\n",
  "\n",
  " ",
  "\t",
  "\r",
  "\xa0",
  "at ",
  "At ",
  "  at x",
  "error",
  "TypeError",
  "ERR!",
  "\x1b[31mfail",
  "xfail",
  "mwarn",
  "exit code",
  "exit status",
  "exited",
  "timed out",
  "timeout",
  "can't",
  "Cannot",
  "not found",
  "exception",
  "warnings",
  "ok",
  "a",
  "m",
  "1",
  "é",
);

describe("the digest's candidate lines", () => {
  it("are the lines the old regex found, on random logs of its pieces", () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 80 }), (pieces) => {
        const log = `${pieces.join("")}\n`;
        expect(newCandidates(log)).toEqual(oldCandidates(log));
      }),
      { numRuns: 3000 },
    );
  });

  // The prefilter samples every second byte of a line for three-byte pieces of the words, in both
  // cases: every word, in any case, at either parity, next to letters, digits and other words.
  it("are the lines the old regex found, on every candidate word in random case at any offset", () => {
    const casedWord = fc
      .tuple(
        fc.constantFrom(...CANDIDATE_WORDS.map(({ word }) => word)),
        fc.array(fc.boolean(), { minLength: 16, maxLength: 16 }),
      )
      .map(([word, upper]) => [...word].map((char, i) => (upper[i] ? char.toUpperCase() : char)).join(""));
    const filler = fc.constantFrom(
      "\n",
      " ",
      "x",
      "m",
      "1",
      "ab",
      "\xe9",
      "\t",
      "at ",
      "-",
      "ex",
      "fa",
      "rr",
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(casedWord, filler), { maxLength: 40 }), (pieces) => {
        const log = `${pieces.join("")}\n`;
        expect(newCandidates(log)).toEqual(oldCandidates(log));
      }),
      { numRuns: 3000 },
    );
  });

  // The sampling walk runs over the whole chunk, apart from the line walk: in 64 KiB of a log,
  // words (in any case) and pieces that begin no word (`fai`, `exi`, `rro`, `ass`) fall at every
  // offset of its four-byte reads, in lines long and short (shorter than a word: not sampled).
  it("are the lines the old regex found on a large log of words, pieces of words and short lines", () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    const parts = [
      ...CANDIDATE_WORDS.map(({ word }) => word),
      "fai",
      "exi",
      "rro",
      "assets",
      "Trace",
      "ok",
      "a",
      "",
      "  ",
      "\t",
      "compiling src/module_1.ts (12 ms)",
    ];
    const lines: string[] = [];
    for (let size = 0; size < 64 * 1024; ) {
      const words: string[] = [];
      for (let k = random(12); k > 0; k--) {
        const part = parts[random(parts.length)] as string;
        words.push(random(4) === 0 ? part.toUpperCase() : part);
      }
      const line = words.join(random(3) === 0 ? "" : " ");
      lines.push(line);
      size += line.length + 1;
    }
    const log = `${lines.join("\n")}\n`;
    const found = newCandidates(log);
    expect(found.length).toBeGreaterThan(500);
    expect(found).toEqual(oldCandidates(log));
  });

  it("are the lines the old regex found after long runs of blank lines, with and without a stack frame after them", () => {
    for (const run of ["\n".repeat(1000), "\n \t\r".repeat(300), `\n${"\xa0\n".repeat(200)}`]) {
      for (const after of ["error: boom", "    at main (a.js:1:1)", "plain text", "at x", ""]) {
        for (const before of ["", "x", "fail", "  at y"]) {
          const log = `${before}${run}${after}\nok\n`;
          expect(newCandidates(log)).toEqual(oldCandidates(log));
        }
      }
    }
  });

  it("in a long line's pieces: the old regex's first match, and a word split between two pieces", () => {
    const first = (text: string) => firstCandidateInPiece(Buffer.from(text, "latin1"), 0, 10).at;
    expect(first("compiling ok")).toBeUndefined();
    expect(first("abc TypeError: x")).toBe(7); // the letter before "Error", where the regex matched
    expect(first("xfail then fail")).toBe(11);
    expect(first("\x1b[31mwarning")).toBe(5);
    const head = firstCandidateInPiece(Buffer.from("output ... err"), 0, 10);
    expect(head.at).toBeUndefined();
    const tail = firstCandidateInPiece(Buffer.from("or: boom"), head.state, "r".charCodeAt(0));
    expect(tail.at).toBe(-3); // "error" began 3 bytes before this piece
  });
});
