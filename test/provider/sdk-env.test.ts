import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StartedEmulator, startEmulator } from "../../src/emulator/index.js";
import { cleanEnv, jobaiBin, repoRoot } from "../helpers/cli.js";

/**
 * DESIGN.md, Facts measured: after `eval "$(jobai env)"`, a plain `new Anthropic()` in a user's own
 * script must pass the strict proxy. The SDK sends ANTHROPIC_API_KEY as `Authorization: Bearer`;
 * ANTHROPIC_CUSTOM_HEADERS (`Authorization: Token <t>`) is merged over it.
 */
const USER_SCRIPT = `
import Anthropic from "@anthropic-ai/sdk";
const client = new Anthropic({ maxRetries: 0 });
const message = await client.messages.create({
  model: "claude-haiku-4-5",
  max_tokens: 32,
  messages: [{ role: "user", content: "plain sdk" }],
});
process.stdout.write(JSON.stringify(message));
`;

let emulator: StartedEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(async () => {
  await emulator?.close();
});

async function runUserScript(setup: string) {
  const result = await execa(
    "bash",
    ["-c", `set -euo pipefail; ${setup}; node --input-type=module -e "$USER_SCRIPT"`],
    {
      cwd: repoRoot,
      env: cleanEnv({ ...emulator.env, USER_SCRIPT, JOBAI_BIN: jobaiBin }),
      extendEnv: false,
      reject: false,
      timeout: 15_000,
    },
  );
  return result;
}

describe("a plain new Anthropic() after the exported environment", () => {
  it('works against the strict proxy after eval "$(jobai env)", sending only Authorization: Token', async () => {
    const before = emulator.traffic.length;
    const result = await runUserScript('eval "$(node "$JOBAI_BIN" env)"');
    expect(result.stderr).toBe("");
    expect(result.exitCode).toBe(0);
    expect(JSON.parse(String(result.stdout)).content[0].text).toBe("You said: plain sdk");
    const calls = emulator.traffic.slice(before).filter((request) => request.surface === "proxy");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.status).toBe(200);
    expect(calls[0]?.headers.authorization).toBe(`Token ${emulator.jobToken}`);
    expect(calls[0]?.headers["x-api-key"]).toBeUndefined();
  });

  it("works after the environment hook's bash function too", async () => {
    const result = await runUserScript("source hooks/lib/proxy-env.bash; jobai_export_proxy_env");
    expect(result.exitCode).toBe(0);
    expect(JSON.parse(String(result.stdout)).type).toBe("message");
  });

  it("is refused without ANTHROPIC_CUSTOM_HEADERS (the SDK's Bearer alone), so the header is what makes it work", async () => {
    const result = await runUserScript('eval "$(node "$JOBAI_BIN" env)"; unset ANTHROPIC_CUSTOM_HEADERS');
    expect(result.exitCode).not.toBe(0);
    expect(String(result.stderr)).toMatch(/401/);
    expect(String(result.stderr)).not.toContain(emulator.jobToken);
  });
});
