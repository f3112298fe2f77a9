/**
 * The emulator's web pages, on its own address beside the APIs: the build page (what
 * `SERVICE_BUILD_URL` and a build's `web_url` open), the pipeline page, artifact downloads, and
 * the live page of the shared budget (`/limits`). Plain HTML rendered here; the only script is the
 * live page's. Everything else under these paths is an HTML 404.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { PriceTable } from "../../usage/cost.js";
import type { ProxyLimiter } from "../proxy/limits.js";
import type { RestStore } from "../rest/store.js";
import { buildPage } from "./build-page.js";
import { sendNotFound, sendPage } from "./layout.js";
import { limitsEvents, limitsPage } from "./limits-page.js";
import { pipelinePage } from "./pipeline-page.js";

export interface PageParts {
  store: RestStore;
  limiter: ProxyLimiter;
  now: () => number;
  /** The emulated job's variables: where its limiter keeps the shared window. */
  jobEnv: Record<string, string>;
  /** The prices the emulator's proxy costs its answers at: the build page's dollars use the same. */
  prices: PriceTable;
}

const BUILD = /^\/([^/]+)\/([^/]+)\/builds\/(\d+)\/?$/;
const ARTIFACT = /^\/([^/]+)\/([^/]+)\/builds\/(\d+)\/jobs\/([^/]+)\/artifacts\/([^/]+)$/;
const PIPELINE = /^\/([^/]+)\/([^/]+)(?:\/builds)?\/?$/;

function decoded(parts: string[]): string[] | undefined {
  try {
    return parts.map((part) => decodeURIComponent(part));
  } catch {
    return undefined;
  }
}

export async function handlePage(
  parts: PageParts,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
    res.end("the emulator's pages are read with GET\n");
    return;
  }
  if (path === "/limits" || path === "/limits/") return sendPage(res, 200, limitsPage(parts));
  if (path === "/limits/events") return limitsEvents(parts, req, res);

  const artifact = ARTIFACT.exec(path);
  if (artifact) {
    const [org, pipeline, number, jobId, id] = decoded(artifact.slice(1)) ?? [];
    const build = parts.store.build(org ?? "", pipeline ?? "", Number(number));
    const found = build?.jobs.find((job) => job.id === jobId)?.artifacts.find((a) => a.id === id);
    if (!found) return sendNotFound(res, "No such artifact.");
    const body = Buffer.from(found.content);
    const name = found.path.slice(found.path.lastIndexOf("/") + 1).replace(/[^\w.-]/g, "_") || "artifact";
    // Always a download, never rendered on this origin: an uploaded .html must not run here.
    res.writeHead(200, {
      "Content-Type": "application/octet-stream",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Content-Length": String(body.length),
      "X-Content-Type-Options": "nosniff",
    });
    res.end(body);
    return;
  }

  const base = `http://${req.headers.host ?? "127.0.0.1"}`;
  const build = BUILD.exec(path);
  if (build) {
    const [org = "", pipeline = "", number = ""] = decoded(build.slice(1)) ?? [];
    const found = parts.store.build(org, pipeline, Number(number));
    if (!found) return sendNotFound(res, `There is no build ${org}/${pipeline} #${number}.`);
    return sendPage(res, 200, await buildPage(parts.store, found, base, parts.prices));
  }
  const pipeline = PIPELINE.exec(path);
  if (pipeline) {
    const [org = "", slug = ""] = decoded(pipeline.slice(1)) ?? [];
    const found = parts.store.pipeline(org, slug);
    if (found) return sendPage(res, 200, pipelinePage(parts.store, found));
    return sendNotFound(res, `There is no pipeline ${org}/${slug}.`);
  }
  return sendNotFound(res, `Nothing is served at ${path}.`);
}
