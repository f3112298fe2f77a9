import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{c,d as a}from"./chunk-Q3JVY3U5.js";import{f as r,g as n}from"./chunk-A2T2CXV3.js";var s=t=>process.stderr.write(`${t}
`);async function f(t,l,i){let e=n(t.settings,t.env);try{let o=a({context:t,limiter:e??!1,middleware:[r(c,void 0,e?.budget.windowMs)],waitNotice:s,...i===void 0?{}:{timeout:i}});try{return await l(o)}finally{await o.close()}}finally{await e?.close()}}export{f as a};
