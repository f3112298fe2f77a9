import { generateKeyPairSync } from "node:crypto";
import type { RestApiOptions } from "../../src/emulator/rest/api.js";
import { createRestClient, type RestClientOptions } from "../../src/rest/client.js";
import { type StandaloneRestEmulator, startRestEmulator } from "../helpers/rest-emulator.js";

/** A REST emulator on loopback and a client for it; close both with `close()`. */
export async function restFixture(
  options: RestApiOptions = {},
  client: Omit<RestClientOptions, "baseUrl"> = {},
) {
  const emulator: StandaloneRestEmulator = await startRestEmulator(options);
  const api = createRestClient({ baseUrl: emulator.url, token: emulator.token, env: {}, ...client });
  return { emulator, api, close: () => emulator.close() };
}

/** A simulated clock: `now()` and a `sleep` that advances it instead of waiting. */
export function simulatedClock(start = Date.parse("2026-03-01T12:00:00Z")) {
  let time = start;
  const sleeps: number[] = [];
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
    sleeps,
    sleep: async (ms: number, signal?: AbortSignal) => {
      signal?.throwIfAborted();
      sleeps.push(ms);
      time += ms;
    },
  };
}

let keys: { publicKey: string; privateKey: string } | undefined;
/** One RSA key pair per test file (generation costs ~100 ms). */
export function rsaKeys() {
  keys ??= generateKeyPairSync("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
  return keys;
}
