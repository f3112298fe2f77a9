/**
 * `jobai doctor` as a user runs it: the CLI's main() in this process (test/helpers/cli-in-process.ts), against the
 * emulator (in this process), healthy and with each fault `jobai emulate --fault` takes, outside a job, and
 * with each local part broken in turn: the state directory, a Redis that is gone or takes no
 * writes, a relay that no longer answers, a REST token without the scope summaries need.
 */
import { chmod, mkdir, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCTOR_CHECK_MS } from "../../src/doctor/check.js";
import { parseFaultSpec } from "../../src/emulator/fault-spec.js";
import { type StartedEmulator, startEmulator } from "../../src/emulator/index.js";
import { writeAddressFile } from "../../src/relay/address-file.js";
import { runJobaiInProcess } from "../helpers/cli-in-process.js";
import { startStandIn } from "../helpers/stand-in.js";
import { type RedisServer, startRedis } from "../limit/helpers/redis-server.js";

interface Check {
  name: string;
  status: "ok" | "fail" | "skip";
  detail: string;
  fix?: string;
}
interface Report {
  ok: boolean;
  checks: Check[];
}

let dir: string;
let emulator: StartedEmulator;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "jobai-doctor-"));
  emulator = await startEmulator();
});
afterAll(async () => {
  await emulator?.close();
  await rm(dir, { recursive: true, force: true });
});

/**
 * Run `jobai doctor --json` and read its report; every run also checks that no secret is printed.
 * These runs are about what each check finds, not about time: each check gets 10 s (`--timeout`),
 * so a loaded test machine does not fail a healthy check; the default bound has its own test.
 */
async function doctor(
  env: Record<string, string | undefined>,
  secrets: string[] = [],
  args: string[] = ["--timeout", "10"],
) {
  const run = await runJobaiInProcess(["doctor", "--json", ...args], { env, timeout: 30_000 });
  for (const secret of [emulator.jobToken, emulator.apiToken, ...secrets]) {
    expect(run.stdout).not.toContain(secret);
    expect(run.stderr).not.toContain(secret);
  }
  expect(run.stderr).toBe("");
  const report = JSON.parse(run.stdout) as Report;
  const check = (name: string) => {
    const found = report.checks.find((c) => c.name === name);
    if (!found) throw new Error(`no ${name} check in ${run.stdout}`);
    return found;
  };
  return { ...run, report, check };
}

/** Every failure names a fix; the exit code is 0 only when no check failed. */
function expectConsistent(result: Awaited<ReturnType<typeof doctor>>) {
  for (const check of result.report.checks) {
    if (check.status === "fail") expect(check.fix, check.name).toMatch(/\w{3,}/);
  }
  const failed = result.report.checks.some((check) => check.status === "fail");
  expect(result.report.ok).toBe(!failed);
  expect(result.exitCode).toBe(failed ? 1 : 0);
}

const jobEnv = (extra: Record<string, string | undefined> = {}) => ({
  ...emulator.env,
  JOBAI_STATE_DIR: join(dir, "state"),
  ...extra,
});

