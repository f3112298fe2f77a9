/**
 * `import "jobai"` loads what createClient, createLimiter and createRestClient need, and not the
 * emulator, the relay, the Redis client or the agent CLI's execa: those load when called. Run on
 * dist/ (what the package ships) in a child process, with its modules listed by a loader hook.
 */
import { spawnSync } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../helpers/cli.js";

beforeAll(() => {
  // dist/ as npm ci's prepare builds it; rebuilt only when src/ changed since.
  const build = spawnSync(process.execPath, ["scripts/build-lib.js", "--if-stale", "--lenient"], {
    cwd: repoRoot,
    stdio: "inherit",
  });
  expect(build.status).toBe(0);
}, 120_000);

/** Heavy parts that only some callers need. */
const HEAVY =
  /node_modules\/(ioredis|execa|undici)\/|\/dist\/(emulator|relay\/relay-server|summarize\/summarize-job)/;

describe("a lean import", () => {
  it("loads neither the emulator, the relay, Redis nor execa", () => {
    const run = spawnSync(process.execPath, ["bench/module-count.js", "jobai", "--list"], {
      cwd: repoRoot,
      encoding: "utf8",
    });
    expect(run.status).toBe(0);
    const { files } = JSON.parse(run.stdout) as { files: string[] };
    expect(files.some((file) => file.endsWith("/dist/provider/client.js"))).toBe(true);
    expect(files.filter((file) => HEAVY.test(file))).toEqual([]);
  });

  it("loads the emulator when startEmulator from 'jobai' is called", () => {
    const script = [
      'import { createClient, startEmulator } from "jobai";',
      "const emulator = await startEmulator();",
      'const client = createClient({ env: emulator.env, limits: { store: "memory" } });',
      'const message = await client.messages.create({ model: "claude-haiku-4-5", max_tokens: 20, messages: [{ role: "user", content: "lazy" }] });',
      "console.log(message.content[0].text);",
      "await client.close();",
      "await emulator.close();",
    ].join("\n");
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      cwd: repoRoot,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.stderr).toBe("");
    expect(run.stdout.trim()).toBe("You said: lazy");
  }, 60_000);
});
