/**
 * Every wait keeps its process alive and, in the CLI, says what it waits for when it is longer than
 * 2 s. Each client runs in its own process against `jobai emulate` in another, as users meet them:
 * an emulator in the test's own process would keep Node alive and hide a wait that does not.
 * Windows are a few seconds of real time, the shortest that makes a wait longer than 2 s. The tests
 * run side by side, each with its own emulator and state directory: most of their time is a wait.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Built,
  buildPrivate,
  type EmulatorProcess,
  removeBuilt,
  runNode,
  startEmulatorProcess,
} from "./processes.js";

const MODEL = "claude-haiku-4-5";
let built: Built;
let dir: string;

/** `jobai emulate ARGS` in its own process for the length of `use`. */
async function withEmulator<T>(args: string[], use: (emulator: EmulatorProcess) => Promise<T>): Promise<T> {
  const emulator = await startEmulatorProcess(built.cli, args);
  try {
    return await use(emulator);
  } finally {
    await emulator.stop();
  }
}

beforeAll(async () => {
  built = await buildPrivate();
  dir = mkdtempSync(join(tmpdir(), "jobai-waits-"));
}, 60_000);
afterAll(() => {
  removeBuilt(built);
  rmSync(dir, { recursive: true, force: true });
});

describe.concurrent("waits in their own process", () => {
  it(
    "a script awaiting the limiter at top level waits its turn instead of exiting 13",
    () =>
      withEmulator(["--rpm", "1000"], async (emulator) => {
        const script = join(dir, "limiter-wait.mjs");
        writeFileSync(
          script,
          [
            `import { createClient, createLimiter } from ${JSON.stringify(built.library)};`,
            // The limiter alone: nothing else is pending while the second acquire waits.
            `const limiter = createLimiter({ store: "memory", requests: 1, window: "3s" });`,
            "const first = await limiter.acquire({ requests: 1, inputTokens: 1 });",
            "await first.settle({ requests: 1, inputTokens: 1 });",
            "await limiter.acquire({ requests: 1, inputTokens: 1 });",
            `console.log("second acquire granted");`,
            // Through the SDK client: the second request waits for the first one's window.
            `const client = createClient({ limits: { store: "memory", requests: 1, window: "3s" } });`,
            "for (const n of [1, 2]) {",
            `  const m = await client.messages.create({ model: "${MODEL}", max_tokens: 20, messages: [{ role: "user", content: "n" + n }] });`,
            "  console.log(m.content[0].text);",
            "}",
            "await client.close();",
          ].join("\n"),
        );
        const run = await runNode(script, [], emulator.env);
        expect(run.stderr).toBe("");
        expect(run.exitCode).toBe(0);
        expect(run.stdout.split("\n")).toEqual(["second acquire granted", "You said: n1", "You said: n2"]);
      }),
    60_000,
  );

  it(
    "jobai ask waiting for the shared limiter prints one line saying what for and how long",
    () =>
      withEmulator(["--rpm", "1000"], async (emulator) => {
        const env = {
          ...emulator.env,
          JOBAI_MODEL: MODEL,
          JOBAI_LIMIT_STORE: "file",
          JOBAI_STATE_DIR: join(dir, "state"),
          JOBAI_LIMIT_REQUESTS: "1",
          // Long enough that the second command, however slowly a loaded host starts it, still waits over
          // the 2 s that prints a line (at 4 s, a start of 2 s left a wait too short to be said).
          JOBAI_LIMIT_WINDOW: "10s",
        };
        const first = await runNode(built.cli, ["ask", "first"], env);
        expect(first.exitCode).toBe(0);
        expect(first.stderr).toBe("");
        const second = await runNode(built.cli, ["ask", "second"], env);
        expect(second.exitCode).toBe(0);
        expect(second.stdout).toBe("You said: second");
        expect(second.stderr.split("\n").filter(Boolean)).toEqual([
          expect.stringMatching(/^jobai: waiting ([3-9]|10) s for the rate limit \(1 request per 10 s\)$/),
        ]);
      }),
    60_000,
  );

  it(
    "jobai summarize waiting for the shared limiter prints the same line",
    () =>
      withEmulator(["--rpm", "1000"], async (emulator) => {
        const log = join(dir, "build.log");
        writeFileSync(log, "compiling\nerror TS2322: Type 'string' is not assignable to type 'number'.\n");
        const env = {
          ...emulator.env,
          JOBAI_MODEL: MODEL,
          JOBAI_LIMIT_STORE: "file",
          JOBAI_STATE_DIR: join(dir, "summary-state"),
          JOBAI_LIMIT_REQUESTS: "1",
          // Long enough that the second command, however slowly a loaded host starts it, still waits over
          // the 2 s that prints a line (at 4 s, a start of 2 s left a wait too short to be said).
          JOBAI_LIMIT_WINDOW: "10s",
        };
        const args = ["summarize", "--log", log, "--no-annotate", "--no-artifacts"];
        const first = await runNode(built.cli, args, env);
        expect(first.exitCode).toBe(0);
        const second = await runNode(built.cli, args, env);
        expect(second.exitCode).toBe(0);
        expect(second.stdout).toContain("TS2322");
        expect(second.stderr).toMatch(
          /^jobai: waiting ([3-9]|10) s for the rate limit \(1 request per 10 s\)$/m,
        );
      }),
    60_000,
  );

  it(
    "ask, count-tokens and models against a steady 529 back off as the README says, and say so",
    () =>
      withEmulator(["--fault", "server-error=529"], async (emulator) => {
        // The default store inside a job (file), one state directory per command so they run side by side.
        const run = (args: string[], state: string) =>
          runNode(built.cli, args, {
            ...emulator.env,
            JOBAI_MODEL: MODEL,
            JOBAI_STATE_DIR: join(dir, state),
          });
        const runs = await Promise.all([
          run(["ask", "hello"], "ask-529"),
          run(["count-tokens", "hello"], "count-529"),
          run(["models"], "models-529"),
        ]);
        for (const failed of runs) {
          expect(failed.exitCode).toBe(1);
          // The SDK's backoff, 0.5 + 1 + 2 + 4 s: only the last wait is over 2 s, and the limiter's
          // pause after each 529 ends within it (before, the pause doubled from 1 s and a retry sat
          // in the limiter for the rest of it: 15 s in all, with lines for the rate limit).
          expect(failed.stderr.split("\n").filter(Boolean)).toEqual([
            "jobai: waiting 4 s for retry 4 of 4 (the proxy answered 529, overloaded)",
            "jobai: the proxy answered 529 overloaded_error: Overloaded (the provider is overloaded: try again later)",
          ]);
        }
      }),
    90_000,
  );

  // Alone, after the others: the second command must start within 3 s of the first one's request
  // for the retry-after to be over 2 s, so it runs with no other test's processes starting.
  it.sequential(
    "jobai ask retrying after the proxy's 429 waits its retry-after and says so",
    () =>
      withEmulator(["--rpm", "1", "--window", "5s"], async (emulator) => {
        // No limiter of ours: the proxy's own limit answers 429 with retry-after, and the SDK retries.
        const env = { ...emulator.env, JOBAI_MODEL: MODEL, JOBAI_LIMIT_STORE: "off" };
        const first = await runNode(built.cli, ["ask", "first"], env);
        expect(first.exitCode).toBe(0);
        const second = await runNode(built.cli, ["ask", "second"], env);
        expect(second.exitCode).toBe(0);
        expect(second.stdout).toBe("You said: second");
        expect(second.stderr.split("\n").filter(Boolean)).toEqual([
          expect.stringMatching(/^jobai: waiting [3-5] s for retry 1 of 4 \(the proxy answered 429\)$/),
        ]);
      }),
    60_000,
  );
});
