import type { ServerResponse } from "node:http";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { planMessage } from "../../src/emulator/provider/messages.js";
import { PromptCache } from "../../src/emulator/provider/prompt-cache.js";
import { sendStream } from "../../src/emulator/provider/sse.js";

/**
 * A response whose client takes nothing until the test says so: each write waits for `take()`,
 * and write() returns false once a few hundred bytes are waiting, as a socket's does when full.
 */
class HeldResponse extends Writable {
  private waiting: (() => void)[] = [];
  /** write() calls, one per event. */
  writes = 0;

  constructor() {
    super({
      highWaterMark: 256,
      write: (_chunk: Buffer, _encoding, done) => {
        this.waiting.push(done);
      },
    });
  }

  override write(chunk: unknown, ...rest: unknown[]): boolean {
    this.writes++;
    return (super.write as (...args: unknown[]) => boolean)(chunk, ...rest);
  }

  writeHead() {
    return this;
  }

  /** The client reads everything written so far. */
  take() {
    const waiting = this.waiting;
    this.waiting = [];
    for (const done of waiting) done();
  }
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

function longStreamPlan() {
  const body = {
    model: "claude-haiku-4-5",
    max_tokens: 8_000,
    stream: true,
    messages: [{ role: "user", content: "word ".repeat(2_000) }],
  };
  return planMessage(body, new PromptCache(), Date.now());
}

describe("the emulator's streams under back-pressure", () => {
  it("waits for a client that does not read, instead of buffering the whole reply", async () => {
    const plan = longStreamPlan();
    const res = new HeldResponse();
    let finished = false;
    const sending = sendStream(res as unknown as ServerResponse, plan, "req_1", "complete").then(() => {
      finished = true;
    });
    for (let i = 0; i < 5; i++) await tick();
    // ~500 deltas in all; it stopped after the first writes that filled the client's buffer.
    expect(finished).toBe(false);
    expect(res.writableLength).toBeLessThan(2_000);
    const heldAt = res.writableLength;
    await tick();
    expect(res.writableLength).toBe(heldAt);

    // The client reads: the reply goes on, to its end, never far ahead of the client.
    let rounds = 0;
    while (!finished && rounds < 10_000) {
      res.take();
      await tick();
      expect(res.writableLength).toBeLessThan(2_000);
      rounds++;
    }
    await sending;
    expect(finished).toBe(true);
    expect(rounds).toBeGreaterThan(10);
  });

  it("stops making the reply when the client goes away", async () => {
    const plan = longStreamPlan();
    const res = new HeldResponse();
    const sending = sendStream(res as unknown as ServerResponse, plan, "req_2", "complete");
    await tick();
    const writes = res.writes;
    res.destroy();
    await sending;
    // It noticed at once: no further event was made (of ~500).
    expect(res.writes).toBe(writes);
    expect(writes).toBeLessThan(20);
  });
});
