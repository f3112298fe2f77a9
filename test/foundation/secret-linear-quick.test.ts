/**
 * The quick half of issue 34's proof, in `npm test`: what a change to a redaction rule most often
 * breaks, found in seconds. Every adversarial input of every subject (test/helpers/linear-time.ts)
 * at 24 characters, where an exponential pattern already shows; the subject's costliest input at
 * 256 characters run at 64 KiB, under the bound; and the reported cases through `redact()` whole.
 * The whole proof (every subject's costliest inputs at 64 KiB and 256 KiB, growth near linear, and
 * `redact()` on each rule's worst) is a trial: test/foundation/secret-linear-time.test.ts.
 */
import { describe, expect, it } from "vitest";
import { redact } from "../../src/secrets.js";
import { LINEAR_SUBJECTS } from "../fixtures/secrets/linear-subjects.js";
import { adversarialInputs, cpuMs, SMALL_CHARS, TINY_CHARS } from "../helpers/linear-time.js";

/** A linear pass of 24 characters takes microseconds; an exponential one, milliseconds and more. */
const TINY_MS = 5;
/** CPU at 64 KiB for one rule's costliest input (a linear rule: well under 10 ms). */
const SMALL_BOUND_MS = 40;
/** `redact()` on a reported case (every rule whose keyword the input holds runs, and the detector). */
const REDACT_BOUND_MS = 150;

describe("redaction rules on adversarial input, quickly (issue 34; the whole proof is a trial)", () => {
  it.each(
    LINEAR_SUBJECTS.map((subject) => [subject.id, subject] as const),
  )("%s: no input blows up at 24 characters, the costliest at 256 stays small at 64 KiB", (_, subject) => {
    for (let i = 0; i < 20; i++) subject.run(`warm ${subject.keywords.join(" ")} ${i}`);
    let costliest = { name: "", ms: -1, make: (_n: number) => "" };
    const blewUp: string[] = [];
    for (const input of adversarialInputs(subject)) {
      const tiny = input.make(TINY_CHARS);
      // Twice before it counts: a loaded host can stall any one run.
      if (cpuMs(() => subject.run(tiny)) > TINY_MS && cpuMs(() => subject.run(tiny)) > TINY_MS) {
        blewUp.push(input.name);
        continue;
      }
      const text = input.make(256);
      const ms = cpuMs(() => subject.run(text));
      if (ms > costliest.ms) costliest = { name: input.name, ms, make: input.make };
    }
    expect(blewUp).toEqual([]);
    const small = costliest.make(SMALL_CHARS);
    subject.run(small);
    expect(
      cpuMs(() => subject.run(small), 2),
      costliest.name,
    ).toBeLessThan(SMALL_BOUND_MS);
  });

  it("the reported cases: bundle__ x 2,000, webhook.office.com -a x 32,000, pwd \\ x 64,000, = x 64,000", () => {
    const cases = [
      // The generic detector's padding check once looked to the end of a run of `=` from each one.
      `akia${"=".repeat(64_000)}`,
      `password${" ".repeat(64_000)})`,
      "bundle__".repeat(2000),
      `webhook.office.com ${"-a".repeat(32_000)}`,
      `pwd${"\\".repeat(64_000)}`,
      `step\n${"bundle__".repeat(32 * 1024)}\nerror: failed`,
      // An amount's and a unit name's shapes (plainToken, wordsOnly), run to 64 KiB beside "tokens".
      `tokens $${"1".repeat(64_000)}.x`,
      `tokens: ${"ab_".repeat(21_000)}5m_x1`,
      `KeyError: ${"ab_1h_".repeat(10_000)}x9`,
    ];
    for (const text of cases) {
      redact(text, []);
      expect(cpuMs(() => redact(text, []), 2)).toBeLessThan(REDACT_BOUND_MS);
    }
  });
});
