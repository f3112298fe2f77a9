/**
 * A Redis Cluster that is down (the master of the budget's slot killed, `cluster_state:fail`),
 * met by a process that starts then (issue 29: "nothing hangs"). A new user found that `jobai ask`
 * hung with no output, and `jobai limits` and `jobai doctor` exited 13 with none: ioredis's cluster
 * client never settles its connect() when its ready check fails and it stops reconnecting
 * (redis-connection.ts, connectWithin). Against a real three-master cluster: the window's store,
 * the records' connection and the CLI as short-lived processes each give up within the connection
 * allowance, naming the cluster's state.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { connectIdleRedis, FIRST_ANSWER_FACTOR } from "../../src/limit/redis-connection.js";
import { budgetKeys } from "../../src/limit/redis-keys.js";
import { createRedisStore } from "../../src/limit/redis-store.js";
import type { Budget } from "../../src/limit/types.js";
import { runJobai } from "../helpers/cli.js";
import { type RedisCluster, startCluster, until } from "./helpers/redis-topologies.js";

let cluster: RedisCluster;
let url: string;
let stateDir: string;
const organization = `down-${process.pid}`;
const key = `${organization}:vendor:b37364c8ec0c`;
const timeoutMs = 500;
const budget: Budget = { requests: 3, inputTokens: 100, windowMs: 60_000, marginMs: 60, latencyMs: 1000 };

beforeAll(async () => {
  cluster = await startCluster();
  stateDir = mkdtempSync(join(tmpdir(), "jobai-cluster-down-"));
  const owner = await cluster.ownerOf(budgetKeys(key).window);
  const live = cluster.ports.find((port) => port !== owner) as number;
  url = `redis://127.0.0.1:${live}`;
  await cluster.nodes.get(owner)?.kill();
  await until(
    () =>
      /cluster_state:fail/.test(
        execFileSync("redis-cli", ["-p", String(live), "CLUSTER", "INFO"], { encoding: "utf8" }),
      ),
    20_000,
    "the cluster marked failed",
  );
}, 60_000);
afterAll(async () => {
  await cluster?.stop();
  if (stateDir) rmSync(stateDir, { recursive: true, force: true });
});

/** The allowance a connection has, and a margin for a loaded host. */
const allowance = FIRST_ANSWER_FACTOR * timeoutMs;

test("the window's store gives up within the connection allowance, naming the cluster's state", async () => {
  const store = createRedisStore({ url, key, timeoutMs });
  try {
    const started = Date.now();
    const outcome = await store.state(budget).then(
      () => "answered",
      (error: Error) => error.message,
    );
    expect(outcome).toMatch(/^Redis at 127\.0\.0\.1:\d+ could not be used: /);
    expect(outcome).toMatch(/the Redis Cluster is down or has a hash slot no node serves \(CLUSTERDOWN\)/);
    expect(Date.now() - started).toBeLessThan(4 * allowance);
  } finally {
    await store.close();
  }
});

test("the records' connection gives up the same way, and asks again on the next call", async () => {
  const records = connectIdleRedis(url, timeoutMs);
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      const started = Date.now();
      const outcome = await records
        .call((redis) => redis.get(budgetKeys(key).learned))
        .then(
          () => "answered",
          (error: Error) => error.message,
        );
      expect(outcome).not.toBe("answered");
      expect(Date.now() - started).toBeLessThan(4 * allowance);
    }
  } finally {
    records.close();
  }
});

test("jobai limits and jobai doctor, as short-lived processes, answer with the reason instead of exiting 13", async () => {
  const env = {
    SERVICE_ORGANIZATION_SLUG: organization,
    JOBAI_STATE_DIR: stateDir,
    JOBAI_LIMIT_STORE: "redis",
    JOBAI_REDIS_URL: url,
  };
  const limits = await runJobai(["limits", "--json"], { env, timeout: 30_000 });
  expect(limits.exitCode, limits.stderr).toBe(0);
  expect(JSON.parse(limits.stdout)).toMatchObject({ store: "file" });
  expect(limits.stderr).toMatch(
    /redis limiter store failed \(Redis at 127\.0\.0\.1:\d+ could not be used: the Redis Cluster is down .*CLUSTERDOWN/,
  );
  const doctor = await runJobai(["doctor"], { env, timeout: 30_000 });
  expect(doctor.exitCode).toBe(1);
  expect(doctor.stdout + doctor.stderr).toMatch(/CLUSTERDOWN/);
});
