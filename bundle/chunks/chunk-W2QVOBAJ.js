import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{a as t}from"./chunk-HMBO4F7I.js";import{h as s}from"./chunk-CUOKPYJR.js";import{b as o}from"./chunk-DL62UDP2.js";var i={ok:0,failure:1,usage:2};function m(e){if(o(e))return process.stderr.write(`jobai: ${t(s(e.message),`
`)}
`),i.usage;let r=e instanceof Error?e.message:String(e);process.stderr.write(`jobai: ${t(s(r),`
`)}
`),process.env.JOBAI_DEBUG&&e instanceof Error&&e.stack&&process.stderr.write(`${s(e.stack)}
`);let n=e.exitCode;return typeof n=="number"?n:i.failure}export{i as a,m as b};
