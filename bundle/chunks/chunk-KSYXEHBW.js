import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{c as a,d as c}from"./chunk-WLDB7ECH.js";import{f as r,g as n}from"./chunk-NDN2LOMP.js";var m=e=>process.stderr.write(`${e}
`);async function y(e,s,i,l=!1){let t=n(e.settings,e.env);try{let o=c({context:e,limiter:t??!1,middleware:[r(a,void 0,t?.budget.windowMs)],waitNotice:m,usage:l,...i===void 0?{}:{timeout:i}});try{return await s(o)}finally{await o.close()}}finally{await t?.close()}}export{y as a};
