import { providerProfile } from "../provider/profile.js";
import { type EnvFormat, formatVariables } from "../shell-quote.js";
import type { AddressRecord } from "./address-file.js";

/**
 * The variables that point the SDK and Claude Code at a relay: its URL and its own key, in the
 * same places `jobai env` puts the job token for the proxy (src/provider/sdk-env.ts). The key
 * replaces the token in ANTHROPIC_CUSTOM_HEADERS too: a header left from `jobai env` would send
 * the job token to the relay's port, and the relay would refuse it beside its key.
 */
export function relayEnvironment(record: Pick<AddressRecord, "url" | "key">): Record<string, string> {
  const names = providerProfile.sdkEnv;
  if (!record.key) throw new Error("the relay's record has no key");
  return {
    [names.baseUrl]: record.url,
    [names.apiKey]: record.key,
    [names.customHeaders]: `Authorization: Token ${record.key}`,
  };
}

export const RELAY_FORMATS = ["url", "shell", "dotenv"] as const;
export type RelayFormat = (typeof RELAY_FORMATS)[number];

/** What `jobai relay` prints once the relay listens: its URL alone, or its variables. */
export function formatRelay(record: Pick<AddressRecord, "url" | "key">, format: RelayFormat): string {
  if (format === "url") return `${record.url}\n`;
  return formatVariables(relayEnvironment(record), format satisfies EnvFormat);
}
