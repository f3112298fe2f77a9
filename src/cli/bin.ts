import { main } from "./main.js";

// The bundle's entry point: run the CLI and exit with its code once stdout is flushed.
process.exitCode = await main();
