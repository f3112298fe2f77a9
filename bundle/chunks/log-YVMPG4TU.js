import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{a,b}from"./chunk-C3K6IWDK.js";import"./chunk-3IWJS5ZC.js";import"./chunk-UKSKGLSU.js";import"./chunk-A7XFUWND.js";import"./chunk-DL62UDP2.js";import"./chunk-NYRTOUVY.js";export{a as createLogger,b as logger};