describe("jobai doctor", () => {
  it("passes every check against a healthy emulator, and says what it found", async () => {
    const result = await doctor(jobEnv());
    expectConsistent(result);
    expect(result.exitCode).toBe(0);
    expect(result.report.checks.map((c) => [c.name, c.status])).toEqual([
      ["variables", "ok"],
      ["settings", "ok"],
      ["proxy", "ok"],
      ["rest-api", "ok"],
      ["state-dir", "ok"],
      ["store", "ok"],
      ["relay", "skip"],
    ]);
    expect(result.check("proxy").detail).toContain(`${emulator.proxyUrl} took the job token`);
    expect(result.check("rest-api").detail).toMatch(/scopes: .*read_builds/);
    expect(result.check("store").detail).toMatch(
      /^file in .*state\/limit-emulated-org_vendor_[0-9a-f]{12}: writable/,
    );
    // The free call: one GET of the models, nothing that counts tokens.
    const calls = emulator.traffic.filter((request) => request.surface === "proxy");
    expect(calls.at(-1)).toMatchObject({ method: "GET", path: expect.stringMatching(/\/v1\/models/) });
  });

  it("prints a line per check and the verdict for people", async () => {
    const run = await runJobaiInProcess(["doctor"], { env: jobEnv() });
    expect(run.exitCode).toBe(0);
    const lines = run.stdout.trimEnd().split("\n");
    expect(lines.slice(0, 7).map((line) => line.split(/\s+/).slice(0, 2).join(" "))).toEqual([
      "✓ variables",
      "✓ settings",
      "✓ proxy",
      "✓ rest-api",
      "✓ state-dir",
      "✓ store",
      "- relay",
    ]);
    expect(lines.at(-1)).toBe("jobai doctor: every check passed (1 check not needed here)");
  });

  it("outside a job, fails on the variables and says how to set them", async () => {
    const result = await doctor({ JOBAI_STATE_DIR: join(dir, "outside") });
    expectConsistent(result);
    expect(result.exitCode).toBe(1);
    expect(result.check("variables")).toEqual({
      name: "variables",
      status: "fail",
      detail: "SERVICE_AGENT_ENDPOINT is not set; SERVICE_AGENT_ACCESS_TOKEN is not set",
      fix: "run inside a job, or start 'jobai emulate' and source its output",
    });
    expect(result.check("proxy").status).toBe("skip");
    expect(result.check("rest-api").status).toBe("skip");
    expect(result.check("store")).toMatchObject({ status: "ok", detail: expect.stringMatching(/^memory/) });
    const text = await runJobaiInProcess(["doctor"], { env: { JOBAI_STATE_DIR: join(dir, "outside") } });
    expect(text.exitCode).toBe(1);
    expect(text.stdout).toContain("  fix: run inside a job, or start 'jobai emulate' and source its output");
    expect(text.stdout.trimEnd().split("\n").at(-1)).toBe(
      "jobai doctor: 1 check failed (variables): fix it as shown and run 'jobai doctor' again",
    );
  });

  it("refuses a flag it does not know with exit 2", async () => {
    const run = await runJobaiInProcess(["doctor", "--jsn"], { env: jobEnv() });
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/Unknown option --jsn: did you mean --json\?/);
  });

  it("names a bad setting and skips what needs it", async () => {
    const result = await doctor(jobEnv({ JOBAI_LIMIT_STORE: "disk" }));
    expectConsistent(result);
    expect(result.check("settings")).toMatchObject({
      status: "fail",
      detail: expect.stringContaining("JOBAI_LIMIT_STORE"),
      fix: expect.stringContaining("jobai limits --help"),
    });
    expect(result.check("store").status).toBe("skip");
  });

  it("fails the state directory that other users may write, with the chmod that fixes it", async () => {
    const open = join(dir, "open-state");
    await mkdir(open, { recursive: true });
    await chmod(open, 0o777);
    const result = await doctor(jobEnv({ JOBAI_STATE_DIR: open }));
    expectConsistent(result);
    expect(result.check("state-dir")).toMatchObject({
      status: "fail",
      detail: expect.stringContaining("writable by other users"),
      fix: expect.stringContaining(`chmod 700 ${open}`),
    });
    expect(result.check("relay").status).toBe("skip");
  });

  it("fails a state directory inside one other users can write without the sticky bit (issue 23)", async () => {
    const open = join(dir, "open-parent");
    await mkdir(open, { recursive: true });
    await chmod(open, 0o777);
    const result = await doctor(jobEnv({ JOBAI_STATE_DIR: join(open, "state") }));
    expectConsistent(result);
    expect(result.check("state-dir")).toMatchObject({
      status: "fail",
      detail: expect.stringContaining(`inside ${open}, which other users can write`),
      fix: expect.stringContaining("set JOBAI_STATE_DIR to a directory whose parents only you"),
    });
  });

  it("fails a REST token the service refuses, and one without read_builds or read_build_logs", async () => {
    const refused = await doctor(jobEnv({ SERVICE_API_TOKEN: "not-a-token-of-this-service" }), [
      "not-a-token-of-this-service",
    ]);
    expectConsistent(refused);
    expect(refused.check("rest-api")).toMatchObject({
      status: "fail",
      detail: expect.stringContaining("401"),
      fix: expect.stringContaining("SERVICE_API_TOKEN was refused"),
    });
    const narrow = emulator.rest.addToken({ scopes: ["read_registries"] });
    const result = await doctor(jobEnv({ SERVICE_API_TOKEN: narrow.token }), [narrow.token ?? ""]);
    expectConsistent(result);
    expect(result.check("rest-api")).toMatchObject({
      status: "fail",
      detail: expect.stringMatching(/scopes read_registries, without read_builds and read_build_logs$/),
      fix: expect.stringContaining("read_builds and read_build_logs scopes"),
    });
    // The build alone is not enough: the job's log takes read_build_logs.
    const noLogs = emulator.rest.addToken({ scopes: ["read_builds"] });
    const withoutLogs = await doctor(jobEnv({ SERVICE_API_TOKEN: noLogs.token }), [noLogs.token ?? ""]);
    expect(withoutLogs.check("rest-api")).toMatchObject({
      status: "fail",
      detail: expect.stringMatching(/scopes read_builds, without read_build_logs$/),
      fix: expect.stringContaining("give the API token the read_build_logs scope"),
    });
  });

  it("fails a relay whose address file is there but which does not answer", async () => {
    const state = join(dir, "relay-state");
    const closed = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, "127.0.0.1", () => {
        const address = server.address();
        server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
      });
    });
    await mkdir(state, { recursive: true, mode: 0o700 });
    const addressFile = join(state, `relay-${emulator.env.SERVICE_JOB_ID}.json`);
    writeAddressFile(addressFile, {
      url: `http://127.0.0.1:${closed}`,
      port: closed,
      pid: process.pid,
      startedAt: new Date().toISOString(),
    });
    const result = await doctor(jobEnv({ JOBAI_STATE_DIR: state }));
    expectConsistent(result);
    expect(result.check("relay")).toMatchObject({
      status: "fail",
      detail: expect.stringMatching(/does not answer: /),
      fix: expect.stringContaining("jobai relay --daemon"),
    });
  });
});

