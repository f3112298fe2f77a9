/**
 * The digest's prefilter: which lines of a chunk may explain a failure, found in the raw bytes
 * before any regex runs and before a line is decoded. Two walks over a chunk, each at its own
 * speed: one samples every second byte of the whole chunk (four bytes read at a time, two pairs
 * tested at once) for a three-byte piece of a candidate word, in either case, and stops only where
 * one is; the other goes from newline to newline with Buffer.indexOf (memchr), and where a piece is
 * in the line, compares in place the words it may begin. Lines with no candidate word build no
 * string.
 *
 * Why sampling (issue 32): the automaton over every byte cost ~3 ns a byte, each step waiting on
 * the one before, 4x `grep -ciE 'error|fail'` by itself on plain build noise. Every candidate word
 * has 4 characters or more, so an occurrence holds a piece of 3 (its first three, or the three
 * after its first) starting at a sampled place; a line without one cannot hold a word. Why two
 * walks: a sampling loop that also stopped at every newline (to know where lines end) spent more
 * on the stops than on the sampling; on 100 MiB of a CI log, 1.3 million stops.
 * The keyword automaton (src/keyword-automaton.ts) is built only for lines over 256 KiB, which the
 * scanner reads in pieces (`firstCandidateInPiece`).
 *
 * It finds exactly the lines the regex it replaced found (`CANDIDATE` in failure-patterns.ts
 * before issue 34, run with `g` over each chunk and continued after each line it hit), so the
 * digest keeps the same lines; but in linear time. That regex's `\n\s+at ` branch retried its
 * `\s+` over every run of blank lines from each of their newlines: quadratic, 17 s for 64K blank
 * lines. Here the end of a run of blanks is found once and remembered.
 */
import { type ByteTable, KeywordAutomaton } from "../keyword-automaton.js";
import { CANDIDATE_WORDS } from "./failure-patterns.js";

interface Keyword {
  /** 0 for the newline, which ends every line. */
  length: number;
  /** Whether the word counts right after a letter (see CANDIDATE_WORDS). */
  afterLetter: boolean;
}

const NEWLINE: Keyword = { length: 0, afterLetter: true };
const NL = 10;

let table: ByteTable<Keyword> | undefined;

/** Built on first use: a few ms, not paid by commands that never digest. */
function candidateTable(): ByteTable<Keyword> {
  table ??= new KeywordAutomaton<Keyword>([
    ["\n", NEWLINE],
    ...CANDIDATE_WORDS.map(({ word, afterLetter }): [string, Keyword] => [
      word,
      { length: word.length, afterLetter },
    ]),
  ]).byteTable();
  return table;
}

/** Pieces sampled: a word's first three characters, and the three after its first. */
const PIECE = 3;

/** A candidate word that begins (at `offset` before a sampled piece) as the piece says. */
interface PieceWord {
  offset: number;
  /** The word's bytes, lower case. */
  bytes: Uint8Array;
  /** 0x20 where the byte is a letter (compared in either case), 0 where it must be the same. */
  caseBits: Uint8Array;
  keyword: Keyword;
}

/**
 * The pieces of the candidate words, as two tables over raw bytes (both cases of each letter, as
 * the automaton ignores case): `pairs[pairKey(a, b)]` numbers the first two bytes of a piece (0:
 * none begins so), and `thirds[(pair << 8) | c]` is 1 where `c` completes that pair into a piece;
 * `words[pair]` are the words whose piece begins with that pair, compared byte by byte where a
 * piece is found.
 */
interface PieceTable {
  pairs: Uint8Array;
  thirds: Uint8Array;
  words: PieceWord[][];
}

const NO_WORDS = new Int32Array(0);
/** Whether a Uint16Array or Int32Array reads its first byte as its low one (x64 and arm64 do). */
const LITTLE_ENDIAN = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;

/** The two bytes `a`, `b` (in this order in memory) as one 16-bit number, as a typed array reads them. */
const pairKey = LITTLE_ENDIAN
  ? (a: number, b: number) => a | (b << 8)
  : (a: number, b: number) => (a << 8) | b;

/** `char` and, for an ASCII letter, its other case. */
const bothCases = (char: string): number[] =>
  /[a-z]/i.test(char)
    ? [char.toLowerCase().charCodeAt(0), char.toUpperCase().charCodeAt(0)]
    : [char.charCodeAt(0)];

