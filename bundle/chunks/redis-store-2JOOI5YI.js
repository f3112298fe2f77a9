import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{a as P}from"./chunk-VCUP5Q65.js";import{b as N,d as M,l as C}from"./chunk-YRIPN64Z.js";import{n as e}from"./chunk-WLY234F2.js";import{i as U}from"./chunk-S4SSA7JE.js";import"./chunk-6HYLPTQX.js";import"./chunk-DL62UDP2.js";import"./chunk-LZBZTBDO.js";import"./chunk-NYRTOUVY.js";var G=`
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

-- sliding-window.ts bestTicket: highest level, then least usage of its job, then oldest, then first.
local function best_ticket(tickets, list, at)
  if #tickets <= 1 then return #tickets end
  local usage = job_usage(list, at)
  local cap = 0
  for _, q in ipairs(tickets) do cap = math.max(cap, ranks[q.priority] or 1) end
  local best, bl, bu, bs = 0, 0, 0, 0
  for i, q in ipairs(tickets) do
    local l = level_of(q, at, cap)
    local u = usage[job_of(q.job)] or 0
    local since = tonumber(q.since) or tonumber(q.seenAt)
    if best == 0 or l > bl or (l == bl and (u < bu or (u == bu and since < bs))) then
      best, bl, bu, bs = i, l, u, since
    end
  end
  return best
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
  -- sliding-window.ts predictTurn: the best waiter admitted at its earliest fit, again and again.
  local played = {}
  for i, e in ipairs(s.entries) do played[i] = e end
  local waiting = {}
  for i, q in ipairs(s.queue) do waiting[i] = q end
  local turn = math.max(now, s.pausedUntil)
  while #waiting > 0 do
    local b = best_ticket(waiting, played, turn)
    local q = waiting[b]
    turn = fit_time(played, q.requests, q.inputTokens, turn)
    if q.id == id or turn < 0 then break end
    table.remove(waiting, b)
    played[#played + 1] = { ['end'] = turn + window + margin + 1, requests = q.requests, inputTokens = q.inputTokens, job = job_of(q.job) }
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
`;function B(u,p){let l=u?.code,a=u instanceof Error?u.message:String(u);return/^OOM\b/.test(a)?"it is out of memory (OOM: maxmemory reached) and refuses writes":/^READONLY\b/.test(a)?"it is a read-only replica (READONLY) and refuses writes":/^LOADING\b/.test(a)?"it is loading its data set (LOADING)":/^MISCONF\b/.test(a)?"it cannot save to disk and refuses writes (MISCONF)":l==="ECONNREFUSED"||/ECONNREFUSED/.test(a)?"nothing accepts connections there":l==="ENOTFOUND"||l==="EAI_AGAIN"||/ENOTFOUND|EAI_AGAIN/.test(a)?"the host name does not resolve":l==="ETIMEDOUT"||/timed? ?out/i.test(a)?`no answer within ${p} ms`:/WRONGPASS|NOAUTH|invalid password|AUTH/i.test(a)?"it refused the user name or password":/ECONNRESET|EPIPE|closed|writeable|Connection/i.test(a)?"the connection was lost":/READONLY|LOADING|MISCONF|OOM/.test(a)?"the server cannot take writes now":"the server answered with an error"}var W="redis.call('SET', KEYS[1], ARGV[1], 'PX', 60000) return 1",I=u=>e.union([e.array(u),e.object({}).transform(()=>[])]),K=e.object({entries:I(e.object({id:e.string(),at:e.number(),end:e.number(),requests:e.number(),inputTokens:e.number(),settled:e.boolean(),job:e.string().optional()})).optional(),queue:I(e.object({id:e.string(),requests:e.number(),inputTokens:e.number(),seenAt:e.number(),since:e.number().optional(),job:e.string().optional(),priority:e.enum(U).optional()})).optional(),pausedUntil:e.number().optional(),pausedFor:e.union([e.literal(429),e.literal(529)]).optional()}),Y=e.union([e.tuple([e.literal(1),e.number(),e.string()]),e.tuple([e.literal(0),e.number(),e.literal("paused"),e.number()]),e.tuple([e.literal(0),e.number(),e.enum(["queue","requests","inputTokens","paused"])])]);function ne(u){let p=u.leaseMs??M,l=u.timeoutMs??2e3,a=`jobai:limit:${u.key}`,o=P(u.url,l),q;o.on("error",t=>{q=t});let L=(()=>{try{return new URL(u.url).host}catch{return"the Redis address"}})();o.defineCommand("jobaiLimit",{numberOfKeys:1,lua:G}),o.defineCommand("jobaiProbe",{numberOfKeys:1,lua:W});let A=o.jobaiLimit.bind(o),V=o.jobaiProbe.bind(o),v=u.now??Date.now,b,E=0,k=!1,c=0,h,g=!1,R=!1;o.on("ready",()=>{R&&(g=!0),R=!0});function S(t){E+=t?1:-1;let n=o.stream;E>0?n?.ref?.():n?.unref?.()}function x(){return new Promise(t=>{let n=()=>{clearTimeout(s),o.off("ready",n),o.off("end",n),t()},s=setTimeout(n,l);s.unref(),o.once("ready",n),o.once("end",n)})}async function D(){["connecting","connect","reconnecting","close"].includes(o.status)&&await x(),(o.status==="wait"||o.status==="end")&&(b??=o.connect().finally(()=>{b=void 0})),b&&await b}async function _(t){if(k)throw new Error("the redis limiter store was closed");S(!0);try{return await D(),await t()}catch(n){throw new Error(`Redis at ${L} could not be used: ${B(q??n,l)}`)}finally{q=void 0,S(!1)}}async function f(t,n,s,i,r=0,d=0,m=N){return _(async()=>{if(g&&t!=="absorb"){g=!1;let F=v(),O=(h?.entries??[]).filter(T=>T.end>F);if(O.length>0){let T=O.map(j=>({...j,at:j.at-c,end:j.end-c}));await A(a,"absorb",JSON.stringify(T),0,0,i.requests,i.inputTokens,i.windowMs,i.marginMs,p,0,i.latencyMs,0)}}return A(a,t,n,s.requests,s.inputTokens,i.requests,i.inputTokens,i.windowMs,i.marginMs,p,Math.max(0,Math.round(r)),i.latencyMs,d,m.job,m.priority,m.next?.id??"",m.next?.requests??0,m.next?.inputTokens??0)})}function y(t,n){c=v()-n;let s=K.parse(JSON.parse(t)),i={entries:s.entries??[],queue:s.queue??[],pausedUntil:s.pausedUntil??0,...s.pausedFor?{pausedFor:s.pausedFor}:{}};return h={entries:i.entries.map(r=>({...r,at:r.at+c,end:r.end+c})),queue:[],pausedUntil:i.pausedUntil>0?i.pausedUntil+c:0},i}let w={requests:0,inputTokens:0};return{name:"redis",async tryAcquire(t,n,s,i){let r=Y.parse(await f("acquire",t,n,s,0,0,i));if(r[0]===1)return y(r[2],r[1]),{granted:!0,at:r[1]};let d=r[3],m=d===429||d===529?{status:d}:{};return{granted:!1,waitMs:r[1],reason:r[2],...m}},async cancel(t,n){await f("cancel",t,w,n)},async settle(t,n,s){await f("settle",t,n,s)},async pause(t,n,s){await f("pause","",w,n,t,s??0)},async state(t){let[n,s]=e.tuple([e.string(),e.number()]).parse(await f("state","",w,t));return C(y(n,s),t,s,"redis",p)},lastKnown:()=>h?structuredClone(h):void 0,async absorb(t,n){let[s,i]=e.tuple([e.string(),e.number()]).parse(await f("state","",w,n));y(s,i);let r=t.map(d=>({...d,at:d.at-c,end:d.end-c}));r.length>0&&await f("absorb",JSON.stringify(r),w,n)},async probe(){await _(()=>V(`${a}:probe`,String(Date.now())))},async close(){k||(k=!0,o.disconnect())}}}export{ne as createRedisStore,B as plainRedisError};
