/**
 * The estimator: conservative against a tokenizer we did not write (@anthropic-ai/tokenizer) on a
 * corpus of real request bodies, above the emulator's counter (so tests against it see no 429), and
 * corrected by observed usage. The full table: `node bench/limiter-estimator.bench.js`.
 */
import { countTokens } from "@anthropic-ai/tokenizer";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { countTokens as emulatorTokens } from "../../src/emulator/provider/tokenizer.js";
import {
  createAdaptiveEstimator,
  estimateRequestTokens,
  estimateTextTokens,
} from "../../src/limit/estimator.js";
import { loadCorpus, textsOf } from "./helpers/corpus.js";

/** Stated bound: on the corpus the estimate is never below the reference count (measured: >= +4%). */
const MAX_BELOW_REFERENCE = 0;

describe("estimator on the corpus of real bodies", () => {
  const corpus = loadCorpus();

  test("the corpus holds code, CI logs, prose, JSON and mixed bodies", () => {
    const categories = new Set(corpus.map((c) => c.category));
    expect([...categories].sort()).toEqual(["code", "json", "log", "mixed", "prose"]);
    expect(corpus.length).toBeGreaterThanOrEqual(50);
  });

  test(`the estimate is never below @anthropic-ai/tokenizer by more than ${MAX_BELOW_REFERENCE * 100}%`, () => {
    const ratios = corpus.map((c) => {
      const reference = textsOf(c.body).reduce((sum, text) => sum + countTokens(text), 0);
      return { file: c.file, ratio: estimateRequestTokens(c.body) / reference };
    });
    const below = ratios.filter((r) => r.ratio < 1 - MAX_BELOW_REFERENCE);
    expect(below).toEqual([]);
    // And not wildly above: the median stays under 1.6 (the adaptive correction removes the rest).
    const sorted = ratios.map((r) => r.ratio).sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThan(1.6);
    // The reference tokenizer takes ~8 s over the corpus alone, more than 20 s beside other tests.
  }, 90_000);

  test("the estimate is never below the emulator's counter, so a limiter on it never trips the emulated proxy", () => {
    for (const c of corpus) {
      const emulated = textsOf(c.body).reduce((sum, text) => sum + emulatorTokens(text), 0);
      expect(estimateRequestTokens(c.body), c.file).toBeGreaterThanOrEqual(emulated);
    }
  });
});

describe("estimateRequestTokens", () => {
  const base = { model: "m", max_tokens: 10 };

  test("counts system, every message and tools; images and base64 documents by a fixed allowance", () => {
    const empty = estimateRequestTokens({ ...base, messages: [] });
    const text = estimateRequestTokens({ ...base, messages: [{ role: "user", content: "hello world" }] });
    expect(text).toBeGreaterThan(empty);
    const image = {
      type: "image",
      source: { type: "base64", media_type: "image/png", data: "A".repeat(100_000) },
    };
    const withImage = estimateRequestTokens({ ...base, messages: [{ role: "user", content: [image] }] });
    expect(withImage - empty).toBe(1600 + 8);
    const pdf = {
      type: "document",
      source: { type: "base64", media_type: "application/pdf", data: "JVBER" },
    };
    expect(
      estimateRequestTokens(
        { ...base, messages: [{ role: "user", content: [pdf] }] },
        { documentTokens: 900 },
      ),
    ).toBe(empty + 8 + 900);
    const textDoc = {
      type: "document",
      source: { type: "text", media_type: "text/plain", data: "word ".repeat(100) },
    };
    expect(
      estimateRequestTokens({ ...base, messages: [{ role: "user", content: [textDoc] }] }),
    ).toBeGreaterThan(empty + 100);
    const system = estimateRequestTokens({ ...base, system: "be brief ".repeat(50), messages: [] });
    expect(system - empty).toBe(estimateTextTokens("be brief ".repeat(50)));
    const tool = { name: "get_log", description: "Fetch a job log", input_schema: { type: "object" } };
    expect(estimateRequestTokens({ ...base, messages: [], tools: [tool] }) - empty).toBe(
      4 + estimateTextTokens(JSON.stringify(tool)),
    );
  });

  test("a body that is not an object estimates to 0", () => {
    expect(estimateRequestTokens(undefined)).toBe(0);
    expect(estimateRequestTokens("text")).toBe(0);
  });

  test("linear on hostile input: a megabyte of punctuation or of one long word in well under a second", () => {
    for (const text of ["{".repeat(1_000_000), "a".repeat(1_000_000), "\u2500".repeat(1_000_000)]) {
      const started = performance.now();
      const tokens = estimateTextTokens(text);
      expect(performance.now() - started).toBeLessThan(1000);
      expect(tokens).toBeGreaterThanOrEqual(250_000);
    }
  });
});

