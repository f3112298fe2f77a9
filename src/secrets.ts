/**
 * Secret values and how to hide them. Every text that leaves jobai (log lines, errors, annotations,
 * artifacts, prompts) goes through `redact` first. A rule of the design: a token never reaches any of them.
 *
 * Redaction finds spans on the whole text first and cuts after (`redactSlice`): a secret that a
 * cut would split is still found whole, and whatever part of it the cut keeps is hidden.
 */
import { KeywordAutomaton } from "./keyword-automaton.js";
import { highEntropyJobValue } from "./redact/job-values.js";
import { addGenericSpans, type KindedSpan, noteRedaction, valueKind } from "./redact/redaction-spans.js";
import { looksRandom, SECRET_RULES, type SecretRule } from "./secret-rules.js";

/** Variable names whose values are secrets: the service's tokens and anything named like one. */
const SECRET_NAME =
  /(?:^|_)(?:TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|KEY|APIKEY|API_KEY|ACCESS_KEY|PRIVATE_KEY|CREDENTIALS?|CREDS|COOKIE|CONNECTION_STRING)$|_(?:PWD|PW)$/i;
/**
 * Names that end in a word that is a secret only when the value looks like one (`*_AUTH`,
 * `*_PAT`, `*_PASS`): `NPM_AUTH=dXNlcjpwYXNz` is, `GIT_AUTH=basic` or `FIRST_PASS=true` is not.
 */
const MAYBE_SECRET_NAME = /(?:^|_)(?:AUTH|PAT|PASS|SIG|SIGNATURE)$/i;
/**
 * Names that hold a secret word before other words (`TF_TOKEN_app_terraform_io`, `GITHUB_TOKEN_RO`,
 * `SECRET_KEY_BASE`), webhook URLs and DSNs: secrets when the value looks machine-made, unless the
 * name ends in a word of a setting (`VAULT_TOKEN_TTL`, `NPM_TOKEN_FILE`).
 */
const INNER_SECRET_NAME =
  /(?:^|_)(?:TOKEN|SECRET|PASSWORD|PASSWD|PASSWORT|API_?KEY|PRIVATE_KEY|ACCESS_KEY|CREDENTIALS?)_|_(?:WEBHOOK(?:_URL)?|DSN)$/i;
const SETTING_NAME_END =
  /_(?:FILE|PATH|DIR|URL|URI|ID|NAME|TYPE|TTL|EXPIRY|EXPIRES|EXPIRATION|TIMEOUT|ENABLED|MODE|HEADER|PREFIX|LENGTH|SIZE|COUNT|VERSION|HOST|PORT|USER|USERNAME|FORMAT|SCOPES?)$/i;
/** Values of MAYBE_SECRET_NAME variables that are settings, not secrets. */
const PLAIN_SETTING =
  /^(?:true|false|yes|no|on|off|none|null|enabled?|disabled?|basic|bearer|digest|token|oauth2?|oidc|saml|ldap|password|required|optional|\d+|[./~].*)$/i;

/** Variables that always hold secrets, whatever their shape. */
const KNOWN_SECRET_VARIABLES = [
  "SERVICE_AGENT_ACCESS_TOKEN",
  "SERVICE_API_TOKEN",
  "ANTHROPIC_API_KEY",
  "ANTHROPIC_AUTH_TOKEN",
  "ANTHROPIC_CUSTOM_HEADERS",
];

export const REDACTED = "[REDACTED]";

/** Values shorter than this are not treated as secrets: redacting "1" or "true" would shred the text. */
const MIN_SECRET_LENGTH = 6;

/** A webhook URL or a DSN is a secret whole; other values when they look machine-made. */
function innerSecretValue(name: string, value: string): boolean {
  if (/_(?:WEBHOOK(?:_URL)?|DSN)$/i.test(name)) return /^[a-z][a-z0-9+.-]*:\/\/\S+$/i.test(value);
  return looksRandom(value, 8);
}

/**
 * The password of every URL with user info in `value` (`redis://:pw@host`, a database URL, a URL
 * inside SERVICE_PLUGIN_CONFIGURATION's JSON): a log that prints the password alone
 * (`AUTH pw failed`) no longer has the URL around it to be recognized by.
 */
