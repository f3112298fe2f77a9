/**
 * "did you mean --model" for an option yargs does not know (`jobai ask --modle x`). yargs suggests
 * commands (`recommendCommands`) but not options: its strict mode only says "Unknown argument:
 * modle". The distance is optimal string alignment (Levenshtein with a swap of two neighbours as one
 * edit), so a transposed pair, the commonest slip, is one edit away.
 */

function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min((up[j] as number) + 1, (row[j - 1] as number) + 1, (up[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

/** The known option closest to `given`, when close enough to be what was meant. */
export function closestOption(given: string, known: readonly string[]): string | undefined {
  const allowed = given.length <= 3 ? 1 : 2;
  let best: { name: string; distance: number } | undefined;
  for (const name of known) {
    if (name.length <= 1) continue;
    const distance = editDistance(given.toLowerCase(), name.toLowerCase());
    if (distance <= allowed && (best === undefined || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}

/**
 * yargs' "Unknown argument(s): a, b" with a suggestion for each option given with dashes in `argv`
 * that is close to a known one; other words are listed as yargs listed them.
 */
export function unknownArgumentsText(
  listed: string,
  known: readonly string[],
  argv: readonly string[],
): string {
  const given = listed.split(", ");
  // yargs lists `--max-tokns` twice, also as its camelCase twin `maxTokns`: one line is enough.
  const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  const names = given.filter((name) => !given.some((other) => other !== name && camel(other) === name));
  const lines = names.map((name) => {
    const asOption = argv.some(
      (word) => word === `--${name}` || word.startsWith(`--${name}=`) || word === `-${name}`,
    );
    if (!asOption) return `Unknown argument: ${name}`;
    const close = closestOption(name, known);
    const dashes = name.length === 1 ? "-" : "--";
    return close
      ? `Unknown option ${dashes}${name}: did you mean --${close}?`
      : `Unknown option ${dashes}${name}`;
  });
  return lines.join("\n");
}
