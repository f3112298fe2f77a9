import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{b as y}from"./chunk-VCUP5Q65.js";import{c as T}from"./chunk-YVMIDRYD.js";import{n as b}from"./chunk-WLY234F2.js";import"./chunk-LZBZTBDO.js";import"./chunk-X4FYBMMF.js";import"./chunk-NYRTOUVY.js";var $=`
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
`,v=10080*6e4,K=["requests","reservedTokens","countedTokens","cacheReadTokens","inputTokens"];function L(s){let c=s.now??Date.now,x=s.timeoutMs??2e3,p=`jobai:cache:${s.key}`,i=`${p}:totals`,{redis:a,call:d}=y(s.url,x);a.defineCommand("jobaiRemember",{lua:$});let u=n=>`${p}:p:${n}`,R=b.string().regex(/^\d{1,16},\d{1,16},\d{1,16}$/),g=!1;return{name:"redis",async lookup(n){let e=new Map;if(n.length===0)return e;let t=await d(()=>a.mget(...n.map(u))),l=c();return t.forEach((o,r)=>{let f=R.safeParse(o);if(!f.success)return;let[M,h,E]=f.data.split(",").map(Number),m=n[r],k={hash:m,tokens:M,expiresAt:h,ttlMs:E},w=T(k,l);if(w){g||(g=!0,s.logger?.warn(`the prompt-cache knowledge in the Redis key ${u(m)} is not one jobai records (${w}): ignored`));return}h>l&&e.set(m,k)}),e},async record(n,e){await d(async()=>{let t=a.multi();if(n.length>0){let o=n.map(r=>`${Math.round(r.tokens)},${Math.round(r.expiresAt)},${Math.round(r.ttlMs)}`);t.jobaiRemember(n.length,...n.map(r=>u(r.hash)),c(),...o)}if(e){t.hsetnx(i,"since",c());for(let o of K)e[o]&&t.hincrby(i,o,e[o]);t.pexpire(i,v)}let l=await t.exec();for(let[o]of l??[])if(o)throw o})},async totals(){let n=await d(()=>a.hgetall(i)),e=t=>Number(n[t]??0)||0;return{requests:e("requests"),reservedTokens:e("reservedTokens"),countedTokens:e("countedTokens"),cacheReadTokens:e("cacheReadTokens"),inputTokens:e("inputTokens"),since:n.since?e("since"):c()}},async close(){a.disconnect()}}}export{v as TOTALS_TTL_MS,L as createRedisKnowledge};
