/**
 * The relay's own key, and the proof that a listener holds it.
 *
 * The job token never leaves the relay's process (a rule of the design): clients get a random key made
 * when the relay starts, which it swaps for the job token on the way upstream. A key is worth
 * nothing once its relay has stopped, so a process that binds the dead relay's port and receives it
 * from a tool still pointed there gains nothing.
 *
 * Our own clients (`jobai relay status`) send nothing secret before the listener has shown it holds
 * the key: the client sends a fresh nonce and an HMAC of it (which a squatter cannot turn into
 * anything), the relay answers with an HMAC of the nonce and the body it sends. Both HMACs are
 * domain-separated, so one can never stand in for the other.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** 32 random bytes, base64url: 43 characters. */
export const RELAY_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A fresh key for one relay's life. */
export const newRelayKey = (): string => randomBytes(32).toString("base64url");

/** A nonce for one status request: 16 random bytes, base64url (22 characters). */
export const newNonce = (): string => randomBytes(16).toString("base64url");

/** What a nonce must look like before the relay spends an HMAC on it. */
export const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The headers of the exchange: the client's nonce and proof, and the relay's proof. */
export const NONCE_HEADER = "x-jobai-nonce";
export const CLIENT_PROOF_HEADER = "x-jobai-client-proof";
export const RELAY_PROOF_HEADER = "x-jobai-relay-proof";

const hmac = (key: string, ...parts: (string | Buffer)[]) => {
  const mac = createHmac("sha256", key);
  for (const part of parts) mac.update(part);
  return mac.digest("base64url");
};

/** The client's proof that it holds the key, bound to its nonce. */
export const clientProof = (key: string, nonce: string): string => hmac(key, "jobai relay client\n", nonce);

/** The relay's proof that it holds the key, bound to the client's nonce and the body it answers. */
export const relayProof = (key: string, nonce: string, body: Buffer | string): string =>
  hmac(key, "jobai relay server\n", nonce, "\n", createHash("sha256").update(body).digest("base64url"));

/** Compare two proofs in constant time (a value of another length is simply unequal). */
export function sameProof(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== "string") return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
