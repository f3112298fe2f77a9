import { createPrivateKey, type KeyObject, sign } from "node:crypto";

/**
 * Public-key API tokens (spec: Authentication, REST API, 5): the client signs a JWT with its
 * private key and sends it as the Bearer value. `iss` is the token's UUID, `iat` must be within
 * 10 s of the server's clock, `exp` within 5 minutes of `iat`. RS256, as the spec's example.
 */

export interface PublicKeyCredentials {
  /** The API token's UUID: the JWT's `iss`. */
  tokenId: string;
  /** PEM text or a KeyObject of the RSA private key. A secret: never logged. */
  privateKey: string | KeyObject;
}

/** The longest lifetime the server accepts (exp - iat). */
export const MAX_JWT_LIFETIME_SECONDS = 300;

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString("base64url");
}

/** A signed JWT for `credentials` at time `nowMs`, valid for `lifetimeSeconds` (at most 300). */
export function signJwt(
  credentials: PublicKeyCredentials,
  nowMs: number,
  lifetimeSeconds = MAX_JWT_LIFETIME_SECONDS,
): string {
  const key =
    typeof credentials.privateKey === "string"
      ? createPrivateKey(credentials.privateKey)
      : credentials.privateKey;
  const iat = Math.floor(nowMs / 1000);
  const exp = iat + Math.min(lifetimeSeconds, MAX_JWT_LIFETIME_SECONDS);
  const header = base64url(JSON.stringify({ alg: "RS256", typ: "JWT" }));
  const payload = base64url(JSON.stringify({ iss: credentials.tokenId, iat, exp }));
  const signature = sign("sha256", Buffer.from(`${header}.${payload}`), key);
  return `${header}.${payload}.${base64url(signature)}`;
}

/**
 * A source of Bearer values that signs a fresh JWT when the last one is older than `reuseMs`.
 * The server wants `iat` within 10 s of its clock, so a JWT is reused for 5 s at most, well inside
 * both that and its 5-minute `exp`.
 */
export function jwtSource(
  credentials: PublicKeyCredentials,
  now: () => number,
  reuseMs = 5_000,
): () => string {
  const key =
    typeof credentials.privateKey === "string"
      ? createPrivateKey(credentials.privateKey)
      : credentials.privateKey;
  const keyed = { tokenId: credentials.tokenId, privateKey: key };
  let current: { jwt: string; at: number } | undefined;
  return () => {
    const at = now();
    if (!current || at - current.at >= Math.min(reuseMs, 8_000) || at < current.at) {
      current = { jwt: signJwt(keyed, at), at };
    }
    return current.jwt;
  };
}
