/**
 * Writes that nobody awaits (the prompt-cache knowledge a response taught: request-policy.ts records
 * it in the background) and that a close must let finish. A short-lived CLI process closes its
 * limiter as soon as the answer is printed: the knowledge's Redis connection was then closed under
 * its first write, still connecting, which failed with "Connection is closed.", warned on every
 * `jobai ask`, and wrote nothing (issue 29, item 2). A close now waits for the writes under way,
 * for a bounded time: a store that stopped answering cannot hold a process at exit for longer.
 */

/** Longest a close waits for writes under way: the Redis connections' connect and command timeout. */
export const DRAIN_MS = 2000;

export interface WritesInFlight {
  /** Run `write`, remembered until it settles (either way); returns its promise. */
  track<T>(write: () => Promise<T>): Promise<T>;
  /** Resolve when every write under way has settled, or after `boundMs`, whichever is first. */
  drain(boundMs?: number): Promise<void>;
}

export function writesInFlight(): WritesInFlight {
  const pending = new Set<Promise<unknown>>();
  return {
    track(write) {
      const promise = write();
      const settled = promise.then(
        () => {},
        () => {},
      );
      pending.add(settled);
      void settled.then(() => pending.delete(settled));
      return promise;
    },
    async drain(boundMs = DRAIN_MS) {
      if (pending.size === 0) return;
      let timer: NodeJS.Timeout | undefined;
      // Awaited by the closer, so the timer keeps the process alive until one of the two ends.
      const bound = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, boundMs);
      });
      await Promise.race([Promise.all([...pending]), bound]);
      clearTimeout(timer);
    },
  };
}
