/**
 * The trials: tests that run many real processes against real servers on real time (a window of
 * seconds, a fault injected mid-run, Claude Code or the Python SDK installed on demand). Each proves
 * an end-to-end guarantee that the quick tests prove piece by piece, and each takes 20 s to 4 min on
 * two cores. `npm test` (vitest.config.ts) leaves them out (about 450 CPU-seconds; the aim is five minutes on two cores);
 * `npm run test:trials` (vitest.trials.config.ts) runs them; CI (.ci/run) runs both.
 */
export const trialFiles = [
  // Claude Code (installed on demand by scripts/claude-code.js)
  "test/emulator/claude-code.test.ts",
  "test/emulator/claude-code-read-loop.test.ts",
  "test/relay/claude-code.test.ts",
  "test/relay/agent-sessions.test.ts",
  // The Python SDK (a venv built from the local package indexes)
  "test/relay/python-sdk.test.ts",
  // Many processes, one budget, judged by a strict proxy
  "test/limit/store-fault-suite.test.ts",
  "test/limit/zero-429.test.ts",
  "test/limit/fair-share-processes.test.ts",
  "test/limit/organization-jobs.test.ts",
  "test/limit/learned-processes.test.ts",
  "test/limit/squatted-state-dir.test.ts",
  // Six processes of one build under one spend limit, file and Redis (about 30 s)
  "test/limit/spend-processes.test.ts",
  // Three SDK processes through relays saturating a 2 s window: zero 429s (its gate, one request
  // at a time: test/relay/limiter-gate.test.ts and test/limit/shared-policy.test.ts)
  "test/relay/saturation.test.ts",
  // Redis Cluster with a master killed, Sentinel with a failover, under load
  "test/limit/redis-failover.test.ts",
  // The emulator's pages in chromium (about 30 s: the browser's start, real summaries and waits)
  "test/emulator/pages-browser.test.ts",
  // Every redaction rule's linear growth to 256 KiB (its quick half: secret-linear-quick.test.ts)
  "test/foundation/secret-linear-time.test.ts",
];
