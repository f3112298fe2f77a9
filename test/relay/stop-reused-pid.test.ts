import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writeAddressFile } from "../../src/relay/address-file.js";
import { runJobai } from "../helpers/cli.js";

/**
 * A relay's record outlives it when the relay is killed hard; its pid is then free for any other
 * process. `jobai relay stop` (the pre-exit hook) must not signal that process.
 */
describe("jobai relay stop and a reused pid", () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it("signals nothing when the recorded pid now runs something that is not the relay", async () => {
    const dir = await mkdtemp(join(tmpdir(), "jobai-stop-pid-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    // Another program now holds the pid the dead relay had.
    const other = spawn("sleep", ["30"], { stdio: "ignore" });
    cleanups.push(() => void other.kill("SIGKILL"));
    const pid = other.pid ?? 0;
    const file = join(dir, "relay.json");
    writeAddressFile(file, { url: "http://127.0.0.1:9", port: 9, pid, startedAt: new Date().toISOString() });

    const stop = await runJobai(["relay", "stop", "--address-file", file], { env: { JOBAI_STATE_DIR: dir } });
    expect(stop.exitCode).toBe(1);
    expect(stop.stderr).toContain(`pid ${pid}, recorded in ${file}, is no longer the relay`);
    expect(stop.stderr).toContain("was not signalled");
    expect(other.exitCode).toBeNull();
    expect(other.signalCode).toBeNull();
    expect(() => process.kill(pid, 0)).not.toThrow();
  });
});
