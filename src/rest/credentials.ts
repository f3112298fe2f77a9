import * as z from "zod/mini";
import { usageErrorFrom } from "../config/issues.js";
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
  /** The scope the caller is about to need, named in the error when no token is set. */
  requiredScope?: string | undefined;
  env?: NodeJS.ProcessEnv | undefined;
}

export interface ResolvedCredentials {
  baseUrl: string;
  /** The Bearer value for the next request. */
  authorization: () => string;
  /** Values to keep out of every message. */
  secrets: string[];
}

/** Pick the address and the credentials from options, then the environment; explain what is missing. */
export function resolveCredentials(options: CredentialOptions, now: () => number): ResolvedCredentials {
  const env = options.env ?? process.env;
  const parsedUrl = baseUrlSchema.safeParse(options.baseUrl ?? env.SERVICE_API_URL);
  if (!parsedUrl.success) throw usageErrorFrom(parsedUrl.error);
  const baseUrl = parsedUrl.data;

  if (options.token !== undefined && options.publicKey !== undefined) {
    throw new UsageError("Give either token or publicKey to createRestClient, not both.");
  }
  if (options.publicKey) {
    const { tokenId, privateKey } = options.publicKey;
    if (!z.uuid().safeParse(tokenId).success) {
      throw new UsageError("publicKey.tokenId must be the API token's UUID: copy it from the token's page.");
    }
    if (!privateKey) throw new UsageError("publicKey.privateKey is empty: give the PEM text of the RSA key.");
    return { baseUrl, authorization: jwtSource(options.publicKey, now), secrets: [] };
  }
  const token = (options.token ?? env.SERVICE_API_TOKEN ?? "").trim();
  if (!token) {
    const scope = options.requiredScope ? ` with the scope ${options.requiredScope}` : "";
    throw new UsageError(
      `SERVICE_API_TOKEN is not set: create an API access token${scope} and export it as SERVICE_API_TOKEN (or pass { token }).`,
    );
  }
  if (/\s/.test(token)) {
    throw new UsageError(
      "SERVICE_API_TOKEN holds white space: an API token is one word; check how it was set.",
    );
  }
  return { baseUrl, authorization: () => token, secrets: [token] };
}
