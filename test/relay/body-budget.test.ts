import { describe, expect, it } from "vitest";
import { BodyBudget } from "../../src/relay/body-budget.js";

const never = new AbortController().signal;
const settled = async <T>(promise: Promise<T>) => {
  let done = false;
  void promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe("BodyBudget", () => {
  it("holds bytes up to its capacity and lets the next in, first come first served, as they are released", async () => {
    const budget = new BodyBudget(100);
    const a = await budget.acquire(60, never);
    const big = budget.acquire(70, never);
    const small = budget.acquire(10, never); // would fit now, but waits behind the big one
    expect(await settled(big)).toBe(false);
    expect(await settled(small)).toBe(false);
    a.release();
    const b = await big;
    expect(await settled(small)).toBe(true);
    expect(budget.inUse).toBe(80);
    b.release();
    (await small).release();
    expect(budget.inUse).toBe(0);
  });

  it("lets one body larger than the whole budget go alone", async () => {
    const budget = new BodyBudget(100);
    const first = await budget.acquire(10, never);
    const huge = budget.acquire(500, never);
    expect(await settled(huge)).toBe(false);
    first.release();
    (await huge).release();
    expect(budget.inUse).toBe(0);
  });

  it("gives back what a chunked body did not use, and more releases change nothing", async () => {
    const budget = new BodyBudget(100);
    const chunked = await budget.acquire(100, never);
    const next = budget.acquire(50, never);
    chunked.shrink(40);
    (await next).release();
    chunked.release();
    chunked.release();
    expect(budget.inUse).toBe(0);
  });

  it("drops a waiter whose signal aborts, with the signal's reason, and serves the one behind it", async () => {
    const budget = new BodyBudget(100);
    const held = await budget.acquire(90, never);
    const leaving = new AbortController();
    const left = budget.acquire(50, leaving.signal);
    const behind = budget.acquire(10, never);
    leaving.abort(new Error("client left"));
    await expect(left).rejects.toThrow("client left");
    (await behind).release();
    held.release();
    expect(budget.inUse).toBe(0);
  });
});
