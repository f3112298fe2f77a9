/**
 * No secret on the argv of a process jobai spawns (issue 23): the relay daemon got the Redis
 * address as `--redis-url redis://:password@...`, which every local user reads in /proc/<pid>/cmdline
 * for the relay's life. Here a real redis-server that needs a password, a daemon started as a job
 * starts it, and its command line read back from /proc; the daemon must still reach Redis with it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import { isRunning } from "../../src/relay/daemon.js";
import { runJobai } from "../helpers/cli.js";
import { useEmulator } from "../helpers/emulator.js";

const emu = useEmulator();
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const PASSWORD = "redis-pw-on-no-argv-7f3a9c";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
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

/** redis-server with `requirepass`, its configuration on stdin (so not on its own argv either). */
async function passwordRedis(): Promise<number> {
  const port = await freePort();
  const child: ChildProcess = spawn("redis-server", ["-"], { stdio: ["pipe", "ignore", "inherit"] });
  child.stdin?.end(`port ${port}\nbind 127.0.0.1\nsave ""\nappendonly no\nrequirepass ${PASSWORD}\n`);
  cleanups.push(() => child.kill("SIGKILL"));
  for (let i = 0; i < 100 && !(await accepts(port)); i++) await new Promise((r) => setTimeout(r, 50));
  return port;
}

const cmdline = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ");

describe.runIf(process.platform === "linux")("the relay daemon's command line", () => {
  it("holds no Redis password, and the daemon still uses the password's Redis", async () => {
    const port = await passwordRedis();
    const dir = await mkdtemp(join(tmpdir(), "jobai-daemon-argv-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const env = {
      ...emu().env,
      JOBAI_STATE_DIR: dir,
      JOBAI_REDIS_URL: `redis://:${PASSWORD}@127.0.0.1:${port}`,
    };
    const started = await runJobai(["relay", "--daemon", "--json"], { env });
    expect(started.exitCode, started.stderr).toBe(0);
    const record = JSON.parse(started.stdout) as { url: string; key: string; pid: number };
    cleanups.push(() => isRunning(record.pid) && process.kill(record.pid, "SIGKILL"));

    const argv = cmdline(record.pid);
    expect(argv).toContain("relay start");
    expect(argv).toContain("--store redis");
    expect(argv).not.toContain(PASSWORD);
    expect(argv).not.toContain("redis://");
    // Nor any other secret: the job token and the relay's key stay off it too.
    expect(argv).not.toContain(emu().jobToken);
    expect(argv).not.toContain(record.key);

    // It reached Redis with the password: the request's window is in Redis.
    const response = await fetch(`${record.url}/v1/messages`, {
      method: "POST",
      headers: { "x-api-key": record.key, "content-type": "application/json" },
      body: JSON.stringify({
        model: "claude-sonnet-4-5",
        max_tokens: 8,
        messages: [{ role: "user", content: "hi" }],
      }),
    });
    expect(response.status).toBe(200);
    const redis = new Redis({ port, host: "127.0.0.1", password: PASSWORD, lazyConnect: true });
    cleanups.push(() => redis.disconnect());
    await redis.connect();
    expect((await redis.keys("jobai:*")).length).toBeGreaterThan(0);
    for (const name of readdirSync(dir).filter((file) => file.endsWith(".log")))
      expect(readFileSync(join(dir, name), "utf8")).not.toContain(PASSWORD);
  }, 30_000);

  it("a --redis-url flag given to `jobai relay --daemon` wins over the plugin's, still off the daemon's argv", async () => {
    const port = await passwordRedis();
    const dir = await mkdtemp(join(tmpdir(), "jobai-daemon-argv-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const env = {
      ...emu().env,
      JOBAI_STATE_DIR: dir,
      SERVICE_PLUGIN_CONFIGURATION: JSON.stringify({ "rate-limit": { "redis-url": "redis://127.0.0.1:1" } }),
    };
    const url = `redis://:${PASSWORD}@127.0.0.1:${port}`;
    const started = await runJobai(["relay", "--daemon", "--json", "--redis-url", url], { env });
    expect(started.exitCode, started.stderr).toBe(0);
    const record = JSON.parse(started.stdout) as { url: string; key: string; pid: number };
    cleanups.push(() => isRunning(record.pid) && process.kill(record.pid, "SIGKILL"));
    expect(cmdline(record.pid)).not.toContain(PASSWORD);
    const status = await runJobai(["relay", "status", "--json"], { env });
    expect(status.exitCode, status.stderr).toBe(0);
    const redis = new Redis({ port, host: "127.0.0.1", password: PASSWORD, lazyConnect: true });
    cleanups.push(() => redis.disconnect());
    await redis.connect();
    const response = await fetch(`${record.url}/v1/messages`, {
      method: "POST",
      headers: { "x-api-key": record.key, "content-type": "application/json" },
      body: JSON.stringify({
        model: "claude-sonnet-4-5",
        max_tokens: 8,
        messages: [{ role: "user", content: "hi" }],
      }),
    });
    expect(response.status).toBe(200);
    expect((await redis.keys("jobai:*")).length).toBeGreaterThan(0);
  }, 30_000);
});
