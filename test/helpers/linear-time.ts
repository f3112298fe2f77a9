/**
 * A proof by adversarial input that a regex-driven scan is linear (issue 34): each subject is fed
 * strings built from its own pattern (every 2- and 3-character piece of its source repeated, its
 * keywords and the words of its source followed by long repeats, keyword and piece repeated
 * together) and the inputs that cost most on a short screen are run again at 64 KiB and 256 KiB,
 * where the CPU time must stay under a bound and grow about as the length does.
 *
 * A backtracking regex that is quadratic or worse is cheap on a short input and blows up on a long
 * one; the screen at SCREEN_CHARS finds the shape that does it (on today's rules a linear pass of a
 * kilobyte costs microseconds, a quadratic one milliseconds), the long runs measure it.
 *
 * Any module with a regex over outside input can be added: a `LinearSubject` is its source (what
 * the inputs are built from), the words that make it run and a function that runs it once.
 */

export interface LinearSubject {
  /** What is under test, named in a failure. */
  id: string;
  /** The text the adversarial pieces are cut from: a regex's source, or several joined. */
  source: string;
  /** Words that make the subject run at all (a rule's prefilter keywords). */
  keywords: readonly string[];
  /** Runs the subject over `text` once, as the code under test does. */
  run: (text: string) => unknown;
  /**
   * CPU bound at 256 KiB when not the test's default: a scanner that judges every token (the
   * generic detector, about 0.5 us a token) costs more than one regex, linearly all the same.
   */
  boundMs?: number;
}

/** Every match of `pattern` in `text`, as `redact` walks them (an empty match steps on). */
export function execAll(pattern: RegExp, text: string, onMatch?: (match: RegExpExecArray) => unknown): void {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match[0].length === 0) pattern.lastIndex++;
    onMatch?.(match);
  }
}

/** A subject that runs one global regex over the text, and `onMatch` (a rule's allow) on each match. */
export function regexSubject(
  id: string,
  pattern: RegExp,
  keywords: readonly string[] = [],
  onMatch?: (match: RegExpExecArray) => unknown,
): LinearSubject {
  const global = pattern.global ? pattern : new RegExp(pattern.source, `${pattern.flags}g`);
  return { id, source: pattern.source, keywords, run: (text) => execAll(global, text, onMatch) };
}

/** Pieces every subject is also fed: separators and runs that often start a backtracking blow-up. */
const COMMON_PIECES = [
  "a",
  "A",
  "1",
  "_",
  "-",
  ".",
  "/",
  "\\",
  " ",
  "\t",
  "=",
  ":",
  '"',
  "'",
  "%",
  "a-",
  "-a",
  "a_",
  "__",
  "a.",
  "a ",
  "a=",
  "a:",
  "\\\\",
  '\\"',
  "\\n",
  "a1",
  "%3A",
];

/** Distinct pieces of 2 and 3 characters of `text`. */
export function piecesOf(text: string): string[] {
  const pieces = new Set<string>();
  for (const size of [2, 3])
    for (let i = 0; i + size <= text.length; i++) pieces.add(text.slice(i, i + size));
  return [...pieces];
}

/** `unit` repeated to exactly `chars` characters. */
function repeatTo(unit: string, chars: number): string {
  if (chars <= 0) return "";
  return unit.repeat(Math.ceil(chars / unit.length)).slice(0, chars);
}

/** An adversarial input: its name (a shape anyone can rebuild) and how to make it at a length. */
export interface AdversarialInput {
  name: string;
  make: (chars: number) => string;
}

/** The pieces of `source` in the 48 characters after each place `word` occurs (any case). */
function piecesAfter(source: string, word: string): string[] {
  const lower = source.toLowerCase();
  const target = word.toLowerCase();
  const pieces: string[] = [];
  for (let at = lower.indexOf(target); at !== -1; at = lower.indexOf(target, at + 1))
    pieces.push(...piecesOf(source.slice(at + word.length, at + word.length + 48)));
  return pieces;
}

/** A source this short gives all its pieces to a keyword it does not hold. */
const SHORT_SOURCE = 60;

/**
 * The inputs for `subject`: each piece of its source (and COMMON_PIECES) repeated, alone and with a
 * stray character after it; each keyword and word of the source repeated; each keyword and word
 * of the source followed by a piece repeated, and keyword and piece repeated together (`bundle__`
 * x N). A keyword or word is paired with the pieces of the source that follow it (what the regex
 * tries after it) and COMMON_PIECES; a keyword of a short source, with all its pieces.
 */
