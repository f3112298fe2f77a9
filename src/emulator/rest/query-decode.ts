import type * as z from "zod";
import { type FieldKind, kindOf } from "../../rest/schema-kind.js";

/**
 * A query string as the service reads it (spec: Endpoints, Conventions), typed by the entry's
 * query schema so that the schema can check it: `name[]=a&name[]=b` (or a repeated `name`) is a
 * list, `meta_data[key]=value` a map, `true`/`false` a boolean, digits a number. A value that does
 * not read as its type is left as text, for the schema to refuse; an unknown name is kept too.
 */

type Kind = FieldKind;

function scalar(kind: Kind, value: string): unknown {
  if (kind === "boolean")
    return value === "true" || value === "1" ? true : value === "false" || value === "0" ? false : value;
  if (kind === "number") return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  return value;
}

export function decodeQuery(
  search: URLSearchParams,
  schema: z.ZodObject | undefined,
): Record<string, unknown> {
  const shape = (schema?.shape ?? {}) as Record<string, z.ZodType>;
  const out: Record<string, unknown> = {};
  for (const [rawName, value] of search) {
    const match = /^([^[]+)(?:\[([^\]]*)\])?$/.exec(rawName);
    const name = match?.[1] ?? rawName;
    const sub = match?.[2];
    const kind = kindOf(shape[name]);
    if (kind === "record" && sub !== undefined && sub !== "") {
      const map = (out[name] ?? {}) as Record<string, unknown>;
      map[sub] = value;
      out[name] = map;
    } else if (kind === "array") {
      const list = (Array.isArray(out[name]) ? out[name] : []) as unknown[];
      list.push(value);
      out[name] = list;
    } else {
      // `name[]` for a field that takes one value: kept as a list, which the schema refuses.
      out[name] = sub === "" ? [value] : scalar(kind, value);
    }
  }
  return out;
}
