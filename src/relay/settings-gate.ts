import type { Settings } from "../config/settings.js";
import { createLimiterFromSettings } from "../limit/create.js";
import type { Logger } from "../log.js";
import { openGate, type RelayGate } from "./gate.js";
import { limiterGate } from "./limiter-gate.js";

/** The relay's gate from the shared settings: the limiter on the configured store, or none (`off`). */
export function gateFromSettings(settings: Settings, log: Logger): RelayGate {
  if (settings.store === "off") return openGate;
  return limiterGate({ limiter: createLimiterFromSettings(settings, { logger: log }) });
}
