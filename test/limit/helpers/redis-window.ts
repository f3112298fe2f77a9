/**
 * The window the limit script holds for a budget, as JSON (its `state` operation, on a simulated
 * clock): tests compare it with the TypeScript's without knowing how the script keeps it in Redis.
 */
import type { Redis } from "ioredis";
import { limitScriptKeys } from "../../../src/limit/redis-keys.js";

import { limitScript, limitScriptArgs } from "../../../src/limit/redis-script.js";
import type { WindowState } from "../../../src/limit/sliding-window.js";
import type { Budget } from "../../../src/limit/types.js";

const script = limitScript("argument");

/** The window of budget `key` at `now` (what ended by then is gone), entries in end order. */
export async function scriptWindow(
  redis: Redis,
  key: string,
  budget: Budget,
  now: number,
  leaseMs: number,
): Promise<WindowState> {
  const keys = limitScriptKeys(key);
  const args = limitScriptArgs("state", {
    id: "",
    cost: { requests: 0, inputTokens: 0 },
    budget,
    leaseMs,
    bounded: false,
    now,
  });
  const [json] = (await redis.eval(script, keys.length, ...keys, ...args)) as [string, number];
  const parsed = JSON.parse(json);
  // cjson writes an empty list as {}.
  const list = (v: unknown) => (Array.isArray(v) ? v : []);
  return { entries: list(parsed.entries), queue: list(parsed.queue), pausedUntil: parsed.pausedUntil ?? 0 };
}

/** Delete every key of budget `key`'s window. */
export async function dropWindow(redis: Redis, key: string): Promise<void> {
  await redis.del(...limitScriptKeys(key));
}