const URL_PASSWORD = /[a-z][a-z0-9+.-]*:\/\/[^\s/?#@:"']*:([^\s/?#@"']+)@/gi;

function urlPasswords(value: string): string[] {
  const found: string[] = [];
  for (const match of value.matchAll(URL_PASSWORD)) {
    const raw = match[1] ?? "";
    found.push(raw);
    try {
      found.push(decodeURIComponent(raw));
    } catch {}
  }
  return found;
}

/**
 * Secret values found in an environment: known token variables, variables named like secrets, and
 * the passwords of URLs in any variable (JOBAI_REDIS_URL, a plugin option's Redis address).
 */
export function secretValuesFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const values = new Set<string>();
  for (const [name, value] of Object.entries(env)) {
    if (!value || value.length < MIN_SECRET_LENGTH) continue;
    if (value.includes("://")) {
      for (const password of urlPasswords(value))
        if (password.length >= MIN_SECRET_LENGTH) values.add(password);
    }
    if (
      KNOWN_SECRET_VARIABLES.includes(name) ||
      SECRET_NAME.test(name) ||
      (MAYBE_SECRET_NAME.test(name) && !PLAIN_SETTING.test(value)) ||
      (INNER_SECRET_NAME.test(name) && !SETTING_NAME_END.test(name) && innerSecretValue(name, value)) ||
      highEntropyJobValue(name, value)
    )
      values.add(value);
  }
  return [...values].sort((a, b) => b.length - a.length);
}

/**
 * The prefilter (gitleaks' keywords): one pass over the text finds which rules have a keyword in
 * it, and only those run; a line with none of them costs no rule (bench/digest.bench.js).
 */
let ruleKeywords: KeywordAutomaton<number> | undefined;

/** The automaton, built on first use (a few ms) so that commands that never redact never pay. */
function ruleKeywordAutomaton(): KeywordAutomaton<number> {
  ruleKeywords ??= new KeywordAutomaton([
    ...SECRET_RULES.flatMap((rule, index) => rule.keywords.map((word) => [word, index] as const)),
    ...["\\n", "\\r", "\\t"].map((word) => [word, ESCAPES] as const),
  ]);
  return ruleKeywords;
}

/** The index `rulesFor` sets when the text holds `\n`, `\r` or `\t` escaped (a JSON string's line break). */
const ESCAPES = SECRET_RULES.length;

/** Which rules (by index in SECRET_RULES) have a keyword in `text`, and at ESCAPES whether it holds escapes. */
function rulesFor(text: string): Uint8Array {
  const wanted = new Uint8Array(SECRET_RULES.length + 1);
  ruleKeywordAutomaton().scan(text, (index) => {
    wanted[index] = 1;
  });
  return wanted;
}

/** How many rules, from the first, are token shapes: what a base64 run's decoded text is checked with. */
const SHAPE_RULES = SECRET_RULES.findIndex((rule) => rule.decoded);

/** The assignment rules a decoded run is checked with too (`DB_PASSWORD=...` in base64). */
const DECODED_ASSIGNMENTS = ["secret-assignment", "random-assignment"].map((id) =>
  SECRET_RULES.findIndex((rule) => rule.id === id),
);

/**
 * Base64 longer than this is checked on its first part only: a token or a private key in base64
 * is a few KiB at most, and a huge run (a bundled file, an image) must stay cheap.
 */
const MAX_DECODED_RUN = 16 * 1024;

/**
 * Whether the base64 (or hex) run `text` decodes to a token of a known shape or an assignment to
 * a secret name. It is decoded from each of its first four (two) characters (a run glued to a word
 * starts off its alignment) until the decoded bytes are mostly printable; that text is checked with
 * the shape and assignment rules its keywords call for.
 */
function decodesToShape(text: string, encoding: "base64" | "hex"): boolean {
  const run = text.slice(0, MAX_DECODED_RUN);
  const alignments = encoding === "base64" ? 4 : 2;
  for (let skip = 0; skip < alignments && run.length - skip >= 16; skip++) {
    const bytes = Buffer.from(run.slice(skip), encoding);
    let printable = 0;
    for (const byte of bytes)
      if ((byte >= 0x20 && byte < 0x7f) || byte === 9 || byte === 10 || byte === 13) printable++;
    if (printable < bytes.length * 0.9) continue;
    const decoded = bytes.toString("latin1");
    const wanted = rulesFor(decoded);
    for (let index = 0; index < SHAPE_RULES; index++) {
      if (wanted[index] === 0) continue;
      const rule = SECRET_RULES[index] as SecretRule;
      rule.pattern.lastIndex = 0;
      if (rule.pattern.test(decoded)) return true;
    }
    for (const index of DECODED_ASSIGNMENTS) {
      if (wanted[index] === 0) continue;
      const rule = SECRET_RULES[index] as SecretRule;
      rule.pattern.lastIndex = 0;
      for (let match = rule.pattern.exec(decoded); match; match = rule.pattern.exec(decoded)) {
        if (match[0].length === 0) rule.pattern.lastIndex++;
        if (!rule.allow?.(match)) return true;
      }
    }
    return false;
  }
  return false;
}

/** `\n`, `\r` and `\t` escaped in a JSON string. */
const ESCAPED_BREAK = /\\[nrt]/g;

/** A secret's place in a text: [start, end). */
export type Span = KindedSpan;

