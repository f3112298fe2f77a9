import { describe, expect, it } from "vitest";
import { resolveSettings } from "../../src/config/settings.js";
import { errorOf } from "../helpers/errors.js";

describe("resolveSettings", () => {
  it("defaults to the proxy's documented limits and the memory store outside a job", () => {
    const settings = resolveSettings({}, {}, {});
    expect(settings.limits).toEqual({ requests: 50, inputTokens: 50_000, windowMs: 60_000 });
    expect(settings.store).toBe("memory");
    expect(settings.agentBin).toBe("service-agent");
  });

  it("uses the file store inside a job and redis when an address is configured", () => {
    const job = { SERVICE_JOB_ID: "j", SERVICE_AGENT_ENDPOINT: "https://a.example" };
    expect(resolveSettings({}, {}, job).store).toBe("file");
    expect(resolveSettings({}, {}, { ...job, JOBAI_REDIS_URL: "redis://127.0.0.1:6379" }).store).toBe(
      "redis",
    );
  });

  it("takes options over plugin options over variables", () => {
    const env = { JOBAI_LIMIT_REQUESTS: "10", JOBAI_LIMIT_WINDOW: "2s", JOBAI_MODEL: "env-model" };
    const plugin = { model: "plugin-model", "rate-limit": { requests: 20 } };
    expect(resolveSettings({}, {}, env)).toMatchObject({
      limits: { requests: 10, windowMs: 2000 },
      model: "env-model",
    });
    expect(resolveSettings({}, plugin, env)).toMatchObject({
      limits: { requests: 20 },
      model: "plugin-model",
    });
    expect(resolveSettings({ requests: 30, model: "option-model" }, plugin, env)).toMatchObject({
      limits: { requests: 30 },
      model: "option-model",
    });
  });

  // Issue 23: a backtick in JOBAI_MODEL ran a command when `jobai env --format dotenv` was sourced.
  it("refuses a model that is not a model id, naming where it came from", () => {
    for (const bad of ["claude`id`", "a b", "$(id)", "x\ny", "m;rm", "'q'", "\\"]) {
      expect(() => resolveSettings({}, {}, { JOBAI_MODEL: bad })).toThrow(
        /^JOBAI_MODEL is not a model id \(letters, digits and \. - _ : @ \/ only\): set it to one such as claude-sonnet-4-5$/,
      );
      expect(() => resolveSettings({}, { model: bad }, {})).toThrow(
        /^the plugin option model is not a model id/,
      );
      expect(() => resolveSettings({ model: bad }, {}, {})).toThrow(/^the model option \(--model/);
    }
    for (const good of [
      "claude-sonnet-4-5",
      "us.anthropic.claude-opus-4-1-20250805-v1:0",
      "claude@2025",
      "a/b_c",
    ]) {
      expect(resolveSettings({}, {}, { JOBAI_MODEL: good }).model).toBe(good);
    }
  });

  it.each([
    ["500ms", 500],
    ["60s", 60_000],
    ["2m", 120_000],
    ["1500", 1500],
  ])("reads the window %s as %d ms", (window, ms) => {
    expect(resolveSettings({}, {}, { JOBAI_LIMIT_WINDOW: window }).limits.windowMs).toBe(ms);
  });

  it.each([
    [
      { JOBAI_LIMIT_REQUESTS: "0" },
      /request limit \(JOBAI_LIMIT_REQUESTS, rate-limit\.requests\) must be greater than 0/,
    ],
    [{ JOBAI_LIMIT_REQUESTS: "-5" }, /JOBAI_LIMIT_REQUESTS/],
    [{ JOBAI_LIMIT_INPUT_TOKENS: "lots" }, /JOBAI_LIMIT_INPUT_TOKENS/],
    [{ JOBAI_LIMIT_WINDOW: "0" }, /window \(JOBAI_LIMIT_WINDOW/],
    [{ JOBAI_LIMIT_WINDOW: "soon" }, /JOBAI_LIMIT_WINDOW/],
    [{ JOBAI_LIMIT_STORE: "disk" }, /must be one of memory, file, redis, off/],
    [{ JOBAI_REDIS_URL: "localhost:6379" }, /redis:\/\/ or rediss:\/\/ URL/],
    [{ JOBAI_LIMIT_STORE: "redis" }, /the redis store needs an address: set JOBAI_REDIS_URL/],
  ])("refuses %j with a message naming the setting", (env, message) => {
    const error = errorOf(() => resolveSettings({}, {}, env));
    expect(error.name).toBe("UsageError");
    expect(error.message).toMatch(message);
  });
});
