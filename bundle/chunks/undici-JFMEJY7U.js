import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{a}from"./chunk-HIWMO66S.js";import"./chunk-NDJNVI3F.js";export default a();
