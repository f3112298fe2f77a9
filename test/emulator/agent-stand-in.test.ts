import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StartedEmulator, startEmulator } from "../../src/emulator/index.js";
import { useEmulator } from "../helpers/emulator.js";

/** Run a bash script in the emulated job's environment, as a pipeline step would. */
async function step(emu: StartedEmulator, script: string, options: { input?: string; cwd?: string } = {}) {
  const result = await execa("bash", ["-c", script], {
    env: { ...emu.env, HOME: process.env.HOME ?? "/tmp" },
    extendEnv: false,
    reject: false,
    timeout: 15_000,
    ...(options.cwd ? { cwd: options.cwd } : {}),
    ...(options.input === undefined ? { stdin: "ignore" as const } : { input: options.input }),
  });
  return { exitCode: result.exitCode, stdout: String(result.stdout), stderr: String(result.stderr) };
}

describe("service-agent stand-in: annotate", () => {
  const emu = useEmulator();

  it("is the first service-agent on the job's PATH", async () => {
    const { stdout } = await step(emu(), "command -v service-agent");
    expect(stdout.trim()).toBe(join(emu().binDir, "service-agent"));
  });

  it("annotates from the argument or stdin, replaces by context, appends with --append", async () => {
    expect(
      (await step(emu(), "service-agent annotate 'Tests **passed**' --style success --context tests"))
        .exitCode,
    ).toBe(0);
    expect(
      (
        await step(
          emu(),
          "echo 'from stdin' | service-agent annotate --context notes --priority 7 --scope job",
        )
      ).exitCode,
    ).toBe(0);
    expect((await step(emu(), "service-agent annotate --append --context tests ' and more'")).exitCode).toBe(
      0,
    );
    expect((await step(emu(), "service-agent annotate 'default style'")).exitCode).toBe(0);
    expect(await emu().annotations()).toEqual([
      { context: "tests", style: "success", body: "Tests **passed** and more", priority: 3, scope: "build" },
      { context: "notes", style: "info", body: "from stdin\n", priority: 7, scope: "job" },
      { context: "default", style: "info", body: "default style", priority: 3, scope: "build" },
    ]);
    await step(emu(), "service-agent annotate 'replaced' --context tests --style error");
    expect((await emu().annotations())[0]).toMatchObject({ body: "replaced", style: "error" });
    const calls = await emu().agentCalls();
    expect(calls[1]).toMatchObject({
      argv: ["annotate", "--context", "notes", "--priority", "7", "--scope", "job"],
      stdin: "from stdin\n",
      exitCode: 0,
    });
  });

  it("accepts a body of exactly 1 MiB and a context of exactly 100 characters", async () => {
    const body = "x".repeat(1024 * 1024);
    const result = await step(emu(), `service-agent annotate --context ${"c".repeat(100)}`, { input: body });
    expect(result.exitCode).toBe(0);
    expect((await emu().annotations())[0]?.body.length).toBe(body.length);
  });

  const rejections: [string, string, RegExp, string?][] = [
    ["an unknown style", "service-agent annotate hi --style danger", /--style "danger"/],
    [
      "a context over 100 characters",
      `service-agent annotate hi --context ${"c".repeat(101)}`,
      /101 characters/,
    ],
    ["an empty context", "service-agent annotate hi --context ''", /--context is empty/],
    ["priority 0", "service-agent annotate hi --priority 0", /--priority "0"/],
    ["priority 11", "service-agent annotate hi --priority 11", /--priority "11"/],
    ["a priority that is not a number", "service-agent annotate hi --priority high", /--priority "high"/],
    ["an unknown scope", "service-agent annotate hi --scope step", /--scope "step"/],
    ["an unknown flag", "service-agent annotate hi --colour red", /flag provided but not defined: -colour/],
    ["a flag without its value", "service-agent annotate hi --context", /flag needs an argument: -context/],
    ["two bodies", "service-agent annotate one two", /at most one argument/],
    ["an empty body on stdin", "service-agent annotate --context x", /body is empty/, ""],
    [
      "a body over 1 MiB",
      "service-agent annotate --context big",
      /1048577 bytes/,
      "y".repeat(1024 * 1024 + 1),
    ],
  ];
  it.each(rejections)("rejects %s", async (_name, script, message, input) => {
    const result = await step(emu(), script, input === undefined ? {} : { input });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(await emu().annotations()).toEqual([]);
    const [call] = await emu().agentCalls();
    expect(call?.exitCode).toBe(1);
    expect(call?.error).toMatch(message);
  });

  it("rejects a body over 1 MiB when appending makes it so", async () => {
    await step(emu(), "service-agent annotate --context big", { input: "a".repeat(1024 * 1024 - 1) });
    const result = await step(emu(), "service-agent annotate --append --context big 'bc'");
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toMatch(/appending would make the annotation 1048577 bytes/);
  });
});