/** The tables of the pieces of CANDIDATE_WORDS: well under a millisecond. */
function pieceTable(): PieceTable {
  const pairs = new Uint8Array(1 << 16);
  const thirds = new Uint8Array(256 << 8);
  const words: PieceWord[][] = [[]];
  for (const { word, afterLetter } of CANDIDATE_WORDS) {
    // A shorter word could fall between two samples: the sampling would miss it.
    if (word.length < PIECE + 1) throw new Error(`candidate word ${JSON.stringify(word)} is shorter than 4`);
    const lower = word.toLowerCase();
    const bytes = Uint8Array.from(lower, (char) => char.charCodeAt(0));
    const caseBits = Uint8Array.from(lower, (char) => (/[a-z]/.test(char) ? 0x20 : 0));
    const keyword: Keyword = { length: word.length, afterLetter };
    for (let offset = 0; offset < 2; offset++) {
      const [first, second, third] = [...word.slice(offset, offset + PIECE)].map(bothCases) as number[][];
      // Every case of a pair gets the pair's one number.
      let pair = 0;
      for (const a of first ?? []) for (const b of second ?? []) pair ||= pairs[pairKey(a, b)] as number;
      if (pair === 0) {
        pair = words.length;
        words.push([]);
      }
      if (pair > 255) throw new Error("candidate words begin too many pieces");
      for (const a of first ?? []) for (const b of second ?? []) pairs[pairKey(a, b)] = pair;
      for (const c of third ?? []) thirds[(pair << 8) | c] = 1;
      words[pair]?.push({ offset, bytes, caseBits, keyword });
    }
  }
  return { pairs, thirds, words };
}

/** `\s` of a regex over latin1 text: tab to carriage return, space, no-break space. */
function isBlank(byte: number): boolean {
  return (byte >= 9 && byte <= 13) || byte === 32 || byte === 160;
}

/** Whether the word ending at `last` counts: not right after a letter other than `m` (`\x1b[31m`). */
function counts(bytes: Uint8Array, keyword: Keyword, last: number, from: number, before: number): boolean {
  if (keyword.afterLetter) return true;
  const first = last - keyword.length + 1;
  const previous = first > from ? (bytes[first - 1] as number) : first === from ? before : -1;
  const lower = previous | 0x20;
  return !(lower >= 0x61 && lower <= 0x7a && lower !== 0x6d);
}

/**
 * The run of blanks last measured: where it starts and ends, whether `at ` follows, and the
 * newlines in it (how many, the last).
 */
interface BlankRun {
  start: number;
  end: number;
  frame: boolean;
  newlines: number;
  lastNewline: number;
}

/**
 * Whether the text after the newline at `newline` is blanks (one at least) then `at `, as the old
 * regex's `\n\s+at ` asked. Each run of blanks is measured once (`run`): every newline inside it
 * has the same answer.
 */
function frameFollows(data: Uint8Array, newline: number, run: BlankRun): boolean {
  const from = newline + 1;
  if (from >= data.length || !isBlank(data[from] as number)) return false;
  if (from >= run.end) {
    let end = from;
    let newlines = 0;
    for (; end < data.length && isBlank(data[end] as number); end++) {
      if (data[end] === NL) {
        newlines++;
        run.lastNewline = end;
      }
    }
    run.start = from;
    run.end = end;
    run.newlines = newlines;
    run.frame =
      end + 2 < data.length &&
      ((data[end] as number) | 0x20) === 0x61 &&
      ((data[end + 1] as number) | 0x20) === 0x74 &&
      data[end + 2] === 0x20;
  }
  return run.frame;
}

type OnLine = (start: number, end: number, index: number) => void;

/**
 * The prefilter, its tables held as constants of its closure: V8 then compiles their addresses
 * and sizes into the loop (measured on 100 MiB: 50 ms for the sampling loop against 75 ms with
 * the tables passed in or kept in variables the module could change; a bundler turns a module's
 * `const` into `var`).
 */
