import { createPublicKey, verify } from "node:crypto";
import { HttpError } from "./http.js";
import type { EmuToken } from "./model.js";
import type { RestStore } from "./store.js";

/**
 * Bearer tokens (spec: Authentication, REST API): a static secret, or a JWT signed with a
 * public-key token's private key: `iss` the token's UUID, `iat` within 10 s of now, `exp` within
 * 5 minutes of `iat`, RS256. Basic authentication is refused.
 */

const JWT_IAT_SKEW_SECONDS = 10;
const JWT_MAX_LIFETIME_SECONDS = 300;

function decodePart(part: string | undefined): Record<string, unknown> {
  try {
    const value = JSON.parse(Buffer.from(part ?? "", "base64url").toString("utf8"));
    if (value && typeof value === "object") return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new HttpError(401, "The bearer JWT is malformed: its header and payload must be base64url JSON.");
}

function checkJwt(store: RestStore, jwt: string, nowMs: number): EmuToken {
  const [headerPart, payloadPart, signaturePart] = jwt.split(".");
  const header = decodePart(headerPart);
  const payload = decodePart(payloadPart);
  if (header.alg !== "RS256")
    throw new HttpError(401, `The JWT's alg must be RS256, not ${String(header.alg)}.`);
  const token = store.tokens.find((t) => t.id === payload.iss && t.publicKey);
  if (!token) throw new HttpError(401, "The JWT's iss is not the UUID of a public-key API token.");
  const signed = verify(
    "sha256",
    Buffer.from(`${headerPart}.${payloadPart}`),
    createPublicKey(token.publicKey as string),
    Buffer.from(signaturePart ?? "", "base64url"),
  );
  if (!signed) throw new HttpError(401, "The JWT's signature does not verify with the token's public key.");
  const { iat, exp } = payload;
  if (typeof iat !== "number" || typeof exp !== "number") {
    throw new HttpError(401, "The JWT must carry numeric iat and exp claims.");
  }
  const now = nowMs / 1000;
  if (Math.abs(now - iat) > JWT_IAT_SKEW_SECONDS) {
    throw new HttpError(401, "The JWT's iat is not within 10 seconds of the current time: sign a fresh one.");
  }
  if (exp <= iat || exp - iat > JWT_MAX_LIFETIME_SECONDS) {
    throw new HttpError(401, "The JWT's exp must be after iat and within 5 minutes of it.");
  }
  if (exp <= now) throw new HttpError(401, "The JWT has expired.");
  return token;
}

/** The token a request authenticates with, or a 401. */
export function authenticate(store: RestStore, authorization: string | undefined, nowMs: number): EmuToken {
  if (!authorization) {
    throw new HttpError(401, "Authentication required: send Authorization: Bearer <API access token>.");
  }
  const [scheme, value, ...rest] = authorization.trim().split(/\s+/);
  if (scheme?.toLowerCase() === "basic")
    throw new HttpError(401, "HTTP basic authentication is not supported.");
  if (scheme?.toLowerCase() !== "bearer" || !value || rest.length > 0) {
    throw new HttpError(401, "Authentication required: send Authorization: Bearer <API access token>.");
  }
  const token =
    value.split(".").length === 3
      ? checkJwt(store, value, nowMs)
      : store.tokens.find((t) => t.secret === value);
  if (!token) throw new HttpError(401, "The API access token is not valid.");
  if (token.revoked) throw new HttpError(401, "The API access token has been revoked.");
  return token;
}

export function requireScope(token: EmuToken, scope: string): void {
  if (!token.scopes.includes(scope)) {
    throw new HttpError(403, `Your access token does not have the ${scope} scope needed for this request.`);
  }
}

export function requireOrganization(token: EmuToken, organization: string): void {
  if (token.organizations && !token.organizations.includes(organization)) {
    throw new HttpError(403, `Your access token is not allowed to access the organization ${organization}.`);
  }
}
