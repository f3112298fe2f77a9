/**
 * Issue 29, item 2: every `jobai ask` with the Redis store warned "the redis prompt-cache knowledge
 * failed (Connection is closed.)" and wrote no knowledge. The cause: the knowledge is recorded in
 * the background after the response, and the CLI closed the limiter (and the knowledge's Redis
 * connection, still connecting) as soon as the answer was printed. Short-lived processes only: the
 * CLI, in a child process, against a real redis-server.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StartedEmulator, startEmulator } from "../../src/emulator/index.js";
import { runJobai } from "../helpers/cli.js";
import { type RedisServer, startRedis } from "./helpers/redis-server.js";

let emulator: StartedEmulator;
let server: RedisServer;
let dir: string;

beforeAll(async () => {
  [emulator, server] = await Promise.all([startEmulator(), startRedis()]);
  dir = await mkdtemp(join(tmpdir(), "jobai-redis-cli-"));
});
afterAll(async () => {
  await Promise.all([emulator?.close(), server?.stop()]);
  await rm(dir, { recursive: true, force: true });
});

/** The CLI twice against `url`: an empty stderr each time; the totals key the two answers wrote. */
/** An organization of this test's own, so its keys are told apart from any other budget's. */
const ORGANIZATION = `cli-knowledge-${process.pid}`;
const TOTALS = `jobai:{${ORGANIZATION}:*}:cache:totals`;

async function askTwice(url: string, extra: Record<string, string> = {}) {
  const env = {
    ...emulator.env,
    SERVICE_ORGANIZATION_SLUG: ORGANIZATION,
    JOBAI_STATE_DIR: dir,
    JOBAI_LIMIT_STORE: "redis",
    JOBAI_REDIS_URL: url,
    ...extra,
  };
  for (let run = 0; run < 2; run++) {
    const result = await runJobai(["ask", "--max-tokens", "8", "hi"], { env });
    expect(result.stderr).toBe("");
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toBe("You said: hi");
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

describe("jobai ask with the Redis store, as a short-lived process", () => {
  it("over TLS (rediss://, the CA in NODE_EXTRA_CA_CERTS): twice, an empty stderr, the knowledge in Redis", async () => {
    // A CA and a certificate for 127.0.0.1, made here by openssl.
    const tls = await mkdtemp(join(tmpdir(), "jobai-redis-tls-"));
    const at = (name: string) => join(tls, name);
    const quiet = { cwd: tls };
    await execa(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-keyout",
        at("ca.key"),
        "-out",
        at("ca.pem"),
        "-days",
        "1",
        "-subj",
        "/CN=jobai test CA",
      ],
      quiet,
    );
    await execa(
      "openssl",
      [
        "req",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-keyout",
        at("server.key"),
        "-out",
        at("server.csr"),
        "-subj",
        "/CN=127.0.0.1",
      ],
      quiet,
    );
    await writeFile(at("ext.cnf"), "subjectAltName=IP:127.0.0.1\n");
    await execa(
      "openssl",
      [
        "x509",
        "-req",
        "-in",
        at("server.csr"),
        "-CA",
        at("ca.pem"),
        "-CAkey",
        at("ca.key"),
        "-CAcreateserial",
        "-out",
        at("server.pem"),
        "-days",
        "1",
        "-extfile",
        at("ext.cnf"),
      ],
      quiet,
    );
    const port = await freePort();
    const child: ChildProcess = spawn(
      "redis-server",
      [
        "--port",
        "0",
        "--tls-port",
        String(port),
        "--bind",
        "127.0.0.1",
        "--tls-cert-file",
        at("server.pem"),
        "--tls-key-file",
        at("server.key"),
        "--tls-ca-cert-file",
        at("ca.pem"),
        "--tls-auth-clients",
        "no",
        "--save",
        "",
        "--appendonly",
        "no",
      ],
      { stdio: "ignore" },
    );
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    try {
      for (let i = 0; i < 100 && !(await accepts(port)); i++) await new Promise((r) => setTimeout(r, 50));
      await askTwice(`rediss://127.0.0.1:${port}`, { NODE_EXTRA_CA_CERTS: at("ca.pem") });
      const redis = new Redis(`rediss://127.0.0.1:${port}`, { tls: { ca: readFileSync(at("ca.pem")) } });
      try {
        const keys = await redis.keys(TOTALS);
        expect(keys).toHaveLength(1);
        expect(Number((await redis.hgetall(keys[0] as string)).requests)).toBe(2);
      } finally {
        redis.disconnect();
      }
    } finally {
      child.kill("SIGKILL");
      await exited;
      await rm(tls, { recursive: true, force: true });
    }
  });

  it("twice: an empty stderr, and the prompt-cache knowledge of both answers is in Redis", async () => {
    await askTwice(server.url);
    const redis = new Redis(server.url);
    try {
      const keys = await redis.keys(TOTALS);
      expect(keys).toHaveLength(1);
      const totals = await redis.hgetall(keys[0] as string);
      expect(Number(totals.requests)).toBe(2);
      // Every key jobai writes expires (issue 34, item 4): the totals too.
      expect(await redis.pttl(keys[0] as string)).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });
});
