import * as z from "zod";
import { RestError } from "./errors.js";
import { type BuildRef, buildPath, type JobRef, jobPath } from "./paths.js";
import { type Artifact, artifactSchema } from "./schemas/account.js";
import type { FetchLike, Transport } from "./transport.js";

const artifactListSchema = z.array(artifactSchema);

function artifactPath(ref: JobRef, id: string): string {
  return `${jobPath(ref)}/artifacts/${encodeURIComponent(id)}`;
}

/** Artifacts of a build or a job (spec: Catalog, Artifacts). */
export function artifactsResource(transport: Transport, fetchBlob: FetchLike) {
  return {
    async listForBuild(ref: BuildRef, signal?: AbortSignal): Promise<Artifact[]> {
      return (
        await transport.request({ path: `${buildPath(ref)}/artifacts`, schema: artifactListSchema, signal })
      ).data;
    },
    async listForJob(ref: JobRef, signal?: AbortSignal): Promise<Artifact[]> {
      return (
        await transport.request({ path: `${jobPath(ref)}/artifacts`, schema: artifactListSchema, signal })
      ).data;
    },
    async get(ref: JobRef, id: string, signal?: AbortSignal): Promise<Artifact> {
      return (await transport.request({ path: artifactPath(ref, id), schema: artifactSchema, signal })).data;
    },
    async delete(ref: JobRef, id: string, signal?: AbortSignal): Promise<void> {
      await transport.request({ method: "DELETE", path: artifactPath(ref, id), signal });
    },
    /**
     * The artifact's bytes. The API answers with a redirect to a signed storage URL; that URL is
     * fetched without the API token, which must not travel to the storage host.
     */
    async download(ref: JobRef, id: string, signal?: AbortSignal): Promise<Uint8Array> {
      const path = `${artifactPath(ref, id)}/download`;
      const response = await transport.request<string>({ path, redirect: "manual", signal });
      const location = response.headers.get("location");
      if (!location) {
        throw new RestError({
          status: response.status,
          method: "GET",
          path,
          serverMessage: "no Location to download from",
        });
      }
      const target = new URL(location, transport.baseUrl).href;
      const blob = await fetchBlob(target, { method: "GET", ...(signal ? { signal } : {}) });
      if (!blob.ok) {
        throw new RestError({
          status: blob.status,
          method: "GET",
          path: new URL(target).pathname,
          serverMessage: "the artifact's storage refused the download",
        });
      }
      return new Uint8Array(await blob.arrayBuffer());
    },
  };
}
