/**
 * CommonJS dependencies that only some calls need, loaded by the first of those calls instead of by
 * `import "jobai"` (bench/startup.bench.js; measured after the SDK has loaded: yaml ~40 ms and 72
 * modules, pino ~15 ms and 23 modules). A synchronous require keeps their callers synchronous
 * (checkOidcPolicy, in `jobai/rest`, and createLogger return values, not promises).
 *
 * The CLI bundle runs with no node_modules beside it, so scripts/esbuild-node.js builds it with
 * src/on-first-use.bundled.ts in place of this file: the same names, the dependencies bundled.
 */
import { createRequire } from "node:module";

const load = createRequire(import.meta.url);

/** `make()` on the first call only; later calls return what it returned. */
function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

/** The yaml package, for the YAML text of OIDC policies. */
export const yaml = onFirstUse(() => load("yaml") as typeof import("yaml"));

/** pino's logger factory. */
export const pino = onFirstUse(() => (load("pino") as typeof import("pino")).pino);
