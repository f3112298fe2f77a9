// An organization at internet scale, by simulation (issue 29, item 4): 50, 200 and 1,000 jobs, one
// process each, all saturating one budget, on a simulated clock, through the real decision code:
// the TypeScript rules (the memory store's `decide`, as the file store runs them) and the Lua script
// in a real redis-server (its clock given as an argument: redis-script.ts, ScriptClock). Each job's
// process asks as the limiter core does (limiter.ts): again after min(the wait it was told, the
// poll interval), its next request as soon as the last is answered.
//
// It prints, per store and number of jobs: decisions (acquires) per second of real time; for Redis,
// the time per script call as Redis counts it (INFO commandstats, usec_per_call of evalsha: wall
// time, which grows with the machine's load), the server process's CPU time per call (/proc, which
// does not), the calls over 1 ms and the slowest (SLOWLOG, wall time), and the window key's size
// (MEMORY USAGE, the largest seen); the
// wait of each grant against the fair-share ideal (p50, p99 of wait / ideal); Jain's index of the
// grants per job over the contended middle.
//
//   node bench/run.js scale                  # about 4 minutes on 2 cores (six runs of 45 s at most)
//   BENCH_SCALE_JOBS=50,200 node bench/scale.bench.js
//   BENCH_SCALE_BASELINE=main node bench/scale.bench.js   # a commit's script beside this tree's
//
// The budget is one request per job per window (10 s), so every job waits its turn; the ideal wait
// of a saturating job is then one window (plus the margin): the time its last request holds its
// share. Bounded: a run stops at BENCH_SCALE_WINDOWS (5) windows of simulated time, 120,000
// acquires or BENCH_SCALE_SECONDS (45) s of real time, whichever comes first (the table says which).
import { Redis } from "ioredis";
import { buildAtRef, cpuSecondsOf, percentile, printTable, startRedis, writeResults } from "./lib.js";
import { buildModule } from "./limiter-build.js";

const window = await import(await buildModule("limit/sliding-window"));
const script = await import(await buildModule("limit/redis-script"));
const { limitScriptKeys } = await import(await buildModule("limit/redis-keys"));

const JOBS = (process.env.BENCH_SCALE_JOBS ?? "50,200,1000").split(",").map(Number);
const WINDOWS = Number(process.env.BENCH_SCALE_WINDOWS ?? 5);
const MAX_ACQUIRES = 120_000;
const MAX_REAL_MS = 1000 * Number(process.env.BENCH_SCALE_SECONDS ?? 45);
const WINDOW_MS = 10_000;
const MARGIN_MS = 60;
const LATENCY_MS = 1000;
const ANSWER_MS = 1000;
// A waiter asks again after at most this long: a 50th of the window, as limiter.ts's default.
const POLL_MS = Math.min(200, Math.max(5, Math.round(WINDOW_MS / 50)));
const RETRY_MS = Math.max(1, Math.min(10, Math.round(POLL_MS / 4)));
const LEASE_MS = 3000;
const START = 1_700_000_000_000;

/**
 * The Lua on the simulated clock. A tree before the clock was injectable (main before issue 29) has
 * no `limitScript`: its one TIME read is replaced by the same argument, to compare side by side.
 */
const luaOf = (built) =>
  built.limitScript?.("argument") ??
  built.LIMIT_SCRIPT.replace(
    "local t = redis.call('TIME')\nlocal now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)",
    "local now = tonumber(ARGV[19])",
  );

/**
 * The scripts run: this tree's, and a baseline commit's (BENCH_SCALE_BASELINE, a git ref; none by
 * default). A script from before key format 3 reads its window from the first of format 3's KEYS
 * (format 2's key) and takes the same ARGV, so both are called alike.
 */
const SCRIPTS = [{ name: "Lua in Redis", lua: luaOf(script) }];
if (process.env.BENCH_SCALE_BASELINE) {
  const { sha, module } = await buildAtRef(process.env.BENCH_SCALE_BASELINE, "src/limit/redis-script.ts");
  SCRIPTS.push({ name: `Lua ${sha}`, lua: luaOf(await import(module)) });
}

/** A min-heap of events by time, then order of scheduling. */
class Events {
  heap = [];
  seq = 0;
  push(at, event) {
    const item = { at, seq: this.seq++, event };
    const heap = this.heap;
    heap.push(item);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const p = heap[parent];
      if (p.at < item.at || (p.at === item.at && p.seq < item.seq)) break;
      heap[i] = p;
      i = parent;
    }
    heap[i] = item;
  }
  pop() {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop();
    if (heap.length > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= heap.length) break;
        const r = l + 1;
        const before = (a, b) => a.at < b.at || (a.at === b.at && a.seq < b.seq);
        const c = r < heap.length && before(heap[r], heap[l]) ? r : l;
        if (!before(heap[c], last)) break;
        heap[i] = heap[c];
        i = c;
      }
      heap[i] = last;
    }
    return top;
  }
  get size() {
    return this.heap.length;
  }
}

