import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
import{e as f}from"./chunk-WTJXBJU3.js";import"./chunk-QYZYFR5V.js";import"./chunk-A3ANLHEN.js";import"./chunk-N5IB2NA4.js";import"./chunk-JUIQBTMA.js";import"./chunk-UH2VBLBG.js";import"./chunk-SO5K33JJ.js";import{d as u}from"./chunk-MFVI2AWP.js";import"./chunk-2WBJFR37.js";import"./chunk-2ZUVR257.js";import{f as h}from"./chunk-L3NM7VIR.js";import"./chunk-IES5B4PR.js";import"./chunk-UNNOCKTM.js";import"./chunk-ISO6OGT4.js";import"./chunk-RWMLVCTP.js";import"./chunk-DUHDKT4G.js";import"./chunk-XAJOARVS.js";import"./chunk-XATGP7GK.js";import"./chunk-CZJVKGVG.js";import"./chunk-OGTIKDJ3.js";import"./chunk-DL62UDP2.js";import"./chunk-NDJNVI3F.js";import{existsSync as w}from"node:fs";import{mkdtemp as x,rm as k,writeFile as b}from"node:fs/promises";import{tmpdir as j}from"node:os";import{dirname as E,join as e}from"node:path";import{fileURLToPath as T}from"node:url";function S(){let t=E(T(import.meta.url));for(let r=0;r<6;r++){if(w(e(t,"plugin.yml"))&&w(e(t,"hooks","post-command")))return t;t=E(t)}throw new Error("cannot find the jobai package (plugin.yml, hooks/) above this module")}var $=`import { test } from "node:test";
import assert from "node:assert/strict";

function applyDiscount(total, percent) {
  return total - total * (percent / 10); // the bug: should divide by 100
}

test("totals add up", () => {
  for (let i = 0; i < 20; i++) console.log("checking cart " + i);
  assert.equal(1 + 1, 2);
});

test("applies a 10% discount", () => {
  assert.equal(applyDiscount(90, 10), 81);
});
`,a=t=>process.stdout.write(process.stdout.isTTY?`
\x1B[1m== ${t}\x1B[0m
`:`
== ${t}
`),N={command:"demo",describe:"Run the whole thing offline: a failing step under jobai run, summarized against the emulator",builder:t=>t.option("keep",{type:"boolean",default:!1,describe:"Keep the demo's temp directory"}).example("npm run demo","The README's main command").epilogue(`Starts the emulator on 127.0.0.1 (provider, proxy, REST API, agent stand-in), runs a sample
failing test step under 'jobai run', runs the plugin's post-command and pre-exit hooks with
real bash as the agent would, and prints the annotation, the artifacts, the usage and the
limiter's window. No network beyond loopback.`),handler:async t=>{let r=S(),l=e(r,"bin","jobai.js"),n=await x(e(j(),"jobai-demo-")),s=await f({stateDir:e(n,"emulator")});try{let i=e(n,"project");await u("mkdir",["-p",i]),await b(e(i,"cart.test.mjs"),$);let c={...s.env,HOME:process.env.HOME??n,JOBAI_STATE_DIR:e(n,"state"),SERVICE_COMMAND:"node --test cart.test.mjs",SERVICE_LABEL:":test_tube: Cart tests",SERVICE_PLUGIN_JOBAI_CONTEXT_FILES:"AGENT.md"};await b(e(i,"AGENT.md"),`Tests use node:test. Prices are in cents in the API, in dollars here.
`);let p=(o,m)=>u(o,m,{env:c,extendEnv:!1,cwd:i,reject:!1,stdout:"inherit",stderr:"inherit"});a(`Emulator on ${s.url} (proxy ${s.proxyUrl}); a fake job ${c.SERVICE_JOB_ID}`),a("Step: jobai run -- node --test cart.test.mjs");let g=await p(process.execPath,[l,"run","--",process.execPath,"--test","cart.test.mjs"]);c.SERVICE_COMMAND_EXIT_STATUS=String(g.exitCode??1),a(`Plugin hook post-command (exit status ${c.SERVICE_COMMAND_EXIT_STATUS}, trigger on-failure)`);let y=Date.now();await p("bash",[e(r,"hooks","post-command")]),process.stdout.write(`(hook done in ${((Date.now()-y)/1e3).toFixed(1)} s, exit 0 whatever happens)
`);for(let o of await s.annotations())a(`Annotation (context ${o.context}, style ${o.style}) as the build page shows it`),process.stdout.write(`${o.body}
`);a("Artifacts and meta-data");for(let o of await s.artifacts())process.stdout.write(`artifact  ${o.path} (${o.size} bytes)
`);for(let[o,m]of Object.entries(await s.metaData()))process.stdout.write(`meta-data ${o} = ${m}
`);a("Plugin hook pre-exit (usage line and clean-up)"),await p("bash",[e(r,"hooks","pre-exit")]),a("Limits: jobai limits (the file store shared by every process of this job's host)"),await p(process.execPath,[l,"limits"]);let d=s.proxy.counters();process.stdout.write(`proxy counters: ${d.accepted} accepted, ${d.rejected} rejected (429), ${d.countedInputTokens} counted input tokens, cost ${h(d.costUsd)} at the shipped prices
`),process.exitCode=0}finally{await s.close(),t.keep?process.stdout.write(`
kept ${n}
`):await k(n,{recursive:!0,force:!0})}}};export{N as default};
