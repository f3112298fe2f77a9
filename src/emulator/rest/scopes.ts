import { catalogue } from "../../rest/catalogue/index.js";

/** Every scope an endpoint of the catalogue needs: a token made without `scopes` gets them all. */
export const ALL_SCOPES: readonly string[] = [
  ...new Set(
    Object.values(catalogue).flatMap((actions) =>
      Object.values(actions).flatMap((entry) => ("scope" in entry && entry.scope ? [entry.scope] : [])),
    ),
  ),
].sort();
