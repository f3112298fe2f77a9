import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { saveAnnotation } from "./annotations.js";
import type { Handlers } from "./catalogue-routes.js";
import { HttpError } from "./http.js";
import { buildOf, jobOf } from "./lookup.js";
import type { EmuArtifact, EmuBuild } from "./model.js";
import { pageOf } from "./paging.js";
import { renderAnnotation, renderArtifact, renderJob } from "./render.js";
import type { Route, RouteContext } from "./router.js";
import { retryJob } from "./routes-builds.js";

/** Jobs, annotations and artifacts (spec: Catalog). Their payloads are "not shown": shapes follow the service's docs. */

const RETRYABLE = ["failed", "timed_out", "canceled", "expired", "broken"];
/** Signs artifact download links, as the service's storage URLs are signed; new per emulator. */
const DOWNLOAD_KEY = randomBytes(32);

function signature(id: string, expires: number): string {
  return createHmac("sha256", DOWNLOAD_KEY).update(`${id}:${expires}`).digest("hex");
}

function findArtifact(ctx: RouteContext): { build: EmuBuild; artifact: EmuArtifact } {
  const { build, job } = jobOf(ctx);
  const artifact = job.artifacts.find((a) => a.id === ctx.params.artifact);
  if (!artifact) throw new HttpError(404, `No artifact ${ctx.params.artifact} in job ${job.id}.`);
  return { build, artifact };
}

type JobHandlers = Pick<
  Handlers,
  | `jobs.${"retry" | "reprioritize" | "unblock" | "log" | "deleteLog" | "env" | "rawLog"}`
  | `annotations.${"list" | "create" | "delete"}`
  | `artifacts.${"listForBuild" | "listForJob" | "get" | "delete" | "download"}`
>;

export const jobHandlers: JobHandlers = {
  "jobs.retry": (ctx) => {
    const { build, job } = jobOf(ctx);
    if (job.retried) throw new HttpError(422, "This job has already been retried.");
    if (!RETRYABLE.includes(job.state)) {
      throw new HttpError(
        422,
        `Only failed, timed out, canceled or expired jobs can be retried; this one is ${job.state}.`,
      );
    }
    return { status: 200, body: renderJob(ctx.base, build, retryJob(ctx, build, job)) };
  },
  "jobs.unblock": (ctx) => {
    const { build, job } = jobOf(ctx);
    if (job.type !== "manual" || job.state !== "blocked") {
      throw new HttpError(
        422,
        `Only blocked block steps can be unblocked; this job is a ${job.type} job in state ${job.state}.`,
      );
    }
    job.state = "unblocked";
    job.finished_at = ctx.now;
    build.blocked = build.jobs.some((j) => j.type === "manual" && j.state === "blocked");
    return { status: 200, body: renderJob(ctx.base, build, job) };
  },
  "jobs.reprioritize": (ctx) => {
    const { build, job } = jobOf(ctx);
    job.priority = ctx.fields.priority as number;
    return { status: 200, body: renderJob(ctx.base, build, job) };
  },
  "jobs.log": (ctx) => {
    const { job } = jobOf(ctx);
    return {
      status: 200,
      body: { url: ctx.url.href, content: job.log, size: Buffer.byteLength(job.log), header_times: [] },
    };
  },
  // The job's raw_log_url (spec: Job): the same log as text.
  "jobs.rawLog": (ctx) => ({
    status: 200,
    raw: jobOf(ctx).job.log,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  }),
  "jobs.deleteLog": (ctx) => {
    jobOf(ctx).job.log = "";
    return { status: 204 };
  },
  "jobs.env": (ctx) => ({ status: 200, body: { env: jobOf(ctx).job.env } }),
  "annotations.list": (ctx) => pageOf(ctx, buildOf(ctx).annotations, renderAnnotation),
  "annotations.create": (ctx) => {
    const b = buildOf(ctx);
    const body = ctx.fields as {
      body: string;
      style?: string;
      context?: string;
      append?: boolean;
      priority?: number;
    };
    const { annotation, created } = saveAnnotation(b, {
      scope: "build",
      context: body.context ?? "default",
      body: body.body,
      append: body.append === true,
      now: ctx.now,
      ...(body.style === undefined ? {} : { style: body.style }),
      ...(body.priority === undefined ? {} : { priority: body.priority }),
    });
    return { status: created ? 201 : 200, body: renderAnnotation(annotation) };
  },
  "annotations.delete": (ctx) => {
    const b = buildOf(ctx);
    const index = b.annotations.findIndex((a) => a.id === ctx.params.annotation);
    if (index === -1)
      throw new HttpError(404, `No annotation ${ctx.params.annotation} on build #${b.number}.`);
    b.annotations.splice(index, 1);
    return { status: 204 };
  },
  "artifacts.listForBuild": (ctx) => {
    const b = buildOf(ctx);
    return pageOf(
      ctx,
      b.jobs.flatMap((j) => j.artifacts),
      (a) => renderArtifact(ctx.base, b, a),
    );
  },
  "artifacts.listForJob": (ctx) => {
    const { build: b, job: j } = jobOf(ctx);
    return pageOf(ctx, j.artifacts, (a) => renderArtifact(ctx.base, b, a));
  },
  "artifacts.get": (ctx) => {
    const { build: b, artifact } = findArtifact(ctx);
    return { status: 200, body: renderArtifact(ctx.base, b, artifact) };
  },
  "artifacts.delete": (ctx) => {
    const { job: j } = jobOf(ctx);
    const index = j.artifacts.findIndex((a) => a.id === ctx.params.artifact);
    if (index === -1) throw new HttpError(404, `No artifact ${ctx.params.artifact} in job ${j.id}.`);
    j.artifacts.splice(index, 1);
    return { status: 204 };
  },
  "artifacts.download": (ctx) => {
    const { artifact } = findArtifact(ctx);
    const expires = Math.floor(ctx.now / 1000) + 600;
    const location = `${ctx.base}/v2/_storage/artifacts/${artifact.id}?expires=${expires}&signature=${signature(artifact.id, expires)}`;
    return { status: 302, body: { url: location }, headers: { Location: location } };
  },
};

/** Stands in for the signed storage address a download redirects to: no token, a signature instead. */
export const storageRoute: Route = {
  method: "GET",
  pattern: "/v2/_storage/artifacts/:artifact",
  public: true,
  handle: (ctx) => {
    const expires = Number(ctx.query.get("expires"));
    const given = Buffer.from(ctx.query.get("signature") ?? "", "hex");
    const wanted = Buffer.from(signature(ctx.params.artifact ?? "", expires), "hex");
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted) || expires * 1000 < ctx.now) {
      throw new HttpError(403, "The download link is not valid or has expired.");
    }
    for (const b of ctx.store.builds) {
      for (const j of b.jobs) {
        const artifact = j.artifacts.find((a) => a.id === ctx.params.artifact);
        if (artifact)
          return { status: 200, raw: artifact.content, headers: { "Content-Type": artifact.mime_type } };
      }
    }
    throw new HttpError(404, "No such artifact.");
  },
};
