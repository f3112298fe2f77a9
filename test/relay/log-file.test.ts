import {
  chmodSync,
  chownSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runJobai } from "../helpers/cli.js";
import { useEmulator } from "../helpers/emulator.js";
import { asRoot, NOBODY, warnWhenNotRoot } from "../helpers/hostile-neighbour.js";

warnWhenNotRoot("relay log tests");

/** `jobai relay --daemon --log-file FILE` names a file outside the state directory: never replaced. */
describe("jobai relay --log-file", () => {
  const emu = useEmulator();
  let dir = "";
  afterEach(async () => {
    if (dir) {
      // A relay that started where it should not have (the code before a fix) is stopped too.
      for (const file of [join(dir, "relay.json"), join(dir, "shared", "r.json")]) {
        await runJobai(["relay", "stop", "--address-file", file], {
          env: { ...emu().env, JOBAI_STATE_DIR: join(dir, "state") },
        });
      }
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

  // Issue 23: the log derived from --address-file DIR/X.json is DIR/X.log, which may be the user's.
  it("beside an --address-file outside the state directory, appends to the user's file and keeps it", async () => {
    dir = await mkdtemp(join(tmpdir(), "jobai-relay-log-"));
    const log = join(dir, "relay.log");
    writeFileSync(log, "PRECIOUS\n");
    const inode = statSync(log).ino;
    const env = { ...emu().env, JOBAI_STATE_DIR: join(dir, "state") };
    const started = await runJobai(["relay", "--daemon", "--address-file", join(dir, "relay.json")], { env });
    expect(started.exitCode).toBe(0);
    expect(started.stderr).toContain(`log ${log}`);
    const stopped = await runJobai(["relay", "stop", "--address-file", join(dir, "relay.json")], { env });
    expect(stopped.exitCode).toBe(0);
    expect(statSync(log).ino).toBe(inode); // the same file, not a new one in its place
    const text = readFileSync(log, "utf8");
    expect(text.startsWith("PRECIOUS\n")).toBe(true);
    expect(text.length).toBeGreaterThan("PRECIOUS\n".length);
  });

  it("beside an --address-file outside the state directory, refuses a symlink there (exit 2) and leaves its target", async () => {
    dir = await mkdtemp(join(tmpdir(), "jobai-relay-log-"));
    const target = join(dir, "precious.txt");
    writeFileSync(target, "PRECIOUS\n");
    symlinkSync(target, join(dir, "relay.log"));
    const env = { ...emu().env, JOBAI_STATE_DIR: join(dir, "state") };
    const started = await runJobai(["relay", "--daemon", "--address-file", join(dir, "relay.json")], { env });
    expect(started.exitCode).toBe(2);
    expect(started.stderr).toContain(`the relay's log ${join(dir, "relay.log")} is a symbolic link`);
    expect(started.stderr).toContain("--log-file PATH");
    expect(lstatSync(join(dir, "relay.log")).isSymbolicLink()).toBe(true);
    expect(readFileSync(target, "utf8")).toBe("PRECIOUS\n");
  });

  // Issue 23: in a shared sticky directory, a log another user left made `jobai relay` fail with
  // "EPERM: operation not permitted, unlink" and exit 1.
  asRoot(
    "refuses another user's log in a shared sticky directory with exit 2, naming it and --log-file",
    async () => {
      dir = await mkdtemp(join(tmpdir(), "jobai-relay-log-"));
      const shared = join(dir, "shared");
      mkdirSync(shared);
      chmodSync(shared, 0o1777);
      const log = join(shared, "r.log");
      writeFileSync(log, "theirs\n", { mode: 0o644 });
      chownSync(log, NOBODY, NOBODY);
      const env = { ...emu().env, JOBAI_STATE_DIR: join(dir, "state") };
      for (const extra of [[], ["--log-file", log]]) {
        const started = await runJobai(
          ["relay", "--daemon", "--address-file", join(shared, "r.json"), ...extra],
          { env },
        );
        expect(started.exitCode).toBe(2);
        expect(started.stderr).toContain(`the relay's log ${log} belongs to another user (uid ${NOBODY})`);
        expect(started.stderr).toContain("--log-file PATH");
        expect(readFileSync(log, "utf8")).toBe("theirs\n");
      }
      // Their address file there: refused the same way, before anything starts.
      writeFileSync(join(shared, "q.json"), "{}\n");
      chownSync(join(shared, "q.json"), NOBODY, NOBODY);
      const started = await runJobai(["relay", "--daemon", "--address-file", join(shared, "q.json")], {
        env,
      });
      expect(started.exitCode).toBe(2);
      expect(started.stderr).toContain(`${join(shared, "q.json")} belongs to another user`);
      expect(started.stderr).toContain("--address-file PATH");
    },
  );
});
