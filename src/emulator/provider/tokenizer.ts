/**
 * The emulator's deterministic token counter, used for `usage` and `count_tokens`.
 *
 * It is not the provider's tokenizer (which is not public for current models); it behaves roughly
 * like a BPE tokenizer so that counts grow with text the way real ones do:
 * - the text is cut into pieces: a run of letters (with one leading space), a run of up to three
 *   digits, one or two punctuation or symbol characters (with one leading space), or a run of
 *   white space;
 * - a piece of letters counts one token per started 6 characters (`hello` 1, ` international` 3);
 * - every other piece counts one token; a run of white space counts one token per started 4
 *   characters, except a single space, which is free (it joins the next word).
 * Linear in the text's length. Measured against @anthropic-ai/tokenizer (the older public Claude
 * tokenizer): English prose within 1%, TypeScript source +15%, Claude Code 2.1's first prompt
 * (69,449 characters of system prompt, tools and messages) 19,251 tokens against 17,390 (+11%).
 */
// The groups say what a piece is: 1 letters (without the leading space), 2 white space.
const PIECE = / ?(\p{L}+)| ?\p{N}{1,3}|(\s+)| ?[^\s\p{L}\p{N}]{1,2}/gu;

export function countTokens(text: string): number {
  let total = 0;
  for (const match of text.matchAll(PIECE)) total += matchTokens(match);
  return total;
}

/** The pieces of a text with their token counts, so a reply can be cut at a token budget. */
export function tokenPieces(text: string): { text: string; tokens: number }[] {
  return Array.from(text.matchAll(PIECE), (match) => ({ text: match[0], tokens: matchTokens(match) }));
}

function matchTokens(match: RegExpMatchArray): number {
  const letters = match[1];
  if (letters !== undefined) return Math.ceil(codePointCount(letters) / 6);
  const blank = match[2];
  if (blank !== undefined) return blank === " " ? 0 : Math.ceil(blank.length / 4);
  return 1;
}

/** Characters as a reader counts them: a letter outside the BMP is two UTF-16 units but one letter. */
function codePointCount(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) count--;
  }
  return count;
}