/** The TypeScript rules over one window in memory, as the memory store runs them. */
function typescriptStore(clock) {
  const state = window.emptyState();
  return {
    name: "TypeScript",
    acquire: async (id, cost, budget, claim) =>
      window.decide(state, id, cost, budget, clock.t, LEASE_MS, claim),
    settle: async (id, cost, budget) => window.settle(state, id, cost, budget, clock.t),
    size: async () => Buffer.byteLength(JSON.stringify(state)),
    close: async () => {},
  };
}

/** The Lua script in a redis-server, called with redis-store.ts's arguments and the simulated time. */
async function redisStore(clock, server, jobs, { name, lua }) {
  const redis = new Redis(server.url);
  const keys = limitScriptKeys(`scale-${jobs}-${name}`);
  redis.defineCommand("jobaiLimit", { numberOfKeys: keys.length, lua });
  await redis.del(...keys);
  await redis.config("RESETSTAT");
  await redis.config("SET", "slowlog-log-slower-than", 1000);
  await redis.config("SET", "slowlog-max-len", 100_000);
  await redis.slowlog("RESET");
  const cpuAtStart = cpuSecondsOf(server.pid);
  const call = (op, id, cost, budget, claim) =>
    redis.jobaiLimit(
      ...keys,
      ...script.limitScriptArgs(op, {
        id,
        cost,
        budget,
        leaseMs: LEASE_MS,
        claim: { job: claim?.job ?? "", priority: claim?.priority ?? "normal" },
        now: clock.t,
      }),
    );
  return {
    name,
    async acquire(id, cost, budget, claim) {
      const reply = await call("acquire", id, cost, budget, claim);
      return reply[0] === 1 ? { granted: true, at: reply[1] } : { granted: false, waitMs: reply[1] };
    },
    settle: (id, cost, budget) => call("settle", id, cost, budget),
    // The window's keys together (format 3 keeps it in parts: redis-keys.ts, windowParts).
    async size() {
      let bytes = 0;
      for (const key of keys) bytes += Number((await redis.memory("USAGE", key, "SAMPLES", "0")) ?? 0);
      return bytes;
    },
    async stats() {
      const info = await redis.info("commandstats");
      const line = /cmdstat_evalsha:calls=(\d+),usec=(\d+),usec_per_call=([\d.]+)/.exec(info);
      const slow = await redis.slowlog("GET", 100_000);
      const scripted = slow.filter((e) => String(e[3]?.[0]).toLowerCase() === "evalsha");
      const cpu = cpuSecondsOf(server.pid);
      const calls = Number(line?.[1] ?? 0);
      return {
        // The server's own CPU time per call (all of it: the script's and the commands around it).
        cpuUsPerCall:
          cpu === undefined || cpuAtStart === undefined || calls === 0
            ? ""
            : Math.round(((cpu - cpuAtStart) * 1e6) / calls),
        calls,
        usecPerCall: Number(line?.[3] ?? 0),
        over1ms: scripted.length,
        slowestUs: scripted.reduce((max, e) => Math.max(max, Number(e[2])), 0),
      };
    },
    close: async () => redis.disconnect(),
  };
}

/** Jain's fairness index of `xs`: 1 when all equal, 1/n when one has everything. */
function jain(xs) {
  const sum = xs.reduce((a, b) => a + b, 0);
  const squares = xs.reduce((a, b) => a + b * b, 0);
  // No grant in the middle (a run stopped early): nothing to judge.
  return squares === 0 ? Number.NaN : (sum * sum) / (xs.length * squares);
}

