/**
 * The bounds of a learned limit (issue 34, item 4): a record read from a shared store is used only
 * when jobai could have written it (learned no later than now, give or take a window of clock
 * skew, and no limit below a tenth of the configured one); what jobai learns never goes below that
 * floor; and a time shown that is not today carries its date.
 */
import { describe, expect, test } from "vitest";
import { createLearnedBudget } from "../../src/limit/learned-budget.js";
import {
  checkLearned,
  clockTime,
  describeLearned,
  floorOf,
  fromHeaders,
  type LearnedRecord,
  loweredBy429,
} from "../../src/limit/learned-limit.js";
import { createMemoryLearned } from "../../src/limit/learned-limit-store.js";
import type { Budget } from "../../src/limit/types.js";

const WINDOW = 60_000;
const configured = { requests: 50, inputTokens: 50_000 };
const budget: Budget = { ...configured, windowMs: WINDOW, marginMs: 60, latencyMs: 10_000 };
const T = Date.UTC(2026, 10, 25, 12, 3, 4);
const record = (over: Partial<LearnedRecord> = {}): LearnedRecord => ({
  version: 1,
  requests: 25,
  inputTokens: null,
  at: T,
  cause: "429",
  ...over,
});

describe("a learned limit read from a shared store", () => {
  test.each([
    ["learned now", record(), undefined],
    ["learned a window ahead (another host's clock)", record({ at: T + WINDOW }), undefined],
    ["at the floor", record({ requests: 5 }), undefined],
    ["learned in 2100", record({ at: 4102444800000 }), /learned in the future/],
    ["one request a window", record({ requests: 1 }), /below the floor of 5/],
    ["a token limit below the floor", record({ requests: null, inputTokens: 10 }), /below the floor of 5000/],
  ])("%s", (_what, read, fault) => {
    const checked = checkLearned(read, configured, WINDOW, T);
    if (fault) expect(checked.fault).toMatch(fault);
    else expect(checked.fault).toBeUndefined();
  });

  test("one outside the bounds is ignored, with one warning naming where it is", async () => {
    const store = createMemoryLearned();
    await store.write(record({ requests: 1, at: 4102444800000 }), 1);
    const warned: string[] = [];
    const learned = createLearnedBudget({
      store: Object.assign(store, { where: "the Redis key jobai:learned:acme" }),
      budget,
      now: () => T,
      logger: { warn: (text: string) => void warned.push(text) },
    });
    for (let i = 0; i < 3; i++) await learned.refresh();
    expect(learned.budgetFor({ requests: 1, inputTokens: 1 }).requests).toBe(50);
    expect(learned.view()).toBeUndefined();
    expect(warned).toHaveLength(1);
    expect(warned[0]).toContain("jobai:learned:acme");
  });
});

describe("what jobai learns stays at or above the floor", () => {
  test("429s halve the limit at most down to a tenth of the configured one", () => {
    let current = { ...configured };
    for (let i = 0; i < 10; i++) {
      const lowered = loweredBy429(
        { used: { requests: 1, inputTokens: 0 }, inFlight: 1 },
        { requests: 1, inputTokens: 0 },
        current,
        configured,
        T,
      );
      if (!lowered) break;
      expect(checkLearned(lowered, configured, WINDOW, T).fault).toBeUndefined();
      current = { requests: lowered.requests ?? configured.requests, inputTokens: current.inputTokens };
    }
    expect(current.requests).toBe(floorOf(configured).requests);
  });

  test("headers stating a limit below the floor are believed down to it", () => {
    const headers = new Headers({ "anthropic-ratelimit-requests-limit": "1" });
    expect(fromHeaders(headers, configured, T)?.requests).toBe(5);
  });
});

describe("times shown", () => {
  test("carry their date when they are not today", () => {
    expect(clockTime(T, T)).toBe("12:03:04");
    expect(clockTime(T + 12 * 3_600_000, T)).toBe("2026-11-26 00:03:04");
    // Learned just before midnight: back the next day, and said so.
    const late = Date.UTC(2026, 10, 25, 23, 58, 0);
    const view = describeLearned(record({ at: late }), configured, WINDOW, late + 1000);
    expect(view?.why).toBe(
      "lowered to 25 requests after a 429 at 23:58:00, back to 50 by 2026-11-26 00:08:00 UTC",
    );
  });
});
