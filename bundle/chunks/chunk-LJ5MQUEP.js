import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
var e={enter:async()=>({waitedMs:0,settle(){},unsent(){},backOff(){}})};export{e as a};
