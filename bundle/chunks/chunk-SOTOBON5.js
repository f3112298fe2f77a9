import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{a as o}from"./chunk-HMBO4F7I.js";import{i as t}from"./chunk-ISO6OGT4.js";import{b as i}from"./chunk-DL62UDP2.js";var r={ok:0,failure:1,usage:2};function u(e){if(i(e))return process.stderr.write(a(e.message)),r.usage;let s=e instanceof Error?e.message:String(e);process.stderr.write(a(s)),process.env.JOBAI_DEBUG&&e instanceof Error&&e.stack&&process.stderr.write(`${t(e.stack)}
`);let n=e.exitCode;return typeof n=="number"?n:r.failure}function a(e){return`${o(t(e),`
`).split(`
`).map(s=>`jobai: ${s}`).join(`
`)}
`}export{r as a,u as b};
