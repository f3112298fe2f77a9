/**
 * Issue 34: every redaction rule is linear on hostile input, proven on inputs built from its own
 * pattern (test/helpers/linear-time.ts), not hoped. A step's output is attacker-controlled in any
 * pull-request build and every path that redacts (the hook, errors, logs, the digest) runs these
 * rules over lines of up to 256 KiB: `bundle__` x 2,000 took 0.6 s in `redact()` and 504 s in
 * `jobai digest`, `webhook.office.com -a-a...` and `pwd\\\\...` about 6 s at 64 KiB.
 *
 * For each subject, every input is screened (24, 256 and 4096 characters); the costliest few run at
 * 64 KiB and 256 KiB: under BOUND_MS of CPU at 256 KiB and about 4 times the 64 KiB cost
 * (quadratic is 16). The subjects are test/fixtures/secrets/linear-subjects.ts: other scanners of
 * outside text (the digest's rules, another detector) join that list. A trial (npm run
 * test:trials, minutes); `npm test` runs its quick half, secret-linear-quick.test.ts.
 */
import { describe, expect, it } from "vitest";
import { SECRET_RULES } from "../../src/secret-rules.js";
import { redact } from "../../src/secrets.js";
import { LINEAR_SUBJECTS } from "../fixtures/secrets/linear-subjects.js";
import {
  cpuMs,
  growth,
  isLinear,
  LARGE_CHARS,
  type LinearSubject,
  SCREEN_CHARS,
  type Screened,
  SMALL_CHARS,
  screen,
} from "../helpers/linear-time.js";

/** CPU bound at 256 KiB for one rule (a linear rule takes 0.1 to 5 ms on a 2-core CI host). */
const BOUND_MS = 50;
/** The same for `redact()` as a whole: every rule whose keyword the input holds runs. */
const REDACT_BOUND_MS = 150;
/** How many of the costliest screened inputs of each subject run at full length. */
const WORST = 3;
/** A screened input this slow at 4096 characters has shown the blow-up: it fails without a long run. */
const SCREEN_FAIL_MS = 60;

interface Verdict {
  subject: string;
  input: string;
  smallMs: number;
  largeMs: number;
}

/** Each subject's screen, once: the rule's own test and redact()'s test of it share it. */
const screens = new Map<string, Screened[]>();
function screenOnce(subject: LinearSubject): Screened[] {
  let screened = screens.get(subject.id);
  if (!screened) {
    screened = screen(subject);
    screens.set(subject.id, screened);
  }
  return screened;
}

function judge(subject: LinearSubject, bound: number, inputs = screenOnce(subject)): Verdict[] {
  const worst = inputs.slice(0, WORST);
  const slow: Verdict[] = [];
  for (const { input, ms, exponential } of worst) {
    if (exponential || ms > SCREEN_FAIL_MS) {
      slow.push({ subject: subject.id, input: input.name, smallMs: ms, largeMs: Number.NaN });
      continue;
    }
    const g = growth(subject, input);
    if (!isLinear(g, bound)) slow.push({ subject: subject.id, ...g });
  }
  return slow;
}

describe("every redaction rule is linear on adversarial input built from its own pattern (issue 34)", () => {
  it.each(
    LINEAR_SUBJECTS.map((subject) => [subject.id, subject] as const),
  )("%s: 256 KiB under the bound, growing with the length", (_, subject) => {
    // Three tries: a loaded host can stall a measurement; a blow-up fails every one.
    const bound = subject.boundMs ?? BOUND_MS;
    let slow = judge(subject, bound);
    for (let retry = 0; retry < 2 && slow.length > 0; retry++) slow = judge(subject, bound);
    expect(
      slow,
      `screened at ${SCREEN_CHARS.join(", ")} chars, measured at ${SMALL_CHARS} and ${LARGE_CHARS}`,
    ).toEqual([]);
  });

  it.each(
    SECRET_RULES.map((rule) => [rule.id, rule] as const),
  )("redact() on %s's costliest input: 256 KiB under the bound, growing with the length", (_, rule) => {
    const subject = LINEAR_SUBJECTS.find((s) => s.id === `rule ${rule.id}`) as LinearSubject;
    const whole: LinearSubject = {
      ...subject,
      id: `redact() on ${rule.id}`,
      run: (text) => redact(text, []),
    };
    const worst = screenOnce(subject).slice(0, 1);
    let slow = judge(whole, REDACT_BOUND_MS, worst);
    for (let retry = 0; retry < 2 && slow.length > 0; retry++) slow = judge(whole, REDACT_BOUND_MS, worst);
    expect(slow).toEqual([]);
  });

  it("the reported cases: bundle__ x 2,000, webhook.office.com -a x 32,000, pwd \\ x 64,000", () => {
    const cases = [
      "bundle__".repeat(2000),
      `webhook.office.com ${"-a".repeat(32_000)}`,
      `pwd${"\\".repeat(64_000)}`,
      `step\n${"bundle__".repeat(32 * 1024)}\nerror: failed`,
    ];
    for (const text of cases) expect(cpuMs(() => redact(text, []))).toBeLessThan(REDACT_BOUND_MS);
  });
});
