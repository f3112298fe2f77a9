import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{a as b}from"./chunk-MATZTTQQ.js";import{n as k}from"./chunk-WLY234F2.js";import"./chunk-LZBZTBDO.js";import"./chunk-NYRTOUVY.js";var x=`
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
`,M=["requests","reservedTokens","countedTokens","cacheReadTokens","inputTokens"];function P(a){let i=a.now??Date.now,T=a.timeoutMs??2e3,f=`jobai:cache:${a.key}`,c=`${f}:totals`,t=b(a.url,T);t.on("error",()=>{}),t.defineCommand("jobaiRemember",{lua:x});let d,u=0;async function l(e){u++,t.stream?.ref?.();try{return t.status==="wait"&&(d??=t.connect()),d&&await d,await e()}finally{u--,u===0&&t.stream?.unref?.()}}let h=e=>`${f}:p:${e}`,y=k.string().regex(/^\d+,\d+,\d+$/);return{name:"redis",async lookup(e){let n=new Map;if(e.length===0)return n;let s=await l(()=>t.mget(...e.map(h))),m=i();return s.forEach((o,r)=>{let p=y.safeParse(o);if(!p.success)return;let[R,w,v]=p.data.split(",").map(Number),g=e[r];w>m&&n.set(g,{hash:g,tokens:R,expiresAt:w,ttlMs:v})}),n},async record(e,n){await l(async()=>{let s=t.multi();if(e.length>0){let o=e.map(r=>`${Math.round(r.tokens)},${Math.round(r.expiresAt)},${Math.round(r.ttlMs)}`);s.jobaiRemember(e.length,...e.map(r=>h(r.hash)),i(),...o)}if(n){s.hsetnx(c,"since",i());for(let o of M)n[o]&&s.hincrby(c,o,n[o])}let m=await s.exec();for(let[o]of m??[])if(o)throw o})},async totals(){let e=await l(()=>t.hgetall(c)),n=s=>Number(e[s]??0)||0;return{requests:n("requests"),reservedTokens:n("reservedTokens"),countedTokens:n("countedTokens"),cacheReadTokens:n("cacheReadTokens"),inputTokens:n("inputTokens"),since:e.since?n("since"):i()}},async close(){t.disconnect()}}}export{P as createRedisKnowledge};
