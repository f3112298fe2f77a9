import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{a,b}from"./chunk-BD74P66A.js";import"./chunk-UKSKGLSU.js";import"./chunk-JICQL5ZV.js";import"./chunk-NYRTOUVY.js";export{a as createLogger,b as logger};
