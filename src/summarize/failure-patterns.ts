/**
 * Which log lines explain a failure. Two stages, so the digest stays fast on huge logs: the words
 * of `CANDIDATE_WORDS` are looked for in the raw bytes of whole chunks (src/summarize/digest-candidates.ts:
 * one keyword automaton, no regex, nothing decoded), and `classify` scores only the few lines
 * where one is found (and rejects false alarms such as "0 errors").
 *
 * Every regex here runs on one line cut to the digest's line length, and each is linear in it: no
 * quantified part can be tried again from many starts over the same text (issue 34; the property
 * test in test/summarize/digest-linear.test.ts feeds each one repeats of its own pieces).
 */

/**
 * Words that may start an explanation of a failure, case ignored. A word found right after a
 * letter other than `m` does not count (`m` ends an ANSI colour code, `\x1b[31merror`), except
 * `error` and `exception`, which count after any letter (`TypeError` and kin). Also a candidate:
 * a line that starts with blanks and `at ` (a stack frame; digest-candidates.ts says exactly when).
 */
export const CANDIDATE_WORDS: readonly { word: string; afterLetter: boolean }[] = [
  ...["error", "exception"].map((word) => ({ word, afterLetter: true })),
  ...[
    "err!",
    "expected",
    "exited",
    "exit code",
    "exit status",
    "fail",
    "fatal",
    "panic",
    "traceback",
    "timed out",
    "timeout",
    "assert",
    "abort",
    "received",
    "refused",
    "denied",
    "deprecat",
    "not found",
    "cannot",
    "can't",
    "unable",
    "invalid",
    "missing",
    "segmentation",
    "killed",
    "warn",
  ].map((word) => ({ word, afterLetter: false })),
];

/** Lines that say nothing went wrong although they hold a candidate word. */
const FALSE_ALARMS: RegExp[] = [
  /\b0 (?:errors?|failed|failures?|warnings?)\b/i,
  /\b(?:no|zero) (?:errors?|failures?|warnings?)\b/i,
  /\b(?:errors?|failures?|failed|warnings?)[:=]\s*0\b/i,
  /\bexit (?:code|status)[:=]?\s*0\b/i,
];

interface Rule {
  test: (line: string) => boolean;
  score: number;
  kind: string;
}

const matches = (pattern: RegExp) => (line: string) => pattern.test(line);

const EXPECTED = /\bexpected\b/i;
const TO_OR_BUT = /\b(?:to|but)\b/gi;
/**
 * `/\bexpected\b.*\b(?:to|but)\b/i` in linear time: as a regex it scans the rest of the line from
 * every "expected" (quadratic in a line of them). The first "expected" has the most line after it,
 * so the line matches when a `to` or `but` follows that one.
 */
function expectedThenToOrBut(line: string): boolean {
  const found = EXPECTED.exec(line);
  if (!found) return false;
  TO_OR_BUT.lastIndex = found.index + found[0].length;
  return TO_OR_BUT.test(line);
}

const FRAME_START = /^\s+at \S/;
const LINE_BREAK = /[\n\r\u2028\u2029]/g;
const LOCATION_IN_PARENS = /:\d+\)/g;
const LINE_AND_COLUMN = /:\d+:\d+/g;
/**
 * `/^\s+at \S.*(?:\(.*:\d+(?::\d+)?\)|:\d+:\d+)/` (a JavaScript stack frame) in linear time: the
 * regex tries `.*:\d+` from every `(`. The same question asked once: after the frame's start and
 * before any line break (what `.` stops at), a `:N)` somewhere after the first `(`, or a `:N:N`.
 */
function isStackFrame(line: string): boolean {
  const start = FRAME_START.exec(line);
  if (!start) return false;
  const from = start[0].length;
  LINE_BREAK.lastIndex = from;
  const limit = LINE_BREAK.exec(line)?.index ?? line.length;
  const paren = line.indexOf("(", from);
  if (paren !== -1 && paren < limit) {
    LOCATION_IN_PARENS.lastIndex = paren + 1;
    const location = LOCATION_IN_PARENS.exec(line);
    if (location && location.index < limit) return true;
  }
  LINE_AND_COLUMN.lastIndex = from;
  const place = LINE_AND_COLUMN.exec(line);
  return place !== null && place.index < limit;
}

