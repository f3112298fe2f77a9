import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterEach, describe, expect, it } from "vitest";
import { cleanEnv, jobaiBin, repoRoot, runJobai } from "../helpers/cli.js";

/** Poll until `check` passes or `ms` runs out (bounded: at most ms / 50 tries). */
async function eventually<T>(check: () => Promise<T | undefined>, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (let i = 0; i < ms / 50 && Date.now() < deadline; i++) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`not ready within ${ms} ms`);
}

describe("jobai emulate (the built CLI)", () => {
  let dir: string | undefined;
  let pidFile: string | undefined;

  afterEach(async () => {
    if (pidFile) {
      const pid = Number((await readFile(pidFile, "utf8").catch(() => "")).trim());
      if (pid > 0) {
        try {
          process.kill(pid, "SIGTERM");
        } catch {
          // already gone
        }
      }
    }
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
    pidFile = undefined;
  });

  it("`jobai emulate > job.env &` writes the export lines at once and (with --no-stop-with-parent) outlives the shell that started it; a fresh bash sources them and curls the proxy", async () => {
    dir = await mkdtemp(join(tmpdir(), "jobai-emulate-"));
    pidFile = join(dir, "pid");
    const envFile = join(dir, "job.env");
    const started = await execa(
      "bash",
      [
        "-c",
        `node ${JSON.stringify(jobaiBin)} emulate --quiet --no-stop-with-parent > ${JSON.stringify(envFile)} 2>/dev/null & echo $! > ${JSON.stringify(pidFile)}`,
      ],
      { env: cleanEnv(), extendEnv: false, cwd: repoRoot },
    );
    expect(started.exitCode).toBe(0);
    const text = await eventually(async () => {
      const content = await readFile(envFile, "utf8").catch(() => "");
      return content.includes("export PATH=") ? content : undefined;
    });
    const lines = text.trim().split("\n");
    expect(lines.every((line) => line.startsWith("export "))).toBe(true);
    for (const name of [
      "SERVICE_AGENT_ENDPOINT",
      "SERVICE_AGENT_ACCESS_TOKEN",
      "SERVICE_JOB_ID",
      "SERVICE_BUILD_ID",
      "SERVICE_BUILD_NUMBER",
      "SERVICE_PIPELINE_SLUG",
      "SERVICE_ORGANIZATION_SLUG",
      "SERVICE_BRANCH",
      "SERVICE_COMMIT",
      "SERVICE_LABEL",
    ]) {
      expect(text).toMatch(new RegExp(`^export ${name}='`, "m"));
    }

    const body = JSON.stringify({
      model: "claude-haiku-4-5",
      max_tokens: 50,
      messages: [{ role: "user", content: "hello from curl" }],
    });
    const script = [
      "set -euo pipefail",
      `source ${JSON.stringify(envFile)}`,
      `cd ${JSON.stringify(repoRoot)}`,
      'eval "$(node bin/jobai.js env)"',
      `BODY=${JSON.stringify(body).replace(/\$/g, "\\$")}`,
      'curl -sS "$ANTHROPIC_BASE_URL/v1/messages" -H "x-api-key: $ANTHROPIC_API_KEY" -H "content-type: application/json" -d "$BODY"; echo',
      'curl -sS "$ANTHROPIC_BASE_URL/v1/messages" -H "Authorization: Token $SERVICE_AGENT_ACCESS_TOKEN" -H "content-type: application/json" -d "$BODY"; echo',
      'curl -sS -o /dev/null -w "%{http_code}\\n" "$ANTHROPIC_BASE_URL/v1/messages" -H "Authorization: Bearer $ANTHROPIC_API_KEY" -H "content-type: application/json" -d "$BODY"',
      "service-agent meta-data set emulated yes && service-agent meta-data get emulated; echo",
    ].join("\n");
    const fresh = await execa("bash", ["-c", script], {
      env: cleanEnv(),
      extendEnv: false,
      reject: false,
      timeout: 20_000,
    });
    expect(fresh.stderr).toBe("");
    const [viaKey, viaToken, bearerStatus, metaValue] = String(fresh.stdout).split("\n");
    expect(JSON.parse(viaKey ?? "")).toMatchObject({
      type: "message",
      content: [{ type: "text", text: "You said: hello from curl" }],
    });
    expect(JSON.parse(viaToken ?? "")).toMatchObject({ type: "message" });
    expect(bearerStatus).toBe("401");
    expect(metaValue).toBe("yes");
  });

  it("--json prints the addresses and the job's variables as JSON", async () => {
    dir = await mkdtemp(join(tmpdir(), "jobai-emulate-"));
    pidFile = join(dir, "pid");
    const out = join(dir, "out.json");
    const log = join(dir, "stderr.log");
    await execa(
      "bash",
      [
        "-c",
        `node ${JSON.stringify(jobaiBin)} emulate --json --no-stop-with-parent > ${JSON.stringify(out)} 2> ${JSON.stringify(log)} & echo $! > ${JSON.stringify(pidFile)}`,
      ],
      {
        env: cleanEnv(),
        extendEnv: false,
      },
    );
    const parsed = await eventually(async () => {
      try {
        return JSON.parse(await readFile(out, "utf8")) as {
          url: string;
          proxyUrl: string;
          env: Record<string, string>;
        };
      } catch {
        return undefined;
      }
    });
    expect(parsed.proxyUrl).toBe(`${parsed.url}/v3/ai/vendor`);
    expect(parsed.env.SERVICE_AGENT_ENDPOINT).toBe(`${parsed.url}/v3`);
    const models = await fetch(`${parsed.proxyUrl}/v1/models`, {
      headers: { "x-api-key": parsed.env.SERVICE_AGENT_ACCESS_TOKEN ?? "" },
    });
    expect(models.status).toBe(200);
    // Each request is logged on stderr, without the token (sent here in a query string as well).
    const token = parsed.env.SERVICE_AGENT_ACCESS_TOKEN ?? "";
    await fetch(`${parsed.proxyUrl}/v1/models?leak=${token}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const logged = await eventually(async () => {
      const text = await readFile(log, "utf8").catch(() => "");
      return text.includes("GET /v3/ai/vendor/v1/models 401") ? text : undefined;
    });
    expect(logged).toContain("GET /v3/ai/vendor/v1/models 200");
    expect(logged).not.toContain(token);
  });

  it("stops cleanly on SIGTERM", async () => {
    const child = execa(process.execPath, [jobaiBin, "emulate", "--quiet"], {
      env: cleanEnv(),
      extendEnv: false,
      reject: false,
    });
    // The export lines come first: once they are out, it is serving.
    await new Promise((resolve) => child.stdout?.once("data", resolve));
    child.kill("SIGTERM");
    const result = await child;
    expect(result.exitCode).toBe(0);
    expect(String(result.stderr)).toContain("jobai emulator: stopped");
  });

  it("refuses bad options with exit 2 and a message naming them", async () => {
    for (const [args, message] of [
      [["emulate", "--rpm", "0"], /--rpm must be a whole number/],
      [["emulate", "--window", "soon"], /--window "soon" is not a duration/],
      [["emulate", "--fault", "explode"], /--fault kind "explode" is unknown/],
      [["emulate", "--limit-model", "leaky"], /Invalid values/],
    ] as const) {
      const result = await runJobai([...args]);
      expect(result.exitCode).toBe(2);
      expect(result.stderr).toMatch(message);
    }
  });

  it("says clearly when --port is taken", async () => {
    const { createServer } = await import("node:net");
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const result = await runJobai(["emulate", "--port", String(port)]);
      expect(result.exitCode).toBe(2);
      expect(result.stderr).toContain(`--port ${port} is in use`);
      expect(result.stdout).toBe("");
    } finally {
      blocker.close();
    }
  });

  it("--help teaches with examples", async () => {
    const result = await runJobai(["emulate", "--help"]);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain("jobai emulate > job.env &");
    expect(result.stdout).toContain("--limit-model");
  });

  it("`npx jobai emulate > job.env &` then `kill $!` stops the emulator too (npm's child is not left serving)", async () => {
    dir = await mkdtemp(join(tmpdir(), "jobai-emulate-"));
    const envFile = join(dir, "job.env");
    // As the README's reader runs it: a script backgrounds npx and kills what `$!` names, which is npm.
    const script = [
      `npx jobai emulate --quiet > ${JSON.stringify(envFile)} 2>/dev/null &`,
      "npx_pid=$!",
      `for _ in $(seq 1 200); do grep -q '^export PATH=' ${JSON.stringify(envFile)} 2>/dev/null && break; sleep 0.05; done`,
      "kill $npx_pid",
    ].join("\n");
    const run = await execa("bash", ["-c", script], { env: cleanEnv(), extendEnv: false, cwd: repoRoot });
    expect(run.exitCode).toBe(0);
    const endpoint = /^export SERVICE_AGENT_ENDPOINT='([^']+)'$/m.exec(await readFile(envFile, "utf8"))?.[1];
    expect(endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v3$/);
    const base = String(endpoint).replace(/\/v3$/, "");
    // It watches its parent once a second: within a few seconds nothing listens at its address.
    const refused = await eventually(async () => {
      try {
        await fetch(base, { signal: AbortSignal.timeout(1000) });
        return undefined;
      } catch {
        return true;
      }
    }, 8_000);
    expect(refused).toBe(true);
  }, 30_000);
});
