import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{a,b}from"./chunk-LICXSCF2.js";import"./chunk-LJ5MQUEP.js";import"./chunk-MHVFVKYR.js";import"./chunk-FT4TDZDW.js";import"./chunk-NYRTOUVY.js";export{a as CONTROL_PATH,b as startRelay};