describe("adaptive estimator", () => {
  const body = { model: "m", max_tokens: 10, messages: [{ role: "user", content: "word ".repeat(400) }] };

  test("starts at the raw estimate, then follows the worst recent ratio of actual to raw plus 10%", () => {
    const estimator = createAdaptiveEstimator();
    const first = estimator.estimate(body);
    expect(first.tokens).toBe(first.raw);
    estimator.observe(first.raw, Math.round(first.raw * 0.6));
    estimator.observe(first.raw, Math.round(first.raw * 0.7));
    expect(estimator.ratio).toBeCloseTo(0.77, 2);
    expect(estimator.estimate(body).tokens).toBe(Math.ceil(first.raw * estimator.ratio));
  });

  test("never below half the raw estimate, and rises when the raw estimate was short", () => {
    const estimator = createAdaptiveEstimator();
    estimator.observe(1000, 10); // one odd report must not teach it to expect almost nothing
    expect(estimator.ratio).toBe(0.5);
    estimator.observe(1000, 1500);
    expect(estimator.ratio).toBeCloseTo(1.65, 5);
  });

  test("forgets observations older than its history", () => {
    const estimator = createAdaptiveEstimator({ history: 2 });
    estimator.observe(100, 200);
    estimator.observe(100, 60);
    estimator.observe(100, 60);
    expect(estimator.ratio).toBeCloseTo(0.66, 5);
  });

  test("ignores nonsense observations", () => {
    const estimator = createAdaptiveEstimator();
    estimator.observe(0, 100);
    estimator.observe(100, Number.NaN);
    estimator.observe(100, -1);
    expect(estimator.ratio).toBe(1);
  });
});

describe("estimateTextTokens against its rules written plainly", () => {
  /** The documented rules, read plainly: the reference the fast scan must equal. */
  function reference(text: string): number {
    let tokens = 0;
    // Runs of ASCII letters, of digits, of blanks.
    for (const run of text.match(/[A-Za-z]+|[0-9]+|[ \t]+/g) ?? []) {
      if (/[A-Za-z]/.test(run)) tokens += Math.ceil(run.length / 4);
      else if (/[0-9]/.test(run)) tokens += Math.ceil(run.length / 2);
      else tokens += run.length === 1 ? 0 : Math.ceil(run.length / 4);
    }
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      // Every line break and every other ASCII symbol: one.
      if (code < 128 && !/[A-Za-z0-9 \t]/.test(text[i] as string)) tokens += 1;
      // Above ASCII: one per UTF-16 unit, two for a BMP character of three UTF-8 bytes.
      if (code >= 128) tokens += code >= 0x800 && (code < 0xd800 || code > 0xdfff) ? 2 : 1;
    }
    return tokens;
  }

  test("equals the plain reading of the rules on any text", () => {
    // Weighted so that runs of every length (blanks of 1 to 9, words, numbers) come up often.
    const unit = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(" ", "\t") },
      { weight: 3, arbitrary: fc.constantFrom("a", "Z") },
      { weight: 2, arbitrary: fc.constantFrom("7", "0") },
      { weight: 2, arbitrary: fc.constantFrom("\n", "\r", "{", ";") },
      { weight: 2, arbitrary: fc.constantFrom("é", "─", "中", "😀") },
    );
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: "grapheme" }), fc.string({ unit, minLength: 40, maxLength: 200 })),
        (text) => {
          expect(estimateTextTokens(text)).toBe(reference(text));
        },
      ),
      { numRuns: 500 },
    );
  });
});
