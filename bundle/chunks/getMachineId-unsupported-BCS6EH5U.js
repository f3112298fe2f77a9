import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{j as t,k as i}from"./chunk-KQK6AMEY.js";import{c as d,f as n}from"./chunk-NDJNVI3F.js";var a=d(e=>{Object.defineProperty(e,"__esModule",{value:!0});e.getMachineId=void 0;var u=(i(),n(t));async function r(){u.diag.debug("could not read machine-id: unsupported platform")}e.getMachineId=r});export default a();
