/**
 * The streaming half of the digest: reads a log of any size in chunks and keeps, in bounded memory,
 * the regions that explain a failure (with the lines around them) and the log's tail.
 *
 * Speed: a keyword automaton finds the candidate lines in the raw bytes of each chunk
 * (digest-candidates.ts), so most lines are never turned into strings. A candidate is decoded as
 * UTF-8, cleaned and classified; only a line that will be kept is redacted, with CUT_MARGIN_BYTES
 * of the text after what it shows, and only then cut (issue 14: a cut before redaction sent 46 of
 * a token's 47 characters). Memory: one chunk, a bounded tail, a bounded list of regions, and of a
 * line longer than 256 KiB only its head and the text around its first error word, each redacted
 * with CUT_MARGIN_BYTES of context on both sides (and KEY_CONTEXT_BYTES looked through for private
 * key markers), then the context dropped.
 * Private key blocks are tracked across lines: every line from BEGIN to END reads [REDACTED].
 */
import { REDACTED, secretValuesFromEnv } from "../secrets.js";
import { findCandidateLines, firstCandidateInPiece } from "./digest-candidates.js";
import { redactShown } from "./digest-redact.js";
import { classify } from "./failure-patterns.js";
import { charsWithinBytes, cleanLine, cleanPiece } from "./line-text.js";

export interface LogLine {
  /** 1-based line number in the log. */
  n: number;
  /** Cleaned, cut and redacted text. */
  text: string;
  /** Whether this line itself matched (not only context). */
  match?: boolean;
}

export interface Region {
  first: number;
  last: number;
  /** Highest score of its matching lines (failure-patterns.ts). */
  score: number;
  /** What its strongest line is: "compile error", "stack trace", ... */
  kind: string;
  lines: LogLine[];
}

export interface ScanOptions {
  /** Lines kept before a matching line (default 4). */
  before?: number;
  /** Lines kept after a matching line (default 8). */
  after?: number;
  /** Lines of the log's end kept (default 60). */
  tailLines?: number;
  /** Bytes of a line kept; the rest is cut with a note (default 600). */
  maxLineBytes?: number;
  /** A region is closed when it reaches this many lines (default 60). */
  maxRegionLines?: number;
  /** Regions kept at most: the first few, then the strongest of the rest (default 32). */
  maxRegions?: number;
  /** Secret values to redact besides those of the environment. */
  secrets?: readonly string[];
  /** The environment whose secret values are redacted (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** Those secret values, when the way in read them already (a JobContext's): `env` is not read. */
  envSecrets?: readonly string[];
}

export interface ScanResult {
  bytes: number;
  lines: number;
  /** Regions in log order. */
  regions: Region[];
  tail: LogLine[];
  stats: {
    matches: number;
    /** Matching lines skipped because the same message was already kept twice. */
    repeatedMatches: number;
    regionsFound: number;
    /** Regions dropped to keep memory bounded (weakest first). */
    regionsDropped: number;
    longLines: number;
    /** NUL bytes seen: a sign of binary content. */
    nulBytes: number;
    /** Bytes not read: the digest's time limit passed and it went on at the log's last bytes. */
    skippedBytes: number;
    /** The number of the last line read before those bytes (0 when none were skipped). */
    skippedAfterLine: number;
  };
}

/** Regions always kept from the start of the log: the first error is often the cause. */
const FIRST_REGIONS = 8;
/** A partial line longer than this switches to long-line mode: its head is kept, the rest counted. */
const LONG_LINE_BYTES = 256 * 1024;
/** Bound on the raw bytes kept for the tail and the next chunk's leading context. */
const PREV_MAX_BYTES = 1024 * 1024;
/** Distinct messages remembered to notice repeats; beyond it repeats are no longer detected. */
const MAX_SIGNATURES = 5000;
/**
 * Context redacted with the shown part of a cut line (a long line's kept pieces, a line cut to the
 * line length) and then dropped: a secret that crosses the cut is found whole when it is shorter
 * than this (tokens are well under 1 KiB), when it has no blank in it (up to 64 KiB,
 * digest-redact.ts) or when it is a value the job knows.
 */
