/**
 * The quoting of src/shell-quote.ts against a real bash and a real dotenv reader, with hostile
 * values (issue 23: `jobai env --format dotenv` left backticks unescaped, so sourcing the file ran
 * a command). Each value must come back exactly, and nothing may run: a command in a value would
 * create the canary file.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import { dotenvQuote, formatVariables, shellCommand } from "../../src/shell-quote.js";

const dir = mkdtempSync(join(tmpdir(), "jobai-quote-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const canary = join(dir, "pwned");

/** Values that would run `touch <canary>` or change under a careless quoting. */
const HOSTILE = [
  `claude\`touch ${canary}\``,
  `$(touch ${canary})`,
  `a"$(touch ${canary})"b`,
  `it's 'quoted' and "double"`,
  `'; touch ${canary}; echo '`,
  `"; touch ${canary}; echo "`,
  'back\\slash \\\\ \\n \\` \\$ \\" end\\',
  "\\",
  "!",
  "a!b !! !-1 !$ ^a^b",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: bash's expansions, meant literally
  "$HOME ${HOME} $0 $$ $1 ${X:-y}",
  `'\`touch ${canary}\`'`,
  "*; ?[a] ~ {a,b} # not a comment",
  "plain-value_1.2:3@4/5",
  "",
  "ünïcödé ✓",
];
/** Only the shell form can carry these. */
const CONTROL = ["line one\nline two\n", "cr\rlf", "tab\there", "esc\u001b]0;title\u0007"];

/** Source `text` in bash (`set -a; . file`, as a user loads a .env) and read the variables back. */
async function sourceInBash(text: string, names: string[], interactive = false): Promise<string[]> {
  const file = join(dir, "vars.env");
  writeFileSync(file, text);
  const script = `set -euo pipefail; set -a; . ${file}; set +a; for n in ${names.join(" ")}; do printf '%s\\0' "\${!n}"; done`;
  // An interactive shell with history expansion on: `!` in a sourced file must stay as it is.
  const args = interactive ? ["--norc", "--noprofile", "-i", "-c", `set -H; ${script}`] : ["-c", script];
  const result = await execa("bash", args, {
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
    extendEnv: false,
    stripFinalNewline: false,
  });
  return String(result.stdout).split("\0").slice(0, -1);
}

const variables = (values: readonly string[]) =>
  Object.fromEntries(values.map((value, i) => [`V${i}`, value]));

describe("shell and dotenv quoting, sourced in bash", () => {
  it.each([
    ["shell", [...HOSTILE, ...CONTROL]],
    ["dotenv", HOSTILE],
  ] as const)("%s: every hostile value comes back exactly, and nothing runs", async (format, values) => {
    const vars = variables(values);
    const text = formatVariables(vars, format);
    for (const interactive of [false, true]) {
      expect(await sourceInBash(text, Object.keys(vars), interactive)).toEqual(values);
    }
    expect(existsSync(canary)).toBe(false);
  });

  it("dotenv never leaves a backtick bare inside double quotes (the value of issue 23)", () => {
    expect(dotenvQuote("claude`id>/tmp/pwned`")).toBe("'claude`id>/tmp/pwned`'");
    expect(dotenvQuote("it's `id`")).toBe('"it\'s \\`id\\`"');
  });

  it("dotenv refuses a control character, naming the variable and the formats that carry it", () => {
    for (const value of CONTROL) {
      expect(() => formatVariables({ ANTHROPIC_MODEL: value }, "dotenv")).toThrow(
        /ANTHROPIC_MODEL holds a control character.*--format shell or --format json/,
      );
    }
  });

  it("dotenv keeps plain values in double quotes, as the plugin's hook reads them", () => {
    expect(formatVariables({ A: "http://127.0.0.1:80", B: "Authorization: Token abc_-9" }, "dotenv")).toBe(
      'A="http://127.0.0.1:80"\nB="Authorization: Token abc_-9"\n',
    );
  });
});

describe("dotenv quoting, read by python-dotenv", () => {
  const python = async () => {
    const found = await execa("python3", ["-c", "import dotenv"], { reject: false });
    return found.exitCode === 0;
  };

  // python-dotenv expands ${NAME} even in single quotes unless told not to (interpolate=False), as
  // a reader's own feature: it runs nothing.
  it("reads back exactly every value without ' or \\ (those only bash reads back exactly)", async (context) => {
    if (!(await python())) return context.skip("python3 with python-dotenv is not installed here");
    const values = HOSTILE.filter((value) => !value.includes("'") && !value.includes("\\"));
    const file = join(dir, "python.env");
    writeFileSync(file, formatVariables(variables(values), "dotenv"));
    const read = await execa("python3", [
      "-c",
      "import json, sys; from dotenv import dotenv_values; print(json.dumps(dotenv_values(sys.argv[1], interpolate=False)))",
      file,
    ]);
    expect(Object.values(JSON.parse(String(read.stdout)) as Record<string, string>)).toEqual(values);
    expect(existsSync(canary)).toBe(false);
  });
});

describe("shellCommand", () => {
  it("gives bash back the same words, and a first word with = stays a command, not an assignment", async () => {
    const bin = join(dir, "bin");
    await execa("mkdir", ["-p", bin]);
    const words = ["A=b", ...HOSTILE, ...CONTROL.slice(0, 2)];
    // A command named `A=b` that prints its arguments, NUL-separated.
    writeFileSync(join(bin, "A=b"), "#!/usr/bin/env bash\nprintf '%s\\0' \"$@\"\n", { mode: 0o755 });
    const result = await execa("bash", ["-c", shellCommand(words)], {
      env: { PATH: `${bin}:${process.env.PATH ?? "/usr/bin:/bin"}` },
      extendEnv: false,
      stripFinalNewline: false,
    });
    expect(String(result.stdout).split("\0").slice(0, -1)).toEqual(words.slice(1));
    expect(existsSync(canary)).toBe(false);
  });
});
