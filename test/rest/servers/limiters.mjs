// The three kinds of rate limiter a REST API may run, as the stand-in server (limited-api.mjs) and
// the simulated-clock tests (budget-windows.test.ts) use them: pure, the time passed in (ms).
// Reset is in whole seconds, rounded up: a client that waits that long may send again.
// - fixed: windows aligned to multiples of windowMs; Reset = until the current one ends;
// - sliding: a log of hits, at most `limit` in any windowMs; Reset = until the oldest hit still
//   counted leaves the window (0 when none is);
// - bucket: `limit` tokens, refilled at `limit` per windowMs; Reset = until the bucket is full again.

export const LIMITER_KINDS = ["fixed", "sliding", "bucket"];

/**
 * One limiter of the kind: `state(now, counting)` says whether one more fits, and Remaining and
 * Reset as a response shows them (after the request, when `counting` and it fits); `count(now)`
 * counts one request.
 */
export function limiter(kind, limit, windowMs) {
  const seconds = (ms) => Math.max(0, Math.ceil(ms / 1000));
  if (kind === "fixed") {
    let start = -1;
    let used = 0;
    const roll = (now) => {
      const windowStart = Math.floor(now / windowMs) * windowMs;
      if (windowStart !== start) {
        start = windowStart;
        used = 0;
      }
    };
    return {
      state(now, counting) {
        roll(now);
        const fits = used < limit;
        const after = used + (counting && fits ? 1 : 0);
        return { fits, remaining: limit - after, resetSeconds: seconds(start + windowMs - now) };
      },
      count(now) {
        roll(now);
        used++;
      },
    };
  }
  if (kind === "sliding") {
    const hits = []; // times, oldest first
    const prune = (now) => {
      while (hits.length > 0 && hits[0] + windowMs <= now) hits.shift();
    };
    return {
      state(now, counting) {
        prune(now);
        const fits = hits.length < limit;
        const counted = counting && fits;
        const oldest = hits[0] ?? (counted ? now : undefined);
        return {
          fits,
          remaining: limit - hits.length - (counted ? 1 : 0),
          resetSeconds: oldest === undefined ? 0 : seconds(oldest + windowMs - now),
        };
      },
      count(now) {
        prune(now);
        hits.push(now);
      },
    };
  }
  const rate = limit / windowMs; // tokens per ms
  let tokens = limit;
  let at = -1;
  const refill = (now) => {
    if (at >= 0) tokens = Math.min(limit, tokens + (now - at) * rate);
    at = now;
  };
  return {
    state(now, counting) {
      refill(now);
      const fits = tokens >= 1;
      const after = tokens - (counting && fits ? 1 : 0);
      return {
        fits,
        remaining: Math.floor(after),
        resetSeconds: seconds((limit - after) / rate),
      };
    },
    count(now) {
      refill(now);
      tokens -= 1;
    },
  };
}
