/**
 * The file store under faults, with real processes where the fault needs one: a lock holder stopped
 * (SIGSTOP) inside its lock for 1.5 s, a holder whose clock runs an hour ahead, kill -9 in a loop,
 * and a corrupt, unreadable or 105 MB state file. Nothing admitted may be lost, no state may be
 * rebuilt emptier than it was, and no process may be sent to the memory fallback.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { withFallback } from "../../src/limit/fallback-store.js";
import { createFileStore, stateDirName } from "../../src/limit/file-store.js";
import { createLimiter } from "../../src/limit/index.js";
import { spanOf } from "../../src/limit/sliding-window.js";
import type { Budget } from "../../src/limit/types.js";
import { JumpClock } from "../helpers/jump-clock.js";
import { type FaultChild, isStopped, spawnFaultChild, waitUntil } from "./helpers/fault-procs.js";
import { limiterBundle } from "./helpers/limiter-bundle.js";

const tempDir = () => mkdtempSync(join(tmpdir(), "jobai-file-faults-"));
/** Room for everything these tests admit, in a window that outlasts them. */
const roomy: Budget = {
  requests: 100_000,
  inputTokens: 1_000_000,
  windowMs: 600_000,
  marginMs: 60,
  latencyMs: 1000,
};
const small: Budget = { requests: 3, inputTokens: 1000, windowMs: 60_000, marginMs: 60, latencyMs: 1000 };
const one = { requests: 1, inputTokens: 1 };

/** The file the store reads its window from now: the newest generation in the key's directory. */
function headFile(dir: string, key: string): string {
  const keyDir = join(dir, stateDirName(key));
  const generations = readdirSync(keyDir)
    .map((name) => /^(\d+)\.json$/.exec(name)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number);
  return join(keyDir, `${Math.max(...generations)}.json`);
}

function warnings() {
  const lines: string[] = [];
  return { lines, logger: { warn: (message: string) => void lines.push(message) } };
}

async function stoppedInLock(child: FaultChild): Promise<void> {
  await child.waitFor(/^paused$/);
  await waitUntil(() => isStopped(child.child.pid as number), 5000, "the child to stop");
}

