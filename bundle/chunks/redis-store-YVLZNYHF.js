import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{a as x}from"./chunk-VCUP5Q65.js";import{b as G,d as I,l as L}from"./chunk-NBKQGQ25.js";import{n as e}from"./chunk-WLY234F2.js";import{i as P}from"./chunk-23HJ3TUM.js";import"./chunk-OVDOHCH5.js";import"./chunk-UGY2N7G7.js";import"./chunk-LZBZTBDO.js";import"./chunk-DL62UDP2.js";import"./chunk-NYRTOUVY.js";var V=`
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
local job = ARGV[13] or ''
local priority = ARGV[14] or 'normal'
local ranks = { low = 0, normal = 1, high = 2 }

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
  if tonumber(q.seenAt) + lease > now then
    -- sliding-window.ts prune: a ticket from before fair share keeps the arrival first seen here.
    if tonumber(q.since) == nil then q.since = q.seenAt end
    waiting[#waiting + 1] = q
  end
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

-- sliding-window.ts predictTurn: when waiter 'who' is admitted if the best waiter is admitted at its
-- earliest fit, again and again (-1: never). In one pass over the entries, as there: sorted by end
-- once, leaving the sums (the window's and each job's) as the time moves forward; a played waiter's
-- entry joins a second list, in end order by construction.
local function predict_turn(who)
  local sorted = {}
  for i, e in ipairs(s.entries) do sorted[i] = e end
  table.sort(sorted, function(a, b) return a['end'] < b['end'] end)
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
  local waiting = {}
  for i, q in ipairs(s.queue) do waiting[i] = q end
  local turn = math.max(now, s.pausedUntil)
  while #waiting > 0 do
    local e = peek()
    while e ~= nil and e['end'] <= turn do
      leave()
      e = peek()
    end
    local b = best_by(waiting, usage_of, turn)
    local q = waiting[b]
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
    if q.id == who or turn < 0 then return turn end
    table.remove(waiting, b)
    local entry = { ['end'] = turn + window + margin + 1, requests = q.requests, inputTokens = q.inputTokens, job = job_of(q.job) }
    played[#played + 1] = entry
    add(entry, 1)
  end
  return turn
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
    s.queue[#s.queue + 1] = { id = id, requests = creq, inputTokens = ctok, seenAt = now, since = now, job = job, priority = priority }
  end
  local best = best_ticket(s.queue, s.entries, now)
  local first = s.queue[best].id == id
  if first and s.pausedUntil <= now and fit_time(s.entries, creq, ctok, now) == now then
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
    save()
    return { 1, now, cjson.encode(s) }
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
`;function $(u,m){let l=u?.code,a=u instanceof Error?u.message:String(u);return/^OOM\b/.test(a)?"it is out of memory (OOM: maxmemory reached) and refuses writes":/^READONLY\b/.test(a)?"it is a read-only replica (READONLY) and refuses writes":/^LOADING\b/.test(a)?"it is loading its data set (LOADING)":/^MISCONF\b/.test(a)?"it cannot save to disk and refuses writes (MISCONF)":l==="ECONNREFUSED"||/ECONNREFUSED/.test(a)?"nothing accepts connections there":l==="ENOTFOUND"||l==="EAI_AGAIN"||/ENOTFOUND|EAI_AGAIN/.test(a)?"the host name does not resolve":l==="ETIMEDOUT"||/timed? ?out/i.test(a)?`no answer within ${m} ms`:/WRONGPASS|NOAUTH|invalid password|AUTH/i.test(a)?"it refused the user name or password":/ECONNRESET|EPIPE|closed|writeable|Connection/i.test(a)?"the connection was lost":/READONLY|LOADING|MISCONF|OOM/.test(a)?"the server cannot take writes now":"the server answered with an error"}var J="redis.call('SET', KEYS[1], ARGV[1], 'PX', 60000) return 1",D=u=>e.union([e.array(u),e.object({}).transform(()=>[])]),z=e.object({entries:D(e.object({id:e.string(),at:e.number(),end:e.number(),requests:e.number(),inputTokens:e.number(),settled:e.boolean(),job:e.string().optional()})).optional(),queue:D(e.object({id:e.string(),requests:e.number(),inputTokens:e.number(),seenAt:e.number(),since:e.number().optional(),job:e.string().optional(),priority:e.enum(P).optional()})).optional(),pausedUntil:e.number().optional(),pausedFor:e.union([e.literal(429),e.literal(529)]).optional()}),H=e.union([e.tuple([e.literal(1),e.number(),e.string()]),e.tuple([e.literal(0),e.number(),e.literal("paused"),e.number()]),e.tuple([e.literal(0),e.number(),e.enum(["queue","requests","inputTokens","paused"])])]);function oe(u){let m=u.leaseMs??I,l=u.timeoutMs??2e3,a=`jobai:limit:${u.key}`,i=x(u.url,l),k;i.on("error",t=>{k=t});let F=(()=>{try{return new URL(u.url).host}catch{return"the Redis address"}})();i.defineCommand("jobaiLimit",{numberOfKeys:1,lua:V}),i.defineCommand("jobaiProbe",{numberOfKeys:1,lua:J});let v=i.jobaiLimit.bind(i),W=i.jobaiProbe.bind(i),q=u.now??Date.now,h,_=0,g=!1,c=0,A,w,y=!1,E=!1,R=!1;i.on("connect",()=>{R=!0}),i.on("ready",()=>{E&&(y=!0),E=!0});function S(t){_+=t?1:-1;let n=i.stream;_>0?n?.ref?.():n?.unref?.()}function B(){return new Promise(t=>{let n=()=>{clearTimeout(s),i.off("ready",n),i.off("end",n),t()},s=setTimeout(n,l);s.unref(),i.once("ready",n),i.once("end",n)})}async function K(){["connecting","connect","reconnecting","close"].includes(i.status)&&await B(),(i.status==="wait"||i.status==="end")&&(h??=i.connect().finally(()=>{h=void 0})),h&&await h}async function O(t){if(g)throw new Error("the redis limiter store was closed");S(!0);try{return await K(),await t()}catch(n){throw new Error(`Redis at ${F} could not be used: ${$(k??n,l)}`)}finally{k=void 0,S(!1)}}async function f(t,n,s,o,r=0,d=0,p=G){return O(async()=>{if(y&&t!=="absorb"){y=!1;let Y=q(),C=(U()?.entries??[]).filter(j=>j.end>Y);if(C.length>0){let j=C.map(T=>({...T,at:T.at-c,end:T.end-c}));await v(a,"absorb",JSON.stringify(j),0,0,o.requests,o.inputTokens,o.windowMs,o.marginMs,m,0,o.latencyMs,0)}}return v(a,t,n,s.requests,s.inputTokens,o.requests,o.inputTokens,o.windowMs,o.marginMs,m,Math.max(0,Math.round(r)),o.latencyMs,d,p.job,p.priority,p.next?.id??"",p.next?.requests??0,p.next?.inputTokens??0)})}function U(){return w&&M(w.json,w.skew),A}function N(t,n){return c=q()-n,M(t,c)}function M(t,n){w=void 0;let s=z.parse(JSON.parse(t)),o={entries:s.entries??[],queue:s.queue??[],pausedUntil:s.pausedUntil??0,...s.pausedFor?{pausedFor:s.pausedFor}:{}};return A={entries:o.entries.map(r=>({...r,at:r.at+n,end:r.end+n})),queue:[],pausedUntil:o.pausedUntil>0?o.pausedUntil+n:0},o}let b={requests:0,inputTokens:0};return{name:"redis",async tryAcquire(t,n,s,o){let r=H.parse(await f("acquire",t,n,s,0,0,o));if(r[0]===1)return c=q()-r[1],w={json:r[2],skew:c},{granted:!0,at:r[1]};let d=r[3],p=d===429||d===529?{status:d}:{};return{granted:!1,waitMs:r[1],reason:r[2],...p}},async cancel(t,n){await f("cancel",t,b,n)},async settle(t,n,s){await f("settle",t,n,s)},async pause(t,n,s){await f("pause","",b,n,t,s??0)},async state(t){let[n,s]=e.tuple([e.string(),e.number()]).parse(await f("state","",b,t));return L(N(n,s),t,s,"redis",m)},lastKnown:()=>{let t=U();return t?structuredClone(t):void 0},reached:()=>R,async absorb(t,n){let[s,o]=e.tuple([e.string(),e.number()]).parse(await f("state","",b,n));N(s,o);let r=t.map(d=>({...d,at:d.at-c,end:d.end-c}));r.length>0&&await f("absorb",JSON.stringify(r),b,n)},async probe(){await O(()=>W(`${a}:probe`,String(Date.now())))},async close(){g||(g=!0,i.disconnect())}}}export{oe as createRedisStore,$ as plainRedisError};
