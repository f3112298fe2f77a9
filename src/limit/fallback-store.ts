import type { Logger } from "../log.js";
import { redact } from "../secrets.js";
import { createMemoryStore } from "./memory-store.js";
import type { Budget, Cost, Decision, LimiterState, Store } from "./types.js";

export interface FallbackOptions {
  logger?: Pick<Logger, "warn">;
  now?: () => number;
}

/**
 * A shared store that, on its first failure, is replaced by a memory store for the rest of the
 * process's life, with one warning: the limiter never fails a job (issue 4, Stores). Entries the
 * shared store admitted are not carried over; settling them becomes a no-op.
 */
export function withFallback(primary: Store, options: FallbackOptions = {}): Store {
  let current: Store = primary;
  let failed = false;

  async function run<T>(op: (store: Store) => Promise<T>): Promise<T> {
    if (!failed) {
      try {
        return await op(primary);
      } catch (error) {
        failed = true;
        current = createMemoryStore(options.now ? { now: options.now } : {});
        const reason = redact(error instanceof Error ? error.message : String(error));
        options.logger?.warn(
          `the ${primary.name} limiter store failed (${reason}): this process now limits itself in memory, so the budget is no longer shared with other processes; check JOBAI_LIMIT_STORE and its settings`,
        );
        primary.close().catch(() => {});
      }
    }
    return op(current);
  }

  return {
    get name() {
      return primary.name;
    },
    tryAcquire: (id: string, cost: Cost, budget: Budget): Promise<Decision> =>
      run((store) => store.tryAcquire(id, cost, budget)),
    cancel: (id: string, budget: Budget) => run((store) => store.cancel(id, budget)),
    settle: (id: string, actual: Cost, budget: Budget) => run((store) => store.settle(id, actual, budget)),
    pause: (durationMs: number, budget: Budget) => run((store) => store.pause(durationMs, budget)),
    async state(budget: Budget): Promise<LimiterState> {
      const state = await run((store) => store.state(budget));
      return failed ? { ...state, store: "memory", fallbackFrom: primary.name } : state;
    },
    close: () => (failed ? current.close() : primary.close()),
  };
}