const CUT_MARGIN_BYTES = 4096;
/**
 * How far around a shown piece of a long line the digest looks for the markers of a private key
 * block (a 16384-bit RSA key is about 12 KiB): a key that reaches into the piece is hidden from
 * either of its markers (issue 34: one longer than the margin showed its tail and END marker).
 */
const KEY_CONTEXT_BYTES = 64 * 1024;
/** An unterminated private key block hides at most this many lines (a 16384-bit RSA key is ~200). */
const KEY_BLOCK_MAX_LINES = 500;
const KEY_MARKER = "PRIVATE KEY";
/** A PuTTY key file (`cat key.ppk`): `Private-Lines: N` and then N lines of its private key. */
const PUTTY_MARKER = "Private-Lines:";
const PUTTY_LINES = /Private-Lines:[ \t]*(\d+)/;
const KEY_BEGIN = /-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY/;
const KEY_END = /-----END[ A-Z0-9_-]{0,100}PRIVATE KEY/;
const NL = 10;
const NO_BYTES = Buffer.alloc(0);
/**
 * The end of a line that names a secret whose value is on the next line: `- name: DB_PASSWORD`
 * (a Kubernetes env entry), `password: |` (a YAML block scalar), `password:` (a YAML plain scalar
 * on the next line), `"name": "api_token",` (JSON), `<apiToken>` (XML), `<name>db.password</name>`
 * (Hadoop's XML properties, the `<value>` on the next line), `["password"]=>` (PHP's var_dump),
 * `password = """` (a TOML multi-line string). Such a line is redacted with the next one (the rule
 * next-line-value in src/secret-rules.ts, the generic detector's name at a line's end). Tested on
 * the last bytes only: linear whatever the line.
 */
const NAME_LINE_END =
  /(?:password|passwd|pwd|secret|token|key|credentials?)(?:["'>]?,?|["']?\][ \t]*=>|<\/[\w.:-]{1,40}>)[ \t]*(?:[:=][ \t]*(?:[|>][-+0-9]*|"""|''')?)?[ \t]*\r?$/i;
const NAME_LINE_TAIL_BYTES = 48;
const CR = 13;

interface OpenRegion {
  region: Region;
  /** Position in the current chunk of the next line to add, and its line number. */
  pos: number;
  next: number;
  /** Last line number the region wants (its last match plus `after`). */
  wantUntil: number;
}

interface LongLine {
  /** The line's first bytes: `headBytes` shown, then KEY_CONTEXT_BYTES of context. */
  head: Buffer;
  headBytes: number;
  bytes: number;
  /** The last bytes seen, the left context of a candidate found in the next piece. */
  before: Buffer;
  /** The candidate automaton's state after them, so a word split between pieces is found. */
  state: number;
  /** Text around the first candidate word found after the head: `buf[from, to)` is shown. */
  snippet: { buf: Buffer; from: number; to: number; wanted: number } | undefined;
}

/** Lines of a private key block (inclusive); `open` until its END line is seen. */
interface KeyBlock {
  first: number;
  last: number;
  open: boolean;
}

export class LogScanner {
  private readonly before: number;
  private readonly after: number;
  private readonly tailLines: number;
  private readonly maxLineBytes: number;
  private readonly maxRegionLines: number;
  private readonly maxRegions: number;
  private readonly secrets: readonly string[];
  /** Characters redacted on either side of a cut: CUT_MARGIN_BYTES, or the longest secret value. */
  private readonly cutMargin: number;

