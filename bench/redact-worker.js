// One case of bench/redact.bench.js in a process of its own: imports the built secrets module given
// as argv[2], builds case argv[3] and prints the CPU milliseconds of one `redact()` of it as JSON.
import { REDACT_CASES } from "./redact-cases.js";

const [modulePath, name] = process.argv.slice(2);
const { redact } = await import(modulePath);
const text = REDACT_CASES.find((c) => c.name === name).make();
redact("warm-up: export NPM_TOKEN=abcdef123456", []);
const start = process.cpuUsage();
redact(text, []);
const used = process.cpuUsage(start);
console.log(JSON.stringify({ ms: (used.user + used.system) / 1000, chars: text.length }));
