import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{p as u}from"./chunk-H6BKLG7A.js";import{i as P}from"./chunk-53OCC3YV.js";import{hostname as B}from"node:os";var N="normal",y={job:"",priority:N},C={low:0,normal:1,high:2};function k(e){return C[e]??1}function X(e){let n=e?.trim();return n?`job:${n}`:`process:${B()}:${process.pid}`}var J=3e3;function Z(){return{entries:[],queue:[],pausedUntil:0}}function j(e){return e.latencyMs+e.windowMs+e.marginMs+1}function E(e,n){return n+e.windowMs+e.marginMs+1}function S(e,n,t){e.entries=e.entries.filter(i=>i.end>n),e.queue=e.queue.filter(i=>i.seenAt+t>n);for(let i of e.queue)i.since??=i.seenAt;e.pausedUntil<=n&&(e.pausedUntil=0,delete e.pausedFor)}function g(e){let n=0,t=0;for(let i of e.entries)n+=i.requests,t+=i.inputTokens;return{requests:n,inputTokens:t}}function w(e,n,t){return e.requests+n.requests<=t.requests&&e.inputTokens+n.inputTokens<=t.inputTokens}function O(e,n,t,i){let r=g(e);if(w(r,n,t))return i;let s=[...e.entries].sort((o,d)=>o.end-d.end);for(let o of s)if(r.requests-=o.requests,r.inputTokens-=o.inputTokens,w(r,n,t))return Math.max(i,o.end);return Number.POSITIVE_INFINITY}function L(e,n,t){let i=new Map;for(let s of e)s.end>t&&_(i,s.job??"",s,1);let r=new Map;for(let[s,o]of i)r.set(s,I(o,n));return r}function I(e,n){return Math.max(e.requests*n.inputTokens,e.inputTokens*n.requests)}function _(e,n,t,i){let r=e.get(n);r||(r={requests:0,inputTokens:0},e.set(n,r)),r.requests+=i*t.requests,r.inputTokens+=i*t.inputTokens}function R(e,n,t,i){let r=Math.max(0,t-(e.since??e.seenAt));return Math.min(i,k(e.priority??y.priority)+Math.floor(r/n.windowMs))}function $(e,n,t,i){if(e.length<=1)return e.length-1;let r=L(n,t,i);return W(e,s=>r.get(s)??0,t,i)}function W(e,n,t,i){if(e.length<=1)return e.length-1;let r=0;for(let l of e)r=Math.max(r,k(l.priority??y.priority));let s=-1,o=0,d=0,p=0;for(let[l,f]of e.entries()){let h=R(f,t,i,r),c=n(f.job??""),a=f.since??f.seenAt;(s<0||h>o||h===o&&(c<d||c===d&&a<p))&&(s=l,o=h,d=c,p=a)}return s}function ee(e,n,t,i,r,s,o=y){S(e,r,s);let d=e.queue.find(a=>a.id===n);d?d.seenAt=r:e.queue.push({id:n,requests:t.requests,inputTokens:t.inputTokens,seenAt:r,since:r,job:o.job,priority:o.priority});let p=$(e.queue,e.entries,i,r),l=e.queue[p]?.id===n;if(l&&e.pausedUntil<=r&&O(e,t,i,r)<=r){e.queue.splice(p,1),e.entries.push({id:n,at:r,end:r+j(i),requests:t.requests,inputTokens:t.inputTokens,settled:!1,job:o.job});let a=o.next;return a&&a.id!==n&&!e.queue.some(M=>M.id===a.id)&&e.queue.push({id:a.id,requests:a.requests,inputTokens:a.inputTokens,seenAt:r,since:r,job:o.job,priority:o.priority}),{granted:!0,at:r}}if(e.pausedUntil>r&&l){let a=e.pausedFor?{status:e.pausedFor}:{};return{granted:!1,waitMs:e.pausedUntil-r,reason:"paused",...a}}let f=D(e,n,i,r);if(!l)return{granted:!1,waitMs:f-r,reason:"queue"};let c=g(e).requests+t.requests>i.requests?"requests":"inputTokens";return{granted:!1,waitMs:f-r,reason:c}}function D(e,n,t,i){let r=new v(e.entries),s=[...e.queue],o=Math.max(i,e.pausedUntil);for(;s.length>0;){r.passTo(o);let d=W(s,l=>r.usageOf(l,t),t,o),p=s[d];if(o=r.fitTime(p,t,o),p.id===n||!Number.isFinite(o))return o;s.splice(d,1),r.play({end:E(t,o),requests:p.requests,inputTokens:p.inputTokens,job:p.job??""})}return o}var v=class{sorted;played=[];nextSorted=0;nextPlayed=0;used={requests:0,inputTokens:0};jobs=new Map;constructor(n){this.sorted=[...n].sort((t,i)=>t.end-i.end);for(let t of this.sorted)this.add(t,1)}play(n){this.played.push(n),this.add(n,1)}passTo(n){for(let t=this.peek();t&&t.end<=n;t=this.peek())this.leave()}usageOf(n,t){let i=this.jobs.get(n);return i?I(i,t):0}fitTime(n,t,i){if(w(this.used,n,t))return i;for(let r=this.peek();r;r=this.peek())if(this.leave(),w(this.used,n,t))return Math.max(i,r.end);return Number.POSITIVE_INFINITY}peek(){let n=this.sorted[this.nextSorted],t=this.played[this.nextPlayed];return n?t&&t.end<n.end?t:n:t}leave(){let n=this.sorted[this.nextSorted],t=this.played[this.nextPlayed],i=t!==void 0&&(n===void 0||t.end<n.end),r=i?t:n;i?this.nextPlayed++:this.nextSorted++,this.add(r,-1)}add(n,t){this.used.requests+=t*n.requests,this.used.inputTokens+=t*n.inputTokens,_(this.jobs,n.job??"",n,t)}};function ne(e,n){e.queue=e.queue.filter(t=>t.id!==n)}function te(e,n,t,i,r){let s=e.entries.find(o=>o.id===n);return!s||s.end<=r?!1:(s.requests=t.requests,s.inputTokens=t.inputTokens,s.settled||(s.end=E(i,r)),s.settled=!0,!0)}function re(e,n,t){n<=e.pausedUntil||(e.pausedUntil=n,t?e.pausedFor=t:delete e.pausedFor)}function oe(e,n,t,i,r){S(e,t,r);let s=g(e);return{store:i,budget:n,used:s,remaining:{requests:Math.max(0,n.requests-s.requests),inputTokens:Math.max(0,n.inputTokens-s.inputTokens)},inFlight:e.entries.filter(o=>!o.settled).length,queued:e.queue.length,pausedUntil:e.pausedUntil>t?e.pausedUntil:null,...e.pausedUntil>t&&e.pausedFor?{pausedFor:e.pausedFor}:{},at:t}}function ue(e,n,t){let i=new Set(e.entries.map(s=>s.id)),r=0;for(let s of n)s.end<=t||i.has(s.id)||(e.entries.push({...s}),i.add(s.id),r++);return r}var x=1e3;function A(e){return Math.max(x,e.windowMs)}var T=5e3;function Y(e){return Math.max(e.windowMs,T)}var Q={seen:Number.POSITIVE_INFINITY,end:Number.POSITIVE_INFINITY,paused:Number.POSITIVE_INFINITY};function U(e,n){return{seen:n+A(e),end:n+j(e)+T+A(e),paused:n+Y(e)+x}}var F="lies further in the future than jobai ever writes it",q=u.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),V=u.number().nonnegative().max(Number.MAX_SAFE_INTEGER),m=U({requests:1,inputTokens:1,windowMs:1,marginMs:0,latencyMs:0},0),b=(e,n)=>V.refine(t=>t<=e(),{message:`${n} ${F}`,abort:!0}),K=u.object({entries:u.array(u.object({id:u.string(),at:b(()=>m.seen,"an entry's admission"),end:b(()=>m.end,"an entry's end"),requests:q,inputTokens:q,settled:u.boolean(),job:u.string().optional()})),queue:u.array(u.object({id:u.string(),requests:q,inputTokens:q,seenAt:b(()=>m.seen,"a waiter's last ask"),since:b(()=>m.seen,"a waiter's arrival").optional(),job:u.string().optional(),priority:u.enum(P).optional()})),pausedUntil:b(()=>m.paused,"the pause's end").default(0),pausedFor:u.union([u.literal(429),u.literal(529)]).optional()});function fe(e,n,t,i=!0){m=i?U(n,t):Q;let r=K.safeParse(e);if(r.success){let{pausedFor:o,...d}=r.data;return{window:o?{...d,pausedFor:o}:d}}let s=r.error.issues.find(o=>o.message.endsWith(F));return s?{fault:`${s.message} (${s.path.join(".")})`}:{fault:"it is not a window this version of jobai wrote"}}var me=`
local function longest_pause(window)
  return math.max(window, ${T})
end
local function window_bounds(now, window, span, bounded)
  if not bounded then return { seen = math.huge, end_ = math.huge, paused = math.huge } end
  local skew = math.max(${x}, window)
  return {
    seen = now + skew,
    end_ = now + span + ${T} + skew,
    paused = now + longest_pause(window) + ${x},
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
`;function ce(e,n){return Array.isArray(e)&&e.length===3&&e[0]==="rebuilt"?(n(String(e[1])),e[2]):e}export{N as a,y as b,X as c,J as d,Z as e,j as f,S as g,ee as h,ne as i,te as j,re as k,oe as l,ue as m,Y as n,fe as o,me as p,ce as q};
