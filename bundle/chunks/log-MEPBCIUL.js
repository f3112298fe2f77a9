import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{b as a,c as b}from"./chunk-DUGOL3FP.js";import"./chunk-UC56CWMX.js";import"./chunk-KYWR7J3B.js";import"./chunk-NYRTOUVY.js";export{a as createLogger,b as logger};
