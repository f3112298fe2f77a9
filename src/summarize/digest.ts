/**
 * The digest of a log: what is sent to the model. It holds the regions that explain a failure and
 * the log's tail, fitted to a token budget, in log order with line numbers, repeats collapsed, and
 * secrets redacted (the scanner redacts every line it keeps). Also says what was kept and dropped.
 */
import { type LogLine, LogScanner, type Region, type ScanOptions, type ScanResult } from "./digest-scan.js";
import { estimateTokens, type TokenEstimator } from "./token-estimate.js";

/** Default budget of the log part of a prompt: well under the proxy's 50,000 tokens a minute. */
export const DEFAULT_DIGEST_BUDGET = 8000;
/** Below this the digest cannot hold even the log's last lines. */
export const MIN_DIGEST_BUDGET = 200;
/** Tail lines kept before any region: what the command printed last. */
const TAIL_CORE = 10;

export interface DigestOptions extends ScanOptions {
  /** Token budget of the digest text (default 8,000). */
  budget?: number;
  estimate?: TokenEstimator;
  /**
   * How long reading the log may take, in ms (default: no limit; the summary sets
   * DIGEST_TIME_LIMIT_MS). Once it has passed, the digest goes on at the log's last
   * TAIL_READ_BYTES and says what it did not read: a digest ends in bounded time whatever the log.
   * Not for `digestChunks`, whose stream cannot be skipped.
   */
  timeLimitMs?: number;
  /** The clock of `timeLimitMs`, in ms (default performance.now). */
  now?: () => number;
}

/** The time limit of the digest in a summary (the post-command hook's among them). */
export const DIGEST_TIME_LIMIT_MS = 30_000;
/** What is read of a log once the time limit has passed: its end, where the failure usually is. */
export const TAIL_READ_BYTES = 1024 * 1024;
/**
 * Bytes read at a time, and fed to the scanner between two looks at the clock: small enough that
 * what was read is still in the CPU's cache when it is scanned (issue 32, measured on 100 MiB: the
 * reads cost 13-20 ms of system time at 64 KiB, 45-60 ms at 512 KiB), and under the size (about
 * 1 MB) above which Node makes a decoded string external, i.e. memory V8's collector sees late
 * (peak RSS measured in bench/digest.bench.js).
 */
export const READ_BYTES = 128 * 1024;
const NL = 10;

/**
 * Where to read a log of `size` bytes next, asked before each read at `position`: there, or once
 * the time limit has passed, at its last TAIL_READ_BYTES (the caller skips the bytes between).
 */
export function timeBound(options: Pick<DigestOptions, "timeLimitMs" | "now">, size: number) {
  const now = options.now ?? (() => performance.now());
  const deadline = options.timeLimitMs === undefined ? Number.POSITIVE_INFINITY : now() + options.timeLimitMs;
  const tail = Math.max(0, size - TAIL_READ_BYTES);
  return (position: number): number => (position < tail && now() > deadline ? tail : position);
}

export interface DigestPart {
  /** `region` (around lines that explain a failure) or `tail` (the log's end). */
  source: "region" | "tail";
  kind: string;
  score: number;
  first: number;
  last: number;
  lines: number;
  /** For dropped parts: why. */
  reason?: string;
}
export interface Digest {
  /** The text sent to the model. */
  text: string;
  tokens: number;
  budget: number;
  bytes: number;
  lines: number;
  keptLines: number;
  kept: DigestPart[];
  dropped: DigestPart[];
  stats: ScanResult["stats"];
  /** Whether the log looks binary (NUL bytes). */
  binary: boolean;
}

/** Digest a log given as chunks (a file stream, an HTTP body): constant memory whatever its size. */
export async function digestChunks(
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  options: DigestOptions = {},
): Promise<Digest> {
  const scanner = new LogScanner(options);
  for await (const chunk of chunks) {
    scanner.write(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length));
  }
  return buildDigest(scanner.end(), options);
}

/** Digest a log held in memory (tests, small logs). */
export function digestText(text: string | Buffer, options: DigestOptions = {}): Digest {
  const scanner = new LogScanner(options);
  const buf = typeof text === "string" ? Buffer.from(text) : text;
  const next = timeBound(options, buf.length);
  for (let position = 0; position < buf.length; ) {
    const at = next(position);
    scanner.skip(at - position);
    // Whole lines where there is a newline: the scanner reads them in place, nothing copied.
    const lastNl = buf.lastIndexOf(NL, at + READ_BYTES - 1);
    const piece = buf.subarray(at, lastNl >= at ? lastNl + 1 : at + READ_BYTES);
    scanner.write(piece);
    position = at + piece.length;
  }
  return buildDigest(scanner.end(), options);
}

