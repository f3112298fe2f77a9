import { access, constants, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { pluginConfigJsonSchema } from "../../src/config/plugin-config.js";
import { VERSION } from "../../src/version.js";
import { repoRoot } from "../helpers/cli.js";

/** A JSON Schema without what only zod adds: `$schema` and the safe-integer maximum. */
function comparable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(comparable);
  if (typeof node !== "object" || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "$schema" || (key === "maximum" && value === Number.MAX_SAFE_INTEGER)) continue;
    out[key] = comparable(value);
  }
  return out;
}

describe("plugin.yml", () => {
  it("has the plugin's identity and requirements", async () => {
    const plugin = parse(await readFile(join(repoRoot, "plugin.yml"), "utf8"));
    expect(plugin.name).toBe("jobai");
    expect(plugin.description).toEqual(expect.any(String));
    expect(plugin.author).toEqual(expect.any(String));
    expect(plugin.requirements).toEqual(expect.arrayContaining(["bash", "node"]));
    expect(plugin.configuration.additionalProperties).toBe(false);
  });

  it("documents exactly the options the code accepts", async () => {
    const plugin = parse(await readFile(join(repoRoot, "plugin.yml"), "utf8"));
    expect(comparable(plugin.configuration)).toEqual(comparable(pluginConfigJsonSchema()));
  });

  it("ships executable hooks", async () => {
    await expect(access(join(repoRoot, "hooks/environment"), constants.X_OK)).resolves.toBeUndefined();
  });
});

describe("package.json", () => {
  it("matches the version the CLI reports", async () => {
    const pkg = JSON.parse(await readFile(join(repoRoot, "package.json"), "utf8"));
    expect(pkg.version).toBe(VERSION);
    expect(pkg.engines.node).toBe(">=20.19");
    expect(pkg.type).toBe("module");
  });
});
