/**
 * How many bytes of request bodies the relay holds at once. Each body is read whole (the limiter
 * estimates from it), so without a bound 20 clients sending 30 MiB each made the relay hold them
 * all (issue 14: 948 MB peak). A request waits here, its body unread (the client's socket is not
 * read, so TCP makes it wait too), until its bytes fit; first come, first served, so a large body
 * is never passed over for ever. One body larger than the whole budget goes when nothing else is
 * held. Written here rather than taken from a library: the semaphores at hand (async-sema, p-limit)
 * count requests, not bytes, and none takes an AbortSignal per wait.
 */
export interface BodyHold {
  /** Keep only `bytes` (a chunked body's reservation, once its real size is known). */
  shrink(bytes: number): void;
  /** Give the bytes back; once is enough, more is harmless. */
  release(): void;
}

interface Waiter {
  bytes: number;
  grant(): void;
}

export class BodyBudget {
  private held = 0;
  private readonly waiting: Waiter[] = [];

  constructor(readonly capacity: number) {}

  /** Bytes held now (for the control path and tests). */
  get inUse(): number {
    return this.held;
  }

  /** Wait until `bytes` fit, then hold them. Rejects with the signal's reason when it aborts. */
  acquire(bytes: number, signal: AbortSignal): Promise<BodyHold> {
    signal.throwIfAborted();
    if (this.waiting.length === 0 && this.fits(bytes)) return Promise.resolve(this.hold(bytes));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        bytes,
        grant: () => {
          signal.removeEventListener("abort", onAbort);
          resolve(this.hold(bytes));
        },
      };
      const onAbort = () => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        reject(signal.reason);
        this.grantWaiting();
      };
      signal.addEventListener("abort", onAbort, { once: true });
      this.waiting.push(waiter);
    });
  }

  private fits(bytes: number): boolean {
    return this.held === 0 || this.held + bytes <= this.capacity;
  }

  private hold(bytes: number): BodyHold {
    let mine = bytes;
    this.held += mine;
    return {
      shrink: (to) => {
        if (to >= mine) return;
        this.held -= mine - to;
        mine = to;
        this.grantWaiting();
      },
      release: () => {
        this.held -= mine;
        mine = 0;
        this.grantWaiting();
      },
    };
  }

  private grantWaiting(): void {
    while (this.waiting.length > 0 && this.fits((this.waiting[0] as Waiter).bytes)) {
      (this.waiting.shift() as Waiter).grant();
    }
  }
}