  private carry: Buffer | undefined;
  private work: Buffer | undefined;
  private long: LongLine | undefined;
  /** Complete lines processed before the current chunk. */
  private lineNo = 0;
  private bytes = 0;
  /** Raw bytes of the last complete lines before the current chunk, and the first one's number. */
  private prev: { buf: Buffer; firstLine: number } = { buf: Buffer.alloc(0), firstLine: 1 };
  /**
   * The two buffers `prev` is copied into, in turn (the one it is not in): a new buffer per chunk
   * was an allocation outside V8's heap for every 128 KiB read, 800 per 100 MiB.
   */
  private prevStores: [Buffer, Buffer] = [NO_BYTES, NO_BYTES];
  private open: OpenRegion | undefined;
  private lastClosedLine = 0;
  private readonly firstRegions: Region[] = [];
  private laterRegions: Region[] = [];
  private readonly signatures = new Map<string, number>();
  private readonly quiet = new Set<string>();
  private keyBlocks: KeyBlock[] = [];
  private readonly stats: ScanResult["stats"] = {
    matches: 0,
    repeatedMatches: 0,
    regionsFound: 0,
    regionsDropped: 0,
    longLines: 0,
    nulBytes: 0,
    skippedBytes: 0,
    skippedAfterLine: 0,
  };
  private ended = false;
  /** The lines `process` reads, and the number of the line before them, for `onCandidateLine`. */
  private chunk: Buffer = NO_BYTES;
  private chunkBase = 0;
  /**
   * One function for every chunk, not a closure per chunk: the prefilter's optimized code, made for
   * the first closure, was thrown away at the second ("wrong call target") and built again.
   */
  private readonly onCandidateLine = (start: number, end: number, index: number): void =>
    this.onCandidate(this.chunk, start, end, this.chunkBase + index + 1, this.chunkBase);
  /** After a skip: the bytes up to the next newline end a line that was not read, and are dropped. */
  private resync = false;

  constructor(options: ScanOptions = {}) {
    this.before = options.before ?? 4;
    this.after = options.after ?? 8;
    this.tailLines = options.tailLines ?? 60;
    this.maxLineBytes = options.maxLineBytes ?? 600;
    this.maxRegionLines = Math.max(options.maxRegionLines ?? 60, this.before + 2);
    this.maxRegions = Math.max(options.maxRegions ?? 32, FIRST_REGIONS + 1);
    this.secrets = [
      ...(options.envSecrets ?? secretValuesFromEnv(options.env ?? process.env)),
      ...(options.secrets ?? []),
    ];
    // A value the job knows is found whole across a cut however long it is (an environment
    // value over 4 KiB, issue 33).
    this.cutMargin = this.secrets.reduce((most, secret) => Math.max(most, secret.length), CUT_MARGIN_BYTES);
  }

  /** Feed the next bytes of the log. */
  write(chunk: Buffer): void {
    if (this.ended) throw new Error("LogScanner.write after end()");
    this.bytes += chunk.length;
    this.countNul(chunk);
    let data = chunk;
    if (this.resync) {
      const nl = chunk.indexOf(NL);
      if (nl === -1) return;
      this.resync = false;
      data = chunk.subarray(nl + 1);
      if (data.length === 0) return;
    }
    if (this.long) {
      const nl = chunk.indexOf(NL);
      if (nl === -1) {
        this.growLong(chunk);
        return;
      }
      this.growLong(chunk.subarray(0, nl));
      data = Buffer.concat([this.finishLong(), chunk.subarray(nl)]);
    } else if (this.carry) {
      data = this.joined(this.carry, chunk);
      this.carry = undefined;
    }
    const lastNl = data.lastIndexOf(NL);
    if (lastNl !== -1) this.process(data.subarray(0, lastNl + 1));
    const rest = data.subarray(lastNl + 1);
    if (rest.length > 0) this.keepPartial(rest);
  }

  /**
   * `head` then `tail` in one reused buffer: a new buffer per chunk would be memory outside V8's
   * heap that its collector notices late, and the peak RSS would grow with the read speed.
   */
  private joined(head: Buffer, tail: Buffer): Buffer {
    const size = head.length + tail.length;
    if (!this.work || this.work.length < size)
      this.work = Buffer.allocUnsafe(Math.max(size, 2 * 1024 * 1024));
    head.copy(this.work, 0);
    tail.copy(this.work, head.length);
    return this.work.subarray(0, size);
  }

  /**
   * Pass over `bytes` of the log unread (the digest's time limit, digest-file.ts): what is open is
   * closed, the line under way dropped, and the next bytes are read from the next newline on.
   * Lines after the gap are numbered on from the last line read.
   */
  skip(bytes: number): void {
    if (this.ended || bytes <= 0) return;
    this.bytes += bytes;
    this.carry = undefined;
    this.long = undefined;
    if (this.open) this.close(this.open);
    this.open = undefined;
    this.prev = { buf: Buffer.alloc(0), firstLine: this.lineNo + 1 };
    this.stats.skippedBytes += bytes;
    this.stats.skippedAfterLine = this.lineNo;
    this.resync = true;
  }

