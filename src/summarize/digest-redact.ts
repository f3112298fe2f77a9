/**
 * What the digest shows of a text, redacted with the whole secret in view. The digest shows parts
 * of lines (a line cut to its length, the head of a line over 256 KiB and the text around its
 * error word): each part is redacted within a window of the text around it, so a secret that
 * crosses the cut is found whole; and a private key block is hidden from either of its markers,
 * so a key longer than the window (its BEGIN out of view, or its END) never shows a fragment.
 */
import { REDACTED, redactSlice } from "../secrets.js";

/**
 * A marker line of a private key block (PEM, OpenSSH, PGP), with its trailing dashes. The bounded
 * `{0,100}` keeps it linear: at most 100 steps from each `-----`.
 */
const KEY_MARKER = /-----(BEGIN|END)[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-*/g;

type Span = [number, number];

/**
 * The private key blocks of `text`: from a BEGIN marker to its END marker; from the start of the
 * text to an END marker whose BEGIN is not in it; from a BEGIN marker whose END is not in it to the
 * end of the text.
 */
export function keyBlockSpans(text: string): Span[] {
  if (!text.includes("PRIVATE KEY")) return [];
  const spans: Span[] = [];
  let open: number | undefined;
  KEY_MARKER.lastIndex = 0;
  for (let found = KEY_MARKER.exec(text); found; found = KEY_MARKER.exec(text)) {
    if (found[1] === "BEGIN") {
      open ??= found.index;
    } else {
      spans.push([open ?? 0, found.index + found[0].length]);
      open = undefined;
    }
  }
  if (open !== undefined) spans.push([open, text.length]);
  return spans;
}

/**
 * How far a window's edge is moved to take in the whole of a token it would cut: a token (no blank
 * in it) longer than the margin that reaches into the shown part is judged whole, up to this.
 */
const TOKEN_REACH = 64 * 1024;

/** Whether `code` ends a token: a blank or a control character. */
const endsToken = (code: number): boolean => code <= 32 || code === 0xa0;

/**
 * `text[from, to)` redacted: every secret the rules or `secrets` find in the window of `margin`
 * characters on either side of it (widened to the whole of a token the window's edge would cut, up
 * to TOKEN_REACH), and every private key block of the whole text, is hidden.
 */
export function redactShown(
  text: string,
  from: number,
  to: number,
  secrets: readonly string[],
  margin = text.length,
): string {
  let low = Math.max(0, from - margin);
  let high = Math.min(text.length, to + margin);
  for (const stop = Math.max(0, low - TOKEN_REACH); low > stop && !endsToken(text.charCodeAt(low - 1)); )
    low--;
  for (
    const stop = Math.min(text.length, high + TOKEN_REACH);
    high < stop && !endsToken(text.charCodeAt(high));
  )
    high++;
  const window = low === 0 && high === text.length ? text : text.slice(low, high);
  const shown = (start: number, end: number) => redactSlice(window, start - low, end - low, secrets);
  const blocks = keyBlockSpans(text).filter(([start, end]) => end > from && start < to);
  if (blocks.length === 0) return shown(from, to);
  let out = "";
  let at = from;
  for (const [start, end] of blocks) {
    if (start > at) out += shown(at, start);
    if (!out.endsWith(REDACTED)) out += REDACTED;
    at = Math.max(at, Math.min(end, to));
  }
  if (at < to) out += shown(at, to);
  return out;
}
