import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{a,b}from"./chunk-HZEZUBGN.js";import"./chunk-LJ5MQUEP.js";import"./chunk-FV43YG6R.js";import"./chunk-FT4TDZDW.js";import"./chunk-O2NPNSWC.js";import"./chunk-7ZY2KNY4.js";import"./chunk-DLQSNH33.js";import"./chunk-NYRTOUVY.js";export{a as CONTROL_PATH,b as startRelay};
