import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{b as k}from"./chunk-VCUP5Q65.js";import{o as g}from"./chunk-BXBGLSHI.js";import"./chunk-LZBZTBDO.js";import"./chunk-NYRTOUVY.js";var R=`
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
`,x=["requests","reservedTokens","countedTokens","cacheReadTokens","inputTokens"];function v(a){let c=a.now??Date.now,b=a.timeoutMs??2e3,u=`jobai:cache:${a.key}`,i=`${u}:totals`,{redis:r,call:l}=k(a.url,b);r.defineCommand("jobaiRemember",{lua:R});let m=n=>`${u}:p:${n}`,w=g.string().regex(/^\d+,\d+,\d+$/);return{name:"redis",async lookup(n){let e=new Map;if(n.length===0)return e;let s=await l(()=>r.mget(...n.map(m))),d=c();return s.forEach((o,t)=>{let h=w.safeParse(o);if(!h.success)return;let[T,p,y]=h.data.split(",").map(Number),f=n[t];p>d&&e.set(f,{hash:f,tokens:T,expiresAt:p,ttlMs:y})}),e},async record(n,e){await l(async()=>{let s=r.multi();if(n.length>0){let o=n.map(t=>`${Math.round(t.tokens)},${Math.round(t.expiresAt)},${Math.round(t.ttlMs)}`);s.jobaiRemember(n.length,...n.map(t=>m(t.hash)),c(),...o)}if(e){s.hsetnx(i,"since",c());for(let o of x)e[o]&&s.hincrby(i,o,e[o])}let d=await s.exec();for(let[o]of d??[])if(o)throw o})},async totals(){let n=await l(()=>r.hgetall(i)),e=s=>Number(n[s]??0)||0;return{requests:e("requests"),reservedTokens:e("reservedTokens"),countedTokens:e("countedTokens"),cacheReadTokens:e("cacheReadTokens"),inputTokens:e("inputTokens"),since:n.since?e("since"):c()}},async close(){r.disconnect()}}}export{v as createRedisKnowledge};
