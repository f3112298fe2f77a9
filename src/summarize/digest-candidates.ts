/**
 * The digest's prefilter: which lines of a chunk may explain a failure, found in the raw bytes
 * before any regex runs and before a line is decoded, in three steps of falling cost per byte:
 * newlines are found by `Buffer.indexOf` (native, memchr); each line is sampled every second byte
 * for a three-byte piece of a candidate word (two table lookups at most, no state carried from
 * one to the next); only a line with such a piece is read by the keyword automaton
 * (src/keyword-automaton.ts), which decides as before. Lines with no candidate word build no string.
 *
 * Why sampling (issue 32): the automaton over every byte cost ~3 ns a byte, each step waiting on
 * the one before, 4x `grep -ciE 'error|fail'` by itself on plain build noise. Every candidate word
 * has 4 characters or more, so an occurrence holds a piece of 3 (its first three, or the three
 * after its first) starting at a sampled place; a line without one cannot hold a word.
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

/**
 * The pieces of the candidate words, as two tables over raw bytes (both cases of each letter, as
 * the automaton ignores case): `pairs[(a << 8) | b]` numbers the first two bytes of a piece (0:
 * none begins so), and `thirds[(pair << 8) | c]` is 1 where `c` completes that pair into a piece.
 * Two lookups, most samples stopping at the first: a table of classes of each byte cost twice as
 * much on this machine.
 */
interface PieceTable {
  pairs: Uint16Array;
  thirds: Uint8Array;
}

let pieceTable: PieceTable | undefined;

/** `char` and, for an ASCII letter, its other case. */
const bothCases = (char: string): number[] =>
  /[a-z]/i.test(char)
    ? [char.toLowerCase().charCodeAt(0), char.toUpperCase().charCodeAt(0)]
    : [char.charCodeAt(0)];

function candidatePieces(): PieceTable {
  if (pieceTable) return pieceTable;
  const pairs = new Uint16Array(1 << 16);
  const thirds = new Uint8Array(1 << 16);
  let numbered = 0;
  for (const { word } of CANDIDATE_WORDS) {
    // A shorter word could fall between two samples: the sampling would miss it.
    if (word.length < PIECE + 1) throw new Error(`candidate word ${JSON.stringify(word)} is shorter than 4`);
    for (let at = 0; at < 2; at++) {
      const [first, second, third] = [...word.slice(at, at + PIECE)].map(bothCases) as number[][];
      // Every case of a pair gets the pair's one number.
      let pair = 0;
      for (const a of first ?? []) for (const b of second ?? []) pair ||= pairs[(a << 8) | b] as number;
      if (pair === 0) pair = ++numbered;
      if (numbered > 255) throw new Error("candidate words begin more than 255 pieces");
      for (const a of first ?? []) for (const b of second ?? []) pairs[(a << 8) | b] = pair;
      for (const c of third ?? []) thirds[(pair << 8) | c] = 1;
    }
  }
  pieceTable = { pairs, thirds };
  return pieceTable;
}

/**
 * Where in `data[start, end)` (one line) a candidate word may begin: the first sampled place, of
 * `start`, `start + 2`, ..., where a piece of one starts, less 1 (the piece may be a word's
 * second); -1 if none. A word of 4 or more holds two pieces starting one apart, and one of them
 * starts at a sampled place: so no word begins before the place returned.
 */
function firstPiece({ pairs, thirds }: PieceTable, data: Uint8Array, start: number, end: number): number {
  for (let i = start; i + PIECE <= end; i += 2) {
    const pair = pairs[((data[i] as number) << 8) | (data[i + 1] as number)] as number;
    if (pair !== 0 && thirds[(pair << 8) | (data[i + 2] as number)] === 1) return Math.max(start, i - 1);
  }
  return -1;
}

/**
 * Whether a candidate word that counts begins in `data[from, end)`, the end of a line (the
 * automaton decides; `counts` still sees the byte before `from`).
 */
function holdsWord(table: ByteTable<Keyword>, data: Uint8Array, from: number, end: number): boolean {
  const { next, reporting, found } = table;
  // From the automaton's first state: a word that began before `from` is not looked for.
  let state = 0;
  for (let i = from; i < end; i++) {
    state = next[state + (data[i] as number)] as number;
    if (state < reporting) continue;
    for (const keyword of found[state >> 8] as Keyword[]) if (counts(data, keyword, i, 0, NL)) return true;
  }
  return false;
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

/**
 * Call `onLine(start, end, index)` for each candidate line of `data` (complete lines: it ends with
 * a newline), in order: `[start, end)` the line without its newline, `index` its 0-based number
 * in `data`. Returns the number of lines. A candidate is a line holding one of CANDIDATE_WORDS, or,
 * when the line before it is not a candidate, a line that begins a run of blanks (newlines
 * included) ending in `at ` (a stack frame, or the blank line before one: the old regex's quirk,
 * kept so that the same lines are kept).
 */
export function findCandidateLines(
  data: Uint8Array,
  onLine: (start: number, end: number, index: number) => void,
): number {
  // Buffer's indexOf is memchr; a plain Uint8Array's would be a loop.
  const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const table = candidateTable();
  const pieces = candidatePieces();
  const blanks: BlankRun = { start: -1, end: -1, frame: false, newlines: 0, lastNewline: -1 };
  let index = 0;
  let frameLine = false;
  for (
    let lineStart = 0, end = bytes.indexOf(NL);
    end !== -1;
    lineStart = end + 1, end = bytes.indexOf(NL, lineStart)
  ) {
    let candidate: boolean = frameLine;
    if (!candidate) {
      const from = firstPiece(pieces, bytes, lineStart, end);
      candidate = from !== -1 && holdsWord(table, bytes, from, end);
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
  }
  return index;
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
