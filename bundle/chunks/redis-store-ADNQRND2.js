import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{a as M}from"./chunk-MATZTTQQ.js";import{h as U}from"./chunk-J2T4SJ2O.js";import{n as e}from"./chunk-WLY234F2.js";import"./chunk-LZBZTBDO.js";import"./chunk-NYRTOUVY.js";var P=`
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
`;function F(a,f){let d=a?.code,o=a instanceof Error?a.message:String(a);return/^OOM\b/.test(o)?"it is out of memory (OOM: maxmemory reached) and refuses writes":/^READONLY\b/.test(o)?"it is a read-only replica (READONLY) and refuses writes":/^LOADING\b/.test(o)?"it is loading its data set (LOADING)":/^MISCONF\b/.test(o)?"it cannot save to disk and refuses writes (MISCONF)":d==="ECONNREFUSED"||/ECONNREFUSED/.test(o)?"nothing accepts connections there":d==="ENOTFOUND"||d==="EAI_AGAIN"||/ENOTFOUND|EAI_AGAIN/.test(o)?"the host name does not resolve":d==="ETIMEDOUT"||/timed? ?out/i.test(o)?`no answer within ${f} ms`:/WRONGPASS|NOAUTH|invalid password|AUTH/i.test(o)?"it refused the user name or password":/ECONNRESET|EPIPE|closed|writeable|Connection/i.test(o)?"the connection was lost":/READONLY|LOADING|MISCONF|OOM/.test(o)?"the server cannot take writes now":"the server answered with an error"}var V="redis.call('SET', KEYS[1], ARGV[1], 'PX', 60000) return 1",_=a=>e.union([e.array(a),e.object({}).transform(()=>[])]),x=e.object({entries:_(e.object({id:e.string(),at:e.number(),end:e.number(),requests:e.number(),inputTokens:e.number(),settled:e.boolean()})).optional(),queue:_(e.object({id:e.string(),requests:e.number(),inputTokens:e.number(),seenAt:e.number()})).optional(),pausedUntil:e.number().optional(),pausedFor:e.union([e.literal(429),e.literal(529)]).optional()}),B=e.union([e.tuple([e.literal(1),e.number(),e.string()]),e.tuple([e.literal(0),e.number(),e.literal("paused"),e.number()]),e.tuple([e.literal(0),e.number(),e.enum(["queue","requests","inputTokens","paused"])])]);function H(a){let f=a.leaseMs??3e3,d=a.timeoutMs??2e3,o=`jobai:limit:${a.key}`,i=M(a.url,d),h;i.on("error",t=>{h=t});let C=(()=>{try{return new URL(a.url).host}catch{return"the Redis address"}})();i.defineCommand("jobaiLimit",{numberOfKeys:1,lua:P}),i.defineCommand("jobaiProbe",{numberOfKeys:1,lua:V});let E=i.jobaiLimit.bind(i),G=i.jobaiProbe.bind(i),S=a.now??Date.now,w,A=0,q=!1,l=0,b,k=!1,R=!1;i.on("ready",()=>{R&&(k=!0),R=!0});function O(t){A+=t?1:-1;let n=i.stream;A>0?n?.ref?.():n?.unref?.()}function I(){return new Promise(t=>{let n=()=>{clearTimeout(r),i.off("ready",n),i.off("end",n),t()},r=setTimeout(n,d);r.unref(),i.once("ready",n),i.once("end",n)})}async function j(){["connecting","connect","reconnecting","close"].includes(i.status)&&await I(),(i.status==="wait"||i.status==="end")&&(w??=i.connect().finally(()=>{w=void 0})),w&&await w}async function v(t){if(q)throw new Error("the redis limiter store was closed");O(!0);try{return await j(),await t()}catch(n){throw new Error(`Redis at ${C} could not be used: ${F(h??n,d)}`)}finally{h=void 0,O(!1)}}async function c(t,n,r,s,u=0,m=0){return v(async()=>{if(k&&t!=="absorb"){k=!1;let L=S(),N=(b?.entries??[]).filter(T=>T.end>L);if(N.length>0){let T=N.map(g=>({...g,at:g.at-l,end:g.end-l}));await E(o,"absorb",JSON.stringify(T),0,0,s.requests,s.inputTokens,s.windowMs,s.marginMs,f,0,s.latencyMs,0)}}return E(o,t,n,r.requests,r.inputTokens,s.requests,s.inputTokens,s.windowMs,s.marginMs,f,Math.max(0,Math.round(u)),s.latencyMs,m)})}function y(t,n){l=S()-n;let r=x.parse(JSON.parse(t)),s={entries:r.entries??[],queue:r.queue??[],pausedUntil:r.pausedUntil??0,...r.pausedFor?{pausedFor:r.pausedFor}:{}};return b={entries:s.entries.map(u=>({...u,at:u.at+l,end:u.end+l})),queue:[],pausedUntil:s.pausedUntil>0?s.pausedUntil+l:0},s}let p={requests:0,inputTokens:0};return{name:"redis",async tryAcquire(t,n,r){let s=B.parse(await c("acquire",t,n,r));if(s[0]===1)return y(s[2],s[1]),{granted:!0,at:s[1]};let u=s[3],m=u===429||u===529?{status:u}:{};return{granted:!1,waitMs:s[1],reason:s[2],...m}},async cancel(t,n){await c("cancel",t,p,n)},async settle(t,n,r){await c("settle",t,n,r)},async pause(t,n,r){await c("pause","",p,n,t,r??0)},async state(t){let[n,r]=e.tuple([e.string(),e.number()]).parse(await c("state","",p,t));return U(y(n,r),t,r,"redis",f)},lastKnown:()=>b?structuredClone(b):void 0,async absorb(t,n){let[r,s]=e.tuple([e.string(),e.number()]).parse(await c("state","",p,n));y(r,s);let u=t.map(m=>({...m,at:m.at-l,end:m.end-l}));u.length>0&&await c("absorb",JSON.stringify(u),p,n)},async probe(){await v(()=>G(`${o}:probe`,String(Date.now())))},async close(){q||(q=!0,i.disconnect())}}}export{H as createRedisStore,F as plainRedisError};
