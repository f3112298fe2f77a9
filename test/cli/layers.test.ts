import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = resolve(import.meta.dirname, "../../src");

/** Every .ts file under a folder of src/, with the src/ paths of what it imports. */
function importsOf(folder: string): { file: string; target: string }[] {
  const found: { file: string; target: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".ts")) {
        const text = readFileSync(path, "utf8");
        for (const match of text.matchAll(/(?:from|import)\s*\(?\s*"(\.[^"]+)"/g)) {
          const target = relative(SRC, resolve(dir, match[1] ?? ""));
          found.push({ file: relative(SRC, path), target });
        }
      }
    }
  };
  walk(join(SRC, folder));
  return found;
}

describe("layers", () => {
  it.each([
    "emulator",
    "rest",
    "relay",
    "summarize",
    "limit",
    "provider",
    "config",
  ])("src/%s imports nothing from src/cli/ (the CLI sits on top; shared code lives in a neutral place)", (folder) => {
    const imports = importsOf(folder);
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter(({ target }) => target.startsWith("cli/"))).toEqual([]);
  });

  it("the CLI's table rows and KEY=value parsing live under src/cli/, not src/rest/", () => {
    const rest = readdirSync(join(SRC, "rest"));
    expect(rest).not.toContain("table-rows.ts");
    expect(rest).not.toContain("key-value.ts");
    expect(readdirSync(join(SRC, "cli"))).toEqual(expect.arrayContaining(["table-rows.ts", "key-value.ts"]));
  });
});

describe("CLI commands are typed", () => {
  it("no builder is cast (`as never`): tsc checks every handler's arguments against its builder", () => {
    const commands = join(SRC, "cli", "commands");
    const cast = readdirSync(commands).filter((name) =>
      readFileSync(join(commands, name), "utf8").includes("as never"),
    );
    expect(cast).toEqual([]);
  });
});
