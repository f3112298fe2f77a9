import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type PluginConfig, readPluginConfig } from "../../src/config/plugin-config.js";
import { errorOf } from "../helpers/errors.js";

/** The agent's variable form of a configuration: SERVICE_PLUGIN_JOBAI_<KEY>, nested `_SUB`, lists `_0`. */
function toVariables(config: unknown, prefix = "SERVICE_PLUGIN_JOBAI"): Record<string, string> {
  if (Array.isArray(config)) {
    return Object.assign({}, ...config.map((item, i) => toVariables(item, `${prefix}_${i}`)));
  }
  if (typeof config === "object" && config !== null) {
    return Object.assign(
      {},
      ...Object.entries(config).map(([key, value]) =>
        toVariables(value, `${prefix}_${key.toUpperCase().replace(/-/g, "_")}`),
      ),
    );
  }
  return { [prefix]: String(config) };
}

const validConfig: fc.Arbitrary<PluginConfig> = fc.record(
  {
    model: fc.stringMatching(/^[a-z][a-z0-9.-]{0,20}$/),
    "rate-limit": fc.record(
      {
        requests: fc.integer({ min: 1, max: 10_000 }),
        "input-tokens": fc.integer({ min: 1, max: 10_000_000 }),
        window: fc.oneof(fc.integer({ min: 1, max: 600_000 }), fc.stringMatching(/^[1-9]\d{0,3}(ms|s|m)$/)),
        store: fc.constantFrom("memory", "file", "redis", "off" as const),
        "redis-url": fc.constantFrom("redis://127.0.0.1:6379", "rediss://cache.example:6380/2"),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);

describe("readPluginConfig", () => {
  it("gives the same result from SERVICE_PLUGIN_CONFIGURATION and from the variables", () => {
    fc.assert(
      fc.property(validConfig, (config) => {
        const fromJson = readPluginConfig({ SERVICE_PLUGIN_CONFIGURATION: JSON.stringify(config) });
        const fromVariables = readPluginConfig(toVariables(config));
        expect(fromJson).toEqual(config);
        expect(fromVariables).toEqual(fromJson);
      }),
    );
  });

  it("reads nested options from the variables", () => {
    expect(
      readPluginConfig({
        SERVICE_PLUGIN_JOBAI_MODEL: "claude-sonnet-4-5",
        SERVICE_PLUGIN_JOBAI_RATE_LIMIT_REQUESTS: "20",
        SERVICE_PLUGIN_JOBAI_RATE_LIMIT_INPUT_TOKENS: "40000",
        SERVICE_PLUGIN_JOBAI_RATE_LIMIT_WINDOW: "30s",
      }),
    ).toEqual({
      model: "claude-sonnet-4-5",
      "rate-limit": { requests: 20, "input-tokens": 40_000, window: "30s" },
    });
  });

  it("prefers SERVICE_PLUGIN_CONFIGURATION and accepts null or an empty object for no options", () => {
    expect(
      readPluginConfig({ SERVICE_PLUGIN_CONFIGURATION: '{"model":"a"}', SERVICE_PLUGIN_JOBAI_MODEL: "b" }),
    ).toEqual({ model: "a" });
    expect(readPluginConfig({ SERVICE_PLUGIN_CONFIGURATION: "null" })).toEqual({});
    expect(readPluginConfig({ SERVICE_PLUGIN_CONFIGURATION: "{}" })).toEqual({});
    expect(readPluginConfig({})).toEqual({});
  });

  it("warns of an unknown option, naming it and the valid ones, and keeps every other option", () => {
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    expect(
      readPluginConfig({ SERVICE_PLUGIN_JOBAI_MODLE: "x", SERVICE_PLUGIN_JOBAI_TRIGGER: "always" }, warn),
    ).toEqual({ trigger: "always" });
    expect(warnings[0]).toMatch(/SERVICE_PLUGIN_JOBAI_MODLE is not a jobai option and is ignored .*model/);
    expect(warnings[0]).toContain("rate-limit");
    expect(
      readPluginConfig(
        {
          SERVICE_PLUGIN_CONFIGURATION:
            '{"trigerr":"never","model":"m","rate-limit":{"requsts":5,"requests":7}}',
        },
        warn,
      ),
    ).toEqual({ model: "m", "rate-limit": { requests: 7 } });
    expect(warnings[1]).toMatch(
      /^'trigerr' is not a jobai plugin option and is ignored \(valid options: model, trigger/,
    );
    expect(warnings[2]).toMatch(
      /^'rate-limit\.requsts' is not a jobai plugin option .*valid options: requests, input-tokens/,
    );
    readPluginConfig({ SERVICE_PLUGIN_JOBAI_RATE_LIMIT_REQUSTS: "5" }, warn);
    expect(warnings[3]).toMatch(/RATE_LIMIT_REQUSTS is not a jobai option/);
    expect(warnings).toHaveLength(4);
  });

  it.each([
    ['[{"model":"x"}]', "an array"],
    ['"claude"', "a string"],
    ["42", "a number"],
  ])("refuses %s in SERVICE_PLUGIN_CONFIGURATION, naming the variable and the shape it takes", (json, kind) => {
    const error = errorOf(() => readPluginConfig({ SERVICE_PLUGIN_CONFIGURATION: json }));
    expect(error.name).toBe("UsageError");
    expect(error.message).toContain(
      `SERVICE_PLUGIN_CONFIGURATION holds ${kind}, but it must be a JSON object`,
    );
    expect(error.message).toContain('{"model":"claude-sonnet-4-6"');
  });

  it("refuses malformed JSON, naming the variable", () => {
    const error = errorOf(() => readPluginConfig({ SERVICE_PLUGIN_CONFIGURATION: "{model: x" }));
    expect(error.name).toBe("UsageError");
    expect(error.message).toMatch(
      /^SERVICE_PLUGIN_CONFIGURATION is not valid JSON .*check the plugin's options/,
    );
  });

  it.each([
    [{ SERVICE_PLUGIN_JOBAI_RATE_LIMIT_REQUESTS: "many" }, /plugin option rate-limit\.requests/],
    [{ SERVICE_PLUGIN_CONFIGURATION: '{"rate-limit":{"requests":0}}' }, /plugin option rate-limit\.requests/],
    [{ SERVICE_PLUGIN_CONFIGURATION: '{"rate-limit":{"store":"disk"}}' }, /plugin option rate-limit\.store/],
    [{ SERVICE_PLUGIN_CONFIGURATION: '{"model":42}' }, /plugin option model/],
    [
      { SERVICE_PLUGIN_CONFIGURATION: '{"rate-limit":{"window":"soon"}}' },
      /plugin option rate-limit\.window/,
    ],
  ])("refuses a value of the wrong type: %j", (env, message) => {
    const error = errorOf(() => readPluginConfig(env));
    expect(error.name).toBe("UsageError");
    expect(error.message).toMatch(message);
  });
});
