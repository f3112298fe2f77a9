/**
 * Without OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT), no module of
 * OpenTelemetry is loaded: `jobai ask` (the committed bundle) runs under a loader hook that lists
 * every module it loads, and the SDK's chunk is not among them; with the variable set, it is (so
 * the check can fail). `import "jobai"` is checked the same way in test/install/package.test.ts.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StartedEmulator, startEmulator } from "../../src/emulator/index.js";
import { cleanEnv, jobaiBin, repoRoot } from "../helpers/cli.js";

let emulator: StartedEmulator;
let dir: string;

beforeAll(async () => {
  emulator = await startEmulator();
  dir = await mkdtemp(join(tmpdir(), "jobai-otel-modules-"));
});
afterAll(async () => {
  await emulator?.close();
  await rm(dir, { recursive: true, force: true });
});

/** The file modules `jobai ask hello` loads, listed by a loader hook that appends each to a file. */
async function modulesOfAsk(extra: Record<string, string>): Promise<string[]> {
  const log = join(dir, `modules-${Object.keys(extra).length}.txt`);
  const hooks = `import { appendFileSync } from "node:fs";
export async function load(url, context, next) {
  if (url.startsWith("file:")) appendFileSync(${JSON.stringify(log)}, url + "\\n");
  return next(url, context);
}`;
  const register = `import { register } from "node:module"; register("data:text/javascript," + encodeURIComponent(${JSON.stringify(hooks)}));`;
  const run = await execa(
    process.execPath,
    ["--import", `data:text/javascript,${encodeURIComponent(register)}`, jobaiBin, "ask", "hello"],
    {
      env: cleanEnv({ ...emulator.env, JOBAI_MODEL: "claude-haiku-4-5", JOBAI_STATE_DIR: dir, ...extra }),
      extendEnv: false,
      reject: false,
      cwd: repoRoot,
      timeout: 15_000,
    },
  );
  expect(run.stdout).toBe("You said: hello");
  expect(run.exitCode).toBe(0);
  return (await readFile(log, "utf8")).split("\n").filter(Boolean);
}

const openTelemetry = (modules: string[]) =>
  modules.filter((url) => /\/otel-sdk[-.]|@opentelemetry/.test(url));

describe("OpenTelemetry is loaded only when asked for", () => {
  it("`jobai ask` without OTEL_EXPORTER_OTLP_ENDPOINT loads none of it", async () => {
    const modules = await modulesOfAsk({});
    expect(modules.some((url) => url.endsWith("/bundle/jobai.js"))).toBe(true);
    expect(openTelemetry(modules)).toEqual([]);
  });

  it("with it set (to a port nobody listens at), the SDK's chunk is loaded", async () => {
    const modules = await modulesOfAsk({
      OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:1",
      OTEL_EXPORTER_OTLP_TIMEOUT: "200",
    });
    expect(openTelemetry(modules).length).toBeGreaterThan(0);
  });
});
