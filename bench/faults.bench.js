// The shared limiter under faults, the longer run of test/limit/*-faults.test.ts. Each trial starts 3
// real processes (test/limit/helpers/fault-child.mjs) admitting and settling one entry after another
// through one store, with a budget they use up within the trial, injects one fault, and then judges:
//   429s  grants that a proxy enforcing the budget in a sliding window would reject: the reported
//         grants, ordered by the store's time of admission, with more than `requests` of them inside
//         one window (the store's own counting, checked against this reference);
//   lost  grants a process reported that the store's window no longer holds (a rebuilt full window
//         covers what was admitted before it);
//   survived  no 429, nothing lost, and no process failed or fell back to memory (except in the
//         Redis-restart class, where falling back and rejoining is the behaviour under test).
//   seen by the store  trials where a process warned of a state it could not read (a corrupt file
//         written over a generation that was already replaced is read by nobody).
// Writes bench/results/faults.json. BENCH_FAULT_TRIALS scales the trials per class (default 4, about
// 3 minutes); BENCH_FAULT_CLASS runs only the classes whose name contains it; BENCH_FAULT_DEBUG=1
// prints each trial's grants and the processes' warnings.
import { spawn } from "node:child_process";
import { linkSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import { printTable, startRedis, writeResults } from "./lib.js";
import { buildModule } from "./limiter-build.js";

const CHILD = fileURLToPath(new URL("../test/limit/helpers/fault-child.mjs", import.meta.url));
const TRIALS = Number(process.env.BENCH_FAULT_TRIALS ?? 4);
const TRIAL_MS = 2500;
// Used up in about half a second by 3 processes, and longer than a trial, so every trial saturates.
const BUDGET = { requests: 100, inputTokens: 1_000_000, windowMs: 10_000, marginMs: 10, latencyMs: 1000 };
const HOUR = 3_600_000;

const module = await buildModule("limit/index");
const limit = await import(module);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const random = (min, max) => min + Math.random() * (max - min);

function spawnChild(options) {
  const env = {
    PATH: process.env.PATH ?? "",
    FAULT_MODULE: module,
    FAULT_STORE: options.store,
    FAULT_KEY: options.key,
    FAULT_BUDGET: JSON.stringify(BUDGET),
    FAULT_MODE: "loop",
    FAULT_DEADLINE_MS: "30000",
    FAULT_GAP_MS: "5",
    ...(options.dir ? { FAULT_DIR: options.dir } : {}),
    ...(options.redisUrl ? { FAULT_REDIS_URL: options.redisUrl } : {}),
    ...(options.api ? { FAULT_API: options.api } : {}),
    ...(options.pauseInLock ? { FAULT_PAUSE_IN_LOCK: "1" } : {}),
    ...(options.clockOffsetMs ? { FAULT_CLOCK_OFFSET_MS: String(options.clockOffsetMs) } : {}),
  };
  const child = spawn(process.execPath, [CHILD], { env, stdio: ["ignore", "pipe", "ignore"] });
  const worker = { child, grants: [], lines: [], offset: options.clockOffsetMs ?? 0 };
  let rest = "";
  child.stdout.on("data", (chunk) => {
    rest += chunk;
    const parts = rest.split("\n");
    rest = parts.pop();
    for (const line of parts) {
      const match = /^granted (\S+) (\d+)$/.exec(line);
      if (match) worker.grants.push({ id: match[1], at: Number(match[2]) });
      else worker.lines.push(line);
    }
  });
  worker.exited = new Promise((resolve) => child.once("close", resolve));
  worker.waitFor = async (pattern, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!worker.lines.some((line) => pattern.test(line))) {
      if (Date.now() > deadline) throw new Error(`no ${pattern} from a fault child`);
      await sleep(5);
    }
  };
  return worker;
}

/** Grants a sliding-window proxy of `budget` would reject, counted on the store's clock. */
function rejected(grants, budget) {
  const times = grants.map((grant) => grant.at).sort((a, b) => a - b);
  let count = 0;
  let first = 0;
  for (let i = 0; i < times.length; i++) {
    while (times[i] - times[first] > budget.windowMs) first++;
    if (i - first + 1 > budget.requests) count++;
  }
  return count;
}

/** Grants still in the window at `readAt` that the store's window does not hold. */
function lostOf(grants, entries, readAt) {
  const held = new Set(entries.map((entry) => entry.id));
  const rebuilt = entries.filter((entry) => entry.id.startsWith("rebuilt-"));
  return grants.filter(
    (grant) =>
      grant.at + BUDGET.windowMs + BUDGET.marginMs > readAt &&
      !held.has(grant.id) &&
      !rebuilt.some((entry) => grant.at <= entry.at + 1),
  ).length;
}

