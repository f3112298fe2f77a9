import { readdir } from "node:fs/promises";
import { isAbsolute, join, relative, resolve, sep } from "node:path";

/** How many directory entries one pattern may visit: a bound on a runaway `**`. */
const MAX_VISITED = 100_000;

/**
 * A glob as the agent's artifact upload reads it: `*` and `?` within one path segment, `**` across
 * segments (zero or more), `[abc]` classes; everything else literal. Linear: the regex has no
 * nested quantifiers.
 */
export function globToRegExp(pattern: string): RegExp {
  let out = "";
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i] ?? "";
    if (char === "*" && pattern[i + 1] === "*") {
      const slash = pattern[i + 2] === "/";
      out += slash ? "(?:[^/]*/)*" : ".*";
      i += slash ? 2 : 1;
    } else if (char === "*") out += "[^/]*";
    else if (char === "?") out += "[^/]";
    else if (char === "[") {
      const end = pattern.indexOf("]", i + 1);
      if (end < 0) out += "\\[";
      else {
        const body = pattern.slice(i + 1, end).replace(/\\/g, "\\\\");
        out += `[${body.startsWith("!") ? `^${body.slice(1)}` : body}]`;
        i = end;
      }
    } else out += char.replace(/[.+^${}()|\\]/g, "\\$&");
  }
  return new RegExp(`^${out}$`);
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
  const regex = globToRegExp(normalized);
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
      else if (entry.isFile() && regex.test(candidate)) found.push({ match: candidate, absolute });
    }
  };
  await walk(base);
  return found.sort((a, b) => a.match.localeCompare(b.match));
}
