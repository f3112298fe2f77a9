/**
 * Issue 34, item 5: a squatted state directory produced 429s. Another user (`nobody`, a real
 * process of its own through setpriv) creates `$TMPDIR/jobai-0` before jobai does; jobai refuses it
 * (right), and each process then kept its window in memory with a guessed quarter share, saying
 * "4 processes of this host were using the store" (a number it never read): 8 processes x 8
 * requests against a strict proxy of 20 per 10 s met 9 429s. Now the limiter moves its files to a
 * private directory of the user's own (`$HOME/.local/state/jobai` here: limiter-state-dir.ts), the
 * same for every process, and says so once: they share one window, and the proxy refuses none.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { buildModule } from "../../scripts/esbuild-node.js";
import { asRoot, NOBODY, tmpArea, warnWhenNotRoot } from "../helpers/hostile-neighbour.js";
import { runTrial } from "./helpers/zero-429-trial.js";

warnWhenNotRoot("the squatted state directory trial");

const REQUESTS = 20;
const WINDOW_MS = 10_000;
const PROCESSES = 8;
const CALLS = 8;

const area = tmpArea("jobai-squat-");
let built: string;
let library: string;
let proxyProcess: string;

beforeAll(async () => {
  built = mkdtempSync(join(tmpdir(), "jobai-squat-build-"));
  [library, proxyProcess] = await Promise.all([
    buildModule("src/index.ts", join(built, "jobai.mjs")),
    buildModule("test/limit/helpers/window-proxy-process.ts", join(built, "window-proxy.mjs")),
  ]);
}, 60_000);
afterAll(() => {
  area.remove();
  if (built) rmSync(built, { recursive: true, force: true });
});

describe("a state directory another user created first", () => {
  asRoot(
    `${PROCESSES} processes x ${CALLS} calls against a strict proxy of ${REQUESTS} per ${WINDOW_MS / 1000} s: no 429, one true warning each`,
    async () => {
      const tmp = area.freshTmp();
      const squatted = join(tmp, "jobai-0");
      // The attack, as the other user does it: a process of `nobody` makes the directory.
      await execa("setpriv", [
        `--reuid=${NOBODY}`,
        `--regid=${NOBODY}`,
        "--clear-groups",
        "mkdir",
        "-m",
        "755",
        squatted,
      ]);
      expect(statSync(squatted).uid).toBe(NOBODY);
      const home = join(area.work, "home");
      mkdirSync(home, { mode: 0o700 });
      const result = await runTrial({
        library,
        proxyProcess,
        store: "file",
        processes: PROCESSES,
        calls: CALLS,
        requests: REQUESTS,
        windowMs: WINDOW_MS,
        hold: { share: 0, minMs: 0, maxMs: 0, jitterMs: 20 },
        streamShare: 1 / 3,
        answerMs: [20, 60],
        streamGapMs: [5, 30],
        timeoutMs: 120_000,
        // The default state directory, under the squatted temporary directory.
        env: { JOBAI_STATE_DIR: undefined, TMPDIR: tmp, HOME: home, XDG_RUNTIME_DIR: undefined },
      });
      expect(result.errors).toEqual([]);
      expect(result.arrivals).toBe(PROCESSES * CALLS);
      expect(result.refused).toBe(0);
      expect(result.worst).toBeLessThanOrEqual(REQUESTS);
      // One warning per process: the refusal, and where the window went instead; never a count of
      // processes it did not read.
      const fallback = join(home, ".local", "state", "jobai");
      expect(result.warnings).toHaveLength(PROCESSES);
      for (const line of result.warnings) {
        expect(line).toMatch(/belongs to another user \(uid 65534/);
        expect(line).toContain(fallback);
        expect(line).not.toMatch(/processes of this host were using the store/);
      }
      // Nothing of ours in the other user's directory; the window in the private one.
      expect(readdirSync(squatted)).toEqual([]);
      expect(readdirSync(fallback).some((name) => name.startsWith("limit-"))).toBe(true);
      expect(statSync(fallback).mode & 0o777).toBe(0o700);
    },
    300_000,
  );
});
