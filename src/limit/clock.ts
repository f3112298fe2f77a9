import type { Clock } from "./types.js";

/** Why a wait ended early: the signal's own reason, or a standard AbortError. */
export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException("The operation was aborted.", "AbortError");
}

/** The shape of an injectable wait (the limiter's clock, the REST client): `ms`, then a signal. */
export type Sleep = Clock["sleep"];

export interface SleepOptions {
  signal?: AbortSignal | undefined;
  /**
   * Whether the timer holds the process until it fires or is aborted. `true` for every wait someone
   * awaits (issue 13: limiter waits, REST rate-limit waits and retries, a lock's retry): a script
   * whose only work left is that wait must not exit (code 13, an unsettled top-level await) in the
   * middle of it. `false` for a wait nobody depends on to finish (a background poll, an emulated
   * fault's latency): the timer is unref'd, so it never keeps an otherwise idle process alive.
   */
  keepAlive: boolean;
}

/**
 * Wait `ms` on a real timer. When `signal` aborts, the timer is cleared at once and the wait
 * rejects with the signal's reason, so an abandoned wait leaves nothing behind.
 */
export function sleep(ms: number, options: SleepOptions): Promise<void> {
  const { signal, keepAlive } = options;
  if (signal?.aborted) return Promise.reject(abortReason(signal));
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal as AbortSignal));
    };
    const timer = setTimeout(
      () => {
        signal?.removeEventListener("abort", onAbort);
        resolve();
      },
      Math.max(0, ms),
    );
    if (!keepAlive) timer.unref();
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** A wait someone awaits, in the injectable shape: it keeps the process alive (see `keepAlive`). */
export const awaitedSleep: Sleep = (ms, signal) => sleep(ms, { signal, keepAlive: true });

/** Wall-clock time and real timers; every wait is awaited by the limiter's caller. */
export const realClock: Clock = { now: () => Date.now(), sleep: awaitedSleep };
