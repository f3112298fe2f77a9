import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runJobai } from "../helpers/cli.js";
import { useEmulator } from "../helpers/emulator.js";

/** `jobai relay --daemon --log-file FILE` names a file outside the state directory: never replaced. */
describe("jobai relay --log-file", () => {
  const emu = useEmulator();
  let dir = "";
  afterEach(async () => {
    if (dir) {
      await runJobai(["relay", "stop", "--address-file", join(dir, "relay.json")], {
        env: { ...emu().env, JOBAI_STATE_DIR: join(dir, "state") },
      });
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("appends to an existing file of the user's and keeps what was in it", async () => {
    dir = await mkdtemp(join(tmpdir(), "jobai-relay-log-"));
    const log = join(dir, "precious.log");
    await writeFile(log, "keep this line\n");
    const env = { ...emu().env, JOBAI_STATE_DIR: join(dir, "state") };
    const started = await runJobai(
      ["relay", "--daemon", "--address-file", join(dir, "relay.json"), "--log-file", log],
      { env },
    );
    expect(started.exitCode).toBe(0);
    const stopped = await runJobai(["relay", "stop", "--address-file", join(dir, "relay.json")], { env });
    expect(stopped.exitCode).toBe(0);
    const text = await readFile(log, "utf8");
    expect(text.startsWith("keep this line\n")).toBe(true);
    expect(text.length).toBeGreaterThan("keep this line\n".length);
  });
});
