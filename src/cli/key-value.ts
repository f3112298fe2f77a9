import { UsageError } from "../errors.js";

/** `KEY=value` pairs from the command line (`--env`, `--meta`) into an object; the value may hold `=`. */
export function parseKeyValues(
  option: string,
  pairs: readonly string[] | undefined,
): Record<string, string> | undefined {
  if (!pairs || pairs.length === 0) return undefined;
  const out: Record<string, string> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf("=");
    if (eq <= 0)
      throw new UsageError(`--${option} '${pair}' is not KEY=value: write it as --${option} NAME=value.`);
    out[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return out;
}
