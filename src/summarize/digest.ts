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
const TAIL_CORE = 20;

export interface DigestOptions extends ScanOptions {
  /** Token budget of the digest text (default 8,000). */
  budget?: number;
  estimate?: TokenEstimator;
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
  scanner.write(typeof text === "string" ? Buffer.from(text) : text);
  return buildDigest(scanner.end(), options);
}

interface Candidate {
  part: DigestPart;
  lines: LogLine[];
}

/** Choose what fits the budget, most telling first, and render it in log order. */
export function buildDigest(scan: ScanResult, options: DigestOptions = {}): Digest {
  const budget = options.budget ?? DEFAULT_DIGEST_BUDGET;
  const estimate = options.estimate ?? estimateTokens;
  const candidates = rankCandidates(scan);
  const chosen = new Map<number, LogLine>();
  const kept: DigestPart[] = [];
  const dropped: DigestPart[] = [];
  const header = (lines: number) => headerLine(scan, lines);
  let used = estimate(header(0)) + 8;
  const lineCost = (line: LogLine) => estimate(renderLine(line)) + 1;

  for (const candidate of candidates) {
    const fresh = candidate.lines.filter((line) => !chosen.has(line.n));
    if (fresh.length === 0) {
      kept.push(candidate.part);
      continue;
    }
    // A line whose text repeats the line before costs almost nothing once collapsed.
    const byNumber = new Map(candidate.lines.map((line) => [line.n, line]));
    const costs = fresh.map((line) => {
      const before = byNumber.get(line.n - 1) ?? chosen.get(line.n - 1);
      return before?.text === line.text ? 1 : lineCost(line);
    });
    const total = costs.reduce((a, b) => a + b, 0) + 6;
    if (used + total <= budget) {
      for (const line of fresh) chosen.set(line.n, line);
      used += total;
      kept.push(candidate.part);
      continue;
    }
    // Partly: the lines nearest its first match (for the tail: its last lines) that fit.
    const order = partialOrder(candidate, fresh);
    let taken = 0;
    for (const index of order) {
      const cost = costs[index] ?? 0;
      if (used + cost + 6 > budget) break;
      const line = fresh[index] as LogLine;
      chosen.set(line.n, line);
      used += cost;
      taken++;
    }
    if (taken > 0) {
      used += 6;
      kept.push({
        ...candidate.part,
        lines: taken,
        reason: `cut to ${taken} of ${fresh.length} lines by the budget`,
      });
    } else {
      dropped.push({ ...candidate.part, reason: "over the token budget" });
    }
  }

  let text = render(
    scan,
    [...chosen.values()].sort((a, b) => a.n - b.n),
    header,
  );
  // The per-line estimates are close but not exact: drop lines from the least telling end until it fits.
  let tokens = estimate(text);
  for (let guard = 0; tokens > budget && chosen.size > 0 && guard < 1000; guard++) {
    const victim = leastTelling(chosen, scan);
    chosen.delete(victim);
    text = render(
      scan,
      [...chosen.values()].sort((a, b) => a.n - b.n),
      header,
    );
    tokens = estimate(text);
  }
  if (scan.stats.regionsDropped > 0) {
    dropped.push({
      source: "region",
      kind: "weaker regions",
      score: 0,
      first: 0,
      last: 0,
      lines: 0,
      reason: `${scan.stats.regionsDropped} weaker regions not kept while reading (memory bound)`,
    });
  }
  return {
    text,
    tokens,
    budget,
    bytes: scan.bytes,
    lines: scan.lines,
    keptLines: chosen.size,
    kept: kept.sort((a, b) => a.first - b.first),
    dropped,
    stats: scan.stats,
    binary: scan.stats.nulBytes > 0,
  };
}

/** Tail core first, then regions by strength (the first region first on ties), then the rest of the tail. */
function rankCandidates(scan: ScanResult): Candidate[] {
  const tailPart = (lines: LogLine[], kind: string): Candidate => ({
    part: {
      source: "tail",
      kind,
      score: 0,
      first: lines[0]?.n ?? 0,
      last: lines.at(-1)?.n ?? 0,
      lines: lines.length,
    },
    lines,
  });
  const core = scan.tail.slice(-TAIL_CORE);
  const rest = scan.tail.slice(0, Math.max(0, scan.tail.length - TAIL_CORE));
  const regions = [...scan.regions]
    .sort((a, b) => b.score - a.score || a.first - b.first)
    .map(
      (region: Region): Candidate => ({
        part: {
          source: "region",
          kind: region.kind,
          score: region.score,
          first: region.first,
          last: region.last,
          lines: region.lines.length,
        },
        lines: region.lines,
      }),
    );
  const out: Candidate[] = [];
  if (core.length > 0) out.push(tailPart(core, "last lines"));
  out.push(...regions);
  if (rest.length > 0) out.push(tailPart(rest, "earlier tail lines"));
  return out;
}

/** Indexes of `fresh` in the order a partial candidate keeps them. */
function partialOrder(candidate: Candidate, fresh: LogLine[]): number[] {
  const indexes = fresh.map((_, i) => i);
  if (candidate.part.source === "tail") return indexes.reverse();
  const anchor = Math.max(
    0,
    fresh.findIndex((line) => line.match),
  );
  // Outwards from the first match: the match, the line after, the line before, ...
  return indexes.sort((a, b) => distance(a, anchor) - distance(b, anchor) || a - b);
}

const distance = (index: number, anchor: number) =>
  index >= anchor ? (index - anchor) * 2 : (anchor - index) * 2 + 1;

/** The chosen line least worth keeping: a context line far from the end, else the earliest line. */
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
  return `[log: ${scan.lines} lines, ${scan.bytes} bytes; ${shown} lines shown, the rest omitted${binary}]`;
}

/** The digest text: a header, then the chosen lines in order, gaps and repeats noted. */
function render(scan: ScanResult, lines: LogLine[], header: (shown: number) => string): string {
  const out = [header(lines.length)];
  let previous: LogLine | undefined;
  let repeats = 0;
  const flushRepeats = () => {
    if (repeats > 0) out.push(`       | [previous line repeated ${repeats} more times]`);
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
    if (gap > 0) out.push(omitted(gap));
    out.push(renderLine(line));
    previous = line;
  }
  flushRepeats();
  const after = scan.lines - (previous?.n ?? 0);
  if (after > 0) out.push(omitted(after));
  return out.join("\n");
}

const omitted = (count: number) => `       … ${count} ${count === 1 ? "line" : "lines"} omitted …`;
