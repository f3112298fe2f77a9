/**
 * The CLI's edges a new user meets first (issue 21), each run as the user runs it, in a child
 * process: `jobai` alone, a port out of range, and counts in messages.
 */
import { describe, expect, it } from "vitest";
import { commandIndex } from "../../src/cli/command-index.js";
import { counted } from "../../src/cli/plural.js";
import { runJobaiInProcess } from "../helpers/cli-in-process.js";

describe("jobai with no command", () => {
  it("prints the list of commands it points to, and exits 2", async () => {
    const run = await runJobaiInProcess([]);
    expect(run.exitCode).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("Commands:");
    for (const command of commandIndex)
      expect(run.stderr).toMatch(new RegExp(`^ +jobai ${command.name} `, "m"));
    // The list comes before the message that points to it.
    expect(run.stderr.indexOf("Commands:")).toBeLessThan(run.stderr.indexOf("see the list above"));
  });

  it("prints no list when a command was named", async () => {
    const run = await runJobaiInProcess(["limits", "--bogus"]);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).not.toContain("Commands:");
  });
});

describe("a command of actions given none", () => {
  for (const [command, action] of [
    ["builds", "list"],
    ["registries", "create"],
    ["jobs", "log"],
  ] as const) {
    it(`jobai ${command} lists its actions, each described, then asks for one (exit 2)`, async () => {
      const run = await runJobaiInProcess([command]);
      expect(run.exitCode).toBe(2);
      expect(run.stdout).toBe("");
      expect(run.stderr).not.toContain("Not enough non-option arguments");
      expect(run.stderr).toContain("Commands:");
      expect(run.stderr).toMatch(new RegExp(`^ +jobai ${command} ${action}\\b.* {2}\\S`, "m"));
      const ask = run.stderr.slice(run.stderr.indexOf("jobai: Give an action: "));
      expect(ask).toMatch(new RegExp(`^jobai: Give an action: .*\\b${action}\\b`));
      expect(ask).toContain(`\njobai: Run 'jobai ${command} --help' for usage.`);
      expect(run.stderr.indexOf("Commands:")).toBeLessThan(run.stderr.indexOf("Give an action"));
    });
  }

  it("an action still runs as before (bad input named, exit 2)", async () => {
    const run = await runJobaiInProcess(["builds", "get"]);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).not.toContain("Commands:");
  });
});

describe("--port out of range", () => {
  for (const command of ["emulate", "relay"]) {
    for (const port of ["99999", "-1", "80.5", "abc"]) {
      it(`jobai ${command} --port ${port} is bad input (exit 2), named, with no stack trace`, async () => {
        const run = await runJobaiInProcess([command, "--port", port]);
        expect(run.exitCode).toBe(2);
        expect(run.stderr).toMatch(/^jobai: --port must be a whole number from 0 to 65535, not /);
        expect(run.stderr).not.toMatch(/RangeError|ERR_SOCKET_BAD_PORT|^\s+at /m);
      });
    }
  }
});

describe("counts in messages", () => {
  it("says 1 request, 2 requests, 0 requests", () => {
    expect(counted(1, "request")).toBe("1 request");
    expect(counted(2, "request")).toBe("2 requests");
    expect(counted(0, "request")).toBe("0 requests");
    expect(counted(1, "messages call")).toBe("1 messages call");
  });

  it("jobai ask cut at --max-tokens 1 says '1 token'", async () => {
    const { startEmulator } = await import("../../src/emulator/index.js");
    const emulator = await startEmulator();
    try {
      const run = await runJobaiInProcess(["ask", "--max-tokens", "1", "a longer question"], {
        env: { ...emulator.env, JOBAI_MODEL: "claude-haiku-4-5", JOBAI_LIMIT_STORE: "memory" },
      });
      expect(run.exitCode).toBe(0);
      expect(run.stderr).toBe("jobai: the answer was cut at 1 token: raise --max-tokens for more");
    } finally {
      await emulator.close();
    }
  });
});
