import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{a as o}from"./chunk-2ZUVR257.js";var t="claude-sonnet-4-6";function i(e){return e.settings.model??(e.env[o.sdkEnv.model]?.trim()||t)}export{t as a,i as b};
