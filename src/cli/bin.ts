// The bundle's entry point. Well-formed `jobai env` calls are answered by env-fast.js, built on its own
// so they load no parser and no shared chunk (see env-fast.ts); help, errors and every other command
// go through yargs in main.ts.

// A closed stdout (`jobai limits | head -c1`) ends the command at once and quietly, with the status a
// shell gives a process killed by SIGPIPE (128 + 13): the reader has what it wanted. Node ignores
// SIGPIPE, so without this the failed write surfaces as an uncaught EPIPE with a stack trace.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(141);
  throw error;
});

const argv = process.argv.slice(2);
const handled =
  argv[0] === "env" ? await (await import("./env-fast.js")).runEnvWithoutParser(argv.slice(1)) : undefined;
process.exitCode = handled ?? (await (await import("./main.js")).main(argv));