  /** The log is complete: close what is open and return what was kept. */
  end(): ScanResult {
    if (!this.ended) {
      const last = this.long ? this.finishLong() : this.carry;
      this.carry = undefined;
      // A last line without a newline is still a line.
      if (last && last.length > 0) this.process(Buffer.concat([last, Buffer.from("\n")]));
      if (this.open) this.close(this.open);
      this.open = undefined;
      this.ended = true;
    }
    const regions = [...this.firstRegions, ...this.laterRegions].sort((a, b) => a.first - b.first);
    return {
      bytes: this.bytes,
      lines: this.lineNo,
      regions,
      tail: this.prevLines(this.tailLines),
      stats: { ...this.stats },
    };
  }

  private countNul(chunk: Buffer): void {
    // Only the first megabytes: enough to tell a binary log, and free on large ones.
    if (this.bytes > 4 * 1024 * 1024) return;
    for (let i = chunk.indexOf(0); i !== -1; i = chunk.indexOf(0, i + 1)) this.stats.nulBytes++;
  }

  /** Keep an incomplete line for the next chunk, or switch to long-line mode when it is huge. */
  private keepPartial(rest: Buffer): void {
    if (rest.length <= LONG_LINE_BYTES) {
      this.carry = Buffer.from(rest); // a copy, so the whole chunk is not retained
      return;
    }
    this.stats.longLines++;
    const headBytes = Math.floor(this.maxLineBytes / 2);
    const context = this.snippetHalf() + KEY_CONTEXT_BYTES;
    this.long = {
      head: Buffer.from(rest.subarray(0, headBytes + KEY_CONTEXT_BYTES)),
      headBytes,
      bytes: 0,
      before: Buffer.from(rest.subarray(Math.max(0, headBytes - context), headBytes)),
      state: 0,
      snippet: undefined,
    };
    this.growLong(rest.subarray(headBytes), headBytes);
  }

  private snippetHalf(): number {
    return Math.floor(this.maxLineBytes / 8);
  }

  private growLong(piece: Buffer, already = 0): void {
    const long = this.long as LongLine;
    long.bytes += piece.length + already;
    if (piece.length === 0) return;
    const snippet = long.snippet;
    if (snippet) {
      // The snippet's right context may continue in the next pieces.
      if (snippet.wanted > 0) {
        const more = piece.subarray(0, snippet.wanted);
        snippet.buf = Buffer.concat([snippet.buf, more]);
        snippet.wanted -= more.length;
      }
      return;
    }
    const half = this.snippetHalf();
    const context = half + KEY_CONTEXT_BYTES;
    const found = firstCandidateInPiece(piece, long.state, long.before.at(-1) ?? NL);
    long.state = found.state;
    if (found.at === undefined) {
      const joined = piece.length >= context ? piece : Buffer.concat([long.before, piece]);
      long.before = Buffer.from(joined.subarray(Math.max(0, joined.length - context)));
      return;
    }
    // Offsets in `before + piece`; the snippet is [at - half, at + half), its context around it.
    const at = long.before.length + found.at;
    const start = Math.max(0, at - context);
    const joined = Buffer.concat([long.before, piece.subarray(0, Math.max(0, found.at + context))]);
    const buf = Buffer.from(joined.subarray(start));
    long.snippet = {
      buf,
      from: Math.max(0, at - half) - start,
      to: at + half - start,
      wanted: Math.max(0, at + context - start - buf.length),
    };
  }

