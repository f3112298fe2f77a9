import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{k as u}from"./chunk-DLWUU4CY.js";import{a as b}from"./chunk-ZIMIEJEU.js";import{p as e}from"./chunk-RWMLVCTP.js";import"./chunk-CZJVKGVG.js";import"./chunk-DL62UDP2.js";import"./chunk-NDJNVI3F.js";var j=10080*6e4,f=`
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
`,y=e.union([e.tuple([e.literal(1)]),e.tuple([e.literal(0),e.enum(["job","build"]),e.number(),e.number(),e.number()])]),h=e.tuple([e.number(),e.number(),e.number(),e.number()]);function g(l){let{call:m,close:c}=u(l.url,l.timeoutMs??2e3,{ca:l.ca,scripts:{jobaiSpend:f}}),p=b(l.key),i=(t,...o)=>m(n=>n.jobaiSpend.call(n,1,p.spend(t.build),...o,j)),a=t=>t===void 0?-1:t;return{name:"redis",async reserve(t,o,n,d,s){let r=y.parse(await i(t,"reserve",o,t.job,n,a(d.job),a(d.build),s));return r[0]===1?{granted:!0}:{granted:!1,scope:r[1],limit:r[2],spent:r[3],held:r[4]}},async settle(t,o,n,d){await i(t,"settle",o,t.job,n,-1,-1,d)},async view(t){let[o,n,d,s]=h.parse(await i(t,"view","",t.job,0,-1,-1,0));return{build:{spent:o,held:n},job:{spent:d,held:s}}},async close(){c()}}}export{j as SPEND_KEY_TTL_MS,f as SPEND_SCRIPT,g as createRedisLedger};
