/**
 * The Redis store's one server-side script: the rules of `sliding-window.ts`, run atomically on the
 * Redis server with its clock (`TIME`), so hosts with skewed clocks still share one window. Keep the
 * two in step; test/limit/redis-store.test.ts runs the same scenarios on both.
 *
 * KEYS (redis-keys.ts, limitScriptKeys; one hash tag, so one cluster slot): format 2's key (a
 *      marker; a format-2 window there is converted), then format 3's parts: the scalars (a hash),
 *      the entries' ends (a sorted set), the entries (a hash), the entries in flight (a sorted set),
 *      the queue's places, the tickets (a hash), their last asks (a sorted set), each job's live
 *      sums and oldest tickets (a hash), and the three choice indexes (sorted sets ordered as
 *      strings): the tickets by rank and arrival, by job, and each job's oldest by its usage.
 * ARGV op (acquire|cancel|settle|pause|state|absorb), id (for absorb: a JSON list of entries, times
 *      on the server's clock), requests, inputTokens, budget requests, budget inputTokens, windowMs,
 *      marginMs, leaseMs, pause duration ms (settle: how long ago its response was seen), latencyMs, pause status (429, 529; 0 unknown),
 *      job and priority (acquire; default '' and normal), the next waiter's id, requests and
 *      inputTokens (acquire; '' none: see claim.ts), '0' to read the value without the bounds of
 *      window-bounds.ts (default: with them); the time in ms with the clock "argument" (ScriptClock; else
 *      ''), '1' when a live window is expected (limitScriptArgs, expectWindow)
 * Cost: what ended and who stopped asking are found by their index (ZRANGEBYSCORE), the sums of the
 * live entries (the window's, each job's) are kept as entries come and go, and choosing a ticket
 * reads no ticket but the best's (issue 29, item 4): the index of each job's oldest ticket per rank,
 * ordered by the job's usage, arrival and place, gives the best of the highest rank at its first
 * member, O(log waiters); it is kept as usage changes (each job whose entries came or went, once per
 * decision) and as tickets come and go. Lower ranks' tickets that have aged into the highest level
 * are read in arrival order as far as they have. Telling a waiter its turn (predictTurn, up to
 * TURNS_AHEAD waiters played) reads the entries in end order only as far as the turn needs, and the
 * index past the jobs the play changed. O(entries read + (changed jobs + TURNS_AHEAD) x log
 * waiters); bench/decision.bench.js and bench/scale.bench.js measure it.
 * The queue is ordered as sliding-window.ts orders it (bestTicket: level with ageing, the job's
 * dominant share of the window as a whole number, arrival, place in the list).
 * Replies: acquire {1, at, entries} (the live entries as HGETALL gives them: id, packed, ...) or {0, waitMs, reason} ({0, waitMs, 'paused', status} when paused);
 * state {json, now}; others {now}.
 * A value that is not a window (corrupt JSON or parts, another shape, a time outside the bounds of
 * window-bounds.ts: checked for the scalars, the latest end and ask, and every part read) is rebuilt FULL, as the file store does (file-store.ts, fullWindow): the whole
 * budget counted as used until a request admitted now leaves; the reply then comes wrapped,
 * {'rebuilt', why, reply}, so the client can say so (window-bounds.ts, unwrapRebuilt).
 */
import { type Claim, DEFAULT_CLAIM } from "./claim.js";
import { FORMAT_2_MARKER, limitScriptKeys } from "./redis-keys.js";
import { TURNS_AHEAD } from "./sliding-window.js";
import type { Budget, Cost } from "./types.js";
import { WINDOW_FAULT_LUA } from "./window-bounds.js";

/** What one call of the limit script is about, beside its operation (see limitScriptArgs). */
export interface LimitCall {
  id: string;
  cost: Cost;
  budget: Budget;
  leaseMs: number;
  /** A pause's length, or for a settle how long ago its response was seen (default 0). */
  durationMs?: number;
  /** A pause's cause (429, 529; default 0, unknown). */
  status?: number;
  claim?: Claim;
  /** Read the window within the bounds of window-bounds.ts (default true). */
  bounded?: boolean;
  /** The time for a script whose clock is the "argument" (redis-script.ts, ScriptClock). */
  now?: number | undefined;
  /**
   * A process of this host was granted a request the window still counts (shared-use-mark.ts): keys
   * found gone were deleted, flushed or evicted, and the window is rebuilt full (default false).
   */
  expectWindow?: boolean | undefined;
}

/**
 * The limit script's ARGV, in its order (redis-script.ts): the one list the store, doctor and the benchmarks
 * send, so that they cannot drift apart.
 */
export function limitScriptArgs(op: string, call: LimitCall): (string | number)[] {
  const claim = call.claim ?? DEFAULT_CLAIM;
  return [
    op,
    call.id,
    call.cost.requests,
    call.cost.inputTokens,
    call.budget.requests,
    call.budget.inputTokens,
    call.budget.windowMs,
    call.budget.marginMs,
    call.leaseMs,
    Math.max(0, Math.round(call.durationMs ?? 0)),
    call.budget.latencyMs,
    call.status ?? 0,
    claim.job,
    claim.priority,
    claim.next?.id ?? "",
    claim.next?.requests ?? 0,
    claim.next?.inputTokens ?? 0,
    call.bounded === false ? "0" : "1",
    call.now ?? "",
    call.expectWindow === true ? "1" : "0",
  ];
}

/** How many keys the limit script declares (limitScriptKeys). */
export const LIMIT_SCRIPT_KEY_COUNT = limitScriptKeys("").length;

/**
 * Where the script reads the time: the server's clock (`TIME`), what every store runs; or, for the
 * benchmark and the tests that hold the Lua to the TypeScript on a simulated clock, the ms given
 * after the other arguments (ARGV[19]). The rules between are the same text.
 */
export type ScriptClock = "server" | "argument";

const CLOCK_LUA: Record<ScriptClock, string> = {
  server: `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`,
  argument: "local now = tonumber(ARGV[19])",
};

