import type { Logger } from "../log.js";
import { redact } from "../secrets.js";
import type { Claim } from "./claim.js";
import { createMemoryStore } from "./memory-store.js";
import type { SharedUseMark } from "./shared-use-mark.js";
import { emptyState, prune, spanOf, type WindowEntry, type WindowState } from "./sliding-window.js";
import type { Budget, Cost, Decision, LimiterState, PauseStatus, Store } from "./types.js";
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
  /**
   * When a process of this host last used the shared store (shared-use-mark.ts): touched after each
   * answer, read by a process that falls back without ever having reached the store itself.
   */
  mark?: SharedUseMark;
}

/** How long the interim store keeps a waiter's place; as the stores' default. */
const LEASE_MS = 3000;
/**
 * The processes assumed to share the budget when the failed store cannot count them (its register
 * could never be read: a state directory unusable from the start). A CI host runs about as many
 * jobs as it has cores, each with a process or two: a quarter keeps four such processes within the
 * budget, where the whole budget each let 16 processes send 111 requests into a budget of 64.
 */
const UNKNOWN_SHARERS = 4;
/** A second warning of the same kind (fall-back, rejoin) within this long is not printed. */
const QUIET_MS = 60_000;

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
  /** Ids of the entries the window was seeded with: every process's, not this one's alone. */
  seeds: Set<string>;
  /** How many processes the budget is divided between while on memory. */
  sharers: number;
  /** Whether `sharers` was counted by the failed store (else it is UNKNOWN_SHARERS, a guess). */
  counted: boolean;
  since: number;
  triedAt: number;
  /**
   * The fall-back's warning while it is not said yet: it names where the budget now lives, which is
   * known only once the host's store has taken (or refused) the first decision.
   */
  unsaid: { failure: string; from: string; until: string } | undefined;
}

/** `part` of `whole`, never more than the whole. */
const clampCost = (cost: Cost, limit: Cost): Cost => ({
  requests: Math.min(cost.requests, limit.requests),
  inputTokens: Math.min(cost.inputTokens, limit.inputTokens),
});

/**
 * A shared store that, when it fails, is replaced for a while, with one warning: the limiter never
 * fails a job (issue 4, Stores). The replacement starts from the window the shared store last
 * showed this process (so a full window stays full): the host's store when one is given (every
 * process of the host that fell back shares it, each adding what it knew), else memory.
 *
 * Memory holds one process, so it takes a SHARE of the budget (issue 23: on a full disk each of 16
 * processes took the whole budget, and the proxy refused 47 of 111): what the window held when
 * the shared store failed still counts whole, and of what it frees, this process takes 1/n, n the
 * processes the failed store knew to be alive (file-store.ts keeps a register of them).
 *
 * Every `retryMs` the shared store is tried again with a WRITE (`probe`): a Redis out of memory
 * or turned read-only still answers reads, and rejoining on a read sent every process back and
 * forth with hundreds of warnings (issue 23). Once it takes a write, it is handed the entries it
 * lacks (a restarted Redis is empty), and the process shares the budget through it again.
 */
