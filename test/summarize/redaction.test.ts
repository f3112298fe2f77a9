import { describe, expect, it } from "vitest";
import { REDACTED, redact } from "../../src/secrets.js";

describe("redact: secrets written out in logs", () => {
  it("hides values of *_TOKEN, *_SECRET, *_PASSWORD, *_KEY assignments and keeps other names", () => {
    const cases: [string, string][] = [
      ["export NPM_TOKEN=abcdef123456", `export NPM_TOKEN=${REDACTED}`],
      ["DB_PASSWORD: hunter22", `DB_PASSWORD: ${REDACTED}`],
      ['"client_secret": "s3cr3t-v4lue"', `"client_secret": "${REDACTED}"`],
      ["AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG", `AWS_SECRET_ACCESS_KEY=${REDACTED}`],
      ["STRIPE_API_KEY=rk_live_51abcdef", `STRIPE_API_KEY=${REDACTED}`],
      [
        "git clone https://ci:p4ssw0rd99@git.example/r.git",
        `git clone https://${REDACTED}@git.example/r.git`,
      ],
      ["Authorization: Bearer abc.def.ghi123", `Authorization: Bearer ${REDACTED}`],
      ["SERVICE_STEP_KEY=build-and-test", "SERVICE_STEP_KEY=build-and-test"],
      ["cache key: node-modules-abc123", "cache key: node-modules-abc123"],
      ["max_tokens=8000 input_tokens: 1234", "max_tokens=8000 input_tokens: 1234"],
      ["error TS2322: Type 'string' is not assignable", "error TS2322: Type 'string' is not assignable"],
    ];
    for (const [text, expected] of cases) expect(redact(text, [])).toBe(expected);
  });

  it("stays linear on hostile input (100,000 characters)", () => {
    const inputs = [
      "a_".repeat(50_000),
      "TOKEN".repeat(20_000),
      `${"x".repeat(99_990)}_TOKEN=`,
      "https://u:".repeat(10_000),
      "authorization: ".repeat(6_000),
    ];
    const start = performance.now();
    for (const input of inputs) redact(input, []);
    expect(performance.now() - start).toBeLessThan(2_000);
  });

  it("stays linear with thousands of secrets in one text (200,000 characters)", () => {
    // Each a span of its own: building the output must not cost the text's length per span.
    for (const unit of ["token: string ", "Authorization: abc ", "password=abcdef "]) {
      const input = unit.repeat(Math.ceil(200_000 / unit.length));
      const start = performance.now();
      const out = redact(input, []);
      expect(performance.now() - start, unit).toBeLessThan(1_500);
      expect(out).toContain(REDACTED);
    }
  });
});
