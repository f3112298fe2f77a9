import type * as z from "zod";
import { UsageError } from "../errors.js";
import { unwrap } from "../rest/schema-kind.js";

/**
 * The fields `--json a,b` may name, read from a response schema, and the check that refuses any
 * other before the request is sent (as `gh --json`: `Unknown JSON field: "x"` and the list). A
 * list's fields are its items'; a field of an object may be named down its path (`author.name`).
 */

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The fields of an object schema (a list's: its items'; a union's: every option's), else undefined. */
export function fieldsOfSchema(schema: z.ZodType | undefined): Record<string, z.ZodType> | undefined {
  if (!schema) return undefined;
  const def = defOf(unwrap(schema));
  if (def.type === "object") return def.shape;
  if (def.type === "array" && def.element) return fieldsOfSchema(def.element);
  if (def.type === "union") {
    const shapes = (def.options ?? []).map(fieldsOfSchema);
    if (shapes.some((shape) => shape === undefined)) return undefined;
    return Object.assign({}, ...shapes) as Record<string, z.ZodType>;
  }
  return undefined;
}

/**
 * Refuse a field of `--json` that the response schema does not have (a UsageError: exit 2,
 * nothing sent). A schema without named fields (a record, text) takes any name.
 */
export function checkJsonFields(fields: string[] | "all" | undefined, schema: z.ZodType | undefined): void {
  if (fields === undefined || fields === "all") return;
  const top = fieldsOfSchema(schema);
  if (!top) return;
  for (const field of fields) {
    let shape: Record<string, z.ZodType> | undefined = top;
    const parts = field.split(".");
    for (const [i, part] of parts.entries()) {
      if (!shape) break;
      const next: z.ZodType | undefined = Object.hasOwn(shape, part) ? shape[part] : undefined;
      if (!next) {
        const known = Object.keys(shape).sort();
        const of = i === 0 ? "" : ` (after ${parts.slice(0, i).join(".")}.)`;
        throw new UsageError(
          `Unknown JSON field: "${field}". Give --json one or more of these fields${of}, comma-separated:\n  ${known.join("\n  ")}`,
        );
      }
      // Down an object only: `pick` reads `jobs.id` of a list as nothing, so that is not checked.
      shape = defOf(unwrap(next)).type === "object" ? fieldsOfSchema(next) : undefined;
    }
  }
}
