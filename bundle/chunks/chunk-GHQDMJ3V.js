import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{a as o}from"./chunk-2ZUVR257.js";function n(t){let r=new URL(t),e=r.pathname.replace(/\/{2,}/g,"/").replace(/\/+$/,"");return`${r.protocol}//${r.host}${e}/${o.proxyPath}`}export{n as a};
