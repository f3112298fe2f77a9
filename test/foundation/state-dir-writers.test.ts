/**
 * Every writer into the state directory goes through the one ownership check (issue 14,
 * src/config/state-dir.ts) and creates its files without following links: the limiter's file
 * store (side feature: one warning, then memory), the REST client's learned limits (side feature:
 * one warning, then memory), the relay's address file and log (a clear error, exit 2; the hook
 * then warns and the step calls the proxy directly), the pre-exit usage report (a clear error).
 * A hostile neighbour plants a directory of its own (root only: chown), opens one to all, or leaves
 * a symlink where a file or directory would be; what it points at is never written.
 */
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { defaultStateDir, ensureOwnDir, ownStateDir, writeOwnFile } from "../../src/config/state-dir.js";
import { UsageError } from "../../src/errors.js";
import { createLimiter } from "../../src/limit/index.js";
import { defaultAddressFile, readAddressFile, writeAddressFile } from "../../src/relay/address-file.js";
import { isRunning } from "../../src/relay/daemon.js";
import { fileMemo } from "../../src/rest/learned-limits.js";
import { createRestBudget } from "../../src/rest/shared-budget.js";
import { runJobai } from "../helpers/cli.js";
import { runJobaiInProcess } from "../helpers/cli-in-process.js";
import { useEmulator } from "../helpers/emulator.js";
import {
  asRoot,
  plantForeignDir,
  plantOpenDir,
  tmpArea,
  warnWhenNotRoot,
} from "../helpers/hostile-neighbour.js";

warnWhenNotRoot("state-dir writer tests");

const area = tmpArea("jobai-state-writers-");
const { freshTmp } = area;
const emu = useEmulator();
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});
afterAll(() => area.remove());

function warnings() {
  const lines: string[] = [];
  return { lines, logger: { warn: (message: string) => void lines.push(message) } };
}

/** A victim's file beside the state directory, to point planted links at. */
function victimFile(tmp: string, text = "precious\n"): string {
  const path = join(tmp, "victim.txt");
  writeFileSync(path, text);
  return path;
}

/** The three ways a state directory is not the user's own, each with the words of its error. */
const hostileDirs: [string, (tmp: string) => string, RegExp][] = [
  [
    "writable by all (mode 0777)",
    (tmp) => {
      const dir = join(tmp, "state");
      plantOpenDir(dir);
      return dir;
    },
    /writable by other users \(mode 777\): run chmod 700/,
  ],
  [
    "a symbolic link",
    (tmp) => {
      mkdirSync(join(tmp, "elsewhere"), { mode: 0o700 });
      symlinkSync(join(tmp, "elsewhere"), join(tmp, "state"));
      return join(tmp, "state");
    },
    /is a symbolic link/,
  ],
];
/** Planted by another user: needs root to chown. */
const foreignDir = (tmp: string) => {
  const dir = defaultStateDir({ TMPDIR: tmp });
  plantForeignDir(dir);
  return dir;
};

/** What a planted directory holds afterwards, the link's target for a link. */
const contents = (dir: string) => readdirSync(dir);

describe("ownStateDir: the one check, once per process", () => {
  it("creates the directory and its parts 0700 and remembers only a verdict that it is ours", () => {
    const tmp = freshTmp();
    const dir = join(tmp, "state");
    expect(ownStateDir(dir, "limit-k")).toBe(join(dir, "limit-k"));
    expect(statSync(join(dir, "limit-k")).mode & 0o777).toBe(0o700);
    const open = join(tmp, "open");
    plantOpenDir(open);
    expect(() => ownStateDir(open)).toThrow(UsageError);
    // A refusal is checked again: fixed, the directory is taken.
    chmodSync(open, 0o700);
    expect(ownStateDir(open)).toBe(open);
  });

  it("writeOwnFile replaces a link at the name, never writing through it, and leaves no temp file", () => {
    const tmp = freshTmp();
    const dir = ensureOwnDir(join(tmp, "state"));
    const victim = victimFile(tmp);
    symlinkSync(victim, join(dir, "x.json"));
    writeOwnFile(join(dir, "x.json"), "{}");
    expect(readFileSync(victim, "utf8")).toBe("precious\n");
    expect(lstatSync(join(dir, "x.json")).isFile()).toBe(true);
    expect(statSync(join(dir, "x.json")).mode & 0o777).toBe(0o600);
    expect(contents(dir)).toEqual(["x.json"]);
  });
});

