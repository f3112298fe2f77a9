import { buildSchema } from "../../rest/schemas/build.js";
import { usageOfBuild } from "../../usage/build-usage.js";
import type { PriceTable } from "../../usage/cost.js";
import type { EmuAnnotation, EmuBuild, EmuJob } from "../rest/model.js";
import { renderBuild } from "../rest/render.js";
import type { RestStore } from "../rest/store.js";
import { type Html, html, raw, seg } from "./html.js";
import type { PageContent } from "./layout.js";
import { renderLog } from "./log-lines.js";
import { markdownRenderer } from "./markdown.js";
import { renderUsage } from "./usage-chart.js";

const STYLES = new Set(["success", "info", "warning", "error"]);

const when = (ms: number | null) => (ms === null ? "" : new Date(ms).toISOString().replace(".000Z", "Z"));

export const buildPath = (build: Pick<EmuBuild, "organization" | "pipeline" | "number">) =>
  `/${seg(build.organization)}/${seg(build.pipeline)}/builds/${build.number}`;

export const stateBadge = (state: string) =>
  html`<span class="state state-${state.replace(/[^a-z_]/g, "")}">${state}</span>`;

/** The service's order: highest priority first, then the oldest. */
function ordered(annotations: EmuAnnotation[]): EmuAnnotation[] {
  return [...annotations].sort((a, b) => b.priority - a.priority || a.created_at - b.created_at);
}

async function annotationsHtml(build: EmuBuild): Promise<Html> {
  if (build.annotations.length === 0) return html`<p class="muted">No annotations.</p>`;
  const render = await markdownRenderer();
  return html`${ordered(build.annotations).map((a) => {
    const style = STYLES.has(a.style) ? a.style : "info";
    return html`<div class="annotation annotation-${style}" data-context="${a.context}">
<div class="context">${a.context} · ${style}${a.scope === "job" ? " · job" : ""}</div>
<div class="body">${raw(render(a.body))}</div></div>`;
  })}`;
}

async function jobHtml(build: EmuBuild, job: EmuJob): Promise<Html> {
  const exit = job.exit_status === null ? "" : html` · exit status <b class="exit">${job.exit_status}</b>`;
  const artifacts = job.artifacts.length
    ? html`<p>Artifacts: ${job.artifacts.map(
        (artifact) =>
          html`<a class="artifact" href="${buildPath(build)}/jobs/${seg(job.id)}/artifacts/${seg(artifact.id)}" download>${artifact.path}</a> (${Buffer.byteLength(artifact.content)} bytes) `,
      )}</p>`
    : "";
  return html`<section class="job" id="${job.id}" data-state="${job.state}">
<h2>${job.name} ${stateBadge(job.state)}${exit}</h2>
${job.command ? html`<p class="muted"><code>${job.command}</code></p>` : ""}
${artifacts}
${job.type === "script" ? await renderLog(job.id, job.log) : ""}
</section>`;
}

/** The build page: what `SERVICE_BUILD_URL` and a build's `web_url` open. */
export async function buildPage(
  store: RestStore,
  build: EmuBuild,
  base: string,
  prices?: PriceTable,
): Promise<PageContent> {
  const creator = store.users.get(build.creator);
  const jobs = build.jobs.filter((job) => !job.retried);
  const metaRows = Object.entries(build.meta_data).map(
    ([key, value]) => html`<tr><td><code>${key}</code></td><td><code>${value}</code></td></tr>`,
  );
  const rendered = buildSchema.parse(renderBuild(base, build, store));
  const usage = usageOfBuild(
    rendered,
    {
      organization: build.organization,
      pipeline: build.pipeline,
      number: build.number,
    },
    { prices },
  );
  const pipelineLink = `/${seg(build.organization)}/${seg(build.pipeline)}`;
  const body = html`<section class="build">
<p><a href="${pipelineLink}" class="pipeline-link">${build.organization} / ${build.pipeline}</a></p>
<h1>Build #${build.number} ${stateBadge(build.state)}</h1>
<p>${build.message}</p>
<table class="facts"><tbody>
<tr><td>branch</td><td class="branch">${build.branch}</td></tr>
<tr><td>commit</td><td class="commit"><code>${build.commit}</code></td></tr>
<tr><td>creator</td><td class="creator">${creator ? `${creator.name} <${creator.email}>` : "unknown"}</td></tr>
<tr><td>created</td><td>${when(build.created_at)}</td></tr>
${build.finished_at === null ? "" : html`<tr><td>finished</td><td>${when(build.finished_at)}</td></tr>`}
</tbody></table></section>
<section class="annotations"><h2>Annotations</h2>${await annotationsHtml(build)}</section>
<section class="usage"><h2>Model usage</h2>${renderUsage(usage)}</section>
<section class="meta-data"><h2>Meta-data</h2>${
    metaRows.length ? html`<table><tbody>${metaRows}</tbody></table>` : html`<p class="muted">None.</p>`
  }</section>
<h2>Jobs</h2>
${await Promise.all(jobs.map((job) => jobHtml(build, job)))}`;
  return { title: `${build.pipeline} #${build.number}`, body };
}