/** Every regex `classify` runs, for the linear-time property test. */
export const CLASSIFY_PATTERNS: RegExp[] = [];
const pattern = (regex: RegExp) => {
  CLASSIFY_PATTERNS.push(regex);
  return matches(regex);
};
CLASSIFY_PATTERNS.push(
  ...FALSE_ALARMS,
  EXPECTED,
  TO_OR_BUT,
  FRAME_START,
  LOCATION_IN_PARENS,
  LINE_AND_COLUMN,
);

const ASSERTION = pattern(/\bAssertionError\b|\bassert(?:ion)? failed/i);
const TRACEBACK = pattern(/\bTraceback \(most recent call last\)/);
const PYTHON_FRAME = pattern(/^\s*File ".*", line \d+/);

/** Ordered strongest first: the first rule that matches names the line's kind. */
const RULES: Rule[] = [
  { test: pattern(/\berror TS\d+|\bTS\d{4}:/), score: 5, kind: "compile error" },
  {
    test: (line) => ASSERTION(line) || expectedThenToOrBut(line),
    score: 5,
    kind: "failed assertion",
  },
  {
    // `(?<!\d)`: a count is tried from its first digit only (`\d+ failed` alone is quadratic in digits).
    test: pattern(/^\s*(?:FAIL|✗|×|✖)\s|\bTests?:?\s+\d+ failed|\btests? failed\b|(?<!\d)\d+ failed\b/),
    score: 5,
    kind: "failed test",
  },
  {
    test: pattern(
      /\b(?:npm (?:ERR!|error)|yarn error|pnpm ERR|ERR_PNPM_\w+|E(?:NOENT|ACCES|NOTCACHED|404|CONNREFUSED|ADDRINUSE|PERM))\b/,
    ),
    score: 4,
    kind: "package manager error",
  },
  {
    test: pattern(
      /\b(?:Uncaught|Unhandled)\b|\b[A-Z]\w*(?:Error|Exception)\b(?::|$)|^\s*(?:error|fatal|panic)\b|\b(?:ERROR|FATAL|PANIC)\b|\berror:/,
    ),
    score: 4,
    kind: "error",
  },
  {
    test: (line) => TRACEBACK(line) || isStackFrame(line) || PYTHON_FRAME(line),
    score: 3,
    kind: "stack trace",
  },
  {
    test: pattern(/\bSegmentation fault|\bcore dumped|\bKilled\b|\bOOM|out of memory|\babort(?:ed)?\b/i),
    score: 4,
    kind: "crash",
  },
  {
    test: pattern(
      /\bexit(?:ed)? (?:with )?(?:code|status) [1-9]\d*|\bexited with [1-9]|\bcommand failed\b|\bELIFECYCLE\b/i,
    ),
    score: 4,
    kind: "exit status",
  },
  {
    test: pattern(
      /\bcommand not found\b|\bNo such file or directory\b|\bpermission denied\b|\bconnection refused\b|\btimed? ?out\b/i,
    ),
    score: 4,
    kind: "error",
  },
  {
    test: pattern(/\b(?:Expected|Received)\b|^\s*[-+] (?:Expected|Received)\b/),
    score: 3,
    kind: "failed assertion",
  },
  {
    test: pattern(
      /\bfail(?:ed|ure|ing)?\b|\berrors?\b|\bcannot\b|\bcan't\b|\bunable to\b|\binvalid\b|\bnot found\b|\bmissing\b/i,
    ),
    score: 2,
    kind: "error",
  },
  { test: pattern(/\bwarn(?:ing)?\b|\bdeprecat/i), score: 1, kind: "warning" },
];

export interface Classification {
  /** 0: not worth keeping; 1 a warning ... 5 the clearest sign of a failure. */
  score: number;
  kind: string;
}

const NOTHING: Classification = { score: 0, kind: "" };

/** Score one cleaned line by how much it explains a failure. */
export function classify(line: string): Classification {
  if (FALSE_ALARMS.some((pattern) => pattern.test(line))) return NOTHING;
  for (const rule of RULES) if (rule.test(line)) return { score: rule.score, kind: rule.kind };
  return NOTHING;
}
