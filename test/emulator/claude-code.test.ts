import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { claudeBin, claudeCodeMissing } from "../helpers/claude-code.js";
import { useEmulator } from "../helpers/emulator.js";

describe.skipIf(claudeCodeMissing !== undefined)(
  "Claude Code (the real CLI) against the emulator's proxy",
  () => {
    const emu = useEmulator();

    it("answers in print mode with ANTHROPIC_API_KEY sent as x-api-key, and the proxy counts its cached prompt", async () => {
      const home = await mkdtemp(join(tmpdir(), "jobai-claude-home-"));
      try {
        const result = await execa(claudeBin ?? "claude", ["-p", "say hello", "--output-format", "json"], {
          env: {
            ...emu().env,
            HOME: home,
            ANTHROPIC_BASE_URL: emu().proxyUrl,
            ANTHROPIC_API_KEY: emu().jobToken,
            CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
          },
          extendEnv: false,
          reject: false,
          timeout: 60_000,
          stdin: "ignore",
        });
        expect(result.exitCode, String(result.stderr)).toBe(0);
        const output = JSON.parse(String(result.stdout)) as { is_error: boolean; result: string };
        expect(output.is_error).toBe(false);
        expect(output.result).toContain("say hello");
        const messages = emu().traffic.filter((entry) => entry.path.startsWith("/v3/ai/vendor/v1/messages"));
        expect(messages.length).toBeGreaterThan(0);
        expect(messages[0]?.headers["x-api-key"]).toBe(emu().jobToken);
        expect(messages[0]?.status).toBe(200);
        // A large system prompt, written to the cache on the first request (DESIGN.md, Facts measured).
        expect(messages[0]?.countedInputTokens).toBeGreaterThan(10_000);
      } finally {
        await rm(home, { recursive: true, force: true });
      }
    }, 90_000);
  },
);
