/**
 * Issue 23, data loss: no file jobai writes outside its state directory is ever truncated or
 * replaced. Run as users run it: the built CLI in its own process, with real files, a symlink
 * planted at the path, and an existing file whose bytes must survive exactly.
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runJobai } from "../helpers/cli.js";

const work = mkdtempSync(join(tmpdir(), "jobai-user-files-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let n = 0;
const fresh = () => {
  const dir = join(work, `case-${n++}`);
  mkdirSync(dir);
  return dir;
};

/** Bytes no text round trip keeps: no final newline, a NUL, invalid UTF-8, CRLF. */
const PRECIOUS = Buffer.from([0x6b, 0x65, 0x65, 0x70, 0x0a, 0x00, 0xff, 0xfe, 0x0d, 0x0a, 0x7a]);

/** `jobai run` in its own process; the command leaves a marker so a test can tell it ran. */
function run(dir: string, flags: string[]) {
  return runJobai(["run", ...flags, "--", "bash", "-c", "touch ran; echo hi"], {
    cwd: dir,
    env: { JOBAI_STATE_DIR: join(dir, "state") },
  });
}

describe("jobai run --log FILE never truncates or replaces a file", () => {
  it("an existing file is refused (exit 2, naming --append), its bytes kept, the command not run", async () => {
    const dir = fresh();
    const log = join(dir, "precious.json");
    writeFileSync(log, PRECIOUS);
    const result = await run(dir, ["--log", log]);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain(`--log ${log} already exists`);
    expect(result.stderr).toContain("--append");
    expect(readFileSync(log).equals(PRECIOUS)).toBe(true);
    expect(existsSync(join(dir, "ran"))).toBe(false);
    expect(existsSync(`${log}.json`)).toBe(false);
  });

  it("a symlink planted at the path is refused, with or without --append; its target is untouched", async () => {
    const dir = fresh();
    const victim = join(dir, "victim.txt");
    writeFileSync(victim, PRECIOUS);
    const log = join(dir, "step.log");
    symlinkSync(victim, log);
    for (const flags of [[], ["--append"]]) {
      const result = await run(dir, ["--log", log, ...flags]);
      expect(result.exitCode, result.stderr).toBe(2);
      expect(result.stderr).toContain("is a symbolic link");
      expect(readFileSync(victim).equals(PRECIOUS)).toBe(true);
      expect(lstatSync(log).isSymbolicLink()).toBe(true);
      expect(existsSync(join(dir, "ran"))).toBe(false);
    }
    // A link to nowhere: following it would create a file wherever the neighbour pointed.
    const dangling = join(dir, "dangling.log");
    const target = join(dir, "created-through-link");
    symlinkSync(target, dangling);
    const result = await run(dir, ["--log", dangling]);
    expect(result.exitCode).toBe(2);
    expect(existsSync(target)).toBe(false);
  });

  it("a directory is refused", async () => {
    const dir = fresh();
    const result = await run(dir, ["--log", dir]);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain("is a directory");
  });

  it("--append writes after the end of an existing file: its bytes stay, in front", async () => {
    const dir = fresh();
    const log = join(dir, "build.log");
    writeFileSync(log, PRECIOUS, { mode: 0o640 });
    const result = await run(dir, ["--log", log, "--append"]);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(readFileSync(log).equals(Buffer.concat([PRECIOUS, Buffer.from("hi\n")]))).toBe(true);
    // Its mode is the user's choice, kept as it was.
    expect(statSync(log).mode & 0o777).toBe(0o640);
    // Twice: the record jobai wrote beside it is its own, so it is brought up to date.
    const again = await runJobai(["run", "--log", log, "--append", "--", "bash", "-c", "echo two; exit 3"], {
      cwd: dir,
    });
    expect(again.exitCode).toBe(3);
    expect(readFileSync(log, "utf8").endsWith("hi\ntwo\n")).toBe(true);
    expect(JSON.parse(readFileSync(`${log}.json`, "utf8"))).toMatchObject({ exitCode: 3 });
  });

  it("a new log is created mode 0600, with its record beside it", async () => {
    const dir = fresh();
    const log = join(dir, "new.log");
    const result = await run(dir, ["--log", log]);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(readFileSync(log, "utf8")).toBe("hi\n");
    expect(statSync(log).mode & 0o777).toBe(0o600);
    expect(statSync(`${log}.json`).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(`${log}.json`, "utf8"))).toMatchObject({ exitCode: 0, logPath: log });
  });

  it("a file of the user's where the record would go is left byte for byte, with a warning", async () => {
    const dir = fresh();
    const log = join(dir, "out.log");
    writeFileSync(`${log}.json`, PRECIOUS);
    const victim = join(dir, "victim.txt");
    writeFileSync(victim, PRECIOUS);
    const result = await run(dir, ["--log", log]);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(readFileSync(log, "utf8")).toBe("hi\n");
    expect(readFileSync(`${log}.json`).equals(PRECIOUS)).toBe(true);
    expect(result.stderr).toContain("is not a record jobai wrote for this log");

    // A symlink there is not followed either.
    const other = join(dir, "other.log");
    symlinkSync(victim, `${other}.json`);
    const linked = await run(dir, ["--log", other]);
    expect(linked.exitCode, linked.stderr).toBe(0);
    expect(readFileSync(victim).equals(PRECIOUS)).toBe(true);
    expect(lstatSync(`${other}.json`).isSymbolicLink()).toBe(true);
  });

  it("a device is written to as it is: --log /dev/null loses nothing", async () => {
    const dir = fresh();
    const result = await run(dir, ["--log", "/dev/null"]);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(existsSync(join(dir, "ran"))).toBe(true);
    expect(existsSync("/dev/null.json")).toBe(false);
  });
});

describe("jobai artifacts download --output FILE", () => {
  it("refuses an existing file before downloading (exit 2), its bytes kept", async () => {
    const dir = fresh();
    const out = join(dir, "report.html");
    writeFileSync(out, PRECIOUS);
    const result = await runJobai(
      [
        "artifacts",
        "download",
        "some-artifact",
        "--org",
        "acme",
        "--pipeline",
        "app",
        "--build",
        "1",
        "--job",
        "some-job",
        "--output",
        out,
      ],
      { cwd: dir, env: { SERVICE_API_URL: "http://127.0.0.1:9/v2", SERVICE_API_TOKEN: "bkua_unused" } },
    );
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain(`--output ${out} already exists`);
    expect(readFileSync(out).equals(PRECIOUS)).toBe(true);
  });
});
