import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{a as p}from"./chunk-HMBO4F7I.js";var c=/[\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;function g(e){let t=JSON.stringify(e,null,2).replace(c,i=>`\\u${i.charCodeAt(0).toString(16).padStart(4,"0")}`);process.stdout.write(`${t}
`)}function l(e,t){let i=n=>n==null?"":p(String(n)).replace(/\s+/g," "),s=t.map(n=>Math.max(n.length,...e.map(o=>i(o[n]).length))),r=n=>n.map((o,d)=>o.padEnd(s[d]??0)).join("  ").trimEnd(),a=[r(t.map(n=>n.toUpperCase())),...e.map(n=>r(t.map(o=>i(n[o]))))];process.stdout.write(`${a.join(`
`)}
`)}export{g as a,l as b};