function buildPrefilter(): (bytes: Buffer, onLine: OnLine) => number {
  const table = pieceTable();
  const pairs = table.pairs;
  const thirds = table.thirds;
  const pieceWords = table.words;

  /**
   * Whether a candidate word that counts begins at `at - offset` for one of the words of the
   * piece numbered `pair` sampled at `at`. A word has no newline, so it lies within one line.
   */
  const wordAt = (data: Uint8Array, pair: number, at: number): boolean => {
    for (const { offset, bytes, caseBits, keyword } of pieceWords[pair] as PieceWord[]) {
      const start = at - offset;
      if (start < 0) continue;
      let k = 0;
      while (k < bytes.length && ((data[start + k] as number) | (caseBits[k] as number)) === bytes[k]) k++;
      if (k === bytes.length && counts(data, keyword, start + k - 1, 0, NL)) return true;
    }
    return false;
  };

  /** The number of the piece at `i` (its pair, completed by the byte after it), else 0. */
  const pieceAt = (bytes: Uint8Array, i: number): number => {
    const pair = pairs[pairKey(bytes[i] as number, bytes[i + 1] as number)] as number;
    return pair !== 0 && thirds[(pair << 8) | ((bytes[i + 2] as number) | 0)] === 1 ? pair : 0;
  };

  /**
   * The first sampled place from `from` (of the sampled parity: that of `aligned`) up to `last`
   * where a piece of a word is, or a place >= `last` if none. `words` is `bytes` read four bytes at
   * a time from `aligned` (an offset at a multiple of 4 in memory): two pairs per read, tested at
   * once, a pair at a time at either end. Nothing but the tables is looked at here, no newline, no
   * word compared (the caller does that where a piece is): a small loop, quick to compile.
   */
  const nextPiece = (
    bytes: Uint8Array,
    words: Int32Array,
    aligned: number,
    from: number,
    last: number,
  ): number => {
    let i = from;
    for (; i < last && ((i - aligned) & 3) !== 0; i += 2) {
      if (pieceAt(bytes, i) !== 0) return i;
    }
    // Not the last read: the byte that completes its second pair is the first of the read after it.
    const end = Math.min(words.length - 1, (last - aligned + 1) >> 2);
    for (let k = (i - aligned) >> 2; k < end; k++) {
      const word = words[k] as number;
      const low = pairs[word & 0xffff] as number;
      const high = pairs[word >>> 16] as number;
      if ((low | high) === 0) continue;
      const at = aligned + 4 * k;
      const first = LITTLE_ENDIAN ? low : high;
      const second = LITTLE_ENDIAN ? high : low;
      if (first !== 0 && thirds[(first << 8) | (bytes[at + 2] as number)] === 1) return at;
      if (second !== 0 && thirds[(second << 8) | (bytes[at + 4] as number)] === 1) return at + 2;
    }
    if (end > 0) i = Math.max(i, aligned + 4 * end);
    for (; i < last; i += 2) {
      if (pieceAt(bytes, i) !== 0) return i;
    }
    return i;
  };

  return (bytes, onLine) => {
    // Sampled places: those of the parity of `aligned`, the first byte at a multiple of 4 in memory.
    const aligned = (4 - (bytes.byteOffset & 3)) & 3;
    const wordCount = Math.max(0, (bytes.length - aligned) >> 2);
    const view =
      wordCount === 0 ? NO_WORDS : new Int32Array(bytes.buffer, bytes.byteOffset + aligned, wordCount);
    const blanks: BlankRun = { start: -1, end: -1, frame: false, newlines: 0, lastNewline: -1 };
    // The last byte, a newline, is not sampled with the byte after it (there is none).
    const last = bytes.length - 1;
    /** The sampled place of the next piece not yet found to be no word (>= `last`: none), once looked for. */
    let piece = -1;
    let index = 0;
    let frameLine = false;
    for (let lineStart = 0; lineStart <= last; ) {
      let end = bytes.indexOf(NL, lineStart);
      // No newline before `last`: the line ends at the last byte.
      if (end === -1) end = last;
      let candidate: boolean = frameLine;
      // A line shorter than a word is not sampled, nor the text after it (a run of blank lines
      // is passed over whole, below, without the sampling walk going through it first). A last
      // line with no newline may hold a word up to the last byte.
      if (!candidate && (end === last ? end + 1 : end) - lineStart > PIECE) {
        // The next piece after the lines passed, from the first sampled place of this line.
        if (piece < lineStart)
          piece = nextPiece(bytes, view, aligned, lineStart + ((lineStart - aligned) & 1), last);
        // The pieces in this line, until one is a word that counts (the rest of the line not sampled).
        while (piece < end && !wordAt(bytes, pieceAt(bytes, piece), piece))
          piece = nextPiece(bytes, view, aligned, piece + 2, last);
        candidate = piece < end;
      }
      if (candidate) onLine(lineStart, end, index);
      index++;
      frameLine = !candidate && frameFollows(bytes, end, blanks);
      if (!candidate && !frameLine && blanks.start === end + 1 && blanks.newlines > 0) {
        // Blank lines with no stack frame after them: none is a candidate, and each newline in the
        // run has this answer. Passed over whole, not a native call per line (1 MiB of newlines).
        index += blanks.newlines;
        end = blanks.lastNewline;
      }
      lineStart = end + 1;
    }
    return index;
  };
}

