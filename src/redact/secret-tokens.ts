/**
 * The token-level test of the generic detector: whether one token looks machine-made (a key, a
 * password, a vendor's token we have no rule for) from its length, its character classes, its
 * Shannon entropy and how often its characters change class, as gitleaks' generic rule (entropy
 * over 3.5 beside a secret word) and detect-secrets' base64 and hex entropy plugins judge strings.
 * Nothing here knows a vendor's prefix.
 *
 * Two strengths: `strongToken` needs no context (long, all three of upper, lower and digits,
 * dense, changing class often: what base64 of random bytes and vendor tokens look like, and what
 * words, paths and identifiers do not); `relaxedToken` is the test of a value a secret word or
 * flag stands before (anything but a word, a number, a path, a mask or a variable's name).
 *
 * Every function is one pass over the token: linear whatever the input.
 */

/** Statistics of a token: its classes from one pass, its entropy (a second pass) when first asked for. */
export interface TokenStats {
  readonly length: number;
  readonly lower: number;
  readonly upper: number;
  readonly digits: number;
  readonly symbols: number;
  /** Shannon entropy in bits per character. */
  readonly entropy: number;
  /** Share of neighbouring characters of different classes (lower, upper, digit, other). */
  readonly switches: number;
}

const CLASS_LOWER = 0;
const CLASS_UPPER = 1;
const CLASS_DIGIT = 2;
const CLASS_OTHER = 3;

/** The class of each ASCII code, looked up: every character of every value is classed. */
const ASCII_CLASS = Uint8Array.from({ length: 128 }, (_, code) =>
  code >= 97 && code <= 122
    ? CLASS_LOWER
    : code >= 65 && code <= 90
      ? CLASS_UPPER
      : code >= 48 && code <= 57
        ? CLASS_DIGIT
        : CLASS_OTHER,
);

/** A token's classes as bits (`classMask`): lower case, upper case, digits, anything else. */
export const HAS_LOWER = 1;
export const HAS_UPPER = 2;
export const HAS_DIGIT = 4;
export const HAS_OTHER = 8;

/** The HAS_* bit of an ASCII code. */
export function classBit(code: number): number {
  return 1 << (code < 128 ? (ASCII_CLASS[code] as number) : CLASS_OTHER);
}

/** The HAS_* bits of the ASCII codes, looked up. */
const ASCII_CLASS_BIT = Uint8Array.from({ length: 128 }, (_, code) => classBit(code));

/**
 * Which classes `token` holds, as HAS_* bits: one pass without counting, the cheap test a token
 * fails before its statistics are computed (most tokens of a log lack upper or lower case).
 */
export function classMask(token: string): number {
  let mask = 0;
  for (let i = 0; i < token.length; i++) {
    const code = token.charCodeAt(i);
    mask |= code < 128 ? (ASCII_CLASS_BIT[code] as number) : HAS_OTHER;
  }
  return mask;
}

/** Whether a token of classes `mask` has both upper and lower case: what every test short of context needs. */
export function mixedCase(mask: number): boolean {
  return (mask & (HAS_LOWER | HAS_UPPER)) === (HAS_LOWER | HAS_UPPER);
}

/** Counts per character code (ASCII; every other character shares one slot). Reused: no allocation per token. */
const counts = new Uint32Array(129);

/** Shannon entropy of `token` in bits per character. */
export function shannonEntropy(token: string): number {
  const length = token.length;
  for (let i = 0; i < length; i++) {
    const code = token.charCodeAt(i);
    const slot = code < 128 ? code : 128;
    counts[slot] = (counts[slot] as number) + 1;
  }
  // Each distinct character's share once (its slot cleared as it is read), then nothing left over.
  let entropy = 0;
  for (let i = 0; i < length; i++) {
    const code = token.charCodeAt(i);
    const slot = code < 128 ? code : 128;
    const count = counts[slot] as number;
    if (count === 0) continue;
    counts[slot] = 0;
    const p = count / length;
    entropy -= p * Math.log2(p);
  }
  return entropy;
}

/**
 * A token's statistics. Most tokens are judged by their classes alone (no upper case: not strong),
 * so the entropy, the costly part, is computed only when a test reads it.
 */
