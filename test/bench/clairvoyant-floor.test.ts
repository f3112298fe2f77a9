import { describe, expect, it } from "vitest";
import {
  clairvoyantFloor,
  type FloorSession,
  type ProxyCall,
  sessionTraces,
} from "../../bench/clairvoyant-floor.js";

const BUDGET = { requests: 50, inputTokens: 50_000, windowMs: 60_000 };
const turn = (tokens: number, responseMs: number, afterMs = 0) => ({ tokens, responseMs, afterMs });

describe("clairvoyantFloor", () => {
  it("is a lone session's own time when the window never binds", () => {
    const session: FloorSession = { startMs: 1_000, turns: [turn(100, 500, 200), turn(100, 500, 300)] };
    const result = clairvoyantFloor([session], BUDGET);
    expect(result.sends.map((send) => send.at)).toEqual([1_000, 1_700]);
    expect(result.floorMs).toBe(2_500);
  });

  it("makes the second of two sessions whose requests exceed the token budget wait a window", () => {
    const one = { startMs: 0, turns: [turn(30_000, 1_000)] };
    const result = clairvoyantFloor([one, one], BUDGET);
    // The first entry counts through 60,000 (the window is closed): the second goes at 60,001.
    expect(result.sends.map((send) => [send.session, send.at])).toEqual([
      [0, 0],
      [1, 60_001],
    ]);
    expect(result.finishMs).toEqual([1_000, 61_001]);
    expect(result.floorMs).toBe(61_001);
  });

  it("holds the request budget too", () => {
    const one = { startMs: 0, turns: [turn(10, 100)] };
    const result = clairvoyantFloor([one, one, one], { ...BUDGET, requests: 2 });
    expect(result.sends.map((send) => send.at)).toEqual([0, 0, 60_001]);
    expect(result.floorMs).toBe(60_101);
  });

  it("slides: a request waits only for the entries it needs to leave, one by one", () => {
    const session = { startMs: 0, turns: [1, 2, 3, 4].map(() => turn(20_000, 1_000)) };
    const result = clairvoyantFloor([session], BUDGET);
    // 0 and 1,000 hold 40,000; the third needs the first gone (60,001), the fourth the second (61,001).
    expect(result.sends.map((send) => send.at)).toEqual([0, 1_000, 60_001, 61_001]);
    expect(result.floorMs).toBe(62_001);
  });

  it("never sends before the previous response and the session's own time are over", () => {
    const session = { startMs: 2_000, turns: [turn(100, 1_500, 4_000), turn(100, 500, 0)] };
    const result = clairvoyantFloor([session], BUDGET);
    expect(result.sends.map((send) => send.at)).toEqual([2_000, 7_500]);
    expect(result.floorMs).toBe(8_000);
  });

  it("lets a small request that fits go before a large one that must wait", () => {
    const large = { startMs: 0, turns: [turn(40_000, 100), turn(40_000, 100)] };
    const small = { startMs: 500, turns: [turn(5_000, 100)] };
    const result = clairvoyantFloor([large, small], BUDGET);
    expect(result.sends.map((send) => [send.session, send.at])).toEqual([
      [0, 0],
      [1, 500],
      [0, 60_001],
    ]);
    expect(result.finishMs).toEqual([60_101, 600]);
    expect(result.floorMs).toBe(60_101);
  });

  it("refuses a request larger than the window's whole token budget", () => {
    expect(() => clairvoyantFloor([{ startMs: 0, turns: [turn(50_001, 1)] }], BUDGET)).toThrow(
      /50001 counted tokens exceed/,
    );
  });
});

describe("sessionTraces", () => {
  const body = (marker: string, messages: number) => ({
    messages: [
      { role: "user", content: `Read the files. [${marker}]` },
      ...Array.from({ length: messages - 1 }, () => ({ role: "user", content: "more" })),
    ],
  });
  const call = (
    at: number,
    endedAt: number,
    marker: string,
    messages: number,
    counted?: number,
  ): ProxyCall => ({
    at,
    endedAt,
    method: "POST",
    path: "/v3/ai/vendor/v1/messages?beta=true",
    status: counted === undefined ? 429 : 200,
    body: body(marker, messages),
    ...(counted === undefined ? {} : { countedInputTokens: counted }),
  });

  it("reads each session's turns by its marker; a 429's retry is the same turn, sent at its first attempt", () => {
    const calls = [
      call(1_100, 1_500, "s-1", 1, 30_000),
      call(1_200, 1_210, "s-2", 1), // refused
      call(2_000, 2_400, "s-1", 3, 6_000),
      call(61_300, 62_000, "s-2", 1, 30_000), // its retry
      { ...call(61_400, 61_401, "s-1", 3), path: "/v3/ai/vendor/v1/models", method: "GET" },
    ];
    const traces = sessionTraces({ calls, markers: ["s-1", "s-2"], start: 1_000, exits: [3_000, 62_500] });
    expect(traces).toEqual([
      { startMs: 100, turns: [turn(30_000, 400, 500), turn(6_000, 400, 600)] },
      { startMs: 200, turns: [turn(30_000, 700, 500)] },
    ]);
  });

  it("takes a relayed request as sent when the relay received it, not when the proxy did", () => {
    const calls = [call(1_100, 1_500, "s-1", 1, 30_000), call(61_000, 61_300, "s-1", 3, 40_000)];
    const sends = [
      { at: 1_090, body: body("s-1", 1) },
      { at: 1_800, body: body("s-1", 3) },
    ];
    const [trace] = sessionTraces({ calls, markers: ["s-1"], start: 1_000, exits: [61_500], sends });
    expect(trace).toEqual({ startMs: 90, turns: [turn(30_000, 400, 300), turn(40_000, 300, 200)] });
    // Replayed, the second request waits for the first to leave the window, as it did.
    expect(clairvoyantFloor(trace ? [trace] : [], BUDGET).floorMs).toBe(60_091 + 300 + 200);
  });
});