function headFile(dir, key) {
  const keyDir = join(dir, `limit-${key}`);
  const heads = readdirSync(keyDir)
    .map((name) => /^(\d+)\.json$/.exec(name)?.[1])
    .filter(Boolean)
    .map(Number);
  if (heads.length === 0) throw new Error("no state file yet");
  return join(keyDir, `${Math.max(...heads)}.json`);
}

/**
 * Inject a fault into the head file until a process reports reading it: the head moves on every
 * decision, and a file written over a generation already replaced is read by nobody.
 */
async function untilNoticed(t, inject) {
  const noticed = () => t.workers.some((worker) => worker.lines.some((line) => line.startsWith("note")));
  for (let i = 0; i < 50 && !noticed(); i++) {
    try {
      inject(await waitHead(t));
    } catch {} // swept by a newer generation meanwhile: take the new head
    await sleep(20);
  }
}

/** The head file once the workers have published one. */
async function waitHead(t) {
  for (let i = 0; i < 1000; i++) {
    try {
      return headFile(t.dir, t.key);
    } catch {
      await sleep(10);
    }
  }
  throw new Error("no state file was published");
}

/** A well-formed but absurd window of 105 MB (entries far in the past), written once. */
const hugeFile = (() => {
  const entry =
    '{"id":"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx","at":1,"end":2,"requests":1,"inputTokens":1,"settled":true}';
  const count = Math.ceil((105 * 1024 * 1024) / (entry.length + 1));
  const path = join(mkdtempSync(join(tmpdir(), "jobai-faults-huge-")), "huge.json");
  writeFileSync(
    path,
    `{"version":1,"queue":[],"pausedUntil":0,"entries":[${Array(count).fill(entry).join(",")}]}`,
  );
  return path;
})();

/** Put the 105 MB file in place of `head` at once (a link renamed over it): writing it takes long. */
function replaceWithHuge(head) {
  const temp = `${head}.huge`;
  linkSync(hugeFile, temp);
  renameSync(temp, head);
}

async function stopped(worker) {
  await worker.waitFor(/^paused$/);
  for (let i = 0; i < 500; i++) {
    try {
      const { readFileSync } = await import("node:fs");
      if (/\) T /.test(readFileSync(`/proc/${worker.child.pid}/stat`, "utf8"))) return;
    } catch {}
    await sleep(5);
  }
}

/** Fault classes: the store, how long a trial runs, and the fault injected into the trial. */
const CLASSES = [
  {
    name: "kill -9 (file)",
    store: "file",
    trials: TRIALS * 2,
    async fault(t) {
      await sleep(random(200, 1800));
      const victim = t.workers[Math.floor(Math.random() * t.workers.length)];
      victim.child.kill("SIGKILL");
      await victim.exited;
      t.workers.push(t.spawn());
    },
  },
  {
    name: "kill -9 (redis)",
    store: "redis",
    trials: TRIALS * 2,
    async fault(t) {
      await sleep(random(200, 1800));
      const victim = t.workers[Math.floor(Math.random() * t.workers.length)];
      victim.child.kill("SIGKILL");
      await victim.exited;
      t.workers.push(t.spawn());
    },
  },
  {
    name: "lock holder paused 1.5 s (file)",
    store: "file",
    trials: TRIALS,
    async fault(t) {
      const paused = t.spawn({ pauseInLock: true });
      t.workers.push(paused);
      await stopped(paused);
      await sleep(1500);
      paused.child.kill("SIGCONT");
    },
  },
  {
    name: "lock holder with clock 1 h ahead, stuck 3.5 s (file)",
    store: "file",
    trials: TRIALS,
    trialMs: 4500,
    async fault(t) {
      const ahead = t.spawn({ pauseInLock: true, clockOffsetMs: HOUR });
      t.workers.push(ahead);
      await stopped(ahead);
      await sleep(3500);
      ahead.child.kill("SIGKILL");
    },
  },
  {
    name: "process with clock 1 h ahead (redis)",
    store: "redis",
    trials: TRIALS,
    async fault(t) {
      t.workers.push(t.spawn({ clockOffsetMs: HOUR }));
    },
  },
  {
    name: "corrupt state file",
    store: "file",
    trials: TRIALS,
    async fault(t) {
      await sleep(random(300, 1500));
      await untilNoticed(t, (head) => writeFileSync(head, "{ not json"));
    },
  },
  {
    name: "unreadable state file",
    store: "file",
    trials: TRIALS,
    async fault(t) {
      await sleep(random(300, 1500));
      await untilNoticed(t, (head) => {
        rmSync(head);
        mkdirSync(head);
      });
    },
  },
  {
    name: "105 MB state file",
    store: "file",
    trials: Math.max(2, TRIALS / 2),
    async fault(t) {
      await sleep(random(300, 1500));
      await untilNoticed(t, replaceWithHuge);
    },
  },
  {
    name: "corrupt Redis value",
    store: "redis",
    trials: TRIALS,
    async fault(t) {
      await sleep(random(300, 1500));
      const raw = new Redis(t.redis.url);
      // The window key as src/limit/redis-keys.ts names it (format 2: the budget key as a hash tag).
      await raw.set(`jobai:{${t.key}}:limit`, "{ not json");
      raw.disconnect();
    },
  },
  {
    name: "Redis stopped 1 s and restarted",
    store: "redis",
    api: "limiter",
    ownRedis: true,
    trials: Math.max(2, TRIALS / 2),
    trialMs: 8000,
    expectWarnings: true,
    async fault(t) {
      await sleep(random(500, 1000));
      await t.redis.stop();
      await sleep(1000);
      t.redis = await startRedis(t.redis.port);
    },
  },
];

