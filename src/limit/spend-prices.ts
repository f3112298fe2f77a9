/**
 * The spend limit's prices: the price table of the settings (src/usage/prices.ts: the shipped
 * defaults under the user's file), read once when a limiter with a spend limit is made, so a bad
 * prices file is refused before anything is sent.
 */
import type { Settings } from "../config/settings.js";
import type { CostOfUsage } from "./spend-gate.js";

// Wired to src/usage/prices.ts once it lands (branch cost); until then no model is priced.
export function spendCostOf(_settings: Settings): CostOfUsage {
  return () => null;
}
