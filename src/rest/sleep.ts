/**
 * A wait that honours an AbortSignal. Its timer is referenced on purpose (issue 13, item 5): a
 * script or `jobai builds list --limit 0` whose only work left is to wait out a rate limit must not
 * exit (code 13, an unsettled top-level await) in the middle of a listing. An aborted wait clears
 * its timer at once, so nothing is left behind.
 */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export const sleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
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
