/**
 * The Redis store's one server-side script: the rules of `sliding-window.ts`, run atomically on the
 * Redis server with its clock (`TIME`), so hosts with skewed clocks still share one window. Keep the
 * two in step; test/limit/redis-store.test.ts runs the same scenarios on both.
 *
 * KEYS[1] state key (JSON: entries {id, at, end, requests, inputTokens, settled}, queue, pausedUntil)
 * ARGV op (acquire|cancel|settle|pause|state|absorb), id (for absorb: a JSON list of entries, times
 *      on the server's clock), requests, inputTokens, budget requests, budget inputTokens, windowMs,
 *      marginMs, leaseMs, pause duration ms, latencyMs, pause status (429, 529; 0 unknown)
 * Replies: acquire {1, at, json} or {0, waitMs, reason} ({0, waitMs, 'paused', status} when paused);
 * state {json, now}; others {now}.
 * A value that is not a window (corrupt JSON, another shape) is rebuilt FULL, as the file store does
 * (file-store.ts, fullWindow): the whole budget counted as used until a request admitted now leaves.
 */
export const LIMIT_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)

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

local function is_window(v)
  return type(v) == 'table' and type(v.entries) == 'table' and type(v.queue) == 'table'
end
local s = nil
local raw = redis.call('GET', KEYS[1])
if raw then
  local ok, decoded = pcall(cjson.decode, raw)
  if ok and is_window(decoded) then
    s = decoded
  else
    s = { entries = { { id = 'rebuilt-' .. now, at = now, ['end'] = now + span, requests = breq, inputTokens = btok, settled = true } }, queue = {}, pausedUntil = 0 }
  end
end
if type(s) ~= 'table' then s = { entries = {}, queue = {} } end
s.pausedUntil = tonumber(s.pausedUntil) or 0

local live = {}
for _, e in ipairs(s.entries) do
  if tonumber(e['end']) > now then live[#live + 1] = e end
end
s.entries = live
local waiting = {}
for _, q in ipairs(s.queue) do
  if tonumber(q.seenAt) + lease > now then waiting[#waiting + 1] = q end
end
s.queue = waiting
if s.pausedUntil <= now then
  s.pausedUntil = 0
  s.pausedFor = nil
end

local function fits(r, k, cr, ck)
  return r + cr <= breq and k + ck <= btok
end

local function fit_time(list, cr, ck, at)
  local r, k = 0, 0
  for _, e in ipairs(list) do r = r + e.requests; k = k + e.inputTokens end
  if fits(r, k, cr, ck) then return at end
  local sorted = {}
  for i, e in ipairs(list) do sorted[i] = e end
  table.sort(sorted, function(a, b) return a['end'] < b['end'] end)
  for _, e in ipairs(sorted) do
    r = r - e.requests
    k = k - e.inputTokens
    if fits(r, k, cr, ck) then return math.max(at, e['end']) end
  end
  return -1
end

local function save()
  local ttl = span + lease
  if s.pausedUntil > now then ttl = ttl + (s.pausedUntil - now) end
  redis.call('SET', KEYS[1], cjson.encode(s), 'PX', math.floor(ttl))
end

if op == 'acquire' then
  local mine = nil
  for _, q in ipairs(s.queue) do
    if q.id == id then mine = q end
  end
  if mine then
    mine.seenAt = now
  else
    s.queue[#s.queue + 1] = { id = id, requests = creq, inputTokens = ctok, seenAt = now }
  end
  local first = s.queue[1].id == id
  if first and s.pausedUntil <= now and fit_time(s.entries, creq, ctok, now) == now then
    table.remove(s.queue, 1)
    s.entries[#s.entries + 1] = { id = id, at = now, ['end'] = now + span, requests = creq, inputTokens = ctok, settled = false }
    save()
    return { 1, now, cjson.encode(s) }
  end
  if first and s.pausedUntil > now then
    save()
    return { 0, s.pausedUntil - now, 'paused', tonumber(s.pausedFor) or 0 }
  end
  local played = {}
  for i, e in ipairs(s.entries) do played[i] = e end
  local turn = math.max(now, s.pausedUntil)
  for _, q in ipairs(s.queue) do
    turn = fit_time(played, q.requests, q.inputTokens, turn)
    if q.id == id or turn < 0 then break end
    played[#played + 1] = { ['end'] = turn + window + margin + 1, requests = q.requests, inputTokens = q.inputTokens }
  end
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
  for _, e in ipairs(s.entries) do
    if e.id == id then
      e.requests = creq
      e.inputTokens = ctok
      -- The first settle: its response was seen now, so it ends one window after now, even past its
      -- admission estimate (sliding-window.ts, settle). A later one changes the cost only.
      if e.settled ~= true then e['end'] = now + window + margin + 1 end
      e.settled = true
      break -- the first entry of that id only, as sliding-window.ts does
    end
  end
elseif op == 'pause' then
  if now + duration > s.pausedUntil then
    s.pausedUntil = now + duration
    local status = tonumber(ARGV[12]) or 0
    if status > 0 then s.pausedFor = status else s.pausedFor = nil end
  end
elseif op == 'state' then
  return { cjson.encode(s), now }
elseif op == 'absorb' then
  local held = {}
  for _, e in ipairs(s.entries) do held[e.id] = true end
  for _, e in ipairs(cjson.decode(id)) do
    if tonumber(e['end']) > now and not held[e.id] then
      s.entries[#s.entries + 1] = e
      held[e.id] = true
    end
  end
end
save()
return { now }
`;
