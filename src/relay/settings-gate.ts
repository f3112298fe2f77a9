import type { Settings } from "../config/settings.js";
import { createLimiterFromSettings, needsLimiter } from "../limit/create.js";
import type { Logger } from "../log.js";
import { openGate, type RelayGate } from "./gate.js";
import { limiterGate } from "./limiter-gate.js";

/**
 * The relay's gate from the shared settings: the limiter on the configured store, or none (`off`).
 * `marginMs` overrides the limiter's default safety margin (see src/limit/create.ts).
 */
export function gateFromSettings(settings: Settings, log: Logger, marginMs?: number): RelayGate {
  if (!needsLimiter(settings)) return openGate;
  const limiter = createLimiterFromSettings(settings, {
    logger: log,
    ...(marginMs === undefined ? {} : { marginMs }),
  });
  return limiterGate({ limiter });
}
