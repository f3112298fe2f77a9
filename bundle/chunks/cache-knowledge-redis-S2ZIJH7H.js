import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{d as g}from"./chunk-7BZYXIXD.js";import{a as k}from"./chunk-UGD7RWAO.js";import{n as p}from"./chunk-WLY234F2.js";import"./chunk-LZBZTBDO.js";import"./chunk-DL62UDP2.js";import"./chunk-NYRTOUVY.js";var R=`
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
`,M=["requests","reservedTokens","countedTokens","cacheReadTokens","inputTokens"];function C(a){let i=a.now??Date.now,w=a.timeoutMs??2e3,d=k(a.key),l=d.cacheTotals,{call:u,close:b}=g(a.url,w,{ca:a.ca,scripts:{jobaiRemember:R}}),m=d.cachePrefix,T=p.string().regex(/^\d+,\d+,\d+$/);return{name:"redis",async lookup(n){let e=new Map;if(n.length===0)return e;let t=await u(c=>c.mget(...n.map(m))),r=i();return t.forEach((c,s)=>{let o=T.safeParse(c);if(!o.success)return;let[y,h,x]=o.data.split(",").map(Number),f=n[s];h>r&&e.set(f,{hash:f,tokens:y,expiresAt:h,ttlMs:x})}),e},async record(n,e){await u(async t=>{let r=t.multi();if(n.length>0){let s=n.map(o=>`${Math.round(o.tokens)},${Math.round(o.expiresAt)},${Math.round(o.ttlMs)}`);r.jobaiRemember(n.length,...n.map(o=>m(o.hash)),i(),...s)}if(e){r.hsetnx(l,"since",i());for(let s of M)e[s]&&r.hincrby(l,s,e[s])}let c=await r.exec();for(let[s]of c??[])if(s)throw s})},async totals(){let n=await u(t=>t.hgetall(l)),e=t=>Number(n[t]??0)||0;return{requests:e("requests"),reservedTokens:e("reservedTokens"),countedTokens:e("countedTokens"),cacheReadTokens:e("cacheReadTokens"),inputTokens:e("inputTokens"),since:n.since?e("since"):i()}},async close(){b()}}}export{C as createRedisKnowledge};
