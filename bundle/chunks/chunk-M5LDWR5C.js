import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{c as n}from"./chunk-4MNWBNHK.js";import{a,b as e}from"./chunk-B7E5CJGY.js";import{a as r}from"./chunk-54OTGWES.js";function p(t){let i=`${t.method} ${t.path.split("?")[0]}`;return t.kind==="retry"?`retry ${t.attempt-1} of ${i} (${t.reason})`:`${t.reason} before ${i}`}function f(t){t.waitMs>a&&process.stderr.write(`${e(t.waitMs,p(t))}
`)}async function w(t,i,s=r()){let o=n({...t?{requiredScope:t}:{},context:s,onWait:f});try{return await i(o)}finally{await o.close()}}export{w as a};
