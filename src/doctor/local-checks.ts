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
import { connectRedis } from "../limit/redis-connection.js";
import { type CheckResult, DOCTOR_CHECK_MS, failFrom, ok } from "./check.js";

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

/** The Redis address for people: scheme, host and port, never the password. */
export function redisAddress(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}

async function checkRedis(url: string, secrets: readonly string[], boundMs: number): Promise<CheckResult> {
  const where = redisAddress(url);
  const redis = connectRedis(url, boundMs);
  // A refused connection comes as an `error` event; the rejected command only says "Connection is
  // closed", so the event's message is the one to report.
  let connectionError: Error | undefined;
  redis.on("error", (error: Error) => {
    connectionError ??= error;
  });
  try {
    await redis.connect();
    await redis.ping();
    const key = `jobai:doctor:${process.pid}:${Date.now()}`;
    await redis.set(key, "1", "PX", 10_000);
    await redis.del(key);
    return ok("store", `redis at ${where}: reachable, and it takes writes`);
  } catch (error) {
    const cause = connectionError ?? error;
    const text = cause instanceof Error ? cause.message : String(cause);
    const fix = /READONLY/.test(text)
      ? "JOBAI_REDIS_URL points at a read-only replica: give the primary's address"
      : /NOAUTH|WRONGPASS|NOPERM/.test(text)
        ? "Redis refused the credentials or the command: put a user with write access in JOBAI_REDIS_URL (redis://user:password@host:6379)"
        : /OOM/.test(text)
          ? "Redis is out of memory (maxmemory): free memory or raise maxmemory"
          : "check JOBAI_REDIS_URL and that this machine reaches Redis (or unset it: the file store then shares the window on this host)";
    return failFrom("store", new Error(`redis at ${where}: ${text}`), fix, secrets);
  } finally {
    redis.disconnect();
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
      return checkRedis(settings.redisUrl ?? "", secrets, boundMs);
  }
}
