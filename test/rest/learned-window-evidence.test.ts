/**
 * A learned window comes from evidence that holds (hostile trial, item 5): one answer with a Reset
 * of 999999 (read as the 5-minute cap) once set the learned window of every later process of the
 * host to 5 minutes, for good. Two clients sharing a state directory stand for two processes; a
 * real loopback server answers, first as the liar, then as a well-behaved server (fixed windows of
 * 1 s, 10 requests each) counting on the same simulated clock as the clients.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRestClient } from "../../src/rest/client.js";
import type { WaitEvent } from "../../src/rest/transport.js";
import { JumpClock } from "../helpers/jump-clock.js";
import { limiter } from "./servers/limiters.mjs";

let clock = new JumpClock(1_800_000_000_000);
let mode: "liar" | "good" = "liar";
let good = limiter("fixed", 10, 1_000);
let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((_req, res) => {
    const headers = (limit: number, remaining: number, reset: number) => ({
      "RateLimit-Limit": String(limit),
      "RateLimit-Remaining": String(remaining),
      "RateLimit-Reset": String(reset),
      "RateLimit-User-Limit": String(limit),
      "RateLimit-User-Remaining": String(remaining),
      "RateLimit-User-Reset": String(reset),
    });
    const body = '{"id":"u1","name":"Ada"}';
    if (mode === "liar") {
      res.writeHead(200, { "Content-Type": "application/json", ...headers(10, 5, 999_999) });
      res.end(body);
      return;
    }
    const now = clock.now();
    const state = good.state(now, true);
    if (state.fits) good.count(now);
    res.writeHead(state.fits ? 200 : 429, {
      "Content-Type": "application/json",
      ...headers(10, state.remaining, state.resetSeconds),
    });
    res.end(state.fits ? body : '{"message":"rate limit exceeded"}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

function processOf(stateDir: string, waits: WaitEvent[] = []) {
  return createRestClient({
    baseUrl: base,
    token: "bkua_learnedwindowtoken",
    env: {},
    rateLimitStore: "file",
    stateDir,
    now: clock.now,
    sleep: clock.sleep,
    random: () => 0,
    onWait: (event) => waits.push(event),
  });
}

function learnedWindows(stateDir: string): number[] {
  return readdirSync(stateDir)
    .filter((name) => name.startsWith("rest-limits-"))
    .map((name) => (JSON.parse(readFileSync(join(stateDir, name), "utf8")) as { windowMs: number }).windowMs);
}

/** The liar answers one request of a first process; the server turns good; a second process sends 25. */
async function liarThenGood(pauseMs: number) {
  clock = new JumpClock(1_800_000_000_000);
  good = limiter("fixed", 10, 1_000);
  const stateDir = mkdtempSync(join(tmpdir(), "jobai-learned-window-"));
  mode = "liar";
  const first = processOf(stateDir);
  await first.user();
  await first.close();
  expect(learnedWindows(stateDir)).toEqual([300_000]);
  if (pauseMs > 0) await clock.sleep(pauseMs);
  mode = "good";
  const waits: WaitEvent[] = [];
  const second = processOf(stateDir, waits);
  const started = clock.now();
  for (let i = 0; i < 25; i++) await second.user();
  const took = clock.now() - started;
  await second.close();
  return { stateDir, waits, took };
}

describe("a Reset that the server's later answers refute", () => {
  it("does not hold a later process: the well-behaved server's 1 s window replaces it at once", async () => {
    const { stateDir, waits, took } = await liarThenGood(0);
    // 25 requests at 10 per 1 s: about 2 s of waiting, never the liar's 5 minutes.
    expect(Math.max(0, ...waits.map((w) => w.waitMs))).toBeLessThan(2_500);
    expect(took).toBeLessThan(10_000);
    expect(learnedWindows(stateDir)).toEqual([1_000]);
  });

  it("is forgotten once not confirmed for three of its windows, when no answer could refute it", async () => {
    // The liar's moment (5 minutes on) has passed: nothing contradicts it, nothing confirms it.
    const { stateDir, waits, took } = await liarThenGood(15 * 60_000 + 1_000);
    expect(Math.max(0, ...waits.map((w) => w.waitMs))).toBeLessThan(2_500);
    expect(took).toBeLessThan(10_000);
    expect(learnedWindows(stateDir)).toEqual([1_000]);
  });
});