describe("the limiter's file store (a side feature: one warning, then memory)", () => {
  const env = { SERVICE_ORGANIZATION_SLUG: "acme" };
  async function twoRequests(stateDir: string) {
    const { lines, logger } = warnings();
    const limiter = createLimiter({ store: "file", stateDir, env, logger });
    try {
      for (let i = 0; i < 2; i++) {
        const reservation = await limiter.acquire({ requests: 1, inputTokens: 10 });
        await reservation.settle({ requests: 1, inputTokens: 10 });
      }
      expect((await limiter.state()).fallbackFrom).toBe("file");
    } finally {
      await limiter.close();
    }
    return lines;
  }

  it.each(
    hostileDirs,
  )("a state directory %s: the job's requests go on in memory, one warning", async (_, make, words) => {
    const tmp = freshTmp();
    const dir = make(tmp);
    const lines = await twoRequests(dir);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(words);
    expect(lines[0]).toContain("in memory");
    expect(contents(dir)).toEqual([]);
  });

  asRoot("a state directory another user planted (uid 65534): refused, nothing written in it", async () => {
    const dir = foreignDir(freshTmp());
    const lines = await twoRequests(dir);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/belongs to another user \(uid 65534/);
    expect(contents(dir)).toEqual([]);
  });

  it("a symlink where the window's directory would be: not followed, the directory it names stays empty", async () => {
    const tmp = freshTmp();
    const dir = ensureOwnDir(join(tmp, "state"));
    const target = join(tmp, "victim-dir");
    mkdirSync(target, { mode: 0o700 });
    symlinkSync(target, join(dir, "limit-acme_vendor"));
    const lines = await twoRequests(dir);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/limit-acme_vendor is a symbolic link/);
    expect(contents(target)).toEqual([]);
  });
});

describe("the REST client's learned limits (a side feature: one warning, then memory)", () => {
  const learned = { requests: 7, windowMs: 60_000 };
  const seen = (limit: number) => ({
    scope: "rest",
    limit,
    remaining: limit - 1,
    resetSeconds: 30,
    resetAt: Date.now() + 30_000,
  });

  /** Two requests through the budget of a client given no logger: what it printed on stderr. */
  async function twoTurns(stateDir: string): Promise<string[]> {
    const printed: string[] = [];
    const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      printed.push(String(chunk));
      return true;
    });
    const budget = createRestBudget({
      store: "file",
      stateDir,
      env: {},
      origin: "http://127.0.0.1:1",
      identity: "a token",
      organization: "acme",
      timeoutMs: 1000,
      sleep: async () => {},
    });
    try {
      for (let i = 0; i < 2; i++) {
        const turn = await budget.take("/v2/organizations/acme/builds");
        await turn.finish({ organization: seen(100), user: seen(50), observedAt: Date.now() });
      }
    } finally {
      await budget.close();
      spy.mockRestore();
    }
    return printed.join("").split("\n").filter(Boolean);
  }

  it.each(hostileDirs)("a state directory %s: one warning, nothing written", async (_, make, words) => {
    const dir = make(freshTmp());
    const printed = await twoTurns(dir);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(/^jobai: warning: the REST client's rate-limit budget .* memory/);
    expect(printed[0]).toMatch(words);
    expect(contents(dir)).toEqual([]);
  });

  it("a usable state directory: no warning, the learned limits shared in a private file", async () => {
    const dir = join(freshTmp(), "state");
    expect(await twoTurns(dir)).toEqual([]);
    const files = contents(dir).filter((name) => name.startsWith("rest-limits-"));
    expect(files).toHaveLength(2);
    for (const name of files) expect(statSync(join(dir, name)).mode & 0o777).toBe(0o600);
  });

  asRoot("a state directory another user planted: what it planted is not believed, nothing written", () => {
    const dir = foreignDir(freshTmp());
    writeFileSync(join(dir, "rest-limits-k.json"), JSON.stringify({ requests: 1, windowMs: 86_400_000 }));
    const { lines, logger } = warnings();
    const memo = fileMemo(dir, "k", logger);
    expect(memo.read()).toBeUndefined();
    memo.write(learned);
    memo.write(learned);
    expect(memo.read()).toEqual(learned);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/belongs to another user \(uid 65534/);
    expect(contents(dir)).toEqual(["rest-limits-k.json"]);
    expect(JSON.parse(readFileSync(join(dir, "rest-limits-k.json"), "utf8")).requests).toBe(1);
  });

  it("a symlink where the file would be: not read through, replaced on write, its target unchanged", () => {
    const tmp = freshTmp();
    const dir = ensureOwnDir(join(tmp, "state"));
    const victim = victimFile(tmp, JSON.stringify({ requests: 1, windowMs: 86_400_000 }));
    symlinkSync(victim, join(dir, "rest-limits-k.json"));
    const { lines, logger } = warnings();
    const memo = fileMemo(dir, "k", logger);
    expect(memo.read()).toBeUndefined();
    memo.write(learned);
    expect(readFileSync(victim, "utf8")).toBe(JSON.stringify({ requests: 1, windowMs: 86_400_000 }));
    expect(lstatSync(join(dir, "rest-limits-k.json")).isFile()).toBe(true);
    expect(fileMemo(dir, "k").read()).toEqual(learned);
    expect(lines).toEqual([]);
  });
});

