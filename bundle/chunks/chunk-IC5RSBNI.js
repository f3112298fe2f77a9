import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{b as r,j as a,r as l}from"./chunk-MHB54EA3.js";import{b as d,c as u,f as c}from"./chunk-5RWKBKJK.js";var h=/^(SELF_SIGNED_CERT_IN_CHAIN|DEPTH_ZERO_SELF_SIGNED_CERT|UNABLE_TO_VERIFY_LEAF_SIGNATURE|UNABLE_TO_GET_ISSUER_CERT(_LOCALLY)?|CERT_SIGNATURE_FAILURE|CERT_UNTRUSTED)$/,f="give the file of the CA that signed it in JOBAI_REDIS_CA (plugin option rate-limit.redis-ca) or NODE_EXTRA_CA_CERTS";function w(i,t){let n=String(i?.code??""),e=i instanceof Error?i.message:String(i);if(/^OOM\b/.test(e))return"it is out of memory (OOM: maxmemory reached) and refuses writes";if(/^READONLY\b/.test(e))return"it is a read-only replica (READONLY) and refuses writes";if(/^LOADING\b/.test(e))return"it is loading its data set (LOADING)";if(/^MISCONF\b/.test(e))return"it cannot save to disk and refuses writes (MISCONF)";if(/^NOAUTH\b/.test(e))return"it needs a password (NOAUTH): put the user and password in the URL, redis://user:password@host:6379";if(/^WRONGPASS\b|invalid username-password|invalid password/i.test(e))return"it refused the user name or password (WRONGPASS): check the credentials in the URL, redis://user:password@host:6379";if(/^NOPERM\b/.test(e)){let s=/NOPERM (.*)$/.exec(e)?.[1]?.replace(/\.$/,"")??"";return`its ACL refused a command or key of jobai's (NOPERM${s?`: ${s}`:""}): give the user the rules ${c}`}if(/^UNBLOCKED\b/.test(e))return"it stopped being the master while a write waited for a replica (UNBLOCKED: a failover)";if(/^(MOVED|ASK)\b/.test(e))return"it is a Redis Cluster node and sent a redirection (MOVED) the client did not follow: check that the address is a node of the cluster and the node answers HELLO with mode cluster";if(/^CROSSSLOT\b/.test(e))return"it is a Redis Cluster and refused keys of two hash slots in one command (CROSSSLOT)";if(/^CLUSTERDOWN\b|Cluster isn't ready|Failed to refresh slots cache/i.test(e))return"the Redis Cluster is down or has a hash slot no node serves (CLUSTERDOWN): check the cluster's nodes (redis-cli --cluster check)";if(/All sentinels are unreachable|sentinel/i.test(e))return"no Sentinel of the address answered with a master of that name: check the sentinels' addresses and the master's name in the URL";if(n==="ERR_TLS_CERT_ALTNAME_INVALID")return"its TLS certificate is not for this host name (ERR_TLS_CERT_ALTNAME_INVALID): connect by a name the certificate lists";if(n==="CERT_HAS_EXPIRED")return"its TLS certificate has expired (CERT_HAS_EXPIRED): renew it on the server";if(h.test(n))return`its TLS certificate does not verify (${n}): ${f}; jobai never falls back to an unchecked connection`;if(/wrong version number|packet length too long|unknown protocol|WRONG_VERSION/i.test(`${n} ${e}`))return"it does not speak TLS on that port: use redis:// for a server without TLS, or the server's TLS port";if(n==="ECONNREFUSED"||/ECONNREFUSED/.test(e))return"nothing accepts connections there";if(n==="ENOTFOUND"||n==="EAI_AGAIN"||/ENOTFOUND|EAI_AGAIN/.test(e))return"the host name does not resolve";if(n==="ETIMEDOUT"||/timed? ?out/i.test(e))return`no answer within ${t} ms`;if(/AUTH/i.test(e))return"it refused the user name or password";if(/no replica confirmed/.test(e))return e;if(/max retries per request/i.test(e))return"the connection was lost with a command under way";if(/ECONNRESET|EPIPE|closed|writeable|Connection/i.test(e))return"the connection was lost";if(/READONLY|LOADING|MISCONF|OOM/.test(e))return"the server cannot take writes now";let o=/^([A-Z]{3,20})\b/.exec(e)?.[1];return o?`the server answered with an error (${o})`:"the server answered with an error"}function R(i,t){let n=t.claim??r;return[i,t.id,t.cost.requests,t.cost.inputTokens,t.budget.requests,t.budget.inputTokens,t.budget.windowMs,t.budget.marginMs,t.leaseMs,Math.max(0,Math.round(t.durationMs??0)),t.budget.latencyMs,t.status??0,n.job,n.priority,n.next?.id??"",n.next?.requests??0,n.next?.inputTokens??0,t.bounded===!1?"0":"1",...t.now===void 0?[]:[t.now]]}var g=d("").length,p={server:`local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`,argument:"local now = tonumber(ARGV[19])"};function m(i){return _.replace("--[[clock]]",p[i])}var _=`
${l}
local K_FORMER, K_META, K_ENDS, K_ENTRIES, K_OPEN = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5]
local K_QUEUE, K_TICKETS, K_SEEN, K_JOB_REQ, K_JOB_TOK = KEYS[6], KEYS[7], KEYS[8], KEYS[9], KEYS[10]
local FORMAT_3 = { K_META, K_ENDS, K_ENTRIES, K_OPEN, K_QUEUE, K_TICKETS, K_SEEN, K_JOB_REQ, K_JOB_TOK }
local MARKER = [[${u}]]
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
local turns_ahead = ${a}

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
-- has none); its place in the queue is its score in K_QUEUE. Every decision reads every ticket, so
-- they are decoded in C (cmsgpack) rather than matched field by field.
local function pack_ticket(q)
  local j = q.job
  if type(j) ~= 'string' then j = false end
  return cmsgpack.pack(q.requests, q.inputTokens, q.seenAt, q.since, q.priority or false, j)
