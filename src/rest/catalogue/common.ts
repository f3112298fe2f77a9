import * as z from "zod";

/** `{org}` of the spec (spec: Endpoints, Conventions). */
export const ORG = "/v2/organizations/{organization}";

/** Largest page (spec: Limits, Pagination): more is refused, not capped. */
export const MAX_PER_PAGE = 100;

/** `page` and `per_page` (spec: Limits, Pagination), on every paginated list. */
export const pageFields = {
  page: z.number().int().min(1).optional(),
  per_page: z.number().int().min(1).max(MAX_PER_PAGE).optional(),
};

export const pageQuery = z.strictObject(pageFields);

/** A body with nothing in it: a write that takes no fields refuses any (an unknown field is a 422). */
export const noBody = z.strictObject({});

/** Where payloads that the spec leaves "not shown" come from: the note each such entry carries. */
export const FROM_DOCS = "payload not shown in the spec; follows the service's public REST API documentation";

/** A field that must be there and not blank. */
export const required = (what: string) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? `${what} is required` : `${what} must be text`),
    })
    .min(1, `${what} is required (it can't be blank)`);
export const hexColour = z.string().regex(/^#[0-9a-fA-F]{3,8}$/, "must be a hex colour such as #ff8800");
export const stringMap = z.record(z.string(), z.string());