/** Play `jobs` saturating processes against `store` on the simulated clock. */
async function simulate(store, clock, jobs) {
  const budget = {
    requests: jobs,
    inputTokens: jobs * 1_000_000,
    windowMs: WINDOW_MS,
    marginMs: MARGIN_MS,
    latencyMs: LATENCY_MS,
  };
  const cost = { requests: 1, inputTokens: 1000 };
  const events = new Events();
  const procs = Array.from({ length: jobs }, (_, i) => ({
    job: `org/pipeline-${i}`,
    id: "",
    since: 0,
    serial: 0,
  }));
  // The processes start spread over the first window, as the jobs of an organization would.
  for (const [i, proc] of procs.entries()) {
    proc.id = `p${i}-0`;
    proc.since = START + Math.floor((i * WINDOW_MS) / jobs);
    events.push(proc.since, { kind: "ask", proc: i });
  }
  const end = START + WINDOWS * WINDOW_MS;
  const grants = [];
  let acquires = 0;
  let largest = 0;
  let stop = "windows";
  const started = performance.now();
  while (events.size > 0) {
    const { at, event } = events.pop();
    if (at >= end) break;
    if (acquires >= MAX_ACQUIRES) {
      stop = "acquires";
      break;
    }
    if (performance.now() - started > MAX_REAL_MS) {
      stop = "real time";
      break;
    }
    clock.t = at;
    const proc = procs[event.proc];
    if (event.kind === "settle") {
      await store.settle(event.id, cost, budget);
      proc.serial += 1;
      proc.id = `p${event.proc}-${proc.serial}`;
      proc.since = at;
      events.push(at, { kind: "ask", proc: event.proc });
      continue;
    }
    acquires += 1;
    const decision = await store.acquire(proc.id, cost, budget, { job: proc.job, priority: "normal" });
    if (acquires % 1000 === 0) largest = Math.max(largest, await store.size());
    if (decision.granted) {
      grants.push({ job: event.proc, at, wait: at - proc.since });
      events.push(at + ANSWER_MS, { kind: "settle", proc: event.proc, id: proc.id });
    } else {
      events.push(at + Math.max(RETRY_MS, Math.min(decision.waitMs, POLL_MS)), {
        kind: "ask",
        proc: event.proc,
      });
    }
  }
  const realS = (performance.now() - started) / 1000;
  largest = Math.max(largest, await store.size());
  // The contended middle: after the first window's start-up, before the end.
  const from = START + WINDOW_MS + ANSWER_MS;
  const to = Math.min(end, clock.t) - 1;
  const middle = grants.filter((g) => g.at >= from && g.at < to);
  const perJob = procs.map(() => 0);
  for (const g of middle) perJob[g.job] += 1;
  // A saturating job's share is one request per window; it waits while its last holds the window.
  const ideal = WINDOW_MS + MARGIN_MS + 1;
  const ratios = middle.map((g) => g.wait / ideal).sort((a, b) => a - b);
  return {
    simulatedS: Math.round((clock.t - START) / 1000),
    stop,
    acquires,
    grants: grants.length,
    decisionsPerS: Math.round(acquires / realS),
    largestBytes: largest,
    waitP50: Math.round(percentile(ratios, 50) * 100) / 100,
    waitP99: Math.round(percentile(ratios, 99) * 100) / 100,
    jain: Math.round(jain(perJob) * 1000) / 1000,
  };
}

const server = await startRedis();
const rows = [];
try {
  for (const jobs of JOBS) {
    for (const kind of ["TypeScript", ...SCRIPTS.map((s) => s.name)]) {
      const clock = { t: START };
      const lua = SCRIPTS.find((s) => s.name === kind);
      const store =
        kind === "TypeScript"
          ? typescriptStore(clock)
          : server && lua
            ? await redisStore(clock, server, jobs, lua)
            : undefined;
      if (!store) continue;
      try {
        const result = await simulate(store, clock, jobs);
        const stats = store.stats ? await store.stats() : undefined;
        rows.push({
          jobs,
          store: kind,
          "sim s": result.simulatedS,
          "stopped at": result.stop,
          acquires: result.acquires,
          "decisions/s": result.decisionsPerS,
          "Redis µs/call": stats ? stats.usecPerCall : "",
          "Redis CPU µs/call": stats ? stats.cpuUsPerCall : "",
          "calls > 1 ms": stats ? stats.over1ms : "",
          "slowest µs": stats ? stats.slowestUs : "",
          "state bytes": result.largestBytes,
          "wait/ideal p50": result.waitP50,
          "wait/ideal p99": result.waitP99,
          jain: result.jain,
        });
      } finally {
        await store.close();
      }
    }
  }
} finally {
  await server?.stop();
}
console.log(
  `${WINDOWS} windows of ${WINDOW_MS / 1000} s simulated, budget one request per job per window, answers after ${ANSWER_MS} ms, poll ${POLL_MS} ms; state bytes: MEMORY USAGE of the window key (Redis), JSON length (TypeScript); wait/ideal: each grant's wait over one window (its fair share), in the middle`,
);
printTable(rows);
writeResults("scale", { windowMs: WINDOW_MS, windows: WINDOWS, pollMs: POLL_MS, answerMs: ANSWER_MS, rows });
