import type { Admission } from "./limit-policy.js";

/** What the proxy admitted and refused in one slice of the window (a bar of the /limits chart). */
export interface ActivityBucket {
  /** Start of the slice (proxy clock, ms). */
  start: number;
  requests: number;
  /** Counted input tokens (input + cache creation) admitted. */
  tokens: number;
  /** Requests refused with a 429. */
  rejected: number;
}

/** One 429 the proxy answered. */
export interface Rejection {
  at: number;
  reason: "requests" | "input tokens";
  /** The retry-after it sent (ms), or undefined when the request can never fit. */
  retryAfterMs: number | undefined;
  tokens: number;
}

/** Slices per window: the chart's bars. */
export const ACTIVITY_BUCKETS = 60;
/** The most recent 429s kept. */
export const MAX_REJECTIONS = 50;

/**
 * The proxy's recent activity for the live page: per-slice counts over the last window and the
 * latest 429s. Memory is bounded whatever the traffic: at most ACTIVITY_BUCKETS + 1 slices and
 * MAX_REJECTIONS refusals; older ones are dropped as they come.
 */
export class ProxyActivity {
  private readonly buckets = new Map<number, ActivityBucket>();
  private bucketMs = 0;
  readonly rejections: Rejection[] = [];
  private readonly listeners = new Set<() => void>();

  constructor(private readonly windowMs: () => number) {}

  /** Slice length now: a sixtieth of the window (at least 1 ms). */
  sliceMs(): number {
    return Math.max(1, Math.floor(this.windowMs() / ACTIVITY_BUCKETS));
  }

  record(now: number, tokens: number, admission: Admission): void {
    const slice = this.sliceMs();
    if (slice !== this.bucketMs) {
      // The window changed: slices of another length cannot be summed with these.
      this.buckets.clear();
      this.bucketMs = slice;
    }
    const index = Math.floor(now / slice);
    let bucket = this.buckets.get(index);
    if (!bucket) {
      bucket = { start: index * slice, requests: 0, tokens: 0, rejected: 0 };
      this.buckets.set(index, bucket);
      for (const key of this.buckets.keys())
        if (key <= index - ACTIVITY_BUCKETS - 1) this.buckets.delete(key);
    }
    if (admission.admitted) {
      bucket.requests += 1;
      bucket.tokens += tokens;
    } else {
      bucket.rejected += 1;
      this.rejections.push({
        at: now,
        reason: admission.reason,
        retryAfterMs: admission.retryAfterMs,
        tokens,
      });
      if (this.rejections.length > MAX_REJECTIONS)
        this.rejections.splice(0, this.rejections.length - MAX_REJECTIONS);
    }
    for (const listener of this.listeners) listener();
  }

  /** The last window's slices, oldest first, empty ones included (always ACTIVITY_BUCKETS). */
  series(now: number): ActivityBucket[] {
    const slice = this.sliceMs();
    const last = Math.floor(now / slice);
    const out: ActivityBucket[] = [];
    for (let index = last - ACTIVITY_BUCKETS + 1; index <= last; index++) {
      const bucket = slice === this.bucketMs ? this.buckets.get(index) : undefined;
      out.push(bucket ? { ...bucket } : { start: index * slice, requests: 0, tokens: 0, rejected: 0 });
    }
    return out;
  }

  /** Slices held now (at most ACTIVITY_BUCKETS + 1). */
  sliceCount(): number {
    return this.buckets.size;
  }

  /** Call `listener` after each request the proxy decides on; returns the unsubscribe. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
