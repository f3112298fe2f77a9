import { readdir } from "node:fs/promises";
import { isAbsolute, join, relative, resolve, sep } from "node:path";

/** How many directory entries one pattern may visit: a bound on a runaway `**`. */
const MAX_VISITED = 100_000;

/** One path segment against one glob segment: `*`, `?` and `[...]` classes (`[!...]` negates). */
function matchSegment(glob: string, name: string): boolean {
  // The classic two-pointer wildcard match: on a mismatch, go back to the last `*` and let it eat one
  // more character. O(glob x name) at worst, never exponential.
  let g = 0;
  let n = 0;
  let star = -1;
  let mark = 0;
  while (n < name.length) {
    const char = glob[g];
    if (char === "*") {
      star = g++;
      mark = n;
      continue;
    }
    const step = char === undefined ? 0 : matchOne(glob, g, name[n] ?? "");
    if (step > 0) {
      g += step;
      n += 1;
    } else if (star >= 0) {
      g = star + 1;
      n = ++mark;
    } else return false;
  }
  while (glob[g] === "*") g += 1;
  return g === glob.length;
}

/** The length of the glob element at `at` when it matches `char`, else 0. */
function matchOne(glob: string, at: number, char: string): number {
  const element = glob[at];
  if (element === "?") return 1;
  if (element === "[") {
    const end = glob.indexOf("]", at + 2);
    if (end > 0) {
      let body = glob.slice(at + 1, end);
      const negate = body.startsWith("!");
      if (negate) body = body.slice(1);
      let inside = false;
      for (let i = 0; i < body.length; i++) {
        if (body[i + 1] === "-" && i + 2 < body.length) {
          if (char >= (body[i] ?? "") && char <= (body[i + 2] ?? "")) inside = true;
          i += 2;
        } else if (body[i] === char) inside = true;
      }
      return inside !== negate ? end - at + 1 : 0;
    }
  }
  return element === char ? 1 : 0;
}

/**
 * Whether a `/`-separated path matches a glob as the agent's artifact upload reads it: `*`, `?`
 * and `[abc]` within one segment, `**` as a whole segment for zero or more segments. Polynomial
 * (memoized over segment pairs), so a hostile pattern cannot make it blow up.
 */
export function globMatch(pattern: string, path: string): boolean {
  const globs = pattern.split("/");
  const names = path.split("/");
  const memo = new Map<number, boolean>();
  const at = (g: number, n: number): boolean => {
    const key = g * (names.length + 1) + n;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let result: boolean;
    if (g === globs.length) result = n === names.length;
    else if (globs[g] === "**") result = at(g + 1, n) || (n < names.length && at(g, n + 1));
    else result = n < names.length && matchSegment(globs[g] ?? "", names[n] ?? "") && at(g + 1, n + 1);
    memo.set(key, result);
    return result;
  };
  return at(0, 0);
}

/** The files (not directories) matching a pattern, relative to `cwd` when the pattern is relative. */
export async function globFiles(
  pattern: string,
  cwd: string,
): Promise<{ match: string; absolute: string }[]> {
  const normalized = pattern.split(sep).join("/");
  const segments = normalized.split("/");
  const firstGlob = segments.findIndex((segment) => /[*?[]/.test(segment));
  const absolutePattern = isAbsolute(normalized);
  const root = absolutePattern ? "/" : cwd;
  if (firstGlob < 0) {
    // No wildcard: the path itself, when it is a file.
    const absolute = resolve(root, normalized);
    const { stat } = await import("node:fs/promises");
    const info = await stat(absolute).catch(() => undefined);
    return info?.isFile() ? [{ match: normalized, absolute }] : [];
  }
  const baseRel = segments.slice(0, firstGlob).join("/");
  const base = resolve(root, baseRel || ".");
  const found: { match: string; absolute: string }[] = [];
  let visited = 0;
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (++visited > MAX_VISITED) return;
      const absolute = join(dir, entry.name);
      const rel = relative(root, absolute).split(sep).join("/");
      const candidate = absolutePattern ? `/${rel}` : rel;
      if (entry.isDirectory()) await walk(absolute);
      else if (entry.isFile() && globMatch(normalized, candidate)) found.push({ match: candidate, absolute });
    }
  };
  await walk(base);
  return found.sort((a, b) => a.match.localeCompare(b.match));
}
