import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{a as e}from"./chunk-U2YPAN5P.js";import{a as t}from"./chunk-MDDBSLST.js";import{i as r}from"./chunk-MJ4OV6HB.js";var i="claude-sonnet-4-6";function l(n,o=process.env){return r({model:n},e(o),o).model??(o[t.sdkEnv.model]?.trim()||i)}export{i as a,l as b};
