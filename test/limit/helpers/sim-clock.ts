/**
 * A simulated clock for the limiter: `now()` reads simulated ms, `sleep()` registers a timer, and
 * `runUntilIdle()` fires timers in time order, letting every promise chain settle between them.
 */
import type { Clock } from "../../../src/limit/types.js";

interface Timer {
  at: number;
  seq: number;
  fire(): void;
}

export class SimClock implements Clock {
  private t: number;
  private seq = 0;
  private timers: Timer[] = [];

  constructor(start = 1_000_000) {
    this.t = start;
  }

  now = (): number => this.t;

  sleep = (ms: number, signal?: AbortSignal): Promise<void> => {
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
      const timer: Timer = {
        at: this.t + Math.max(0, ms),
        seq: this.seq++,
        fire: () => {
          signal?.removeEventListener("abort", onAbort);
          resolve();
        },
      };
      const onAbort = () => {
        this.timers = this.timers.filter((other) => other !== timer);
        reject(signal?.reason);
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      this.timers.push(timer);
    });
  };

  /** Let every pending promise chain run (the memory store answers asynchronously). */
  async settle(): Promise<void> {
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
  }

  /** Move the time forward without firing timers (the next runUntilIdle fires those due). */
  advance(ms: number): void {
    this.t += ms;
  }

  get pending(): number {
    return this.timers.length;
  }

  /** Fire timers in order until none is left or `maxSteps` ran; returns the steps taken. */
  async runUntilIdle(maxSteps = 100_000): Promise<number> {
    let steps = 0;
    await this.settle();
    while (this.timers.length > 0 && steps < maxSteps) {
      this.timers.sort((a, b) => a.at - b.at || a.seq - b.seq);
      const next = this.timers.shift() as Timer;
      this.t = Math.max(this.t, next.at);
      next.fire();
      steps++;
      await this.settle();
    }
    return steps;
  }
}
