import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
process.stdout.on("error",o=>{throw o.code==="EPIPE"&&process.exit(141),o});var e=process.argv.slice(2),t=e[0]==="env"?await(await import("./env-fast.js")).runEnvWithoutParser(e.slice(1)):void 0;process.exitCode=t??await(await import("./chunks/main-KXPT7IUQ.js")).main(e);
