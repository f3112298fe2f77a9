/**
 * Redis as organizations run it, with its faults (issue 29), against real servers started here:
 * - a Redis Cluster of three masters, given one node's URL: jobai finds it is a cluster and uses a
 *   cluster client, whichever node serves the budget's slot; then, while 6 processes saturate a
 *   strict sliding-window proxy through it, the master serving the budget's slot is killed and
 *   restarted: nothing hangs, nothing fails, the proxy answers no 429 (the fallback rule holds), and
 *   the processes return to Redis once the cluster answers;
 * - a master with a replica behind a Sentinel (`redis+sentinel://`): a grant that no replica
 *   confirmed is not sent (the replica stopped), and a failover of the master during the same
 *   load loses no grant and lets no 429 through.
 * Each trial is bounded (90 s to start, 90 s to run); about a minute each on an idle 2-core host.
 */

import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Middleware } from "@anthropic-ai/sdk";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildModule } from "../../scripts/esbuild-node.js";
import { resolveSettings } from "../../src/config/settings.js";
import { checkStore } from "../../src/doctor/local-checks.js";
import { createLimiter } from "../../src/limit/index.js";
import { budgetKeys } from "../../src/limit/redis-keys.js";
import { createClient } from "../../src/provider/client.js";
import {
  type RedisCluster,
  type SentinelSet,
  startCluster,
  startSentinel,
  until,
} from "./helpers/redis-topologies.js";
import { startWindowProxy } from "./helpers/window-proxy.js";
import { runTrial, type TrialOptions } from "./helpers/zero-429-trial.js";

let built: string;
let library: string;
let proxyProcess: string;

beforeAll(async () => {
  built = mkdtempSync(join(tmpdir(), "jobai-redis-failover-test-"));
  [library, proxyProcess] = await Promise.all([
    buildModule("src/index.ts", join(built, "jobai.mjs")),
    buildModule("test/limit/helpers/window-proxy-process.ts", join(built, "window-proxy.mjs")),
  ]);
}, 60_000);

