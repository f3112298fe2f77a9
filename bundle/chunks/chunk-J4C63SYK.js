import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{c as o}from"./chunk-CTI2IIVF.js";var s=2e3;function a(t){let n=(t.waitMs/1e3).toFixed(1),i=`${t.method} ${t.path.split("?")[0]}`;return t.kind==="retry"?`jobai: ${i} failed (${t.reason}); trying again in ${n} s
`:`jobai: ${i} waits ${n} s for ${t.reason}
`}function r(t){t.waitMs>s&&process.stderr.write(a(t))}async function c(t,n){let i=o({...t?{requiredScope:t}:{},onWait:r});try{return await n(i)}finally{await i.close()}}export{c as a};