  /**
   * A long line's stand-in: its head, a note of what was cut, and the text around a candidate word.
   * Each piece is redacted with its context before the context is dropped.
   */
  private finishLong(): Buffer {
    const long = this.long as LongLine;
    this.long = undefined;
    const head = this.redactedPiece(
      Buffer.alloc(0),
      long.head.subarray(0, long.headBytes),
      long.head.subarray(long.headBytes),
    );
    let shown = long.headBytes;
    let text = head;
    const snippet = long.snippet;
    if (snippet) {
      const to = Math.min(snippet.to, snippet.buf.length);
      shown += to - snippet.from;
      const piece = this.redactedPiece(
        snippet.buf.subarray(0, snippet.from),
        snippet.buf.subarray(snippet.from, to),
        snippet.buf.subarray(to),
      );
      text += ` … [line cut: ${long.bytes - shown} bytes] … ${piece}`;
    } else {
      text += ` … [line cut: ${long.bytes - shown} bytes]`;
    }
    return Buffer.from(text.replace(/[\r\n]/g, " "));
  }

  /**
   * `shown`, cleaned and redacted with the text before and after it: secrets within
   * CUT_MARGIN_BYTES of it, private key blocks within KEY_CONTEXT_BYTES (digest-redact.ts).
   */
  private redactedPiece(before: Buffer, shown: Buffer, after: Buffer): string {
    const left = cleanPiece(before.toString("utf8"));
    const middle = cleanPiece(shown.toString("utf8"));
    const whole = left + middle + cleanPiece(after.toString("utf8"));
    return redactShown(whole, left.length, left.length + middle.length, this.secrets, this.cutMargin);
  }

  /**
   * Note the private key blocks that begin or end in these complete lines, so that every line
   * between BEGIN and END is hidden, whichever of them a region or the tail keeps.
   */
  private scanKeyBlocks(data: Buffer, base: number): void {
    let line = base;
    let counted = 0;
    for (let pos = data.indexOf(KEY_MARKER); pos !== -1; ) {
      for (let nl = data.indexOf(NL, counted); nl !== -1 && nl < pos; nl = data.indexOf(NL, counted)) {
        line++;
        counted = nl + 1;
      }
      const end = data.indexOf(NL, pos);
      const text = data.toString("latin1", counted, end === -1 ? undefined : end);
      const n = line + 1;
      const latest = this.keyBlocks.at(-1);
      const open = latest?.open && n <= latest.last ? latest : undefined;
      const begins = KEY_BEGIN.test(text);
      const ends = KEY_END.test(text);
      if (open && ends) {
        open.last = n;
        open.open = false;
      } else if (!open && begins && !ends) {
        this.keyBlocks.push({ first: n, last: n + KEY_BLOCK_MAX_LINES, open: true });
      }
      pos = end === -1 ? -1 : data.indexOf(KEY_MARKER, end + 1);
    }
  }

  /** Note the private lines of the PuTTY key files in these complete lines (the N after `Private-Lines: N`). */
  private scanPuttyBlocks(data: Buffer, base: number): void {
    let line = base;
    let counted = 0;
    for (let pos = data.indexOf(PUTTY_MARKER); pos !== -1; ) {
      for (let nl = data.indexOf(NL, counted); nl !== -1 && nl < pos; nl = data.indexOf(NL, counted)) {
        line++;
        counted = nl + 1;
      }
      const end = data.indexOf(NL, pos);
      const text = data.toString("latin1", pos, end === -1 ? undefined : end);
      const count = Number(PUTTY_LINES.exec(text)?.[1] ?? 0);
      if (count > 0) {
        const n = line + 1;
        this.keyBlocks.push({ first: n + 1, last: n + Math.min(count, KEY_BLOCK_MAX_LINES), open: false });
        this.keyBlocks.sort((a, b) => a.first - b.first);
      }
      pos = end === -1 ? -1 : data.indexOf(PUTTY_MARKER, end + 1);
    }
  }

  private inKeyBlock(n: number): boolean {
    for (const block of this.keyBlocks) if (n >= block.first && n <= block.last) return true;
    return false;
  }

  /** Forget key blocks that end before any line that can still be decoded. */
  private pruneKeyBlocks(): void {
    if (this.keyBlocks.length === 0) return;
    const oldest = Math.min(this.prev.firstLine, this.open?.region.first ?? Number.POSITIVE_INFINITY);
    this.keyBlocks = this.keyBlocks.filter((block) => block.last >= oldest);
  }