describe("the relay's address file and log (a clear error, exit 2)", () => {
  const jobEnv = (stateDir: string): Record<string, string> => ({
    ...emu().env,
    JOBAI_STATE_DIR: stateDir,
    JOBAI_LIMIT_STORE: "memory",
  });

  it.each(
    hostileDirs,
  )("a state directory %s: start, status and stop refuse, naming the fix", async (_, make, words) => {
    const dir = make(freshTmp());
    for (const args of [["--daemon"], ["status"], ["stop"]]) {
      const result = await runJobaiInProcess(["relay", ...args], { env: jobEnv(dir) });
      expect(result.exitCode, args.join(" ")).toBe(2);
      expect(result.stderr).toMatch(words);
      expect(result.stderr).toContain("JOBAI_STATE_DIR");
    }
    expect(contents(dir)).toEqual([]);
  });

  asRoot("a state directory another user planted: refused, nothing written in it", async () => {
    const tmp = freshTmp();
    const dir = foreignDir(tmp);
    const env = { ...emu().env, TMPDIR: tmp, JOBAI_LIMIT_STORE: "memory" };
    const result = await runJobai(["relay", "--daemon"], { env });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(/belongs to another user \(uid 65534/);
    expect(contents(dir)).toEqual([]);
  });

  it("a symlink where the address file would be: refused, its target unchanged", async () => {
    const tmp = freshTmp();
    const dir = ensureOwnDir(join(tmp, "state"));
    const victim = victimFile(tmp);
    const env = jobEnv(dir);
    symlinkSync(victim, defaultAddressFile(dir, env.SERVICE_JOB_ID));
    const result = await runJobai(["relay", "--daemon"], { env });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(/is a symbolic link, not a relay address file: remove it/);
    expect(readFileSync(victim, "utf8")).toBe("precious\n");
  });

  it("the relay replaces a link at its address file rather than writing through it", () => {
    const tmp = freshTmp();
    const dir = ensureOwnDir(join(tmp, "state"));
    const victim = victimFile(tmp);
    const path = join(dir, "relay-x.json");
    symlinkSync(victim, path);
    expect(() => readAddressFile(path)).toThrow(UsageError);
    const record = { url: "http://127.0.0.1:1234", port: 1234, pid: process.pid, startedAt: "now" };
    writeAddressFile(path, record);
    expect(readFileSync(victim, "utf8")).toBe("precious\n");
    expect(readAddressFile(path)).toEqual(record);
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it("a symlink where the daemon's log would be: replaced by a private log, its target unchanged", async () => {
    const tmp = freshTmp();
    const dir = ensureOwnDir(join(tmp, "state"));
    const victim = victimFile(tmp);
    const env = jobEnv(dir);
    const logFile = defaultAddressFile(dir, env.SERVICE_JOB_ID).replace(/\.json$/, ".log");
    symlinkSync(victim, logFile);
    const started = await runJobai(["relay", "--daemon", "--json"], { env });
    expect(started.exitCode, started.stderr).toBe(0);
    const { pid } = JSON.parse(started.stdout) as { pid: number };
    cleanups.push(() => {
      if (isRunning(pid)) process.kill(pid, "SIGKILL");
    });
    expect(lstatSync(logFile).isFile()).toBe(true);
    expect(statSync(logFile).mode & 0o777).toBe(0o600);
    const stopped = await runJobai(["relay", "stop"], { env });
    expect(stopped.exitCode, stopped.stderr).toBe(0);
    expect(readFileSync(logFile, "utf8")).toContain("relay listening");
    expect(readFileSync(victim, "utf8")).toBe("precious\n");
  });
});

describe("the pre-exit usage report (a clear error; the hook goes on)", () => {
  it("refuses a state directory others can write, reading and removing nothing", async () => {
    const dir = join(freshTmp(), "state");
    mkdirSync(join(dir, "runs"), { recursive: true });
    writeFileSync(join(dir, "runs", "job-1.log.usage.json"), "{}");
    chmodSync(dir, 0o777);
    const result = await runJobai(["summarize", "--report-usage", "--clean"], {
      env: { JOBAI_STATE_DIR: dir, SERVICE_JOB_ID: "job-1" },
    });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(/writable by other users/);
    expect(existsSync(join(dir, "runs", "job-1.log.usage.json"))).toBe(true);
  });
});
