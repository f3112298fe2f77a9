// The bundle's entry point. Well-formed `jobai env` calls are answered by env-fast.js, built on its own
// so they load no parser and no shared chunk (see env-fast.ts); help, errors and every other command
// go through yargs in main.ts.
const argv = process.argv.slice(2);
const handled =
  argv[0] === "env" ? await (await import("./env-fast.js")).runEnvWithoutParser(argv.slice(1)) : undefined;
process.exitCode = handled ?? (await (await import("./main.js")).main(argv));
