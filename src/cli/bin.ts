import { runEnvWithoutParser } from "./commands/env.js";

// The bundle's entry point. `jobai env` is run in job scripts' set-up, and loading yargs alone costs
// about twice node's own start-up (bench/startup.bench.js), so its well-formed calls skip the
// parser; help, errors and every other command go through yargs in main.ts.
const argv = process.argv.slice(2);
const handled = argv[0] === "env" ? await runEnvWithoutParser(argv.slice(1)) : undefined;
process.exitCode = handled ?? (await (await import("./main.js")).main(argv));
