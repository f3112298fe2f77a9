import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{d as s}from"./chunk-JICQL5ZV.js";import{b as n}from"./chunk-DL62UDP2.js";var o={ok:0,failure:1,usage:2};function c(e){if(n(e))return process.stderr.write(`jobai: ${s(e.message)}
`),o.usage;let i=e instanceof Error?e.message:String(e);process.stderr.write(`jobai: ${s(i)}
`),process.env.JOBAI_DEBUG&&e instanceof Error&&e.stack&&process.stderr.write(`${s(e.stack)}
`);let t=e.exitCode;return typeof t=="number"?t:o.failure}export{o as a,c as b};