describe("jobai doctor and the Redis store", () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it("passes a Redis that is reachable and takes writes", async () => {
    const result = await doctor(jobEnv({ JOBAI_REDIS_URL: redis.url }));
    expectConsistent(result);
    expect(result.check("store")).toEqual({
      name: "store",
      status: "ok",
      detail: expect.stringMatching(
        new RegExp(
          `^redis at ${redis.url}: standalone, no TLS; this user may run the limit script on jobai:\\{emulated-org:vendor:[0-9a-f]{12}\\}:limit and write$`,
        ),
      ),
    });
  });

  it("fails a Redis user that may read but not write, without printing its password", async () => {
    const admin = new Redis(redis.url);
    try {
      await admin.call(
        "ACL",
        "SETUSER",
        "reader",
        "on",
        ">reader-secret-pw",
        "~*",
        "+@read",
        "+ping",
        "+info",
      );
    } finally {
      admin.disconnect();
    }
    const url = `redis://reader:reader-secret-pw@127.0.0.1:${redis.port}`;
    const result = await doctor(jobEnv({ JOBAI_REDIS_URL: url }), ["reader-secret-pw"]);
    expectConsistent(result);
    expect(result.check("store")).toMatchObject({
      status: "fail",
      detail: expect.stringMatching(/^redis at redis:\/\/127\.0\.0\.1:\d+: its ACL refused .*\(NOPERM/),
      fix: expect.stringContaining("write access"),
    });
  });

  it("fails a Redis that answers PING but refuses writes (no replica to write to)", async () => {
    const admin = new Redis(redis.url);
    try {
      await admin.config("SET", "min-replicas-to-write", "1");
      const result = await doctor(jobEnv({ JOBAI_REDIS_URL: redis.url }));
      expectConsistent(result);
      expect(result.check("store")).toMatchObject({
        status: "fail",
        detail: expect.stringContaining("NOREPLICAS"),
      });
    } finally {
      await admin.config("SET", "min-replicas-to-write", "0");
      admin.disconnect();
    }
  });

  it("fails a Redis that is not there, naming the connection error", async () => {
    const gone = await startRedis();
    await gone.stop();
    const result = await doctor(jobEnv({ JOBAI_REDIS_URL: gone.url }));
    expectConsistent(result);
    expect(result.check("store")).toMatchObject({
      status: "fail",
      detail: expect.stringContaining("ECONNREFUSED"),
      fix: expect.stringContaining("JOBAI_REDIS_URL"),
    });
  });
});

