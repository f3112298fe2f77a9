/**
 * Shared helpers for tests that need the emulated service. Small and stable on purpose:
 *
 *   const emu = useEmulator({ limits: { requests: 5 } });   // one emulator per test
 *   it("...", async () => { const client = sdkClient(emu()); ... });
 *
 *   await withEmulator({}, async (emu) => { ... });          // one emulator for a block
 */
import Anthropic from "@anthropic-ai/sdk";
import { afterEach, beforeEach } from "vitest";
import { type StartEmulatorOptions, type StartedEmulator, startEmulator } from "../../src/emulator/index.js";

/** Start an emulator, run `body` with it, and close it whatever happens. */
export async function withEmulator<T>(
  options: StartEmulatorOptions,
  body: (emulator: StartedEmulator) => Promise<T>,
): Promise<T> {
  const emulator = await startEmulator(options);
  try {
    return await body(emulator);
  } finally {
    await emulator.close();
  }
}

/**
 * A fresh emulator for every test of the enclosing `describe` (started in beforeEach, closed in
 * afterEach). Returns a getter; `options` may be a function so each test can read fresh values.
 */
export function useEmulator(
  options: StartEmulatorOptions | (() => StartEmulatorOptions) = {},
): () => StartedEmulator {
  let current: StartedEmulator | undefined;
  beforeEach(async () => {
    current = await startEmulator(typeof options === "function" ? options() : options);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error("useEmulator(): the emulator runs only inside a test");
    return current;
  };
}

/**
 * The real SDK pointed at the emulator's proxy with the job token in one of the two forms the
 * proxy accepts (`x-api-key` by default, or `Authorization: Token`). No retries unless asked.
 */
export function sdkClient(
  emulator: StartedEmulator,
  options: { auth?: "x-api-key" | "token"; maxRetries?: number } = {},
): Anthropic {
  const header =
    options.auth === "token"
      ? { Authorization: `Token ${emulator.jobToken}` }
      : { "x-api-key": emulator.jobToken };
  return new Anthropic({
    baseURL: emulator.proxyUrl,
    apiKey: null,
    authToken: null,
    defaultHeaders: header,
    maxRetries: options.maxRetries ?? 0,
  });
}
