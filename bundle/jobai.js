import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);
var a=process.argv.slice(2),i=a[0]==="env"?await(await import("./env-fast.js")).runEnvWithoutParser(a.slice(1)):void 0;process.exitCode=i??await(await import("./chunks/main-WOCVFCRK.js")).main(a);
