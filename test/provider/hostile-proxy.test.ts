/**
 * A proxy address that redirects elsewhere, or accepts and never answers, met from every way in to
 * the model: the library's createClient, `jobai ask`, `summarize`, the post-command hook (real bash),
 * `count-tokens` and `models`. Each runs in a child process, the stand-in server in another
 * (test/helpers/stand-in-server.mjs), so neither keeps the other alive or hides a hang.
 *
 * Issue 34, item 3: a `307 Location: http://127.0.0.2:PORT/...` made jobai send `x-api-key: <job
 * token>` and the prompt to that second origin. Issue 28, item 2: a silent proxy held `jobai ask`
 * for ever; now `--timeout` bounds it, a wait line says what it waits for, one line ends it.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildModule } from "../../scripts/esbuild-node.js";
import { startStandIn, startStoppableEmulator } from "../helpers/stand-in.js";
import { preparePlugin, removePlugin } from "../hooks/hook-helpers.js";

const TOKEN = "jobtok-7f3a9c2e5b1d4f60";

let plugin: string;
let cli: string;
let library: string;
let work: string;

beforeAll(async () => {
  plugin = await preparePlugin();
  cli = join(plugin, "bin", "jobai.js");
  work = mkdtempSync(join(tmpdir(), "jobai-hostile-proxy-"));
  library = await buildModule("src/index.ts", join(work, "jobai.js"));
  writeFileSync(join(work, "step.log"), "step\nerror: the build failed\n");
  // Each library call of the client, as a job script makes it; prints the error's message.
  writeFileSync(
    join(work, "script.mjs"),
    `import { createClient } from ${JSON.stringify(library)};
const client = createClient(process.argv[3] ? { timeout: Number(process.argv[3]) } : {});
const calls = {
  create: () => client.messages.create({ model: "claude-sonnet-4-6", max_tokens: 16, messages: [{ role: "user", content: "hi" }] }),
  count: () => client.messages.countTokens({ model: "claude-sonnet-4-6", messages: [{ role: "user", content: "hi" }] }),
  models: () => client.models.list(),
};
try {
  await calls[process.argv[2]]();
  console.log("answered");
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await client.close();
}
`,
  );
}, 120_000);

afterAll(() => {
  removePlugin();
  if (work) rmSync(work, { recursive: true, force: true });
});

function jobEnv(url: string, extra: Record<string, string> = {}): Record<string, string> {
  const state = mkdtempSync(join(work, "state-"));
  return {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: process.env.HOME ?? "/tmp",
    SERVICE_AGENT_ENDPOINT: url,
    SERVICE_AGENT_ACCESS_TOKEN: TOKEN,
    SERVICE_JOB_ID: "0190b6b4-0000-7000-8000-000000000001",
    SERVICE_BUILD_ID: "0190b6b4-0000-7000-8000-000000000002",
    JOBAI_STATE_DIR: state,
    JOBAI_LIMIT_STORE: "memory",
    JOBAI_AGENT_BIN: "/bin/false",
    ...extra,
  };
}

interface Way {
  name: string;
  run(
    env: Record<string, string>,
    timeoutS?: number,
  ): Promise<{ exitCode: number; stdout: string; stderr: string }>;
}

async function node(args: string[], env: Record<string, string>) {
  const result = await execa(process.execPath, args, {
    env,
    extendEnv: false,
    reject: false,
    stdin: "ignore",
    timeout: 60_000,
  });
  return { exitCode: result.exitCode ?? -1, stdout: String(result.stdout), stderr: String(result.stderr) };
}

const timeoutFlag = (s?: number) => (s === undefined ? [] : ["--timeout", String(s)]);

const WAYS: Way[] = [
  {
    name: "createClient: messages.create",
    run: (env, s) => node([join(work, "script.mjs"), "create", ...(s ? [String(s * 1000)] : [])], env),
  },
  {
    name: "createClient: countTokens",
    run: (env, s) => node([join(work, "script.mjs"), "count", ...(s ? [String(s * 1000)] : [])], env),
  },
  {
    name: "createClient: models.list",
    run: (env, s) => node([join(work, "script.mjs"), "models", ...(s ? [String(s * 1000)] : [])], env),
  },
  { name: "jobai ask", run: (env, s) => node([cli, "ask", "hi", ...timeoutFlag(s)], env) },
  {
    name: "jobai summarize",
    run: (env, s) =>
      node([cli, "summarize", "--log", join(work, "step.log"), "--no-annotate", ...timeoutFlag(s)], env),
  },
  { name: "jobai count-tokens", run: (env, s) => node([cli, "count-tokens", "hi", ...timeoutFlag(s)], env) },
  { name: "jobai models", run: (env, s) => node([cli, "models", ...timeoutFlag(s)], env) },
  {
    name: "the post-command hook",
    run: async (env) => {
      // The step's log, kept by `jobai run` as in a job; then the hook, with real bash.
      const hookEnv = { ...env, SERVICE_COMMAND_EXIT_STATUS: "1" };
      await node([cli, "run", "--", "bash", "-c", "echo 'error: the build failed'; exit 1"], hookEnv);
      const result = await execa("bash", [join(plugin, "hooks", "post-command")], {
        env: hookEnv,
        extendEnv: false,
        reject: false,
        stdin: "ignore",
        timeout: 60_000,
      });
      return {
        exitCode: result.exitCode ?? -1,
        stdout: String(result.stdout),
        stderr: String(result.stderr),
      };
    },
  },
];

describe("a proxy that redirects to another origin (issue 34, item 3)", () => {
  for (const status of [307, 308, 302]) {
    // Every way in meets a 307; the other statuses, the library and `ask` (the same guard).
    const ways = status === 307 ? WAYS : WAYS.filter((way) => /messages.create|ask/.test(way.name));
    it(`no request reaches the other origin from any way in (${status})`, async () => {
      const server = await startStandIn("redirect", status);
      try {
        const runs = await Promise.all(ways.map((way) => way.run(jobEnv(server.url))));
        for (const [i, run] of runs.entries()) {
          const way = ways[i]?.name;
          expect(run.stderr, way).toContain(`the proxy at ${server.url} answered ${status}`);
          expect(run.stderr, way).toContain(`to another origin, ${server.other}: refused`);
          expect(run.stderr, way).not.toContain(TOKEN);
          expect(run.stdout, way).not.toContain("answered");
          expect(run.exitCode, way).toBe(way === "the post-command hook" ? 0 : 1);
        }
        expect(server.lines()).toEqual([]);
      } finally {
        await server.stop();
      }
    }, 120_000);
  }
});

/** A wait line of the proxy not answering, then the one final line; exit 1; the call sent once. */
function expectBounded(run: { exitCode: number; stderr: string }, url: string, way: string): void {
  const lines = run.stderr.trim().split("\n");
  // The CLI says what it waits for; the library prints nothing of its own (its error says it all).
  const waitLine = lines.some((line) =>
    line.startsWith(`jobai: waiting 1 s for the proxy at ${url} to answer`),
  );
  expect(waitLine, way).toBe(way.startsWith("jobai"));
  expect(lines.at(-1), way).toMatch(
    new RegExp(
      `^(jobai: )?the proxy at ${url.replace(/[.]/g, "\\.")} sent no answer for 3 s \\((GET|POST) /\\S*ai/vendor/v1/`,
    ),
  );
  expect(lines.at(-1), way).toContain("allow longer with --timeout");
  expect(
    lines.filter((line) => line.includes("retry")),
    way,
  ).toEqual([]);
  expect(run.exitCode, way).toBe(1);
}

