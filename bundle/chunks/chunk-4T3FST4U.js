import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{c as e}from"./chunk-CQM7IODK.js";import{d as n,e as a}from"./chunk-KZBKGBSB.js";import{a as r}from"./chunk-XENNUJ7M.js";function p(t){let i=`${t.method} ${t.path.split("?")[0]}`;return t.kind==="retry"?`retry ${t.attempt-1} of ${i} (${t.reason})`:`${t.reason} before ${i}`}function f(t){t.waitMs>n&&process.stderr.write(`${a(t.waitMs,p(t))}
`)}async function w(t,i,s=r()){let o=e({...t?{requiredScope:t}:{},context:s,onWait:f});try{return await i(o)}finally{await o.close()}}export{w as a};
