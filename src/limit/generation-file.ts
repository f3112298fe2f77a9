/**
 * Reading one published generation of a shared directory (file-lock.ts): the window's
 * (file-store.ts) and the prompt-cache knowledge's (cache-knowledge-file.ts). One reader for both,
 * so both refuse the same things: a symlink in the generation's place is not followed (O_NOFOLLOW:
 * the file must be one a process of this user published there), and a file larger than any state
 * can be is not read at all (a 105 MB file in issue 14 held a process for seconds under the lock).
 */
import { closeSync, constants, fstatSync, openSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { stateName } from "./file-lock.js";

/**
 * A generation larger than this is not one: a window of 50 requests a minute makes ~10 KB, and
 * 10,000 requests with a queue of 1,000 waiters stay under 3 MB; the knowledge keeps at most 5,000
 * prefixes, under 0.5 MB.
 */
export const MAX_GENERATION_BYTES = 8 * 1024 * 1024;

/**
 * What reading a generation found: its text; `gone` when a newer generation swept it away between
 * listing and reading (look again); `tooLarge` (its size in bytes) when it cannot be a state;
 * `failed` with the error when it could not be read (a symlink, a permission, an I/O error).
 */
export type GenerationText =
  | { text: string }
  | { gone: true }
  | { tooLarge: number }
  | { failed: NodeJS.ErrnoException };

/** The text of generation `generation` (at least 1) in `dir`. */
export function readGenerationText(
  dir: string,
  generation: number,
  maxBytes = MAX_GENERATION_BYTES,
): GenerationText {
  try {
    const fd = openSync(join(dir, stateName(generation)), constants.O_RDONLY | constants.O_NOFOLLOW);
    try {
      const size = fstatSync(fd).size;
      if (size > maxBytes) return { tooLarge: size };
      return { text: readFileSync(fd, "utf8") };
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    const failure = error as NodeJS.ErrnoException;
    return failure.code === "ENOENT" ? { gone: true } : { failed: failure };
  }
}
