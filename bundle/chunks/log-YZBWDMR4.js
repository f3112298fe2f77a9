import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{a,b}from"./chunk-PNJ446V2.js";import"./chunk-55FLBW4M.js";import"./chunk-UNNOCKTM.js";import"./chunk-OZ625D4O.js";import"./chunk-CVUFYUFJ.js";import"./chunk-DL62UDP2.js";import"./chunk-NDJNVI3F.js";export{a as createLogger,b as logger};