/** Lines offered to the budget, most telling first; `anchor` is where a partial take starts. */
interface Offer {
  lines: LogLine[];
  /** `end`: keep its last lines first (the tail); `matches`: its matching lines first. */
  from: "end" | "matches";
}

/**
 * Choose what fits the budget and render it in log order. Offers, each taken whole or in part:
 * the log's last lines; the matching lines of every region (strongest first); the regions'
 * context; the rest of the tail. So no region's context can crowd out another region's error.
 */
export function buildDigest(scan: ScanResult, options: DigestOptions = {}): Digest {
  const budget = options.budget ?? DEFAULT_DIGEST_BUDGET;
  const estimate = options.estimate ?? estimateTokens;
  const regions = [...scan.regions].sort(
    (a, b) => b.score - a.score || matchCount(b) - matchCount(a) || a.first - b.first,
  );
  const offers: Offer[] = [
    { lines: scan.tail.slice(-TAIL_CORE), from: "end" },
    ...regions.map((region): Offer => ({ lines: coreLines(region), from: "matches" })),
    ...regions.map((region): Offer => ({ lines: region.lines, from: "matches" })),
    { lines: scan.tail, from: "end" },
  ];
  const chosen = new Map<number, LogLine>();
  const header = (lines: number) => headerLine(scan, lines);
  const GAP_COST = 6;
  const renderChosen = () =>
    render(
      scan,
      [...chosen.values()].sort((a, b) => a.n - b.n),
      header,
    );

  // Per-line prices overestimate (a gap priced now may be filled later), so after a round the
  // real size of the text is measured and another round fills what is left. Bounded rounds.
  for (let round = 0, added = 1; round < 3 && added > 0; round++) {
    added = 0;
    let used = estimate(renderChosen()) + GAP_COST;
    for (const offer of offers) {
      const fresh = offer.lines.filter((line) => !chosen.has(line.n));
      if (fresh.length === 0) continue;
      const byNumber = new Map(offer.lines.map((line) => [line.n, line]));
      // A line whose text repeats the line before costs almost nothing once collapsed.
      const cost = (line: LogLine) => {
        const before = byNumber.get(line.n - 1) ?? chosen.get(line.n - 1);
        return before?.text === line.text ? 1 : estimate(renderLine(line)) + 1;
      };
      for (const index of takeOrder(offer, fresh)) {
        const line = fresh[index] as LogLine;
        const price = cost(line) + (chosen.has(line.n - 1) ? 0 : GAP_COST);
        if (used + price > budget) break;
        chosen.set(line.n, line);
        used += price;
        added++;
      }
    }
  }

  let text = renderChosen();
  // The per-line estimates are close but not exact: drop the least telling lines until it fits.
  let tokens = estimate(text);
  for (let guard = 0; tokens > budget && chosen.size > 0 && guard < 1000; guard++) {
    chosen.delete(leastTelling(chosen, scan));
    text = renderChosen();
    tokens = estimate(text);
  }
  const { kept, dropped } = accountParts(scan, chosen);
  return {
    text,
    tokens,
    budget,
    bytes: scan.bytes,
    lines: scan.lines,
    keptLines: chosen.size,
    kept,
    dropped,
    stats: scan.stats,
    binary: scan.stats.nulBytes > 0,
  };
}

const matchCount = (region: Region) => region.lines.filter((line) => line.match).length;

/** A region's matching lines and the line right after each (where messages continue). */
function coreLines(region: Region): LogLine[] {
  const lines = region.lines;
  return lines.filter((line, i) => line.match || lines[i - 1]?.match);
}

/** Indexes of `fresh` in the order an offer is taken when it does not fit whole. */
function takeOrder(offer: Offer, fresh: LogLine[]): number[] {
  const indexes = fresh.map((_, i) => i);
  if (offer.from === "end") return indexes.reverse();
  const matches = indexes.filter((i) => fresh[i]?.match);
  const near = (i: number) => Math.min(...matches.map((m) => (i >= m ? (i - m) * 2 : (m - i) * 2 + 1)));
  // Matching lines in log order, then context by closeness to a match (after before before).
  return matches.length === 0 ? indexes : indexes.sort((a, b) => near(a) - near(b) || a - b);
}

