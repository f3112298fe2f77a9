/**
 * Issue 23, the held-out review: every shape of test/fixtures/secrets/adversarial.ts (vendor
 * prefixes after gitleaks, tools' flags and arguments, config files, encodings, values on the next
 * line) is hidden: no run of 8 of its characters survives `redact`, the digest of the line alone,
 * the digest of one log that holds them all, or (for one-line shapes) `redact` of the line as a
 * JSON string.
 */
import { describe, expect, it } from "vitest";
import { redact } from "../../src/secrets.js";
import { digestText } from "../../src/summarize/digest.js";
import { ADVERSARIAL } from "../fixtures/secrets/adversarial.js";

/** The first run of 8 characters of `secret` that `out` still holds. */
function leakedRun(out: string, secret: string): string | undefined {
  for (let i = 0; i + 8 <= secret.length; i++) {
    const run = secret.slice(i, i + 8);
    if (out.includes(run)) return run;
  }
  return undefined;
}

const digest = (log: string) => digestText(log, { budget: 200_000, tailLines: 5000, secrets: [] }).text;
const cases = ADVERSARIAL.map((shape) => [`${shape.family}: ${shape.name}`, shape] as const);

describe("the adversarial shapes (issue 23's held-out review)", () => {
  it("are many, of many families", () => {
    expect(ADVERSARIAL.length).toBeGreaterThanOrEqual(160);
    expect(new Set(ADVERSARIAL.map((shape) => shape.family)).size).toBeGreaterThanOrEqual(50);
  });

  it.each(cases)("%s: redact hides it", (_, shape) => {
    expect(leakedRun(redact(shape.line, []), shape.secret)).toBeUndefined();
  });

  it.each(cases)("%s: the digest hides it", (_, shape) => {
    expect(leakedRun(digest(shape.line), shape.secret)).toBeUndefined();
  });

  it.each(
    cases.filter(([, shape]) => !shape.line.includes("\n")),
  )("%s: hidden in a JSON string", (_, shape) => {
    expect(leakedRun(redact(JSON.stringify({ output: shape.line }), []), shape.secret)).toBeUndefined();
  });

  it.each([
    ["as it is", (line: string) => line],
    ["behind a timestamp on every line", (line: string) => `2026-11-26T19:00:01.123Z ${line}`],
    ["behind a coloured step label", (line: string) => `\x1b[32m[deploy]\x1b[0m ${line}`],
  ])("are hidden in one log that holds them all, each after an error line, %s", (_, prefix) => {
    const lines = ["$ ./deploy.sh --env prod"];
    ADVERSARIAL.forEach((shape, i) => {
      lines.push(`Error: step ${i} failed`, ...shape.line.split("\n"), "step ok");
    });
    lines.push("Error: deploy failed");
    const out = digest(lines.map(prefix).join("\n"));
    for (const shape of ADVERSARIAL) expect(leakedRun(out, shape.secret), shape.name).toBeUndefined();
    expect(out).toContain("$ ./deploy.sh --env prod");
    expect(out).toContain("Error: deploy failed");
    expect(out).toContain("step ok");
    // Every shape's line was kept (and redacted), not left out of the digest.
    expect(out.split("[REDACTED]").length - 1).toBeGreaterThanOrEqual(ADVERSARIAL.length);
  });
});
