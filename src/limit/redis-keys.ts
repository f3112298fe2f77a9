/**
 * Every key jobai writes in Redis, in one place. All start with `jobai:` (an ACL user may be limited
 * to `~jobai:*`), and the keys of one budget share one hash tag, `{<budget key>}`, so a Redis
 * Cluster keeps them in one hash slot: each decision is one script on one shard, and the knowledge's
 * MGET and MULTI never cross slots (a CROSSSLOT refusal otherwise).
 *
 * Format 2 (issue 29). Format 1 put the kind first (`jobai:limit:<key>`, `jobai:cache:<key>:...`):
 * a process of a version before it and one of this version do not share a window. They form two
 * budgets side by side in one Redis; upgrade every host of an organization together (README).
 */

/** The prefix of every key; an ACL rule `~jobai:*` covers them all. */
export const REDIS_KEY_PREFIX = "jobai:";

/**
 * A budget key as a hash tag's content: the tag ends at the first `}`, so braces are replaced
 * (an organization slug or a caller's key could hold one), and an empty tag would not be one.
 */
function tagOf(key: string): string {
  const tag = key.replace(/[{}]/g, "_");
  return tag === "" ? "_" : tag;
}

/** The keys of the limiter budget `key` (an organization, provider and proxy: create.ts storeKey). */
export function budgetKeys(key: string) {
  const base = `${REDIS_KEY_PREFIX}{${tagOf(key)}}`;
  return {
    /** The window: one JSON value, read and written only by the limit script (redis-script.ts). */
    window: `${base}:limit`,
    /** The rejoin probe's key (redis-store.ts), gone after a minute. */
    probe: `${base}:probe`,
    /** One known prompt-cache prefix (cache-knowledge-redis.ts). */
    cachePrefix: (hash: string) => `${base}:cache:p:${hash}`,
    /** The prompt-cache totals, a hash (cache-knowledge-redis.ts). */
    cacheTotals: `${base}:cache:totals`,
    /** The learned model limit (learned-limit-redis.ts). */
    learned: `${base}:learned`,
    /** A build's spend account (spend-redis.ts); the build id is the key's last part, as given. */
    spend: (build: string) => `${base}:spend:${build}`,
  };
}

/**
 * The window key of format 1 (jobai before issue 29), only to notice a process of that version
 * still using the budget: the two formats never share a window (redis-store.ts warns).
 */
export function formerWindowKey(key: string): string {
  return `${REDIS_KEY_PREFIX}limit:${key}`;
}

/** The REST limits learned for the REST budget `key` (rest/learned-limits-redis.ts). */
export function restLimitsKey(key: string): string {
  return `${REDIS_KEY_PREFIX}{${tagOf(key)}}:rest-limits`;
}

/**
 * The commands jobai runs, for an ACL user's rules (`~jobai:* +@connection` and these); the scripts'
 * own calls (GET, SET, TIME) are checked against the user's rules too. `cluster|slots` and `info`
 * are what ioredis's cluster client asks; PEXPIRE keeps the knowledge's totals expiring; WAIT confirms a grant reached a replica (Sentinel); EXISTS
 * looks once for a window of the former key format; DEL is doctor's.
 */
export const REDIS_ACL_COMMANDS = [
  "evalsha",
  "eval",
  "script|load",
  "get",
  "set",
  "mget",
  "multi",
  "exec",
  "hsetnx",
  "hincrby",
  "hgetall",
  "pexpire",
  "time",
  "ping",
  "hello",
  "info",
  "wait",
  "cluster|slots",
  "cluster|info",
  "del",
  "exists",
] as const;

/** The ACL rule that grants them, for messages and docs. */
export const REDIS_ACL_RULE = `~${REDIS_KEY_PREFIX}* ${REDIS_ACL_COMMANDS.map((c) => `+${c}`).join(" ")}`;