end
local function unpack_ticket(qid, v)
  if type(v) ~= 'string' then fault(NOT_WINDOW) end
  local ok, r, k, seen, since, p, j = pcall(cmsgpack.unpack, v)
  if not ok or not whole(r, max) or not whole(k, max) or not time_(seen, max) or not time_(since, max)
    or (p ~= false and ranks[p] == nil) or (j ~= false and type(j) ~= 'string') then
    fault(NOT_WINDOW)
  end
  if since > bounds.seen then fault('a waiter' .. "'" .. 's arrival lies further in the future than jobai ever writes it (queue.since)') end
  if p == false then p = nil end
  if j == false then j = nil end
  return { id = qid, requests = r, inputTokens = k, seenAt = seen, since = since, job = j, priority = p }
end

-- The window's scalars (K_META); the sums of the live entries, the window's and each job's, are
-- kept as entries come and go (job_delta gathers a decision's changes, flush writes them once).
local meta = redis.call('HMGET', K_META, 'pausedUntil', 'pausedFor', 'seq', 'requests', 'inputTokens')
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
local function flush()
  for j, d in pairs(job_delta) do
    local r = tonumber(redis.call('HINCRBYFLOAT', K_JOB_REQ, j, num(d[1])))
    local k = tonumber(redis.call('HINCRBYFLOAT', K_JOB_TOK, j, num(d[2])))
    if r <= 0 and k <= 0 then
      redis.call('HDEL', K_JOB_REQ, j)
      redis.call('HDEL', K_JOB_TOK, j)
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
  redis.call('HSET', K_TICKETS, q.id, pack_ticket(q))
  if place then redis.call('ZADD', K_QUEUE, num(place), q.id) end
  redis.call('ZADD', K_SEEN, num(q.seenAt), q.id)
end
local function new_ticket(q)
  seq = seq + 1
  write_ticket(q, seq)
end
local function drop_ticket(qid)
  redis.call('HDEL', K_TICKETS, qid)
  redis.call('ZREM', K_QUEUE, qid)
  redis.call('ZREM', K_SEEN, qid)
end

if rebuilt ~= nil and redis.call('EXISTS', K_META) == 0 then
  -- The keys were outside what jobai writes: the whole budget counts as used for a span.
  add_entry({ id = 'rebuilt-' .. num(now), at = now, ['end'] = now + span, requests = breq, inputTokens = btok, settled = true })
end

-- Format 2 (one JSON value under K_FORMER; redis-keys.ts): converted once, then a marker that a
-- process of that version reads as a full window. A window there beside format 3 was written by
-- such a process since: its entries join (not the full one it rebuilt from the marker), so what it
-- admitted counts here too.
local former = redis.call('GET', K_FORMER)
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
    redis.call('ZREMRANGEBYSCORE', K_SEEN, '-inf', num(now - lease))
    in_parts(stale, function(...)
      redis.call('HDEL', K_TICKETS, ...)
      redis.call('ZREM', K_QUEUE, ...)
    end)
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
-- Each job's sums of the live entries, as flushed (a copy: predict_turn changes it as it plays).
local flushed_sums = nil
local function job_sums()
  if flushed_sums ~= nil and next(job_delta) == nil then
    local copy = {}
    for j, u in pairs(flushed_sums) do copy[j] = { u[1], u[2] } end
    return copy
  end
  flush()
  local sums = {}
  local flat = redis.call('HGETALL', K_JOB_REQ)
  for i = 1, #flat, 2 do sums[flat[i]] = { tonumber(flat[i + 1]), 0 } end
  flat = redis.call('HGETALL', K_JOB_TOK)
  for i = 1, #flat, 2 do
    local u = sums[flat[i]]
    if not u then
      u = { 0, 0 }
      sums[flat[i]] = u
    end
    u[2] = tonumber(flat[i + 1])
  end
  flushed_sums = {}
  for j, u in pairs(sums) do flushed_sums[j] = { u[1], u[2] } end
  return sums
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

-- sliding-window.ts levelOf: the rank plus one per whole window waited, up to the cap.
local function level_of(q, at, cap)
  return math.min(cap, (ranks[q.priority] or 1) + math.floor(math.max(0, at - q.since) / window))
end

-- sliding-window.ts bestTicket: highest level, then least usage of its job (its dominant share of
-- the live entries, a whole number), then oldest, then first.
local function best_ticket(tickets, at)
  if #tickets <= 1 then return #tickets end
  local usage = {}
  for j, u in pairs(job_sums()) do usage[j] = math.max(u[1] * btok, u[2] * breq) end
  local cap = 0
  for _, q in ipairs(tickets) do cap = math.max(cap, ranks[q.priority] or 1) end
  local best, bl, bu, bs = 0, 0, 0, 0
  for i, q in ipairs(tickets) do
    local l = level_of(q, at, cap)
    local u = usage[job_of(q.job)] or 0
    if best == 0 or l > bl or (l == bl and (u < bu or (u == bu and q.since < bs))) then
      best, bl, bu, bs = i, l, u, q.since
    end
  end
  return best
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

-- sliding-window.ts predictTurn: when waiter 'who' is admitted if the best waiter is admitted at its
-- earliest fit, again and again (-1: never), up to TURNS_AHEAD waiters played (then the last one's
-- turn). The entries leave in end order as the time moves forward, read as they are needed: the
-- settled ones from the end index a part at a time, those in flight (few: requests not answered)
-- all at once and ordered by their hinted end; a played waiter's entry joins a third list, in end
-- order by construction. Entries that end together leave before the next choice whatever their
-- order, so the three lists give the order of one sorted list. Tickets as TicketRace there: only
-- those at the cap's level compete, each rank's in arrival order as the time reaches them; the jobs
-- in a heap by usage, oldest candidate, place.
local function predict_turn(queue, who)
  local nq = #queue
  local since, rank, jobs = {}, {}, {}
  local sorted_by_since = true
  for i, q in ipairs(queue) do
    since[i] = q.since
    rank[i] = ranks[q.priority] or 1
    jobs[i] = job_of(q.job)
    if i > 1 and since[i] < since[i - 1] then sorted_by_since = false end
  end
  local order = {}
  for i = 1, nq do order[i] = i end
  if not sorted_by_since then
    table.sort(order, function(a, b) return since[a] < since[b] or (since[a] == since[b] and a < b) end)
  end
  -- Per rank, the tickets in arrival order; per job and rank, its first ticket not played (heads),
  -- and each ticket's next of its job and rank (after): TicketRace's lists, as links.
  local by_rank = { [0] = {}, [1] = {}, [2] = {} }
  local reached = { [0] = 0, [1] = 0, [2] = 0 }
  local left = { [0] = 0, [1] = 0, [2] = 0 }
  local heads = { [0] = {}, [1] = {}, [2] = {} }
  local last = { [0] = {}, [1] = {}, [2] = {} }
  local after = {}
  for _, i in ipairs(order) do
    local r = rank[i]
    local l = by_rank[r]
    l[#l + 1] = i
    left[r] = left[r] + 1
    local j = jobs[i]
    local prev = last[r][j]
    if prev then after[prev] = i else heads[r][j] = i end
    last[r][j] = i
  end
  local cap = 0
  for r = 2, 0, -1 do
    if left[r] > 0 then
      cap = r
      break
    end
  end
  local competing = {}
  -- Heap of keys {usage, since, index, job, stamp}; a key whose stamp is not its job's is stale.
  local heap = {}
  local stamps = {}
  local dirty = {}
  local serial = 0
  local function touch(j)
    if stamps[j] == -1 then return end
    stamps[j] = -1
    dirty[#dirty + 1] = j
  end
  local function before(a, b)
    return a[1] < b[1] or (a[1] == b[1] and (a[2] < b[2] or (a[2] == b[2] and a[3] < b[3])))
  end
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
  local function head_of(j)
    local head = 0
    for r = 0, 2 do
      local i = heads[r][j]
      if i ~= nil and competing[i] then
        if head == 0 or since[i] < since[head] or (since[i] == since[head] and i < head) then head = i end
      end
    end
    return head
  end

  -- The settled entries, from the end index a part at a time.
  local settled, si, read, part, done = {}, 1, 0, 64, false
  local function settled_head()
    while si > #settled and not done do
      local ids = redis.call('ZRANGE', K_ENDS, read, read + part - 1)
      read = read + part
      part = math.min(part * 2, 1000)
      if #ids == 0 then
        done = true
      else
        settled, si = {}, 1
        for i, v in ipairs(hmget(K_ENTRIES, ids)) do
          local e = unpack_entry(ids[i], v)
          if e.settled then settled[#settled + 1] = e end
        end
      end
    end
    return settled[si]
  end
  -- The entries in flight, hinted, in end order.
  local open_ids = redis.call('ZRANGE', K_OPEN, 0, -1)
  local open = {}
  for i, v in ipairs(hmget(K_ENTRIES, open_ids)) do open[i] = hint_of(unpack_entry(open_ids[i], v)) end
  table.sort(open, function(a, b) return a['end'] < b['end'] end)
  local oi = 1
  local played = {}
  local np = 1
  local ur, uk = total_r, total_k
  local sums = job_sums()
  local function add(e, sign)
    ur = ur + sign * e.requests
    uk = uk + sign * e.inputTokens
    local j = job_of(e.job)
    local u = sums[j]
    if not u then
      u = { 0, 0 }
      sums[j] = u
    end
    u[1] = u[1] + sign * e.requests
    u[2] = u[2] + sign * e.inputTokens
    touch(j)
  end
  -- The next entry to leave: the earliest end of the three lists' heads (1 settled, 2 open, 3 played).
  local function peek()
    local e, from = settled_head(), 1
    local o = open[oi]
    if o ~= nil and (e == nil or o['end'] < e['end']) then e, from = o, 2 end
    local p = played[np]
    if p ~= nil and (e == nil or p['end'] < e['end']) then e, from = p, 3 end
    return e, from
  end
  local function leave()
    local e, from = peek()
    if from == 1 then si = si + 1 elseif from == 2 then oi = oi + 1 else np = np + 1 end
    add(e, -1)
  end
  local function usage_of(j)
    local u = sums[j]
    if u then return math.max(u[1] * btok, u[2] * breq) end
    return 0
  end
  local function best(at)
    for r = 0, 2 do
      local l = by_rank[r]
      local n = reached[r]
      if r >= cap then
        while n < #l do
          n = n + 1
          competing[l[n]] = true
          touch(jobs[l[n]])
        end
      else
        local latest = at - (cap - r) * window
        while n < #l and since[l[n + 1]] <= latest do
          n = n + 1
          competing[l[n]] = true
          touch(jobs[l[n]])
        end
      end
      reached[r] = n
    end
    for _, j in ipairs(dirty) do
      serial = serial + 1
      stamps[j] = serial
      local h = head_of(j)
      if h > 0 then push({ usage_of(j), since[h], h, j, serial }) end
    end
    dirty = {}
    while #heap > 0 do
      local top = heap[1]
      if stamps[top[4]] == top[5] then return top[3] end
      pop()
    end
    return 0
  end

  local turn = math.max(now, paused_until)
  local count_played = 0
  while true do
    local e = peek()
    while e ~= nil and e['end'] <= turn do
      leave()
      e = peek()
    end
    local b = best(turn)
    if b == 0 then return turn end
    local q = queue[b]
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
    if q.id == who or turn < 0 or count_played >= turns_ahead then return turn end
    -- race.play: the job's next ticket of that rank competes in its place.
    local r = rank[b]
    heads[r][jobs[b]] = after[b]
    left[r] = left[r] - 1
    while cap > 0 and left[cap] == 0 do cap = cap - 1 end
    touch(jobs[b])
    local entry = { ['end'] = turn + window + margin + 1, requests = q.requests, inputTokens = q.inputTokens, job = job_of(q.job) }
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
  local queue = read_queue()
  local mine = nil
  for _, q in ipairs(queue) do
    if q.id == id then mine = q end
  end
  if mine then
    -- sliding-window.ts renewAfterMs: a quarter of the lease.
    if now - mine.seenAt >= lease / 4 then
      mine.seenAt = now
      write_ticket(mine, nil)
    end
  else
    mine = { id = id, requests = creq, inputTokens = ctok, seenAt = now, since = now, job = job, priority = priority }
    queue[#queue + 1] = mine
    new_ticket(mine)
  end
  local best = best_ticket(queue, now)
  local first = queue[best].id == id
  -- sliding-window.ts fitTime at now: the cost fits beside every live entry.
  if first and paused_until <= now and fits(total_r, total_k, creq, ctok) then
    drop_ticket(id)
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
  local turn = predict_turn(queue, id)
  save()
  if turn < 0 then turn = now + span end
  if not first then return { 0, turn - now, 'queue' } end
  if total_r + creq > breq then return { 0, turn - now, 'requests' } end
  return { 0, turn - now, 'inputTokens' }
elseif op == 'cancel' then
  drop_ticket(id)
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
  for _, e in ipairs(cjson.decode(id)) do
    if tonumber(e['end']) > now and redis.call('HEXISTS', K_ENTRIES, e.id) == 0 then
      add_entry({ id = e.id, at = e.at, ['end'] = e['end'], requests = e.requests, inputTokens = e.inputTokens, settled = e.settled == true, job = e.job })
    end
  end
end
save()
return { now }
end

local ok, reply = pcall(decide)
if not ok then
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
`,v=m("server");export{w as a,R as b,g as c,m as d,v as e};