class Stats implements TokenStats {
  private computedEntropy = -1;

  constructor(
    private readonly token: string,
    readonly length: number,
    readonly lower: number,
    readonly upper: number,
    readonly digits: number,
    readonly symbols: number,
    readonly switches: number,
  ) {}

  get entropy(): number {
    if (this.computedEntropy < 0) this.computedEntropy = shannonEntropy(this.token);
    return this.computedEntropy;
  }
}

export function tokenStats(token: string): TokenStats {
  const length = token.length;
  let lower = 0;
  let upper = 0;
  let digits = 0;
  let switches = 0;
  let previous = -1;
  for (let i = 0; i < length; i++) {
    const code = token.charCodeAt(i);
    const kind = code < 128 ? (ASCII_CLASS[code] as number) : CLASS_OTHER;
    if (kind === CLASS_LOWER) lower++;
    else if (kind === CLASS_UPPER) upper++;
    else if (kind === CLASS_DIGIT) digits++;
    if (kind !== previous) switches++;
    previous = kind;
  }
  // The first character is no change of class.
  if (length > 0) switches--;
  return new Stats(
    token,
    length,
    lower,
    upper,
    digits,
    length - lower - upper - digits,
    length > 1 ? switches / (length - 1) : 0,
  );
}

/** The shortest token the strong test takes: shorter random strings are as often ids as secrets. */
export const STRONG_MIN_LENGTH = 20;

/**
 * The entropy a random token of `length` characters reaches with a wide alphabet, less a margin:
 * a short string cannot hold many distinct characters, so a fixed bar (detect-secrets' 4.5) would
 * miss every token under about 30 characters.
 */
function entropyBar(length: number): number {
  return Math.min(4.2, Math.log2(length) - 0.75);
}

/**
 * Whether `token` looks machine-made on its own: at least STRONG_MIN_LENGTH characters, upper and
 * lower case and digits, an entropy near what random characters reach at that length, and a class
 * change at a third of its places or more (random base64 changes at about 0.6; CamelCase
 * identifiers, hex hashes and paths of words stay far lower or lack a class).
 */
export function strongToken(stats: TokenStats): boolean {
  if (stats.length < STRONG_MIN_LENGTH) return false;
  if (stats.upper === 0 || stats.lower === 0 || stats.digits === 0) return false;
  // Letters and digits must carry it: a run of punctuation with a few letters is not a key.
  if (stats.symbols > stats.length * 0.25) return false;
  if (stats.switches < 0.33) return false;
  return stats.entropy >= entropyBar(stats.length);
}

/** Numbers, sizes, durations, versions, dates and times: `3600`, `12.3MB`, `1m02s`, `v1.2.3-rc.1`, `2026-01-01T00:00:00Z`. */
const NUMERIC =
  /^(?:[vV]?\d+(?:[.,:_-]\d+)*(?:[-+.][A-Za-z][\w.]*)?|\d+(?:\.\d+)?(?:[a-zA-Z]{1,3}|%)|\d{4}-\d\d-\d\dT[\d:.]+Z?|0x[0-9a-fA-F]+)$/;
/**
 * An amount of money: a sign, a currency sign or code before it, a decimal number (`$0.0647`,
 * `-$12.5`, `US$3`, `€0.75`). A cost printed beside "tokens" is not a secret. (`1,234` is cut at
 * the comma before it gets here.)
 */
const AMOUNT = /^[-+]?(?:[A-Z]{1,3})?[$€£¥₹]\d+(?:\.\d+)?$|^[-+]\d+(?:\.\d+)?$/;
/**
 * A snake_case name with a number and its unit among its words (`ephemeral_5m_input_tokens`,
 * `cache_1h_write_tokens`): a field's name, though it holds a digit and "token".
 */
