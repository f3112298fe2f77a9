import type { Clock } from "./types.js";

/** Why a wait ended early: the signal's own reason, or a standard AbortError. */
export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException("The operation was aborted.", "AbortError");
}

/**
 * Wait `ms` on a real timer that never keeps the process alive (`unref`) and stops at once when
 * `signal` aborts, rejecting with its reason.
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
    timer.unref();
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** Wall-clock time and real timers. */
export const realClock: Clock = { now: () => Date.now(), sleep };
