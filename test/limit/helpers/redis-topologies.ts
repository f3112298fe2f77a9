/**
 * Real Redis topologies for the tests of issue 29, each started by the test on 127.0.0.1: a server
 * with TLS (a CA and a server certificate made with openssl here), a three-master cluster
 * (`--cluster-enabled yes` x3, `redis-cli --cluster create`), and a master with a replica watched
 * by a Sentinel (`redis-server --sentinel`). Every wait is bounded; stop() kills what was started.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { freePort } from "./redis-server.js";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Poll `check` every 100 ms until it holds, for at most `ms`. */
export async function until(
  check: () => Promise<boolean> | boolean,
  ms: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const held = await (async () => check())().catch(() => false);
    if (held) return;
    await sleep(100);
  }
  throw new Error(`${what} did not happen within ${ms} ms`);
}

export interface RedisProcess {
  port: number;
  child: ChildProcess;
  exited: Promise<void>;
  kill(): Promise<void>;
}

/**
 * A redis-server with `args` (no persistence), once it answers PING on `port`. Its working directory is
 * a fresh temporary one: a replica's full sync writes dump.rdb there (a file once committed by mistake
 * from the test's cwd).
 */
export async function redisProcess(port: number, args: string[], cli: string[] = []): Promise<RedisProcess> {
  const dir = mkdtempSync(join(tmpdir(), "jobai-redis-"));
  const child = spawn(
    "redis-server",
    ["--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir, ...args],
    { stdio: "ignore" },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // The server that answers must be this child: a port taken meanwhile by another test file's
  // server (a free port is free only when asked) would answer PING for a child that exited.
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  await until(
    () => {
      if (gone()) return true;
      try {
        const info = execFileSync("redis-cli", ["-p", String(port), ...cli, "INFO", "server"], {
          encoding: "utf8",
          stdio: ["ignore", "pipe", "pipe"],
        });
        return info.includes(`process_id:${child.pid}\r`) || info.includes(`process_id:${child.pid}\n`);
      } catch {
        return false;
      }
    },
    10_000,
    `redis-server on port ${port} answering`,
  );
  if (gone()) throw new Error(`redis-server on port ${port} exited at start (was the port taken meanwhile?)`);
  return {
    port,
    child,
    exited,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A CA and a server certificate for 127.0.0.1 and localhost, signed by it; and a second, unrelated CA. */
export function makeCertificates(): { dir: string; ca: string; otherCa: string; cert: string; key: string } {
  const dir = mkdtempSync(join(tmpdir(), "jobai-redis-tls-"));
  const run = (...args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: "ignore" });
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  run(
    "req",
    "-x509",
    "-new",
    ...ec,
    "-keyout",
    "ca.key",
    "-out",
    "ca.crt",
    "-days",
    "2",
    "-subj",
    "/CN=jobai test CA",
  );
  run(
    "req",
    "-x509",
    "-new",
    ...ec,
    "-keyout",
    "other.key",
    "-out",
    "other.crt",
    "-days",
    "2",
    "-subj",
    "/CN=other CA",
  );
  run("req", "-new", ...ec, "-keyout", "server.key", "-out", "server.csr", "-subj", "/CN=127.0.0.1");
  writeFileSync(join(dir, "san.ext"), "subjectAltName=IP:127.0.0.1,DNS:localhost\n");
  run(
    "x509",
    "-req",
    "-in",
    "server.csr",
    "-CA",
    "ca.crt",
    "-CAkey",
    "ca.key",
    "-CAcreateserial",
    "-out",
    "server.crt",
    "-days",
    "2",
    "-extfile",
    "san.ext",
  );
  return {
    dir,
    ca: join(dir, "ca.crt"),
    otherCa: join(dir, "other.crt"),
    cert: join(dir, "server.crt"),
    key: join(dir, "server.key"),
  };
}

export interface TlsRedis {
  tlsPort: number;
  plainPort: number;
  certs: ReturnType<typeof makeCertificates>;
  server: RedisProcess;
}

/** A redis-server with a TLS port (clients need no certificate) beside its plain one. */
export async function startTlsRedis(): Promise<TlsRedis> {
  const certs = makeCertificates();
  const [plainPort, tlsPort] = [await freePort(), await freePort()];
  const server = await redisProcess(plainPort, [
    "--port",
    String(plainPort),
    "--tls-port",
    String(tlsPort),
    "--tls-cert-file",
    certs.cert,
    "--tls-key-file",
    certs.key,
    "--tls-ca-cert-file",
    certs.ca,
    "--tls-auth-clients",
    "no",
  ]);
  return { tlsPort, plainPort, certs, server };
}

export interface RedisCluster {
  ports: number[];
  nodes: Map<number, RedisProcess>;
  /** Start node `port` again where it was (its nodes.conf keeps its identity and slots). */
  restart(port: number): Promise<void>;
  /** The port of the master that serves `key`'s slot. */
  ownerOf(key: string): Promise<number>;
  waitHealthy(ms: number): Promise<void>;
  stop(): Promise<void>;
}

const clusterArgs = (dir: string, port: number) => [
  "--port",
  String(port),
  "--cluster-enabled",
  "yes",
  "--cluster-config-file",
  join(dir, `nodes-${port}.conf`),
  "--cluster-node-timeout",
  "1000",
  "--dir",
  dir,
];

function cli(port: number, ...args: string[]): string {
  return execFileSync("redis-cli", ["-p", String(port), ...args], {
    encoding: "utf8",
    timeout: 10_000,
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Three masters, no replicas, every slot assigned; resolves when every node says cluster_state:ok. */
export async function startCluster(): Promise<RedisCluster> {
  const dir = mkdtempSync(join(tmpdir(), "jobai-redis-cluster-"));
  const ports = [await freePort(), await freePort(), await freePort()];
  const nodes = new Map<number, RedisProcess>();
  for (const port of ports) nodes.set(port, await redisProcess(port, clusterArgs(dir, port)));
  execFileSync(
    "redis-cli",
    [
      "--cluster",
      "create",
      ...ports.map((p) => `127.0.0.1:${p}`),
      "--cluster-replicas",
      "0",
      "--cluster-yes",
    ],
    { stdio: "ignore", timeout: 30_000 },
  );
  const waitHealthy = (ms: number) =>
    until(
      () => ports.every((p) => /cluster_state:ok/.test(cli(p, "CLUSTER", "INFO"))),
      ms,
      "cluster_state:ok on every node",
    );
  await waitHealthy(20_000);
  return {
    ports,
    nodes,
    async restart(port) {
      nodes.set(port, await redisProcess(port, clusterArgs(dir, port)));
    },
    async ownerOf(key) {
      const slot = Number(cli(ports[0] as number, "CLUSTER", "KEYSLOT", key).trim());
      for (const port of ports) {
        const node = nodes.get(port);
        if (!node || node.child.exitCode !== null || node.child.signalCode !== null) continue;
        const lines = cli(port, "CLUSTER", "NODES").split("\n");
        const own = lines.find((line) => line.includes("myself"));
        const ranges = own?.split(" ").slice(8) ?? [];
        for (const range of ranges) {
          const [from, to] = range.split("-").map(Number) as [number, number?];
          if (slot >= from && slot <= (to ?? from)) return port;
        }
      }
      const views = ports.map((port) => {
        const node = nodes.get(port);
        const state = node?.child.exitCode ?? node?.child.signalCode ?? "running";
        let seen: string;
        try {
          seen = cli(port, "CLUSTER", "NODES");
        } catch (error) {
          seen = String(error);
        }
        return `port ${port} (process ${node?.child.pid}: ${state}):\n${seen}`;
      });
      throw new Error(`no live node serves slot ${slot}; the nodes say:\n${views.join("\n")}`);
    },
    waitHealthy,
    async stop() {
      await Promise.all([...nodes.values()].map((node) => node.kill()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface SentinelSet {
  masterPort: number;
  replicaPort: number;
  sentinelPort: number;
  /** The redis+sentinel:// URL of the set. */
  url: string;
  /** The port of the master the Sentinel names now. */
  currentMaster(): Promise<number>;
  stop(): Promise<void>;
}

/** A master, a replica in sync with it, and one Sentinel (quorum 1) that knows both. */
export async function startSentinel(name = "jobaimaster"): Promise<SentinelSet> {
  const dir = mkdtempSync(join(tmpdir(), "jobai-redis-sentinel-"));
  const [masterPort, replicaPort, sentinelPort] = [await freePort(), await freePort(), await freePort()];
  const master = await redisProcess(masterPort, ["--port", String(masterPort)]);
  const replica = await redisProcess(replicaPort, [
    "--port",
    String(replicaPort),
    "--replicaof",
    "127.0.0.1",
    String(masterPort),
  ]);
  await until(
    () => /master_link_status:up/.test(cli(replicaPort, "INFO", "replication")),
    10_000,
    "the replica in sync",
  );
  const conf = join(dir, "sentinel.conf");
  writeFileSync(
    conf,
    [
      `port ${sentinelPort}`,
      "bind 127.0.0.1",
      `dir ${dir}`,
      `sentinel monitor ${name} 127.0.0.1 ${masterPort} 1`,
      `sentinel down-after-milliseconds ${name} 1000`,
      `sentinel failover-timeout ${name} 5000`,
      `sentinel parallel-syncs ${name} 1`,
      "",
    ].join("\n"),
  );
  const sentinel = spawn("redis-server", [conf, "--sentinel"], { stdio: "ignore" });
  const sentinelExited = new Promise<void>((resolve) => sentinel.once("exit", () => resolve()));
  const currentMaster = async () => {
    const admin = new Redis({
      port: sentinelPort,
      host: "127.0.0.1",
      lazyConnect: true,
      maxRetriesPerRequest: 0,
    });
    try {
      await admin.connect();
      const reply = (await admin.call("SENTINEL", "get-master-addr-by-name", name)) as string[];
      return Number(reply[1]);
    } finally {
      admin.disconnect();
    }
  };
  // The Sentinel has seen the replica (from the master's INFO) before it can fail over to it.
  await until(
    () =>
      /num-slaves\n1\b|num-slaves\r?\n1/.test(
        execFileSync("redis-cli", ["-p", String(sentinelPort), "SENTINEL", "master", name], {
          stdio: ["ignore", "pipe", "pipe"],
          encoding: "utf8",
        }),
      ),
    15_000,
    "the Sentinel seeing the replica",
  );
  return {
    masterPort,
    replicaPort,
    sentinelPort,
    url: `redis+sentinel://127.0.0.1:${sentinelPort}/${name}`,
    currentMaster,
    async stop() {
      if (sentinel.exitCode === null) sentinel.kill("SIGKILL");
      await Promise.all([master.kill(), replica.kill(), sentinelExited]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
