/**
 * What the job keeps on this host and in the shared store: the state directory (this user's own,
 * and writable) and the limiter's store (the file store's directory writable; Redis reachable and
 * taking writes: a replica answers READONLY, a full one OOM, and either would leave every process
 * on its own memory window).
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import type { Settings } from "../config/settings.js";
import { ownStateDir, writeOwnFile } from "../config/state-dir.js";
import { stateDirName } from "../limit/file-store.js";
import { type CheckResult, DOCTOR_CHECK_MS, failFrom, ok } from "./check.js";
import { checkRedis } from "./redis-check.js";

const STATE_DIR_FIX = "set JOBAI_STATE_DIR to a directory of your own that you can write";

/** Write a small file in `dir` and remove it: the directory takes writes. */
function probeWrite(dir: string): void {
  const probe = join(dir, `.jobai-doctor-${process.pid}`);
  writeOwnFile(probe, "jobai doctor\n");
  rmSync(probe, { force: true });
}

export function checkStateDir(settings: Settings): CheckResult {
  try {
    const dir = ownStateDir(settings.stateDir);
    probeWrite(dir);
    return ok("state-dir", `${dir} is yours and writable`);
  } catch (error) {
    return failFrom("state-dir", error, STATE_DIR_FIX);
  }
}

export async function checkStore(
  settings: Settings,
  key: string,
  secrets: readonly string[],
  boundMs = DOCTOR_CHECK_MS,
): Promise<CheckResult> {
  switch (settings.store) {
    case "off":
      return ok("store", "off (JOBAI_LIMIT_STORE=off): nothing holds requests to the proxy's limits");
    case "memory":
      return ok("store", "memory: shared by the requests of one process only");
    case "file":
      try {
        const dir = ownStateDir(settings.stateDir, stateDirName(key));
        probeWrite(dir);
        return ok("store", `file in ${dir}: writable, shared by the processes of this host`);
      } catch (error) {
        return failFrom("store", error, STATE_DIR_FIX, secrets);
      }
    case "redis":
      return checkRedis(settings, key, secrets, boundMs);
  }
}
