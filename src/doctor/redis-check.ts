/**
 * `jobai doctor`'s look at the Redis store (issue 29): which Redis the URL led to (standalone,
 * cluster, sentinel; TLS or not), and that this user may run what every decision runs: the limit
 * script on the budget's window key (EVALSHA/EVAL, and GET and TIME inside it) and a scripted
 * write (SET) to a key of the budget's hash slot. A replica answers READONLY, a full server OOM, a
 * user without the rules NOPERM: each is named with its fix (redis-errors.ts).
 */
import type { Settings } from "../config/settings.js";
import {
  connectWithin,
  FIRST_ANSWER_FACTOR,
  openRedis,
  parseRedisAddress,
  type RedisClient,
} from "../limit/redis-connection.js";
import { plainRedisError } from "../limit/redis-errors.js";
import { budgetKeys, limitScriptKeys, REDIS_ACL_RULE } from "../limit/redis-keys.js";
import { LIMIT_SCRIPT, limitScriptArgs } from "../limit/redis-script.js";
import { type CheckResult, fail, failFrom, ok } from "./check.js";

export const REDIS_TIMEOUT_MS = 3000;

const WRITE_SCRIPT = "redis.call('SET', KEYS[1], ARGV[1], 'PX', 10000) return 1";

/** The fix for what went wrong (the plain text of redis-errors.ts). */
function fixFor(detail: string): string {
  if (/READONLY/.test(detail))
    return "JOBAI_REDIS_URL points at a read-only replica: give the primary's address";
  if (/NOPERM/.test(detail))
    return `give the user of JOBAI_REDIS_URL write access to jobai's keys: ACL SETUSER <user> ${REDIS_ACL_RULE}`;
  if (/NOAUTH|WRONGPASS|password/.test(detail))
    return "put a user with write access in JOBAI_REDIS_URL (redis://user:password@host:6379)";
  if (/OOM/.test(detail)) return "Redis is out of memory (maxmemory): free memory or raise maxmemory";
  if (/TLS certificate|TLS on that port/.test(detail))
    return "set JOBAI_REDIS_CA (plugin option rate-limit.redis-ca) to the CA file that signed the server's certificate, or use the server's TLS port with rediss://";
  return "check JOBAI_REDIS_URL and that this machine reaches Redis (or unset it: the file store then shares the window on this host)";
}

export async function checkRedis(
  settings: Settings,
  key: string,
  secrets: readonly string[],
  timeoutMs = REDIS_TIMEOUT_MS,
): Promise<CheckResult> {
  const url = settings.redisUrl ?? "";
  let where = "the Redis address";
  let client: RedisClient | undefined;
  let lastError: unknown;
  try {
    where = parseRedisAddress(url).where;
    const opened = await openRedis(url, { timeoutMs, ca: settings.redisCa });
    client = opened.client;
    client.on("error", (error: unknown) => {
      lastError = error;
    });
    if (client.status === "wait") await connectWithin(client, FIRST_ANSWER_FACTOR * timeoutMs);
    const keys = budgetKeys(key);
    // The window's own script, its read-only `state` operation: the user may run it on the key.
    const scriptKeys = limitScriptKeys(key);
    await client.eval(
      LIMIT_SCRIPT,
      scriptKeys.length,
      ...scriptKeys,
      ...limitScriptArgs("state", {
        id: "",
        cost: { requests: 0, inputTokens: 0 },
        budget: { requests: 1, inputTokens: 1, windowMs: 60_000, marginMs: 0, latencyMs: 0 },
        leaseMs: 3000,
      }),
    );
    await client.eval(WRITE_SCRIPT, 1, keys.probe, String(Date.now()));
    let replicas = "";
    if (opened.mode === "sentinel") {
      const copies = Number(await client.wait(1, timeoutMs));
      if (copies < 1) {
        return fail(
          "store",
          `redis at ${where}: sentinel mode, but no replica confirmed a write within ${timeoutMs / 1000} s`,
          "give the master a live replica: jobai holds each grant until a replica has it, so a failover loses none",
        );
      }
      replicas = ", a replica confirms writes";
    }
    return ok(
      "store",
      `redis at ${where}: ${opened.mode}, ${opened.tls ? "TLS (certificate verified)" : "no TLS"}; this user may run the limit script on ${keys.window} and write${replicas}`,
    );
  } catch (error) {
    const cause = lastError ?? error;
    const plain = plainRedisError(cause, timeoutMs);
    // The system's code too (ECONNREFUSED, a certificate's), for a search or a ticket.
    const code = (cause as NodeJS.ErrnoException | undefined)?.code;
    const detail = code && !plain.includes(code) ? `${plain} (${code})` : plain;
    return failFrom("store", new Error(`redis at ${where}: ${detail}`), fixFor(detail), secrets);
  } finally {
    client?.disconnect();
  }
}
