import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{o as d}from"./chunk-BXBGLSHI.js";import{i as E}from"./chunk-TAJ4KTBN.js";import{hostname as B}from"node:os";var N="normal",w={job:"",priority:N},C={low:0,normal:1,high:2};function k(e){return C[e]??1}function H(e){let n=e?.trim();return n?`job:${n}`:`process:${B()}:${process.pid}`}var ee=3e3;function ne(){return{entries:[],queue:[],pausedUntil:0}}function j(e){return e.latencyMs+e.windowMs+e.marginMs+1}function te(e,n){return e===void 0||!Number.isFinite(e)?0:Math.min(n.latencyMs,Math.max(0,Math.round(e)))}function M(e,n){return n+e.windowMs+e.marginMs+1}function S(e,n,t){e.entries=e.entries.filter(i=>i.end>n),e.queue=e.queue.filter(i=>i.seenAt+t>n);for(let i of e.queue)i.since??=i.seenAt;e.pausedUntil<=n&&(e.pausedUntil=0,delete e.pausedFor)}function q(e){let n=0,t=0;for(let i of e.entries)n+=i.requests,t+=i.inputTokens;return{requests:n,inputTokens:t}}function y(e,n,t){return e.requests+n.requests<=t.requests&&e.inputTokens+n.inputTokens<=t.inputTokens}function O(e,n,t,i){let r=q(e);if(y(r,n,t))return i;let o=[...e.entries].sort((s,u)=>s.end-u.end);for(let s of o)if(r.requests-=s.requests,r.inputTokens-=s.inputTokens,y(r,n,t))return Math.max(i,s.end);return Number.POSITIVE_INFINITY}function L(e,n,t){let i=new Map;for(let o of e)o.end>t&&_(i,o.job??"",o,1);let r=new Map;for(let[o,s]of i)r.set(o,I(s,n));return r}function I(e,n){return Math.max(e.requests*n.inputTokens,e.inputTokens*n.requests)}function _(e,n,t,i){let r=e.get(n);r||(r={requests:0,inputTokens:0},e.set(n,r)),r.requests+=i*t.requests,r.inputTokens+=i*t.inputTokens}function R(e,n,t,i){let r=Math.max(0,t-(e.since??e.seenAt));return Math.min(i,k(e.priority??w.priority)+Math.floor(r/n.windowMs))}function $(e,n,t,i){if(e.length<=1)return e.length-1;let r=L(n,t,i);return W(e,o=>r.get(o)??0,t,i)}function W(e,n,t,i){if(e.length<=1)return e.length-1;let r=0;for(let f of e)r=Math.max(r,k(f.priority??w.priority));let o=-1,s=0,u=0,p=0;for(let[f,l]of e.entries()){let h=R(l,t,i,r),c=n(l.job??""),a=l.since??l.seenAt;(o<0||h>s||h===s&&(c<u||c===u&&a<p))&&(o=f,s=h,u=c,p=a)}return o}function re(e,n,t,i,r,o,s=w){S(e,r,o);let u=e.queue.find(a=>a.id===n);u?u.seenAt=r:e.queue.push({id:n,requests:t.requests,inputTokens:t.inputTokens,seenAt:r,since:r,job:s.job,priority:s.priority});let p=$(e.queue,e.entries,i,r),f=e.queue[p]?.id===n;if(f&&e.pausedUntil<=r&&O(e,t,i,r)<=r){e.queue.splice(p,1),e.entries.push({id:n,at:r,end:r+j(i),requests:t.requests,inputTokens:t.inputTokens,settled:!1,job:s.job});let a=s.next;return a&&a.id!==n&&!e.queue.some(P=>P.id===a.id)&&e.queue.push({id:a.id,requests:a.requests,inputTokens:a.inputTokens,seenAt:r,since:r,job:s.job,priority:s.priority}),{granted:!0,at:r}}if(e.pausedUntil>r&&f){let a=e.pausedFor?{status:e.pausedFor}:{};return{granted:!1,waitMs:e.pausedUntil-r,reason:"paused",...a}}let l=D(e,n,i,r);if(!f)return{granted:!1,waitMs:l-r,reason:"queue"};let c=q(e).requests+t.requests>i.requests?"requests":"inputTokens";return{granted:!1,waitMs:l-r,reason:c}}function D(e,n,t,i){let r=new v(e.entries.map(u=>Q(u,t,i))),o=[...e.queue],s=Math.max(i,e.pausedUntil);for(;o.length>0;){r.passTo(s);let u=W(o,f=>r.usageOf(f,t),t,s),p=o[u];if(s=r.fitTime(p,t,s),p.id===n||!Number.isFinite(s))return s;o.splice(u,1),r.play({end:M(t,s),requests:p.requests,inputTokens:p.inputTokens,job:p.job??""})}return s}function Y(e){return Math.min(200,Math.max(5,Math.round(e/50)))}function Q(e,n,t){if(e.settled)return e;let i=M(n,e.at);return{end:i>t?i:Math.min(e.end,t+Y(n.windowMs)),requests:e.requests,inputTokens:e.inputTokens,job:e.job}}var v=class{sorted;played=[];nextSorted=0;nextPlayed=0;used={requests:0,inputTokens:0};jobs=new Map;constructor(n){this.sorted=[...n].sort((t,i)=>t.end-i.end);for(let t of this.sorted)this.add(t,1)}play(n){this.played.push(n),this.add(n,1)}passTo(n){for(let t=this.peek();t&&t.end<=n;t=this.peek())this.leave()}usageOf(n,t){let i=this.jobs.get(n);return i?I(i,t):0}fitTime(n,t,i){if(y(this.used,n,t))return i;for(let r=this.peek();r;r=this.peek())if(this.leave(),y(this.used,n,t))return Math.max(i,r.end);return Number.POSITIVE_INFINITY}peek(){let n=this.sorted[this.nextSorted],t=this.played[this.nextPlayed];return n?t&&t.end<n.end?t:n:t}leave(){let n=this.sorted[this.nextSorted],t=this.played[this.nextPlayed],i=t!==void 0&&(n===void 0||t.end<n.end),r=i?t:n;i?this.nextPlayed++:this.nextSorted++,this.add(r,-1)}add(n,t){this.used.requests+=t*n.requests,this.used.inputTokens+=t*n.inputTokens,_(this.jobs,n.job??"",n,t)}};function ie(e,n){e.queue=e.queue.filter(t=>t.id!==n)}function se(e,n,t,i,r,o=0){let s=e.entries.find(u=>u.id===n);return!s||s.end<=r?!1:(s.requests=t.requests,s.inputTokens=t.inputTokens,s.settled||(s.end=M(i,r-Math.min(o,r-s.at))),s.settled=!0,!0)}function oe(e,n,t){n<=e.pausedUntil||(e.pausedUntil=n,t?e.pausedFor=t:delete e.pausedFor)}function ae(e,n,t,i,r){S(e,t,r);let o=q(e);return{store:i,budget:n,used:o,remaining:{requests:Math.max(0,n.requests-o.requests),inputTokens:Math.max(0,n.inputTokens-o.inputTokens)},inFlight:e.entries.filter(s=>!s.settled).length,queued:e.queue.length,pausedUntil:e.pausedUntil>t?e.pausedUntil:null,...e.pausedUntil>t&&e.pausedFor?{pausedFor:e.pausedFor}:{},at:t}}function pe(e,n,t){let i=new Set(e.entries.map(o=>o.id)),r=0;for(let o of n)o.end<=t||i.has(o.id)||(e.entries.push({...o}),i.add(o.id),r++);return r}var g=1e3;function F(e){return Math.max(g,e.windowMs)}var T=5e3;function V(e){return Math.max(e.windowMs,T)}var K={seen:Number.POSITIVE_INFINITY,end:Number.POSITIVE_INFINITY,paused:Number.POSITIVE_INFINITY};function U(e,n){return{seen:n+F(e),end:n+j(e)+T+F(e),paused:n+V(e)+g}}var A="lies further in the future than jobai ever writes it",x=d.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),G=d.number().nonnegative().max(Number.MAX_SAFE_INTEGER),m=U({requests:1,inputTokens:1,windowMs:1,marginMs:0,latencyMs:0},0),b=(e,n)=>G.refine(t=>t<=e(),{message:`${n} ${A}`,abort:!0}),X=d.object({entries:d.array(d.object({id:d.string(),at:b(()=>m.seen,"an entry's admission"),end:b(()=>m.end,"an entry's end"),requests:x,inputTokens:x,settled:d.boolean(),job:d.string().optional()})),queue:d.array(d.object({id:d.string(),requests:x,inputTokens:x,seenAt:b(()=>m.seen,"a waiter's last ask"),since:b(()=>m.seen,"a waiter's arrival").optional(),job:d.string().optional(),priority:d.enum(E).optional()})),pausedUntil:b(()=>m.paused,"the pause's end").default(0),pausedFor:d.union([d.literal(429),d.literal(529)]).optional()});function be(e,n,t,i=!0){m=i?U(n,t):K;let r=X.safeParse(e);if(r.success){let{pausedFor:s,...u}=r.data;return{window:s?{...u,pausedFor:s}:u}}let o=r.error.issues.find(s=>s.message.endsWith(A));return o?{fault:`${o.message} (${o.path.join(".")})`}:{fault:"it is not a window this version of jobai wrote"}}var he=`
local function longest_pause(window)
  return math.max(window, ${T})
end
local function window_bounds(now, window, span, bounded)
  if not bounded then return { seen = math.huge, end_ = math.huge, paused = math.huge } end
  local skew = math.max(${g}, window)
  return {
    seen = now + skew,
    end_ = now + span + ${T} + skew,
    paused = now + longest_pause(window) + ${g},
  }
end
local function whole(v, most)
  return type(v) == 'number' and v >= 0 and v == math.floor(v) and v <= most
end
local function time_(v, most)
  return type(v) == 'number' and v >= 0 and v <= most
end
local function window_fault(v, bounds)
  local max = 9007199254740991
  if type(v) ~= 'table' or type(v.entries) ~= 'table' or type(v.queue) ~= 'table' then
    return 'it is not a window this version of jobai wrote'
  end
  if v.pausedUntil ~= nil and not time_(v.pausedUntil, max) then
    return 'it is not a window this version of jobai wrote'
  end
  if v.pausedFor ~= nil and v.pausedFor ~= 429 and v.pausedFor ~= 529 then
    return 'it is not a window this version of jobai wrote'
  end
  if (v.pausedUntil or 0) > bounds.paused then
    return 'the pause' .. "'" .. 's end lies further in the future than jobai ever writes it (pausedUntil)'
  end
  for _, e in ipairs(v.entries) do
    if type(e) ~= 'table' or type(e.id) ~= 'string' or not time_(e.at, max) or not time_(e['end'], max)
      or not whole(e.requests, max) or not whole(e.inputTokens, max) or type(e.settled) ~= 'boolean'
      or (e.job ~= nil and type(e.job) ~= 'string') then
      return 'it is not a window this version of jobai wrote'
    end
    if e.at > bounds.seen then
      return 'an entry' .. "'" .. 's admission lies further in the future than jobai ever writes it (entries.at)'
    end
    if e['end'] > bounds.end_ then
      return 'an entry' .. "'" .. 's end lies further in the future than jobai ever writes it (entries.end)'
    end
  end
  for _, q in ipairs(v.queue) do
    if type(q) ~= 'table' or type(q.id) ~= 'string' or not time_(q.seenAt, max)
      or not whole(q.requests, max) or not whole(q.inputTokens, max)
      or (q.since ~= nil and not time_(q.since, max)) or (q.job ~= nil and type(q.job) ~= 'string')
      or (q.priority ~= nil and q.priority ~= 'low' and q.priority ~= 'normal' and q.priority ~= 'high') then
      return 'it is not a window this version of jobai wrote'
    end
    if q.seenAt > bounds.seen then
      return 'a waiter' .. "'" .. 's last ask lies further in the future than jobai ever writes it (queue.seenAt)'
    end
    if (q.since or 0) > bounds.seen then
      return 'a waiter' .. "'" .. 's arrival lies further in the future than jobai ever writes it (queue.since)'
    end
  end
  return nil
end
`;function we(e,n){return Array.isArray(e)&&e.length===3&&e[0]==="rebuilt"?(n(String(e[1])),e[2]):e}export{N as a,w as b,H as c,ee as d,ne as e,j as f,te as g,S as h,re as i,ie as j,se as k,oe as l,ae as m,pe as n,V as o,be as p,he as q,we as r};
