import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";

/**
 * Every credential a client presented: `x-api-key`, and `Authorization: Token|Bearer <t>`. Claude
 * Code sends `x-api-key`; the SDK 1.x sends `Bearer` (or `Token` through ANTHROPIC_CUSTOM_HEADERS).
 * What the relay takes is its own key (relay-key.ts), never the job token.
 * An Authorization header of any other scheme is kept as-is, so it can only fail the check.
 */
export function presentedCredentials(headers: IncomingHttpHeaders): string[] {
  const found: string[] = [];
  const apiKey = headers["x-api-key"];
  if (typeof apiKey === "string") found.push(apiKey.trim());
  const authorization = headers.authorization;
  if (typeof authorization === "string") {
    const match = /^(?:Token|Bearer)[ \t]+(\S+)[ \t]*$/i.exec(authorization);
    found.push(match?.[1] ?? authorization);
  }
  return found;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * A checker for one secret (the relay's key): a client is accepted when it presents at least one
 * credential and every credential it presents is that secret (a wrong one beside a right one is
 * refused: it is ambiguous). Compared in constant time.
 */
export function credentialChecker(secret: string): (headers: IncomingHttpHeaders) => boolean {
  const expected = digest(secret);
  return (headers) => {
    const credentials = presentedCredentials(headers);
    if (credentials.length === 0) return false;
    let ok = true;
    for (const credential of credentials) ok = timingSafeEqual(digest(credential), expected) && ok;
    return ok;
  };
}

/**
 * Which credential headers a client sent, by name and a known scheme only (for the log: never a
 * value; an Authorization header without a known scheme may be a bare secret, so it is "other").
 */
export function credentialKind(headers: IncomingHttpHeaders): string {
  const kinds: string[] = [];
  if (headers["x-api-key"] !== undefined) kinds.push("x-api-key");
  if (typeof headers.authorization === "string") {
    const scheme = /^(bearer|token|basic)[ \t]/i.exec(headers.authorization)?.[1]?.toLowerCase();
    kinds.push(`authorization ${scheme ?? "other"}`);
  }
  return kinds.join(", ") || "none";
}

/** The headers a client's key may come in; each at most once. */
const CREDENTIAL_NAMES = new Set(["authorization", "x-api-key"]);

/**
 * The credential header a client sent more than once, from the headers as they came on the wire:
 * Node keeps only the first `Authorization` and joins repeated `x-api-key` values, so the parsed
 * headers cannot show it. Two of them are ambiguous (which one would the proxy read?): refused.
 */
export function repeatedCredential(rawHeaders: string[]): string | undefined {
  const seen = new Set<string>();
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = (rawHeaders[i] ?? "").toLowerCase();
    if (!CREDENTIAL_NAMES.has(name)) continue;
    if (seen.has(name)) return name;
    seen.add(name);
  }
  return undefined;
}
