/**
 * The generic detector (issue 33): secrets found without knowing the vendor, beside the named rules
 * of src/secret-rules.ts. Each line is read once, left to right, as chunks (runs between blanks,
 * quotes, brackets and commas; terminal escapes and escaped line breaks count as blanks) split into
 * pieces at `:`, `=`, `?` and `&`. A piece followed by `:` or `=`, or a flag, is a name and says
 * what the values after it are (secret-context.ts); a value is then judged by the token test
 * (secret-tokens.ts) at the strength its context calls for, after what is known public
 * (known-public.ts). Base64 and URL-encoded values are judged by what they decode to
 * (encoded-values.ts), once: a decoded text is read again without decoding further.
 *
 * Linear on hostile input: every character is visited a bounded number of times (a piece by the
 * scanner, its statistics, and at most one decoded copy of at most 16 KiB); no regex here has a
 * quantified group that can overlap what follows it.
 */
import { decodeBase64Text, decodeUrl, pemVerdict, sshPublicKeyBlob, urlEncoded } from "./encoded-values.js";
import { knownCommit, knownPublicShape, pathLike, pathOrFileName, wordsThenSuffix } from "./known-public.js";
import { flagVerdict, hasLineKeyword, type NameVerdict, nameVerdict, traceLine } from "./secret-context.js";
import {
  classBit,
  classMask,
  HAS_DIGIT,
  HAS_LOWER,
  HAS_OTHER,
  mixedCase,
  plainToken,
  relaxedToken,
  storedValueToken,
  strongToken,
  type TokenStats,
  tokenStats,
} from "./secret-tokens.js";

/** [start, end) of a secret in the text given. */
export type GenericSpan = [number, number];

export interface DetectorOptions {
  /** Commit SHAs the job names (SERVICE_COMMIT): never secrets. Lower case. */
  commits?: ReadonlySet<string>;
}

const NO_COMMITS: ReadonlySet<string> = new Set();

/** A character that ends a chunk (a separator, an escape); below it, the HAS_* bits of secret-tokens.ts. */
const ENDS_CHUNK = 16;
/** `:`, `=`, `?` or `&`: a chunk holding one is split into pieces. */
const SPLITS_PIECES = 32;
/** `:`: a chunk holding one may be a URL. */
const COLON = 64;

/**
 * What each ASCII code is to the scanner, looked up: the one pass over a chunk finds its end, the
 * classes its characters hold and whether it needs splitting, so a chunk of one piece (most of a
 * long line: a bundle, a blob) is read once and its value judged from its classes.
 */
const ASCII_FLAGS = Uint8Array.from({ length: 128 }, (_, code) => {
  if (code === 0x1b || separatorCode(code)) return ENDS_CHUNK;
  let flags = classBit(code);
  if (code === 58 || code === 61 || code === 63 || code === 38) flags |= SPLITS_PIECES;
  if (code === 58) flags |= COLON;
  return flags;
});

/**
 * The characters of a chunk that neither split it nor hold upper case (lower case, digits and
 * `!#$%*+-./@^_~`): a long run of them (a blob, a hex dump, a bundle's line) is crossed by the
 * regex engine, several times faster than a loop over its characters.
 */
