import type { EndpointSpec } from "../../rest/endpoint.js";
import { fieldIssues, issuesText } from "../../rest/input-issues.js";
import { pathSchema } from "../../rest/path-params.js";
import { HttpError } from "./http.js";
import { decodeQuery } from "./query-decode.js";

/**
 * Check a request against its catalogue entry, as strictly as the service (spec: Errors): a path
 * parameter that names nothing is a 404; a bad query (a wrong type, an unknown name, per_page over
 * 100) is a 400; a bad body (a wrong type, a missing or unknown field) is the spec's 422
 * `{ message: "Validation Failed", errors: [{ field, code, message }] }`. The same schemas check
 * the library's calls before they are sent (endpoints-to-methods.ts).
 */
export function checkInput(
  entry: EndpointSpec,
  params: Record<string, string>,
  search: URLSearchParams,
  body: unknown,
): { query: Record<string, unknown>; body: Record<string, unknown> | undefined } {
  const path = pathSchema(entry.path).safeParse(params);
  if (!path.success) throw new HttpError(404, `Not found: ${issuesText(fieldIssues(path.error))}.`);

  const decoded = decodeQuery(search, entry.query);
  let query: Record<string, unknown> = {};
  if (entry.query) {
    const checked = entry.query.safeParse(decoded);
    if (!checked.success) {
      const errors = fieldIssues(checked.error);
      throw new HttpError(400, `Invalid query parameters: ${issuesText(errors)}.`, errors);
    }
    query = checked.data as Record<string, unknown>;
  } else if (Object.keys(decoded).length > 0) {
    const errors = Object.keys(decoded).map((field) => ({
      field,
      code: "unknown_field",
      message: `${field} is not a known query parameter`,
    }));
    throw new HttpError(400, `Invalid query parameters: ${issuesText(errors as never)}.`, errors);
  }

  if (entry.method === "GET") return { query, body: undefined };
  const given = body ?? {};
  if (typeof given !== "object" || Array.isArray(given) || given === null) {
    throw new HttpError(422, "Validation Failed", [
      { field: "(body)", code: "invalid", message: "the request body must be a JSON object" },
    ]);
  }
  if (!entry.body) {
    const keys = Object.keys(given);
    if (keys.length > 0) {
      throw new HttpError(
        422,
        "Validation Failed",
        keys.map((field) => ({ field, code: "unknown_field", message: `${field} is not a known field` })),
      );
    }
    return { query, body: {} };
  }
  const checked = entry.body.safeParse(given);
  if (!checked.success) throw new HttpError(422, "Validation Failed", fieldIssues(checked.error));
  return { query, body: checked.data as Record<string, unknown> };
}
