import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { HttpError } from "./http.js";
import { uuidFrom } from "./ids.js";
import { buildOf, jobOf } from "./lookup.js";
import type { EmuArtifact, EmuBuild } from "./model.js";
import { renderAnnotation, renderArtifact, renderJob } from "./render.js";
import type { Route, RouteContext } from "./router.js";
import { retryJob } from "./routes-builds.js";

/** Jobs, annotations and artifacts (spec: Catalog). Their payloads are "not shown": shapes follow the service's docs. */

const RETRYABLE = ["failed", "timed_out", "canceled", "expired", "broken"];
const STYLES = ["success", "info", "warning", "error"];
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

export function jobRoutes(): Route[] {
  const build = "/v2/organizations/:org/pipelines/:pipeline/builds/:number";
  const job = `${build}/jobs/:job`;
  return [
    {
      method: "PUT",
      pattern: `${job}/retry`,
      scope: "write_builds",
      handle: (ctx) => {
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
    },
    {
      method: "PUT",
      pattern: `${job}/unblock`,
      scope: "write_builds",
      handle: (ctx) => {
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
    },
    {
      method: "PUT",
      pattern: `${job}/reprioritize`,
      scope: "write_builds",
      handle: (ctx) => {
        const { build, job } = jobOf(ctx);
        const priority = (ctx.body as { priority?: unknown } | undefined)?.priority;
        if (!Number.isInteger(priority)) {
          throw new HttpError(422, "Validation Failed", [
            { field: "priority", message: "priority must be an integer" },
          ]);
        }
        job.priority = priority as number;
        return { status: 200, body: renderJob(ctx.base, build, job) };
      },
    },
    {
      method: "GET",
      pattern: `${job}/log`,
      scope: "read_builds",
      handle: (ctx) => {
        const { job } = jobOf(ctx);
        return {
          status: 200,
          body: { url: ctx.url.href, content: job.log, size: Buffer.byteLength(job.log), header_times: [] },
        };
      },
    },
    {
      method: "DELETE",
      pattern: `${job}/log`,
      scope: "write_builds",
      handle: (ctx) => {
        jobOf(ctx).job.log = "";
        return { status: 204 };
      },
    },
    {
      method: "GET",
      pattern: `${job}/env`,
      scope: "read_builds",
      handle: (ctx) => ({ status: 200, body: { env: jobOf(ctx).job.env } }),
    },
    {
      method: "GET",
      pattern: `${build}/annotations`,
      scope: "read_builds",
      handle: (ctx) => ({ status: 200, body: buildOf(ctx).annotations.map(renderAnnotation) }),
    },
    {
      method: "POST",
      pattern: `${build}/annotations`,
      scope: "write_builds",
      handle: (ctx) => {
        const b = buildOf(ctx);
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const errors: unknown[] = [];
        if (typeof body.body !== "string" || body.body === "")
          errors.push({ field: "body", message: "body can't be blank" });
        const style = body.style ?? "info";
        if (typeof style !== "string" || !STYLES.includes(style))
          errors.push({ field: "style", message: `style must be one of ${STYLES.join(", ")}` });
        if (errors.length > 0) throw new HttpError(422, "Validation Failed", errors);
        const context = typeof body.context === "string" && body.context ? body.context : "default";
        const existing = b.annotations.find((a) => a.context === context);
        if (existing) {
          existing.body = body.append === true ? `${existing.body}${body.body}` : (body.body as string);
          existing.style = style as string;
          existing.updated_at = ctx.now;
          return { status: 200, body: renderAnnotation(existing) };
        }
        const annotation = {
          id: uuidFrom(),
          context,
          style: style as string,
          body: body.body as string,
          priority: Number.isInteger(body.priority) ? (body.priority as number) : 3,
          created_at: ctx.now,
          updated_at: ctx.now,
        };
        b.annotations.push(annotation);
        return { status: 201, body: renderAnnotation(annotation) };
      },
    },
    {
      method: "DELETE",
      pattern: `${build}/annotations/:annotation`,
      scope: "write_builds",
      handle: (ctx) => {
        const b = buildOf(ctx);
        const index = b.annotations.findIndex((a) => a.id === ctx.params.annotation);
        if (index === -1)
          throw new HttpError(404, `No annotation ${ctx.params.annotation} on build #${b.number}.`);
        b.annotations.splice(index, 1);
        return { status: 204 };
      },
    },
    {
      method: "GET",
      pattern: `${build}/artifacts`,
      scope: "read_builds",
      handle: (ctx) => {
        const b = buildOf(ctx);
        return {
          status: 200,
          body: b.jobs.flatMap((j) => j.artifacts.map((a) => renderArtifact(ctx.base, b, a))),
        };
      },
    },
    {
      method: "GET",
      pattern: `${job}/artifacts`,
      scope: "read_builds",
      handle: (ctx) => {
        const { build: b, job: j } = jobOf(ctx);
        return { status: 200, body: j.artifacts.map((a) => renderArtifact(ctx.base, b, a)) };
      },
    },
    {
      method: "GET",
      pattern: `${job}/artifacts/:artifact`,
      scope: "read_builds",
      handle: (ctx) => {
        const { build: b, artifact } = findArtifact(ctx);
        return { status: 200, body: renderArtifact(ctx.base, b, artifact) };
      },
    },
    {
      method: "DELETE",
      pattern: `${job}/artifacts/:artifact`,
      scope: "write_builds",
      handle: (ctx) => {
        const { job: j } = jobOf(ctx);
        const index = j.artifacts.findIndex((a) => a.id === ctx.params.artifact);
        if (index === -1) throw new HttpError(404, `No artifact ${ctx.params.artifact} in job ${j.id}.`);
        j.artifacts.splice(index, 1);
        return { status: 204 };
      },
    },
    {
      method: "GET",
      pattern: `${job}/artifacts/:artifact/download`,
      scope: "read_builds",
      handle: (ctx) => {
        const { artifact } = findArtifact(ctx);
        const expires = Math.floor(ctx.now / 1000) + 600;
        const location = `${ctx.base}/v2/_storage/artifacts/${artifact.id}?expires=${expires}&signature=${signature(artifact.id, expires)}`;
        return { status: 302, body: { url: location }, headers: { Location: location } };
      },
    },
    {
      // Stands in for the signed storage URL a download redirects to: no token, a signature instead.
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
    },
  ];
}
