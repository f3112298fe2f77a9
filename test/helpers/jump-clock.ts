import type { Clock } from "../../src/limit/types.js";

/**
 * Simulated time that moves only when someone sleeps: a sleep of `ms` moves the time to at least
 * its start plus `ms` and resolves on the next turn of the event loop. For tests where real parts
 * (the SDK, HTTP on loopback) run in between, so nobody can drive a SimClock; what the limiter waited
 * is then exact, and no real time is spent on it.
 */
export class JumpClock implements Clock {
  private t: number;
  /** Every wait asked for, in ms, in order. */
  readonly sleeps: number[] = [];

  constructor(start = 1_000_000) {
    this.t = start;
  }

  now = (): number => this.t;

  sleep = (ms: number, signal?: AbortSignal): Promise<void> => {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const until = this.t + Math.max(0, ms);
    this.sleeps.push(ms);
    return new Promise((resolve, reject) => {
      setImmediate(() => {
        if (signal?.aborted) return reject(signal.reason);
        this.t = Math.max(this.t, until);
        resolve();
      });
    });
  };
}
