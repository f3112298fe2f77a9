/**
 * Where the generic detector joins the named rules in `redact` (src/secrets.ts): its spans are
 * added beside theirs, values the user allows (`redact-allow`) are taken out, and each value hidden
 * is counted by the kind of rule that found it, for the annotation's footer.
 */
import { genericSpans } from "./generic-detector.js";
import { currentRedactionScope, type RedactionKind } from "./redaction-scope.js";

/** A secret's place in a text, [start, end), and the kind of rule that found it (none: a named rule). */
export type KindedSpan = [start: number, end: number, kind?: RedactionKind | undefined];

const NO_COMMITS: ReadonlySet<string> = new Set();

/** The kind of a value the job gave (its environment, or a file of `redact-files`). */
export function valueKind(value: string): RedactionKind {
  return currentRedactionScope()?.fileValues.has(value) ? "user file" : "job value";
}

/** `spans` (values and named rules) with the generic detector's added and the allowed ones removed. */
export function addGenericSpans(text: string, spans: KindedSpan[]): KindedSpan[] {
  const scope = currentRedactionScope();
  for (const [start, end] of genericSpans(text, { commits: scope?.commits ?? NO_COMMITS })) {
    spans.push([start, end, "generic detector"]);
  }
  const allow = scope?.allow ?? [];
  if (allow.length === 0) return spans;
  return spans.filter(([start, end, kind]) => {
    if (kind === "job value" || kind === "user file") return true;
    const value = text.slice(start, end);
    return !allow.some((pattern) => pattern.test(value));
  });
}

/** Count a value hidden (within a scope; outside one, nothing is counted). */
export function noteRedaction(
  text: string,
  start: number,
  end: number,
  kind: RedactionKind | undefined,
): void {
  currentRedactionScope()?.tally.note(kind ?? "named rule", text.slice(start, end));
}