// The hook runs with the default bound (60 s): it is not in these runs.
const BOUNDED_WAYS = WAYS.filter((way) => way.name !== "the post-command hook");

describe("a proxy that accepts and never answers (issue 28, item 2)", () => {
  it("every way in ends after --timeout with a wait line and one final line, the call sent once", async () => {
    const server = await startStandIn("silent");
    try {
      const runs = await Promise.all(BOUNDED_WAYS.map((way) => way.run(jobEnv(server.url), 3)));
      for (const [i, run] of runs.entries()) expectBounded(run, server.url, BOUNDED_WAYS[i]?.name ?? "");
      // One request per way: a silent proxy is not asked again.
      expect(server.lines().filter((line) => line.held)).toHaveLength(BOUNDED_WAYS.length);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it("an emulator stopped with SIGSTOP: the same, from every way in", async () => {
    const emulator = await startStoppableEmulator(cli);
    try {
      const endpoint = emulator.env.SERVICE_AGENT_ENDPOINT ?? "";
      emulator.freeze();
      const runs = await Promise.all(
        BOUNDED_WAYS.map((way) =>
          way.run(
            jobEnv(endpoint, { SERVICE_AGENT_ACCESS_TOKEN: emulator.env.SERVICE_AGENT_ACCESS_TOKEN ?? "" }),
            3,
          ),
        ),
      );
      const origin = new URL(endpoint).origin;
      for (const [i, run] of runs.entries()) expectBounded(run, origin, BOUNDED_WAYS[i]?.name ?? "");
    } finally {
      await emulator.stop();
    }
  }, 120_000);
});

describe("a streamed answer: the bound is on silence, not on the whole answer", () => {
  it("an answer that stops mid-stream ends after --timeout of silence, with what came printed", async () => {
    const server = await startStandIn("stall");
    try {
      const run = await WAYS.find((way) => way.name === "jobai ask")?.run(jobEnv(server.url), 3);
      expect(run?.stdout).toBe("hello");
      expect(run?.stderr.trim().split("\n").at(-1)).toMatch(
        new RegExp(
          `^jobai: the proxy at ${server.url.replace(/\./g, "\\.")} sent nothing more of its answer for 3 s`,
        ),
      );
      expect(run?.exitCode).toBe(1);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it("an answer that keeps coming runs past --timeout: 5 s of text with a 3 s bound", async () => {
    const server = await startStandIn("trickle");
    try {
      // An agent that takes the usage record (jobai ask keeps it as the build's meta-data, issue 30):
      // stderr is then the answer's alone.
      const run = await WAYS.find((way) => way.name === "jobai ask")?.run(
        jobEnv(server.url, { JOBAI_AGENT_BIN: "/bin/true" }),
        3,
      );
      expect(run?.stdout).toBe("hello 1 2 3 4 5");
      expect(run?.stderr).toBe("");
      expect(run?.exitCode).toBe(0);
    } finally {
      await server.stop();
    }
  }, 60_000);
});
