import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type StartedEmulator, startEmulator } from "../../src/emulator/index.js";
import { cleanEnv, jobaiBin, repoRoot, runJobai } from "../helpers/cli.js";
import { runJobaiInProcess } from "../helpers/cli-in-process.js";

const MODEL = "claude-haiku-4-5";
let emulator: StartedEmulator;
let dir: string;

beforeAll(async () => {
  emulator = await startEmulator();
  dir = await mkdtemp(join(tmpdir(), "jobai-ask-"));
});
afterAll(async () => {
  await emulator?.close();
  await rm(dir, { recursive: true, force: true });
});
afterEach(() => emulator.faults.clear());

/** The fake job's environment with a model and a limiter store of this test's own. */
const jobEnv = (extra: Record<string, string | undefined> = {}) => ({
  ...emulator.env,
  JOBAI_MODEL: MODEL,
  JOBAI_STATE_DIR: dir,
  ...extra,
});

/** Every CLI failure: one line or two, no stack trace, no token. */
function expectCleanFailure(stderr: string) {
  expect(stderr).not.toMatch(/^\s+at /m);
  expect(stderr).not.toContain(emulator.jobToken);
  expect(stderr).toMatch(/^jobai: /);
}

// The bundle in a child process where the process is what is tested (the first answer, a warning
// said once per process, the retries' exit); the command in this process elsewhere
// (test/helpers/cli-in-process.ts: the same main(), a few ms a run instead of 0.7 CPU-s).
describe("jobai ask, end to end against the emulator", () => {
  it("answers a prompt given as the argument, streaming to stdout", async () => {
    const run = await runJobai(["ask", "what is CI?"], { env: jobEnv() });
    expect(run.stderr).toBe("");
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toBe("You said: what is CI?");
  });

  it("a Redis store nobody listens at is one warning, not one for the window and one for the prompt-cache knowledge", async () => {
    // The bundle runs in its own process, as users run it: `npm test` rebuilds it first.
    const run = await runJobai(["ask", "hello"], {
      env: jobEnv({ JOBAI_LIMIT_STORE: "redis", JOBAI_REDIS_URL: "redis://127.0.0.1:1" }),
    });
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toBe("You said: hello");
    const lines = run.stderr.split("\n").filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /the redis limiter store failed \(Redis at 127\.0\.0\.1:1 could not be used: nothing accepts connections there\)/,
    );
  });

  it("reads the prompt from --file and from stdin", async () => {
    const file = join(dir, "prompt.md");
    await writeFile(file, "a prompt in a file");
    const fromFile = await runJobaiInProcess(["ask", "--file", file], { env: jobEnv() });
    expect(fromFile.exitCode).toBe(0);
    expect(fromFile.stdout).toBe("You said: a prompt in a file");
    const fromStdin = await runJobaiInProcess(["ask"], { env: jobEnv(), input: "a prompt on stdin\n" });
    expect(fromStdin.exitCode).toBe(0);
    expect(fromStdin.stdout).toBe("You said: a prompt on stdin");
  });

  it("sends --system, --model and --max-tokens as given", async () => {
    const before = emulator.traffic.length;
    const run = await runJobaiInProcess(
      ["ask", "hello", "--system", "Be brief.", "--model", "claude-sonnet-4-5", "--max-tokens", "77"],
      { env: jobEnv({ JOBAI_MODEL: undefined }) },
    );
    expect(run.exitCode).toBe(0);
    const call = emulator.traffic.slice(before).find((request) => request.surface === "proxy");
    expect(call?.body).toMatchObject({
      model: "claude-sonnet-4-5",
      max_tokens: 77,
      system: "Be brief.",
      stream: true,
    });
  });

  it("takes the model from ANTHROPIC_MODEL, as jobai env exports it", async () => {
    const run = await runJobaiInProcess(["ask", "hi"], {
      env: jobEnv({ JOBAI_MODEL: undefined, ANTHROPIC_MODEL: MODEL }),
    });
    expect(run.exitCode).toBe(0);
  });

  it("prints the final message with --json, which a JSON parser reads from a pipe", async () => {
    const parse =
      "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const m=JSON.parse(s);console.log(m.type, m.content[0].text)})";
    const run = await execa(
      "bash",
      ["-c", `set -o pipefail; node "$JOBAI_BIN" ask --json 'json please' | node -e "$PARSE"`],
      {
        cwd: repoRoot,
        env: cleanEnv({ ...jobEnv(), JOBAI_BIN: jobaiBin, PARSE: parse }),
        extendEnv: false,
        reject: false,
        timeout: 15_000,
      },
    );
    expect(run.stderr).toBe("");
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toBe("message You said: json please");
  });

  it("prints with --json the message the API returned, without the SDK's parsed_output", async () => {
    const run = await runJobaiInProcess(["ask", "--json", "json please"], { env: jobEnv() });
    expect(run.exitCode).toBe(0);
    const message = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(Object.keys(message).sort()).toEqual(
      ["content", "id", "model", "role", "stop_reason", "stop_sequence", "type", "usage"].sort(),
    );
  });

  it("prints usage to stderr with --usage, keeping stdout for the answer", async () => {
    const run = await runJobaiInProcess(["ask", "count me", "--usage"], { env: jobEnv() });
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toBe("You said: count me");
    expect(run.stderr).toMatch(/^jobai: usage: input \d+, output \d+, cache read 0, cache creation 0 tokens/);
  });

  it("warns once on stderr about a beta the proxy drops, and keeps the exported Authorization off the wire", async () => {
    const before = emulator.traffic.length;
    const run = await runJobai(["ask", "with headers"], {
      env: jobEnv({
        ANTHROPIC_CUSTOM_HEADERS: `Authorization: Token ${emulator.jobToken}\nanthropic-beta: files-api-2025-04-14`,
        ANTHROPIC_API_KEY: emulator.jobToken,
      }),
    });
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toBe("You said: with headers");
    const warnings = run.stderr.split("\n").filter(Boolean);
    expect(warnings).toEqual([
      expect.stringMatching(/^jobai warn: anthropic-beta 'files-api-2025-04-14' will be dropped/),
    ]);
    expect(run.stderr).not.toContain(emulator.jobToken);
    const call = emulator.traffic.slice(before).find((request) => request.surface === "proxy");
    expect(call?.headers.authorization).toBeUndefined();
    expect(call?.headers["x-api-key"]).toBe(emulator.jobToken);
  });

  it("exits 2 for bad input, naming what was wrong, and sends nothing", async () => {
    const before = emulator.traffic.length;
    const noPrompt = await runJobaiInProcess(["ask"], { env: jobEnv(), input: "" });
    expect(noPrompt.exitCode).toBe(2);
    expect(noPrompt.stderr).toMatch(/the prompt from stdin is empty/);
    const badTokens = await runJobaiInProcess(["ask", "hi", "--max-tokens", "0"], { env: jobEnv() });
    expect(badTokens.exitCode).toBe(2);
    expect(badTokens.stderr).toMatch(/--max-tokens must be a whole number/);
    const missingFile = await runJobaiInProcess(["ask", "--file", join(dir, "missing.txt")], {
      env: jobEnv(),
    });
    expect(missingFile.exitCode).toBe(2);
    expect(missingFile.stderr).toMatch(/missing\.txt does not exist/);
    const outsideJob = await runJobaiInProcess(["ask", "hi"], { env: { JOBAI_MODEL: MODEL } });
    expect(outsideJob.exitCode).toBe(2);
    expect(outsideJob.stderr).toMatch(/SERVICE_AGENT_ENDPOINT/);
    for (const run of [noPrompt, badTokens, missingFile, outsideJob]) expectCleanFailure(run.stderr);
    expect(emulator.traffic.slice(before).filter((request) => request.surface === "proxy")).toEqual([]);
  });

  it("exits 2 for a prompt larger than the whole token budget, and sends nothing", async () => {
    const before = emulator.traffic.length;
    const run = await runJobaiInProcess(["ask", "many words ".repeat(200)], {
      env: jobEnv({ JOBAI_LIMIT_STORE: "memory", JOBAI_LIMIT_INPUT_TOKENS: "50" }),
    });
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/more than the whole budget of 50 per 60 s/);
    expectCleanFailure(run.stderr);
    expect(emulator.traffic.slice(before).filter((request) => request.surface === "proxy")).toEqual([]);
  });

  it("states the refused prompt's size as a lower bound that count-tokens' count for it does not contradict", async () => {
    // Issue 21: the refusal said "about 605,859 tokens" where count-tokens said 923,890. Before any
    // response the estimate is uncalibrated and the refusal uses its sure half: "at least".
    const prompt = "alpha beta() {gamma:1} delta # ".repeat(20_000);
    const file = join(dir, "large-prompt.md");
    await writeFile(file, prompt);
    const env = jobEnv({ JOBAI_LIMIT_STORE: "memory" });
    const refused = await runJobaiInProcess(["ask", "--file", file], { env });
    expect(refused.exitCode).toBe(2);
    const stated =
      /needs at least (\d+) counted input tokens, more than the whole budget of 50000 per 60 s/.exec(
        refused.stderr,
      );
    expect(stated, refused.stderr).not.toBeNull();
    const counted = await runJobaiInProcess(["count-tokens", "--file", file], { env });
    expect(counted.exitCode).toBe(0);
    expect(Number(stated?.[1])).toBeLessThanOrEqual(Number(counted.stdout.trim()));
  });

  it("exits 1 naming the status and the provider's error type for an unknown model", async () => {
    const run = await runJobaiInProcess(["ask", "hi", "--model", "claude-nonexistent-9"], { env: jobEnv() });
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/the proxy answered 404 not_found_error/);
    expectCleanFailure(run.stderr);
  });

  it("exits 1 when the proxy refuses the token, without printing it", async () => {
    const run = await runJobaiInProcess(["ask", "hi"], {
      env: jobEnv({ SERVICE_AGENT_ACCESS_TOKEN: "wrong-token-123456" }),
    });
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/401/);
    expect(run.stderr).not.toContain("wrong-token-123456");
    expectCleanFailure(run.stderr);
  });
});

