/**
 * Which log lines explain a failure. Two stages, so the digest stays fast on huge logs: a broad
 * case-insensitive `CANDIDATE` regex runs over whole chunks of raw text, and `classify` scores
 * only the few lines it hits (and rejects false alarms such as "0 errors").
 */

/**
 * Words that may start an explanation of a failure. Run with `g` over latin1 text of whole chunks,
 * so its speed is the digest's speed. Measured on a generated 100 MB CI log (bench/digest.bench.js):
 * a flat case-insensitive alternation of the words ran at 124 MB/s; as a trie behind a lookbehind
 * that lets the engine give up at once inside words, 384 MB/s. The lookbehind accepts a word after
 * `m`, the end of an ANSI colour code (`\x1b[31merror`); `[a-z]error` catches `TypeError` and kin.
 */
const CANDIDATE_WORDS =
  "e(?:rr(?:or|!)|xception|xpected|xit(?:ed| code| status))|f(?:ail|atal)|panic|t(?:raceback|imed out|imeout)" +
  "|a(?:ssert|bort)|re(?:ceived|fused)|de(?:nied|precat)|not found|can(?:not|'t)|unable|invalid|missing" +
  "|segmentation|killed|warn";
export const CANDIDATE = new RegExp(
  `(?<![a-ln-z])(?:${CANDIDATE_WORDS})|\\n\\s+at |[a-z](?:error|exception)`,
  "gi",
);

/** Lines that say nothing went wrong although they hold a candidate word. */
const FALSE_ALARMS: RegExp[] = [
  /\b0 (?:errors?|failed|failures?|warnings?)\b/i,
  /\b(?:no|zero) (?:errors?|failures?|warnings?)\b/i,
  /\b(?:errors?|failures?|failed|warnings?)[:=]\s*0\b/i,
  /\bexit (?:code|status)[:=]?\s*0\b/i,
];

interface Rule {
  pattern: RegExp;
  score: number;
  kind: string;
}

/** Ordered strongest first: the first rule that matches names the line's kind. */
const RULES: Rule[] = [
  { pattern: /\berror TS\d+|\bTS\d{4}:/, score: 5, kind: "compile error" },
  {
    pattern: /\bAssertionError\b|\bassert(?:ion)? failed|\bexpected\b.*\b(?:to|but)\b/i,
    score: 5,
    kind: "failed assertion",
  },
  {
    pattern: /^\s*(?:FAIL|✗|×|✖)\s|\bTests?:?\s+\d+ failed|\btests? failed\b|\d+ failed\b/,
    score: 5,
    kind: "failed test",
  },
  {
    pattern:
      /\b(?:npm (?:ERR!|error)|yarn error|pnpm ERR|ERR_PNPM_\w+|E(?:NOENT|ACCES|NOTCACHED|404|CONNREFUSED|ADDRINUSE|PERM))\b/,
    score: 4,
    kind: "package manager error",
  },
  {
    pattern:
      /\b(?:Uncaught|Unhandled)\b|\b[A-Z]\w*(?:Error|Exception)\b(?::|$)|^\s*(?:error|fatal|panic)\b|\b(?:ERROR|FATAL|PANIC)\b|\berror:/,
    score: 4,
    kind: "error",
  },
  {
    pattern:
      /\bTraceback \(most recent call last\)|^\s+at \S.*(?:\(.*:\d+(?::\d+)?\)|:\d+:\d+)|^\s*File ".*", line \d+/,
    score: 3,
    kind: "stack trace",
  },
  {
    pattern: /\bSegmentation fault|\bcore dumped|\bKilled\b|\bOOM|out of memory|\babort(?:ed)?\b/i,
    score: 4,
    kind: "crash",
  },
  {
    pattern:
      /\bexit(?:ed)? (?:with )?(?:code|status) [1-9]\d*|\bexited with [1-9]|\bcommand failed\b|\bELIFECYCLE\b/i,
    score: 4,
    kind: "exit status",
  },
  {
    pattern:
      /\bcommand not found\b|\bNo such file or directory\b|\bpermission denied\b|\bconnection refused\b|\btimed? ?out\b/i,
    score: 4,
    kind: "error",
  },
  {
    pattern: /\b(?:Expected|Received)\b|^\s*[-+] (?:Expected|Received)\b/,
    score: 3,
    kind: "failed assertion",
  },
  {
    pattern:
      /\bfail(?:ed|ure|ing)?\b|\berrors?\b|\bcannot\b|\bcan't\b|\bunable to\b|\binvalid\b|\bnot found\b|\bmissing\b/i,
    score: 2,
    kind: "error",
  },
  { pattern: /\bwarn(?:ing)?\b|\bdeprecat/i, score: 1, kind: "warning" },
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
  for (const rule of RULES) if (rule.pattern.test(line)) return { score: rule.score, kind: rule.kind };
  return NOTHING;
}