/** Each fault `jobai emulate --fault` takes, and what the proxy check makes of it. */
const FAULTS: { fault: string; status: "ok" | "fail"; detail: RegExp; fix?: RegExp }[] = [
  { fault: "latency=1500", status: "ok", detail: /took the job token .* in (1\.[5-9]|[2-9]\.\d) s\)$/ },
  { fault: "server-error", status: "fail", detail: /answered 500 api_error/, fix: /try again/ },
  { fault: "server-error=529", status: "fail", detail: /answered 529 overloaded_error/, fix: /try again/ },
  {
    fault: "overloaded-mid-stream",
    status: "fail",
    detail: /answered 529 overloaded_error/,
    fix: /try again/,
  },
  {
    fault: "drop-mid-stream",
    status: "fail",
    detail: /could not reach the proxy|connection/,
    fix: /SERVICE_AGENT_ENDPOINT/,
  },
  {
    fault: "rate-limit-without-retry-after",
    status: "ok",
    detail: /took the job token; its rate limit is used up/,
  },
  {
    fault: "error=authentication_error",
    status: "fail",
    detail: /answered 401/,
    fix: /SERVICE_AGENT_ACCESS_TOKEN/,
  },
  { fault: "error=permission_error", status: "fail", detail: /answered 403/, fix: /pipeline's settings/ },
  { fault: "error=not_found_error", status: "fail", detail: /answered 404/, fix: /SERVICE_AGENT_ENDPOINT/ },
];

/**
 * An emulator with the fault `jobai emulate --fault TEXT` adds: the same rule (parseFaultSpec) in an
 * emulator of this process, since a process per fault cost as much CPU as the doctor run itself.
 * `jobai emulate --fault` itself, from its flag to the proxy's answer: test/install/waits.test.ts.
 */
async function emulatorWithFault(text: string) {
  const own = await startEmulator();
  own.faults.add(parseFaultSpec(text));
  return own;
}

describe.concurrent("jobai doctor against jobai emulate --fault", () => {
  for (const { fault, status, detail, fix } of FAULTS) {
    it(`--fault ${fault}: the proxy check ${status === "ok" ? "passes" : "fails, naming the fix"}`, async () => {
      const faulty = await emulatorWithFault(fault);
      try {
        const result = await doctor({ ...faulty.env, JOBAI_STATE_DIR: join(dir, `fault-${fault}`) }, [
          faulty.jobToken,
          faulty.apiToken,
        ]);
        expectConsistent(result);
        const proxy = result.check("proxy");
        expect(proxy.status).toBe(status);
        expect(proxy.detail).toMatch(detail);
        if (fix) expect(proxy.fix).toMatch(fix);
        // Only the proxy is faulty: every other check that ran passed.
        expect(result.report.checks.filter((c) => c.status === "fail").map((c) => c.name)).toEqual(
          status === "fail" ? ["proxy"] : [],
        );
      } finally {
        await faulty.close();
      }
    }, 60_000);
  }
});

describe("each check within one short bound (issue 28, item 8)", () => {
  it("a proxy and a REST API that accept and never answer: each check says it gave no answer within the bound", async () => {
    const server = await startStandIn("silent");
    try {
      const result = await doctor(
        {
          SERVICE_AGENT_ENDPOINT: server.url,
          SERVICE_AGENT_ACCESS_TOKEN: "job-token-1234567890",
          SERVICE_API_URL: server.url,
          SERVICE_API_TOKEN: "bkua_3abd1d77897b4587da6509953014487f210ed737",
          JOBAI_STATE_DIR: join(dir, "hung"),
        },
        [],
        ["--timeout", "1"],
      );
      expectConsistent(result);
      expect(result.check("proxy")).toMatchObject({
        status: "fail",
        detail: `${server.url}/ai/vendor gave no answer within 1 s (GET /v1/models; the doctor's bound for each check)`,
        fix: expect.stringContaining("SERVICE_AGENT_ENDPOINT"),
      });
      expect(result.check("rest-api")).toMatchObject({
        status: "fail",
        detail: `${server.url} gave no answer within 1 s (GET /v2/access-token; the doctor's bound for each check)`,
        fix: expect.stringContaining("SERVICE_API_URL"),
      });
      // Side by side, one request each: neither check was tried again.
      expect(server.lines().filter((line) => line.held)).toHaveLength(2);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it("--help states the default bound", async () => {
    const run = await runJobaiInProcess(["doctor", "--help"], { env: { COLUMNS: "400" } });
    expect(run.stdout.replace(/\s+/g, " ")).toContain(`(default ${DOCTOR_CHECK_MS / 1000})`);
  });
});
