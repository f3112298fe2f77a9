import { createPrivateKey } from "node:crypto";
import { readFileSync } from "node:fs";
import * as z from "zod/mini";
import { OWN_MESSAGES_ONLY, usageErrorFrom } from "../config/issues.js";
import { secureUrlSchema } from "../config/secure-url.js";
import { UsageError } from "../errors.js";
import { jwtSource, type PublicKeyCredentials } from "./jwt.js";

const HOW_TO_SET_URL =
  "set it to the REST API address (https://...), or start 'jobai emulate' and source its output";

const baseUrlSchema = secureUrlSchema("SERVICE_API_URL", HOW_TO_SET_URL);

export interface CredentialOptions {
  /** A static API access token (default `SERVICE_API_TOKEN`). A secret: never logged. */
  token?: string | undefined;
  /** A public-key token: JWTs are signed with its private key instead of sending a secret. */
  publicKey?: PublicKeyCredentials | undefined;
  /** The REST API address (default `SERVICE_API_URL`): https, or http to this machine only. */
  baseUrl?: string | undefined;
  /** The scope (or scopes) the caller is about to need, named in the error when no token is set. */
  requiredScope?: string | readonly string[] | undefined;
  env?: NodeJS.ProcessEnv | undefined;
}

export interface ResolvedCredentials {
  baseUrl: string;
  /** The Bearer value for the next request. */
  authorization: () => string;
  /** Values to keep out of every message. */
  secrets: string[];
  /** Who calls, for the budget shared with other processes: the token, or a public-key token's UUID. */
  identity: string;
}

/** Pick the address and the credentials from options, then the environment; explain what is missing. */
export function resolveCredentials(options: CredentialOptions, now: () => number): ResolvedCredentials {
  const env = options.env ?? process.env;
  const parsedUrl = baseUrlSchema.safeParse(options.baseUrl ?? env.SERVICE_API_URL, OWN_MESSAGES_ONLY);
  if (!parsedUrl.success) throw usageErrorFrom(parsedUrl.error);
  const baseUrl = parsedUrl.data;

  if (options.token !== undefined && options.publicKey !== undefined) {
    throw new UsageError("Give either token or publicKey to createRestClient, not both.");
  }
  const publicKey = options.publicKey ?? (options.token === undefined ? publicKeyFromEnv(env) : undefined);
  if (publicKey) {
    const { tokenId, privateKey } = publicKey;
    if (!z.uuid().safeParse(tokenId).success) {
      throw new UsageError("publicKey.tokenId must be the API token's UUID: copy it from the token's page.");
    }
    if (!privateKey) throw new UsageError("publicKey.privateKey is empty: give the PEM text of the RSA key.");
    return { baseUrl, authorization: jwtSource(publicKey, now), secrets: [], identity: tokenId };
  }
  const token = (options.token ?? env.SERVICE_API_TOKEN ?? "").trim();
  if (!token) {
    const needed = [options.requiredScope ?? []].flat();
    const scope =
      needed.length > 0 ? ` with the scope${needed.length > 1 ? "s" : ""} ${needed.join(" and ")}` : "";
    throw new UsageError(
      `SERVICE_API_TOKEN is not set: create an API access token${scope} and export it as SERVICE_API_TOKEN (or pass { token }).`,
    );
  }
  if (/\s/.test(token)) {
    throw new UsageError(
      "SERVICE_API_TOKEN holds white space: an API token is one word; check how it was set.",
    );
  }
  return { baseUrl, authorization: () => token, secrets: [token], identity: token };
}

/**
 * A public-key token from the environment (spec: Authentication, REST API, 5): the token's UUID in
 * SERVICE_API_TOKEN_ID and the path of its PEM private key in SERVICE_API_PRIVATE_KEY_FILE. The
 * key is read from a file, never from a variable or the command line (a rule of the design: no secret
 * on a command line). Both or neither; not beside SERVICE_API_TOKEN.
 */
function publicKeyFromEnv(env: NodeJS.ProcessEnv): PublicKeyCredentials | undefined {
  const tokenId = env.SERVICE_API_TOKEN_ID?.trim();
  const keyFile = env.SERVICE_API_PRIVATE_KEY_FILE?.trim();
  if (!tokenId && !keyFile) return undefined;
  if (!tokenId || !keyFile) {
    throw new UsageError(
      `${tokenId ? "SERVICE_API_PRIVATE_KEY_FILE" : "SERVICE_API_TOKEN_ID"} is not set: a public-key token needs both SERVICE_API_TOKEN_ID (its UUID) and SERVICE_API_PRIVATE_KEY_FILE (the PEM file of its private key).`,
    );
  }
  if (env.SERVICE_API_TOKEN?.trim()) {
    throw new UsageError(
      "SERVICE_API_TOKEN and SERVICE_API_PRIVATE_KEY_FILE are both set: unset one (the token, or the public-key token's variables).",
    );
  }
  let privateKey: string;
  try {
    privateKey = readFileSync(keyFile, "utf8");
  } catch (error) {
    throw new UsageError(
      `SERVICE_API_PRIVATE_KEY_FILE ${keyFile} cannot be read (${(error as NodeJS.ErrnoException).code ?? "error"}): give the path of the token's PEM private key.`,
    );
  }
  try {
    createPrivateKey(privateKey);
  } catch {
    throw new UsageError(
      `SERVICE_API_PRIVATE_KEY_FILE ${keyFile} holds no PEM private key: give the file of the token's RSA private key.`,
    );
  }
  return { tokenId, privateKey };
}
