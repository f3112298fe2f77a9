import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{a,b}from"./chunk-JLNQK4M5.js";import"./chunk-DTHQ7VQD.js";import"./chunk-NYRTOUVY.js";export{a as createLogger,b as logger};