/** The script with its clock (see ScriptClock). */
export function limitScript(clock: ScriptClock): string {
  return SCRIPT_TEXT.replace("--[[clock]]", CLOCK_LUA[clock]);
}

const SCRIPT_TEXT = `
${WINDOW_FAULT_LUA}
local K_FORMER, K_META, K_ENDS, K_ENTRIES, K_OPEN = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5]
local K_QUEUE, K_TICKETS, K_SEEN, K_JOBS = KEYS[6], KEYS[7], KEYS[8], KEYS[9]
local K_BY_ARRIVAL, K_BY_JOB, K_JOB_HEADS = KEYS[10], KEYS[11], KEYS[12]
local FORMAT_3 = { K_META, K_ENDS, K_ENTRIES, K_OPEN, K_QUEUE, K_TICKETS, K_SEEN, K_JOBS, K_BY_ARRIVAL, K_BY_JOB,
  K_JOB_HEADS }
local MARKER = [[${FORMAT_2_MARKER}]]
local NOT_WINDOW = 'it is not a window this version of jobai wrote'
-- Why the value read was rebuilt (window-bounds.ts), sent back around the reply for the warning.
local rebuilt = nil
-- A value outside what jobai writes: decide() stops, the keys are rebuilt FULL and it runs again.
local function fault(why) error({ jobai_fault = why }) end
local function num(x) return string.format('%.17g', x) end
-- unpack() takes a few thousand values at most: long lists go to a command in parts.
local function in_parts(list, send)
  local i = 1
  while i <= #list do
    local j = math.min(#list, i + 999)
    send(unpack(list, i, j))
    i = j + 1
  end
end
local function hmget(key, ids)
  local out = {}
  in_parts(ids, function(...)
    for _, v in ipairs(redis.call('HMGET', key, ...)) do out[#out + 1] = v end
  end)
  return out
end
local function job_of(v)
  if type(v) == 'string' then return v end
  return ''
end

local function decide()
--[[clock]]
local turns_ahead = ${TURNS_AHEAD}

local op = ARGV[1]
local id = ARGV[2]
local creq = tonumber(ARGV[3])
local ctok = tonumber(ARGV[4])
local breq = tonumber(ARGV[5])
local btok = tonumber(ARGV[6])
local window = tonumber(ARGV[7])
local margin = tonumber(ARGV[8])
local span = tonumber(ARGV[11]) + window + margin + 1
local lease = tonumber(ARGV[9])
local duration = tonumber(ARGV[10])
local job = ARGV[13] or ''
local priority = ARGV[14] or 'normal'
local ranks = { low = 0, normal = 1, high = 2 }
-- window-bounds.ts: '0' for a store whose window changes as it is learned (the REST budget's).
local bounded = ARGV[18] ~= '0'
local bounds = window_bounds(now, window, span, bounded)
local max = 9007199254740991

-- An entry: 'at end requests inputTokens settled(0|1)', then ' =job' when it has one.
local function pack_entry(e)
  local v = num(e.at) .. ' ' .. num(e['end']) .. ' ' .. num(e.requests) .. ' ' .. num(e.inputTokens) .. ' '
  if e.settled == true then v = v .. '1' else v = v .. '0' end
  if type(e.job) == 'string' then v = v .. ' =' .. e.job end
  return v
end
-- An entry's field is its id, or for a second grant of an id still live (sliding-window.ts keeps
-- both) the id, a newline and a serial.
local function unpack_entry(member, v)
  if type(v) ~= 'string' then fault(NOT_WINDOW) end
  local at, en, r, k, st, rest = string.match(v, '^(%S+) (%S+) (%S+) (%S+) ([01])(.*)$')
  local e = { id = string.match(member, '^[^\\n]*'), member = member, at = tonumber(at), ['end'] = tonumber(en), requests = tonumber(r), inputTokens = tonumber(k), settled = st == '1' }
  if not time_(e.at, max) or not time_(e['end'], max) or not whole(e.requests, max) or not whole(e.inputTokens, max) then
    fault(NOT_WINDOW)
  end
  if e.at > bounds.seen then fault('an entry' .. "'" .. 's admission lies further in the future than jobai ever writes it (entries.at)') end
  if rest ~= '' then
    if string.sub(rest, 1, 2) ~= ' =' then fault(NOT_WINDOW) end
    e.job = string.sub(rest, 3)
  end
  return e
end
-- A ticket: MessagePack of requests, inputTokens, seenAt, since, priority and job (false when it
-- has none), and its place in the queue (also its score in K_QUEUE), decoded in C (cmsgpack).
local function pack_ticket(q, place)
  local j = q.job
  if type(j) ~= 'string' then j = false end
  return cmsgpack.pack(q.requests, q.inputTokens, q.seenAt, q.since, q.priority or false, j, place)
end
-- The ticket as the window's JSON gives it (encode_window: no place), and its place.
local function unpack_ticket(qid, v)
  if type(v) ~= 'string' then fault(NOT_WINDOW) end
  local ok, r, k, seen, since, p, j, place = pcall(cmsgpack.unpack, v)
  if not ok or not whole(r, max) or not whole(k, max) or not time_(seen, max) or not time_(since, max)
    or (p ~= false and ranks[p] == nil) or (j ~= false and type(j) ~= 'string') or not whole(place, max) then
    fault(NOT_WINDOW)
  end
  if since > bounds.seen then fault('a waiter' .. "'" .. 's arrival lies further in the future than jobai ever writes it (queue.since)') end
  if p == false then p = nil end
  if j == false then j = nil end
  return { id = qid, requests = r, inputTokens = k, seenAt = seen, since = since, job = j, priority = p }, place
end

-- The window's scalars (K_META); the sums of the live entries, the window's and each job's, are
-- kept as entries come and go (job_delta gathers a decision's changes, flush writes them once).
local meta = redis.call('HMGET', K_META, 'pausedUntil', 'pausedFor', 'seq', 'requests', 'inputTokens', 'choiceFor')
local function meta_number(v)
  if v == false then return 0 end
  local n = tonumber(v)
  if n == nil or n < 0 or n > max then fault(NOT_WINDOW) end
  return n
end
local paused_until = meta_number(meta[1])
local paused_for = meta_number(meta[2])
local seq = meta_number(meta[3])
local total_r = meta_number(meta[4])
local total_k = meta_number(meta[5])
if paused_for ~= 0 and paused_for ~= 429 and paused_for ~= 529 then fault(NOT_WINDOW) end
if paused_until > bounds.paused then
  fault('the pause' .. "'" .. 's end lies further in the future than jobai ever writes it (pausedUntil)')
end
local latest_end = redis.call('ZRANGE', K_ENDS, -1, -1, 'WITHSCORES')
if latest_end[2] and tonumber(latest_end[2]) > bounds.end_ then
  fault('an entry' .. "'" .. 's end lies further in the future than jobai ever writes it (entries.end)')
end
local latest_seen = redis.call('ZRANGE', K_SEEN, -1, -1, 'WITHSCORES')
if latest_seen[2] and tonumber(latest_seen[2]) > bounds.seen then
  fault('a waiter' .. "'" .. 's last ask lies further in the future than jobai ever writes it (queue.seenAt)')
end

-- Keys that are gone while the client knows of a live request in them (its host's mark,
-- shared-use-mark.ts; the keys live as long as their latest entry, save) were deleted, flushed or
-- evicted, with requests the proxy still counts: rebuilt full, as a value jobai did not write. Not
-- for the hand-over (absorb), which brings what was lost.
if rebuilt == nil and ARGV[20] == '1' and op ~= 'absorb' and redis.call('EXISTS', K_META, K_FORMER) == 0 then
  fault('its keys were gone while a request counted in them was live: deleted, flushed or evicted')
end

-- The choice indexes (redis-keys.ts: byArrival, byJob, jobHeads; each job's heads in jobs) hold
-- members ordered as strings, so their numbers are written at a fixed width: a time with 16 digits
-- and 9 decimals (jobai writes whole ms), a place or a count with 16, a usage (a product of two
-- counts) with 32; a job with its length first, so that one job's members are together and never a
-- prefix of another's. A head carries what choosing and playing it needs (its cost too), so a
-- decision reads no ticket but its own.
local HIGH = '\\255'
local function t26(x) return string.format('%026.9f', x) end
local function n16(x) return string.format('%016.0f', x) end
-- Both memoised: a decision writes the same few usages and jobs again and again.
local n32_of, lenjob_of = {}, {}
local function n32(x)
  local v = n32_of[x]
  if v == nil then
    v = string.format('%032.0f', x)
    n32_of[x] = v
  end
  return v
end
local function lenjob(j)
  local v = lenjob_of[j]
  if v == nil then
    v = string.format('%08x', #j) .. j
    lenjob_of[j] = v
  end
  return v
end
local function bad_member() fault('its parts disagree: an index member jobai did not write') end
local function index_number(v)
  local n = tonumber(v)
  if n == nil then bad_member() end
  return n
end
-- A ticket as the indexes hold it: its job; its tail, what its byJob member holds after the job:
-- rank (1), since (26), place (16), requests (16), inputTokens (16), id; its rank; its order, since
-- and place as written (ordered as strings, so compared without reading the numbers). The rest is
-- read from the tail when needed.
local function ref_of(j, tail)
  local r = (string.byte(tail, 1) or 0) - 48
  if r < 0 or r > 2 then bad_member() end
  return { job = j, tail = tail, r = r, order = string.sub(tail, 2, 43) }
end
local function since_of(c)
  if c.since == nil then c.since = index_number(string.sub(c.order, 1, 26)) end
  return c.since
end
local function ticket_ref(q, place)
  return ref_of(job_of(q.job), (ranks[q.priority] or 1) .. t26(q.since) .. n16(place) .. n16(q.requests)
    .. n16(q.inputTokens) .. q.id)
end
local function by_job_member(c) return lenjob(c.job) .. c.tail end
local function from_by_job(m)
  local len = tonumber(string.sub(m, 1, 8), 16)
  if len == nil then bad_member() end
  return ref_of(string.sub(m, 9, 8 + len), string.sub(m, 9 + len))
end
-- byArrival: rank, since and place, then the job and the id.
local function by_arrival_member(c) return c.r .. c.order .. lenjob(c.job) .. string.sub(c.tail, 76) end
local function job_in_by_arrival(m)
  local len = tonumber(string.sub(m, 44, 51), 16)
  if len == nil then bad_member() end
  return string.sub(m, 52, 51 + len)
end
-- jobHeads: rank, usage (32), since and place (the order), then the job and the tail.
local function head_member(c, u) return c.r .. n32(u) .. c.order .. lenjob(c.job) .. c.tail end
-- A head's ticket, and its key: usage, since and place as written.
local function from_head(m)
  local len = tonumber(string.sub(m, 76, 83), 16)
  if len == nil then bad_member() end
  return ref_of(string.sub(m, 84, 83 + len), string.sub(m, 84 + len)), string.sub(m, 2, 75)
end

-- sliding-window.ts jobUsage: a job's dominant share of the budget, a whole number.
local function usage_of_sums(r, k) return math.max(r * btok, k * breq) end
-- A job's sums ('requests inputTokens' in K_JOBS, field 's' .. job) as last written.
local function sums_from(v)
  if not v then return { 0, 0 } end
  local r, k = string.match(v, '^(%S+) (%S+)$')
  return { index_number(r), index_number(k) }
end
local function stored_usage(j)
  local u = sums_from(redis.call('HGET', K_JOBS, 's' .. j))
  return usage_of_sums(u[1], u[2])
end
-- Put (rank r, job j)'s oldest ticket in the choice index with usage u, or take it out when the job
-- has no ticket of that rank left.
local function set_head(r, j, u)
  local field = r .. j
  local old = redis.call('HGET', K_JOBS, field)
  local prefix = lenjob(j) .. r
  local first = redis.call('ZRANGEBYLEX', K_BY_JOB, '[' .. prefix, '[' .. prefix .. HIGH, 'LIMIT', 0, 1)[1]
  local new = false
  if first then new = head_member(from_by_job(first), u) end
  if old == new then return end
  if old then redis.call('ZREM', K_JOB_HEADS, old) end
  if new then
    redis.call('ZADD', K_JOB_HEADS, 0, new)
    redis.call('HSET', K_JOBS, field, new)
  else
    redis.call('HDEL', K_JOBS, field)
  end
end
-- The heads are ordered by usage, which depends on the budget: after a change of budget (a learned
-- limit; processes configured apart) they are ordered again, from the tickets by job. O(waiters).
local choice_for = num(breq) .. ' ' .. num(btok)
local function order_heads()
  for _, m in ipairs(redis.call('ZRANGE', K_JOB_HEADS, 0, -1)) do
    local c = from_head(m)
    redis.call('HDEL', K_JOBS, c.r .. c.job)
  end
  redis.call('DEL', K_JOB_HEADS)
  local usage = {}
  local last = nil
  local read = 0
  while true do
    local members = redis.call('ZRANGE', K_BY_JOB, read, read + 999)
    for _, m in ipairs(members) do
      local c = from_by_job(m)
      local group = c.r .. c.job
      if group ~= last then
        last = group
        if usage[c.job] == nil then usage[c.job] = stored_usage(c.job) end
        local h = head_member(c, usage[c.job])
        redis.call('ZADD', K_JOB_HEADS, 0, h)
        redis.call('HSET', K_JOBS, group, h)
      end
    end
    if #members < 1000 then break end
    read = read + 1000
  end
  redis.call('HSET', K_META, 'choiceFor', choice_for)
end

local job_delta = {}
local function count(e, sign)
  total_r = total_r + sign * e.requests
  total_k = total_k + sign * e.inputTokens
  local j = job_of(e.job)
  local d = job_delta[j]
  if not d then
    d = { 0, 0 }
    job_delta[j] = d
  end
  d[1] = d[1] + sign * e.requests
  d[2] = d[2] + sign * e.inputTokens
end
-- The sums a decision changed, written once; each changed job's heads move to their new usage.
local function flush()
  for j, d in pairs(job_delta) do
    local got = redis.call('HMGET', K_JOBS, 's' .. j, '0' .. j, '1' .. j, '2' .. j)
    local u = sums_from(got[1])
    local r, k = u[1] + d[1], u[2] + d[2]
    if r <= 0 and k <= 0 then
      redis.call('HDEL', K_JOBS, 's' .. j)
      r, k = 0, 0
    else
      redis.call('HSET', K_JOBS, 's' .. j, num(r) .. ' ' .. num(k))
    end
    local usage = usage_of_sums(r, k)
    for i = 2, 4 do
      local old = got[i]
      if old then
        local new = head_member(from_head(old), usage)
        if new ~= old then
          redis.call('ZREM', K_JOB_HEADS, old)
          redis.call('ZADD', K_JOB_HEADS, 0, new)
          redis.call('HSET', K_JOBS, (i - 2) .. j, new)
        end
      end
    end
  end
  job_delta = {}
end
local function add_entry(e)
  local member = e.member or e.id
  if e.member == nil and redis.call('HEXISTS', K_ENTRIES, e.id) == 1 then
    seq = seq + 1
    member = e.id .. '\\n' .. num(seq)
  end
  redis.call('HSET', K_ENTRIES, member, pack_entry(e))
  redis.call('ZADD', K_ENDS, num(e['end']), member)
  if e.settled ~= true then redis.call('ZADD', K_OPEN, num(e.at), member) end
  count(e, 1)
end
local function write_ticket(q, place)
  redis.call('HSET', K_TICKETS, q.id, pack_ticket(q, place))
  redis.call('ZADD', K_SEEN, num(q.seenAt), q.id)
end
local function new_ticket(q)
  seq = seq + 1
  write_ticket(q, seq)
  redis.call('ZADD', K_QUEUE, num(seq), q.id)
  local c = ticket_ref(q, seq)
  redis.call('ZADD', K_BY_ARRIVAL, 0, by_arrival_member(c))
  redis.call('ZADD', K_BY_JOB, 0, by_job_member(c))
  set_head(c.r, c.job, stored_usage(c.job))
end
local function drop_ticket(q, place)
  redis.call('HDEL', K_TICKETS, q.id)
  redis.call('ZREM', K_QUEUE, q.id)
  redis.call('ZREM', K_SEEN, q.id)
  local c = ticket_ref(q, place)
  redis.call('ZREM', K_BY_ARRIVAL, by_arrival_member(c))
  redis.call('ZREM', K_BY_JOB, by_job_member(c))
  set_head(c.r, c.job, stored_usage(c.job))
end
local function drop_ticket_id(qid)
  local v = redis.call('HGET', K_TICKETS, qid)
  if v then drop_ticket(unpack_ticket(qid, v)) end
end

if rebuilt ~= nil and redis.call('EXISTS', K_META) == 0 then
  -- The keys were outside what jobai writes: the whole budget counts as used for a span.
  add_entry({ id = 'rebuilt-' .. num(now), at = now, ['end'] = now + span, requests = breq, inputTokens = btok, settled = true })
end

-- Format 2 (one JSON value under K_FORMER; redis-keys.ts), read here, converted below.
local former = redis.call('GET', K_FORMER)
-- What writes (every op but a read; a read that converts or rebuilds) keeps the heads in the
-- budget's order first.
if (op ~= 'state' or rebuilt ~= nil or (former and former ~= MARKER)) and meta[6] ~= choice_for then
  order_heads()
end

-- Format 2 (one JSON value under K_FORMER; redis-keys.ts): converted once, then a marker that a
-- process of that version reads as a full window. A window there beside format 3 was written by
-- such a process since: its entries join (not the full one it rebuilt from the marker), so what it
-- admitted counts here too.
local converted = false
if former and former ~= MARKER then
  converted = true
  local ok, decoded = pcall(cjson.decode, former)
  if not ok then fault('it is not JSON') end
  local why = window_fault(decoded, bounds)
  if why ~= nil then fault(why) end
  local fresh = meta[3] == false
  for _, e in ipairs(decoded.entries) do
    local joins = fresh or (string.sub(e.id, 1, 8) ~= 'rebuilt-' and redis.call('HEXISTS', K_ENTRIES, e.id) == 0)
    if joins and e['end'] > now then
      add_entry({ id = e.id, at = e.at, ['end'] = e['end'], requests = e.requests, inputTokens = e.inputTokens, settled = e.settled, job = e.job })
    end
  end
  if fresh then
    for _, q in ipairs(decoded.queue) do
      if redis.call('HEXISTS', K_TICKETS, q.id) == 0 then
        -- sliding-window.ts prune: a ticket from before fair share keeps the arrival first seen here.
        new_ticket({ id = q.id, requests = q.requests, inputTokens = q.inputTokens, seenAt = q.seenAt, since = q.since or q.seenAt, job = q.job, priority = q.priority })
      end
    end
  end
  local until_ = tonumber(decoded.pausedUntil) or 0
  if until_ > paused_until then
    paused_until = until_
    paused_for = tonumber(decoded.pausedFor) or 0
  end
end

-- A read ('state': jobai limits, doctor, the fall-back's hand-over) writes nothing unless it
-- finishes a conversion of format 2: what ended and who stopped asking stay for the next decision
-- to remove (with their sums, in one save), and are only left out of what it reads. (Removed here
-- without the save, ended entries left their sums counted: a full window for ever.)
-- (A value rebuilt full is written whatever the op: its full entry must be saved with its sums.)
local writes = op ~= 'state' or converted or rebuilt ~= nil
-- sliding-window.ts prune: only what ended (by the end index) and who stopped asking (by the last
-- ask) is read.
local gone = redis.call('ZRANGEBYSCORE', K_ENDS, '-inf', num(now))
-- Whether an entry is still live (one read; ZRANGEBYSCORE is among the commands an ACL user
-- already has, redis-keys.ts).
local any_live = #redis.call('ZRANGEBYSCORE', K_ENDS, '(' .. num(now), '+inf', 'LIMIT', 0, 1) > 0
if #gone > 0 then
  for i, v in ipairs(hmget(K_ENTRIES, gone)) do count(unpack_entry(gone[i], v), -1) end
  if writes then
    redis.call('ZREMRANGEBYSCORE', K_ENDS, '-inf', num(now))
    in_parts(gone, function(...)
      redis.call('HDEL', K_ENTRIES, ...)
      redis.call('ZREM', K_OPEN, ...)
    end)
  end
end
-- The sums are kept beside the entries (count, flush): with no live entry left they must be nothing.
-- Sums that still count something (a decision that stopped half way, a hand edit) would hold the
-- window full for ever: the parts disagree, so it is rebuilt full for one span like any bad value.
if not any_live and (total_r ~= 0 or total_k ~= 0) then
  fault('its parts disagree: no live entry, yet their sums count ' .. num(total_r) .. ' requests and ' .. num(total_k) .. ' input tokens')
end
local stale = redis.call('ZRANGEBYSCORE', K_SEEN, '-inf', num(now - lease))
local is_stale = {}
if #stale > 0 then
  if writes then
    for i, v in ipairs(hmget(K_TICKETS, stale)) do
      if v then drop_ticket(unpack_ticket(stale[i], v)) else redis.call('ZREM', K_SEEN, stale[i]) end
    end
  else
    for _, qid in ipairs(stale) do is_stale[qid] = true end
  end
end
if paused_until <= now then
  paused_until = 0
  paused_for = 0
end

-- The tickets in queue order (their place), every one: the best is chosen among all.
local function read_queue()
  local ids = {}
  for _, qid in ipairs(redis.call('ZRANGE', K_QUEUE, 0, -1)) do
    if not is_stale[qid] then ids[#ids + 1] = qid end
  end
  local queue = {}
  for i, v in ipairs(hmget(K_TICKETS, ids)) do queue[i] = unpack_ticket(ids[i], v) end
  return queue
end
-- The live entries in end order (those that ended are still there after a read that wrote nothing).
local function read_entries()
  local ids = redis.call('ZRANGEBYSCORE', K_ENDS, '(' .. num(now), '+inf')
  local list = {}
  for i, v in ipairs(hmget(K_ENTRIES, ids)) do
    list[i] = unpack_entry(ids[i], v)
    list[i].member = nil
  end
  return list
end

local function fits(r, k, cr, ck)
  return r + cr <= breq and k + ck <= btok
end

-- sliding-window.ts bestTicket and TicketRace (predictTurn), without reading every ticket. The best
-- ticket is among those competing at the highest level, the cap (the highest rank waiting): every
-- ticket of that rank, and those of a lower rank r that have waited (cap - r) windows (levelOf);
-- of them, the least usage of its job, then the oldest, then the first placed. A job competes with
-- its oldest competing ticket, so the first member of rank cap in K_JOB_HEADS (each job's oldest
-- ticket of a rank, by usage, arrival, place) is the best of that rank; tickets of lower ranks are
-- read in arrival order (K_BY_ARRIVAL) as far as they have aged. As predict_turn plays the queue
-- forward, a job whose usage or oldest ticket it changes, or that has aged tickets, is 'touched':
-- it leaves the index's order for a heap kept here (its key: usage, arrival, place), and the index
-- is read past it. Cost: O(log n) per choice, plus the aged tickets and the jobs touched.
local function new_race()
  flush()
  local left, cap = {}, 0
  for r = 0, 2 do
    left[r] = redis.call('ZLEXCOUNT', K_BY_ARRIVAL, '[' .. r, '[' .. r .. HIGH)
    if left[r] > 0 then cap = r end
  end
  -- Per touched job: its sums and its oldest ticket of each rank, as read, then as played.
  local jobs, stamps, dirty, touched = {}, {}, {}, {}
  local heap, serial = {}, 0
  local scanned = { [0] = '[0', [1] = '[1', [2] = '[2' }
  local cursors = { [0] = { i = 1, offset = 0 }, [1] = { i = 1, offset = 0 }, [2] = { i = 1, offset = 0 } }
  local function touch(j)
    if stamps[j] == -1 then return end
    if stamps[j] == nil then touched[#touched + 1] = j end
    stamps[j] = -1
    dirty[#dirty + 1] = j
  end
  local function job_record(j)
    local rec = jobs[j]
    if not rec then
      local got = redis.call('HMGET', K_JOBS, 's' .. j, '0' .. j, '1' .. j, '2' .. j)
      -- Heads are read from their members only when the job competes (race.best).
      rec = { sums = sums_from(got[1]), members = got }
      jobs[j] = rec
    end
    return rec
  end
  -- Heap items: { key (usage, since, place as written), job, stamp, ticket }.
  local function before(a, b) return a[1] < b[1] end
  local function push(key)
    local n = #heap + 1
    while n > 1 do
      local parent = math.floor(n / 2)
      if not before(key, heap[parent]) then break end
      heap[n] = heap[parent]
      n = parent
    end
    heap[n] = key
  end
  local function pop()
    local n = #heap
    local tail = heap[n]
    heap[n] = nil
    n = n - 1
    if n == 0 then return end
    local i = 1
    while true do
      local child = 2 * i
      if child > n then break end
      if child + 1 <= n and before(heap[child + 1], heap[child]) then child = child + 1 end
      if not before(heap[child], tail) then break end
      heap[i] = heap[child]
      i = child
    end
    heap[i] = tail
  end
  -- The best of rank r among the jobs not touched: the index's first member past the touched ones.
  local function untouched_best(r)
    local cur = cursors[r]
    while true do
      if cur.list == nil or cur.i > #cur.list then
        if cur.done then return nil end
        cur.list = redis.call('ZRANGEBYLEX', K_JOB_HEADS, '[' .. r, '[' .. r .. HIGH, 'LIMIT', cur.offset, 32)
        cur.offset = cur.offset + #cur.list
        cur.i = 1
        cur.done = #cur.list < 32
        cur.ticket = nil
        if #cur.list == 0 then return nil end
      end
      if cur.ticket == nil then cur.ticket, cur.key = from_head(cur.list[cur.i]) end
      if stamps[cur.ticket.job] == nil then return cur.ticket, cur.key end
      cur.i = cur.i + 1
      cur.ticket = nil
    end
  end
  local function competes(c, at)
    return c.r >= cap or since_of(c) <= at - (cap - c.r) * window
  end
  local race = {}
  -- Entries leaving (sign -1) or played (+1) change their job's usage.
  function race.count(e, sign)
    local j = job_of(e.job)
    local u = job_record(j).sums
    u[1] = u[1] + sign * e.requests
    u[2] = u[2] + sign * e.inputTokens
    touch(j)
  end
  function race.best(at)
    -- Lower ranks' tickets that have aged into the cap's level by now.
    for r = 0, cap - 1 do
      if left[r] > 0 then
        local upto = '[' .. r .. t26(at - (cap - r) * window) .. HIGH
        while true do
          local members = redis.call('ZRANGEBYLEX', K_BY_ARRIVAL, scanned[r], upto, 'LIMIT', 0, 64)
          for _, m in ipairs(members) do touch(job_in_by_arrival(m)) end
          if #members > 0 then scanned[r] = '(' .. members[#members] end
          if #members < 64 then break end
        end
      end
    end
    for _, j in ipairs(dirty) do
      serial = serial + 1
      stamps[j] = serial
      local rec = job_record(j)
      if rec.heads == nil then
        rec.heads = {}
        for r = 0, 2 do rec.heads[r] = (rec.members[r + 2] and from_head(rec.members[r + 2])) or false end
      end
      local best = nil
      for r = 0, 2 do
        local c = rec.heads[r]
        if c and competes(c, at) and (best == nil or c.order < best.order) then
          best = c
        end
      end
      if best then push({ n32(usage_of_sums(rec.sums[1], rec.sums[2])) .. best.order, j, serial, best }) end
    end
    dirty = {}
    local top = nil
    while #heap > 0 do
      if stamps[heap[1][2]] == heap[1][3] then
        top = heap[1]
        break
      end
      pop()
    end
    local c, key = untouched_best(cap)
    if c and (top == nil or key < top[1]) then return c end
    if top then return top[4] end
    return nil
  end
  -- race.play: the job's next ticket of that rank competes in its place.
  function race.play(c)
    local rec = job_record(c.job)
    if rec.heads == nil then
      rec.heads = {}
      for r = 0, 2 do rec.heads[r] = (rec.members[r + 2] and from_head(rec.members[r + 2])) or false end
    end
    local prefix = lenjob(c.job)
    local after = redis.call('ZRANGEBYLEX', K_BY_JOB, '(' .. prefix .. c.tail, '[' .. prefix .. c.r .. HIGH, 'LIMIT', 0, 1)[1]
    rec.heads[c.r] = (after and from_by_job(after)) or false
    left[c.r] = left[c.r] - 1
    local was = cap
    while cap > 0 and left[cap] == 0 do cap = cap - 1 end
    touch(c.job)
    -- A lower cap changes which of a touched job's tickets compete.
    if cap ~= was then
      for _, j in ipairs(touched) do touch(j) end
    end
  end
  return race
end

-- sliding-window.ts hintOf: an entry in flight as predict_turn plays it, ending at its earliest (as
-- if answered at once), or, past that, within one poll interval (overdueMs) and at most its end.
local overdue = math.min(200, math.max(5, math.floor(window / 50 + 0.5)))
local function hint_of(e)
  if e.settled == true then return e end
  local earliest = e.at + window + margin + 1
  local stop = earliest
  if earliest <= now then stop = math.min(e['end'], now + overdue) end
  return { ['end'] = stop, requests = e.requests, inputTokens = e.inputTokens, job = e.job }
end

-- A list of entries read from an index a part at a time (ids from read(from, count)), kept in the
-- index's order; keep(e) gives the entry to list, or nil to pass over it.
local function entries_in_parts(read, keep)
  local list, i, from, part, done = {}, 1, 0, 8, false
  return function(step)
    if step then i = i + 1 end
    while i > #list and not done do
      local ids = read(from, part)
      from = from + part
      part = math.min(part * 2, 1000)
      if #ids == 0 then
        done = true
      else
        list, i = {}, 1
        for n, v in ipairs(hmget(K_ENTRIES, ids)) do
          local e = keep(unpack_entry(ids[n], v))
          if e then list[#list + 1] = e end
        end
      end
    end
    return list[i]
  end
end

-- sliding-window.ts predictTurn: when waiter 'who' is admitted if the best waiter is admitted at its
-- earliest fit, again and again (-1: never), up to TURNS_AHEAD waiters played (then the last one's
-- turn), the best chosen by new_race. The entries leave in end order as the time moves forward,
-- read as they are needed, from four lists each in end order: the settled ones (the end index), those
-- in flight past their earliest end (few; within a poll interval, sorted here), those in flight
-- before it (by admission, which orders their earliest end), and the played waiters' (in end order
-- by construction). Entries that end together leave before the next choice whatever their order,
-- so the four give the order of one sorted list.
local function predict_turn(race, who)
  local settled_head = entries_in_parts(function(from, n)
    return redis.call('ZRANGE', K_ENDS, from, from + n - 1)
  end, function(e)
    if e.settled then return e end
    return nil
  end)
  -- In flight: admitted at or before 'late' means past the earliest end (hint_of).
  local late_at = now - window - margin - 1
  local late_ids = redis.call('ZRANGEBYSCORE', K_OPEN, '-inf', num(late_at))
  local late = {}
  for i, v in ipairs(hmget(K_ENTRIES, late_ids)) do late[i] = hint_of(unpack_entry(late_ids[i], v)) end
  table.sort(late, function(a, b) return a['end'] < b['end'] end)
  local li = 1
  local open_head = entries_in_parts(function(from, n)
    return redis.call('ZRANGEBYSCORE', K_OPEN, '(' .. num(late_at), '+inf', 'LIMIT', from, n)
  end, hint_of)
  local played = {}
  local np = 1
  local ur, uk = total_r, total_k
  local function add(e, sign)
    ur = ur + sign * e.requests
    uk = uk + sign * e.inputTokens
    race.count(e, sign)
  end
  -- The next entry to leave: the earliest end of the four lists' heads.
  local function peek()
    local e, from = settled_head(), 1
    local o = late[li]
    if o ~= nil and (e == nil or o['end'] < e['end']) then e, from = o, 2 end
    o = open_head()
    if o ~= nil and (e == nil or o['end'] < e['end']) then e, from = o, 3 end
    local p = played[np]
    if p ~= nil and (e == nil or p['end'] < e['end']) then e, from = p, 4 end
    return e, from
  end
  local function leave()
    local e, from = peek()
    if from == 1 then settled_head(true) elseif from == 2 then li = li + 1 elseif from == 3 then open_head(true) else np = np + 1 end
    add(e, -1)
  end

  local turn = math.max(now, paused_until)
  local count_played = 0
  while true do
    local e = peek()
    while e ~= nil and e['end'] <= turn do
      leave()
      e = peek()
    end
    local b = race.best(turn)
    if b == nil then return turn end
    local q = { requests = index_number(string.sub(b.tail, 44, 59)), inputTokens = index_number(string.sub(b.tail, 60, 75)) }
    -- sliding-window.ts fitTime: entries leave, in end order, until the waiter fits.
    if not fits(ur, uk, q.requests, q.inputTokens) then
      local found = -1
      e = peek()
      while e ~= nil do
        leave()
        if fits(ur, uk, q.requests, q.inputTokens) then
          found = math.max(turn, e['end'])
          break
        end
        e = peek()
      end
      turn = found
    end
    count_played = count_played + 1
    if string.sub(b.tail, 76) == who or turn < 0 or count_played >= turns_ahead then return turn end
    race.play(b)
    local entry = { ['end'] = turn + window + margin + 1, requests = q.requests, inputTokens = q.inputTokens, job = b.job }
    played[#played + 1] = entry
    add(entry, 1)
  end
end

-- Every decision writes (the scalars, the expiries, the marker), so a server that refuses writes
-- (read-only, out of memory) fails it at once and the process falls back (fallback-store.ts); the
-- keys expire together once nothing is live.
local function save()
  flush()
  local ttl = span + lease
  if paused_until > now then ttl = ttl + (paused_until - now) end
  -- Never before its longest entry leaves: the fall-back's hand-over counts what it could not see
  -- for a span and a retry interval (fallback-store.ts), longer than a span.
  local last = redis.call('ZRANGE', K_ENDS, -1, -1, 'WITHSCORES')
  if last[2] then
    local left = tonumber(last[2]) - now + lease
    if left > ttl then ttl = left end
  end
  ttl = math.floor(ttl)
  redis.call('HSET', K_META, 'pausedUntil', num(paused_until), 'pausedFor', num(paused_for), 'seq', num(seq),
    'requests', num(total_r), 'inputTokens', num(total_k))
  for _, k in ipairs(FORMAT_3) do redis.call('PEXPIRE', k, ttl) end
  redis.call('SET', K_FORMER, MARKER, 'PX', ttl)
end

-- The whole window as JSON (the 'state' op: jobai limits, the fall-back's hand-over).
local function encode_window(with_queue)
  local queue = {}
  if with_queue then
    for _, q in ipairs(read_queue()) do queue[#queue + 1] = q end
  end
  local w = { entries = read_entries(), queue = queue, pausedUntil = paused_until }
  if paused_for > 0 then w.pausedFor = paused_for end
  return cjson.encode(w)
end

if op == 'acquire' then
  local v = redis.call('HGET', K_TICKETS, id)
  local mine, place = nil, nil
  if v then mine, place = unpack_ticket(id, v) end
  if mine then
    -- sliding-window.ts renewAfterMs: a quarter of the lease.
    if now - mine.seenAt >= lease / 4 then
      mine.seenAt = now
      write_ticket(mine, place)
    end
  else
    mine = { id = id, requests = creq, inputTokens = ctok, seenAt = now, since = now, job = job, priority = priority }
    new_ticket(mine)
    place = seq
  end
  local race = new_race()
  local best = race.best(now)
  local first = best ~= nil and string.sub(best.tail, 76) == id
  -- sliding-window.ts fitTime at now: the cost fits beside every live entry.
  if first and paused_until <= now and fits(total_r, total_k, creq, ctok) then
    drop_ticket(mine, place)
    add_entry({ id = id, at = now, ['end'] = now + span, requests = creq, inputTokens = ctok, settled = false, job = job })
    -- sliding-window.ts decide: the process's next waiter keeps its place from now.
    local nid = ARGV[15] or ''
    if nid ~= '' and nid ~= id and redis.call('HEXISTS', K_TICKETS, nid) == 0 then
      new_ticket({ id = nid, requests = tonumber(ARGV[16]), inputTokens = tonumber(ARGV[17]), seenAt = now, since = now, job = job, priority = priority })
    end
    save()
    -- The live entries, for the window this process last saw (redis-store.ts, lastKnown).
    return { 1, now, redis.call('HGETALL', K_ENTRIES) }
  end
  if first and paused_until > now then
    save()
    return { 0, paused_until - now, 'paused', paused_for }
  end
  local turn = predict_turn(race, id)
  save()
  if turn < 0 then turn = now + span end
  if not first then return { 0, turn - now, 'queue' } end
  if total_r + creq > breq then return { 0, turn - now, 'requests' } end
  return { 0, turn - now, 'inputTokens' }
elseif op == 'cancel' then
  drop_ticket_id(id)
elseif op == 'settle' then
  local v = redis.call('HGET', K_ENTRIES, id)
  if v then
    local e = unpack_entry(id, v)
    count(e, -1)
    e.requests = creq
    e.inputTokens = ctok
    -- The first settle: its response was seen 'duration' ms ago (bounded by the client, and never
    -- before its admission), so it ends one window after that, even past its admission estimate
    -- (sliding-window.ts, settle). A later one changes the cost only.
    if e.settled ~= true then
      e['end'] = now - math.min(duration, now - e.at) + window + margin + 1
      e.settled = true
      redis.call('ZREM', K_OPEN, id)
    end
    add_entry(e)
  end
elseif op == 'pause' then
  if bounded then duration = math.min(duration, longest_pause(window)) end
  if now + duration > paused_until then
    paused_until = now + duration
    local status = tonumber(ARGV[12]) or 0
    if status > 0 then paused_for = status else paused_for = 0 end
  end
elseif op == 'state' then
  -- A read (jobai limits, doctor) writes only to finish a conversion of format 2 (see writes).
  if writes then save() end
  return { encode_window(true), now }
elseif op == 'absorb' then
  -- window-state.ts absorbEntries: an entry held already keeps the longer of the two copies.
  for _, e in ipairs(cjson.decode(id)) do
    if tonumber(e['end']) > now then
      local v = redis.call('HGET', K_ENTRIES, e.id)
      if not v then
        add_entry({ id = e.id, at = e.at, ['end'] = e['end'], requests = e.requests, inputTokens = e.inputTokens, settled = e.settled == true, job = e.job })
      else
        local same = unpack_entry(e.id, v)
        local longer = { member = same.member, id = same.id, at = same.at, job = same.job,
          ['end'] = math.max(same['end'], tonumber(e['end'])),
          requests = math.max(same.requests, tonumber(e.requests)),
          inputTokens = math.max(same.inputTokens, tonumber(e.inputTokens)),
          settled = same.settled or e.settled == true }
        if pack_entry(longer) ~= v then
          count(same, -1)
          if longer.settled and not same.settled then redis.call('ZREM', K_OPEN, same.member) end
          add_entry(longer)
        end
      end
    end
  end
end
save()
return { now }
end

local ok, reply = pcall(decide)
if not ok then
  -- A key of the window holding another type of value (a neighbour's SET on it) is a value jobai
  -- did not write, rebuilt below like any; refused, every decision failed and the hand-over too.
  local refusal = type(reply) == 'string' and reply or (type(reply) == 'table' and reply.err) or nil
  if type(refusal) == 'string' and string.find(refusal, 'WRONGTYPE', 1, true) then
    reply = { jobai_fault = 'a key of it holds another type of value (WRONGTYPE)' }
  end
  -- A command's refusal (OOM, READONLY, NOPERM, ...) goes back as the server said it.
  if type(reply) == 'string' then return redis.error_reply(reply) end
  if type(reply) ~= 'table' or reply.jobai_fault == nil then error(reply) end
  -- The keys hold a value outside what jobai writes: rebuilt FULL (the whole budget counted as used
  -- until a request admitted now leaves), as the file store does, and decided again on that.
  rebuilt = reply.jobai_fault
  redis.call('DEL', K_FORMER, unpack(FORMAT_3))
  reply = decide()
end
if rebuilt ~= nil then return { 'rebuilt', rebuilt, reply } end
return reply
`;

/** The script every Redis store runs, on the server's clock. */
export const LIMIT_SCRIPT = limitScript("server");
