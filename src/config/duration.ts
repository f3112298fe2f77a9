/**
 * A duration as the settings write it: milliseconds as a bare number (`1500`), or `Nms`, `Ns`, `Nm`.
 * Returns milliseconds, or undefined when the text is not a duration.
 */
export function parseDuration(value: string | number): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m)?\s*$/.exec(value);
  if (!match) return undefined;
  const amount = Number(match[1]);
  const unit = match[2] ?? "ms";
  return Math.round(amount * (unit === "m" ? 60_000 : unit === "s" ? 1000 : 1));
}
