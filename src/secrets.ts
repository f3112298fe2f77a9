/**
 * Secret values and how to hide them. Every text that leaves jobai (log lines, errors, annotations,
 * artifacts, prompts) goes through `redact` first. DESIGN.md: a token never reaches any of them.
 */

/** Variable names whose values are secrets: the service's tokens and anything named like one. */
const SECRET_NAME = /(^|_)(TOKEN|SECRET|PASSWORD|PASSWD|KEY|API_KEY|ACCESS_KEY|PRIVATE_KEY|CREDENTIALS?)$/i;

/** Variables that always hold secrets, whatever their shape. */
const KNOWN_SECRET_VARIABLES = [
  "SERVICE_AGENT_ACCESS_TOKEN",
  "SERVICE_API_TOKEN",
  "ANTHROPIC_API_KEY",
  "ANTHROPIC_AUTH_TOKEN",
  "ANTHROPIC_CUSTOM_HEADERS",
];

/** Shapes of well-known tokens, matched wherever they appear. Each is linear (no nested quantifiers). */
const TOKEN_SHAPES: RegExp[] = [
  /\bsk-ant-[A-Za-z0-9_-]{8,}/g, // provider API keys
  /\bgh[pousr]_[A-Za-z0-9]{20,}/g, // GitHub tokens
  /\bgithub_pat_[A-Za-z0-9_]{20,}/g,
  /\bAKIA[0-9A-Z]{16}\b/g, // AWS access key ids
  /\bxox[abposr]-[A-Za-z0-9-]{10,}/g, // Slack tokens
  /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g, // JWTs
  /\b(bkua|bkat)_[A-Za-z0-9]{20,}/g, // service access and agent tokens
  /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----/g,
  /\bnpm_[A-Za-z0-9]{36}\b/g, // npm tokens
  /\bglpat-[A-Za-z0-9_-]{20,}/g, // GitLab tokens
  /\bAIza[0-9A-Za-z_-]{35}\b/g, // Google API keys
];

/**
 * Secrets written out in text rather than held in this process's environment (summaries redact
 * logs, and a log prints whatever its command printed): the value of an assignment to a name like
 * `*_TOKEN`, `*_SECRET`, `*_PASSWORD`, `*_KEY` (`export NPM_TOKEN=...`, `password: ...`,
 * `"apiKey": "..."`), credentials in a URL, and the value of an authorization header. The name must
 * start a word, so each pattern starts at one place per word and stays linear.
 */
const SECRET_ASSIGNMENT =
  /(?<![A-Za-z0-9_])((?:[A-Za-z0-9_]*(?:TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIALS?|API_?KEY|PRIVATE_?KEY|ACCESS_?KEY)|[A-Za-z0-9_]*_KEY)["']?\s*[=:]\s*["']?)([^\s"',;]{6,})/gi;
/** Names of the shape above whose values are not secrets. */
const NOT_SECRET_NAMES = /^(?:\w*_)?(?:STEP|GROUP|CACHE|PUBLIC|SORT|PRIMARY|PARTITION|IDEMPOTENCY)_KEY\b/i;
const URL_CREDENTIALS = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:)([^\s@/]+)(@)/gi;
const AUTHORIZATION_VALUE =
  /(\b(?:authorization|x-api-key)["']?\s*[:=]\s*["']?(?:(?:bearer|token|basic)\s+)?)([^\s"',;]{6,})/gi;

export const REDACTED = "[REDACTED]";

/** Values shorter than this are not treated as secrets: redacting "1" or "true" would shred the text. */
const MIN_SECRET_LENGTH = 6;

/** Secret values found in an environment: known token variables and variables named like secrets. */
export function secretValuesFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const values = new Set<string>();
  for (const [name, value] of Object.entries(env)) {
    if (!value || value.length < MIN_SECRET_LENGTH) continue;
    if (KNOWN_SECRET_VARIABLES.includes(name) || SECRET_NAME.test(name)) values.add(value);
  }
  return [...values].sort((a, b) => b.length - a.length);
}

/** Replace every given secret value and every known token shape in `text`. */
export function redact(text: string, secrets: readonly string[] = secretValuesFromEnv()): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length >= MIN_SECRET_LENGTH && out.includes(secret)) out = out.split(secret).join(REDACTED);
  }
  for (const shape of TOKEN_SHAPES) out = out.replace(shape, REDACTED);
  return redactWrittenSecrets(out);
}

/** Hide secrets written out in text: assignments to secret-like names, URL passwords, auth headers. */
function redactWrittenSecrets(text: string): string {
  let out = text.replace(SECRET_ASSIGNMENT, (whole: string, prefix: string, value: string) =>
    NOT_SECRET_NAMES.test(prefix) || value === REDACTED ? whole : `${prefix}${REDACTED}`,
  );
  out = out.replace(URL_CREDENTIALS, `$1${REDACTED}$3`);
  out = out.replace(AUTHORIZATION_VALUE, (whole: string, prefix: string, value: string) =>
    value === REDACTED ? whole : `${prefix}${REDACTED}`,
  );
  return out;
}
