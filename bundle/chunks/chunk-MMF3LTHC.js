import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
var o="0.1.0";export{o as a};
