// `node bench/module-count.js SPECIFIER [--list]`: imports SPECIFIER (as the package's own code
// would) and prints {"modules": N} as JSON (with --list, "files" too): every file module it loaded,
// ES modules seen by a loader hook and CommonJS ones from require.cache. Used by
// bench/startup.bench.js and test/install/package.test.ts.
import { createRequire, register } from "node:module";
import { MessageChannel } from "node:worker_threads";

const { port1, port2 } = new MessageChannel();
const urls = new Set();
port1.on("message", (url) => urls.add(url));
const hooks = `let port;
export function initialize(data) { port = data.port; }
export async function load(url, context, next) { port.postMessage(url); return next(url, context); }`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`, {
  data: { port: port2 },
  transferList: [port2],
});

// A bare specifier resolves from this file, inside the package: "jobai" is the package itself.
await import(process.argv[2]);
// Let the hook thread's last messages arrive.
await new Promise((resolve) => setTimeout(resolve, 100));
port1.close();
const require = createRequire(import.meta.url);
const files = new Set([...urls].filter((url) => url.startsWith("file:")).map((url) => new URL(url).pathname));
for (const path of Object.keys(require.cache)) files.add(path);
const list = process.argv.includes("--list") ? { files: [...files].sort() } : {};
console.log(JSON.stringify({ modules: files.size, ...list }));