afterAll(() => {
  if (built) rmSync(built, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function trial(redisUrl: string, midRun: (organization: string) => Promise<void>): TrialOptions {
  return {
    library,
    proxyProcess,
    store: "redis",
    redisUrl,
    processes: 6,
    calls: 12,
    requests: 10,
    windowMs: 2000,
    hold: { share: 0.1, minMs: 0, maxMs: 1000, jitterMs: 20 },
    streamShare: 1 / 3,
    answerMs: [20, 60],
    streamGapMs: [5, 30],
    timeoutMs: 90_000,
    midRun,
  };
}

function cli(port: number, ...args: string[]): string {
  return execFileSync("redis-cli", ["-p", String(port), ...args], {
    encoding: "utf8",
    timeout: 10_000,
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** The budget's window key, once a process wrote it, as the server holding it names it. */
async function windowKeyOn(ports: number[], organization: string): Promise<{ key: string; port: number }> {
  let found: { key: string; port: number } | undefined;
  await until(
    () => {
      for (const port of ports) {
        const key = cli(port, "--scan", "--pattern", `jobai:{${organization}:*}:limit`).trim().split("\n")[0];
        if (key) found = { key, port };
      }
      return found !== undefined;
    },
    30_000,
    "the budget's window key in Redis",
  );
  return found as { key: string; port: number };
}

function expectNoOverAdmission(result: Awaited<ReturnType<typeof runTrial>>, total: number) {
  expect(result.errors).toEqual([]);
  expect(result.arrivals).toBe(total);
  // A run that lets one through says what led to it: the first refusal's window (admission, hold,
  // arrival and answer of each request, ms from the start) and what the processes warned.
  const why = JSON.stringify({ firstRefusal: result.firstRefusal, warnings: result.warnings.slice(0, 20) });
  expect({ refused: result.refused, worst: result.worst }, why).toEqual({
    refused: 0,
    worst: Math.min(result.worst, result.limit),
  });
  expect(result.statuses).toEqual({ 200: total });
}

describe("Redis Cluster (three masters), given one node's URL", () => {
  let cluster: RedisCluster;
  beforeAll(async () => {
    cluster = await startCluster();
  }, 60_000);
  afterAll(async () => {
    await cluster?.stop();
  });

  test("found to be a cluster: budgets on every node's slots work through one node's URL, one hash slot per budget; doctor says cluster", async () => {
    const url = `redis://127.0.0.1:${cluster.ports[0]}`;
    const owners = new Set<number>();
    for (let i = 0; i < 6; i++) {
      const org = `cluster-org-${i}`;
      const lines: string[] = [];
      const limiter = createLimiter({
        store: "redis",
        redisUrl: url,
        stateDir: mkdtempSync(join(tmpdir(), "jobai-cluster-")),
        requests: 3,
        env: { SERVICE_ORGANIZATION_SLUG: org },
        logger: { warn: (text: string) => void lines.push(text) },
      });
      try {
        for (let n = 0; n < 3; n++)
          (await limiter.acquire({ requests: 1, inputTokens: 1 })).settle({ requests: 1, inputTokens: 1 });
        const state = await limiter.state();
        expect(state).toMatchObject({ store: "redis", used: { requests: 3 } });
        expect(lines).toEqual([]);
      } finally {
        await limiter.close();
      }
      const key = budgetKeys(`${org}:vendor`).window;
      const owner = await cluster.ownerOf(key);
      owners.add(owner);
      expect(cli(owner, "EXISTS", key).trim()).toBe("1");
      // The budget's other keys hash to the same slot.
      const slot = cli(owner, "CLUSTER", "KEYSLOT", key).trim();
      expect(cli(owner, "CLUSTER", "KEYSLOT", budgetKeys(`${org}:vendor`).cacheTotals).trim()).toBe(slot);
    }
    // Not all on the node of the URL: the cluster client followed the slots.
    expect(owners.size).toBeGreaterThan(1);
    const result = await checkStore(
      resolveSettings({ store: "redis", redisUrl: url }, {}, {}),
      "doctor:vendor",
      [],
    );
    expect(result.status).toBe("ok");
    expect(result.detail).toMatch(/: cluster, no TLS; this user may run the limit script/);
  }, 60_000);

  test("the master of the budget's slot killed during a run, then restarted: no hang, no failure, no 429, and back to Redis", async () => {
    let killedPort = 0;
    const result = await runTrial(
      trial(`redis://127.0.0.1:${cluster.ports[0]}`, async (organization) => {
        const { key } = await windowKeyOn(cluster.ports, organization);
        await sleep(1000);
        killedPort = await cluster.ownerOf(key);
        await cluster.nodes.get(killedPort)?.kill();
        await sleep(3000);
        await cluster.restart(killedPort);
        await cluster.waitHealthy(30_000);
      }),
    );
    expect(killedPort).toBeGreaterThan(0);
    expectNoOverAdmission(result, 6 * 12);
    // The processes said they lost Redis, and that they share the budget through it again.
    expect(result.warnings.some((line) => /the redis limiter store failed/.test(line))).toBe(true);
    expect(result.warnings.some((line) => /takes writes again after/.test(line))).toBe(true);
  }, 200_000);
});

describe("Sentinel: a master and a replica", () => {
  let set: SentinelSet;
  beforeAll(async () => {
    set = await startSentinel();
  }, 60_000);
  afterAll(async () => {
    await set?.stop();
  });

  test("doctor finds sentinel mode and a replica that confirms writes", async () => {
    const result = await checkStore(
      resolveSettings({ store: "redis", redisUrl: set.url }, {}, {}),
      "doctor:vendor",
      [],
    );
    expect(result.status).toBe("ok");
    expect(result.detail).toMatch(/: sentinel, no TLS; .* a replica confirms writes/);
  }, 30_000);

  /**
   * Jobs on hosts of their own (a state directory each) behind the Sentinel, each with a client of
   * SDK retries off, sharing a strict window proxy of one request a second; the first job's requests
   * are held 500 ms between admission and sending, as a loaded host may hold them.
   */
  async function jobsBehindSentinel(count: number) {
    const proxy = await startWindowProxy({
      requests: 1,
      inputTokens: 1_000_000_000,
      windowMs: 1000,
      answerMs: [5, 10],
      streamGapMs: [1, 2],
    });
    const organization = `unconfirmed-${process.pid}-${Date.now()}`;
    const dirs = Array.from({ length: count }, () => mkdtempSync(join(tmpdir(), "jobai-unconfirmed-")));
    const envOf = (dir: string): NodeJS.ProcessEnv => ({
      SERVICE_AGENT_ENDPOINT: proxy.url,
      SERVICE_AGENT_ACCESS_TOKEN: "unconfirmed-job-token",
      SERVICE_ORGANIZATION_SLUG: organization,
      JOBAI_LIMIT_STORE: "redis",
      JOBAI_REDIS_URL: set.url,
      JOBAI_STATE_DIR: dir,
      JOBAI_LIMIT_REQUESTS: "1",
      JOBAI_LIMIT_INPUT_TOKENS: "1000000000",
      JOBAI_LIMIT_WINDOW: "1000",
    });
    const warnings: string[] = [];
    let fellBack: () => void = () => {};
    const fallback = new Promise<void>((resolve) => {
      fellBack = resolve;
    });
    const logger = {
      warn: (message: string) => {
        warnings.push(message);
        if (/limiter store failed/.test(message)) fellBack();
      },
    };
    const limiters = dirs.map((dir) => createLimiter({ env: envOf(dir), logger }));
    const held: Middleware = async (request, next) => {
      await sleep(500);
      return next(request);
    };
    const clients = dirs.map((dir, i) =>
      createClient({
        env: envOf(dir),
        limiter: limiters[i],
        maxRetries: 0,
        warn: () => {},
        ...(i === 0 ? { middleware: [held] } : {}),
      }),
    );
    return {
      proxy,
      warnings,
      /** Resolves at the first job's first fallback warning; rejects after 20 s without one. */
      fellBack: () =>
        Promise.race([
          fallback,
          sleep(20_000).then(() => {
            throw new Error("no job fell back within 20 s");
          }),
        ]),
      /** Job `i` asks once, named `name` in the proxy's log. */
      ask: (i: number, name: string) =>
        (clients[i] as ReturnType<typeof createClient>).messages.create({
          model: "claude-test",
          max_tokens: 8,
          metadata: { user_id: name },
          messages: [{ role: "user", content: `from ${name}` }],
        }),
      async close() {
        await Promise.all([...clients.map((client) => client.close()), ...limiters.map((l) => l.close())]);
        await proxy.close();
        for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  /** The replica's process, to stop (SIGSTOP: it holds its connections and confirms nothing) and resume. */
  function replicaProcess(): number {
    const pid = Number(/process_id:(\d+)/.exec(cli(set.replicaPort, "INFO", "server"))?.[1]);
    expect(pid).toBeGreaterThan(0);
    return pid;
  }

  test("a grant that no replica confirmed is not sent: it stays counted, and the request waits for its turn on the fall-back", async () => {
    // A's grant is made on the master while the replica is stopped, so WAIT fails after 2 s: had A
    // sent it then (held 500 ms more on its way), the proxy would count it for a window from then,
    // while Redis counts it only until its decision plus the latency allowance and the window, and
    // grants B's request before the proxy lets A's go.
    const jobs = await jobsBehindSentinel(2);
    const replica = replicaProcess();
    try {
      process.kill(replica, "SIGSTOP");
      const first = jobs.ask(0, "a");
      try {
        await jobs.fellBack();
      } finally {
        process.kill(replica, "SIGCONT");
      }
      // B asks just after A's grant failed to be confirmed, with the replica back.
      const outcomes = await Promise.allSettled([first, jobs.ask(1, "b")]);
      expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "fulfilled"]);
      expect(jobs.proxy.arrivals().map((arrival) => [arrival.id, arrival.admitted])).toEqual([
        ["b", true],
        ["a", true],
      ]);
      expect(jobs.warnings.join("\n")).toMatch(/no replica confirmed|no answer within/);
    } finally {
      process.kill(replica, "SIGCONT");
      await jobs.close();
    }
  }, 60_000);

  test("with the replica down, a request still goes, from the file store after its blackout, and the process returns once a replica confirms", async () => {
    // Rejoining the master on a write that no replica confirms sent the process back to the file
    // store at its next grant, for a new blackout each time: `jobai ask` sent nothing in 387 s.
    const jobs = await jobsBehindSentinel(1);
    const replica = replicaProcess();
    try {
      process.kill(replica, "SIGSTOP");
      const started = Date.now();
      const first = jobs.ask(0, "first");
      await jobs.fellBack();
      // The blackout: a span (2 s of latency allowance, the 1 s window) and a retry interval (5 s).
      const answered = await Promise.race([first.then(() => true), sleep(30_000).then(() => false)]);
      expect(answered, "the request went within 30 s with the replica down").toBe(true);
      expect(Date.now() - started).toBeGreaterThan(8000);
      expect(
        jobs.warnings.filter((line) => /takes writes again after/.test(line)),
        jobs.warnings.join("\n"),
      ).toEqual([]);
      process.kill(replica, "SIGCONT");
      // Once a replica confirms again, the process shares the budget through Redis again: it tries
      // every 5 s, at its next request.
      const rejoined = () => jobs.warnings.some((line) => /takes writes again after/.test(line));
      for (let i = 0; i < 10 && !rejoined(); i++) {
        await jobs.ask(0, `again-${i}`);
        await sleep(1000);
      }
      expect(rejoined()).toBe(true);
      expect(jobs.proxy.arrivals().every((arrival) => arrival.admitted)).toBe(true);
    } finally {
      process.kill(replica, "SIGCONT");
      await jobs.close();
    }
  }, 90_000);

  test("a failover of the master during load: no grant lost, no 429", async () => {
    const result = await runTrial(
      trial(set.url, async (organization) => {
        await windowKeyOn([set.masterPort], organization);
        await sleep(1000);
        cli(set.sentinelPort, "SENTINEL", "FAILOVER", "jobaimaster");
        await until(
          async () => (await set.currentMaster()) === set.replicaPort,
          30_000,
          "the replica promoted",
        );
      }),
    );
    expectNoOverAdmission(result, 6 * 12);
    expect(await set.currentMaster()).toBe(set.replicaPort);
    // Whatever a process met in the failover is named (UNBLOCKED, READONLY, a lost connection).
    for (const line of result.warnings) expect(line).not.toMatch(/answered with an error/);
  }, 200_000);
});
