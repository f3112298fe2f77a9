import type { Fault, FaultRule } from "./types.js";

/**
 * The faults added on demand. A request takes every matching `latency` rule and the first matching
 * rule of any other kind (a rule matches when its `path` is a prefix of the request's path after
 * the proxy prefix, query ignored), so rules added in a row act on requests in a row. A rule with
 * `times` is used up after that many requests.
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
    let answered = false;
    for (const entry of this.rules) {
      if (entry.rule.path && !path.startsWith(entry.rule.path)) continue;
      const latency = entry.rule.fault.kind === "latency";
      if (!latency && answered) continue;
      answered ||= !latency;
      entry.left -= 1;
      taken.push(entry.rule.fault);
    }
    this.rules = this.rules.filter((entry) => entry.left > 0);
    return taken;
  }
}