let prefilter: ((bytes: Buffer, onLine: OnLine) => number) | undefined;

/**
 * Lines that take every path of the prefilter: a word at either parity, next to letters and after
 * a colour code, pieces that are no word, stack frames, blank runs with and without one after them.
 */
const WARM_UP = `${[
  "compiling lib/module_1.ts (12 ms) ok \u00e9\u00ff\u0080 \u00e2\u009c\u0093 test/unit/module_1.test.ts",
  "",
  "Error: connect ECONNREFUSED at x",
  "    at main (a.js:1:1)",
  "",
  " \t ",
  "  at frame",
  "xfail mwarn assert Exception exi exp fai rror",
  "TypeError: warned \x1b[31mfailed",
  "\r",
  "ok",
  "",
  "",
  "",
  "done",
].join("\n")}\n`;

/**
 * Run the prefilter over WARM_UP at each alignment, once per process (microseconds): its first
 * optimized code then knows every path. Without it, a path first taken in the middle of a large log
 * threw that code away and built it again, four times per digest (--trace-deopt: "insufficient
 * type feedback"), each a few ms of compiling on a loaded machine (issue 32).
 */
function warmUp(run: (bytes: Buffer, onLine: OnLine) => number): void {
  const text = Buffer.alloc(WARM_UP.length + 3);
  for (let offset = 0; offset < 4; offset++) {
    text.write(WARM_UP, offset, "latin1");
    run(text.subarray(offset, offset + WARM_UP.length), () => {});
  }
}

/**
 * Call `onLine(start, end, index)` for each candidate line of `data` (complete lines: it ends with
 * a newline), in order: `[start, end)` the line without its newline, `index` its 0-based number
 * in `data`. Returns the number of lines. A candidate is a line holding one of CANDIDATE_WORDS, or,
 * when the line before it is not a candidate, a line that begins a run of blanks (newlines
 * included) ending in `at ` (a stack frame, or the blank line before one: the old regex's quirk,
 * kept so that the same lines are kept).
 *
 * Two walks, each at its own speed: the words are found by sampling every second byte of the
 * whole chunk in one loop (each word holds a piece at a sampled place, its first three bytes or
 * the three after its first, so no occurrence is passed over), and the lines by Buffer.indexOf
 * (memchr) from one newline to the next, the line that holds the next word a candidate.
 */
export function findCandidateLines(data: Uint8Array, onLine: OnLine): number {
  if (!prefilter) {
    prefilter = buildPrefilter();
    warmUp(prefilter);
  }
  // Buffer's indexOf is memchr; a plain Uint8Array's would be a loop.
  const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return prefilter(bytes, onLine);
}

/** Where a long line's piece holds its first candidate word, and the state to read the next piece in. */
export interface PieceScan {
  /** Index in the piece where the word starts (negative: it began in the piece before), if any. */
  at: number | undefined;
  state: number;
}

/**
 * The first candidate word of `piece`, a part of one long line (no newline), read from automaton
 * `state` (0 at the line's first piece; else the state this returned for the piece before, whose
 * last byte is `before`): a word split between two pieces is found. `at` is where the old regex's
 * match started: the letter before `error` or `exception` when there is one.
 */
export function firstCandidateInPiece(piece: Uint8Array, state: number, before: number): PieceScan {
  let at: number | undefined;
  const { next, reporting, found } = candidateTable();
  let now = state;
  for (let last = 0; last < piece.length; last++) {
    now = next[now + (piece[last] as number)] as number;
    if (now < reporting) continue;
    for (const keyword of found[now >> 8] as Keyword[]) {
      if (keyword === NEWLINE || !counts(piece, keyword, last, 0, before)) continue;
      let start = last - keyword.length + 1;
      if (keyword.afterLetter) {
        const previous = start > 0 ? (piece[start - 1] as number) : start === 0 ? before : -1;
        const lower = previous | 0x20;
        if (lower >= 0x61 && lower <= 0x7a) start--;
      }
      if (at === undefined || start < at) at = start;
    }
  }
  return { at, state: now };
}