  /** Scan complete lines (`data` ends with a newline). */
  private process(data: Buffer): void {
    const base = this.lineNo;
    if (this.keyBlocks.length > 0 || data.includes(KEY_MARKER)) this.scanKeyBlocks(data, base);
    if (data.includes(PUTTY_MARKER)) this.scanPuttyBlocks(data, base);

    if (this.open) {
      // The open region continues at this chunk's first line; it is extended as candidates come.
      this.open.pos = 0;
      this.open.next = base + 1;
    }
    this.chunk = data;
    this.chunkBase = base;
    const lines = findCandidateLines(data, this.onCandidateLine);
    this.chunk = NO_BYTES; // not kept alive past this chunk
    if (this.open) {
      this.extend(this.open, data, this.open.wantUntil);
      if (this.isDone(this.open)) this.closeOpen();
    }
    this.lineNo = base + lines;
    this.keepPrev(data);
    this.pruneKeyBlocks();
  }

  private onCandidate(data: Buffer, start: number, end: number, n: number, base: number): void {
    // Decided on the raw text before decoding, so a log that repeats one error a million times
    // stays fast: a message already kept twice (numbers blurred) is only counted, and a line
    // already found to be a false alarm is skipped.
    // A fresh string, not a slice of the chunk: a slice kept in a map would keep the chunk alive.
    const raw = data.toString("latin1", start, Math.min(end, start + 200));
    if (this.quiet.has(raw)) return;
    const signature = raw.replace(/\d+/g, "#");
    const seen = this.signatures.get(signature) ?? 0;
    const open = this.open;
    const inOpen =
      open !== undefined &&
      n <= open.wantUntil + this.before &&
      open.region.lines.length < this.maxRegionLines;
    if (seen >= 2 && !inOpen) {
      this.stats.repeatedMatches++;
      return;
    }
    const quiet = () => {
      if (this.quiet.size < MAX_SIGNATURES) this.quiet.add(raw);
    };
    // Redaction is paid only by lines that will be kept: a line that says nothing as it stands is
    // let go before it is redacted (the redacted text decides the kind, as before).
    if (this.keyBlocks.length > 0 && this.inKeyBlock(n)) {
      quiet();
      return;
    }
    const text = this.decodeLine(data, start, end);
    if (classify(this.unredactedShown(text)).score === 0) {
      quiet();
      return;
    }
    const line = this.lineFrom(data, start, end, n, text);
    const { score, kind } = classify(line.text);
    if (score === 0) {
      quiet();
      return;
    }
    if (this.signatures.has(signature) || this.signatures.size < MAX_SIGNATURES)
      this.signatures.set(signature, seen + 1);
    this.stats.matches++;
    line.match = true;
    if (open && inOpen && open.region.lines.length < this.maxRegionLines) {
      this.extend(open, data, n - 1);
      if (open.next === n && open.region.lines.length < this.maxRegionLines) {
        open.region.lines.push(line);
        open.region.last = n;
        open.next = n + 1;
        open.pos = end + 1;
        open.wantUntil = n + this.after;
        if (score > open.region.score) Object.assign(open.region, { score, kind });
        return;
      }
    }
    if (this.open) {
      this.extend(this.open, data, this.open.wantUntil);
      this.closeOpen();
    }
    if (n <= this.lastClosedLine) return; // already kept as another region's context
    const lines = [...this.linesBefore(data, start, n, base), line];
    this.open = {
      region: { first: lines[0]?.n ?? n, last: n, score, kind, lines },
      pos: end + 1,
      next: n + 1,
      wantUntil: n + this.after,
    };
  }

  /** Up to `before` lines before the one at `start`, never reaching into a closed region. */
  private linesBefore(data: Buffer, start: number, n: number, base: number): LogLine[] {
    const lines: LogLine[] = [];
    let lineEnd = start - 1; // the newline ending the previous line
    let k = n - 1;
    while (lines.length < this.before && k > this.lastClosedLine && k > base && lineEnd >= 0) {
      const lineStart = lineEnd === 0 ? 0 : data.lastIndexOf(NL, lineEnd - 1) + 1;
      lines.unshift(this.lineFrom(data, lineStart, lineEnd, k));
      lineEnd = lineStart - 1;
      k--;
    }
    if (lines.length < this.before && k > this.lastClosedLine && k === base) {
      const wanted = Math.min(this.before - lines.length, k - this.lastClosedLine);
      lines.unshift(...this.prevLines(wanted));
    }
    return lines;
  }

