/**
 * The files a summary may send to the model (context-files, prompt-file): only those inside the
 * job's checkout, or inside a directory the pipeline allows with `context-allow`. A path is judged
 * by where it really is (symlinks resolved), so `../../etc/passwd` and a link to /etc/shadow are
 * both refused (issue 14: any readable file went to the model and the transcript artifact).
 */
import { readFileSync, realpathSync } from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";
import { UsageError } from "../errors.js";

export interface FileRoots {
  /** The job's checkout (SERVICE_BUILD_CHECKOUT_PATH), else the working directory. */
  checkout: string;
  /** Directories allowed besides the checkout (the context-allow option). */
  allowed: string[];
}

/** The roots for a job: its checkout and the allowed directories, as they really are. */
export function fileRoots(checkout: string | undefined, allowed: readonly string[] = []): FileRoots {
  const real = (path: string) => {
    try {
      return realpathSync(path);
    } catch {
      return resolve(path);
    }
  };
  return { checkout: real(checkout ?? process.cwd()), allowed: allowed.map(real) };
}

function inside(path: string, root: string): boolean {
  const rel = relative(root, path);
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
}

/**
 * Where `name` really is, when it exists: relative names are read from the checkout. Undefined
 * when there is no such file. A UsageError naming `option` and the fix when it lies outside.
 */
export function confinedPath(name: string, option: string, roots: FileRoots): string | undefined {
  let real: string;
  try {
    real = realpathSync(resolve(roots.checkout, name));
  } catch {
    return undefined;
  }
  if (inside(real, roots.checkout) || roots.allowed.some((root) => inside(real, root))) return real;
  throw new UsageError(
    `${option} ${name} is outside the checkout (${roots.checkout}${real === resolve(roots.checkout, name) ? "" : `; it leads to ${real}`}): ` +
      "name a file inside the checkout, or allow its directory with the context-allow option (--context-allow DIR)",
  );
}

/** Read a file that `option` names, confined to the roots; a UsageError naming the option otherwise. */
export function readConfined(name: string, option: string, roots: FileRoots): string {
  const path = confinedPath(name, option, roots);
  try {
    if (path === undefined) throw new Error("missing");
    return readFileSync(path, "utf8");
  } catch {
    throw new UsageError(
      `${option} ${name} cannot be read: give a file that exists in the checkout, relative to ${roots.checkout}`,
    );
  }
}
