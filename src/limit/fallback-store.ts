import type { StoreName } from "../config/settings.js";
import type { Logger } from "../log.js";
import { redact } from "../secrets.js";
import { createMemoryStore } from "./memory-store.js";
import { emptyState, prune, type WindowEntry, type WindowState } from "./sliding-window.js";
import type { Budget, Cost, Decision, LimiterState, Store } from "./types.js";
import type { RecoverableStore } from "./window-state.js";

export interface FallbackOptions {
  logger?: Pick<Logger, "warn">;
  now?: () => number;
  /** While on the fallback, try the shared store again at most this often (default 5000 ms). */
  retryMs?: number;
  /**
   * A store to share with this host's other processes while the shared one is down (the redis
   * store's: the file store), made when first needed; memory when absent or when it fails too.
   */
  interim?: () => RecoverableStore;
}

/** How long the interim store keeps a waiter's place; as the stores' default. */
const LEASE_MS = 3000;

function reasonOf(error: unknown): string {
  return redact(error instanceof Error ? error.message : String(error));
}

interface Interim {
  /** The host's store while it works; undefined once it failed too. */
  host: RecoverableStore | undefined;
  /** Whether `host` was handed the window this process knew. */
  seeded: boolean;
  memory: Store;
  /** The memory store's window (it changes it in place), seeded with what this process knew. */
  window: WindowState;
  since: number;
  triedAt: number;
}

/**
 * A shared store that, when it fails, is replaced for a while, with one warning: the limiter never
 * fails a job (issue 4, Stores). The replacement starts from the window the shared store last
 * showed this process (so a full window stays full): the host's store when one is given (every
 * process of the host that fell back shares it, each adding what it knew), else memory. Every
 * `retryMs` the shared store is tried again: once it answers, it is handed the entries it lacks
 * (a restarted Redis is empty), and the process shares the budget through it again (issue 14).
 */
export function withFallback(primary: Store | RecoverableStore, options: FallbackOptions = {}): Store {
  const now = options.now ?? Date.now;
  const retryMs = options.retryMs ?? 5000;
  const recoverable = "absorb" in primary ? primary : undefined;
  let interim: Interim | undefined;

  function fallBack(error: unknown): Interim {
    const window = recoverable?.lastKnown() ?? emptyState();
    window.queue = [];
    const at = now();
    let host: RecoverableStore | undefined;
    try {
      host = options.interim?.();
    } catch {}
    interim = {
      host,
      seeded: false,
      memory: createMemoryStore({ now, initial: window }),
      window,
      since: at,
      triedAt: at,
    };
    const known = window.entries.length;
    const where: StoreName = host ? host.name : "memory";
    const scope = host ? "the processes of this host" : "itself";
    options.logger?.warn(
      `the ${primary.name} limiter store failed (${reasonOf(error)}): this process now limits ${scope} in ${where === "file" ? "the state directory" : "memory"}${known > 0 ? `, starting from the ${known} requests it last saw in the shared window` : ""}, so the budget is not shared with other hosts until the ${primary.name} store answers again (tried every ${Math.round(retryMs / 1000)} s); check JOBAI_LIMIT_STORE and its settings`,
    );
    return interim;
  }

  /** Run `op` on the interim store: the host's while it works, else memory. */
  async function onInterim<T>(
    current: Interim,
    budget: Budget,
    op: (store: Store) => Promise<T>,
  ): Promise<T> {
    if (current.host) {
      try {
        if (!current.seeded) {
          await current.host.absorb(current.window.entries, budget);
          current.seeded = true;
        }
        return await op(current.host);
      } catch {
        const seen = current.host.lastKnown();
        if (seen) current.window.entries = [...current.window.entries, ...seen.entries];
        current.host = undefined;
      }
    }
    return op(current.memory);
  }

  /** The live entries the interim store holds now, to hand to the recovered shared store. */
  async function interimEntries(current: Interim, budget: Budget, at: number): Promise<WindowEntry[]> {
    if (current.host) {
      try {
        await current.host.state(budget);
        return current.host.lastKnown()?.entries.filter((entry) => entry.end > at) ?? [];
      } catch {}
    }
    prune(current.window, at, LEASE_MS);
    return current.window.entries;
  }

  /**
   * Try the shared store again; true when it answered and took over. Before handing over the host
   * store's window, pause it for `retryMs`: the host's other processes then admit nothing more
   * there, and take the pause as their cue to rejoin at once (so nothing is admitted in two
   * windows that do not know of each other while they switch).
   */
  async function rejoin(current: Interim, budget: Budget): Promise<boolean> {
    const at = now();
    if (at - current.triedAt < retryMs) return false;
    current.triedAt = at;
    try {
      await primary.state(budget);
      if (recoverable) {
        await current.host?.pause(retryMs, budget).catch(() => {});
        await recoverable.absorb(await interimEntries(current, budget, at), budget);
      }
    } catch {
      return false;
    }
    interim = undefined;
    options.logger?.warn(
      `the ${primary.name} limiter store answers again after ${Math.round((at - current.since) / 1000)} s: this process shares the budget through it again`,
    );
    return true;
  }

  async function run<T>(budget: Budget, op: (store: Store) => Promise<T>): Promise<T> {
    if (interim && !(await rejoin(interim, budget))) {
      const current = interim;
      const result = await onInterim(current, budget, op);
      const decision = result as Partial<Decision> | undefined;
      // A pause of the host store may be another process handing it over: try to rejoin at once.
      if (decision?.granted === false && decision.reason === "paused") current.triedAt = -Infinity;
      return result;
    }
    try {
      return await op(primary);
    } catch (error) {
      return onInterim(fallBack(error), budget, op);
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
      if (!interim) return state;
      return { ...state, store: interim.host ? interim.host.name : "memory", fallbackFrom: primary.name };
    },
    close: () => primary.close(),
  };
}