describe("service-agent stand-in: meta-data", () => {
  const emu = useEmulator();

  it("sets, gets, checks and lists keys as the real agent", async () => {
    expect((await step(emu(), "service-agent meta-data set release 1.2.3")).exitCode).toBe(0);
    expect((await step(emu(), "printf 'from-stdin\\n' | service-agent meta-data set channel")).exitCode).toBe(
      0,
    );
    expect(await step(emu(), "service-agent meta-data get release")).toMatchObject({
      exitCode: 0,
      stdout: "1.2.3",
    });
    expect(await step(emu(), "service-agent meta-data get channel")).toMatchObject({
      exitCode: 0,
      stdout: "from-stdin",
    });
    expect((await step(emu(), "service-agent meta-data exists release")).exitCode).toBe(0);
    expect((await step(emu(), "service-agent meta-data exists nope")).exitCode).toBe(100);
    expect(await step(emu(), "service-agent meta-data get nope --default fallback")).toMatchObject({
      exitCode: 0,
      stdout: "fallback",
    });
    expect((await step(emu(), "service-agent meta-data keys")).stdout).toBe("release\nchannel"); // execa strips the last newline
    expect(await emu().metaData()).toEqual({ release: "1.2.3", channel: "from-stdin" });
  });

  const rejections: [string, string, RegExp][] = [
    ["get of a missing key", "service-agent meta-data get nope", /no key "nope"/],
    ["set without a key", "service-agent meta-data set", /give a key/],
    ["set with a blank key", "service-agent meta-data set '  ' v", /key is empty or blank/],
    ["set with an empty value", "service-agent meta-data set k ''", /value for "k" is empty/],
    [
      "set with a value over 100 KiB",
      `service-agent meta-data set k "$(head -c 102401 /dev/zero | tr '\\0' v)"`,
      /102401 bytes/,
    ],
    ["set with three arguments", "service-agent meta-data set k v w", /takes a key and a value/],
    ["an unknown subcommand", "service-agent meta-data delete k", /unknown subcommand "delete"/],
    ["no subcommand", "service-agent meta-data", /give a subcommand/],
    ["keys with an argument", "service-agent meta-data keys extra", /takes no arguments/],
  ];
  it.each(rejections)("rejects %s", async (_name, script, message) => {
    const result = await step(emu(), script);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(await emu().metaData()).toEqual({});
  });
});

describe("service-agent stand-in: artifact upload", () => {
  const emu = useEmulator();
  let work: string;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), "jobai-artifacts-"));
    await mkdir(join(work, "logs", "deep"), { recursive: true });
    await writeFile(join(work, "logs", "a.log"), "alpha");
    await writeFile(join(work, "logs", "deep", "b.log"), "bravo!");
    await writeFile(join(work, "report.xml"), "<xml/>");
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it("uploads ';'-separated globs into the state directory, with the destination", async () => {
    const result = await step(
      emu(),
      "service-agent artifact upload 'logs/**/*.log;report.xml' s3://bucket/path",
      { cwd: work },
    );
    expect(result.exitCode).toBe(0);
    expect(await emu().artifacts()).toEqual([
      { path: "logs/a.log", destination: "s3://bucket/path", size: 5 },
      { path: "logs/deep/b.log", destination: "s3://bucket/path", size: 6 },
      { path: "report.xml", destination: "s3://bucket/path", size: 6 },
    ]);
    expect(await readFile(join(emu().stateDir, "artifacts", "logs", "deep", "b.log"), "utf8")).toBe("bravo!");
  });

  it("reports no match on stderr and succeeds, as the real agent", async () => {
    const result = await step(emu(), "service-agent artifact upload 'nothing/*.txt'", { cwd: work });
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toContain("No files matched paths: nothing/*.txt");
    expect(await emu().artifacts()).toEqual([]);
  });

  const rejections: [string, string, RegExp][] = [
    ["no pattern", "service-agent artifact upload", /give a pattern/],
    ["an empty pattern", "service-agent artifact upload ' ; '", /pattern is empty/],
    ["three arguments", "service-agent artifact upload a b c", /join patterns with ';'/],
    ["an unemulated subcommand", "service-agent artifact download x .", /not emulated/],
    ["an unknown command", "service-agent pipeline upload", /unknown command "pipeline"/],
    ["no command", "service-agent", /usage: service-agent/],
  ];
  it.each(rejections)("rejects %s", async (_name, script, message) => {
    const result = await step(emu(), script, { cwd: work });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toMatch(message);
  });
});

describe("service-agent stand-in outside the emulated job", () => {
  it("fails clearly without the job's variables, or when the emulator is gone", async () => {
    // A state directory of our own, so the stand-in outlives the emulator.
    const stateDir = await mkdtemp(join(tmpdir(), "jobai-stand-in-"));
    try {
      const emu = await startEmulator({ stateDir });
      const shim = join(emu.binDir, "service-agent");
      const bare = await execa(shim, ["meta-data", "keys"], {
        env: { PATH: "/usr/bin:/bin" },
        extendEnv: false,
        reject: false,
      });
      expect(bare.exitCode).toBe(1);
      expect(String(bare.stderr)).toMatch(/SERVICE_AGENT_ENDPOINT is not set/);
      const env = { ...emu.env };
      await emu.close();
      const gone = await execa(shim, ["meta-data", "keys"], { env, extendEnv: false, reject: false });
      expect(gone.exitCode).toBe(1);
      expect(String(gone.stderr)).toMatch(/cannot reach the emulator/);
      expect(String(gone.stderr)).not.toContain(env.SERVICE_AGENT_ACCESS_TOKEN);
    } finally {
      await rm(stateDir, { recursive: true, force: true });
    }
  });
});
