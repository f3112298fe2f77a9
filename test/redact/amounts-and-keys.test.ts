/**
 * Two false positives of the generic detector found by jobai's own cost lines: a dollar amount on
 * a line that says "tokens" (`512 output tokens, $0.0647` was hidden about 3 times in 4), and an
 * object key with a digit in it (`cacheWrite5mTokens`, `ephemeral_5m_input_tokens`) hidden by
 * redactValue as if it were a value alone on a line. Amounts and names stay; secrets in those
 * places are still hidden.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REDACTED, redact, redactValue } from "../../src/secrets.js";

/** A price as jobai and users print it: `$0.0647`, `-$12.5`, `US$3`, `€0.75`, `0.0647`. */
const amount = fc
  .tuple(
    fc.constantFrom("", "-", "+"),
    fc.constantFrom("$", "US$", "€", "£", "¥", "₹", ""),
    fc.integer({ min: 0, max: 99_999 }),
    fc.option(fc.integer({ min: 0, max: 99_999_999 }), { nil: undefined }),
  )
  .map(
    ([sign, currency, whole, cents]) => `${sign}${currency}${whole}${cents === undefined ? "" : `.${cents}`}`,
  );

/** A line around it that raises the detector's context: the word "tokens", "token", "api key". */
const costLine = fc
  .tuple(
    fc.integer({ min: 0, max: 9_999_999 }),
    fc.integer({ min: 0, max: 99_999 }),
    amount,
    fc.constantFrom(
      (i: number, o: number, a: string) =>
        `${i.toLocaleString("en-US")} input tokens, ${o.toLocaleString("en-US")} output tokens, ${a}`,
      (i: number, o: number, a: string) => `tokens: in=${i} out=${o} cost=${a}`,
      (i: number, o: number, a: string) => `[jobai] ${i} tokens (${o} cached) ${a}`,
      (_i: number, _o: number, a: string) => `token usage ${a}`,
      (i: number, _o: number, a: string) => `api key spend: ${a} over ${i} tokens`,
      (i: number, o: number, a: string) => `"tokens": ${i}, "output_tokens": ${o}, "cost": "${a}"`,
    ),
  )
  .map(([i, o, a, shape]) => shape(i, o, a));

describe("an amount of money or a decimal number on a line about tokens", () => {
  it("is not redacted (2,000 generated lines)", () => {
    fc.assert(
      fc.property(costLine, (line) => {
        expect(redact(line, [])).toBe(line);
      }),
      { numRuns: 2000, seed: 33 },
    );
  });

  it("the issue's line", () => {
    const line = "12,345 input tokens, 512 output tokens, $0.0647";
    expect(redact(line, [])).toBe(line);
  });

  it("a secret beside an amount on such a line is still hidden", () => {
    const key = "x9Kq2PzRtL7mWvB4nY8s";
    const out = redact(`1,024 tokens, $0.0647, token=${key}`, []);
    expect(out).toContain("$0.0647");
    expect(out).not.toContain(key);
  });
});

/** A key as usage payloads name them: camelCase or snake_case words with a `5m`, `1h`, `v2` among them. */
const digitKey = fc
  .tuple(
    fc.array(fc.constantFrom("cache", "write", "read", "ephemeral", "input", "output", "creation", "total"), {
      minLength: 1,
      maxLength: 3,
    }),
    fc.constantFrom("5m", "1h", "24h", "v2", "2", "30d", "p95"),
    fc.constantFrom("tokens", "token_count", "tokens_used", "cost", "usd"),
    fc.boolean(),
  )
  .map(([words, digit, last, camel]) => {
    const parts = [...words, digit, ...last.split("_")];
    return camel
      ? parts.map((p, i) => (i === 0 ? p : p.charAt(0).toUpperCase() + p.slice(1))).join("")
      : parts.join("_");
  });

describe("an object key with a digit in it", () => {
  it("is kept by redactValue, as a name (2,000 generated keys)", () => {
    fc.assert(
      fc.property(digitKey, fc.integer({ min: 0, max: 1_000_000 }), (key, n) => {
        const value = { usage: { [key]: n, input_tokens: 12 } };
        expect(redactValue(value, [])).toEqual(value);
      }),
      { numRuns: 2000, seed: 33 },
    );
  });

  it("the issue's keys, in an object and in a JSON or YAML line", () => {
    const value = { cacheWrite5mTokens: 120, cacheWrite1hTokens: 0, ephemeral_5m_input_tokens: 3 };
    expect(redactValue(value, [])).toEqual(value);
    for (const line of [
      '{"cacheWrite5mTokens": 120}',
      '"ephemeral_5m_input_tokens": 3',
      "  cacheWrite5mTokens: 120",
      "KeyError: 'ephemeral_5m_input_tokens'",
    ])
      expect(redact(line, [])).toBe(line);
  });

  it("a snake_case field name with a number and its unit, named in a log line (2,000 generated)", () => {
    const unitName = fc
      .tuple(
        fc.array(fc.constantFrom("cache", "write", "ephemeral", "input", "creation"), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.constantFrom("5m", "1h", "24h", "30d", "15min"),
        fc.array(fc.constantFrom("input", "output", "tokens", "token", "count"), {
          minLength: 1,
          maxLength: 2,
        }),
      )
      .map(([before, unit, after]) => [...before, unit, ...after].join("_"));
    fc.assert(
      fc.property(unitName, (name) => {
        for (const line of [
          `KeyError: '${name}'`,
          `tokens: ${name} ${name}`,
          `unknown field ${name} in usage`,
        ])
          expect(redact(line, [])).toBe(line);
      }),
      { numRuns: 2000, seed: 33 },
    );
  });

  it("the value after a secret-named key is still hidden, and a known secret used as a key", () => {
    const key = "x9Kq2PzRtL7mWvB4nY8s";
    const ghp = `ghp_${"aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dE3fG5"}`;
    const out = JSON.stringify(redactValue({ api_token: key, [ghp]: 1, [key]: 2 }, [key]));
    expect(out).not.toContain(key);
    expect(out).not.toContain(ghp);
    expect(out).toContain(REDACTED);
  });
});
