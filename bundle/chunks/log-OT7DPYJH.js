import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{a,b}from"./chunk-T7KHMCSU.js";import"./chunk-UKSKGLSU.js";import"./chunk-WJUKGOMI.js";import"./chunk-NYRTOUVY.js";export{a as createLogger,b as logger};