/**
 * Where the secrets of `text` are: every given value, and every match of the rules
 * (src/secret-rules.ts). Sorted, overlapping spans merged.
 */
function secretSpans(text: string, secrets: readonly string[] = secretValuesFromEnv()): Span[] {
  const spans: Span[] = [];
  for (const secret of secrets) {
    if (secret.length < MIN_SECRET_LENGTH) continue;
    for (let at = text.indexOf(secret); at !== -1; at = text.indexOf(secret, at + secret.length)) {
      spans.push([at, at + secret.length, valueKind(secret)]);
    }
  }
  // A line break escaped in a JSON string (`"...\\nghp_..."`) parts words as a real one does: the
  // rules see two blanks in its place, so every position still holds. (No keyword holds an escape
  // or two blanks, so the keywords found in `text` are those of `scan`.)
  const wanted = rulesFor(text);
  const scan = wanted[ESCAPES] === 1 ? text.replace(ESCAPED_BREAK, "  ") : text;
  for (let index = 0; index < SECRET_RULES.length; index++) {
    const rule = SECRET_RULES[index] as SecretRule;
    if (wanted[index] === 0) continue;
    rule.pattern.lastIndex = 0;
    for (let match = rule.pattern.exec(scan); match; match = rule.pattern.exec(scan)) {
      if (match[0].length === 0) rule.pattern.lastIndex++;
      if (rule.allow?.(match)) continue;
      if (rule.decoded && !decodesToShape(match[0], rule.decoded)) continue;
      const indices = match.indices;
      const group = rule.groups ? rule.groups.find((g) => indices?.[g] !== undefined) : 0;
      const span = group === undefined ? undefined : indices?.[group];
      if (span && span[1] > span[0]) spans.push([span[0], span[1]]);
    }
  }
  // The generic detector (src/redact/, issue 33) beside the named rules; values the user allows out.
  return mergeSpans(addGenericSpans(text, spans));
}

function mergeSpans(spans: Span[]): Span[] {
  spans.sort((a, b) => a[0] - b[0]);
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([span[0], span[1], span[2]]);
  }
  return merged;
}

/**
 * The part `[from, to)` of `text`, with every secret that touches it hidden. The spans are found
 * on the whole text, so a secret cut at `from` or `to` is still recognized and its visible part
 * replaced. Pass `spans` when they are already known.
 */
export function redactSlice(
  text: string,
  from: number,
  to: number,
  secrets: readonly string[] = secretValuesFromEnv(),
  spans: Span[] = secretSpans(text, secrets),
): string {
  // Pieces joined once at the end, and the last characters kept apart: `out.endsWith` on a string
  // built with `+=` flattened it at every span, quadratic in a text with thousands of secrets.
  const pieces: string[] = [];
  let tail = "";
  const add = (piece: string) => {
    if (piece.length === 0) return;
    pieces.push(piece);
    tail =
      piece.length >= REDACTED.length
        ? piece.slice(-REDACTED.length)
        : (tail + piece).slice(-REDACTED.length);
  };
  let at = from;
  for (const [start, end, kind] of spans) {
    if (end <= from || start >= to) continue;
    noteRedaction(text, start, end, kind);
    if (start > at) add(text.slice(at, start));
    // Cut marks may follow, but the text around [REDACTED] stays as it was.
    if (tail !== REDACTED) add(REDACTED);
    at = Math.max(at, Math.min(end, to));
  }
  if (at < to) add(text.slice(at, to));
  return pieces.join("");
}

/** Replace every given secret value and every secret the rules find in `text`. */
export function redact(text: string, secrets: readonly string[] = secretValuesFromEnv()): string {
  return redactSlice(text, 0, text.length, secrets);
}

/** A copy of a JSON-like value with every string redacted (error bodies, response payloads). */
export function redactValue(value: unknown, secrets: readonly string[] = secretValuesFromEnv()): unknown {
  if (typeof value === "string") return redact(value, secrets);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, secrets));
  if (
    value &&
    typeof value === "object" &&
    (value.constructor === Object || value.constructor === undefined)
  ) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value))
      out[redactKey(key, secrets)] = redactValue(item, secrets);
    return out;
  }
  return value;
}

/**
 * An object's key, redacted where it stands in JSON (`"key": `): a name, as the detector reads a
 * key in a log line, not a value alone on a line (`cacheWrite5mTokens` was hidden as one). A given
 * secret or a named rule's token used as a key is still hidden.
 */
function redactKey(key: string, secrets: readonly string[]): string {
  const inPlace = `"${key}": `;
  const out = redact(inPlace, secrets);
  if (out === inPlace) return key;
  // A span that crossed the quotes (a key holding `"`): the key is redacted on its own.
  return out.startsWith('"') && out.endsWith('": ') ? out.slice(1, -3) : redact(key, secrets);
}
