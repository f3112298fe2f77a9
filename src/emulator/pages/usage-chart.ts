import type { BuildUsage } from "../../usage/build-usage.js";
import { formatUsd } from "../../usage/cost.js";
import { type Html, html } from "./html.js";

const fmt = (n: number) => Math.round(n).toLocaleString("en-US");

/** A job's cost as the table shows it: unknown (a model without a price) is said, never $0. */
const costCell = (usd: number | null, priced: number) =>
  usd === null ? `unknown (${formatUsd(priced)} priced)` : formatUsd(usd);

/** Bars of what each job cost (its priced part where a model has no price). */
function costBars(usage: BuildUsage, width: number, rowHeight: number): Html {
  const max = Math.max(...usage.jobs.map((job) => job.pricedCostUsd));
  if (!(max > 0)) return html``;
  const bars = usage.jobs.map((job, i) => {
    const w = (job.pricedCostUsd / max) * width;
    return html`<rect x="0" y="${i * rowHeight + 3}" width="${w.toFixed(1)}" height="${rowHeight - 6}" fill="#1a7f37"><title>${job.label}: ${costCell(job.costUsd, job.pricedCostUsd)}</title></rect>`;
  });
  return html`<svg class="usage-cost" width="${width}" height="${usage.jobs.length * rowHeight}" role="img" aria-label="dollars per job">${bars}</svg>
<p class="muted"><span style="color:#1a7f37">&#9632;</span> cost (USD at the emulator's prices)</p>`;
}

/**
 * A build's model usage per job (the usage records jobai writes into meta-data, read by the same
 * code as `jobai usage`): a table and inline SVG bars of counted input, cache-read and output tokens.
 */
export function renderUsage(usage: BuildUsage): Html {
  if (usage.jobs.length === 0) {
    return html`<p class="muted">No usage recorded: jobai writes a job's usage into the build's meta-data (<code>jobai-&lt;job&gt;-usage</code>) when it summarizes or relays.</p>`;
  }
  const max = Math.max(
    1,
    ...usage.jobs.map((job) => job.countedInputTokens + job.cacheReadTokens + job.outputTokens),
  );
  const width = 420;
  const rowHeight = 22;
  const bars = usage.jobs.map((job, i) => {
    const y = i * rowHeight;
    const parts = [
      { value: job.countedInputTokens, fill: "#8250df", name: "counted input" },
      { value: job.cacheReadTokens, fill: "#c297ff", name: "cache read" },
      { value: job.outputTokens, fill: "#0969da", name: "output" },
    ];
    let x = 0;
    const rects = parts.map((part) => {
      const w = (part.value / max) * width;
      const rect = html`<rect x="${x.toFixed(1)}" y="${y + 3}" width="${w.toFixed(1)}" height="${rowHeight - 6}" fill="${part.fill}"><title>${part.name}: ${fmt(part.value)}</title></rect>`;
      x += w;
      return rect;
    });
    return html`<g>${rects}</g>`;
  });
  const rows = usage.jobs.map(
    (job) =>
      html`<tr><td>${job.label}</td><td>${job.model}</td><td>${fmt(job.requests)}</td><td>${fmt(job.countedInputTokens)}</td><td>${fmt(job.cacheReadTokens)}</td><td>${fmt(job.outputTokens)}</td><td>${(job.waitedMs / 1000).toFixed(1)} s</td><td class="cost">${costCell(job.costUsd, job.pricedCostUsd)}</td></tr>`,
  );
  const t = usage.total;
  return html`<div class="usage-chart"><svg class="usage" width="${width}" height="${usage.jobs.length * rowHeight}" role="img" aria-label="tokens per job">${bars}</svg>
<p class="muted"><span style="color:#8250df">&#9632;</span> counted input <span style="color:#c297ff">&#9632;</span> cache read <span style="color:#0969da">&#9632;</span> output</p>
${costBars(usage, width, rowHeight)}</div>
<table><thead><tr><th>job</th><th>model</th><th>requests</th><th>counted input</th><th>cache read</th><th>output</th><th>waited</th><th>cost</th></tr></thead>
<tbody>${rows}<tr><th>total</th><td></td><td>${fmt(t.requests)}</td><td>${fmt(t.countedInputTokens)}</td><td>${fmt(t.cacheReadTokens)}</td><td>${fmt(t.outputTokens)}</td><td>${(t.waitedMs / 1000).toFixed(1)} s</td><td class="cost">${costCell(t.costUsd, t.pricedCostUsd)}</td></tr></tbody></table>
${usage.skipped.length ? html`<p class="muted">Skipped: ${usage.skipped.map((s) => `${s.key} (${s.reason})`).join("; ")}</p>` : ""}`;
}
