/**
 * The one real wait, `sleep(ms, { signal, keepAlive })`: whether it holds the process is the
 * caller's explicit choice. Shown in child processes, where nothing else (vitest, a server) keeps
 * Node alive: an awaited wait must not end the process with code 13 mid-wait; an unref'd one must
 * not keep an otherwise finished process running.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildModule } from "../../scripts/esbuild-node.js";
import { awaitedSleep, realClock, sleep } from "../../src/limit/clock.js";

let dir: string;
let clockModule: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "jobai-clock-test-"));
  clockModule = await buildModule("src/limit/clock.ts", join(dir, "clock.mjs"));
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Run `body` in a fresh node with `sleep` and `awaitedSleep` imported; no time bound is asserted. */
async function child(body: string) {
  const result = await execa(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `const { sleep, awaitedSleep } = await import(${JSON.stringify(clockModule)});\n${body}`,
    ],
    // A hang shows as a timeout (the waits below are 300 ms, or 60 s that must never be waited out).
    { reject: false, stdin: "ignore", timeout: 15_000 },
  );
  return { exitCode: result.exitCode, timedOut: result.timedOut, stdout: String(result.stdout).split("\n") };
}

const timeouts = () => process.getActiveResourcesInfo().filter((r) => r === "Timeout").length;

describe("sleep in this process", () => {
  test("resolves; an aborted signal rejects with its reason, before or during the wait", async () => {
    await expect(sleep(1, { keepAlive: true })).resolves.toBeUndefined();
    await expect(
      sleep(10_000, { signal: AbortSignal.abort(new Error("already")), keepAlive: true }),
    ).rejects.toThrow("already");
    const controller = new AbortController();
    const pending = sleep(10_000, { signal: controller.signal, keepAlive: false });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });

  test("keepAlive: true holds a referenced timer until aborted; keepAlive: false holds none", async () => {
    const before = timeouts();
    const held = new AbortController();
    const holding = sleep(10_000, { signal: held.signal, keepAlive: true }).catch((e: unknown) => e);
    expect(timeouts()).toBe(before + 1);
    held.abort(new Error("done"));
    expect(await holding).toEqual(new Error("done"));
    expect(timeouts()).toBe(before);

    const background = new AbortController();
    const notHolding = sleep(10_000, { signal: background.signal, keepAlive: false }).catch(
      (e: unknown) => e,
    );
    expect(timeouts()).toBe(before);
    background.abort(new Error("done"));
    expect(await notHolding).toEqual(new Error("done"));
  });

  test("the injectable waits (the limiter's real clock, the REST client's default) keep the process alive", async () => {
    expect(realClock.sleep).toBe(awaitedSleep);
    const before = timeouts();
    const controller = new AbortController();
    const pending = awaitedSleep(10_000, controller.signal).catch(() => {});
    expect(timeouts()).toBe(before + 1);
    controller.abort();
    await pending;
    expect(timeouts()).toBe(before);
  });
});

describe("sleep in a child process with nothing else to do", () => {
  test("an awaited wait with keepAlive: true keeps node alive until it ends", async () => {
    const run = await child(`await sleep(300, { keepAlive: true }); console.log("woke");`);
    expect(run).toEqual({ exitCode: 0, timedOut: false, stdout: ["woke"] });
  });

  test("awaitedSleep, the injectable default, does the same", async () => {
    const run = await child(`await awaitedSleep(300); console.log("woke");`);
    expect(run).toEqual({ exitCode: 0, timedOut: false, stdout: ["woke"] });
  });

  test("an awaited wait with keepAlive: false does not: node ends mid-wait (13, unsettled top-level await)", async () => {
    const run = await child(`await sleep(300, { keepAlive: false }); console.log("woke");`);
    expect(run).toEqual({ exitCode: 13, timedOut: false, stdout: [""] });
  });

  test("a background wait with keepAlive: false lets the process end when its work is done", async () => {
    const run = await child(`
      sleep(60_000, { keepAlive: false }).then(() => console.log("woke"));
      await sleep(10, { keepAlive: true });
      console.log("done");`);
    expect(run).toEqual({ exitCode: 0, timedOut: false, stdout: ["done"] });
  });

  test("an aborted keepAlive: true wait of 60 s releases the process at once", async () => {
    const run = await child(`
      const controller = new AbortController();
      const waiting = sleep(60_000, { signal: controller.signal, keepAlive: true }).catch((e) => console.log(e.name));
      setTimeout(() => controller.abort(), 10);
      await waiting;
      console.log(process.getActiveResourcesInfo().filter((r) => r === "Timeout").length, "timers");`);
    expect(run).toEqual({ exitCode: 0, timedOut: false, stdout: ["AbortError", "0 timers"] });
  });
});