/** What was kept of each region and of the tail, and what was dropped, for people and --json. */
function accountParts(
  scan: ScanResult,
  chosen: Map<number, LogLine>,
): { kept: DigestPart[]; dropped: DigestPart[] } {
  const kept: DigestPart[] = [];
  const dropped: DigestPart[] = [];
  const parts: { part: DigestPart; lines: LogLine[] }[] = scan.regions.map((region) => ({
    part: {
      source: "region",
      kind: region.kind,
      score: region.score,
      first: region.first,
      last: region.last,
      lines: region.lines.length,
    },
    lines: region.lines,
  }));
  if (scan.tail.length > 0) {
    parts.push({
      part: {
        source: "tail",
        kind: "last lines",
        score: 0,
        first: scan.tail[0]?.n ?? 0,
        last: scan.tail.at(-1)?.n ?? 0,
        lines: scan.tail.length,
      },
      lines: scan.tail,
    });
  }
  for (const { part, lines } of parts) {
    const taken = lines.filter((line) => chosen.has(line.n)).length;
    if (taken === 0) dropped.push({ ...part, reason: "over the token budget" });
    else if (taken < lines.length)
      kept.push({ ...part, lines: taken, reason: `${taken} of ${lines.length} lines fit the budget` });
    else kept.push(part);
  }
  if (scan.stats.regionsDropped > 0) {
    dropped.push({
      source: "region",
      kind: "weaker regions",
      score: 0,
      first: 0,
      last: 0,
      lines: 0,
      reason: `${scan.stats.regionsDropped} weaker regions were not kept while reading, to bound memory`,
    });
  }
  return { kept, dropped };
}

/** The chosen line least worth keeping: a context line away from the end, else the earliest line. */
function leastTelling(chosen: Map<number, LogLine>, scan: ScanResult): number {
  const lastTail = scan.tail.at(-1)?.n ?? Number.POSITIVE_INFINITY;
  let victim: number | undefined;
  for (const line of chosen.values()) {
    if (line.match || lastTail - line.n < 5) continue;
    if (victim === undefined || line.n < victim) victim = line.n;
  }
  return victim ?? Math.min(...chosen.keys());
}

const renderLine = (line: LogLine) => `${String(line.n).padStart(6)} | ${line.text}`;

function headerLine(scan: ScanResult, shown: number): string {
  const binary = scan.stats.nulBytes > 0 ? "; binary content (NUL bytes) seen" : "";
  const which = shown >= scan.lines ? "all shown" : `${shown} shown, the rest omitted`;
  const skipped =
    scan.stats.skippedBytes > 0
      ? `; ${scan.stats.skippedBytes} bytes after line ${scan.stats.skippedAfterLine} not read (the digest's time limit), the lines after them numbered on from there`
      : "";
  return `[log: ${scan.lines} lines, ${scan.bytes} bytes; ${which}${binary}${skipped}]`;
}

/** The digest text: a header, then the chosen lines in order, gaps and repeats noted. */
function render(scan: ScanResult, lines: LogLine[], header: (shown: number) => string): string {
  const out = [header(lines.length)];
  let previous: LogLine | undefined;
  let repeats = 0;
  const flushRepeats = () => {
    // One repeat (a second blank line) is cheaper shown than described.
    if (repeats === 1 && previous) out.push(renderLine(previous));
    if (repeats > 1) out.push(`       | [previous line repeated ${repeats} more times]`);
    repeats = 0;
  };
  for (const line of lines) {
    const gap = line.n - (previous?.n ?? 0) - 1;
    if (previous && gap === 0 && line.text === previous.text) {
      repeats++;
      previous = line;
      continue;
    }
    flushRepeats();
    const skip = scan.stats.skippedBytes;
    if (
      skip > 0 &&
      line.n > scan.stats.skippedAfterLine &&
      (previous?.n ?? 0) <= scan.stats.skippedAfterLine
    ) {
      const before = scan.stats.skippedAfterLine - (previous?.n ?? 0);
      if (before > 0) out.push(omitted(before));
      out.push(`       … ${skip} bytes not read (the digest's time limit) …`);
      const after = line.n - scan.stats.skippedAfterLine - 1;
      if (after > 0) out.push(omitted(after));
    } else if (gap > 0) out.push(omitted(gap));
    out.push(renderLine(line));
    previous = line;
  }
  flushRepeats();
  const after = scan.lines - (previous?.n ?? 0);
  if (after > 0) out.push(omitted(after));
  return out.join("\n");
}

const omitted = (count: number) => `       … ${count} ${count === 1 ? "line" : "lines"} omitted …`;
