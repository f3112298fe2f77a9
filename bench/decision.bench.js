// One decision of the limiter on a full window with many waiters: the TypeScript rules and the Lua
// script (timed by Redis), this tree's script beside a baseline commit's (BENCH_DECISION_BASELINE, a
// git ref, default main; "" none) in the same run and the same redis-server.
//
//   BENCH_DECISION_QUEUES=256,1000 BENCH_DECISION_ENTRIES=1000 node bench/decision.bench.js
import { Redis } from "ioredis";
import { buildAtRef, cpuSecondsOf, printTable, startRedis, summarize, writeResults } from "./lib.js";
import { buildModule } from "./limiter-build.js";

const window = await import(await buildModule("limit/sliding-window"));
const { LIMIT_SCRIPT, limitScriptArgs } = await import(await buildModule("limit/redis-script"));
const { budgetKeys, limitScriptKeys } = await import(await buildModule("limit/redis-keys"));

/**
 * The scripts timed: this tree's, and the baseline's. A script from before key format 3 keeps the
 * window in one key (format 2's, the first of format 3's KEYS), as one JSON value: both are handed
 * the same window as that value (format 3 converts it at its first call, which is not timed).
 */
const baselineRef = process.env.BENCH_DECISION_BASELINE ?? "main";
const scripts = [{ name: "Lua", lua: LIMIT_SCRIPT, keys: limitScriptKeys }];
if (baselineRef !== "") {
  const { sha, module } = await buildAtRef(baselineRef, "src/limit/redis-script.ts");
  const baseline = await import(module);
  const oneKey = !baseline.LIMIT_SCRIPT.includes("KEYS[2]");
  scripts.push({
    name: `Lua ${sha}`,
    lua: baseline.LIMIT_SCRIPT,
    keys: oneKey ? (key) => [budgetKeys(key).window] : limitScriptKeys,
  });
}

// BENCH_DECISION_QUEUES=1000 BENCH_DECISION_ENTRIES=1000: one size (the issue 29 target: a thousand waiters).
const sizes = (name, fallback) => (process.env[name] ? process.env[name].split(",").map(Number) : fallback);
const QUEUES = sizes("BENCH_DECISION_QUEUES", [1, 16, 64, 256]);
const ENTRIES = sizes("BENCH_DECISION_ENTRIES", [50, 500]);
const JOBS = 8;
const LEASE_MS = 1e12; // no ticket expires during the run
const budgetFor = (entries) => ({
  requests: entries,
  inputTokens: entries * 1000,
  windowMs: 60_000,
  marginMs: 60,
  latencyMs: 1000,
});

/** A full window of `entries` (one request, 1,000 tokens each, 8 jobs) and `queue` waiters. */
function stateFor(queue, entries, now) {
  return {
    entries: Array.from({ length: entries }, (_, i) => ({
      id: `e${i}`,
      at: now - 50_000 + i,
      end: now + 10_000 + i * 10,
      requests: 1,
      inputTokens: 1000,
      settled: true,
      job: `job-${i % JOBS}`,
    })),
    queue: Array.from({ length: queue }, (_, i) => ({
      id: `q${i}`,
      requests: 1,
      inputTokens: 1000,
      seenAt: now,
      since: now - 1000 + i,
      job: `job-${(i * 3) % JOBS}`,
      priority: i % 5 === 0 ? "high" : "normal",
    })),
    pausedUntil: 0,
  };
}

/** Microseconds per call of `run`, over enough calls to last ~`ms` (at least 20). */
function time(run, ms = 300) {
  const samples = [];
  const deadline = performance.now() + ms;
  for (let i = 0; i < 3; i++) run();
  while (samples.length < 20 || (performance.now() < deadline && samples.length < 5000)) {
    const started = performance.now();
    run();
    samples.push((performance.now() - started) * 1000);
  }
  return summarize(samples);
}

/** Microseconds per script call, as Redis itself times it (SLOWLOG: the server's time only). */
async function timeLua(redis, pid, script, queue, entries, who) {
  const budget = budgetFor(entries);
  const [seconds, micros] = await redis.time();
  const now = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
  const keys = script.keys("bench-decision");
  await redis.del(...limitScriptKeys("bench-decision"));
  await redis.set(budgetKeys("bench-decision").window, JSON.stringify(stateFor(queue, entries, now)));
  const id = who === "last" ? `q${queue - 1}` : "q0";
  const args = limitScriptArgs("acquire", {
    id,
    cost: { requests: 1, inputTokens: 1000 },
    budget,
    leaseMs: LEASE_MS,
    claim: { job: "job-0", priority: "normal" },
  });
  const samples = [];
  let cpuFrom;
  for (let i = 0; i < 53; i++) {
    if (i === 3) cpuFrom = cpuSecondsOf(pid);
    await redis.slowlog("RESET");
    await redis.config("SET", "slowlog-log-slower-than", 0);
    await redis.evalsha(script.sha, keys.length, ...keys, ...args);
    const log = await redis.slowlog("GET", 10);
    const entry = log.find((e) => String(e[3]?.[0]).toLowerCase().startsWith("evalsha"));
    if (i >= 3 && entry) samples.push(Number(entry[2]));
  }
  const cpuTo = cpuSecondsOf(pid);
  // The server's CPU time per call (10 ms ticks over 50 calls), which the machine's load does not inflate.
  const cpuUs = cpuFrom === undefined || cpuTo === undefined ? Number.NaN : ((cpuTo - cpuFrom) * 1e6) / 50;
  return { ...summarize(samples), cpuUs };
}

/** A redis-server with the scripts loaded; undefined without redis-server. */
async function startScriptedRedis() {
  const server = await startRedis();
  if (!server) return undefined;
  const redis = new Redis(server.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  for (const script of scripts) script.sha = await redis.script("LOAD", script.lua);
  return {
    redis,
    pid: server.pid,
    stop() {
      redis.disconnect();
      return server.stop();
    },
  };
}

const redis = await startScriptedRedis().catch(() => undefined);
const rows = [];
try {
  for (const entries of ENTRIES) {
    for (const queue of QUEUES) {
      const budget = budgetFor(entries);
      const now = Date.now();
      const row = { queue, entries };
      for (const who of ["best", "last"]) {
        // `decide` refreshes the asker's seenAt and nothing else while it must wait: one state serves every call.
        const state = stateFor(queue, entries, now);
        const best = window.bestTicket(state.queue, state.entries, budget, now);
        const id = who === "best" ? state.queue[best].id : state.queue.at(-1).id;
        const ts = time(() =>
          window.decide(state, id, { requests: 1, inputTokens: 1000 }, budget, now, LEASE_MS),
        );
        row[`TS ${who} µs`] = Math.round(ts.median);
      }
      if (redis) {
        for (const script of scripts) {
          for (const who of ["best", "last"]) {
            const lua = await timeLua(redis.redis, redis.pid, script, queue, entries, who);
            row[`${script.name} ${who} µs`] = Math.round(lua.median);
            row[`${script.name} ${who} CPU µs`] = Math.round(lua.cpuUs);
          }
        }
      }
      rows.push(row);
    }
  }
} finally {
  redis?.stop();
}
console.log(
  "one decision, window full (the asker is told its turn), median µs; Lua timed by Redis (SLOWLOG: the script alone, JSON included, wall time) and by the server's CPU time per call (/proc)",
);
printTable(rows);
writeResults("decision", { jobs: JOBS, rows });
