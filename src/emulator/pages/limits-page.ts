import type { IncomingMessage, ServerResponse } from "node:http";
import { type BudgetSnapshot, budgetSnapshot, type SnapshotParts } from "./budget-snapshot.js";
import { html, raw } from "./html.js";
import type { PageContent } from "./layout.js";

/** Live pages open at once; past this a new one is refused (503), so memory stays bounded. */
export const MAX_LIVE_CLIENTS = 16;
/** How often a live page is refreshed when nothing happens (the window still slides). */
export const TICK_MS = 1000;
/** Soonest a new event follows a request the proxy decided on. */
export const EVENT_GAP_MS = 200;

let liveClients = 0;

/** JSON inside a <script> element: `<` escaped so no text in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * Draws the page from a snapshot. Every value from outside (job names, reasons) goes in with
 * textContent or setAttribute, never as HTML.
 */
const CLIENT = `
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
`;

/** The live page of the shared budget. */
export function limitsPage(parts: SnapshotParts): PageContent {
  const snapshot = budgetSnapshot(parts);
  const body = html`<section><h1>Shared budget <small class="muted" id="live">connecting</small></h1>
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
<script type="application/json" id="initial">${raw(scriptJson(snapshot))}</script>`;
  return { title: "Shared budget", body, script: CLIENT };
}

/**
 * `/limits/events`: one snapshot at once, then one after each request the proxy decides on (at most
 * one per EVENT_GAP_MS) and one every TICK_MS. A slow reader is skipped until it drains, never
 * buffered without end.
 */
export function limitsEvents(parts: SnapshotParts, req: IncomingMessage, res: ServerResponse): void {
  if (liveClients >= MAX_LIVE_CLIENTS) {
    res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "5" });
    res.end(`at most ${MAX_LIVE_CLIENTS} live pages at once: close one\n`);
    return;
  }
  liveClients += 1;
  res.writeHead(200, {
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
  let blocked = false;
  let pending: NodeJS.Timeout | undefined;
  const send = () => {
    pending = undefined;
    if (blocked || res.destroyed) return;
    const snapshot: BudgetSnapshot = budgetSnapshot(parts);
    blocked = !res.write(`data: ${JSON.stringify(snapshot)}\n\n`);
  };
  res.on("drain", () => {
    blocked = false;
  });
  send();
  const tick = setInterval(send, TICK_MS);
  tick.unref();
  const off = parts.limiter.activity.onChange(() => {
    if (pending) return;
    pending = setTimeout(send, EVENT_GAP_MS);
    pending.unref();
  });
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearInterval(tick);
    if (pending) clearTimeout(pending);
    off();
    liveClients -= 1;
  };
  // The response's close: the page went away, or the emulator closed its connections.
  res.once("close", stop);
  req.resume();
}
