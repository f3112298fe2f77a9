/**
 * A secret's name at the end of one line and its value on the next (issue 33's formats): the
 * digest redacts a kept line together with the line before it when that one ends in a secret name,
 * so the value, which alone reads as an ordinary word, is hidden. Each shape in one read and with
 * the name at the end of one read and the value at the start of the next.
 */
import { describe, expect, it } from "vitest";
import { digestChunks, digestText } from "../../src/summarize/digest.js";

/** Values that pass as ordinary words alone on their line, and are secrets under a secret name. */
const VALUES = ["summer2024", "hunter2hunter2"];

/** [what, name line, value line] */
const SHAPES: [string, string, (value: string) => string][] = [
  ["a YAML plain scalar on the next line", "  password:", (v) => `    ${v}`],
  ["PHP's var_dump of an array", '  ["password"]=>', (v) => `  string(${v.length}) "${v}"`],
  ["PHP's print_r with the value wrapped", "    [db_password] =>", (v) => `        ${v}`],
  [
    "Hadoop's XML properties",
    "    <name>javax.jdo.option.ConnectionPassword</name>",
    (v) => `    <value>${v}</value>`,
  ],
  ["a TOML multi-line string", 'api_token = """', (v) => v],
  ["a TOML literal multi-line string", "secret = '''", (v) => v],
  // Shapes the digest joined before: they stay joined.
  ["a YAML block scalar", "  db_password: |", (v) => `    ${v}`],
  ["a Kubernetes env entry", "  - name: DB_PASSWORD", (v) => `    value: ${v}`],
];

/** Build output with no candidate word in it. */
const noise = (lines: number, from = 0) =>
  Array.from({ length: lines }, (_, i) => `compiling module_${from + i}.ts ok`).join("\n");

const ERROR = "Error: deploy failed: the database refused the migration";

describe("a secret name at a line's end and its value on the next line", () => {
  for (const [what, name, valueLine] of SHAPES) {
    for (const value of VALUES) {
      it(`${what} (${value}): hidden where the digest keeps both lines as an error's context`, () => {
        // The name and the value are two of the four lines kept before the error.
        const log = `${noise(50)}\n${name}\n${valueLine(value)}\n${ERROR}\n${noise(50, 50)}\n`;
        const digest = digestText(log, { env: {} });
        expect(digest.text).toContain(ERROR);
        expect(digest.text).toContain(name.trim().slice(0, 8));
        expect(digest.text).not.toContain(value);
      });
    }

    it(`${what}: hidden when the name ends one read and the value starts the next`, async () => {
      const value = VALUES[0] as string;
      const head = Buffer.from(`${noise(2000)}\n${name}\n`);
      const rest = Buffer.from(`${valueLine(value)}\n${ERROR}\n${noise(50, 2000)}\n`);
      const digest = await digestChunks([head, rest], { env: {} });
      expect(digest.text).toContain(ERROR);
      expect(digest.text).not.toContain(value);
    });
  }

  it("an ordinary line before a value is not taken for a secret name", () => {
    const log = `${noise(50)}\nthe release notes follow:\n  summer2024 edition\n${ERROR}\n${noise(50, 50)}\n`;
    expect(digestText(log, { env: {} }).text).toContain("summer2024 edition");
  });
});
