/**
 * What an encoded token holds, for the generic detector: base64 decoded to text is judged by its
 * text (a key, a password, a config with a secret in it), not by how random its letters look, so
 * base64 test data (`aGVsbG8gd29ybGQ=`) stays and a Kubernetes Secret's data under a neutral key
 * does not. URL-encoded text (`%7B%22password%22...`) is decoded the same way.
 */

/** Base64 (standard or URL-safe) with optional padding, long enough to hold a secret. */
const BASE64 = /^[A-Za-z0-9+/_-]{12,}={0,2}$/;

/** Decoded base64 beyond this is not looked at: a secret is a few KiB at most. */
const MAX_DECODED = 16 * 1024;

export type Decoded =
  /** Not base64, or decoding gives bytes that are not mostly printable text. */
  | { kind: "binary" }
  /** Printable text: the caller judges it. */
  | { kind: "text"; text: string };

/** The text `token` decodes to when it is base64 of printable text (90% printable bytes or more). */
export function decodeBase64Text(token: string): Decoded {
  if (!BASE64.test(token)) return { kind: "binary" };
  const body = token.replace(/=+$/, "");
  // A length of 1 mod 4 is never base64.
  if (body.length % 4 === 1) return { kind: "binary" };
  const bytes = Buffer.from(
    body.slice(0, MAX_DECODED),
    body.includes("-") || body.includes("_") ? "base64url" : "base64",
  );
  if (bytes.length === 0) return { kind: "binary" };
  let printable = 0;
  for (const byte of bytes)
    if ((byte >= 0x20 && byte < 0x7f) || byte === 9 || byte === 10 || byte === 13) printable++;
  if (printable < bytes.length * 0.9) return { kind: "binary" };
  return { kind: "text", text: bytes.toString("latin1") };
}

/**
 * Whether base64 `token` is an SSH public key blob (`AAAAC3NzaC1lZDI1NTE5...`): its first bytes are
 * a length and the key type (`ssh-ed25519`, `ssh-rsa`, `ecdsa-sha2-...`, `sk-...`). Public.
 */
export function sshPublicKeyBlob(token: string): boolean {
  if (!token.startsWith("AAAA")) return false;
  const head = Buffer.from(token.slice(0, 32), "base64").toString("latin1");
  return /^\0\0\0.(?:ssh-|ecdsa-|sk-)/s.test(head);
}

/** `%XX` escapes in `token`: it is URL-encoded text. */
export function urlEncoded(token: string): boolean {
  return /%[0-9A-Fa-f]{2}/.test(token);
}

/** `token` with its `%XX` escapes decoded (and `+` as a space); undefined when they do not decode. */
export function decodeUrl(token: string): string | undefined {
  try {
    return decodeURIComponent(token.replace(/\+/g, " "));
  } catch {
    return undefined;
  }
}

/** PEM text that is public (a certificate, a public key) or a secret (a private key). */
export function pemVerdict(text: string): "public" | "secret" | undefined {
  if (/PRIVATE KEY|OpenVPN Static key|PGP PRIVATE/.test(text)) return "secret";
  if (
    /-----BEGIN (?:CERTIFICATE|PUBLIC KEY|RSA PUBLIC KEY|PGP PUBLIC|X509 CRL|CERTIFICATE REQUEST)/.test(text)
  )
    return "public";
  return undefined;
}
