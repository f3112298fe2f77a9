import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{a,b}from"./chunk-AGBP7JLQ.js";import"./chunk-3IWJS5ZC.js";import"./chunk-UKSKGLSU.js";import"./chunk-WKHTQ5JS.js";import"./chunk-DL62UDP2.js";import"./chunk-NYRTOUVY.js";export{a as createLogger,b as logger};
