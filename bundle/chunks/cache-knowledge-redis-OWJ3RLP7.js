import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{c as T}from"./chunk-EQJQ3FPQ.js";import"./chunk-ISO6OGT4.js";import{k as y}from"./chunk-DLWUU4CY.js";import{a as b}from"./chunk-ZIMIEJEU.js";import{p as w}from"./chunk-RWMLVCTP.js";import"./chunk-CZJVKGVG.js";import"./chunk-DL62UDP2.js";import"./chunk-NDJNVI3F.js";var K=`
local now = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  local value = ARGV[i + 1]
  local expires = tonumber(string.match(value, "^%d+,(%d+),"))
  local old = redis.call("GET", key)
  local oldExpires = old and tonumber(string.match(old, "^%d+,(%d+),")) or 0
  if expires > now and expires >= oldExpires then
    redis.call("SET", key, value, "PX", expires - now)
  end
end
return 1
`,P=10080*6e4,j=["requests","reservedTokens","countedTokens","cacheReadTokens","inputTokens"];function $(a){let i=a.now??Date.now,x=a.timeoutMs??2e3,g=b(a.key),l=g.cacheTotals,{call:u,close:R}=y(a.url,x,{ca:a.ca,scripts:{jobaiRemember:K}}),d=g.cachePrefix,M=w.string().regex(/^\d{1,16},\d{1,16},\d{1,16}$/),p=!1;return{name:"redis",async lookup(n){let e=new Map;if(n.length===0)return e;let s=await u(c=>c.mget(...n.map(d))),o=i();return s.forEach((c,t)=>{let r=M.safeParse(c);if(!r.success)return;let[E,f,v]=r.data.split(",").map(Number),m=n[t],h={hash:m,tokens:E,expiresAt:f,ttlMs:v},k=T(h,o);if(k){p||(p=!0,a.logger?.warn(`the prompt-cache knowledge in the Redis key ${d(m)} is not one jobai records (${k}): ignored`));return}f>o&&e.set(m,h)}),e},async record(n,e){await u(async s=>{let o=s.multi();if(n.length>0){let t=n.map(r=>`${Math.round(r.tokens)},${Math.round(r.expiresAt)},${Math.round(r.ttlMs)}`);o.jobaiRemember(n.length,...n.map(r=>d(r.hash)),i(),...t)}if(e){o.hsetnx(l,"since",i());for(let t of j)e[t]&&o.hincrby(l,t,e[t]);o.pexpire(l,P)}let c=await o.exec();for(let[t]of c??[])if(t)throw t})},async totals(){let n=await u(s=>s.hgetall(l)),e=s=>Number(n[s]??0)||0;return{requests:e("requests"),reservedTokens:e("reservedTokens"),countedTokens:e("countedTokens"),cacheReadTokens:e("cacheReadTokens"),inputTokens:e("inputTokens"),since:n.since?e("since"):i()}},async close(){R()}}}export{P as TOTALS_TTL_MS,$ as createRedisKnowledge};
