import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
function n(o,t){return o.option("json",{type:"boolean",default:!1,describe:t})}export{n as a};