const PLAIN_RUN = /[a-z0-9!#$%*+\-./@^_~]*/y;

/** Characters read one by one before a chunk is taken as long and its plain runs left to PLAIN_RUN. */
const SHORT_CHUNK = 32;

/**
 * The end of the chunk starting at `from` (neither a separator nor an escape); its flags in scannedFlags: the
 * classes it holds (a long plain run counts as lower case, digits and others, whichever it holds:
 * a class too many only sends a token to the full test) and whether it splits.
 */
function scanChunk(text: string, from: number, end: number): number {
  let j = from;
  let flags = 0;
  let checkRunAt = from + SHORT_CHUNK;
  while (j < end) {
    if (j >= checkRunAt) {
      PLAIN_RUN.lastIndex = j;
      PLAIN_RUN.test(text);
      const runEnd = Math.min(PLAIN_RUN.lastIndex, end);
      if (runEnd > j) {
        flags |= HAS_LOWER | HAS_DIGIT | HAS_OTHER;
        j = runEnd;
        if (j >= end) break;
      }
      checkRunAt = j + SHORT_CHUNK;
    }
    const c = text.charCodeAt(j);
    const f = c < 128 ? (ASCII_FLAGS[c] as number) : charFlags(c);
    if (f === ENDS_CHUNK) break;
    flags |= f;
    j++;
  }
  scannedFlags = flags;
  return j;
}

/** The flags of the chunk scanChunk last read (a second result, without an array per chunk). */
let scannedFlags = 0;

/** The scanner's flags of any code. */
function charFlags(code: number): number {
  if (code < 128) return ASCII_FLAGS[code] as number;
  return separatorCode(code) ? ENDS_CHUNK : HAS_OTHER;
}

/** Characters that end a chunk besides blanks. */
function separator(code: number): boolean {
  return code < 128 ? (ASCII_FLAGS[code] as number) === ENDS_CHUNK : separatorCode(code);
}

function separatorCode(code: number): boolean {
  switch (code) {
    case 34: // "
    case 39: // '
    case 96: // `
    case 40: // (
    case 41: // )
    case 91: // [
    case 93: // ]
    case 123: // {
    case 125: // }
    case 60: // <
    case 62: // >
    case 44: // ,
    case 59: // ;
    case 124: // |
    case 92: // backslash
      return true;
    default:
      return (
        code <= 32 || code === 0x7f || code === 0xa0 || code === 0x2007 || code === 0x202f || code === 0x3000
      );
  }
}

/** Where the text after an escape sequence at `i` (ESC) starts: CSI `ESC [ ... final`, or two characters. */
function skipEscape(text: string, i: number, end: number): number {
  if (text.charCodeAt(i + 1) !== 91) return Math.min(end, i + 2);
  let j = i + 2;
  while (j < end) {
    const code = text.charCodeAt(j);
    j++;
    if (code >= 0x40 && code <= 0x7e) break;
  }
  return j;
}

/** `user@host`: an address. */
const USER_AT_HOST = /^[a-z_][a-z0-9_.+-]*@[a-z0-9][a-z0-9.-]*$/;

/** Base64 longer than this is not decoded: a secret is a few KiB at most (a .p12 about 4 KiB). */
const MAX_DECODED_PIECE = 16 * 1024;

/** A flag: `-p`, `--api-key`. */
const FLAG = /^--?[A-Za-z][\w-]*$/;

/** The state of one line's reading. */
interface LineState {
  /** A secret word was seen earlier on the line (or anywhere on a `set -x` trace line, or ending the line above). */
  raised: boolean;
  /** What the last name or flag says about the values after it, until the next name. */
  name: NameVerdict | undefined;
  /** Pieces read so far on the line. */
  pieces: number;
  /** The last name was a flag: it takes one value, then its verdict ends. */
  flag: boolean;
  /**
   * The last words before a name, which it is read with (`Unseal Key 1:`, `Secret ID =`): the last
   * word ends at `phraseEnd` (-1: no phrase) and starts at `lastWordFrom`; the word before it, when
   * the phrase has two, is `[firstWordFrom, firstWordTo)` (-1: one word). Places in the text, not
   * strings: a string per word read cost more than the rest of the reading of most words.
   */
  firstWordFrom: number;
  firstWordTo: number;
  lastWordFrom: number;
  phraseEnd: number;
}

/** Find the generic detector's secrets in `text`. `depth` 1 reads a decoded text: no further decoding. */
export function genericSpans(text: string, options: DetectorOptions = {}, depth = 0): GenericSpan[] {
  const spans: GenericSpan[] = [];
  const commits = options.commits ?? NO_COMMITS;
  let lineStart = 0;
  let aboveNamesSecret = false;
  let keyBlockLines = 0;
  /** The first `-----` at or after the line's start (-1: none left; -2: not searched yet). */
  let nextMarker = -2;
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf("\n", lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    // A key block (PEM, PGP, OpenVPN's static key): every line up to its END is hidden whole,
    // whatever each looks like alone (an OpenVPN key's lines are hex a request id could be).
    // The next `-----` is searched for again only once the line start has passed it: a search
    // to the text's end from every line was quadratic in a text of many lines.
    if (nextMarker !== -1 && nextMarker < lineStart) nextMarker = text.indexOf("-----", lineStart);
    const marker = nextMarker;
    const hasMarker = marker !== -1 && marker < lineEnd;
    if (keyBlockLines > 0 && !(hasMarker && text.startsWith("-----END", marker))) {
      const first = firstNonBlank(text, lineStart, lineEnd);
      if (first < lineEnd) spans.push([first, lineEnd]);
      keyBlockLines--;
    } else {
      keyBlockLines = 0;
      if (
        hasMarker &&
        text.startsWith("-----BEGIN", marker) &&
        pemVerdict(text.slice(marker, lineEnd)) === "secret"
      )
        keyBlockLines = KEY_BLOCK_MAX_LINES;
      else aboveNamesSecret = readLine(text, lineStart, lineEnd, aboveNamesSecret, commits, depth, spans);
    }
    lineStart = lineEnd + 1;
  }
  return spans;
}

/** A key block hides at most this many lines when its END never comes (a 16384-bit RSA key is about 200). */
const KEY_BLOCK_MAX_LINES = 500;

function firstNonBlank(text: string, from: number, to: number): number {
  let k = from;
  while (k < to && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k++;
  return k;
}

/** Read one line; returns whether it ends in a secret name (the next line's value is its). */
function readLine(
  text: string,
  start: number,
  end: number,
  aboveNamesSecret: boolean,
  commits: ReadonlySet<string>,
  depth: number,
  spans: GenericSpan[],
): boolean {
  const line = text.slice(start, end);
  const state: LineState = {
    raised: aboveNamesSecret || (traceLine(line) && hasLineKeyword(line)),
    name: aboveNamesSecret ? "secret" : undefined,
    flag: false,
    pieces: 0,
    firstWordFrom: -1,
    firstWordTo: -1,
    lastWordFrom: -1,
    phraseEnd: -1,
  };
  // A value alone on its line (a YAML scalar under its name, a TOML string's middle line), maybe
  // behind a timestamp or a step label: judged as a stored value, or as a secret under a secret name.
  const alone = ALONE.exec(line);
  if (alone) {
    const token = alone[1] as string;
    const at = start + line.lastIndexOf(token);
    // 32 hex digits alone on a line: a line of an OpenVPN static key, `openssl rand -hex 16`; a
    // commit (40) or a sha256 (64) alone is left.
    const hexKey = token.length === 32 && /^[0-9a-f]{32}$/.test(token);
    if (hexKey || judgeValue(token, { ...state, name: state.name ?? "value" }, commits, depth))
      spans.push([at, at + token.length]);
    return nameVerdict(token) === "secret";
  }
  let lastName: NameVerdict | undefined;
  let lastPieceEnd = -1;
  let i = start;
  while (i < end) {
    const code = text.charCodeAt(i);
    if (code === 0x1b) {
      i = skipEscape(text, i, end);
      continue;
    }
    // An escaped line break or tab in a JSON string (`\n`) parts words as a real one does.
    if (code === 92) {
      const next = text.charCodeAt(i + 1);
      i += next === 110 || next === 114 || next === 116 ? 2 : 1;
      continue;
    }
    if (separator(code)) {
      i++;
      continue;
    }
    // The chunk's end, and what it holds (its first character is neither a separator nor an escape).
    const j = scanChunk(text, i, end);
    const verdict = readChunk(text, i, j, scannedFlags, end, state, commits, depth, spans);
    if (verdict === null) {
      i = j;
      continue;
    }
    // A closing tag (`</name>`) leaves the name before it the line's last word.
    if (text.charCodeAt(i) === 47 && /^\/[\w.:-]+$/.test(text.slice(i, Math.min(j, i + 40)))) {
      i = j;
      continue;
    }
    lastName = verdict;
    lastPieceEnd = j;
    i = j;
  }
  // The line ends in a name (`"name": "api_token",`, `password:`, `["password"]=>`, `- name: DB_PASSWORD`).
  if (lastPieceEnd === -1) return false;
  const tail = text.slice(lastPieceEnd, end);
  return (
    lastName === "secret" || (lastName === undefined && endsInSecretWord(text, start, lastPieceEnd, tail))
  );
}

/** A line of one token and nothing else but indentation, a timestamp or a step label before it. */
const ALONE =
  /^(?:\d{4}-\d\d-\d\dT[\d:.]+Z?[ \t]+|\[[\w.-]{1,40}\][ \t]+)?[ \t]*([^\s"'<>{}()[\],;|=:]{10,200})[ \t]*$/;

/** A line whose last word names a secret (`- name: DB_PASSWORD`), with only closing marks after it. */
function endsInSecretWord(text: string, start: number, pieceEnd: number, tail: string): boolean {
  // One class then an optional closing tag: a second class overlapping the first backtracked
  // quadratically on a long tail of blanks.
  if (!/^["'>\]:|=,\s-]*(?:<\/[\w.:-]+>[\s>]*)?$/.test(tail)) return false;
  // The word before pieceEnd, read backwards (a regex anchored at the end tries every start).
  let from = pieceEnd;
  while (from > start && pieceEnd - from < 60 && /[\w.-]/.test(text[from - 1] as string)) from--;
  return from < pieceEnd && nameVerdict(text.slice(from, pieceEnd)) === "secret";
}

/**
 * Read the chunk `[from, to)` of a line that ends at `lineEnd`. Returns the verdict of its last
 * piece when that piece is a name, undefined when it is a value, null when it has no piece (`=`).
 */
function readChunk(
  text: string,
  from: number,
  to: number,
  flags: number,
  lineEnd: number,
  state: LineState,
  commits: ReadonlySet<string>,
  depth: number,
  spans: GenericSpan[],
): NameVerdict | undefined | null {
  const scheme = (flags & COLON) === 0 ? -1 : indexWithin(text, "://", from, to);
  if (scheme !== -1) {
    // The scheme: the letters right before `://`, three or more (`h1://...` is go.sum's base64).
    let schemeStart = scheme;
    while (schemeStart > from && /[A-Za-z0-9+.-]/.test(text[schemeStart - 1] as string)) schemeStart--;
    if (scheme - schemeStart >= 3 && /[A-Za-z]/.test(text[schemeStart] as string)) {
      const before =
        schemeStart > from
          ? readPieces(text, from, schemeStart, lineEnd, state, commits, depth, spans)
          : null;
      readUrl(text, scheme, to, state, commits, depth, spans);
      void before;
      return undefined;
    }
  }
  if ((flags & SPLITS_PIECES) === 0) {
    // One piece, the whole chunk: its classes are known from the scan.
    const isName =
      assignmentFollows(text, to, lineEnd) ||
      (state.pieces === 0 && columnFollows(text, to, lineEnd)) ||
      storedValueTag(text, from, to);
    return readPiece(text, from, to, isName, state, commits, depth, spans, flags & CLASS_BITS);
  }
  return readPieces(text, from, to, lineEnd, state, commits, depth, spans);
}

/** The HAS_* bits of the scanner's flags. */
const CLASS_BITS = 15;

/** The pieces of the chunk `[from, to)`, split at `:`, `=`, `?` and `&`. */
function readPieces(
  text: string,
  from: number,
  to: number,
  lineEnd: number,
  state: LineState,
  commits: ReadonlySet<string>,
  depth: number,
  spans: GenericSpan[],
): NameVerdict | undefined | null {
  let lastVerdict: NameVerdict | undefined | null = null;
  let pieceStart = from;
  for (let k = from; k <= to; k++) {
    const code = k < to ? text.charCodeAt(k) : -1;
    const splits =
      code === 58 || code === 63 || code === 38 || (code === 61 && !paddingAt(text, pieceStart, k, to));
    if (!splits && k < to) continue;
    if (k > pieceStart) {
      // A piece is a name when `:` or `=` follows it in the chunk, or after blanks and quotes.
      const isName = splits
        ? code === 58 || code === 61
        : assignmentFollows(text, to, lineEnd) ||
          (state.pieces === 0 && columnFollows(text, to, lineEnd)) ||
          storedValueTag(text, pieceStart, k);
      lastVerdict = readPiece(text, pieceStart, k, isName, state, commits, depth, spans);
    }
    pieceStart = k + 1;
  }
  return lastVerdict;
}

/** Whether the `=` at `k` starts the padding that ends a base64 chunk (`...uQ=`, `...==`). */
function paddingAt(text: string, pieceStart: number, k: number, to: number): boolean {
  // Looks no further than padding can run (two), so a run of `=` costs its length, not its square.
  let j = k;
  while (j < to && j - k <= 2 && text.charCodeAt(j) === 61) j++;
  // Base64 with padding is a multiple of 4 characters long: `jsonpath=` is a name, `...uQ=` padding.
  return j === to && j - k <= 2 && k - pieceStart >= 8 && (j - pieceStart) % 4 === 0;
}

/**
 * An XML element's opening tag (`<value>` before its text) or PHP's `string(14)` before a dumped
 * string: a name for what follows.
 */
function storedValueTag(text: string, from: number, to: number): boolean {
  if (from > 0 && text.charCodeAt(from - 1) === 60 && text.charCodeAt(to) === 62) return true;
  return to - from === 6 && text.startsWith("string(", from);
}

/** Whether the chunk ending at `to` is followed, after blanks, quotes and `]`, by `:`, `=` or `=>`. */
function assignmentFollows(text: string, to: number, lineEnd: number): boolean {
  for (let k = to; k < lineEnd && k < to + 8; k++) {
    const code = text.charCodeAt(k);
    if (code === 58 || code === 61) return true;
    if (
      code === 32 ||
      code === 9 ||
      code === 34 ||
      code === 39 ||
      code === 93 ||
      code === 0xa0 ||
      code === 92
    )
      continue;
    return false;
  }
  return false;
}

/**
 * Whether a line's first word is a table's or a TSV's name column: a tab or two blanks or more
 * after it, and more on the line (`token_accessor    8fa9...`, `password<TAB>V`).
 */
function columnFollows(text: string, to: number, lineEnd: number): boolean {
  if (text.charCodeAt(to) === 9) return to + 1 < lineEnd;
  let k = to;
  while (k < lineEnd && text.charCodeAt(k) === 32) k++;
  return k - to >= 2 && k < lineEnd;
}

/** Read one piece: a name or a flag sets the context; a value is judged in it. */
function readPiece(
  text: string,
  from: number,
  to: number,
  isName: boolean,
  state: LineState,
  commits: ReadonlySet<string>,
  depth: number,
  spans: GenericSpan[],
  classes = -1,
): NameVerdict | undefined {
  const piece = text.slice(from, to);
  state.pieces++;
  if (text.charCodeAt(from) === 45 && FLAG.test(piece)) {
    state.name = flagVerdict(piece);
    state.flag = !isName;
    if (state.name === "secret") state.raised = true;
    state.phraseEnd = -1;
    return isName ? state.name : undefined;
  }
  if (isName && piece.length <= 200) {
    const joined =
      state.phraseEnd !== -1 && onlyBlanks(text, state.phraseEnd, from)
        ? `${phraseText(text, state)} ${piece}`
        : piece;
    state.name = nameVerdict(joined);
    state.flag = false;
    if (state.name === "secret") state.raised = true;
    state.phraseEnd = -1;
    return state.name;
  }
  const secret = judgeValue(piece, state, commits, depth, classes);
  if (secret) spans.push([from, to]);
  if (state.flag) {
    state.name = undefined;
    state.flag = false;
  } else if (!state.raised && state.name !== "public" && hasLineKeyword(piece)) state.raised = true;
  // Words are kept as the phrase a following name is read with (the last two).
  if (!secret && piece.length <= 40 && /^[A-Za-z][\w.-]*$/.test(piece)) {
    const contiguous = state.phraseEnd !== -1 && onlyBlanks(text, state.phraseEnd, from);
    state.firstWordFrom = contiguous ? state.lastWordFrom : -1;
    state.firstWordTo = contiguous ? state.phraseEnd : -1;
    state.lastWordFrom = from;
    state.phraseEnd = to;
  } else {
    state.phraseEnd = -1;
  }
  return undefined;
}

/** The phrase `state` holds (its words joined by one blank). */
function phraseText(text: string, state: LineState): string {
  const last = text.slice(state.lastWordFrom, state.phraseEnd);
  return state.firstWordFrom === -1 ? last : `${text.slice(state.firstWordFrom, state.firstWordTo)} ${last}`;
}

function hasSeparator(text: string): boolean {
  for (let k = 0; k < text.length; k++) if (separator(text.charCodeAt(k))) return true;
  return false;
}

function onlyBlanks(text: string, from: number, to: number): boolean {
  if (to - from > 8) return false;
  for (let k = from; k < to; k++) {
    const code = text.charCodeAt(k);
    if (code !== 32 && code !== 9 && code !== 0xa0) return false;
  }
  return true;
}

/**
 * Whether the value `piece` is a secret in the line's context. `classes`: its HAS_* bits when the
 * scan knows them (-1: not known).
 */
function judgeValue(
  piece: string,
  state: LineState,
  commits: ReadonlySet<string>,
  depth: number,
  classes = -1,
): boolean {
  if (piece.length < 6 && !(state.name === "secret" && piece.length >= 4)) return false;
  if (knownCommit(piece, commits)) return false;
  if (state.name === "public") return false;
  // `deploy@host` beside a secret word: an address. Right after a secret name, `P@ssw0rd` is not.
  if (state.name !== "secret" && piece.includes("@") && USER_AT_HOST.test(piece)) return false;
  if (depth === 0 && piece.includes("%") && urlEncoded(piece)) {
    const decoded = decodeUrl(piece);
    if (decoded !== undefined && decoded !== piece) {
      if (genericSpans(decoded, { commits }, 1).length > 0) return true;
      if (state.name === "secret" || state.raised) return relaxedToken(decoded);
      return false;
    }
  }
  if (state.name === "secret")
    return (
      !pathOrFileName(piece) &&
      !wordsThenSuffix(piece, true) &&
      (relaxedToken(piece) || decodesToSecret(piece, depth))
    );
  // Without both cases, only context or a secret word in the token can make it a secret: base64 of
  // text, a stored value and a strong token all hold both. Most tokens end here, unmeasured, and
  // before the known-public shapes are looked for (which can only say no) unless a path's parts
  // are to be judged one by one.
  const oneCase =
    !mixedCase(classes === -1 ? classMask(piece) : classes) &&
    !state.raised &&
    !(piece.length >= 20 && hasLineKeyword(piece));
  const slash = piece.includes("/");
  if (oneCase && !slash) return false;
  if (knownPublicShape(piece) || sshPublicKeyBlob(piece) || wordsThenSuffix(piece)) return false;
  if (slash && pathLike(piece)) return judgePath(piece, commits, depth);
  if (oneCase) return false;
  const stats = tokenStats(piece);
  // Base64 of text is judged by its text (test data stays, a config with a password does not).
  const decoded = decodedVerdict(piece, depth, stats);
  if (decoded !== undefined) return decoded;
  if (state.raised && relaxedToken(piece, stats)) return true;
  if (state.name === "value" && storedValueToken(piece, stats)) return true;
  if (plainToken(piece, stats)) return false;
  // A token that names itself a secret (`lin_oauth_...`, `app_token_...`) and is long and dense.
  if (stats.length >= 20 && hasLineKeyword(piece) && stats.entropy >= 3.5 && relaxedToken(piece, stats))
    return true;
  return strongToken(stats);
}

/**
 * A path or a URL's path: each part is judged on its own, strictly; a part after a segment that
 * names a secret (`/hooks/<id>`, `/t/<token>/`, `/token/<t>`) as a value after a secret name.
 */
function judgePath(piece: string, commits: ReadonlySet<string>, depth: number): boolean {
  let afterSecret = false;
  for (const part of piece.split("/")) {
    if (
      part.length >= 8 &&
      !knownPublicShape(part) &&
      !wordsThenSuffix(part) &&
      !knownCommit(part, commits)
    ) {
      const stats = tokenStats(part);
      if (afterSecret && relaxedToken(part, stats)) return true;
      if (!plainToken(part, stats) && strongToken(stats) && decodedVerdict(part, depth, stats) !== false)
        return true;
    }
    afterSecret = /^(?:t|hooks?|webhooks?|tokens?|secrets?|keys?)$/i.test(part);
  }
  return false;
}

/**
 * What base64 `piece` decodes to says: a private key, or text holding a secret -> true; a
 * certificate, a public key or text without a secret -> false; not base64 of text -> undefined.
 */
function decodedVerdict(piece: string, depth: number, stats: TokenStats): boolean | undefined {
  if (depth > 0 || piece.length < 12 || piece.length > MAX_DECODED_PIECE) return undefined;
  // Only what could be base64 of text is decoded: mixed case and digits (text's base64 always
  // has them), strong, or short. A long run of one case (a hex dump) is left to the token test.
  if (stats.upper === 0 || stats.lower === 0 || (stats.length > 64 && !strongToken(stats))) return undefined;
  const decoded = decodeBase64Text(piece);
  if (decoded.kind !== "text") return undefined;
  const pem = pemVerdict(decoded.text);
  if (pem !== undefined) return pem === "secret";
  if (genericSpans(decoded.text, {}, 1).length > 0) return true;
  // One word of text with no blank in it that reads as a made-up value (a password stored as base64).
  const body = decoded.text.trim();
  if (body.length >= 8 && !hasSeparator(body)) {
    const stats = tokenStats(body);
    return (
      !plainToken(body, stats) &&
      (strongToken(stats) || (stats.length <= 64 && relaxedToken(body, stats) && stats.entropy >= 3))
    );
  }
  return false;
}

/** Under a secret name: base64 of anything but a certificate or a public key is a secret too. */
function decodesToSecret(piece: string, depth: number): boolean {
  if (depth > 0 || piece.length < 12) return false;
  const decoded = decodeBase64Text(piece);
  return decoded.kind === "text" && pemVerdict(decoded.text) !== "public" && decoded.text.trim().length >= 4;
}

/** A URL: its credentials are the named rules'; its path parts and query values are judged here. */
function readUrl(
  text: string,
  scheme: number,
  to: number,
  state: LineState,
  commits: ReadonlySet<string>,
  depth: number,
  spans: GenericSpan[],
): void {
  const rest = scheme + 3;
  const query = indexWithin(text, "?", rest, to);
  const pathEnd = query === -1 ? to : query;
  const path = text.slice(rest, pathEnd);
  const saved = state.name;
  state.name = undefined;
  if (judgePath(path, commits, depth)) spans.push([rest, pathEnd]);
  state.name = saved;
  if (pathEnd >= to) return;
  // The query: `name=value` pairs, each value judged after its name.
  let at = pathEnd + 1;
  while (at < to) {
    let amp = indexWithin(text, "&", at, to);
    if (amp === -1) amp = to;
    const eq = indexWithin(text, "=", at, amp);
    if (eq !== -1) {
      const name = nameVerdict(text.slice(at, eq));
      const pairState: LineState = { ...state, name };
      const value = text.slice(eq + 1, amp);
      if (value.length > 0 && judgeValue(value, pairState, commits, depth)) spans.push([eq + 1, amp]);
    }
    at = amp + 1;
  }
}

/** `text.indexOf(word, from)` looking no further than `to`: a search to the text's end per chunk would be quadratic. */
function indexWithin(text: string, word: string, from: number, to: number): number {
  if (to - from < word.length) return -1;
  const at = text.slice(from, to).indexOf(word);
  return at === -1 ? -1 : from + at;
}
