/**
 * Rough edges a new user's trial of the CLI met (issue: trial of main), against the REST emulator:
 * the CLI's main() in this process (test/helpers/cli-in-process.ts) where the test is about what a
 * command parses and prints, the bundle in a child process where it is about the process (a relay
 * daemon, `jobai run`'s child, `jobai emulate` detached).
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { JobFacts } from "../../src/config/job-env.js";
import { isRunning } from "../../src/relay/daemon.js";
import { catalogue } from "../../src/rest/catalogue/index.js";
import type { EndpointSpec } from "../../src/rest/endpoint.js";
import { paramNames } from "../../src/rest/path-params.js";
import { defaultLogPath } from "../../src/summarize/run-record.js";
import { cleanEnv, jobaiBin, repoRoot, runJobai } from "../helpers/cli.js";
import { runJobaiInProcess } from "../helpers/cli-in-process.js";
import { type StandaloneRestEmulator, startRestEmulator } from "../helpers/rest-emulator.js";

vi.setConfig({ testTimeout: 60_000 });

let emu: StandaloneRestEmulator;
let env: Record<string, string>;
beforeAll(async () => {
  emu = await startRestEmulator();
  env = { SERVICE_API_URL: emu.url, SERVICE_API_TOKEN: emu.token, COLUMNS: "400" };
});
afterAll(() => emu.close());

describe("a query parameter named version", () => {
  it("jobai agents list --version filters by it, with no Node warning", async () => {
    const all = await runJobaiInProcess(
      ["agents", "list", "--org", "acme", "--version", "3.90.0", "--json", "name"],
      {
        env,
      },
    );
    expect(all.stderr).not.toContain("reserved word");
    expect(all.exitCode).toBe(0);
    expect(JSON.parse(all.stdout)).toEqual([{ name: "builder-1" }, { name: "builder-2" }]);
    const none = await runJobaiInProcess(
      ["agents", "list", "--org", "acme", "--version", "3.1.0", "--json"],
      { env },
    );
    expect(none.stderr).not.toContain("reserved word");
    expect(none.exitCode).toBe(0);
    expect(JSON.parse(none.stdout)).toEqual([]);
  });

  it("its --help describes the filter, and jobai --version still prints the version", async () => {
    const help = await runJobaiInProcess(["agents", "list", "--help"], { env });
    expect(help.stderr).toBe("");
    expect(help.stdout).toMatch(/--version +Only the agents of this version/);
    expect(help.stdout).not.toContain("Show version number");
    const version = await runJobaiInProcess(["--version"]);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it("no derived flag takes a name yargs or the command keeps for itself", () => {
    const reserved = new Set(["help", "h", "$0", "_", "json", "limit", "output", "o", "timeout"]);
    const kebab = (name: string) => name.replace(/_/g, "-");
    for (const actions of Object.values(catalogue) as Record<string, EndpointSpec>[]) {
      for (const entry of Object.values(actions)) {
        const names = [
          ...paramNames(entry.path).map(kebab),
          ...Object.keys(entry.query?.shape ?? {}).map(kebab),
          ...Object.keys(entry.body?.shape ?? {}).map(kebab),
          ...Object.values(entry.cli?.aliases ?? {})
            .flat()
            .map(kebab),
        ];
        for (const name of names) expect(reserved.has(name), `${entry.path}: --${name}`).toBe(false);
      }
    }
  });
});

describe("--json field names", () => {
  it("an unknown field is refused before anything is sent, naming the valid ones (exit 2)", async () => {
    const run = await runJobaiInProcess(["agents", "list", "--org", "acme", "--json", "name,nosuchfield"], {
      env,
    });
    expect(run.exitCode).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain('Unknown JSON field: "nosuchfield"');
    expect(run.stderr).toMatch(/^jobai: {3}connection_state$/m);
    expect(run.stderr).toMatch(/^jobai: {3}hostname$/m);
  });

  it("jobai api checks --json against the endpoint's schema when the catalogue knows it", async () => {
    const run = await runJobaiInProcess(["api", "organizations/acme/agents", "--json", "nope"], { env });
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain('Unknown JSON field: "nope"');
    const unknownPath = await runJobaiInProcess(["api", "organizations/acme/agents", "--json", "name"], {
      env,
    });
    expect(unknownPath.exitCode, unknownPath.stderr).toBe(0);
  });

  it("builds list and a nested field are checked too; known fields still print", async () => {
    const bad = await runJobaiInProcess(
      ["builds", "list", "--org", "acme", "--json", "number,pipeline.nope"],
      {
        env,
      },
    );
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toContain('Unknown JSON field: "pipeline.nope"');
    expect(bad.stderr).toMatch(/^jobai: {3}slug$/m);
    const good = await runJobaiInProcess(["agents", "list", "--org", "acme", "--json", "name,creator.name"], {
      env,
    });
    expect(good.exitCode).toBe(0);
    expect(JSON.parse(good.stdout)[0]).toHaveProperty("creator.name");
  });
});

describe("an empty list", () => {
  it("--json prints [] on stdout and the note on stderr; a table prints nothing on stdout", async () => {
    const json = await runJobaiInProcess(["rules", "list", "--org", "other", "--json"], { env });
    expect(json.exitCode).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual([]);
    expect(json.stderr).toContain("jobai: no rules found.");
    const table = await runJobaiInProcess(["rules", "list", "--org", "other"], { env });
    expect(table.stdout).toBe("");
    expect(table.stderr).toContain("jobai: no rules found.");
  });
});

describe("derived --help and messages", () => {
  it("queues pause-dispatch: --note described from the schema, --cluster marked required", async () => {
    const help = await runJobaiInProcess(["queues", "pause-dispatch", "--help"], { env });
    expect(help.stdout).toMatch(/--note +Why dispatch is paused/);
    expect(help.stdout).toMatch(/--cluster +The cluster's id +\[string\] \[required\]/);
    expect(help.stdout).not.toMatch(/ text +\[string\]/);
    const run = await runJobaiInProcess(["queues", "pause-dispatch", "QUEUE", "--org", "acme"], { env });
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain("Missing required argument: cluster");
  });

  it("no derived flag is described by its type alone", async () => {
    for (const [command, action] of [
      ["agents", "list"],
      ["agents", "pause"],
      ["teams", "create"],
    ]) {
      const help = await runJobaiInProcess([command as string, action as string, "--help"], { env });
      expect(help.stdout, `${command} ${action}`).not.toMatch(/--[\w-]+ +(text|string|number|on or off) +\[/);
    }
  });

  it("builds list --help has no line break inside a sentence", async () => {
    const help = await runJobaiInProcess(["builds", "list", "--help"], { env });
    // It was cut as "...with\nthe scope\nread_builds in ...": yargs wrapped a line that held a break.
    expect(help.stdout.replace(/\s+/g, " ")).toContain("with the scope read_builds in SERVICE_API_TOKEN");
    expect(help.stdout).not.toMatch(/^the scope$/m);
  });

  it("a bad value names the flag the user gave, not the API's field", async () => {
    const time = await runJobaiInProcess(["builds", "list", "--org", "acme", "--created-from", "yesterday"], {
      env,
    });
    expect(time.exitCode).toBe(2);
    expect(time.stderr).toMatch(/^jobai: --created-from is not a time/);
    const missing = await runJobaiInProcess(["teams", "create", "--org", "acme"], { env });
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toMatch(/^jobai: --name is required/);
  });
});

describe("JOBAI_LOG_LEVEL and JOBAI_LOG_FORMAT", () => {
  for (const [variable, value, valid] of [
    ["JOBAI_LOG_LEVEL", "loud", "trace, debug, info, warn, error, fatal, silent"],
    ["JOBAI_LOG_FORMAT", "xml", "human, json"],
  ] as const) {
    it(`${variable}=${value} is bad input naming the variable and its values (exit 2)`, async () => {
      const run = await runJobaiInProcess(["limits"], { env: { [variable]: value } });
      expect(run.exitCode).toBe(2);
      expect(run.stderr).toBe(
        `jobai: ${variable}=${value} is not valid: give one of ${valid} (unset: ${variable.endsWith("LEVEL") ? "info" : "human"}).`,
      );
    });
  }

  it("a valid level is used", async () => {
    const run = await runJobaiInProcess(["limits", "--json"], {
      env: { JOBAI_LOG_LEVEL: "debug", JOBAI_LOG_FORMAT: "json" },
    });
    expect(run.exitCode).toBe(0);
  });
});

describe("jobai relay stop and the address file", () => {
  it("prints the usage the daemon wrote, then removes the file, as --help and the README say", async () => {
    const { startEmulator } = await import("../../src/emulator/index.js");
    const emulator = await startEmulator();
    const dir = await mkdtemp(join(tmpdir(), "jobai-trial-relay-"));
    try {
      const relayEnv = { ...emulator.env, JOBAI_STATE_DIR: dir, JOBAI_LIMIT_STORE: "memory" };
      const started = await runJobai(["relay", "--daemon", "--json"], { env: relayEnv });
      expect(started.exitCode, started.stderr).toBe(0);
      const { addressFile, pid } = JSON.parse(started.stdout) as { addressFile: string; pid: number };
      try {
        expect(existsSync(addressFile)).toBe(true);
        const stopped = await runJobai(["relay", "stop", "--json"], { env: relayEnv });
        expect(stopped.exitCode, stopped.stderr).toBe(0);
        expect(JSON.parse(stopped.stdout)).toMatchObject({ stopped: true, usage: { requests: 0 } });
        expect(existsSync(addressFile)).toBe(false);
      } finally {
        if (isRunning(pid)) process.kill(pid, "SIGKILL");
      }
      const help = await runJobaiInProcess(["relay", "--help"]);
      expect(help.stdout.replace(/\s+/g, " ")).toContain(
        "'jobai relay stop' prints that and removes the file",
      );
    } finally {
      await emulator.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("jobai count-tokens with no prompt", () => {
  it("names count-tokens, not ask, in the hint (exit 2)", async () => {
    const run = await runJobaiInProcess(["count-tokens"], { input: "" });
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain("(jobai count-tokens 'question')");
    expect(run.stderr).toContain("echo question | jobai count-tokens");
    expect(run.stderr).not.toContain("jobai ask");
  });
});

describe("a success status with a body that cannot be used", () => {
  it("says the API answered 200 and what is wrong with the body, not that it 'failed with 200'", async () => {
    const server = createServer((req, res) => {
      const json = req.url?.startsWith("/v2/organizations");
      res.writeHead(200, { "content-type": json ? "application/json" : "text/html" });
      res.end(json ? JSON.stringify([{ slug: 42 }]) : "<html>a captive portal</html>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const portal = await runJobaiInProcess(["account", "user"], {
        env: { SERVICE_API_URL: url, SERVICE_API_TOKEN: emu.token },
      });
      expect(portal.exitCode).toBe(1);
      expect(portal.stderr).toMatch(
        /GET \/v2\/user answered 200, but the response body is not valid JSON \(content-type text\/html\)/,
      );
      expect(portal.stderr).not.toContain("failed with 200");
      const shape = await runJobaiInProcess(["organizations", "list", "--json"], {
        env: { SERVICE_API_URL: url, SERVICE_API_TOKEN: emu.token },
      });
      expect(shape.exitCode).toBe(1);
      expect(shape.stderr).toMatch(/answered 200, but the response does not have the documented shape/);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("sourcing jobai emulate's export lines", () => {
  it("puts the stand-in and jobai's bin/ before the shell's own PATH, and nothing of the emulator's", async () => {
    const dir = await mkdtemp(join(tmpdir(), "jobai-trial-emulate-"));
    // As under npx: npm's internals lead the PATH the emulator starts with.
    const npx =
      "/home/u/.npm/_npx/abc/node_modules/.bin:/usr/lib/node_modules/npm/node_modules/@npmcli/run-script/lib/node-gyp-bin";
    const child = spawn(process.execPath, [jobaiBin, "emulate", "--quiet"], {
      env: { PATH: `${npx}:${process.env.PATH}`, HOME: process.env.HOME ?? "/tmp" },
      stdio: ["ignore", "pipe", "ignore"],
    });
    try {
      let text = "";
      for await (const chunk of child.stdout) {
        text += String(chunk);
        if (text.includes("export PATH=") && text.includes("SERVICE_API_TOKEN=")) break;
      }
      const envFile = join(dir, "job.env");
      await writeFile(envFile, text);
      const shell = await execa(
        "bash",
        ["-c", `source ${JSON.stringify(envFile)} && echo "$PATH" && command -v jobai service-agent`],
        {
          env: { PATH: "/usr/bin:/bin", HOME: process.env.HOME ?? "/tmp" },
          extendEnv: false,
          // Not a pipe: bash reads ~/.bashrc when its stdin is a socket, which would add to PATH.
          stdin: "ignore",
          reject: false,
        },
      );
      expect(shell.exitCode, shell.stderr).toBe(0);
      const [path, jobai, agent] = shell.stdout.split("\n");
      expect(path).not.toContain("_npx");
      expect(path).not.toContain("node-gyp-bin");
      expect(path?.endsWith(":/usr/bin:/bin")).toBe(true);
      expect(path?.split(":"), path).toHaveLength(4);
      expect(jobai).toBe(join(repoRoot, "bin", "jobai"));
      expect(agent).toMatch(/\/service-agent$/);
    } finally {
      child.kill("SIGTERM");
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("jobai run's log", () => {
  it("--log '' is bad input (exit 2) and the command does not run", async () => {
    const dir = await mkdtemp(join(tmpdir(), "jobai-trial-run-"));
    try {
      const marker = join(dir, "ran");
      const run = await runJobaiInProcess(["run", "--log", "", "--", "touch", marker], {
        env: { JOBAI_STATE_DIR: dir },
      });
      expect(run.exitCode).toBe(2);
      expect(run.stderr).toMatch(/^jobai: --log is empty: give the path of a new file/);
      expect(existsSync(marker)).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("--append: refused for a log in the state directory that is not private, taken for a --log FILE you named", async () => {
    const dir = await mkdtemp(join(tmpdir(), "jobai-trial-append-"));
    try {
      const state = join(dir, "state");
      const jobEnv = { JOBAI_STATE_DIR: state, SERVICE_JOB_ID: "0b6c3c55-5f0e-4c4c-9a53-4f1f4d0b7a11" };
      const first = await runJobai(["run", "--quiet", "--", "echo", "one"], { env: jobEnv });
      expect(first.exitCode, first.stderr).toBe(0);
      const own = defaultLogPath(state, { SERVICE_JOB_ID: jobEnv.SERVICE_JOB_ID } as JobFacts);
      await chmod(own, 0o644);
      const refused = await runJobai(["run", "--append", "--", "echo", "two"], { env: jobEnv });
      expect(refused.exitCode).toBe(0); // the command ran; its output was not kept
      expect(refused.stderr).toContain("is not a private file of yours (mode 644");
      const named = join(dir, "build.log");
      await writeFile(named, "one\n", { mode: 0o644 });
      const appended = await runJobai(["run", "--log", named, "--append", "--quiet", "--", "echo", "two"]);
      expect(appended.exitCode, appended.stderr).toBe(0);
      expect(await readFile(named, "utf8")).toBe("one\ntwo\n");
      expect((await stat(named)).mode & 0o777).toBe(0o644);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("jobai emulate started detached", () => {
  it("(jobai emulate > job.env &): no parent left to follow, so it serves on and says how to stop it", async () => {
    const dir = await mkdtemp(join(tmpdir(), "jobai-trial-detached-"));
    const envFile = join(dir, "job.env");
    const errFile = join(dir, "err");
    let pid: number | undefined;
    try {
      const started = await execa(
        "bash",
        [
          "-c",
          `(node ${JSON.stringify(jobaiBin)} emulate --quiet > ${JSON.stringify(envFile)} 2> ${JSON.stringify(errFile)} &)`,
        ],
        { env: cleanEnv(), extendEnv: false, stdin: "ignore" },
      );
      expect(started.exitCode).toBe(0);
      const deadline = Date.now() + 15_000;
      let err = "";
      while (Date.now() < deadline && !/kill (\d+)/.test(err)) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        err = await readFile(errFile, "utf8").catch(() => "");
      }
      expect(err).toMatch(/no parent to stop with; stop it with kill \d+/);
      pid = Number(/kill (\d+)/.exec(err)?.[1]);
      expect(err).toContain(`pid ${pid}`);
      // It checks its parent once a second: well past that, it still answers.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      const url = /^export SERVICE_API_URL='([^']+)'$/m.exec(await readFile(envFile, "utf8"))?.[1];
      expect((await fetch(`${url}/v2/ping`)).status).toBeLessThan(500);
      expect(isRunning(pid)).toBe(true);
    } finally {
      if (pid && isRunning(pid)) process.kill(pid, "SIGTERM");
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("jobai summarize --job of this job, over REST, after the hook's summary", () => {
  it("does not replace the annotation that knows the step failed; --job names the job it describes", async () => {
    const { startEmulator } = await import("../../src/emulator/index.js");
    const emulator = await startEmulator();
    const dir = await mkdtemp(join(tmpdir(), "jobai-trial-summary-"));
    try {
      const jobEnv = {
        ...emulator.env,
        JOBAI_MODEL: "claude-haiku-4-5",
        JOBAI_LIMIT_STORE: "memory",
        JOBAI_STATE_DIR: join(dir, "state"),
      };
      const jobId = emulator.env.SERVICE_JOB_ID as string;
      // The post-command hook's summary: it knows the exit status.
      const run = await runJobai(["run", "--quiet", "--", "bash", "-c", 'echo "not ok 1 - adds"; exit 3'], {
        env: jobEnv,
      });
      expect(run.exitCode).toBe(3);
      const hook = await runJobai(["summarize"], { env: { ...jobEnv, SERVICE_COMMAND_EXIT_STATUS: "3" } });
      expect(hook.exitCode, hook.stderr).toBe(0);
      // Later in the job, by hand: this job's log over REST, whose status the API does not know yet.
      emulator.rest.setJobLog(jobId, "not ok 1 - adds\n");
      const byHand = await runJobai(["summarize", "--job", jobId], { env: jobEnv });
      expect(byHand.exitCode, byHand.stderr).toBe(0);
      const annotations = await emulator.annotations();
      const own = annotations.find((a) => a.context === `jobai-${jobId}`);
      expect(own?.style).toBe("error");
      expect(own?.body).toMatch(/^### ❌ /);
      const explained = annotations.find((a) => a.context === `jobai-${jobId}-explained`);
      expect(explained?.body).toMatch(/^### ℹ️ .*exit status unknown/);
      // The usage is still this job's one record.
      expect(Object.keys(await emulator.metaData())).toContain(`jobai-${jobId}-usage`);
      expect(Object.keys(await emulator.metaData())).not.toContain(`jobai-${jobId}-explained-usage`);
    } finally {
      await emulator.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