const UNIT_NAME = /^[a-z]{2,}(?:_[a-z]{2,})*_\d{1,3}[a-z]{1,3}(?:_[a-z]{2,})+$/;
/** Words: `production`, `ConsumerConfig`, `ci-deploy-key`, `test_token_refresh`, `com.acme.auth.TokenService`. */
const WORDS = /^[-_.]?[A-Za-z]+(?:[-_.][A-Za-z]+)*[-_.]?$/;
/** Words ending in a short number: `eu-west-1`, `ubuntu-22`, `app_user_2`. */
const NUMBERED_WORDS = /^[A-Za-z]+(?:[-_.][A-Za-z]+)*[-_.]\d{1,2}$/;
/** A mail address or `user@host`: who, not a secret. */
const ADDRESS = /^[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;
/** A variable's name or a template in place of a value: `$NPM_TOKEN`, `${X}`, `%APPDATA%`, `{{ secrets.X }}`. */
const REFERENCE = /^(?:\$\{?[A-Za-z_][\w.]*\}?|%[A-Za-z_]\w*%|\{\{.*\}\})$/;
/** What a masked value looks like: `********`, `****ABCD`, `xxxxxxxx`, `[MASKED]`, `<redacted>`. */
const MASK = /^x{6,}$|^(?:masked|redacted|hidden|sensitive|secret|none|null|nil|undefined|empty|changeme)$/i;

const isUpper = (code: number) => code >= 65 && code <= 90;
const isLower = (code: number) => code >= 97 && code <= 122;

/**
 * Whether letters change case at random (`xKqPzRtLmWvB`) rather than as CamelCase words do
 * (`ApiKeyRotationTest`, `HTTPServer`): a capital followed by a single lower-case letter and then
 * no more is a word of one letter, rare in names and most of a random string's capitals.
 */
function randomCase(token: string, uppers: number): boolean {
  let oneLetterWords = 0;
  for (let i = 0; i + 1 < token.length; i++) {
    if (isUpper(token.charCodeAt(i)) && isLower(token.charCodeAt(i + 1)) && !isLower(token.charCodeAt(i + 2)))
      oneLetterWords++;
  }
  return oneLetterWords >= 2 && oneLetterWords * 3 >= uppers;
}

/** Whether `token` reads as a word, a number or a reference, not as a value someone made up. */
export function plainToken(token: string, stats: TokenStats = tokenStats(token)): boolean {
  if (
    NUMERIC.test(token) ||
    AMOUNT.test(token) ||
    REFERENCE.test(token) ||
    MASK.test(token) ||
    token.includes("***")
  )
    return true;
  if (token.includes("@") && ADDRESS.test(token)) return true;
  if (NUMBERED_WORDS.test(token) || UNIT_NAME.test(token)) return true;
  if (WORDS.test(token)) {
    // Letters only, but of random case (`xKqPzRtLmWvB`): not a word.
    return !(stats.length >= 10 && stats.upper > 0 && stats.lower > 0 && randomCase(token, stats.upper));
  }
  return false;
}

/**
 * Whether `token`, the value of a name that holds whatever was stored (`"Value":`, `result`), is a
 * secret: ten characters or more, upper and lower case and digits, dense.
 */
export function storedValueToken(token: string, stats: TokenStats = tokenStats(token)): boolean {
  if (stats.length < 10 || stats.upper === 0 || stats.lower === 0 || stats.digits === 0) return false;
  // Four classes (a symbol too) is what generated and chosen passwords have; fewer ask for more entropy.
  return !plainToken(token, stats) && stats.entropy >= (stats.symbols > 0 ? 2.5 : 3);
}

/** An Apple app-specific password (`abcd-efgh-ijkl-mnop`): words by shape, a secret after a password flag. */
const APP_PASSWORD = /^[a-z]{4}(?:-[a-z]{4}){3}$/;

/**
 * Whether `token`, standing where a secret word or flag says a secret goes, is one: six characters
 * or more, not a word, number, reference or mask, and not all of one character class but hex.
 */
export function relaxedToken(token: string, stats: TokenStats = tokenStats(token)): boolean {
  if (APP_PASSWORD.test(token)) return true;
  if (stats.length < 6) return false;
  if (plainToken(token, stats)) return false;
  const classes = (stats.lower > 0 ? 1 : 0) + (stats.upper > 0 ? 1 : 0) + (stats.digits > 0 ? 1 : 0);
  if (classes === 0) return false;
  if (classes === 1 && stats.symbols === 0 && stats.length < 16) return false;
  return stats.entropy >= 2.3;
}
