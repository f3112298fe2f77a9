/**
 * Every key jobai writes in Redis, in one place. All start with `jobai:` (an ACL user may be limited
 * to `~jobai:*`), and the keys of one budget share one hash tag, `{<budget key>}`, so a Redis
 * Cluster keeps them in one hash slot: each decision is one script on one shard, and the knowledge's
 * MGET and MULTI never cross slots (a CROSSSLOT refusal otherwise).
 *
 * Format 1 put the kind first (`jobai:limit:<key>`, `jobai:cache:<key>:...`): a process of a
 * version before format 2 and one of this version do not share a window. They form two budgets side
 * by side in one Redis; upgrade every host of an organization together (README).
 *
 * Format 3 (issue 29, item 4) keeps the limiter's window in parts (`windowParts`), so that a
 * decision reads what it needs instead of decoding and encoding the whole window as format 2's one
 * JSON value did. The migration rule, for a roll-out where processes of the format-2 version still
 * run beside this one: the script converts a format-2 value it finds (`window`) once, and then keeps
 * a marker there (FORMAT_2_MARKER) that the format-2 script reads as a value it did not write, so it
 * counts the whole budget as used and admits nothing while format 3 is live (it says so in its
 * warning). A window such a process writes there anyway (after the marker expired with the budget,
 * or rebuilt from the marker) is read by the next format-3 decision: its entries join this window
 * (the full one it rebuilt from the marker excepted), so no request is admitted twice over. The
 * budget is never split silently; a mixed roll-out only makes the old processes wait.
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
    /**
     * Format 2's window (one JSON value), now a marker while format 3 is live (see above); read and
     * written only by the limit script (redis-script.ts).
     */
    window: `${base}:limit`,
    /** Format 3's window, read and written only by the limit script (redis-script.ts, its KEYS). */
    windowParts: {
      /**
       * A hash: pausedUntil, pausedFor, seq (the last ticket's place), requests and inputTokens (the
       * live entries' sums), choiceFor (the budget jobHeads is ordered for).
       */
      meta: `${base}:w3`,
      /** A sorted set of entry ids by end. */
      ends: `${base}:w3:ends`,
      /** A hash of entry id to `at end requests inputTokens settled[ =job]`. */
      entries: `${base}:w3:entries`,
      /** A sorted set of the ids of the entries in flight (not settled), by admission. */
      open: `${base}:w3:open`,
      /** A sorted set of ticket ids by place in the queue. */
      queue: `${base}:w3:queue`,
      /** A hash of ticket id to MessagePack of requests, inputTokens, seenAt, since, priority, job, place. */
      tickets: `${base}:w3:tickets`,
      /** A sorted set of ticket ids by last ask (the lease). */
      seen: `${base}:w3:seen`,
      /**
       * A hash per job: `s<job>`, the requests and input tokens of its live entries
       * (`requests inputTokens`); `<rank><job>`, its oldest ticket of that rank as jobHeads holds it.
       */
      jobs: `${base}:w3:jobs`,
      /**
       * The indexes that let a decision choose the next ticket without reading every one (issue 29,
       * item 4), sorted sets whose members are ordered as strings (all scores 0, ZRANGEBYLEX): the
       * tickets by rank and arrival (who has aged into a higher level),
       */
      byArrival: `${base}:w3:by-arrival`,
      /** the tickets by job, rank and arrival (a job's next ticket of a rank once one is played), */
      byJob: `${base}:w3:by-job`,
      /** and each job's oldest ticket of each rank, by rank, the job's usage, arrival and place. */
      jobHeads: `${base}:w3:job-heads`,
    },
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

/** The keys of the limit script, in its KEYS order (redis-script.ts). */
export function limitScriptKeys(key: string): string[] {
  const { window, windowParts: w } = budgetKeys(key);
  return [
    window,
    w.meta,
    w.ends,
    w.entries,
    w.open,
    w.queue,
    w.tickets,
    w.seen,
    w.jobs,
    w.byArrival,
    w.byJob,
    w.jobHeads,
  ];
}

/**
 * What format 3 keeps in format 2's key: JSON that is not a window, so the format-2 script counts
 * the whole budget as used (its warning names the key and quotes why). No `]]` (a Lua long string).
 */
export const FORMAT_2_MARKER = JSON.stringify({
  format: 3,
  note: "this budget's window is kept in jobai's key format 3: upgrade jobai on every host that shares this Redis",
});

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
 * own calls (GET, SET, TIME, the hash and sorted-set commands of format 3) are checked against the user's rules too. `cluster|slots` and `info`
 * are what ioredis's cluster client asks; PEXPIRE keeps the knowledge's totals expiring; WAIT confirms a grant reached a replica (Sentinel); EXISTS
 * looks once for a window of the former key format; DEL is doctor's.
 */
export const REDIS_ACL_COMMANDS = [
  "evalsha",
  "eval",
  "script|load",
  "get",
  "set",
  "hget",
  "hset",
  "hmget",
  "hdel",
  "hexists",
  "hincrbyfloat",
  "zadd",
  "zrem",
  "zrange",
  "zrangebyscore",
  "zremrangebyscore",
  "zrangebylex",
  "zlexcount",
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