describe("jobai ask and the shared usage", () => {
  it("teaches the file store's prompt-cache knowledge before it exits: jobai limits counts the call", async () => {
    const state = await mkdtemp(join(tmpdir(), "jobai-ask-usage-"));
    try {
      const env = jobEnv({ JOBAI_STATE_DIR: state, JOBAI_STORE: "file" });
      const run = await runJobaiInProcess(["ask", "count me"], { env });
      expect(run.exitCode, run.stderr).toBe(0);
      const limits = await runJobaiInProcess(["limits", "--json"], { env });
      expect(limits.exitCode, limits.stderr).toBe(0);
      const { cache } = JSON.parse(limits.stdout);
      expect(cache).toMatchObject({ requests: 1 });
      expect(cache.countedTokens).toBeGreaterThan(0);
    } finally {
      await rm(state, { recursive: true, force: true });
    }
  });
});

describe("jobai ask and the emulator's faults", () => {
  it("reports an overloaded error inside the stream, after the text that arrived", async () => {
    emulator.faults.add({ fault: { kind: "overloaded-mid-stream" } });
    const run = await runJobaiInProcess(["ask", "a longer question that streams in several pieces"], {
      env: jobEnv(),
    });
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/the answer stopped mid-stream with overloaded_error: Overloaded/);
    expect(run.stdout).toMatch(/^You said/);
    expectCleanFailure(run.stderr);
  });

  it("reports a connection dropped mid-stream", async () => {
    emulator.faults.add({ fault: { kind: "drop-mid-stream" } });
    const run = await runJobaiInProcess(["ask", "a longer question that streams in several pieces"], {
      env: jobEnv(),
    });
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/the connection to the proxy was lost/);
    expectCleanFailure(run.stderr);
  });

  it("retries a passing 5xx and answers", async () => {
    emulator.faults.add({ fault: { kind: "server-error", status: 503 }, times: 1 });
    const before = emulator.traffic.length;
    const run = await runJobaiInProcess(["ask", "retry me"], { env: jobEnv() });
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toBe("You said: retry me");
    const statuses = emulator.traffic
      .slice(before)
      .filter((request) => request.surface === "proxy")
      .map((request) => request.status);
    expect(statuses).toEqual([503, 200]);
  });
});

