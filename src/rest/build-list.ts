import type * as z from "zod";
import type { buildListInputSchema } from "./catalogue/builds.js";

/** Which builds to list (spec: Builds, list endpoints): all, an organization's, or a pipeline's. */
export interface BuildListScope {
  /** Organization slug; omit for every build the token may see. */
  organization?: string | undefined;
  /** Pipeline slug; needs `organization`. */
  pipeline?: string | undefined;
}

/** The list filters of the spec, typed (Dates or ISO strings for times). */
export type BuildListParams = z.input<typeof buildListInputSchema>;

export type BuildListOptions = BuildListScope & BuildListParams;
