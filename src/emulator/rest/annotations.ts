import { uuidFrom } from "./ids.js";
import type { EmuAnnotation, EmuBuild } from "./model.js";

/**
 * Annotating a build: what the REST API's create and the agent stand-in's `annotate` both do, on
 * the one store. One annotation per scope and context: the same context replaces the body, or
 * with `append` extends it (keeping the style unless a new one is given).
 */
export interface AnnotationWrite {
  scope: "build" | "job";
  context: string;
  body: string;
  append: boolean;
  style?: string;
  priority?: number;
  now: number;
}

export function findAnnotation(build: EmuBuild, scope: string, context: string): EmuAnnotation | undefined {
  return build.annotations.find((a) => a.scope === scope && a.context === context);
}

export function saveAnnotation(
  build: EmuBuild,
  write: AnnotationWrite,
): { annotation: EmuAnnotation; created: boolean } {
  const existing = findAnnotation(build, write.scope, write.context);
  if (existing) {
    existing.body = write.append ? `${existing.body}${write.body}` : write.body;
    if (write.style !== undefined || !write.append) existing.style = write.style ?? "info";
    if (write.priority !== undefined) existing.priority = write.priority;
    existing.updated_at = write.now;
    return { annotation: existing, created: false };
  }
  const annotation: EmuAnnotation = {
    id: uuidFrom(),
    scope: write.scope,
    context: write.context,
    style: write.style ?? "info",
    body: write.body,
    priority: write.priority ?? 3,
    created_at: write.now,
    updated_at: write.now,
  };
  build.annotations.push(annotation);
  return { annotation, created: true };
}
