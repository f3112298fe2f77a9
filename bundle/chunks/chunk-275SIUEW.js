import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{p as a}from"./chunk-RWMLVCTP.js";import{h as _}from"./chunk-DUHDKT4G.js";import{hostname as B}from"node:os";var R="normal",h={job:"",priority:R},C={low:0,normal:1,high:2};function g(e){return C[e]??1}function se(e){let t=e?.trim();return t?`job:${t}`:`process:${B()}:${process.pid}`}var ae=3e3;function L(e){return e/4}function de(){return{entries:[],queue:[],pausedUntil:0}}function k(e){return e.latencyMs+e.windowMs+e.marginMs+1}function pe(e,t){return e===void 0||!Number.isFinite(e)?0:Math.min(t.latencyMs,Math.max(0,Math.round(e)))}function I(e,t){return t+e.windowMs+e.marginMs+1}function P(e,t,r){e.entries=e.entries.filter(n=>n.end>t),e.queue=e.queue.filter(n=>n.seenAt+r>t);for(let n of e.queue)n.since??=n.seenAt;e.pausedUntil<=t&&(e.pausedUntil=0,delete e.pausedFor)}function x(e){let t=0,r=0;for(let n of e.entries)t+=n.requests,r+=n.inputTokens;return{requests:t,inputTokens:r}}function v(e,t,r){return e.requests+t.requests<=r.requests&&e.inputTokens+t.inputTokens<=r.inputTokens}function K(e,t,r,n){let i=x(e);if(v(i,t,r))return n;let s=[...e.entries].sort((o,u)=>o.end-u.end);for(let o of s)if(i.requests-=o.requests,i.inputTokens-=o.inputTokens,v(i,t,r))return Math.max(n,o.end);return Number.POSITIVE_INFINITY}function $(e,t,r){let n=new Map;for(let s of e)s.end>r&&A(n,s.job??"",s,1);let i=new Map;for(let[s,o]of n)i.set(s,W(o,t));return i}function W(e,t){return Math.max(e.requests*t.inputTokens,e.inputTokens*t.requests)}function A(e,t,r,n){let i=e.get(t);i||(i={requests:0,inputTokens:0},e.set(t,i)),i.requests+=n*r.requests,i.inputTokens+=n*r.inputTokens}function D(e,t,r,n){let i=Math.max(0,r-(e.since??e.seenAt));return Math.min(n,g(e.priority??h.priority)+Math.floor(i/t.windowMs))}function Q(e,t,r,n){if(e.length<=1)return e.length-1;let i=$(t,r,n);return Y(e,s=>i.get(s)??0,r,n)}function Y(e,t,r,n){if(e.length<=1)return e.length-1;let i=0;for(let l of e)i=Math.max(i,g(l.priority??h.priority));let s=-1,o=0,u=0,d=0;for(let[l,p]of e.entries()){let f=D(p,r,n,i),y=t(p.job??""),w=p.since??p.seenAt;(s<0||f>o||f===o&&(y<u||y===u&&w<d))&&(s=l,o=f,u=y,d=w)}return s}function le(e,t,r,n,i,s,o=h){P(e,i,s);let u=e.queue.find(c=>c.id===t);u?i-u.seenAt>=L(s)&&(u.seenAt=i):e.queue.push({id:t,requests:r.requests,inputTokens:r.inputTokens,seenAt:i,since:i,job:o.job,priority:o.priority});let d=Q(e.queue,e.entries,n,i),l=e.queue[d]?.id===t;if(l&&e.pausedUntil<=i&&K(e,r,n,i)<=i){e.queue.splice(d,1),e.entries.push({id:t,at:i,end:i+k(n),requests:r.requests,inputTokens:r.inputTokens,settled:!1,job:o.job});let c=o.next;return c&&c.id!==t&&!e.queue.some(U=>U.id===c.id)&&e.queue.push({id:c.id,requests:c.requests,inputTokens:c.inputTokens,seenAt:i,since:i,job:o.job,priority:o.priority}),{granted:!0,at:i}}if(e.pausedUntil>i&&l){let c=e.pausedFor?{status:e.pausedFor}:{};return{granted:!1,waitMs:e.pausedUntil-i,reason:"paused",...c}}let p=G(e,t,n,i),f=Number.isFinite(p)?p:i+k(n);if(!l)return{granted:!1,waitMs:f-i,reason:"queue"};let w=x(e).requests+r.requests>n.requests?"requests":"inputTokens";return{granted:!1,waitMs:f-i,reason:w}}var V=8;function G(e,t,r,n,i=V){let s=new S(e.queue,r),o=new E(e.entries.map(d=>H(d,r,n)),d=>s.touch(d)),u=Math.max(n,e.pausedUntil);for(let d=0;;d++){o.passTo(u);let l=s.best(u,f=>o.usageOf(f,r));if(l<0)return u;let p=e.queue[l];if(u=o.fitTime(p,r,u),p.id===t||!Number.isFinite(u)||d+1>=i)return u;s.play(l),o.play({end:I(r,u),requests:p.requests,inputTokens:p.inputTokens,job:p.job??""})}}function X(e){let t=e.map((n,i)=>i),r=n=>{let i=e[n];return i.since??i.seenAt};for(let n=1;n<t.length;n++)if(r(n)<r(n-1))return t.sort((i,s)=>r(i)-r(s)||i-s);return t}function M(e,t){return e[0]<t[0]||e[0]===t[0]&&(e[1]<t[1]||e[1]===t[1]&&e[2]<t[2])}var S=class{since;rank;jobOf;byRank=[[],[],[]];reached=[0,0,0];left=[0,0,0];cap=0;lists=new Map;competing;stamps=new Map;heap=[];dirty=[];serial=0;window;constructor(t,r){this.window=r.windowMs,this.since=t.map(n=>n.since??n.seenAt),this.rank=t.map(n=>g(n.priority??h.priority)),this.jobOf=t.map(n=>n.job??""),this.competing=t.map(()=>!1);for(let n of X(t)){let i=this.rank[n],s=this.jobOf[n];this.byRank[i]?.push(n),this.left[i]=(this.left[i]??0)+1;let o=this.lists.get(s);o||(o={tickets:[[],[],[]],played:[0,0,0]},this.lists.set(s,o)),o.tickets[i]?.push(n)}for(let n=2;n>=0;n--)if((this.left[n]??0)>0){this.cap=n;break}}touch(t){this.stamps.get(t)!==-1&&(this.stamps.set(t,-1),this.dirty.push(t))}best(t,r){for(let n=0;n<=2;n++){let i=this.byRank[n],s=n>=this.cap?Number.POSITIVE_INFINITY:t-(this.cap-n)*this.window,o=this.reached[n];for(;o<i.length&&this.since[i[o]]<=s;o++){let u=i[o];this.competing[u]=!0,this.touch(this.jobOf[u])}this.reached[n]=o}for(let n of this.dirty){let i=this.serial++;this.stamps.set(n,i);let s=this.headOf(n);s>=0&&this.push([r(n),this.since[s],s,n,i])}for(this.dirty=[];this.heap.length>0;){let n=this.heap[0];if(this.stamps.get(n[3])===n[4])return n[2];this.pop()}return-1}play(t){let r=this.rank[t],n=this.jobOf[t],i=this.lists.get(n);for(i.played[r]=(i.played[r]??0)+1,this.left[r]=(this.left[r]??0)-1;this.cap>0&&this.left[this.cap]===0;)this.cap--;this.touch(n)}headOf(t){let r=this.lists.get(t);if(!r)return-1;let n=-1;for(let i=0;i<=2;i++){let s=r.tickets[i]?.[r.played[i]];if(s===void 0||!this.competing[s])continue;let o=this.since[s];(n<0||o<this.since[n]||o===this.since[n]&&s<n)&&(n=s)}return n}push(t){let r=this.heap;r.push(t);let n=r.length-1;for(;n>0;){let i=n-1>>1;if(!M(t,r[i]))break;r[n]=r[i],n=i}r[n]=t}pop(){let t=this.heap,r=t.pop();if(t.length===0)return;let n=0;for(;;){let i=2*n+1;if(i>=t.length)break;let s=i+1,o=s<t.length&&M(t[s],t[i])?s:i;if(!M(t[o],r))break;t[n]=t[o],n=o}t[n]=r}};function z(e){return Math.min(200,Math.max(5,Math.round(e/50)))}function H(e,t,r){if(e.settled)return e;let n=I(t,e.at);return{end:n>r?n:Math.min(e.end,r+z(t.windowMs)),requests:e.requests,inputTokens:e.inputTokens,job:e.job}}var E=class{constructor(t,r=()=>{}){this.changed=r;this.sorted=[...t].sort((n,i)=>n.end-i.end);for(let n of this.sorted)this.add(n,1)}changed;sorted;played=[];nextSorted=0;nextPlayed=0;used={requests:0,inputTokens:0};jobs=new Map;play(t){this.played.push(t),this.add(t,1)}passTo(t){for(let r=this.peek();r&&r.end<=t;r=this.peek())this.leave()}usageOf(t,r){let n=this.jobs.get(t);return n?W(n,r):0}fitTime(t,r,n){if(v(this.used,t,r))return n;for(let i=this.peek();i;i=this.peek())if(this.leave(),v(this.used,t,r))return Math.max(n,i.end);return Number.POSITIVE_INFINITY}peek(){let t=this.sorted[this.nextSorted],r=this.played[this.nextPlayed];return t?r&&r.end<t.end?r:t:r}leave(){let t=this.sorted[this.nextSorted],r=this.played[this.nextPlayed],n=r!==void 0&&(t===void 0||r.end<t.end),i=n?r:t;n?this.nextPlayed++:this.nextSorted++,this.add(i,-1)}add(t,r){this.used.requests+=r*t.requests,this.used.inputTokens+=r*t.inputTokens,A(this.jobs,t.job??"",t,r),this.changed(t.job??"")}};function ce(e,t){e.queue=e.queue.filter(r=>r.id!==t)}function fe(e,t,r,n,i,s=0){e.entries=e.entries.filter(d=>d.end>i);let o=e.entries.findIndex(d=>d.id===t),u=e.entries[o];return u?(u.requests=r.requests,u.inputTokens=r.inputTokens,u.settled||(u.end=I(n,i-Math.min(s,i-u.at)),J(e.entries,o)),u.settled=!0,!0):!1}function J(e,t){let[r]=e.splice(t,1),n=e.length;for(;n>0&&e[n-1].end>r.end;)n--;e.splice(n,0,r)}function me(e,t,r){t<=e.pausedUntil||(e.pausedUntil=t,r?e.pausedFor=r:delete e.pausedFor)}function ye(e,t,r,n,i){P(e,r,i);let s=x(e);return{store:n,budget:t,used:s,remaining:{requests:Math.max(0,t.requests-s.requests),inputTokens:Math.max(0,t.inputTokens-s.inputTokens)},inFlight:e.entries.filter(o=>!o.settled).length,queued:e.queue.length,pausedUntil:e.pausedUntil>r?e.pausedUntil:null,...e.pausedUntil>r&&e.pausedFor?{pausedFor:e.pausedFor}:{},at:r}}function we(e,t,r){let n=new Map(e.entries.map(i=>[i.id,i]));for(let i of t){if(i.end<=r)continue;let s=n.get(i.id);if(s){Z(s,i);continue}let o={...i};e.entries.push(o),n.set(o.id,o)}}function Z(e,t){e.end=Math.max(e.end,t.end),e.requests=Math.max(e.requests,t.requests),e.inputTokens=Math.max(e.inputTokens,t.inputTokens),e.settled=e.settled||t.settled}var q=1e3;function F(e){return Math.max(q,e.windowMs)}var j=5e3;function ee(e){return Math.max(e.windowMs,j)}var te={seen:Number.POSITIVE_INFINITY,end:Number.POSITIVE_INFINITY,paused:Number.POSITIVE_INFINITY};function N(e,t){return{seen:t+F(e),end:t+k(e)+j+F(e),paused:t+ee(e)+q}}var O="lies further in the future than jobai ever writes it",T=a.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),ne=a.number().nonnegative().max(Number.MAX_SAFE_INTEGER),m=N({requests:1,inputTokens:1,windowMs:1,marginMs:0,latencyMs:0},0),b=(e,t)=>ne.refine(r=>r<=e(),{message:`${t} ${O}`,abort:!0}),re=a.object({entries:a.array(a.object({id:a.string(),at:b(()=>m.seen,"an entry's admission"),end:b(()=>m.end,"an entry's end"),requests:T,inputTokens:T,settled:a.boolean(),job:a.string().optional()})),queue:a.array(a.object({id:a.string(),requests:T,inputTokens:T,seenAt:b(()=>m.seen,"a waiter's last ask"),since:b(()=>m.seen,"a waiter's arrival").optional(),job:a.string().optional(),priority:a.enum(_).optional()})),pausedUntil:b(()=>m.paused,"the pause's end").default(0),pausedFor:a.union([a.literal(429),a.literal(529)]).optional()});function Te(e,t,r,n=!0){m=n?N(t,r):te;let i=re.safeParse(e);if(i.success){let{pausedFor:o,...u}=i.data;return{window:o?{...u,pausedFor:o}:u}}let s=i.error.issues.find(o=>o.message.endsWith(O));return s?{fault:`${s.message} (${s.path.join(".")})`}:{fault:"it is not a window this version of jobai wrote"}}var qe=`
local function longest_pause(window)
  return math.max(window, ${j})
end
local function window_bounds(now, window, span, bounded)
  if not bounded then return { seen = math.huge, end_ = math.huge, paused = math.huge } end
  local skew = math.max(${q}, window)
  return {
    seen = now + skew,
    end_ = now + span + ${j} + skew,
    paused = now + longest_pause(window) + ${q},
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
`;function je(e,t){return Array.isArray(e)&&e.length===3&&e[0]==="rebuilt"?(t(String(e[1])),e[2]):e}export{R as a,h as b,se as c,ae as d,de as e,k as f,pe as g,P as h,le as i,V as j,ce as k,fe as l,me as m,ye as n,we as o,ee as p,Te as q,qe as r,je as s};
