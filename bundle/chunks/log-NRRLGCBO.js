import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{a,b}from"./chunk-Q2FIO5QV.js";import"./chunk-3IWJS5ZC.js";import"./chunk-UKSKGLSU.js";import"./chunk-7HBKEWT2.js";import"./chunk-DL62UDP2.js";import"./chunk-NYRTOUVY.js";export{a as createLogger,b as logger};