  /** Add lines to an open region up to line `until` (or the chunk's end, or the region's size). */
  private extend(open: OpenRegion, data: Buffer, until: number): void {
    const { region } = open;
    while (open.next <= until && open.pos < data.length && region.lines.length < this.maxRegionLines) {
      const end = data.indexOf(NL, open.pos);
      region.lines.push(this.lineFrom(data, open.pos, end, open.next));
      region.last = open.next;
      open.pos = end + 1;
      open.next++;
    }
  }

  private isDone(open: OpenRegion): boolean {
    return open.next > open.wantUntil || open.region.lines.length >= this.maxRegionLines;
  }

  private closeOpen(): void {
    if (this.open) this.close(this.open);
    this.open = undefined;
  }

  /** Keep a finished region: the first few always, then the strongest (latest on ties). */
  private close(open: OpenRegion): void {
    const region = open.region;
    this.lastClosedLine = region.last;
    this.stats.regionsFound++;
    if (this.firstRegions.length < FIRST_REGIONS) {
      this.firstRegions.push(region);
      return;
    }
    const room = this.maxRegions - FIRST_REGIONS;
    if (this.laterRegions.length < room) {
      this.laterRegions.push(region);
      return;
    }
    let weakest = 0;
    for (let i = 1; i < this.laterRegions.length; i++) {
      if ((this.laterRegions[i]?.score ?? 0) < (this.laterRegions[weakest]?.score ?? 0)) weakest = i;
    }
    this.stats.regionsDropped++;
    if ((this.laterRegions[weakest]?.score ?? 0) > region.score) return;
    this.laterRegions.splice(weakest, 1);
    this.laterRegions.push(region);
  }

  /** Remember the raw bytes of the last lines, for the tail and the next chunk's leading context. */
  private keepPrev(data: Buffer): void {
    // One line more than is ever shown: the name line of the first one's value (nameLineBefore).
    const want = Math.max(this.tailLines, this.before) + 1;
    let found = lastLines(data, want);
    let buf = data;
    // Join with what was kept before only when this chunk alone holds too few lines.
    if (found.kept < want && found.start === 0 && this.prev.buf.length > 0) {
      buf = Buffer.concat([this.prev.buf, data]);
      found = lastLines(buf, want);
    }
    this.prev = { buf: this.storePrev(buf.subarray(found.start)), firstLine: this.lineNo - found.kept + 1 };
  }

  /** `kept` copied into the store `prev` is not in (`kept` may be part of `prev` or of the chunk). */
  private storePrev(kept: Buffer): Buffer {
    const [inUse, free] = this.prevStores;
    const store = free.length >= kept.length ? free : Buffer.allocUnsafe(Math.max(kept.length, 16 * 1024));
    kept.copy(store, 0);
    this.prevStores = [store, inUse];
    return store.subarray(0, kept.length);
  }

  /** The last `count` lines before the current chunk, decoded. */
  private prevLines(count: number): LogLine[] {
    const buf = this.prev.buf;
    const lines: LogLine[] = [];
    let end = buf.length - 1;
    let n = this.prev.firstLine + countNewlines(buf) - 1;
    while (lines.length < count && end >= 0) {
      const start = end === 0 ? 0 : buf.lastIndexOf(NL, end - 1) + 1;
      lines.unshift(this.lineFrom(buf, start, end, n));
      end = start - 1;
      n--;
    }
    return lines;
  }

