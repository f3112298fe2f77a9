import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
var e=class extends Error{name="UsageError";exitCode=2};function o(r){return r instanceof Error&&r.name==="UsageError"}export{e as a,o as b};
