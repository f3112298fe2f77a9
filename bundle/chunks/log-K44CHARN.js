import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{a,b}from"./chunk-62OWOLOS.js";import"./chunk-3IWJS5ZC.js";import"./chunk-UKSKGLSU.js";import"./chunk-EXS3O6EW.js";import"./chunk-DL62UDP2.js";import"./chunk-NYRTOUVY.js";export{a as createLogger,b as logger};
