import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{h as T}from"./chunk-7IKJKQZC.js";import{a as E}from"./chunk-MATZTTQQ.js";import{l as e}from"./chunk-7ZY2KNY4.js";import"./chunk-DLQSNH33.js";import"./chunk-NYRTOUVY.js";var v=`
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
if s.pausedUntil <= now then s.pausedUntil = 0 end

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
    return { 0, s.pausedUntil - now, 'paused' }
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
      e.settled = true
      e['end'] = math.min(tonumber(e['end']), now + window + margin + 1)
      break -- the first entry of that id only, as sliding-window.ts does
    end
  end
elseif op == 'pause' then
  s.pausedUntil = math.max(s.pausedUntil, now + duration)
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
`;function M(o,p){let a=o?.code,d=o instanceof Error?o.message:String(o);return a==="ECONNREFUSED"||/ECONNREFUSED/.test(d)?"nothing accepts connections there":a==="ENOTFOUND"||a==="EAI_AGAIN"||/ENOTFOUND|EAI_AGAIN/.test(d)?"the host name does not resolve":a==="ETIMEDOUT"||/timed? ?out/i.test(d)?`no answer within ${p} ms`:/WRONGPASS|NOAUTH|invalid password|AUTH/i.test(d)?"it refused the user name or password":/ECONNRESET|EPIPE|closed|writeable|Connection/i.test(d)?"the connection was lost":/READONLY|LOADING|MISCONF|OOM/.test(d)?"the server cannot take writes now":"the server answered with an error"}var A=o=>e.union([e.array(o),e.object({}).transform(()=>[])]),j=e.object({entries:A(e.object({id:e.string(),at:e.number(),end:e.number(),requests:e.number(),inputTokens:e.number(),settled:e.boolean()})).optional(),queue:A(e.object({id:e.string(),requests:e.number(),inputTokens:e.number(),seenAt:e.number()})).optional(),pausedUntil:e.number().optional()}),C=e.union([e.tuple([e.literal(1),e.number(),e.string()]),e.tuple([e.literal(0),e.number(),e.enum(["queue","requests","inputTokens","paused"])])]);function x(o){let p=o.leaseMs??3e3,a=o.timeoutMs??2e3,d=`jobai:limit:${o.key}`,i=E(o.url,a),b;i.on("error",t=>{b=t});let R=(()=>{try{return new URL(o.url).host}catch{return"the Redis address"}})();i.defineCommand("jobaiLimit",{numberOfKeys:1,lua:v});let S=i.jobaiLimit.bind(i),U=o.now??Date.now,w,y=0,q=!1,c=0,h;function g(t){y+=t?1:-1;let n=i.stream;y>0?n?.ref?.():n?.unref?.()}function _(){return new Promise(t=>{let n=()=>{clearTimeout(r),i.off("ready",n),i.off("end",n),t()},r=setTimeout(n,a);r.unref(),i.once("ready",n),i.once("end",n)})}async function N(){["connecting","connect","reconnecting","close"].includes(i.status)&&await _(),(i.status==="wait"||i.status==="end")&&(w??=i.connect().finally(()=>{w=void 0})),w&&await w}async function l(t,n,r,s,u=0){if(q)throw new Error("the redis limiter store was closed");g(!0);try{return await N(),await S(d,t,n,r.requests,r.inputTokens,s.requests,s.inputTokens,s.windowMs,s.marginMs,p,Math.max(0,Math.round(u)),s.latencyMs)}catch(f){throw new Error(`Redis at ${R} could not be used: ${M(b??f,a)}`)}finally{b=void 0,g(!1)}}function k(t,n){c=U()-n;let r=j.parse(JSON.parse(t)),s={entries:r.entries??[],queue:r.queue??[],pausedUntil:r.pausedUntil??0};return h={entries:s.entries.map(u=>({...u,at:u.at+c,end:u.end+c})),queue:[],pausedUntil:s.pausedUntil>0?s.pausedUntil+c:0},s}let m={requests:0,inputTokens:0};return{name:"redis",async tryAcquire(t,n,r){let s=C.parse(await l("acquire",t,n,r));return s[0]===1?(k(s[2],s[1]),{granted:!0,at:s[1]}):{granted:!1,waitMs:s[1],reason:s[2]}},async cancel(t,n){await l("cancel",t,m,n)},async settle(t,n,r){await l("settle",t,n,r)},async pause(t,n){await l("pause","",m,n,t)},async state(t){let[n,r]=e.tuple([e.string(),e.number()]).parse(await l("state","",m,t));return T(k(n,r),t,r,"redis",p)},lastKnown:()=>h?structuredClone(h):void 0,async absorb(t,n){let[r,s]=e.tuple([e.string(),e.number()]).parse(await l("state","",m,n));k(r,s);let u=t.map(f=>({...f,at:f.at-c,end:f.end-c}));u.length>0&&await l("absorb",JSON.stringify(u),m,n)},async close(){q||(q=!0,i.disconnect())}}}export{x as createRedisStore,M as plainRedisError};
