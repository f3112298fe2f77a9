/**
 * The job is resolved once per way in (issue 16): on the path from a log to an annotation the
 * settings, the plugin configuration, the secret values and the proxy access are each read once,
 * and passed down in a JobContext. Counted with wrappers around the real resolvers while a summary
 * runs against the emulator (real HTTP, the real SDK, the agent CLI stand-in).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli/main.js";
import { createJobContext } from "../../src/config/job-context.js";
import { logger } from "../../src/log.js";
import { createClient } from "../../src/provider/client.js";
import { digestText } from "../../src/summarize/digest.js";
import { summarizeJob } from "../../src/summarize/summarize-job.js";
import { useEmulator } from "../helpers/emulator.js";

const counts = vi.hoisted(() => ({
  resolveSettings: 0,
  readPluginConfig: 0,
  secretValuesFromEnv: 0,
  readProxyAccess: 0,
}));

vi.mock("../../src/config/settings.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../src/config/settings.js")>();
  return {
    ...actual,
    resolveSettings: (...args: Parameters<typeof actual.resolveSettings>) => {
      counts.resolveSettings++;
      return actual.resolveSettings(...args);
    },
  };
});
vi.mock("../../src/config/plugin-config.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../src/config/plugin-config.js")>();
  return {
    ...actual,
    readPluginConfig: (...args: Parameters<typeof actual.readPluginConfig>) => {
      counts.readPluginConfig++;
      return actual.readPluginConfig(...args);
    },
  };
});
vi.mock("../../src/secrets.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../src/secrets.js")>();
  return {
    ...actual,
    secretValuesFromEnv: (...args: Parameters<typeof actual.secretValuesFromEnv>) => {
      counts.secretValuesFromEnv++;
      return actual.secretValuesFromEnv(...args);
    },
  };
});
vi.mock("../../src/config/job-env.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../src/config/job-env.js")>();
  return {
    ...actual,
    readProxyAccess: (...args: Parameters<typeof actual.readProxyAccess>) => {
      counts.readProxyAccess++;
      return actual.readProxyAccess(...args);
    },
  };
});

const work = mkdtempSync(join(tmpdir(), "jobai-context-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("a summary resolves the job once", () => {
  const emu = useEmulator();
  beforeAll(() => {
    // The process-wide logger reads process.env's secrets once per process (src/log.ts), whenever
    // something first logs: made here so the count below is the summary's own.
    logger();
  });
  beforeEach(() => {
    for (const name of Object.keys(counts) as (keyof typeof counts)[]) counts[name] = 0;
  });

  it("from a log to an annotation: settings, plugin configuration, secrets and access once each", async () => {
    const log = join(work, "step.log");
    writeFileSync(log, "npm test\nFAIL src/app.test.ts\nError: expected 2 to be 3\n    at app.test.ts:4:3\n");
    const env = {
      ...emu().env,
      JOBAI_STATE_DIR: join(work, "state"),
      JOBAI_LIMIT_STORE: "memory",
      SERVICE_PLUGIN_CONFIGURATION: JSON.stringify({ "rate-limit": { requests: 40 }, budget: 3000 }),
    };
    const outcome = await summarizeJob({ source: { kind: "log", path: log }, env, warn: () => {} });
    expect(outcome.status).toBe("summarized");
    const annotations = await emu().annotations();
    expect(annotations).toHaveLength(1);
    expect(counts).toEqual({
      resolveSettings: 1,
      readPluginConfig: 1,
      secretValuesFromEnv: 1,
      readProxyAccess: 1,
    });
  });
});

describe("jobai summarize resolves the job once", () => {
  const emu = useEmulator();
  beforeAll(() => {
    logger();
  });

  it("the CLI's way in, run in this process: settings, plugin configuration, secrets and access once each", async () => {
    const log = join(work, "cli-step.log");
    writeFileSync(
      log,
      "make\nerror: undefined reference to `main'\ncollect2: error: ld returned 1 exit status\n",
    );
    const env: Record<string, string> = {
      ...emu().env,
      JOBAI_STATE_DIR: join(work, "cli-state"),
      JOBAI_LIMIT_STORE: "memory",
      SERVICE_PLUGIN_CONFIGURATION: JSON.stringify({ model: "claude-haiku-4-5" }),
    };
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    const out = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const err = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    for (const name of Object.keys(counts) as (keyof typeof counts)[]) counts[name] = 0;
    let code: number;
    try {
      code = await main(["summarize", "--log", log]);
    } finally {
      out.mockRestore();
      err.mockRestore();
      vi.unstubAllEnvs();
    }
    expect(code).toBe(0);
    expect(await emu().annotations()).toHaveLength(1);
    const sent = emu().traffic.filter((request) => request.surface === "proxy");
    expect((sent[0]?.body as { model?: string }).model).toBe("claude-haiku-4-5");
    expect(counts).toEqual({
      resolveSettings: 1,
      readPluginConfig: 1,
      secretValuesFromEnv: 1,
      readProxyAccess: 1,
    });
  });
});

describe("createClient resolves the job once", () => {
  const emu = useEmulator();
  beforeEach(() => {
    for (const name of Object.keys(counts) as (keyof typeof counts)[]) counts[name] = 0;
  });

  it("reads the access, the plugin options and the settings once, and sends the job token once as x-api-key", async () => {
    const client = createClient({ env: { ...emu().env, JOBAI_LIMIT_STORE: "memory" } });
    try {
      await client.messages.create({
        model: "claude-sonnet-4-6",
        max_tokens: 16,
        messages: [{ role: "user", content: "hi" }],
      });
    } finally {
      await client.close();
    }
    expect(counts).toMatchObject({ readProxyAccess: 1, readPluginConfig: 1, resolveSettings: 1 });
    const sent = emu().traffic.filter((request) => request.surface === "proxy");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers["x-api-key"]).toBe(emu().jobToken);
    expect(sent[0]?.headers.authorization).toBeUndefined();
  });

  it("given a context, reads nothing again", async () => {
    const context = createJobContext({ env: { ...emu().env, JOBAI_LIMIT_STORE: "off" } });
    expect(context.access.token).toBe(emu().jobToken);
    expect(context.settings.store).toBe("off");
    for (const name of Object.keys(counts) as (keyof typeof counts)[]) counts[name] = 0;
    const client = createClient({ context });
    await client.close();
    expect(client.limiter).toBeUndefined();
    expect(counts).toEqual({
      resolveSettings: 0,
      readPluginConfig: 0,
      secretValuesFromEnv: 0,
      readProxyAccess: 0,
    });
  });
});

describe("LogScanner uses the environment it is given", () => {
  const secret = "s3cr3t-from-the-process-env-0123456789";
  const log = `npm test\nError: login failed with ${secret}\n    at auth.test.ts:4:3\n`;

  it("redacts the given env's secrets, not process.env's", () => {
    vi.stubEnv("JOBAI_TEST_PROCESS_TOKEN", secret);
    try {
      const given = digestText(log, { env: { OTHER_TOKEN: "another-secret-value-98765" } });
      expect(given.text).toContain(secret);
      const fromProcess = digestText(log, {});
      expect(fromProcess.text).not.toContain(secret);
      const fromGiven = digestText(log, { env: { JOB_TOKEN: secret } });
      expect(fromGiven.text).not.toContain(secret);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
