/**
 * The spend limit's prices: the price table of the settings (src/usage/prices.ts: the shipped
 * defaults under the user's file), read when a limiter with a spend limit is made, so a bad prices
 * file is refused before anything is sent.
 */
import type { Settings } from "../config/settings.js";
import { costOfUsage, defaultPrices, loadPrices } from "../usage/prices.js";
import type { CostOfUsage } from "./spend-gate.js";

export function spendCostOf(settings: Pick<Settings, "prices">): CostOfUsage {
  const named = settings.prices;
  const table = named ? loadPrices({ file: named.file, source: named.source }) : defaultPrices();
  return (model, usage) => costOfUsage(table, model, usage);
}
