// The relay alone in its own process, for bench/relay-body.bench.js: starts the relay built from
// src/ (no limiter; the relay is the CLI's, not the library's) in front of UPSTREAM, prints its URL,
// and on each line read from stdin prints its peak resident set so far (KiB, the kernel's VmHWM)
// and exits on "exit".
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { buildModule } from "./limiter-build.js";

const { startRelay } = await import(await buildModule("relay/relay-server"));

/** This process's own peak (VmHWM: getrusage's maxRSS carries the parent's from before exec). */
function peakRssKiB() {
  try {
    return Number(/VmHWM:\s*(\d+)/.exec(readFileSync("/proc/self/status", "utf8"))?.[1]);
  } catch {
    return process.resourceUsage().maxRSS;
  }
}

// The bench's clients send TOKEN: the relay takes it as its key (and sends it on as the job token).
const relay = await startRelay({
  upstream: process.env.UPSTREAM,
  token: process.env.TOKEN,
  key: process.env.TOKEN,
});
console.log(relay.url);
for await (const line of createInterface({ input: process.stdin })) {
  console.log(JSON.stringify({ maxRssKiB: peakRssKiB() }));
  if (line === "exit") break;
}
await relay.close({ drainMs: 1000 });
process.exit(0);
