import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{j as e,r as n}from"./chunk-ZTQCBQWL.js";var i={server:`local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`,argument:"local now = tonumber(ARGV[19])"};function o(t){return s.replace("--[[clock]]",i[t])}var s=`
${n}
-- Why the value read was rebuilt (window-bounds.ts), sent back around the reply for the warning.
local rebuilt = nil
local function decide()
--[[clock]]
local turns_ahead = ${e}

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

local s = nil
local raw = redis.call('GET', KEYS[1])
if raw then
  local ok, decoded = pcall(cjson.decode, raw)
  if not ok then
    rebuilt = 'it is not JSON'
  else
    rebuilt = window_fault(decoded, window_bounds(now, window, span, bounded))
  end
  if rebuilt == nil then
    s = decoded
  else
    s = { entries = { { id = 'rebuilt-' .. now, at = now, ['end'] = now + span, requests = breq, inputTokens = btok, settled = true } }, queue = {}, pausedUntil = 0 }
  end
end
if type(s) ~= 'table' then s = { entries = {}, queue = {} } end
s.pausedUntil = tonumber(s.pausedUntil) or 0

-- Whether the window changed: an ask that changes nothing writes back what it read (see save). Every
-- other op is taken to change it.
local changed = raw == nil or rebuilt ~= nil or op ~= 'acquire'
local live = {}
for _, e in ipairs(s.entries) do
  if tonumber(e['end']) > now then live[#live + 1] = e end
end
if #live ~= #s.entries then changed = true end
s.entries = live
local waiting = {}
for _, q in ipairs(s.queue) do
  if tonumber(q.seenAt) + lease > now then
    -- sliding-window.ts prune: a ticket from before fair share keeps the arrival first seen here.
    if tonumber(q.since) == nil then
      q.since = q.seenAt
      changed = true
    end
    waiting[#waiting + 1] = q
  end
end
if #waiting ~= #s.queue then changed = true end
s.queue = waiting
if s.pausedUntil <= now then
  if s.pausedUntil ~= 0 or s.pausedFor ~= nil then changed = true end
  s.pausedUntil = 0
  s.pausedFor = nil
end

-- The entries in end order: as stored (sliding-window.ts keepEndOrder), else sorted (a copy).
local function by_end(list)
  local ordered = true
  for i = 2, #list do
    if list[i]['end'] < list[i - 1]['end'] then
      ordered = false
      break
    end
  end
  if ordered then return list end
  local sorted = {}
  for i, e in ipairs(list) do sorted[i] = e end
  table.sort(sorted, function(a, b) return a['end'] < b['end'] end)
  return sorted
end

local function fits(r, k, cr, ck)
  return r + cr <= breq and k + ck <= btok
end

local function fit_time(list, cr, ck, at)
  local r, k = 0, 0
  for _, e in ipairs(list) do r = r + e.requests; k = k + e.inputTokens end
  if fits(r, k, cr, ck) then return at end
  for _, e in ipairs(by_end(list)) do
    r = r - e.requests
    k = k - e.inputTokens
    if fits(r, k, cr, ck) then return math.max(at, e['end']) end
  end
  return -1
end

local function job_of(v)
  if type(v) == 'string' then return v end
  return ''
end

-- sliding-window.ts jobUsage: each job's dominant share of the live entries, as a whole number.
local function job_usage(list, at)
  local sums = {}
  for _, e in ipairs(list) do
    if tonumber(e['end']) > at then
      local j = job_of(e.job)
      local u = sums[j]
      if not u then
        u = { 0, 0 }
        sums[j] = u
      end
      u[1] = u[1] + e.requests
      u[2] = u[2] + e.inputTokens
    end
  end
  local usage = {}
  for j, u in pairs(sums) do usage[j] = math.max(u[1] * btok, u[2] * breq) end
  return usage
end

-- sliding-window.ts levelOf: the rank plus one per whole window waited, up to the cap.
local function level_of(q, at, cap)
  local since = tonumber(q.since) or tonumber(q.seenAt)
  return math.min(cap, (ranks[q.priority] or 1) + math.floor(math.max(0, at - since) / window))
end

-- sliding-window.ts bestTicket: highest level, then least usage of its job, then oldest, then first;
-- best_by takes each job's usage as a function (predict_turn keeps it as it plays the queue).
local function best_by(tickets, usage_of, at)
  if #tickets <= 1 then return #tickets end
  local cap = 0
  for _, q in ipairs(tickets) do cap = math.max(cap, ranks[q.priority] or 1) end
  local best, bl, bu, bs = 0, 0, 0, 0
  for i, q in ipairs(tickets) do
    local l = level_of(q, at, cap)
    local u = usage_of(job_of(q.job))
    local since = tonumber(q.since) or tonumber(q.seenAt)
    if best == 0 or l > bl or (l == bl and (u < bu or (u == bu and since < bs))) then
      best, bl, bu, bs = i, l, u, since
    end
  end
  return best
end

local function best_ticket(tickets, list, at)
  if #tickets <= 1 then return #tickets end
  local usage = job_usage(list, at)
  return best_by(tickets, function(j) return usage[j] or 0 end, at)
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
-- turn). Entries in one pass, as there: sorted by end once, leaving the sums (the window's and each
-- job's) as the time moves forward; a played waiter's entry joins a second list, in end order by
-- construction. Tickets as TicketRace there: only those at the cap's level compete, each rank's in
-- arrival order as the time reaches them; the jobs in a heap by usage, oldest candidate, place.
local function predict_turn(who)
  local queue = s.queue
  local nq = #queue
  local since, rank, jobs = {}, {}, {}
  local sorted_by_since = true
  for i, q in ipairs(queue) do
    since[i] = tonumber(q.since) or tonumber(q.seenAt)
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
    local last = heap[n]
    heap[n] = nil
    n = n - 1
    if n == 0 then return end
    local i = 1
    while true do
      local child = 2 * i
      if child > n then break end
      if child + 1 <= n and before(heap[child + 1], heap[child]) then child = child + 1 end
      if not before(heap[child], last) then break end
      heap[i] = heap[child]
      i = child
    end
    heap[i] = last
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

  local hinted = {}
  for i, e in ipairs(s.entries) do hinted[i] = hint_of(e) end
  local sorted = by_end(hinted)
  local played = {}
  local ns, np = 1, 1
  local ur, uk = 0, 0
  local sums = {}
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
  for _, e in ipairs(sorted) do add(e, 1) end
  -- The next entry to leave: the earlier end of the two lists' heads.
  local function peek()
    local a, b = sorted[ns], played[np]
    if a == nil then return b, true end
    if b == nil then return a, false end
    if b['end'] < a['end'] then return b, true end
    return a, false
  end
  local function leave()
    local e, from_played = peek()
    if from_played then np = np + 1 else ns = ns + 1 end
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

  local turn = math.max(now, s.pausedUntil)
  local count = 0
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
    count = count + 1
    if q.id == who or turn < 0 or count >= turns_ahead then return turn end
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

-- Write the window back; returns the JSON written (a grant replies with it, encoded once). A window
-- that did not change is written back as it was read, without encoding it again: every decision
-- still writes, so a server that refuses writes (read-only, out of memory) fails it at once and the
-- process falls back (fallback-store.ts), and the key's expiry moves on as before.
local function save()
  local ttl = span + lease
  if s.pausedUntil > now then ttl = ttl + (s.pausedUntil - now) end
  -- Never before its longest entry leaves: the fall-back's hand-over counts what it could not see
  -- for a span and a retry interval (fallback-store.ts), longer than a span.
  for _, e in ipairs(s.entries) do
    local left = tonumber(e['end']) - now + lease
    if left > ttl then ttl = left end
  end
  local json = raw
  if changed then json = cjson.encode(s) end
  redis.call('SET', KEYS[1], json, 'PX', math.floor(ttl))
  return json
end

if op == 'acquire' then
  local mine = nil
  for _, q in ipairs(s.queue) do
    if q.id == id then mine = q end
  end
  if mine then
    -- sliding-window.ts renewAfterMs: a quarter of the lease.
    if now - mine.seenAt >= lease / 4 then
      mine.seenAt = now
      changed = true
    end
  else
    s.queue[#s.queue + 1] = { id = id, requests = creq, inputTokens = ctok, seenAt = now, since = now, job = job, priority = priority }
    changed = true
  end
  local best = best_ticket(s.queue, s.entries, now)
  local first = s.queue[best].id == id
  if first and s.pausedUntil <= now and fit_time(s.entries, creq, ctok, now) == now then
    changed = true
    table.remove(s.queue, best)
    s.entries[#s.entries + 1] = { id = id, at = now, ['end'] = now + span, requests = creq, inputTokens = ctok, settled = false, job = job }
    -- sliding-window.ts decide: the process's next waiter keeps its place from now.
    local nid = ARGV[15] or ''
    if nid ~= '' and nid ~= id then
      local held = false
      for _, q in ipairs(s.queue) do
        if q.id == nid then held = true end
      end
      if not held then
        s.queue[#s.queue + 1] = { id = nid, requests = tonumber(ARGV[16]), inputTokens = tonumber(ARGV[17]), seenAt = now, since = now, job = job, priority = priority }
      end
    end
    return { 1, now, save() }
  end
  if first and s.pausedUntil > now then
    save()
    return { 0, s.pausedUntil - now, 'paused', tonumber(s.pausedFor) or 0 }
  end
  local turn = predict_turn(id)
  save()
  if turn < 0 then turn = now + span end
  if not first then return { 0, turn - now, 'queue' } end
  local r = 0
  for _, e in ipairs(s.entries) do r = r + e.requests end
  if r + creq > breq then return { 0, turn - now, 'requests' } end
  return { 0, turn - now, 'inputTokens' }
elseif op == 'cancel' then
  local rest = {}
  for _, q in ipairs(s.queue) do
    if q.id ~= id then rest[#rest + 1] = q end
  end
  s.queue = rest
elseif op == 'settle' then
  for i, e in ipairs(s.entries) do
    if e.id == id then
      e.requests = creq
      e.inputTokens = ctok
      -- The first settle: its response was seen 'duration' ms ago (bounded by the client, and never
      -- before its admission), so it ends one window after that, even past its admission estimate
      -- (sliding-window.ts, settle). A later one changes the cost only.
      if e.settled ~= true then
        e['end'] = now - math.min(duration, now - e.at) + window + margin + 1
        -- sliding-window.ts keepEndOrder: after the last other entry that ends no later.
        table.remove(s.entries, i)
        local at = #s.entries
        while at > 0 and s.entries[at]['end'] > e['end'] do at = at - 1 end
        table.insert(s.entries, at + 1, e)
      end
      e.settled = true
      break -- the first entry of that id only, as sliding-window.ts does
    end
  end
elseif op == 'pause' then
  if bounded then duration = math.min(duration, longest_pause(window)) end
  if now + duration > s.pausedUntil then
    s.pausedUntil = now + duration
    local status = tonumber(ARGV[12]) or 0
    if status > 0 then s.pausedFor = status else s.pausedFor = nil end
  end
elseif op == 'state' then
  return { cjson.encode(s), now }
elseif op == 'absorb' then
  -- window-state.ts absorbEntries: an entry held already keeps the longer of the two copies.
  local held = {}
  for _, e in ipairs(s.entries) do held[e.id] = e end
  for _, e in ipairs(cjson.decode(id)) do
    if tonumber(e['end']) > now then
      local same = held[e.id]
      if same == nil then
        s.entries[#s.entries + 1] = e
        held[e.id] = e
      else
        same['end'] = math.max(tonumber(same['end']), tonumber(e['end']))
        same.requests = math.max(tonumber(same.requests), tonumber(e.requests))
        same.inputTokens = math.max(tonumber(same.inputTokens), tonumber(e.inputTokens))
        same.settled = same.settled == true or e.settled == true
      end
    end
  end
end
save()
return { now }
end
local reply = decide()
if rebuilt ~= nil then return { 'rebuilt', rebuilt, reply } end
return reply
`,l=o("server");export{o as a,l as b};
