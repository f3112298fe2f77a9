/**
 * What a way in (a summary, `jobai digest`) tells redaction for the time it runs, without passing
 * it through every caller of `redact`: the values a user allows (`redact-allow`), the commits the
 * job names (never secrets), the values of the files a user listed (`redact-files`, counted as
 * theirs), and the tally the annotation's footer reports (how many values were hidden, by which
 * kind of rule). Held in an AsyncLocalStorage: code outside a scope redacts as before.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";

/** Which kind of rule hid a value: the footer's words. */
export type RedactionKind = "named rule" | "generic detector" | "job value" | "user file";

export const REDACTION_KINDS: readonly RedactionKind[] = [
  "named rule",
  "generic detector",
  "job value",
  "user file",
];

/** Distinct values hidden, per kind. Values are kept as hashes: the tally never holds a secret. */
export class RedactionTally {
  private readonly seen = new Map<RedactionKind, Set<string>>();

  note(kind: RedactionKind, value: string): void {
    let set = this.seen.get(kind);
    if (!set) {
      set = new Set();
      this.seen.set(kind, set);
    }
    // Bounded: a log with a million distinct tokens counts up to this many per kind.
    if (set.size < 100_000) set.add(createHash("sha256").update(value).digest("base64"));
  }

  /** How many distinct values each kind hid (kinds that hid none left out). */
  counts(): Partial<Record<RedactionKind, number>> {
    const out: Partial<Record<RedactionKind, number>> = {};
    for (const kind of REDACTION_KINDS) {
      const size = this.seen.get(kind)?.size ?? 0;
      if (size > 0) out[kind] = size;
    }
    return out;
  }
}

export interface RedactionScope {
  /** Values matching one of these (whole) are not hidden, whatever rule found them (job values excepted). */
  allow: readonly RegExp[];
  /** Commit SHAs the job names, lower case: never secrets. */
  commits: ReadonlySet<string>;
  /** Values read from the files of `redact-files`: counted as "user file". */
  fileValues: ReadonlySet<string>;
  tally: RedactionTally;
}

const storage = new AsyncLocalStorage<RedactionScope>();

/** Run `fn` with `scope` in force for every `redact` it makes, synchronously or after awaits. */
export function withRedactionScope<T>(scope: RedactionScope, fn: () => T): T {
  return storage.run(scope, fn);
}

export function currentRedactionScope(): RedactionScope | undefined {
  return storage.getStore();
}
