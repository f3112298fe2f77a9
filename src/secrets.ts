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
];

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
  return out;
}
