import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{a as s}from"./chunk-DL62UDP2.js";function i(t){return`'${t.replace(/'/g,"'\\''")}'`}var c=/[\u0000-\u001f\u007f]/,a=/[\\"$`]/;function l(t,n="a value"){if(c.test(t))throw new s(`${n} holds a control character (a newline, a tab, an escape ...), which a dotenv file cannot carry the same way to bash and to dotenv readers: use --format shell or --format json`);return!a.test(t)&&!t.includes("'")?`"${t}"`:!t.includes("'")&&!t.includes("\\")?`'${t}'`:`"${t.replace(/[\\"$`]/g,r=>`\\${r}`)}"`}function g(t,n){return n==="json"?`${JSON.stringify(t,null,2)}
`:`${Object.entries(t).map(([e,o])=>n==="shell"?`export ${e}=${i(o)}`:`${e}=${l(o,e)}`).join(`
`)}
`}var $=/^[A-Za-z0-9_@%+=:,./-]+$/,f=/^[A-Za-z0-9_@+:,./-]+$/;function p(t){return t.map((n,r)=>(r===0?f:$).test(n)?n:i(n)).join(" ")}export{i as a,g as b,p as c};
