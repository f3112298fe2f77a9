import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{a as o}from"./chunk-DL62UDP2.js";function d(t,n){if(!n||n.length===0)return;let i={};for(let e of n){let r=e.indexOf("=");if(r<=0)throw new o(`--${t} '${e}' is not KEY=value: write it as --${t} NAME=value.`);i[e.slice(0,r)]=e.slice(r+1)}return i}export{d as a};
