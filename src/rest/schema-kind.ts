import type * as z from "zod";

/**
 * What kind of value a field of an entry's schema holds, read from the schema itself: the
 * emulator decodes query strings by it, the CLI makes its flags by it. A union that takes a list
 * is a list (`branch` is one branch or several).
 */
export type FieldKind = "boolean" | "number" | "array" | "record" | "object" | "string";

interface Def {
  type: string;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  element?: z.ZodType;
  entries?: Record<string, string>;
}

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/** The schema under optional, nullable, readonly, default and pipe. */
export function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (["optional", "nullable", "readonly", "default", "prefault"].includes(def.type) && def.innerType) {
    return unwrap(def.innerType);
  }
  if (def.type === "pipe" && def.in) return unwrap(def.in);
  return schema;
}

export function kindOf(schema: z.ZodType | undefined): FieldKind {
  if (!schema) return "string";
  const def = defOf(unwrap(schema));
  switch (def.type) {
    case "union":
      return (def.options ?? []).some((option) => kindOf(option) === "array")
        ? "array"
        : kindOf(def.options?.[0]);
    case "boolean":
      return "boolean";
    case "number":
    case "int":
      return "number";
    case "array":
      return "array";
    case "record":
      return "record";
    case "object":
      return "object";
    default:
      return "string";
  }
}

/** The values an enum field (or a list of one) allows, else undefined. */
export function choicesOf(schema: z.ZodType): string[] | undefined {
  const def = defOf(unwrap(schema));
  if (def.type === "enum" && def.entries) return Object.values(def.entries);
  if (def.type === "array" && def.element) return choicesOf(def.element);
  if (def.type === "union") {
    for (const option of def.options ?? []) {
      const found = choicesOf(option);
      if (found) return found;
    }
  }
  return undefined;
}

/** Whether the field may be left out. */
export function isOptional(schema: z.ZodType): boolean {
  return (schema as unknown as { safeParse(v: unknown): { success: boolean } }).safeParse(undefined).success;
}
