import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{a,b}from"./chunk-2QHJMJS3.js";import"./chunk-UKSKGLSU.js";import"./chunk-W6BIUC2H.js";import"./chunk-NYRTOUVY.js";export{a as createLogger,b as logger};
