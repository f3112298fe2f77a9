/**
 * What the benchmarks print (their tables' labels, their JSON's names) speaks to whoever runs them:
 * no issue numbers or "this branch", which mean nothing outside the tracker and the branch they
 * were written on (issue 21: labels spoke of "issue 15" and "this branch"). The code is read, not
 * run: a benchmark takes minutes. Comments may cite issues; strings may not.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../helpers/cli.js";

const benchDir = join(repoRoot, "bench");
const INTERNAL = /\bissue \d+|\bthis branch\b|\bthe branch\b/i;

/** The file's code without its comments (block comments and `//` comments outside strings). */
function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .split("\n")
    .map((line) => line.replace(/(^|\s)\/\/.*$/, ""))
    .join("\n");
}

describe("benchmark labels", () => {
  it("name what they measure, with no issue number or branch", () => {
    const files = readdirSync(benchDir).filter((file) => /\.(m?js|ts)$/.test(file));
    expect(files).toContain("rest.bench.js");
    const offences = files.flatMap((file) =>
      withoutComments(readFileSync(join(benchDir, file), "utf8"))
        .split("\n")
        .filter((line) => INTERNAL.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(offences).toEqual([]);
  });
});
