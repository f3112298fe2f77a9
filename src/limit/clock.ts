import type { Clock } from "./types.js";

/** Why a wait ended early: the signal's own reason, or a standard AbortError. */
export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException("The operation was aborted.", "AbortError");
}

/**
 * Wait `ms` on a real timer that stops and is cleared at once when `signal` aborts, rejecting with
 * its reason, so an abandoned wait leaves nothing behind. While it runs the timer is referenced on
 * purpose: a script that awaits a request held by the limiter must not exit (code 13, an unsettled
 * top-level await) because the only thing left to do is wait for its turn.
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
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
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** Wall-clock time and real timers. */
export const realClock: Clock = { now: () => Date.now(), sleep };
