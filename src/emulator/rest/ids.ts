import { createHash, randomUUID } from "node:crypto";

/** Ids: random UUIDs, or deterministic ones from a seed string (seeded data repeats across runs). */
export function uuidFrom(seed?: string): string {
  if (seed === undefined) return randomUUID();
  const hex = createHash("sha256").update(seed).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function sha1(seed: string): string {
  return createHash("sha1").update(seed).digest("hex");
}

export function graphqlId(kind: string, id: string): string {
  return Buffer.from(`${kind}---${id}`).toString("base64");
}

/** A registry slug from its name: lower case, runs of other characters to one hyphen. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
