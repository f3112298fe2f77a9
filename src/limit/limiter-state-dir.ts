/**
 * Where the limiter's shared files go (the window, the prompt-cache knowledge, the learned limit):
 * the state directory, or, when the default one is refused as another user's (state-dir.ts,
 * checkOwnDir), a private one of this user's own (`privateStateDir`), said once per process. A
 * refused default directory is a squat: every process of the user finds it refused, so every one
 * moves to the same private directory and they keep sharing one window, where each alone in memory
 * with a guessed share let 9 of 64 requests be refused (issue 34, item 5). A directory the user
 * named (JOBAI_STATE_DIR) is never replaced: its refusal stands, with its fix.
 */
import { ownStateDir } from "../config/state-dir.js";
import { UsageError } from "../errors.js";
import type { Logger } from "../log.js";
import { redact } from "../secrets.js";

/** The choice made for each state directory in this process, so every store and warning agree. */
const chosen = new Map<string, string>();

/**
 * The directory to use instead of `dir`: `dir` itself when it is this user's (or when there is no
 * private one to move to: the store then fails with the refusal, as before), else `fallback`.
 */
export function limiterStateDir(
  dir: string,
  fallback: string | undefined,
  logger?: Pick<Logger, "warn">,
): string {
  const known = chosen.get(dir);
  if (known) return known;
  if (!fallback) return dir;
  try {
    ownStateDir(dir);
    chosen.set(dir, dir);
    return dir;
  } catch (error) {
    // Only a refusal (another user's, a link, writable by others) moves the files; a full disk or
    // a read-only filesystem is the fall-back store's to handle, as it was.
    if (!(error instanceof UsageError)) return dir;
    try {
      ownStateDir(fallback);
    } catch {
      return dir;
    }
    chosen.set(dir, fallback);
    logger?.warn(
      `${redact(error.message)}; meanwhile the limiter keeps its window in ${fallback}, a directory of your own, shared by your processes on this host`,
    );
    return fallback;
  }
}
