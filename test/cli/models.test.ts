import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StartedEmulator, startEmulator } from "../../src/emulator/index.js";
import { runJobaiInProcess } from "../helpers/cli-in-process.js";

let emulator: StartedEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(async () => {
  await emulator?.close();
});

const env = () => ({ ...emulator.env, JOBAI_LIMIT_STORE: "memory" });

describe("jobai models", () => {
  it("prints a table of the proxy's models", async () => {
    const run = await runJobaiInProcess(["models"], { env: env() });
    expect(run.exitCode).toBe(0);
    const [header, ...rows] = run.stdout.split("\n");
    expect(header).toMatch(/^ID\s+NAME\s+RELEASED$/);
    expect(rows.some((row) => /^claude-haiku-4-5-20251001\s+Claude Haiku 4\.5\s+2025-10-15$/.test(row))).toBe(
      true,
    );
  });

  it("prints every model as JSON with --json", async () => {
    const run = await runJobaiInProcess(["models", "--json"], { env: env() });
    expect(run.exitCode).toBe(0);
    const models = JSON.parse(run.stdout) as { id: string; display_name: string }[];
    const table = await runJobaiInProcess(["models"], { env: env() });
    expect(models.length).toBe(table.stdout.split("\n").length - 1);
    expect(models).toContainEqual(
      expect.objectContaining({ id: "claude-sonnet-4-5-20250929", type: "model" }),
    );
  });

  it("exits 1 with the status when the proxy fails, 2 outside a job", async () => {
    emulator.faults.add({ fault: { kind: "server-error", status: 502 } });
    try {
      const failed = await runJobaiInProcess(["models"], { env: { ...env(), JOBAI_LIMIT_STORE: "off" } });
      expect(failed.exitCode).toBe(1);
      expect(failed.stderr).toMatch(/the proxy answered 502/);
    } finally {
      emulator.faults.clear();
    }
    const outside = await runJobaiInProcess(["models"], { env: {} });
    expect(outside.exitCode).toBe(2);
    expect(outside.stderr).toMatch(/SERVICE_AGENT_ENDPOINT is not set/);
  }, 20_000);
});

describe("jobai count-tokens", () => {
  it("prints the count the provider gives, from the argument and from stdin", async () => {
    const run = await runJobaiInProcess(
      ["count-tokens", "count these few words", "--model", "claude-haiku-4-5"],
      {
        env: env(),
      },
    );
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/^\d+$/);
    const piped = await runJobaiInProcess(["count-tokens", "--model", "claude-haiku-4-5"], {
      env: env(),
      input: "count these few words",
    });
    expect(piped.stdout).toBe(run.stdout);
    const longer = await runJobaiInProcess(
      ["count-tokens", "count these few words and a good many more besides"],
      {
        env: { ...env(), JOBAI_MODEL: "claude-haiku-4-5" },
      },
    );
    expect(Number(longer.stdout)).toBeGreaterThan(Number(run.stdout));
  });

  it("prints JSON with --json and counts the system prompt", async () => {
    const plain = await runJobaiInProcess(["count-tokens", "hello", "--json"], {
      env: { ...env(), JOBAI_MODEL: "claude-haiku-4-5" },
    });
    expect(plain.exitCode).toBe(0);
    const counted = JSON.parse(plain.stdout) as { model: string; input_tokens: number };
    expect(counted.model).toBe("claude-haiku-4-5");
    const withSystem = await runJobaiInProcess(
      ["count-tokens", "hello", "--json", "--system", "You review diffs."],
      {
        env: { ...env(), JOBAI_MODEL: "claude-haiku-4-5" },
      },
    );
    expect((JSON.parse(withSystem.stdout) as { input_tokens: number }).input_tokens).toBeGreaterThan(
      counted.input_tokens,
    );
  });

  it("exits 2 without a prompt", async () => {
    const noPrompt = await runJobaiInProcess(["count-tokens", "--model", "claude-haiku-4-5"], {
      env: env(),
      input: "",
    });
    expect(noPrompt.exitCode).toBe(2);
  });
});
