/**
 * The spend account shared by every host: one Redis key per build, `jobai:{<budget key>}:spend:<build>`
 * (redis-keys.ts), in the window's hash slot, so a Redis Cluster decides it on one shard and an ACL
 * user limited to `~jobai:*` may use it. Each decision is one Lua script, atomic on the server and
 * timed by the server's clock (TIME), with the rules of spend-account.ts written again in Lua
 * (test/limit/spend-account.test.ts runs the same sequence through both). The key expires a week
 * after its last write: a build's account outlives its jobs, never the organization's Redis.
 */
import { z } from "zod";
import { connectIdleRedis } from "./redis-connection.js";
import { budgetKeys } from "./redis-keys.js";
import type { SpendAccountId, SpendDecision, SpendLedger, SpendView } from "./spend-account.js";

export interface RedisLedgerOptions {
  url: string;
  /** The limiter's budget key (create.ts storeKey). */
  key: string;
  ca?: string | undefined;
  /** Connect and command timeout (default 2000 ms). */
  timeoutMs?: number;
}

/** How long a build's account lives after its last write. */
export const SPEND_KEY_TTL_MS = 7 * 24 * 60 * 60_000;

// KEYS[1]: the build's account. ARGV: op (reserve | settle | view), request id, job, amount,
// job limit (-1: none), build limit (-1: none), hold ms, key lifetime ms.
// Replies: reserve {1} or {0, scope, limit, spent, held}; view {buildSpent, buildHeld, jobSpent, jobHeld}.
export const SPEND_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local op, id, job = ARGV[1], ARGV[2], ARGV[3]
local amount = tonumber(ARGV[4])
local jobLimit, buildLimit = tonumber(ARGV[5]), tonumber(ARGV[6])
local holdMs, keepMs = tonumber(ARGV[7]), tonumber(ARGV[8])
local raw = redis.call('GET', KEYS[1])
local state
if raw then
  local ok, decoded = pcall(cjson.decode, raw)
  if not ok or type(decoded) ~= 'table' or type(decoded.build) ~= 'number' then
    return redis.error_reply('the spend account ' .. KEYS[1] .. ' is not one jobai writes')
  end
  state = decoded
else
  state = { build = 0 }
end
if type(state.jobs) ~= 'table' then state.jobs = {} end
if type(state.held) ~= 'table' then state.held = {} end
if type(state.settled) ~= 'table' then state.settled = {} end
for key, entry in pairs(state.held) do if entry[3] <= now then state.held[key] = nil end end
for key, entry in pairs(state.settled) do if entry[3] <= now then state.settled[key] = nil end end
local function view()
  local buildHeld, jobHeld = 0, 0
  for _, entry in pairs(state.held) do
    buildHeld = buildHeld + entry[2]
    if entry[1] == job then jobHeld = jobHeld + entry[2] end
  end
  return buildHeld, jobHeld
end
local function save()
  -- cjson writes an empty table as {}: a map, as the file store writes it.
  redis.call('SET', KEYS[1], cjson.encode(state), 'PX', keepMs)
end
if op == 'view' then
  local buildHeld, jobHeld = view()
  return { state.build, buildHeld, tonumber(state.jobs[job] or 0), jobHeld }
end
if op == 'reserve' then
  if state.held[id] or state.settled[id] then return { 1 } end
  local buildHeld, jobHeld = view()
  local jobSpent = tonumber(state.jobs[job] or 0)
  if jobLimit >= 0 and jobSpent + jobHeld + amount > jobLimit then
    return { 0, 'job', jobLimit, jobSpent, jobHeld }
  end
  if buildLimit >= 0 and state.build + buildHeld + amount > buildLimit then
    return { 0, 'build', buildLimit, state.build, buildHeld }
  end
  state.held[id] = { job, amount, now + holdMs }
  save()
  return { 1 }
end
if op == 'settle' then
  if state.settled[id] then return { 1 } end
  state.held[id] = nil
  if amount > 0 then
    state.build = state.build + amount
    state.jobs[job] = tonumber(state.jobs[job] or 0) + amount
  end
  state.settled[id] = { job, amount, now + holdMs }
  save()
  return { 1 }
end
return redis.error_reply('unknown spend operation ' .. tostring(op))
`;

const reserveReply = z.union([
  z.tuple([z.literal(1)]),
  z.tuple([z.literal(0), z.enum(["job", "build"]), z.number(), z.number(), z.number()]),
]);
const viewReply = z.tuple([z.number(), z.number(), z.number(), z.number()]);

type SpendCommand = (key: string, ...args: (string | number)[]) => Promise<unknown>;

export function createRedisLedger(options: RedisLedgerOptions): SpendLedger {
  const { call, close } = connectIdleRedis(options.url, options.timeoutMs ?? 2000, {
    ca: options.ca,
    scripts: { jobaiSpend: SPEND_SCRIPT },
  });
  const keys = budgetKeys(options.key);
  const run = (account: SpendAccountId, ...args: (string | number)[]) =>
    call((redis) => {
      const command = (redis as unknown as Record<string, SpendCommand>).jobaiSpend as SpendCommand;
      return command.call(
        redis,
        1 as unknown as string,
        keys.spend(account.build),
        ...args,
        SPEND_KEY_TTL_MS,
      );
    });
  const limit = (value: number | undefined) => (value === undefined ? -1 : value);
  return {
    name: "redis",
    async reserve(account, id, amount, limits, holdMs): Promise<SpendDecision> {
      const reply = reserveReply.parse(
        await run(
          account,
          "reserve",
          id,
          account.job,
          amount,
          limit(limits.job),
          limit(limits.build),
          holdMs,
        ),
      );
      if (reply[0] === 1) return { granted: true };
      return { granted: false, scope: reply[1], limit: reply[2], spent: reply[3], held: reply[4] };
    },
    async settle(account, id, amount, holdMs) {
      await run(account, "settle", id, account.job, amount, -1, -1, holdMs);
    },
    async view(account): Promise<SpendView> {
      const [buildSpent, buildHeld, jobSpent, jobHeld] = viewReply.parse(
        await run(account, "view", "", account.job, 0, -1, -1, 0),
      );
      return { build: { spent: buildSpent, held: buildHeld }, job: { spent: jobSpent, held: jobHeld } };
    },
    async close() {
      close();
    },
  };
}
