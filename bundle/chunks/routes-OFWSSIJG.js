import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{b as H}from"./chunk-L3GRB4DS.js";import{h as O}from"./chunk-A3ANLHEN.js";import{f as z}from"./chunk-JUIQBTMA.js";import{c as U,d as L,g as B}from"./chunk-NWERZ3SD.js";import"./chunk-KDV5RAL2.js";import"./chunk-SZ4N3F44.js";import"./chunk-QMKSAOLF.js";import{b as I}from"./chunk-GTK2AEFJ.js";import"./chunk-SO5K33JJ.js";import"./chunk-36HZYHKT.js";import"./chunk-EQJQ3FPQ.js";import"./chunk-GOT27XHD.js";import"./chunk-2ZUVR257.js";import"./chunk-6E7O4W6H.js";import{f as P}from"./chunk-L3NM7VIR.js";import"./chunk-3KZ3A5AU.js";import"./chunk-47ZE3NBM.js";import"./chunk-DOB4OT5V.js";import"./chunk-UNNOCKTM.js";import"./chunk-ISO6OGT4.js";import{d as _}from"./chunk-275SIUEW.js";import"./chunk-ZIMIEJEU.js";import{p as u}from"./chunk-RWMLVCTP.js";import{j as N}from"./chunk-DUHDKT4G.js";import"./chunk-XAJOARVS.js";import"./chunk-XATGP7GK.js";import"./chunk-CZJVKGVG.js";import"./chunk-OGTIKDJ3.js";import"./chunk-DL62UDP2.js";import"./chunk-NDJNVI3F.js";var $=class{constructor(e){this.text=e}text;toString(){return this.text}},rt={"&":"&amp;","<":"&lt;",">":"&gt;",'"':"&quot;","'":"&#39;"};function st(t){return String(t).replace(/[&<>"']/g,e=>rt[e]??e)}var h=t=>new $(t);function F(t){return t instanceof $?t.text:Array.isArray(t)?t.map(F).join(""):t==null||t===!1?"":st(t)}function a(t,...e){let n=t[0]??"";return e.forEach((o,i)=>{n+=F(o)+(t[i+1]??"")}),new $(n)}var y=t=>encodeURIComponent(String(t));var D;async function v(){D??=import("./ansi_up-ANWCPYIS.js").then(n=>n.AnsiUp);let t=await D,e=new t;return e.use_classes=!0,e.url_allowlist={http:1,https:1},n=>e.ansi_to_html(n)}var it=5e3,at=/^(~~~|---|\+\+\+) /;async function W(t,e){let n=await v(),o=e.split(`
`);o.at(-1)===""&&o.pop();let i=o.slice(0,it),c=i.map((r,l)=>{let d=r.endsWith("\r")?r.slice(0,-1):r,p=d.slice(d.lastIndexOf("\r")+1),m=`${t}-L${l+1}`,g=n(p);return a`<span class="line${at.test(p)?" group":""}" id="${m}"><a class="n" href="#${m}">${l+1}</a>${h(g)}</span>`}),s=o.length>i.length?a`<p class="muted">${o.length-i.length} more lines not shown: the REST API's job log has them all.</p>`:"";return o.length===0?a`<p class="muted">No log output.</p>`:a`<pre class="log">${c}</pre>${s}`}var J=/^(#[0-9a-f]{3,6}|rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\))$/i;function dt(t){return{allowedTags:[...t,"details","summary","img","del","ins","h1","h2"],allowedAttributes:{a:["href","title","name","rel"],img:["src","alt","title","width","height"],details:["open"],th:["style","colspan","rowspan"],td:["style","colspan","rowspan"],span:["class","style"],code:["class"],pre:["class"],div:["class"],p:["class"],ol:["start"]},allowedClasses:{"*":[/^ansi-[a-z0-9-]+$/,/^language-[a-z0-9_-]+$/,"term","red","green","yellow","blue","orange","purple","gray","grey"]},allowedStyles:{"*":{color:[J],"background-color":[J],"text-align":[/^(left|right|center)$/],"font-weight":[/^(bold|normal|\d00)$/]}},allowedSchemes:["http","https","mailto"],allowedSchemesByTag:{img:["http","https"]},allowProtocolRelative:!1,disallowedTagsMode:"discard",transformTags:{a:(e,n)=>({tagName:e,attribs:{...n,rel:"nofollow noopener noreferrer"}})}}}var G;async function ct(){let[{default:t},{full:e},{default:n}]=await Promise.all([import("./markdown-it-57OX7VJZ.js"),import("./markdown-it-emoji-CVU3BAWW.js"),import("./sanitize-html-GNZC5YY7.js")]),o=await v(),i=new t({html:!0,linkify:!0,highlight:(s,r)=>r==="term"?`<pre class="term"><code>${o(s)}</code></pre>`:""}).use(e),c=dt(n.defaults.allowedTags);return s=>n(i.render(s),c)}function V(){return G??=ct(),G}var f=t=>Math.round(t).toLocaleString("en-US"),E=(t,e)=>t===null?`unknown (${P(e)} priced)`:P(t);function lt(t,e,n){let o=Math.max(...t.jobs.map(c=>c.pricedCostUsd));if(!(o>0))return a``;let i=t.jobs.map((c,s)=>{let r=c.pricedCostUsd/o*e;return a`<rect x="0" y="${s*n+3}" width="${r.toFixed(1)}" height="${n-6}" fill="#1a7f37"><title>${c.label}: ${E(c.costUsd,c.pricedCostUsd)}</title></rect>`});return a`<svg class="usage-cost" width="${e}" height="${t.jobs.length*n}" role="img" aria-label="dollars per job">${i}</svg>
<p class="muted"><span style="color:#1a7f37">&#9632;</span> cost (USD at the emulator's prices)</p>`}function X(t){if(t.jobs.length===0)return a`<p class="muted">No usage recorded: jobai writes a job's usage into the build's meta-data (<code>jobai-&lt;job&gt;-usage</code>) when it summarizes or relays.</p>`;let e=Math.max(1,...t.jobs.map(r=>r.countedInputTokens+r.cacheReadTokens+r.outputTokens)),n=420,o=22,i=t.jobs.map((r,l)=>{let d=l*o,p=[{value:r.countedInputTokens,fill:"#8250df",name:"counted input"},{value:r.cacheReadTokens,fill:"#c297ff",name:"cache read"},{value:r.outputTokens,fill:"#0969da",name:"output"}],m=0,g=p.map(w=>{let b=w.value/e*n,k=a`<rect x="${m.toFixed(1)}" y="${d+3}" width="${b.toFixed(1)}" height="${o-6}" fill="${w.fill}"><title>${w.name}: ${f(w.value)}</title></rect>`;return m+=b,k});return a`<g>${g}</g>`}),c=t.jobs.map(r=>a`<tr><td>${r.label}</td><td>${r.model}</td><td>${f(r.requests)}</td><td>${f(r.countedInputTokens)}</td><td>${f(r.cacheReadTokens)}</td><td>${f(r.outputTokens)}</td><td>${(r.waitedMs/1e3).toFixed(1)} s</td><td class="cost">${E(r.costUsd,r.pricedCostUsd)}</td></tr>`),s=t.total;return a`<div class="usage-chart"><svg class="usage" width="${n}" height="${t.jobs.length*o}" role="img" aria-label="tokens per job">${i}</svg>
<p class="muted"><span style="color:#8250df">&#9632;</span> counted input <span style="color:#c297ff">&#9632;</span> cache read <span style="color:#0969da">&#9632;</span> output</p>
${lt(t,n,o)}</div>
<table><thead><tr><th>job</th><th>model</th><th>requests</th><th>counted input</th><th>cache read</th><th>output</th><th>waited</th><th>cost</th></tr></thead>
<tbody>${c}<tr><th>total</th><td></td><td>${f(s.requests)}</td><td>${f(s.countedInputTokens)}</td><td>${f(s.cacheReadTokens)}</td><td>${f(s.outputTokens)}</td><td>${(s.waitedMs/1e3).toFixed(1)} s</td><td class="cost">${E(s.costUsd,s.pricedCostUsd)}</td></tr></tbody></table>
${t.skipped.length?a`<p class="muted">Skipped: ${t.skipped.map(r=>`${r.key} (${r.reason})`).join("; ")}</p>`:""}`}var pt=new Set(["success","info","warning","error"]),K=t=>t===null?"":new Date(t).toISOString().replace(".000Z","Z"),A=t=>`/${y(t.organization)}/${y(t.pipeline)}/builds/${t.number}`,C=t=>a`<span class="state state-${t.replace(/[^a-z_]/g,"")}">${t}</span>`;function mt(t){return[...t].sort((e,n)=>n.priority-e.priority||e.created_at-n.created_at)}async function ut(t){if(t.annotations.length===0)return a`<p class="muted">No annotations.</p>`;let e=await V();return a`${mt(t.annotations).map(n=>{let o=pt.has(n.style)?n.style:"info";return a`<div class="annotation annotation-${o}" data-context="${n.context}">
<div class="context">${n.context} · ${o}${n.scope==="job"?" \xB7 job":""}</div>
<div class="body">${h(e(n.body))}</div></div>`})}`}async function ht(t,e){let n=e.exit_status===null?"":a` · exit status <b class="exit">${e.exit_status}</b>`,o=e.artifacts.length?a`<p>Artifacts: ${e.artifacts.map(i=>a`<a class="artifact" href="${A(t)}/jobs/${y(e.id)}/artifacts/${y(i.id)}" download>${i.path}</a> (${Buffer.byteLength(i.content)} bytes) `)}</p>`:"";return a`<section class="job" id="${e.id}" data-state="${e.state}">
<h2>${e.name} ${C(e.state)}${n}</h2>
${e.command?a`<p class="muted"><code>${e.command}</code></p>`:""}
${o}
${e.type==="script"?await W(e.id,e.log):""}
</section>`}async function Y(t,e,n,o){let i=t.users.get(e.creator),c=e.jobs.filter(m=>!m.retried),s=Object.entries(e.meta_data).map(([m,g])=>a`<tr><td><code>${m}</code></td><td><code>${g}</code></td></tr>`),r=z.parse(O(n,e,t)),l=H(r,{organization:e.organization,pipeline:e.pipeline,number:e.number},{prices:o}),d=`/${y(e.organization)}/${y(e.pipeline)}`,p=a`<section class="build">
<p><a href="${d}" class="pipeline-link">${e.organization} / ${e.pipeline}</a></p>
<h1>Build #${e.number} ${C(e.state)}</h1>
<p>${e.message}</p>
<table class="facts"><tbody>
<tr><td>branch</td><td class="branch">${e.branch}</td></tr>
<tr><td>commit</td><td class="commit"><code>${e.commit}</code></td></tr>
<tr><td>creator</td><td class="creator">${i?`${i.name} <${i.email}>`:"unknown"}</td></tr>
<tr><td>created</td><td>${K(e.created_at)}</td></tr>
${e.finished_at===null?"":a`<tr><td>finished</td><td>${K(e.finished_at)}</td></tr>`}
</tbody></table></section>
<section class="annotations"><h2>Annotations</h2>${await ut(e)}</section>
<section class="usage"><h2>Model usage</h2>${X(l)}</section>
<section class="meta-data"><h2>Meta-data</h2>${s.length?a`<table><tbody>${s}</tbody></table>`:a`<p class="muted">None.</p>`}</section>
<h2>Jobs</h2>
${await Promise.all(c.map(m=>ht(e,m)))}`;return{title:`${e.pipeline} #${e.number}`,body:p}}import{randomBytes as ft}from"node:crypto";var gt=`
body{font:14px/1.45 system-ui,sans-serif;margin:0;color:#1f2328;background:#f6f8fa}
header.top{background:#14cc80;color:#fff;padding:8px 16px}header.top a{color:#fff;text-decoration:none;margin-right:16px}
main{max-width:1100px;margin:0 auto;padding:16px}
section{background:#fff;border:1px solid #d0d7de;border-radius:6px;margin:12px 0;padding:12px 16px}
h1{font-size:20px;margin:8px 0}h2{font-size:16px;margin:4px 0 8px}
table{border-collapse:collapse}td,th{border:1px solid #d0d7de;padding:3px 8px;text-align:left;vertical-align:top}
.facts td:first-child{color:#57606a}
.state{display:inline-block;border-radius:10px;padding:0 8px;font-size:12px;font-weight:600;color:#fff;background:#6e7781}
.state-passed{background:#1a7f37}.state-failed,.state-failing,.state-broken,.state-timed_out{background:#cf222e}
.state-running,.state-scheduled{background:#bf8700}.state-canceled,.state-canceling,.state-skipped{background:#6e7781}
.annotation{border-left:5px solid #0969da;padding:4px 12px;margin:8px 0;background:#fff}
.annotation-success{border-color:#1a7f37}.annotation-info{border-color:#0969da}
.annotation-warning{border-color:#bf8700}.annotation-error{border-color:#cf222e}
.annotation .context{font-size:12px;color:#57606a}
.annotation pre{background:#f6f8fa;padding:8px;overflow:auto}
.log{background:#1e1e1e;color:#ddd;font:12px/1.4 ui-monospace,monospace;margin:0;padding:6px 0;overflow:auto;counter-reset:none}
.log .line{display:block;white-space:pre-wrap;padding:0 8px 0 0}
.log .line:target{background:#3a3a00}
.log .n{display:inline-block;width:4em;text-align:right;margin-right:12px;color:#777;text-decoration:none;user-select:none}
.log .group{font-weight:700;color:#fff}
pre.term{background:#1e1e1e;color:#ddd}
.ansi-bold{font-weight:700}
.ansi-black-fg{color:#3b3b3b}.ansi-red-fg{color:#f14c4c}.ansi-green-fg{color:#23d18b}.ansi-yellow-fg{color:#f5f543}
.ansi-blue-fg{color:#3b8eea}.ansi-magenta-fg{color:#d670d6}.ansi-cyan-fg{color:#29b8db}.ansi-white-fg{color:#e5e5e5}
.ansi-bright-black-fg{color:#888}.ansi-bright-red-fg{color:#f66}.ansi-bright-green-fg{color:#5f5}.ansi-bright-yellow-fg{color:#ff5}
.ansi-bright-blue-fg{color:#69f}.ansi-bright-magenta-fg{color:#f6f}.ansi-bright-cyan-fg{color:#5ff}.ansi-bright-white-fg{color:#fff}
.ansi-red-bg{background:#a00}.ansi-green-bg{background:#0a0}.ansi-yellow-bg{background:#a50}.ansi-blue-bg{background:#00a}
.red{color:#cf222e}.green{color:#1a7f37}.yellow{color:#9a6700}.blue{color:#0969da}.orange{color:#bc4c00}.purple{color:#8250df}.gray,.grey{color:#57606a}
.bars rect.req{fill:#0969da}.bars rect.tok{fill:#8250df}.bars text{font-size:10px;fill:#57606a}
.muted{color:#57606a}
`;function x(t,e,n){let o=ft(16).toString("base64"),i=a`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${n.title}</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><style>${h(gt)}</style></head>
<body><header class="top"><a href="/limits">Shared budget</a><span>jobai emulator</span></header>
<main>${n.body}</main>
${n.script?a`<script nonce="${o}">${h(n.script)}</script>`:""}
</body></html>`,c=Buffer.from(i.text);t.writeHead(e,{"Content-Type":"text/html; charset=utf-8","Content-Length":String(c.length),"Cache-Control":"no-store","X-Content-Type-Options":"nosniff","Content-Security-Policy":`default-src 'none'; style-src 'unsafe-inline'; img-src 'self' https: http: data:; script-src 'nonce-${o}'; connect-src 'self'; base-uri 'none'; form-action 'none'`}),t.end(c)}function S(t,e){x(t,404,{title:"Not found",body:a`<section><h1>Not found</h1><p>${e}</p>
<p class="muted">The emulator serves build pages at <code>/&lt;organization&gt;/&lt;pipeline&gt;/builds/&lt;number&gt;</code>, pipelines at <code>/&lt;organization&gt;/&lt;pipeline&gt;</code>, and the shared budget at <a href="/limits">/limits</a>.</p></section>`})}import{join as bt}from"node:path";var yt=u.looseObject({entries:u.array(u.looseObject({end:u.number(),requests:u.number(),inputTokens:u.number(),settled:u.boolean(),job:u.string().optional()})).max(1e5),queue:u.array(u.looseObject({requests:u.number(),inputTokens:u.number(),seenAt:u.number(),since:u.number().optional(),job:u.string().optional(),priority:u.string().optional()})).max(1e5),pausedUntil:u.number(),pausedFor:u.number().optional()}),j=(t,e)=>({store:t,holders:[],waiters:[],pausedUntil:null,...e});function Z(t,e){let n={...process.env,...t},o;try{o=N({},{},n)}catch(d){return j("unknown",{note:`the limiter's settings are not valid here: ${d.message}`})}if(o.store!=="file")return j(o.store,{note:o.store==="redis"?"the jobs share the window in Redis: `jobai limits` shows it":`the jobs' store is ${o.store}: nothing is shared to show`});let i=bt(o.stateDir,L(B(n))),c;try{let{head:d}=I(i);if(d>0){let p=U(i,d);"text"in p&&(c=p.text)}}catch{}if(c===void 0)return j("file",{where:i,note:"no job has used the shared limiter yet"});let s;try{s=yt.parse(JSON.parse(c))}catch{return j("file",{where:i,note:"the window file is not one this version of jobai reads"})}let r=new Map;for(let d of s.entries){if(d.end<=e)continue;let p=d.job??"",m=r.get(p)??{job:p,requests:0,inputTokens:0,inFlight:0};m.requests+=d.requests,m.inputTokens+=d.inputTokens,d.settled||(m.inFlight+=1),r.set(p,m)}let l=s.queue.filter(d=>d.seenAt>e-_).map(d=>({job:d.job??"",priority:d.priority??"normal",requests:d.requests,inputTokens:d.inputTokens,waitedMs:Math.max(0,e-(d.since??d.seenAt))}));return{store:"file",where:i,holders:[...r.values()].sort((d,p)=>p.inputTokens-d.inputTokens),waiters:l,pausedUntil:s.pausedUntil>e?s.pausedUntil:null,...s.pausedUntil>e&&s.pausedFor!==void 0?{pausedFor:s.pausedFor}:{}}}var wt=20;function R(t){let e=t.now(),n=t.limiter.activity.series(e),o=n.reduce((r,l)=>({requests:r.requests+l.requests,tokens:r.tokens+l.tokens,rejected:r.rejected+l.rejected}),{requests:0,tokens:0,rejected:0}),i=Z(t.jobEnv,Date.now()),c={},s=new Set([...i.holders,...i.waiters].map(r=>r.job));for(let r of t.store.builds)for(let l of r.jobs){let d=`job:${l.id}`;s.has(d)&&(c[d]=`${l.name} (${r.pipeline} #${r.number})`)}return{at:e,limits:t.limiter.current(),counters:t.limiter.counters(),sliceMs:t.limiter.activity.sliceMs(),series:n,inWindow:o,rejections:t.limiter.activity.rejections.slice(-wt).reverse(),shared:i,jobNames:c}}var Q=16,$t=1e3,xt=200,M=0,St=t=>JSON.stringify(t).replace(/</g,"\\u003c"),kt=`
const NS = "http://www.w3.org/2000/svg";
const $ = (id) => document.getElementById(id);
const fmt = (n) => Math.round(n).toLocaleString("en-US");
let updates = 0;
function bars(svg, series, key, limit, cls) {
  while (svg.firstChild) svg.removeChild(svg.firstChild);
  const w = 600, h = 120, bw = w / series.length;
  const max = Math.max(1, ...series.map((b) => b[key]));
  let total = 0;
  series.forEach((b, i) => {
    total += b[key];
    const bh = (b[key] / max) * (h - 14);
    const r = document.createElementNS(NS, "rect");
    r.setAttribute("class", cls);
    r.setAttribute("x", String(i * bw + 1));
    r.setAttribute("y", String(h - bh));
    r.setAttribute("width", String(Math.max(1, bw - 2)));
    r.setAttribute("height", String(bh));
    const t = document.createElementNS(NS, "title");
    t.textContent = fmt(b[key]) + (b.rejected ? ", " + b.rejected + " refused" : "");
    r.appendChild(t);
    svg.appendChild(r);
    if (b.rejected) {
      const m = document.createElementNS(NS, "rect");
      m.setAttribute("x", String(i * bw + 1)); m.setAttribute("y", "0");
      m.setAttribute("width", String(Math.max(1, bw - 2))); m.setAttribute("height", "4");
      m.setAttribute("fill", "#cf222e");
      svg.appendChild(m);
    }
  });
  const label = document.createElementNS(NS, "text");
  label.setAttribute("x", "2"); label.setAttribute("y", "10");
  label.textContent = "peak " + fmt(max) + " per " + (series.length ? "bar" : "");
  svg.appendChild(label);
  svg.dataset.total = String(total);
  svg.dataset.limit = String(limit);
}
function rows(tbody, items, cells) {
  while (tbody.firstChild) tbody.removeChild(tbody.firstChild);
  for (const item of items) {
    const tr = document.createElement("tr");
    for (const value of cells(item)) {
      const td = document.createElement("td");
      td.textContent = String(value);
      tr.appendChild(td);
    }
    tbody.appendChild(tr);
  }
}
function draw(s) {
  updates += 1;
  document.body.dataset.updates = String(updates);
  const win = s.limits.windowMs / 1000;
  $("window").textContent = win + " s, " + s.limits.model + " (one bar: " + (s.sliceMs / 1000) + " s)";
  $("req-used").textContent = fmt(s.inWindow.requests) + " of " + fmt(s.limits.requests);
  $("tok-used").textContent = fmt(s.inWindow.tokens) + " of " + fmt(s.limits.inputTokens);
  $("refused").textContent = fmt(s.inWindow.rejected);
  $("req-meter").value = Math.min(1, s.inWindow.requests / s.limits.requests);
  $("tok-meter").value = Math.min(1, s.inWindow.tokens / s.limits.inputTokens);
  bars($("requests-chart"), s.series, "requests", s.limits.requests, "req");
  bars($("tokens-chart"), s.series, "tokens", s.limits.inputTokens, "tok");
  $("c-accepted").textContent = fmt(s.counters.accepted);
  $("c-rejected").textContent = fmt(s.counters.rejected);
  $("c-tokens").textContent = fmt(s.counters.countedInputTokens);
  const name = (job) => s.jobNames[job] || job || "(unnamed)";
  rows($("holders"), s.shared.holders, (h) => [name(h.job), h.requests, fmt(h.inputTokens), h.inFlight]);
  rows($("waiters"), s.shared.waiters, (w) => [name(w.job), w.priority, w.requests, fmt(w.inputTokens), (w.waitedMs / 1000).toFixed(1) + " s"]);
  rows($("rejections"), s.rejections, (r) => [new Date(r.at).toISOString(), r.reason, r.retryAfterMs === undefined ? "never fits" : Math.ceil(r.retryAfterMs / 1000) + " s", fmt(r.tokens)]);
  $("shared-where").textContent = s.shared.store + (s.shared.where ? " store at " + s.shared.where : " store") + (s.shared.note ? ": " + s.shared.note : "");
  $("paused").textContent = s.shared.pausedUntil ? "paused until " + new Date(s.shared.pausedUntil).toISOString() + (s.shared.pausedFor ? " (after a " + s.shared.pausedFor + ")" : "") : "not paused";
}
draw(JSON.parse($("initial").textContent));
const events = new EventSource("/limits/events");
events.onmessage = (e) => draw(JSON.parse(e.data));
events.onerror = () => { $("live").textContent = "reconnecting"; };
events.onopen = () => { $("live").textContent = "live"; };
`;function tt(t){let e=R(t);return{title:"Shared budget",body:a`<section><h1>Shared budget <small class="muted" id="live">connecting</small></h1>
<p class="muted">The proxy's window: <span id="window"></span>. Refreshed by server-sent events from <code>/limits/events</code>.</p>
<table class="facts"><tbody>
<tr><td>requests in the window</td><td><span id="req-used"></span> <meter id="req-meter" min="0" max="1"></meter></td></tr>
<tr><td>counted input tokens in the window</td><td><span id="tok-used"></span> <meter id="tok-meter" min="0" max="1"></meter></td></tr>
<tr><td>429s in the window</td><td id="refused"></td></tr>
</tbody></table>
<h2>Requests admitted, per bar</h2><svg id="requests-chart" class="bars" width="600" height="120" role="img" aria-label="requests over the last window"></svg>
<h2>Counted input tokens admitted, per bar</h2><svg id="tokens-chart" class="bars" width="600" height="120" role="img" aria-label="counted input tokens over the last window"></svg>
<p class="muted">A red mark above a bar: the proxy answered 429 in that slice.</p></section>
<section><h2>Who holds budget</h2><p class="muted" id="shared-where"></p><p id="paused"></p>
<table><thead><tr><th>job</th><th>requests</th><th>counted input tokens</th><th>in flight</th></tr></thead><tbody id="holders"></tbody></table>
<h2>Who waits</h2>
<table><thead><tr><th>job</th><th>priority</th><th>requests</th><th>input tokens</th><th>waited</th></tr></thead><tbody id="waiters"></tbody></table></section>
<section><h2>429s</h2>
<table><thead><tr><th>at</th><th>limit</th><th>retry after</th><th>tokens</th></tr></thead><tbody id="rejections"></tbody></table>
<h2>Proxy counters (since start)</h2>
<table class="facts"><tbody><tr><td>accepted</td><td id="c-accepted"></td></tr><tr><td>rejected (429)</td><td id="c-rejected"></td></tr>
<tr><td>counted input tokens accepted</td><td id="c-tokens"></td></tr></tbody></table></section>
<script type="application/json" id="initial">${h(St(e))}</script>`,script:kt}}function et(t,e,n){if(M>=Q){n.writeHead(503,{"Content-Type":"text/plain; charset=utf-8","Retry-After":"5"}),n.end(`at most ${Q} live pages at once: close one
`);return}M+=1,n.writeHead(200,{"Content-Type":"text/event-stream; charset=utf-8","Cache-Control":"no-store","X-Content-Type-Options":"nosniff"});let o=!1,i,c=()=>{if(i=void 0,o||n.destroyed)return;let p=R(t);o=!n.write(`data: ${JSON.stringify(p)}

`)};n.on("drain",()=>{o=!1}),c();let s=setInterval(c,$t);s.unref();let r=t.limiter.activity.onChange(()=>{i||(i=setTimeout(c,xt),i.unref())}),l=!1,d=()=>{l||(l=!0,clearInterval(s),i&&clearTimeout(i),r(),M-=1)};n.once("close",d),e.resume()}var vt=200;function nt(t,e){let n=t.builds.filter(s=>s.organization===e.organization&&s.pipeline===e.slug).sort((s,r)=>r.number-s.number),o=n.slice(0,vt),i=o.map(s=>a`<tr><td><a href="${A(s)}">#${s.number}</a></td><td>${C(s.state)}</td>
<td>${s.branch}</td><td><code>${s.commit.slice(0,7)}</code></td><td>${s.message}</td><td>${t.users.get(s.creator)?.name??""}</td></tr>`),c=a`<section><h1>${e.organization} / ${e.name}</h1>
<p class="muted">${e.repository} · ${n.length} builds</p>
${i.length?a`<table class="builds"><thead><tr><th>build</th><th>state</th><th>branch</th><th>commit</th><th>message</th><th>creator</th></tr></thead><tbody>${i}</tbody></table>`:a`<p class="muted">No builds yet.</p>`}
${n.length>o.length?a`<p class="muted">${n.length-o.length} older builds not listed.</p>`:""}
</section>`;return{title:`${e.organization} / ${e.name}`,body:c}}var Ct=/^\/([^/]+)\/([^/]+)\/builds\/(\d+)\/?$/,jt=/^\/([^/]+)\/([^/]+)\/builds\/(\d+)\/jobs\/([^/]+)\/artifacts\/([^/]+)$/,Tt=/^\/([^/]+)\/([^/]+)(?:\/builds)?\/?$/;function q(t){try{return t.map(e=>decodeURIComponent(e))}catch{return}}async function ge(t,e,n,o){if(e.method!=="GET"&&e.method!=="HEAD"){n.writeHead(405,{Allow:"GET, HEAD","Content-Type":"text/plain; charset=utf-8"}),n.end(`the emulator's pages are read with GET
`);return}if(o==="/limits"||o==="/limits/")return x(n,200,tt(t));if(o==="/limits/events")return et(t,e,n);let i=jt.exec(o);if(i){let[l,d,p,m,g]=q(i.slice(1))??[],b=t.store.build(l??"",d??"",Number(p))?.jobs.find(T=>T.id===m)?.artifacts.find(T=>T.id===g);if(!b)return S(n,"No such artifact.");let k=Buffer.from(b.content),ot=b.path.slice(b.path.lastIndexOf("/")+1).replace(/[^\w.-]/g,"_")||"artifact";n.writeHead(200,{"Content-Type":"application/octet-stream","Content-Disposition":`attachment; filename="${ot}"`,"Content-Length":String(k.length),"X-Content-Type-Options":"nosniff"}),n.end(k);return}let c=`http://${e.headers.host??"127.0.0.1"}`,s=Ct.exec(o);if(s){let[l="",d="",p=""]=q(s.slice(1))??[],m=t.store.build(l,d,Number(p));return m?x(n,200,await Y(t.store,m,c,t.prices)):S(n,`There is no build ${l}/${d} #${p}.`)}let r=Tt.exec(o);if(r){let[l="",d=""]=q(r.slice(1))??[],p=t.store.pipeline(l,d);return p?x(n,200,nt(t.store,p)):S(n,`There is no pipeline ${l}/${d}.`)}return S(n,`Nothing is served at ${o}.`)}export{ge as handlePage};
