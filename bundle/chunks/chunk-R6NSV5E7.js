import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
function a(i){process.stdout.write(`${JSON.stringify(i,null,2)}
`)}function c(i,o){let e=n=>n==null?"":String(n).replace(/\s+/g," "),p=o.map(n=>Math.max(n.length,...i.map(t=>e(t[n]).length))),r=n=>n.map((t,d)=>t.padEnd(p[d]??0)).join("  ").trimEnd(),s=[r(o.map(n=>n.toUpperCase())),...i.map(n=>r(o.map(t=>e(n[t]))))];process.stdout.write(`${s.join(`
`)}
`)}export{a,c as b};
