import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
function s(n){return`'${n.replace(/'/g,"'\\''")}'`}function o(n){return`"${n.replace(/\\/g,"\\\\").replace(/"/g,'\\"').replace(/\$/g,"\\$").replace(/\r/g,"\\r").replace(/\n/g,"\\n")}"`}function c(n,e){return e==="json"?`${JSON.stringify(n,null,2)}
`:`${Object.entries(n).map(([t,r])=>e==="shell"?`export ${t}=${s(r)}`:`${t}=${o(r)}`).join(`
`)}
`}var i=/^[A-Za-z0-9_@%+=:,./-]+$/;function p(n){return n.map(e=>i.test(e)?e:s(e)).join(" ")}export{s as a,c as b,p as c};
