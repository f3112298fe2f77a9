/**
 * The digest's prefilter: which lines of a chunk may explain a failure, found in the raw bytes in
 * one pass of a keyword automaton (src/keyword-automaton.ts) before any regex runs and before a
 * line is decoded. Lines with no candidate word cost one table step per byte and build no string.
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

/** The run of blanks last measured: where it ends, and whether `at ` follows. */
interface BlankRun {
  end: number;
  frame: boolean;
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
    while (end < data.length && isBlank(data[end] as number)) end++;
    run.end = end;
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
  let lineStart = 0;
  let index = 0;
  let found = false;
  let frameLine = false;
  const blanks: BlankRun = { end: -1, frame: false };
  const { next, reporting, found: values } = candidateTable();
  // The state after a newline: no keyword holds one, so it is the only state that reports it alone.
  const newline = next[NL] as number;
  let state = 0;
  for (let i = 0; i < data.length; i++) {
    state = next[state + (data[i] as number)] as number;
    if (state < reporting) continue;
    if (state === newline) {
      const candidate: boolean = found || frameLine;
      if (candidate) onLine(lineStart, i, index);
      index++;
      lineStart = i + 1;
      found = false;
      frameLine = !candidate && frameFollows(data, i, blanks);
    } else if (!found) {
      for (const keyword of values[state >> 8] as Keyword[])
        if (counts(data, keyword, i, 0, NL)) found = true;
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
