import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
function o(e){return`'${e.replace(/'/g,"'\\''")}'`}function s(e){return`"${e.replace(/\\/g,"\\\\").replace(/"/g,'\\"').replace(/\$/g,"\\$").replace(/\r/g,"\\r").replace(/\n/g,"\\n")}"`}function c(e,n){return n==="json"?`${JSON.stringify(e,null,2)}
`:`${Object.entries(e).map(([r,t])=>n==="shell"?`export ${r}=${o(t)}`:`${r}=${s(t)}`).join(`
`)}
`}export{o as a,c as b};
