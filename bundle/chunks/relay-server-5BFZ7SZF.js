import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{a,b}from"./chunk-2XDQKX2P.js";import"./chunk-LJ5MQUEP.js";import"./chunk-ZO6SI3DU.js";import"./chunk-FT4TDZDW.js";import"./chunk-NYRTOUVY.js";export{a as CONTROL_PATH,b as startRelay};