let shared = await startRedis();
let serial = 0;

async function runTrial(kind) {
  const key = `fault${serial++}`;
  const dir = mkdtempSync(join(tmpdir(), "jobai-faults-bench-"));
  const t = { key, dir, redis: kind.ownRedis ? await startRedis() : shared, workers: [] };
  t.spawn = (extra = {}) =>
    spawnChild({ store: kind.store, key, dir, redisUrl: t.redis.url, api: kind.api, ...extra });
  t.workers = [t.spawn(), t.spawn(), t.spawn()];
  const started = Date.now();
  await kind.fault(t);
  await sleep(Math.max(0, (kind.trialMs ?? TRIAL_MS) - (Date.now() - started)));
  for (const worker of t.workers) worker.child.kill("SIGKILL");
  await Promise.all(t.workers.map((worker) => worker.exited));

  // Limiter-mode keys are the organization's: `<org>:vendor`.
  const storeKey = kind.api === "limiter" ? `${key}:vendor` : key;
  const reader =
    kind.store === "redis"
      ? limit.createRedisStore({ url: t.redis.url, key: storeKey })
      : limit.createFileStore({ dir, key: storeKey });
  const readAt = Date.now();
  await reader.state(BUDGET);
  const entries = reader.lastKnown()?.entries ?? [];
  await reader.close();
  if (kind.ownRedis) await t.redis.stop();
  rmSync(dir, { recursive: true, force: true });

  const grants = t.workers.flatMap((worker) =>
    worker.grants.map((grant) => ({
      ...grant,
      at: kind.store === "file" ? grant.at - worker.offset : grant.at,
    })),
  );
  const noticed = t.workers.some((worker) => worker.lines.some((line) => line.startsWith("note")));
  const troubles = t.workers.flatMap((worker) =>
    worker.lines.filter(
      (line) =>
        line.startsWith("failed") ||
        (!kind.expectWarnings && line.startsWith("warn")) ||
        (process.env.BENCH_FAULT_DEBUG && line.startsWith("warn")),
    ),
  );
  if (process.env.BENCH_FAULT_DEBUG) {
    const ats = grants.map((g) => g.at).sort((a, b) => a - b);
    console.error(
      `trial ${key}: ${grants.length} grants from ${ats[0]} to ${ats.at(-1)}, ${new Set(grants.map((g) => g.id)).size} ids, ${entries.length} entries in the end`,
    );
  }
  return {
    grants: grants.length,
    r429: rejected(grants, BUDGET),
    lost: lostOf(grants, entries, readAt),
    troubles,
    noticed,
  };
}

const rows = [];
const only = process.env.BENCH_FAULT_CLASS;
for (const kind of CLASSES.filter((k) => !only || k.name.includes(only))) {
  const row = {
    "fault class": kind.name,
    tried: 0,
    survived: 0,
    "429s": 0,
    "lost entries": 0,
    grants: 0,
    "seen by the store": 0,
  };
  const troubles = [];
  for (let i = 0; i < kind.trials; i++) {
    const result = await runTrial(kind);
    row.tried++;
    row["429s"] += result.r429;
    row["lost entries"] += result.lost;
    row.grants += result.grants;
    if (result.noticed) row["seen by the store"]++;
    if (result.r429 === 0 && result.lost === 0 && result.troubles.length === 0) row.survived++;
    troubles.push(...result.troubles);
  }
  if (process.env.BENCH_FAULT_DEBUG) console.error(troubles.join("\n"));
  if (troubles.length > 0) console.error(`${kind.name}: ${troubles.slice(0, 3).join(" | ")}`);
  rows.push(row);
  console.error(`done: ${kind.name}`);
}
await shared.stop();
shared = undefined;
rmSync(dirname(hugeFile), { recursive: true, force: true });

printTable(rows);
writeResults("faults", { budget: BUDGET, trialMs: TRIAL_MS, processes: 3, rows });