  /**
   * The line before `data[start]`, cleaned, when it ends in a secret name (NAME_LINE_END); only
   * its last bytes are read otherwise. For the first line of a chunk, the last line of the chunk
   * before (kept in `prev`, which holds one line more than it shows for this), so a name at the
   * end of one read is joined with its value at the start of the next (issue 34).
   */
  private nameLineBefore(data: Buffer, start: number): string | undefined {
    let buf = data;
    let at = start;
    if (start === 0 && data !== this.prev.buf) {
      buf = this.prev.buf;
      at = buf.length;
    }
    if (at < 2) return undefined;
    const end = buf[at - 2] === CR ? at - 2 : at - 1;
    const tail = buf.toString("latin1", Math.max(0, end - NAME_LINE_TAIL_BYTES), end);
    if (!NAME_LINE_END.test(tail)) return undefined;
    const lineStart = buf.lastIndexOf(NL, at - 2) + 1;
    return cleanLine(buf.toString("utf8", lineStart, end));
  }

  /** The line in `data[start, end)` (end: its newline) decoded and cleaned, not yet redacted. */
  private decodeLine(data: Buffer, start: number, end: number): string {
    let from = start;
    const to = end > start && data[end - 1] === CR ? end - 1 : end;
    // A carriage-return redraw: what the terminal finally showed starts after the last CR.
    const cr = to > from ? data.subarray(from, to).lastIndexOf(CR) : -1;
    if (cr !== -1) from += cr + 1;
    return cleanLine(data.toString("utf8", from, to));
  }

  /** How a line longer than the digest's line length ends: the note of what was cut. */
  private cutNote(text: string, keep: number): string {
    const cut = Buffer.byteLength(text) - Buffer.byteLength(text.slice(0, keep));
    return ` … [line cut: ${cut} bytes]`;
  }

  /**
   * `text` (the decoded line in `data[start, end)`) cut to the line length as the digest shows it,
   * unredacted: what a candidate is classified on before the cost of redaction is paid.
   */
  private unredactedShown(text: string): string {
    const keep = charsWithinBytes(text, this.maxLineBytes);
    return keep >= text.length ? text : `${text.slice(0, keep)}${this.cutNote(text, keep)}`;
  }

  /** Decode, clean, redact and then cut the line in `data[start, end)` (end: its newline). */
  private lineFrom(
    data: Buffer,
    start: number,
    end: number,
    n: number,
    text = this.decodeLine(data, start, end),
  ): LogLine {
    if (this.keyBlocks.length > 0 && this.inKeyBlock(n)) return { n, text: REDACTED };
    const keep = charsWithinBytes(text, this.maxLineBytes);
    // The line before, when it names a secret whose value is on this line, is redacted with it.
    const before = this.nameLineBefore(data, start);
    const at = before === undefined ? 0 : before.length + 1;
    const whole = before === undefined ? text : `${before}\n${text}`;
    // Redacted with the text around what is shown, then cut: a secret across the cut is found
    // whole. A line cut short is redacted within the cut margin of what it shows (a token that
    // reaches past it whole, digest-redact.ts), not to its end: the rules' cost on a line of
    // 256 KiB, paid for its 600 bytes, was most of the digest's time on such lines.
    const margin = keep >= text.length ? whole.length : this.cutMargin;
    const redacted = redactShown(whole, at, at + Math.min(keep, text.length), this.secrets, margin);
    if (keep >= text.length) return { n, text: redacted };
    // A fresh copy: V8 keeps a slice's whole parent alive, and regions hold many lines (measured:
    // 120 MB peak RSS on 8 KiB lines without it, 76 MB before whole lines were decoded).
    return { n, text: Buffer.from(`${redacted}${this.cutNote(text, keep)}`).toString() };
  }
}

function countNewlines(buf: Buffer): number {
  let count = 0;
  for (let i = buf.indexOf(NL); i !== -1; i = buf.indexOf(NL, i + 1)) count++;
  return count;
}

/**
 * Where the last `want` lines of `buf` (which ends with a newline) start, and how many there are,
 * keeping at most PREV_MAX_BYTES.
 */
function lastLines(buf: Buffer, want: number): { start: number; kept: number } {
  let start = buf.length;
  let kept = 0;
  let pos = buf.length - 1; // the newline ending the last line
  while (kept < want && pos >= 0) {
    const nl = pos === 0 ? -1 : buf.lastIndexOf(NL, pos - 1);
    if (buf.length - (nl + 1) > PREV_MAX_BYTES) break;
    start = nl + 1;
    kept++;
    pos = nl;
  }
  return { start, kept };
}
