import type { EmuPipeline } from "../rest/model.js";
import type { RestStore } from "../rest/store.js";
import { buildPath, stateBadge } from "./build-page.js";
import { html } from "./html.js";
import type { PageContent } from "./layout.js";

/** Builds listed on a pipeline page, newest first; older ones are counted, not listed. */
export const MAX_LISTED_BUILDS = 200;

/** A pipeline's builds, newest first, each linked to its build page. */
export function pipelinePage(store: RestStore, pipeline: EmuPipeline): PageContent {
  const builds = store.builds
    .filter((b) => b.organization === pipeline.organization && b.pipeline === pipeline.slug)
    .sort((a, b) => b.number - a.number);
  const listed = builds.slice(0, MAX_LISTED_BUILDS);
  const rows = listed.map(
    (
      build,
    ) => html`<tr><td><a href="${buildPath(build)}">#${build.number}</a></td><td>${stateBadge(build.state)}</td>
<td>${build.branch}</td><td><code>${build.commit.slice(0, 7)}</code></td><td>${build.message}</td><td>${store.users.get(build.creator)?.name ?? ""}</td></tr>`,
  );
  const body = html`<section><h1>${pipeline.organization} / ${pipeline.name}</h1>
<p class="muted">${pipeline.repository} · ${builds.length} builds</p>
${
  rows.length
    ? html`<table class="builds"><thead><tr><th>build</th><th>state</th><th>branch</th><th>commit</th><th>message</th><th>creator</th></tr></thead><tbody>${rows}</tbody></table>`
    : html`<p class="muted">No builds yet.</p>`
}
${builds.length > listed.length ? html`<p class="muted">${builds.length - listed.length} older builds not listed.</p>` : ""}
</section>`;
  return { title: `${pipeline.organization} / ${pipeline.name}`, body };
}