export function adversarialInputs(subject: LinearSubject): AdversarialInput[] {
  const inputs = new Map<string, AdversarialInput>();
  const add = (name: string, make: (chars: number) => string) => {
    if (!inputs.has(name)) inputs.set(name, { name, make });
  };
  const show = (text: string) => JSON.stringify(text);
  const source = subject.source;
  const pieces = [...new Set([...piecesOf(source), ...COMMON_PIECES])];
  for (const piece of pieces) {
    add(`${show(piece)} x N`, (n) => repeatTo(piece, n));
    add(`${show(piece)} x N + "!"`, (n) => `${repeatTo(piece, n - 1)}!`);
  }
  const words = [...new Set(source.match(/[A-Za-z0-9_-]{3,}/g) ?? [])];
  for (const word of [...subject.keywords, ...words]) add(`${show(word)} x N`, (n) => repeatTo(word, n));
  for (const keyword of subject.keywords) {
    // A keyword the source does not hold (base64-token's, what a prefix looks like in base64)
    // only lets the rule run: what follows it in the text is the source's business.
    const after = source.toLowerCase().includes(keyword.toLowerCase())
      ? [...piecesAfter(source, keyword), ...COMMON_PIECES]
      : source.length <= SHORT_SOURCE
        ? pieces
        : COMMON_PIECES;
    for (const piece of new Set(after)) {
      add(`${show(keyword)} + ${show(piece)} x N`, (n) => keyword + repeatTo(piece, n - keyword.length));
      add(`(${show(keyword)} + ${show(piece)}) x N`, (n) => repeatTo(keyword + piece, n));
    }
  }
  const keywords = new Set(subject.keywords.map((keyword) => keyword.toLowerCase()));
  for (const word of words) {
    if (keywords.has(word.toLowerCase())) continue;
    for (const piece of new Set([...piecesAfter(source, word), ...COMMON_PIECES.slice(0, 12)]))
      add(`${show(word)} + ${show(piece)} x N`, (n) => word + repeatTo(piece, n - word.length));
  }
  return [...inputs.values()];
}

/** CPU milliseconds `run` takes (user and system, this process), the least of `rounds` runs. */
export function cpuMs(run: () => unknown, rounds = 1): number {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < rounds; round++) {
    const start = process.cpuUsage();
    run();
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

/** Wall milliseconds, for the screen (finer than cpuUsage's tick, and only used to rank). */
function wallMs(run: () => unknown): number {
  const start = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

export interface Screened {
  input: AdversarialInput;
  /** Wall milliseconds at the screen's length (at TINY_CHARS when it blew up there). */
  ms: number;
  /** The input blew up at TINY_CHARS already (exponential): it is not run longer. */
  exponential?: boolean;
}

/**
 * The first length every input is run at: an exponential regex (`(?:[A-Z]?[a-z]+)+$` on `aaa...!`)
 * takes milliseconds here and hours at the screen's length, so it is caught before.
 */
export const TINY_CHARS = 24;
/** What an input may cost at TINY_CHARS: a linear pass of 24 characters takes microseconds. */
const TINY_MS = 5;

/** The screen's lengths: every input at the first, the costliest SHORTLIST of them at the second. */
export const SCREEN_CHARS = [256, 4096] as const;
const SHORTLIST = 12;

/**
 * The inputs of `subject`, costliest first: an input that blew up at TINY_CHARS, then the
 * SHORTLIST costliest at SCREEN_CHARS[0] ranked again at SCREEN_CHARS[1] (a quadratic pass of
 * 256 characters already costs ten times a linear one; at 4096, a thousand times).
 */
export function screen(subject: LinearSubject): Screened[] {
  // Warm up: V8 compiles a regex on its first runs and tiers it up after.
  for (let i = 0; i < 20; i++) subject.run(`warm ${subject.keywords.join(" ")} ${i}`);
  const exponential: Screened[] = [];
  const first: Screened[] = [];
  for (const input of adversarialInputs(subject)) {
    const tiny = input.make(TINY_CHARS);
    const tinyMs = wallMs(() => subject.run(tiny));
    // Once more before it counts: a loaded host can stall any one run.
    if (tinyMs > TINY_MS && wallMs(() => subject.run(tiny)) > TINY_MS) {
      exponential.push({ input, ms: tinyMs, exponential: true });
      continue;
    }
    const text = input.make(SCREEN_CHARS[0]);
    first.push({ input, ms: wallMs(() => subject.run(text)) });
  }
  first.sort((a, b) => b.ms - a.ms);
  const second = first.slice(0, SHORTLIST).map(({ input }) => {
    const text = input.make(SCREEN_CHARS[1]);
    return { input, ms: wallMs(() => subject.run(text)) };
  });
  second.sort((a, b) => b.ms - a.ms);
  return [...exponential, ...second, ...first.slice(SHORTLIST)];
}

export interface Growth {
  input: string;
  /** CPU milliseconds at SMALL_CHARS and at LARGE_CHARS. */
  smallMs: number;
  largeMs: number;
}

/** The long lengths: 64 KiB and 256 KiB, the longest line the digest redacts whole. */
export const SMALL_CHARS = 64 * 1024;
export const LARGE_CHARS = 256 * 1024;

/**
 * CPU time of `subject` on `input` at SMALL_CHARS and LARGE_CHARS (least of `rounds` runs each,
 * after one run not counted: V8's first two runs of a regex over a new long string cost up to ten
 * times the next ones, measured, which made a linear growth look quadratic).
 */
export function growth(subject: LinearSubject, input: AdversarialInput, rounds = 2): Growth {
  const small = input.make(SMALL_CHARS);
  const large = input.make(LARGE_CHARS);
  subject.run(small);
  subject.run(large);
  return {
    input: input.name,
    smallMs: cpuMs(() => subject.run(small), rounds),
    largeMs: cpuMs(() => subject.run(large), rounds),
  };
}

/**
 * Whether a growth is linear: under `boundMs` at LARGE_CHARS, and (once it costs enough to be
 * measured, `floorMs`) at most `maxRatio` times the cost at a quarter of the length, where
 * linear is 4 and quadratic 16.
 */
export function isLinear(g: Growth, boundMs: number, maxRatio = 8, floorMs = 4): boolean {
  if (g.largeMs > boundMs) return false;
  if (g.largeMs < floorMs) return true;
  return g.largeMs / Math.max(g.smallMs, 0.25) <= maxRatio;
}
