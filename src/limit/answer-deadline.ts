/**
 * How long to wait for a Redis answer, counting only the time this process could run (issue 29,
 * item 3). A timer measures wall time, and wall time includes every moment the process was not
 * running: on a host with 40 job processes on 2 cores, all of them stalled together for 0.5 to
 * 1.7 s (each timer 100 ms apart fired that late, each process used 35-100 ms of CPU in the gap);
 * a 2 s command timeout then fired on replies that were late only because nobody could read them,
 * and 10 of the 40 processes left a live Redis for the fallback's 13 s without admissions (83% of
 * the budget used instead of 100%).
 *
 * So the deadline is `ms` of the time this process ran: a ticker (every TICK_MS, only while a
 * deadline is out) adds up how late its ticks fire, and that stalled time is not counted. Two
 * bounds keep it honest: the wait never passes `most` of wall time (a process starved for good
 * still gives up), and the verdict is given one turn of the event loop after the timer (a
 * setImmediate callback runs after the loop has read its sockets), so an answer that arrived during
 * a stall wins over the timer that woke in the same turn.
 */

import { NoAnswerError } from "./redis-errors.js";

/** How often the ticker looks at the clock while a deadline is out. */
const TICK_MS = 50;
/** Lateness of one tick taken as ordinary timer jitter, not a stall. */
const JITTER_MS = 20;

let watchers = 0;
let ticker: NodeJS.Timeout | undefined;
let lastTick = 0;
/** All stalled time seen so far, ms (grows only while a deadline is out). */
let stalledTotal = 0;

/** The stall since the last tick that no tick has counted yet (the timer may run before the ticker). */
function pendingStall(now: number): number {
  const late = now - lastTick - TICK_MS;
  return late > JITTER_MS ? late : 0;
}

function tick(): void {
  const now = Date.now();
  stalledTotal += pendingStall(now);
  lastTick = now;
}

function watch(): void {
  if (watchers++ > 0) return;
  lastTick = Date.now();
  ticker = setInterval(tick, TICK_MS);
  ticker.unref();
}

function unwatch(): void {
  if (--watchers > 0) return;
  clearInterval(ticker);
  ticker = undefined;
}

/** Stalled time so far, including what the ticker has not counted yet. */
function stalledNow(now: number): number {
  return stalledTotal + pendingStall(now);
}

/**
 * `work`, or a NoAnswerError once this process has run `ms` (see the header) or `most` ms of
 * wall time have passed without it, whichever comes first.
 */
export function answerWithin<T>(work: Promise<T>, ms: number, most = 2 * ms): Promise<T> {
  watch();
  const started = Date.now();
  const stalledBefore = stalledNow(started);
  let timer: NodeJS.Timeout | undefined;
  let settled = false;
  const late = new Promise<never>((_, reject) => {
    const check = () => {
      const now = Date.now();
      const wall = now - started;
      const ran = wall - (stalledNow(now) - stalledBefore);
      if (ran < ms && wall < most) {
        timer = setTimeout(check, Math.min(ms - ran, most - wall));
        return;
      }
      // One more turn of the loop: a reply that came while the process was stalled is read first.
      setImmediate(() => {
        if (!settled) reject(new NoAnswerError(ms));
      });
    };
    timer = setTimeout(check, ms);
  });
  return Promise.race([work, late]).finally(() => {
    settled = true;
    clearTimeout(timer);
    unwatch();
  });
}
