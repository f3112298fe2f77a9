import type { Logger } from "../log.js";
import { redact } from "../secrets.js";
import { createMemoryStore } from "./memory-store.js";
import { emptyState, prune, type WindowState } from "./sliding-window.js";
import type { Budget, Cost, Decision, LimiterState, Store } from "./types.js";
import type { RecoverableStore } from "./window-state.js";

export interface FallbackOptions {
  logger?: Pick<Logger, "warn">;
  now?: () => number;
  /** While on the fallback, try the shared store again at most this often (default 5000 ms). */
  retryMs?: number;
}

/** How long the interim store keeps a waiter's place; as the stores' default. */
const LEASE_MS = 3000;

function reasonOf(error: unknown): string {
  return redact(error instanceof Error ? error.message : String(error));
}

/**
 * A shared store that, when it fails, is replaced by a memory store, with one warning: the limiter
 * never fails a job (issue 4, Stores). The memory store starts from the window the shared store
 * last showed this process (so a full window stays full), and every `retryMs` the shared store is
 * tried again: once it answers, it is handed the entries admitted meanwhile that it lacks, and the
 * process shares the budget again, with a second warning saying so (issue 14).
 */
export function withFallback(primary: Store | RecoverableStore, options: FallbackOptions = {}): Store {
  const now = options.now ?? Date.now;
  const retryMs = options.retryMs ?? 5000;
  const recoverable = "absorb" in primary ? primary : undefined;
  let interim: { store: Store; window: WindowState; since: number; triedAt: number } | undefined;

  function fallBack(error: unknown): Store {
    const window = recoverable?.lastKnown() ?? emptyState();
    window.queue = [];
    const at = now();
    interim = {
      store: createMemoryStore({ now, initial: window }),
      window,
      since: at,
      triedAt: at,
    };
    const known = window.entries.length;
    options.logger?.warn(
      `the ${primary.name} limiter store failed (${reasonOf(error)}): this process now limits itself in memory${known > 0 ? `, starting from the ${known} requests it last saw in the shared window` : ""}, so the budget is not shared with other processes until the ${primary.name} store answers again (tried every ${Math.round(retryMs / 1000)} s); check JOBAI_LIMIT_STORE and its settings`,
    );
    return interim.store;
  }

  /** Try the shared store again; true when it answered and took over. */
  async function rejoin(budget: Budget): Promise<boolean> {
    if (!interim) return true;
    const at = now();
    if (at - interim.triedAt < retryMs) return false;
    interim.triedAt = at;
    try {
      prune(interim.window, at, LEASE_MS);
      if (recoverable) await recoverable.absorb(interim.window.entries, budget);
      else await primary.state(budget);
    } catch {
      return false;
    }
    const away = Math.round((at - interim.since) / 1000);
    interim = undefined;
    options.logger?.warn(
      `the ${primary.name} limiter store answers again after ${away} s: this process shares the budget through it again`,
    );
    return true;
  }

  async function run<T>(budget: Budget, op: (store: Store) => Promise<T>): Promise<T> {
    if (interim && !(await rejoin(budget))) return op(interim.store);
    try {
      return await op(primary);
    } catch (error) {
      return op(fallBack(error));
    }
  }

  return {
    get name() {
      return primary.name;
    },
    tryAcquire: (id: string, cost: Cost, budget: Budget): Promise<Decision> =>
      run(budget, (store) => store.tryAcquire(id, cost, budget)),
    cancel: (id: string, budget: Budget) => run(budget, (store) => store.cancel(id, budget)),
    settle: (id: string, actual: Cost, budget: Budget) =>
      run(budget, (store) => store.settle(id, actual, budget)),
    pause: (durationMs: number, budget: Budget) => run(budget, (store) => store.pause(durationMs, budget)),
    async state(budget: Budget): Promise<LimiterState> {
      const state = await run(budget, (store) => store.state(budget));
      return interim ? { ...state, store: "memory", fallbackFrom: primary.name } : state;
    },
    close: () => primary.close(),
  };
}
