import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
function e(n,r,t=`${r}s`){return`${n} ${n===1?r:t}`}export{e as a};
