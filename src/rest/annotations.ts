import * as z from "zod";
import { UsageError } from "../errors.js";
import { type BuildRef, buildPath } from "./paths.js";
import { type Annotation, annotationSchema } from "./schemas/account.js";
import type { Transport } from "./transport.js";

export interface AnnotationCreateBody {
  body: string;
  style?: "success" | "info" | "warning" | "error" | undefined;
  context?: string | undefined;
  append?: boolean | undefined;
  priority?: number | undefined;
}

/** Annotations of a build (spec: Catalog, Annotations). */
export function annotationsResource(transport: Transport) {
  return {
    async list(ref: BuildRef, signal?: AbortSignal): Promise<Annotation[]> {
      return (
        await transport.request({
          path: `${buildPath(ref)}/annotations`,
          schema: z.array(annotationSchema),
          signal,
        })
      ).data;
    },
    async create(ref: BuildRef, body: AnnotationCreateBody, signal?: AbortSignal): Promise<Annotation> {
      if (typeof body?.body !== "string" || body.body === "") {
        throw new UsageError("body is required to create an annotation: give its Markdown text.");
      }
      return (
        await transport.request({
          method: "POST",
          path: `${buildPath(ref)}/annotations`,
          body,
          schema: annotationSchema,
          signal,
        })
      ).data;
    },
    async delete(ref: BuildRef, id: string, signal?: AbortSignal): Promise<void> {
      await transport.request({
        method: "DELETE",
        path: `${buildPath(ref)}/annotations/${encodeURIComponent(id)}`,
        signal,
      });
    },
  };
}
