import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type StartedEmulator, startEmulator } from "../../src/emulator/index.js";
import { claudeCodeMissing, readSession, runClaudeCode } from "../helpers/claude-code.js";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const messagesCalls = (emulator: StartedEmulator) =>
  emulator.traffic.filter(
    (entry) => entry.surface === "proxy" && entry.path.startsWith("/v3/ai/vendor/v1/messages"),
  );

describe.skipIf(claudeCodeMissing !== undefined)(
  "real Claude Code in a tool loop against the scripted emulator",
  () => {
    it("reads 10 files in 10 Read turns and ends with the script's text; from turn 2 each request reads its prompt from the cache", async () => {
      const dir = await mkdtemp(join(tmpdir(), "jobai-read-loop-"));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      const session = await readSession(dir, { files: 10, tokens: 5_000, marker: "read-loop-1" });
      // Budget enough for the whole session: this test is about the loop and the cache, not limits.
      const emulator = await startEmulator({
        script: { conversations: [session.conversation] },
        limits: { requests: 1_000, inputTokens: 10_000_000 },
      });
      cleanups.push(() => emulator.close());

      const run = await runClaudeCode({
        baseUrl: emulator.proxyUrl,
        token: emulator.jobToken,
        prompt: session.prompt,
        cwd: dir,
      });
      expect(run.exitCode, run.stderr).toBe(0);
      expect(run.result).toBe(session.finalText);
      expect(run.output?.num_turns).toBe(11);

      const calls = messagesCalls(emulator);
      expect(calls).toHaveLength(11);
      expect(calls.every((call) => call.status === 200)).toBe(true);
      // Each turn's request holds the previous one's tool call and its result: the file's text.
      for (const [turn, path] of session.paths.entries()) {
        expect(JSON.stringify(calls[turn + 1]?.body)).toContain(path);
      }
      const rows = calls.map((call, turn) => {
        const usage = call.usage ?? {
          input_tokens: 0,
          cache_creation_input_tokens: 0,
          cache_read_input_tokens: 0,
        };
        return {
          turn: turn + 1,
          counted: usage.input_tokens + usage.cache_creation_input_tokens,
          input: usage.input_tokens,
          creation: usage.cache_creation_input_tokens,
          read: usage.cache_read_input_tokens,
        };
      });
      if (process.env.JOBAI_MEASURE) console.table(rows);
      for (const row of rows.slice(1)) {
        const previous = rows[row.turn - 2];
        const previousTotal = (previous?.counted ?? 0) + (previous?.read ?? 0);
        // The whole previous prompt is read (found 2 blocks back from the moved breakpoint) ...
        expect(row.read, `turn ${row.turn}`).toBe(previousTotal);
        // ... and what is counted is the new turn: one tool call and one ~5k-token file, a little more.
        expect(row.counted, `turn ${row.turn}`).toBeGreaterThan(5_000);
        expect(row.counted, `turn ${row.turn}`).toBeLessThan(8_000);
      }
      expect(calls.map((call) => call.countedInputTokens)).toEqual(rows.map((row) => row.counted));
    }, 240_000);

    it("runs two sessions at once, each answered from its own scripted conversation (matched by the marker in its prompt)", async () => {
      const root = await mkdtemp(join(tmpdir(), "jobai-read-loop-"));
      cleanups.push(() => rm(root, { recursive: true, force: true }));
      const sessions = await Promise.all(
        ["a", "b"].map(async (name) => {
          const dir = join(root, name);
          await mkdir(dir);
          return {
            dir,
            ...(await readSession(dir, { files: 3, tokens: 2_000, marker: `two-sessions-${name}` })),
          };
        }),
      );
      const emulator = await startEmulator({
        script: { conversations: sessions.map((session) => session.conversation) },
        limits: { requests: 1_000, inputTokens: 10_000_000 },
      });
      cleanups.push(() => emulator.close());
      const runs = await Promise.all(
        sessions.map((session) =>
          runClaudeCode({
            baseUrl: emulator.proxyUrl,
            token: emulator.jobToken,
            prompt: session.prompt,
            cwd: session.dir,
          }),
        ),
      );
      for (const [i, run] of runs.entries()) {
        expect(run.exitCode, run.stderr).toBe(0);
        expect(run.result).toBe(sessions[i]?.finalText);
      }
      const calls = messagesCalls(emulator);
      expect(calls).toHaveLength(8);
      for (const session of sessions) {
        const own = calls.filter((call) => JSON.stringify(call.body).includes(session.conversation.match));
        expect(own).toHaveLength(4);
        // Each session read only its own files, and from its second turn on read its previous prompt.
        const other = sessions.find((s) => s !== session);
        for (const call of own)
          for (const path of other?.paths ?? []) expect(JSON.stringify(call.body)).not.toContain(path);
        for (const [turn, call] of own.entries()) {
          if (turn === 0) continue;
          const previous = own[turn - 1]?.usage;
          expect(call.usage?.cache_read_input_tokens).toBe(
            (previous?.input_tokens ?? 0) +
              (previous?.cache_creation_input_tokens ?? 0) +
              (previous?.cache_read_input_tokens ?? 0),
          );
        }
      }
    }, 240_000);
  },
);
