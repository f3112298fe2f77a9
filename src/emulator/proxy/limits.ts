import { DEFAULT_LIMITS } from "../../config/settings.js";
import type { LimitModel, ProxyCounters, ProxyLimits } from "../types.js";
import { ProxyActivity } from "./activity.js";
import { FixedWindow } from "./fixed-window.js";
import type { Admission, LimitPolicy } from "./limit-policy.js";
import { SlidingWindow } from "./sliding-window.js";
import { TokenBucket } from "./token-bucket.js";

export const LIMIT_MODELS: readonly LimitModel[] = ["sliding", "fixed", "bucket"];

export function defaultLimits(): ProxyLimits {
  return { ...DEFAULT_LIMITS, model: "sliding" };
}

/** Check limits given in code or on the command line; throws a clear Error naming the field. */
export function validateLimits(limits: ProxyLimits): ProxyLimits {
  for (const key of ["requests", "inputTokens", "windowMs"] as const) {
    const value = limits[key];
    if (!Number.isInteger(value) || value <= 0) {
      throw new Error(`emulator limits: ${key} must be a whole number greater than 0, got ${String(value)}`);
    }
  }
  if (!LIMIT_MODELS.includes(limits.model)) {
    throw new Error(
      `emulator limits: model must be one of ${LIMIT_MODELS.join(", ")}, got ${String(limits.model)}`,
    );
  }
  return limits;
}

/** The proxy's limits: one policy of the chosen model, and the counters tests read. */
export class ProxyLimiter {
  private limits: ProxyLimits;
  private policy: LimitPolicy;
  private readonly counts: ProxyCounters = { accepted: 0, rejected: 0, countedInputTokens: 0, costUsd: 0 };
  /** The last window's admissions and refusals, for the /limits page (bounded). */
  readonly activity = new ProxyActivity(() => this.limits.windowMs);

  constructor(limits: Partial<ProxyLimits> = {}) {
    this.limits = validateLimits({ ...defaultLimits(), ...definedOnly(limits) });
    this.policy = this.makePolicy();
  }

  /** Change the limits; a new model starts with no history, the same model keeps its history. */
  set(limits: Partial<ProxyLimits>): void {
    const next = validateLimits({ ...this.limits, ...definedOnly(limits) });
    const modelChanged = next.model !== this.limits.model;
    this.limits = next;
    if (modelChanged) this.policy = this.makePolicy();
  }

  current(): ProxyLimits {
    return { ...this.limits };
  }

  admit(now: number, countedTokens: number): Admission {
    const admission = this.policy.admit(now, countedTokens);
    if (admission.admitted) {
      this.counts.accepted += 1;
      this.counts.countedInputTokens += countedTokens;
    } else {
      this.counts.rejected += 1;
    }
    this.activity.record(now, countedTokens, admission);
    return admission;
  }

  /** An answered messages call cost `usd` (null: its model has no price, so the sum is unknown). */
  addCost(usd: number | null): void {
    this.counts.costUsd = this.counts.costUsd === null || usd === null ? null : this.counts.costUsd + usd;
  }

  counters(): ProxyCounters {
    return { ...this.counts };
  }

  private makePolicy(): LimitPolicy {
    const budget = () => this.limits;
    switch (this.limits.model) {
      case "fixed":
        return new FixedWindow(budget);
      case "bucket":
        return new TokenBucket(budget);
      default:
        return new SlidingWindow(budget);
    }
  }
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
