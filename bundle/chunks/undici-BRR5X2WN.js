import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{a}from"./chunk-FT4TDZDW.js";import"./chunk-NYRTOUVY.js";export default a();
