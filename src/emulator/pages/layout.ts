import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import { type Html, html, raw } from "./html.js";

/** The pages' one style sheet: plain, readable, the annotation styles in the service's colours. */
const STYLE = `
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
`;

/** A page of the emulator: `script` runs with this response's nonce, nothing else may (CSP). */
export interface PageContent {
  title: string;
  body: Html;
  /** Inline script (the live parts); runs under the page's nonce. */
  script?: string;
}

/**
 * Send a page. The Content-Security-Policy is a second wall behind the sanitiser: only the page's
 * own nonce-bearing script runs, so a script that got past the sanitiser would still not run.
 * The browser tests check the sanitiser on its own as well (no handler or script in the DOM).
 */
export function sendPage(res: ServerResponse, status: number, content: PageContent): void {
  const nonce = randomBytes(16).toString("base64");
  const page = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${content.title}</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><style>${raw(STYLE)}</style></head>
<body><header class="top"><a href="/limits">Shared budget</a><span>jobai emulator</span></header>
<main>${content.body}</main>
${content.script ? html`<script nonce="${nonce}">${raw(content.script)}</script>` : ""}
</body></html>`;
  const body = Buffer.from(page.text);
  res.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": String(body.length),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' https: http: data:; script-src 'nonce-${nonce}'; connect-src 'self'; base-uri 'none'; form-action 'none'`,
  });
  res.end(body);
}

/** The HTML 404 of the pages (never JSON: a person is reading). */
export function sendNotFound(res: ServerResponse, what: string): void {
  sendPage(res, 404, {
    title: "Not found",
    body: html`<section><h1>Not found</h1><p>${what}</p>
<p class="muted">The emulator serves build pages at <code>/&lt;organization&gt;/&lt;pipeline&gt;/builds/&lt;number&gt;</code>, pipelines at <code>/&lt;organization&gt;/&lt;pipeline&gt;</code>, and the shared budget at <a href="/limits">/limits</a>.</p></section>`,
  });
}
