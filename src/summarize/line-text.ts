/**
 * One log line as a person would have seen it in a terminal: the last carriage-return redraw
 * only, no ANSI escape codes, no other control characters, and cut when it is very long.
 */

// CSI sequences (colours, cursor moves), OSC sequences (titles, hyperlinks) ended by BEL or ST,
// and two-character escapes. Each alternative is linear: no nested quantifiers.
// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal escape codes are what this removes.
const ANSI = /\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[@-Z\\-_]/g;
// Control characters other than tab, and DEL.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f]/g;

/** Remove ANSI escape codes from `text`. */
export function stripAnsi(text: string): string {
  return text.includes("\x1b") ? text.replace(ANSI, "") : text;
}

/**
 * Keep what a terminal would finally show of a line redrawn with carriage returns (progress bars):
 * the text after the last `\r`. A trailing `\r` (CRLF line endings) is not a redraw.
 */
export function lastRedraw(text: string): string {
  const body = text.endsWith("\r") ? text.slice(0, -1) : text;
  const cr = body.lastIndexOf("\r");
  return cr === -1 ? body : body.slice(cr + 1);
}

/** A line made readable: last redraw, no ANSI codes, no control characters, no trailing blanks. */
export function cleanLine(raw: string): string {
  return stripAnsi(lastRedraw(raw)).replace(CONTROL, "").trimEnd();
}

/**
 * A piece of a very long line made readable (digest-scan.ts keeps a long line's head and the text
 * around its error word): no ANSI codes, no control characters, redraws shown as spaces (a piece
 * has no "last" redraw).
 */
export function cleanPiece(raw: string): string {
  return stripAnsi(raw.replace(/\r/g, " ")).replace(CONTROL, "");
}

/** How many characters of `text` fit in `maxBytes` of UTF-8. */
export function charsWithinBytes(text: string, maxBytes: number): number {
  if (Buffer.byteLength(text) <= maxBytes) return text.length;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // A surrogate pair is one 4-byte character: never split it.
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code >= 0xd800 && code < 0xdc00 ? 4 : 3;
    if (bytes + size > maxBytes) return i;
    bytes += size;
    if (size === 4) i++;
  }
  return text.length;
}