export function withFallback(primary: Store | RecoverableStore, options: FallbackOptions = {}): Store {
  const now = options.now ?? Date.now;
  const retryMs = options.retryMs ?? 5000;
  const recoverable = "absorb" in primary ? primary : undefined;
  let interim: Interim | undefined;
  let failure: string | undefined;
  const warnedAt = new Map<string, number>();

  function warn(kind: string, text: string): void {
    const at = now();
    const last = warnedAt.get(kind);
    if (last !== undefined && at - last < QUIET_MS) return;
    warnedAt.set(kind, at);
    options.logger?.warn(text);
  }

  /**
   * How many processes to divide the budget between on memory, as the failed store knows them, and
   * whether it knew: a store that could never read its register counts none.
   */
  function sharersOf(store: Store | RecoverableStore | undefined): { sharers: number; counted: boolean } {
    const counted = store && "sharers" in store ? store.sharers?.() : undefined;
    return { sharers: Math.max(1, counted ?? UNKNOWN_SHARERS), counted: counted !== undefined };
  }

  function memoryText(current: Interim): string {
    if (current.sharers <= 1) return "in memory (it was the only process of this host using the store)";
    // Issue 34: "4 processes of this host were using the store" was said of a number never read.
    const why = current.counted
      ? `${current.sharers} processes of this host were using the store`
      : `how many processes of this host share the budget is unknown, since the store never read its register: ${current.sharers} assumed`;
    return `in memory to a 1/${current.sharers} share of the budget (${why})`;
  }

  /**
   * What the others may have admitted that this process cannot see, as one settled entry of `cost`
   * from `at` until `until`. On falling back: the whole budget, until a request admitted now would
   * leave the proxy's window, and one retry interval more (the window this process last read may
   * be stale by a request or two, and a process whose store failed alone switches back within a
   * retry interval). On rejoining from memory: the shares of the processes still on theirs.
   */
  function unseen(kind: string, cost: Cost, at: number, until: number): WindowEntry {
    return { id: `${kind}-${process.pid}-${at}`, at, end: until, ...cost, settled: true };
  }

  function fallBack(error: unknown, budget: Budget): Interim {
    const seen = recoverable?.lastKnown();
    const at = now();
    // A waiter the store only ever refused has seen no window, yet shared one all along (issue 23:
    // such a process, first on the host's store, admitted into it while Redis held a full window).
    // One that never reached it shares the window of the host's processes that did, just now.
    const shared =
      seen !== undefined ||
      recoverable?.reached?.() === true ||
      options.mark?.usedSince(at - spanOf(budget) - retryMs) === true;
    const window = seen ?? emptyState();
    window.queue = [];
    // The entries this process last saw may miss a few admitted since (issue 23: 1 to 3 429s a
    // fault): the window counts as full until everything admitted before now has left it. A
    // process the store never answered (a wrong address, nothing listening) was sharing nothing
    // through it, and takes its share at once.
    const blackoutMs = shared ? spanOf(budget) + retryMs : 0;
    if (shared) {
      const whole = { requests: budget.requests, inputTokens: budget.inputTokens };
      window.entries.push(unseen("fallback", whole, at, at + blackoutMs));
    }
    let host: RecoverableStore | undefined;
    try {
      host = options.interim?.();
    } catch {}
    const current: Interim = {
      host,
      seeded: false,
      memory: createMemoryStore({ now, initial: window }),
      window,
      seeds: new Set(window.entries.map((entry) => entry.id)),
      ...sharersOf(host ?? primary),
      since: at,
      triedAt: at,
      unsaid: undefined,
    };
    interim = current;
    failure = reasonOf(error);
    const known = window.entries.length - (shared ? 1 : 0);
    const blackout =
      blackoutMs > 0
        ? `, admitting nothing for ${Math.ceil(blackoutMs / 1000)} s (what others admitted just before cannot be seen)`
        : "";
    const from = `${blackout}${known > 0 ? `, ${blackout ? "then " : ""}starting from the ${known} requests it last saw in the shared window` : ""}`;
    const until = `until the ${primary.name} store takes writes again (tried every ${Math.round(retryMs / 1000)} s)`;
    if (host) {
      current.unsaid = { failure, from, until };
      return current;
    }
    warn(
      "fallback",
      `the ${primary.name} limiter store failed (${failure}): this process now limits itself ${memoryText(current)}${from}, ${until}; check JOBAI_LIMIT_STORE and its settings`,
    );
    return current;
  }

  /**
   * The budget memory decides with: what the seeded window still holds counts whole, and 1/n of the
   * rest is this process's. (With n processes each admitting at most (B - seeded)/n, all of them
   * together stay within B.) The cost is capped at that share, or a request larger than its share
   * would wait forever: it goes when its process's share is free, at worst above it by itself.
   */
  function memoryBudget(current: Interim, budget: Budget): Budget {
    if (current.sharers <= 1) return budget;
    const at = now();
    let requests = 0;
    let inputTokens = 0;
    for (const entry of current.window.entries) {
      if (entry.end <= at || !current.seeds.has(entry.id)) continue;
      requests += entry.requests;
      inputTokens += entry.inputTokens;
    }
    const keep = 1 - 1 / current.sharers;
    return {
      ...budget,
      requests: budget.requests / current.sharers + requests * keep,
      inputTokens: budget.inputTokens / current.sharers + inputTokens * keep,
    };
  }

  type Op<T> = (store: Store, budget: Budget, cost?: (cost: Cost) => Cost) => Promise<T>;

  /** Run `op` on the interim store: the host's while it works, else memory. */
  async function onInterim<T>(current: Interim, budget: Budget, op: Op<T>): Promise<T> {
    if (current.host) {
      try {
        if (!current.seeded) {
          await current.host.absorb(current.window.entries, budget);
          current.seeded = true;
        }
        const result = await op(current.host, budget);
        const unsaid = current.unsaid;
        if (unsaid) {
          current.unsaid = undefined;
          warn(
            "fallback",
            `the ${primary.name} limiter store failed (${unsaid.failure}): the processes of this host now share the budget through the ${current.host.name} store in the state directory${unsaid.from}; processes on other hosts are not counted ${unsaid.until}; check JOBAI_REDIS_URL and the server`,
          );
        }
        return result;
      } catch (error) {
        const seen = current.host.lastKnown();
        if (seen) current.window.entries = [...current.window.entries, ...seen.entries];
        for (const entry of seen?.entries ?? []) current.seeds.add(entry.id);
        Object.assign(current, sharersOf(current.host));
        const host = current.host.name;
        current.host = undefined;
        const unsaid = current.unsaid;
        current.unsaid = undefined;
        // One warning when both fail at once, naming each failure and where the budget now lives.
        warn(
          unsaid ? "fallback" : "interim",
          unsaid
            ? `the ${primary.name} limiter store failed (${unsaid.failure}), and the ${host} store of this host too (${reasonOf(error)}): this process now limits itself ${memoryText(current)}${unsaid.from}, ${unsaid.until}`
            : `the ${host} limiter store failed too (${reasonOf(error)}): this process now limits itself ${memoryText(current)}, until the ${primary.name} store takes writes again`,
        );
      }
    }
    // At least one request: a share below one (2 requests for 4 processes) held every request,
    // capped at one, for ever. With n processes each admitting one, the proxy may see n.
    const share = memoryBudget(current, budget);
    const limit = { requests: Math.max(1, share.requests), inputTokens: share.inputTokens };
    return op(current.memory, { ...share, ...limit }, (cost) => clampCost(cost, limit));
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
   * Try the shared store again; true when it took a write and took over. Before handing over the
   * host store's window, pause it for `retryMs`: the host's other processes then admit nothing
   * more there, and take the pause as their cue to try at once (so nothing is admitted in two
   * windows that do not know of each other while they switch).
   */
  async function rejoin(current: Interim, budget: Budget): Promise<boolean> {
    const at = now();
    if (at - current.triedAt < retryMs) return false;
    current.triedAt = at;
    try {
      if (recoverable) {
        await recoverable.probe(budget);
        await current.host?.pause(retryMs, budget).catch(() => {});
        const entries = await interimEntries(current, budget, at);
        // From memory, the other processes may still admit their shares there until they try
        // again (within a retry interval) and for one span after: the shared window counts them.
        if (!current.host && current.sharers > 1) {
          const others = 1 - 1 / current.sharers;
          const shares = {
            requests: Math.ceil(budget.requests * others),
            inputTokens: Math.ceil(budget.inputTokens * others),
          };
          entries.push(unseen("shares", shares, at, at + spanOf(budget) + retryMs));
        }
        await recoverable.absorb(entries, budget);
      } else {
        await primary.state(budget);
      }
    } catch {
      return false;
    }
    interim = undefined;
    failure = undefined;
    warn(
      "rejoin",
      `the ${primary.name} limiter store takes writes again after ${Math.round((at - current.since) / 1000)} s: this process shares the budget through it again`,
    );
    return true;
  }

  async function run<T>(budget: Budget, op: Op<T>): Promise<T> {
    if (interim && !(await rejoin(interim, budget))) {
      const current = interim;
      const result = await onInterim(current, budget, op);
      const decision = result as Partial<Decision> | undefined;
      // A pause of the host store may be another process handing it over: try to rejoin soon
      // (within a second, not at every poll: a pause after a 429 would otherwise send a probe to a
      // failed store every few milliseconds).
      if (decision?.granted === false && decision.reason === "paused" && current.host) {
        current.triedAt = Math.min(current.triedAt, now() - retryMs + 1000);
      }
      return result;
    }
    try {
      const result = await op(primary, budget);
      options.mark?.touch();
      return result;
    } catch (error) {
      return onInterim(fallBack(error, budget), budget, op);
    }
  }

  return {
    get name() {
      return primary.name;
    },
    async tryAcquire(id: string, cost: Cost, budget: Budget, claim?: Claim): Promise<Decision> {
      const decision = await run(budget, (store, b, clamp) =>
        store.tryAcquire(id, clamp ? clamp(cost) : cost, b, claim),
      );
      // A wait decided without the shared store says so (the CLI's wait line names it).
      return !decision.granted && interim ? { ...decision, fallbackFrom: primary.name } : decision;
    },
    cancel: (id: string, budget: Budget) => run(budget, (store, b) => store.cancel(id, b)),
    settle: (id: string, actual: Cost, budget: Budget, seenAgoMs?: number) =>
      run(budget, (store, b) => store.settle(id, actual, b, seenAgoMs)),
    pause: (durationMs: number, budget: Budget, status?: PauseStatus) =>
      run(budget, (store, b) => store.pause(durationMs, b, status)),
    async state(budget: Budget): Promise<LimiterState> {
      const state = await run(budget, (store, b) => store.state(b));
      const current = interim;
      if (!current) return state;
      const onMemory = !current.host;
      return {
        ...state,
        // The budget as configured; a share is reported beside it.
        budget,
        store: current.host ? current.host.name : "memory",
        fallbackFrom: primary.name,
        ...(failure ? { fallbackReason: failure } : {}),
        ...(onMemory && current.sharers > 1 ? { sharedBy: current.sharers } : {}),
      };
    },
    close: async () => {
      await Promise.all([primary.close(), interim?.host?.close()]);
    },
  };
}
