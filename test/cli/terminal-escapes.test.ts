/**
 * Server data reaches a person's terminal as inert text (issue 23: a build message holding
 * `\e]0;title\a` set the terminal's title from `jobai builds list`; `| cat -v` showed
 * `^[]0;title^G`). Tables show every control character as an escape; `--json` stays exact JSON.
 */

import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { visible, visibleLog, visibleStream } from "../../src/cli/visible.js";
import { cleanEnv, jobaiBin } from "../helpers/cli.js";
import { runJobaiInProcess } from "../helpers/cli-in-process.js";
import { useEmulator } from "../helpers/emulator.js";
import { type StandaloneRestEmulator, startRestEmulator } from "../helpers/rest-emulator.js";

vi.setConfig({ testTimeout: 60_000 });

// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what must not be printed
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const HOSTILE =
  "fix \u001b]0;pwned title\u0007 \u001b]52;c;ZWNobyBoaQ==\u0007 \u001b[2K\r\u009b31m red \u202egnp.exe\nsecond line\ttab";

const LOG = "\u001b[31mred\u001b[0m line\r\n\ttabbed \u001b]0;pwned title\u0007 and \u001b[2J\rover\n";

let emu: StandaloneRestEmulator;
let env: Record<string, string>;
beforeAll(async () => {
  emu = await startRestEmulator();
  emu.api.seedBuilds(3);
  for (const build of emu.api.store.builds) {
    build.message = HOSTILE;
    for (const job of build.jobs) job.log = LOG;
  }
  env = { SERVICE_API_URL: emu.url, SERVICE_API_TOKEN: emu.token };
});
afterAll(() => emu.close());

const app = ["--org", "acme", "--pipeline", "app"];

describe("tables of server data", () => {
  it("builds list shows each control character as an escape, one line per build", async () => {
    const table = await runJobaiInProcess(["builds", "list", ...app], { env });
    expect(table.exitCode).toBe(0);
    expect(table.stdout).not.toMatch(RAW_CONTROL);
    const lines = table.stdout.trim().split("\n");
    expect(lines).toHaveLength(4); // the header and three builds: a newline in a message is no new row
    expect(lines[1]).toContain(
      "fix \\e]0;pwned title\\a \\e]52;c;ZWNobyBoaQ==\\a \\e[2K\\r\\x9b31m red \\u202egnp", // cut to the column's width
    );
  });

  it("builds get too", async () => {
    const number = String(emu.api.store.builds[0]?.number);
    const get = await runJobaiInProcess(["builds", "get", number, ...app], { env });
    expect(get.exitCode).toBe(0);
    expect(get.stdout).not.toMatch(RAW_CONTROL);
    expect(get.stdout).toContain("\\e]0;pwned title\\a");
  });

  it("--json keeps the exact value, with C1 and bidirectional controls escaped too (JSON.stringify leaves them raw)", async () => {
    const json = await runJobaiInProcess(["builds", "list", ...app, "--json"], { env });
    expect(json.exitCode).toBe(0);
    expect(json.stdout).not.toMatch(RAW_CONTROL);
    expect(json.stdout).toContain("\\u009b31m red \\u202egnp.exe");
    const builds = JSON.parse(json.stdout) as { message: string }[];
    expect(builds.map((build) => build.message)).toEqual([HOSTILE, HOSTILE, HOSTILE]);
  });
});

describe("a job's log", () => {
  const logArgs = () => {
    const build = emu.api.store.builds[0];
    return ["jobs", "log", String(build?.jobs[0]?.id), ...app, "--build", String(build?.number)];
  };

  it("piped, is printed exactly as the server holds it", async () => {
    const log = await runJobaiInProcess(logArgs(), { env });
    expect(log.exitCode).toBe(0);
    expect(log.stdout).toBe(LOG.replace(/\n$/, "")); // runJobai drops the final newline
  });

  it("on a terminal, keeps lines, tabs and colours and shows every other control as an escape", async (context) => {
    const found = await execa("script", ["--version"], { reject: false });
    if (found.exitCode !== 0) return context.skip("script(1), to give the CLI a terminal, is not installed");
    const command = [process.execPath, jobaiBin, ...logArgs()].map((word) => `'${word}'`).join(" ");
    const run = await execa("script", ["-qec", command, "/dev/null"], {
      env: cleanEnv(env),
      extendEnv: false,
      reject: false,
    });
    expect(run.exitCode).toBe(0);
    // The terminal turns each \n into \r\n (a kept \r\n into \r\r\n).
    expect(String(run.stdout).replace(/\r+\n/g, "\n")).toBe(
      "\u001b[31mred\u001b[0m line\n\ttabbed \\e]0;pwned title\\a and \\e[2J\\rover",
    );
  });
});

/** `args` run on a terminal (script(1)): its output, or undefined where script is missing. */
async function onTerminal(args: string[], env: Record<string, string>): Promise<string | undefined> {
  const found = await execa("script", ["--version"], { reject: false });
  if (found.exitCode !== 0) return undefined;
  const command = [process.execPath, jobaiBin, ...args].map((word) => `'${word}'`).join(" ");
  const run = await execa("script", ["-qec", command, "/dev/null"], {
    env: cleanEnv(env),
    extendEnv: false,
    reject: false,
  });
  expect(run.exitCode).toBe(0);
  // The terminal turns each \n into \r\n (a kept \r\n into \r\r\n).
  return String(run.stdout).replace(/\r+\n/g, "\n");
}

describe("jobai ask's answer on a terminal (the emulator echoes the prompt)", () => {
  const provider = useEmulator();
  it("shows the model's control characters as escapes, keeping colours", async (context) => {
    const prompt = "hi \u001b]0;pwned\u0007 \u001b[1mbold\u001b[0m";
    const out = await onTerminal(["ask", prompt], { ...provider().env, JOBAI_LIMIT_STORE: "memory" });
    if (out === undefined) return context.skip("script(1), to give the CLI a terminal, is not installed");
    expect(out).toContain("You said: hi \\e]0;pwned\\a \u001b[1mbold\u001b[0m");
  });
});

describe("visible", () => {
  it("escapes C0, DEL, C1 and bidirectional controls, and keeps what it is told to", () => {
    expect(visible("a\u0000b\u001fc\u007fd\u0085e\u2066f")).toBe("a\\x00b\\x1fc\\x7fd\\x85e\\u2066f");
    expect(visible("line\nnext\u001b", "\n")).toBe("line\nnext\\e");
    expect(visible("plain text, ünïcödé ✓")).toBe("plain text, ünïcödé ✓");
    const stream = visibleStream();
    const pieces = ["a\u001b", "[3", "1mred\u001b[0m\r", "\nx\u001b]0;t\u0007\u001b"];
    expect(pieces.map((piece) => stream.write(piece)).join("") + stream.end()).toBe(
      "a\u001b[31mred\u001b[0m\r\nx\\e]0;t\\a\\e",
    );
    expect(visibleLog("\u001b[1;31mx\u001b[m\r\ny\rz\u001b]8;;http://e\u001b\\")).toBe(
      "\u001b[1;31mx\u001b[m\r\ny\\rz\\e]8;;http://e\\e\\",
    );
  });
});
