import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{a,b}from"./chunk-6ECMTFHY.js";import"./chunk-KYWR7J3B.js";import"./chunk-NYRTOUVY.js";export{a as createLogger,b as logger};