describe("file store under faults", () => {
  test("a holder stopped inside its lock past the stale limit (1 s on the others' clock) cannot write its stale state over the others'", async () => {
    const dir = tempDir();
    const module = await limiterBundle();
    const paused = spawnFaultChild({
      module,
      store: "file",
      dir,
      key: "k",
      budget: roomy,
      mode: "once",
      id: "paused",
      pauseInLock: true,
    });
    try {
      await stoppedInLock(paused);
      // This process's clock is simulated (from now, so its entries share the window with the
      // child's): the stopped holder's lock is judged stale after 1 s of it, with no real wait.
      const clock = new JumpClock(Date.now());
      const store = createFileStore({ dir, key: "k", now: clock.now, sleep: clock.sleep });
      const started = clock.now();
      const others: string[] = [];
      // Everything admitted while the holder is stopped must survive its waking up.
      for (let i = 0; i < 10; i++) {
        const id = `other-${others.length}`;
        const decision = await store.tryAcquire(id, one, roomy);
        expect(decision.granted).toBe(true);
        others.push(id);
      }
      expect(clock.now() - started).toBeGreaterThan(1000);
      paused.child.kill("SIGCONT");
      expect(await paused.waitFor(/^(granted|failed)/)).toMatch(/^granted paused/);
      expect(await paused.exited).toBe(0);
      // Every entry once: the others' and the paused holder's own, admitted again on the fresh state.
      expect((await store.state(roomy)).used.requests).toBe(others.length + 1);
    } finally {
      paused.child.kill("SIGKILL");
    }
  });

  test("a lock taken by a holder whose clock runs an hour ahead is still judged stale", async () => {
    const dir = tempDir();
    // A window longer than the skew, so the others' entries outlive the skewed holder's pruning.
    const long: Budget = { ...roomy, windowMs: 7_200_000 };
    const ahead = spawnFaultChild({
      module: await limiterBundle(),
      store: "file",
      dir,
      key: "k",
      budget: long,
      mode: "once",
      id: "ahead",
      pauseInLock: true,
      clockOffsetMs: 3_600_000,
    });
    try {
      await stoppedInLock(ahead);
      const clock = new JumpClock(Date.now());
      const store = createFileStore({
        dir,
        key: "k",
        staleMs: 300,
        lockTimeoutMs: 3000,
        now: clock.now,
        sleep: clock.sleep,
      });
      const started = clock.now();
      expect(await store.tryAcquire("mine", one, long)).toMatchObject({ granted: true });
      // Stale after 300 ms on this process's clock (within one retry's wait), whatever time it wrote.
      expect(clock.now() - started).toBeGreaterThan(300);
      expect(clock.now() - started).toBeLessThanOrEqual(300 + 12);
      ahead.child.kill("SIGCONT");
      expect(await ahead.waitFor(/^(granted|failed)/)).toMatch(/^granted ahead/);
      expect((await store.state(long)).used.requests).toBe(2);
    } finally {
      ahead.child.kill("SIGKILL");
    }
  });

  test("kill -9 in a loop: nothing admitted is lost, and the store is free afterwards", async () => {
    const dir = tempDir();
    const module = await limiterBundle();
    const spawnOne = () =>
      spawnFaultChild({
        module,
        store: "file",
        dir,
        key: "k",
        budget: roomy,
        mode: "loop",
        deadlineMs: 40_000,
      });
    const children = [spawnOne(), spawnOne(), spawnOne()];
    const all = [...children];
    const KILLS = 15;
    try {
      for (let kill = 0; kill < KILLS; kill++) {
        await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 200));
        const index = Math.floor(Math.random() * children.length);
        // Killed once it has admitted something (a loaded host starts a node process slowly).
        await (children[index] as FaultChild).waitFor(/^granted /, 20_000);
        (children[index] as FaultChild).child.kill("SIGKILL");
        await (children[index] as FaultChild).exited;
        const next = spawnOne();
        children[index] = next;
        all.push(next);
      }
      for (const child of children) child.child.kill("SIGKILL");
      await Promise.all(children.map((child) => child.exited));
      const reported = new Set(all.flatMap((child) => [...child.granted.keys()]));
      expect(reported.size).toBeGreaterThanOrEqual(KILLS);
      const clock = new JumpClock(Date.now());
      const store = createFileStore({ dir, key: "k", staleMs: 5000, now: clock.now, sleep: clock.sleep });
      const used = (await store.state(roomy)).used.requests;
      // Every grant a process reported is in the window; at most one per kill was admitted unreported.
      expect(used).toBeGreaterThanOrEqual(reported.size);
      expect(used).toBeLessThanOrEqual(reported.size + KILLS + children.length);
      expect(await store.tryAcquire("after", one, roomy)).toMatchObject({ granted: true });
      // A lock left by a killed holder is broken at once: no wait for the 5 s age limit.
      expect(clock.sleeps).toEqual([]);
    } finally {
      for (const child of all) child.child.kill("SIGKILL");
    }
  }, 120_000);

  test("a corrupt state file is rebuilt as a full window: no admission until one window has passed", async () => {
    const dir = tempDir();
    let now = 1_000_000;
    const { lines, logger } = warnings();
    const store = createFileStore({ dir, key: "k", now: () => now, logger });
    expect(await store.tryAcquire("a", one, small)).toMatchObject({ granted: true });
    writeFileSync(headFile(dir, "k"), "{ not json");
    now += 10;
    const refused = await store.tryAcquire("b", one, small);
    expect(refused).toMatchObject({ granted: false, reason: "requests" });
    // Assume the whole budget was used just now: a full span (window, latency allowance, margin).
    expect(refused.granted ? 0 : refused.waitMs).toBe(small.windowMs + small.latencyMs + small.marginMs + 1);
    expect((await store.state(small)).used).toEqual({ requests: 3, inputTokens: 1000 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/could not be read .*the whole budget as used/);
    now += small.windowMs + small.latencyMs + small.marginMs + 1;
    expect(await store.tryAcquire("b", one, small)).toMatchObject({ granted: true });
  });

  test("an unreadable state file (a directory in its place) is rebuilt full, not a fallback to memory", async () => {
    const dir = tempDir();
    let now = 1_000_000;
    const { lines, logger } = warnings();
    const store = createFileStore({ dir, key: "k", now: () => now, logger });
    expect(await store.tryAcquire("a", one, small)).toMatchObject({ granted: true });
    const head = headFile(dir, "k");
    rmSync(head);
    mkdirSync(head);
    now += 10;
    expect(await store.tryAcquire("b", one, small)).toMatchObject({ granted: false, reason: "requests" });
    expect(lines.join("\n")).toMatch(/could not be read/);
    now += small.windowMs + small.latencyMs + small.marginMs + 1;
    expect(await store.tryAcquire("b", one, small)).toMatchObject({ granted: true });
  });

  test("a 105 MB state file sends no process to the memory fallback: it is treated as corrupt", async () => {
    const dir = tempDir();
    const module = await limiterBundle();
    const store = createFileStore({ dir, key: "k" });
    expect(await store.tryAcquire("a", one, small)).toMatchObject({ granted: true });
    // A well-formed but absurd window: 105 MB of entries far in the past.
    const entry =
      '{"id":"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx","at":1,"end":2,"requests":1,"inputTokens":1,"settled":true}';
    const count = Math.ceil((105 * 1024 * 1024) / (entry.length + 1));
    writeFileSync(
      headFile(dir, "k"),
      `{"version":1,"queue":[],"pausedUntil":0,"entries":[${Array(count).fill(entry).join(",")}]}`,
    );
    const children = [1, 2].map((i) =>
      spawnFaultChild({ module, store: "file", dir, key: "k", budget: small, mode: "try", id: `c${i}` }),
    );
    const answers = await Promise.all(children.map((child) => child.waitFor(/^(decision|failed)/, 15_000)));
    // Neither went to a fallback; both wait behind a window rebuilt full.
    for (const answer of answers) expect(answer).toMatch(/^decision \{"granted":false/);
    expect((await store.state(small)).used).toEqual({ requests: 3, inputTokens: 1000 });
    rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  test("the state directory removed before a process's first grant: the window made again is full when others were registered", async () => {
    // Issue 23's suite: a process that had not been granted yet (it knew no live request) found the
    // directory gone, made it again and was granted at once, while the proxy's window was full.
    const dir = tempDir();
    const key = "removed-cold";
    // Another live process registered (pid 1 is always alive), as a busy host has them.
    mkdirSync(join(dir, `${stateDirName(key)}.procs`), { mode: 0o700 });
    writeFileSync(join(dir, `${stateDirName(key)}.procs`, "1"), "");
    const b = createFileStore({ dir, key });
    await b.state(small); // registers B and reads the (empty) window: B knows no request
    const a = createFileStore({ dir, key });
    for (const id of ["a1", "a2", "a3"])
      expect(await a.tryAcquire(id, one, small)).toMatchObject({ granted: true });
    rmSync(dir, { recursive: true, force: true });
    const decision = await b.tryAcquire("b1", one, small);
    expect(decision).toMatchObject({ granted: false });
    expect(decision.granted ? 0 : decision.waitMs).toBeGreaterThan(spanOf(small) - 1000);
  });

  const mountable = (() => {
    const probe = tempDir();
    try {
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", probe], { stdio: "ignore" });
      execFileSync("umount", [probe], { stdio: "ignore" });
      return true;
    } catch {
      return false;
    }
  })();
  test.skipIf(!mountable)(
    "a full disk before a process's first write: it counts the window others use as full, not its own share at once (needs mount -t tmpfs)",
    async () => {
      const mountPoint = tempDir();
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m,mode=0700", "tmpfs", mountPoint]);
      try {
        const dir = join(mountPoint, "state");
        mkdirSync(dir, { mode: 0o700 });
        const key = "full-cold";
        const a = createFileStore({ dir, key });
        for (const id of ["a1", "a2", "a3"])
          expect(await a.tryAcquire(id, one, small)).toMatchObject({ granted: true });
        try {
          execFileSync("dd", ["if=/dev/zero", `of=${join(mountPoint, "fill")}`, "bs=64k"], {
            stdio: "ignore",
          });
        } catch {} // dd stops at ENOSPC, which is the point
        const { lines, logger } = warnings();
        const b = withFallback(createFileStore({ dir, key }), { logger });
        const decision = await b.tryAcquire("b1", one, small);
        expect(decision).toMatchObject({ granted: false });
        expect(decision.granted ? 0 : decision.waitMs).toBeGreaterThan(spanOf(small));
        expect(lines[0]).toMatch(/its filesystem is full \(ENOSPC\).*admitting nothing for \d+ s/);
      } finally {
        execFileSync("umount", ["-l", mountPoint]);
      }
    },
  );

  test("a state directory that cannot be used, with fewer requests than the processes assumed: each request still goes", async () => {
    // Memory takes a 1/4 share of the budget (4 processes assumed): half a request of 2. A request's
    // cost was capped at 1 but had to fit the half: every `jobai ask` waited for ever (a hostile
    // user's trial: a state directory owned by another user, JOBAI_LIMIT_REQUESTS=2).
    const blocker = join(tempDir(), "state");
    writeFileSync(blocker, "");
    let jump = 0;
    let sleeps = 0;
    const now = () => Date.now() + jump;
    const { logger } = warnings();
    // A wait that never ends fails the test instead of hanging it (the limiter sleeps again after
    // a sleep that throws, so it is told to give up).
    const giveUp = new AbortController();
    const limiter = createLimiter({
      store: "file",
      stateDir: blocker,
      requests: 2,
      window: 60_000,
      logger,
      env: {},
      now,
      // Waits pass at once on this clock.
      sleep: async (ms: number) => {
        if (++sleeps > 10_000) giveUp.abort(new Error("still waiting after 10,000 sleeps"));
        jump += ms;
      },
    });
    const admit = async () => (await limiter.acquire(one, giveUp.signal)).settle(one);
    const started = now();
    await admit();
    expect(now() - started).toBeLessThan(1000);
    // The next waits for the first to leave the window: one request a window is this process's share.
    await admit();
    expect(now() - started).toBeGreaterThanOrEqual(60_000);
    expect(await limiter.state()).toMatchObject({ store: "memory", fallbackFrom: "file", sharedBy: 4 });
    await limiter.close();
  });

  test("a state directory that comes back is rejoined, with what was admitted in memory meanwhile", async () => {
    const dir = tempDir();
    const blocker = join(dir, "state");
    writeFileSync(blocker, "");
    let jump = 0;
    const now = () => Date.now() + jump;
    const { lines, logger } = warnings();
    const limiter = createLimiter({
      store: "file",
      stateDir: blocker,
      requests: 10,
      window: 60_000,
      logger,
      env: {},
      now,
      // Waits pass at once on this clock.
      sleep: async (ms: number) => {
        jump += ms;
      },
    });
    const admit = async () => (await limiter.acquire(one)).settle(one);
    await admit();
    await admit();
    expect(await limiter.state()).toMatchObject({
      store: "memory",
      fallbackFrom: "file",
      used: { requests: 2 },
    });
    rmSync(blocker);
    jump += 5000; // the next try of the shared store is due
    const rejoined = await limiter.state();
    expect(rejoined.store).toBe("file");
    expect(rejoined.fallbackFrom).toBeUndefined();
    // The 2 admitted in memory, and the shares the other processes (4 assumed: the register could
    // never be read) may still admit in theirs until they try again: 3/4 of 10, rounded up.
    expect(rejoined.used.requests).toBe(2 + 8);
    const before = now();
    await admit();
    // The window is full: the next request waits for this process's own 2 to leave (a window
    // after they were answered, 5 s before the rejoin), the others' shares staying counted.
    expect(now() - before).toBeGreaterThanOrEqual(50_000);
    expect((await limiter.state()).used.requests).toBe(1 + 8);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/the file limiter store takes writes again after 5 s/);
  });
});
