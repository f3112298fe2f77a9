import { ansiConverter } from "./ansi.js";
import { type Html, html, raw } from "./html.js";

/** Lines of one job's log shown on its build page; past them the page says how many were left out. */
export const MAX_LOG_LINES = 5000;

/** The group headers of the service's logs (`~~~`, `---`, `+++`): shown bold. */
const GROUP = /^(~~~|---|\+\+\+) /;

/**
 * A job's log as the service shows it: ANSI colours kept, one numbered line per line, each with an
 * anchor `<job id>-L<n>` so a link to a line works (`...builds/1#<job id>-L12`). A carriage return
 * inside a line (a progress bar redrawing) keeps what came after the last one, as a terminal shows it.
 */
export async function renderLog(jobId: string, text: string): Promise<Html> {
  const toHtml = await ansiConverter();
  const lines = text.split("\n");
  if (lines.at(-1) === "") lines.pop();
  const shown = lines.slice(0, MAX_LOG_LINES);
  const rows = shown.map((line, i) => {
    // A CRLF line ending is not a redraw: drop it before looking for one.
    const ended = line.endsWith("\r") ? line.slice(0, -1) : line;
    const visible = ended.slice(ended.lastIndexOf("\r") + 1);
    const id = `${jobId}-L${i + 1}`;
    const text = toHtml(visible);
    return html`<span class="line${GROUP.test(visible) ? " group" : ""}" id="${id}"><a class="n" href="#${id}">${i + 1}</a>${raw(text)}</span>`;
  });
  const more =
    lines.length > shown.length
      ? html`<p class="muted">${lines.length - shown.length} more lines not shown: the REST API's job log has them all.</p>`
      : "";
  if (lines.length === 0) return html`<p class="muted">No log output.</p>`;
  return html`<pre class="log">${rows}</pre>${more}`;
}
