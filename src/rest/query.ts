/**
 * Query strings as the REST API reads them (spec: Endpoints, Conventions): list parameters in
 * bracket syntax (`state[]=running&state[]=failed`), maps as `meta_data[key]=value`, booleans as
 * `true`/`false`, times as ISO 8601.
 */

export type QueryScalar = string | number | boolean | Date;
export type QueryValue =
  | QueryScalar
  | readonly QueryScalar[]
  | Readonly<Record<string, string | number | boolean>>
  | null
  | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

function scalar(value: QueryScalar): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new RangeError("invalid Date in a query parameter");
    return value.toISOString();
  }
  return String(value);
}

/** Brackets stay literal for readability; everything else is percent-encoded. */
function key(name: string): string {
  return encodeURIComponent(name).replace(/%5B/g, "[").replace(/%5D/g, "]");
}

/** Encode parameters, in the order given, leaving out `undefined` and `null`. No leading `?`. */
export function encodeQuery(params: QueryParams): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly QueryScalar[])
        parts.push(`${key(name)}[]=${encodeURIComponent(scalar(item))}`);
    } else if (typeof value === "object" && !(value instanceof Date)) {
      for (const [inner, item] of Object.entries(value)) {
        parts.push(`${key(name)}[${encodeURIComponent(inner)}]=${encodeURIComponent(String(item))}`);
      }
    } else {
      parts.push(`${key(name)}=${encodeURIComponent(scalar(value as QueryScalar))}`);
    }
  }
  return parts.join("&");
}

/** `path` with the encoded query appended, when there is one. */
export function withQuery(path: string, params: QueryParams | undefined): string {
  const query = params ? encodeQuery(params) : "";
  if (!query) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${query}`;
}
