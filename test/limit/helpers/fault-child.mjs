// One process of the limiter's fault tests and bench (test/limit/*-faults.test.ts, bench/faults.bench.js):
// a real node process sharing a file store or a redis-server with others, so that it can be killed
// with kill -9 or stopped with SIGSTOP at the worst moment. Plain JS: Node 20 runs no TypeScript.
//
// FAULT_MODULE   the limiter bundle (test/limit/helpers/limiter-bundle.ts)
// FAULT_STORE    file | redis;  FAULT_DIR (file), FAULT_REDIS_URL (redis), FAULT_KEY
// FAULT_BUDGET   JSON Budget
// FAULT_MODE     loop: admit and settle one entry after another, printing `granted <id> <at>` for each
//                     one the store admitted, until FAULT_COUNT entries or FAULT_DEADLINE_MS;
//                once: admit one entry (FAULT_ID), print `granted <id> <at>`, exit;
//                try: ask once for FAULT_ID, print `decision <json>`, exit
// FAULT_PAUSE_IN_LOCK=1  stop this process (SIGSTOP) the first time it reads the clock while it
//                        holds the store's lock file: a holder paused by a loaded machine or a long GC
// FAULT_CLOCK_OFFSET_MS  this process's clock runs this far ahead (or behind, negative)
// FAULT_GAP_MS           pause between two admissions in loop mode (default 0)
// FAULT_API=limiter      go through createLimiter (with its fallback store, warnings printed as
//                        `warn <text>`) instead of the bare store; the key is then the organization
import { readdirSync, readFileSync, writeSync } from "node:fs";
import { join } from "node:path";

const env = process.env;
const limit = await import(env.FAULT_MODULE);
const budget = JSON.parse(env.FAULT_BUDGET);
const offset = Number(env.FAULT_CLOCK_OFFSET_MS ?? 0);
let pauseArmed = env.FAULT_PAUSE_IN_LOCK === "1";

/** Whether a lock file under `dir` (two levels at most) names this process as its holder. */
function holdsLock(dir, depth = 0) {
  let names;
  try {
    names = readdirSync(dir, { withFileTypes: true });
  } catch {
    return false;
  }
  for (const entry of names) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && depth < 1 && holdsLock(path, depth + 1)) return true;
    if (entry.isFile() && entry.name.endsWith(".lock")) {
      try {
        if (readFileSync(path, "utf8").startsWith(`${process.pid} `)) return true;
      } catch {}
    }
  }
  return false;
}

function now() {
  if (pauseArmed && holdsLock(env.FAULT_DIR)) {
    pauseArmed = false;
    writeSync(1, "paused\n");
    process.kill(process.pid, "SIGSTOP");
  }
  return Date.now() + offset;
}

const cost = { requests: 1, inputTokens: 1 };
const limiter =
  env.FAULT_API === "limiter"
    ? limit.createLimiter({
        store: env.FAULT_STORE,
        redisUrl: env.FAULT_REDIS_URL,
        stateDir: env.FAULT_DIR,
        requests: budget.requests,
        inputTokens: budget.inputTokens,
        window: budget.windowMs,
        marginMs: budget.marginMs,
        latencyMs: budget.latencyMs,
        env: { SERVICE_ORGANIZATION_SLUG: env.FAULT_KEY },
        logger: { warn: (text) => writeSync(1, `warn ${text.replace(/\s+/g, " ")}\n`) },
        now,
      })
    : undefined;
const store = limiter
  ? {
      // The limiter's reservations stand in for the store's answers.
      reservations: new Map(),
      async tryAcquire(id) {
        const reservation = await limiter.acquire(cost);
        this.reservations.set(id, reservation);
        return { granted: true, at: reservation.at, entry: reservation.id };
      },
      async settle(id) {
        await this.reservations.get(id)?.settle(cost);
        this.reservations.delete(id);
      },
      close: () => limiter.close(),
    }
  : env.FAULT_STORE === "redis"
    ? limit.createRedisStore({ url: env.FAULT_REDIS_URL, key: env.FAULT_KEY })
    : limit.createFileStore({
        dir: env.FAULT_DIR,
        key: env.FAULT_KEY,
        now,
        logger: { warn: (text) => writeSync(1, `note ${text.replace(/\s+/g, " ")}\n`) },
      });
const gapMs = Number(env.FAULT_GAP_MS ?? 0);

async function admit(id) {
  for (;;) {
    const decision = await store.tryAcquire(id, cost, budget);
    if (decision.granted) {
      writeSync(1, `granted ${decision.entry ?? id} ${decision.at}\n`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(1, Math.min(decision.waitMs, 20))));
  }
}

try {
  if (env.FAULT_MODE === "try") {
    const decision = await store.tryAcquire(env.FAULT_ID ?? `try-${process.pid}`, cost, budget);
    writeSync(1, `decision ${JSON.stringify(decision)}\n`);
  } else if (env.FAULT_MODE === "once") {
    await admit(env.FAULT_ID ?? `once-${process.pid}`);
  } else {
    const count = Number(env.FAULT_COUNT ?? 1_000_000);
    const deadline = Date.now() + Number(env.FAULT_DEADLINE_MS ?? 10_000);
    for (let i = 0; i < count && Date.now() < deadline; i++) {
      const id = `${process.pid}-${i}`;
      await admit(id);
      await store.settle(id, cost, budget);
      if (gapMs > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
  }
  writeSync(1, "done\n");
} catch (error) {
  writeSync(1, `failed ${String(error?.message ?? error).replace(/\s+/g, " ")}\n`);
  process.exitCode = 1;
} finally {
  await store.close();
}
