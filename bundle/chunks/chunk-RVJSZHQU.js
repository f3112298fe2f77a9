import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{c as o,d as n}from"./chunk-M5KGLQ2O.js";import{c as r,d as l}from"./chunk-B7E5CJGY.js";async function s(t,a){let e=l(t.settings,t.env);try{let i=n({context:t,limiter:e??!1,middleware:[r(o,void 0,e?.budget.windowMs)]});try{return await a(i)}finally{await i.close()}}finally{await e?.close()}}export{s as a};
