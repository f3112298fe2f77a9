import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{a,b}from"./chunk-47ZE3NBM.js";import"./chunk-DOB4OT5V.js";import"./chunk-UNNOCKTM.js";import"./chunk-ISO6OGT4.js";import"./chunk-OGTIKDJ3.js";import"./chunk-DL62UDP2.js";import"./chunk-NDJNVI3F.js";export{a as createLogger,b as logger};
