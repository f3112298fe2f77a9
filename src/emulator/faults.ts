import type { Fault, FaultRule } from "./types.js";

/**
 * The faults added on demand. Each request takes every rule whose `path` prefix matches (the path
 * after the proxy prefix, query ignored); a rule with `times` is used up after that many requests.
 */
export class FaultBook {
  private rules: { rule: FaultRule; left: number }[] = [];

  add(rule: FaultRule): void {
    const times = rule.times ?? Number.POSITIVE_INFINITY;
    if (!(times > 0))
      throw new Error("a fault rule's times must be greater than 0 (or omitted for every request)");
    this.rules.push({ rule, left: times });
  }

  clear(): void {
    this.rules = [];
  }

  /** The faults that apply to one request to `path`, using up their counts. */
  take(path: string): Fault[] {
    const taken: Fault[] = [];
    for (const entry of this.rules) {
      if (entry.rule.path && !path.startsWith(entry.rule.path)) continue;
      entry.left -= 1;
      taken.push(entry.rule.fault);
    }
    this.rules = this.rules.filter((entry) => entry.left > 0);
    return taken;
  }
}