describe("jobai ask when a fault persists through every retry", () => {
  // Each test has its own emulator so the two (each several seconds of backoff) run side by side.
  it.concurrent("exits 1 naming 500 api_error after the retries", async () => {
    const own = await startEmulator();
    try {
      own.faults.add({ fault: { kind: "server-error", status: 500 } });
      const run = await runJobai(["ask", "hi"], {
        env: { ...own.env, JOBAI_MODEL: MODEL, JOBAI_LIMIT_STORE: "memory" },
        timeout: 20_000,
      });
      expect(run.exitCode).toBe(1);
      // The SDK's 4th retry waits 3 to 4 s, which says so; the error comes last.
      const lines = run.stderr.trimEnd().split("\n");
      expect(lines.slice(0, -1)).toEqual([
        expect.stringMatching(/^jobai: waiting [34] s for retry 4 of 4 \(the proxy answered 500\)$/),
      ]);
      expect(lines.at(-1)).toMatch(/^jobai: the proxy answered 500 api_error: /);
      expect(run.stderr).not.toMatch(/^\s+at /m);
      expect(own.traffic.filter((request) => request.surface === "proxy")).toHaveLength(5);
    } finally {
      await own.close();
    }
  });

  it.concurrent("exits 1 naming 429 rate_limit_error when the proxy gives no retry-after", async () => {
    const own = await startEmulator();
    try {
      own.faults.add({ fault: { kind: "rate-limit-without-retry-after" } });
      const run = await runJobai(["ask", "hi"], {
        // A short window caps the limiter's pause after each 429 (1 s, then 2 s).
        env: { ...own.env, JOBAI_MODEL: MODEL, JOBAI_LIMIT_STORE: "memory", JOBAI_LIMIT_WINDOW: "2s" },
        timeout: 20_000,
      });
      expect(run.exitCode).toBe(1);
      // A 429 while the window held room lowers the shared limit, said once (issue 22, item 3).
      const all = run.stderr.trimEnd().split("\n");
      const learned = all.filter((line) =>
        line.startsWith("jobai warn: the proxy answered 429 while the window held room"),
      );
      expect(learned.length).toBeLessThanOrEqual(1);
      const lines = all.filter((line) => !learned.includes(line));
      for (const line of lines.slice(0, -1)) expect(line).toMatch(/^jobai: waiting \d+ s for retry \d of 4 /);
      expect(lines.at(-1)).toMatch(/^jobai: the proxy answered 429 rate_limit_error: /);
      expect(run.stderr).not.toMatch(/^\s+at /m);
      expect(run.stderr).not.toContain(own.jobToken);
    } finally {
      await own.close();
    }
  });
});
