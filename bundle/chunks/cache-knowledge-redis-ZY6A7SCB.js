import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{a as M}from"./chunk-FXI4PPYU.js";import{l as k}from"./chunk-7ZY2KNY4.js";import"./chunk-DLQSNH33.js";import{d as v}from"./chunk-NYRTOUVY.js";var T=v(M(),1);var E=`
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
`,P=["requests","reservedTokens","countedTokens","cacheReadTokens","inputTokens"];function K(a){let i=a.now??Date.now,f=a.timeoutMs??2e3,h=`jobai:cache:${a.key}`,c=`${h}:totals`,t=new T.Redis(a.url,{lazyConnect:!0,enableOfflineQueue:!1,maxRetriesPerRequest:0,connectTimeout:f,commandTimeout:f,retryStrategy:e=>e>2?null:100*e});t.on("error",()=>{}),t.defineCommand("jobaiRemember",{lua:E});let u,l=0;async function d(e){l++,t.stream?.ref?.();try{return t.status==="wait"&&(u??=t.connect()),u&&await u,await e()}finally{l--,l===0&&t.stream?.unref?.()}}let p=e=>`${h}:p:${e}`,y=k.string().regex(/^\d+,\d+,\d+$/);return{name:"redis",async lookup(e){let n=new Map;if(e.length===0)return n;let s=await d(()=>t.mget(...e.map(p))),m=i();return s.forEach((o,r)=>{let w=y.safeParse(o);if(!w.success)return;let[R,g,x]=w.data.split(",").map(Number),b=e[r];g>m&&n.set(b,{hash:b,tokens:R,expiresAt:g,ttlMs:x})}),n},async record(e,n){await d(async()=>{let s=t.multi();if(e.length>0){let o=e.map(r=>`${Math.round(r.tokens)},${Math.round(r.expiresAt)},${Math.round(r.ttlMs)}`);s.jobaiRemember(e.length,...e.map(r=>p(r.hash)),i(),...o)}if(n){s.hsetnx(c,"since",i());for(let o of P)n[o]&&s.hincrby(c,o,n[o])}let m=await s.exec();for(let[o]of m??[])if(o)throw o})},async totals(){let e=await d(()=>t.hgetall(c)),n=s=>Number(e[s]??0)||0;return{requests:n("requests"),reservedTokens:n("reservedTokens"),countedTokens:n("countedTokens"),cacheReadTokens:n("cacheReadTokens"),inputTokens:n("inputTokens"),since:e.since?n("since"):i()}},async close(){t.disconnect()}}}export{K as createRedisKnowledge};
