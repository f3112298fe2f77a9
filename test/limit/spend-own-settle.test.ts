/**
 * A script that asks one request after another: its next hold must see its last request at the
 * real cost, not still held at the worst case while that settle waits for the store's lock. The CI
 * trial (spend-processes, file store) once answered 2 requests where 3 fit: a process refused by its
 * own unsettled hold. Here the ledger's settle takes 200 ms (a lock held by another process).
 */
import { setTimeout as delay } from "node:timers/promises";
import { describe, expect, test } from "vitest";
import { createMemoryLedger, type SpendLedger } from "../../src/limit/spend-account.js";
import { type CostOfUsage, createSpendGate } from "../../src/limit/spend-gate.js";

/** One dollar per output token, nothing for input: the worst case is max_tokens dollars. */
const costOf: CostOfUsage = (_model, usage) => usage.outputTokens;
const account = { build: "build-own-settle", job: "job-own-settle" };
const request = { model: "m", inputTokens: 10, cacheWrite: "none" as const, maxTokens: 10 };
const answered = { inputTokens: 10, cacheCreationInputTokens: 0, cacheReadInputTokens: 0, outputTokens: 1 };

/** A memory ledger whose settles take `ms`, as one waiting for the file store's lock. */
function slowSettling(ms: number): SpendLedger {
  const ledger = createMemoryLedger();
  return {
    ...ledger,
    name: ledger.name,
    reserve: (...args) => ledger.reserve(...args),
    view: (...args) => ledger.view(...args),
    close: () => ledger.close(),
    settle: async (...args) => {
      await delay(ms);
      return ledger.settle(...args);
    },
  };
}

describe("the spend gate, one request after another in one process", () => {
  test("the next hold waits for this process's settle in flight, and fits", async () => {
    // $15: one worst case ($10) fits; two do not; one answered ($1) and one worst case do.
    const gate = createSpendGate({ ledger: slowSettling(200), limits: { build: 15 }, account, costOf });
    const first = await gate.hold(request);
    first.usage(answered);
    first.end();
    const second = await gate.hold(request);
    // The first is in the account at what it cost; the second holds its worst case.
    expect(await gate.view()).toMatchObject({ build: { spent: 1, held: 10 } });
    second.release();
    await gate.close();
  });
});
