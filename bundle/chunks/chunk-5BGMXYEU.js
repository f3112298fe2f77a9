import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{a as c,c as r}from"./chunk-NDJNVI3F.js";var t=r(e=>{"use strict";Object.defineProperty(e,"__esModule",{value:!0});e.execAsync=void 0;var s=c("child_process"),i=c("util");e.execAsync=i.promisify(s.exec)});export{t as a};
