/**
 * The sliding-window log every store runs (the Redis store runs the same rules in Lua,
 * `redis-script.ts`). Pure: the caller passes the time, and the state is changed in place.
 *
 * The model: one entry per request sent, `(at, end, requests, inputTokens)`. The proxy counts a
 * request at the moment p it arrives, somewhere between our decision `at` and the moment we see its
 * response, and keeps it in its window through p + windowMs (a closed interval). We do not know p,
 * so an entry counts from `at` until `end`, after the latest moment the proxy may still count it:
 * - at admission: `at + latencyMs + windowMs + marginMs + 1`, assuming the request reaches the
 *   proxy within `latencyMs` if its response is never seen;
 * - once settled (its response was first seen at `r`, so p <= r): `r + windowMs + marginMs + 1`,
 *   sooner or LATER than the admission estimate. A request may reach the proxy after the allowance
 *   (eight cold processes on two cores: more than 1 s after admission, issue 22); capping its end
 *   at the estimate let it leave our window while the proxy still counted it, and the proxy saw
 *   eleven requests in a window of ten. Later settles (a stream's message_delta) change the cost
 *   only: the first response is the tightest bound.
 * A request is admitted at `now` only when every live entry plus itself fits both budgets. Any two
 * requests the proxy sees within one window of each other were then both live at the later one's
 * admission, provided each was either answered before its admission estimate ran out or reached
 * the proxy within `latencyMs`: so every interval of one window on the proxy's clock was checked.
 * Settling replaces an entry's cost at its original time, which is when the proxy counted it.
 *
 * Who goes next (issue 22): waiters hold tickets in the store's queue, one per process, each with the
 * job it belongs to and its priority. When the window is contended, the next grant goes to the BEST
 * ticket (`bestTicket`): the highest effective priority (its priority, raised one level for each
 * window it has waited, up to the highest waiting: nothing starves), then the job that has used
 * least of the window (its live entries' dominant share of the two budgets, whatever its number of
 * processes), then the oldest. Only the
 * best ticket is admitted, and only when it fits: a large request is never overtaken for ever.
 * Uncontended, the one waiter is the best and is admitted at once, as before.
 */
import { type Claim, DEFAULT_CLAIM, type Priority, rankOf } from "./claim.js";
import type { Budget, Cost, Decision, PauseStatus } from "./types.js";

export interface WindowEntry {
  id: string;
  at: number;
  /** When it leaves the window (see above). */
  end: number;
  requests: number;
  inputTokens: number;
  settled: boolean;
  /** The job it was admitted for (absent in a state written before fair share: counted as `""`). */
  job?: string | undefined;
}

/** A waiter's place in the queue; dropped when not refreshed for `leaseMs` (its process died). */
export interface QueueTicket {
  id: string;
  requests: number;
  inputTokens: number;
  seenAt: number;
  /** When it joined (absent in a state written before fair share: `seenAt`). */
  since?: number | undefined;
  /** Its job and priority (absent before fair share: job `""`, `normal`). */
  job?: string | undefined;
  priority?: Priority | undefined;
}

export interface WindowState {
  entries: WindowEntry[];
  queue: QueueTicket[];
  pausedUntil: number;
  /** What caused the pause (a 429 or 529), while it holds; absent when unknown. */
  pausedFor?: PauseStatus;
}

/** How long a queued waiter keeps its place without asking again. */
export const DEFAULT_LEASE_MS = 3000;

/**
 * A waiter's ask renews its place (`seenAt`) only when the last renewal is this old: a quarter of the
 * lease, so a waiter asking at least every three quarters of it keeps its place. An ask that changes
 * nothing else then leaves the window as it was: the Redis script writes back the value it read,
 * without encoding it again (a large part of a decision's cost with a thousand waiters).
 */
export function renewAfterMs(leaseMs: number): number {
  return leaseMs / 4;
}

export function emptyState(): WindowState {
  return { entries: [], queue: [], pausedUntil: 0 };
}

/** How long an entry counts when its response is never seen. */
export function spanOf(budget: Budget): number {
  return budget.latencyMs + budget.windowMs + budget.marginMs + 1;
}

/**
 * How long before a settle its response may be said to have been seen: at most the latency
 * allowance, and never negative. A settle normally comes milliseconds after its response; the bound
 * keeps a wrong duration (a clock stepped between the two readings) from ending an entry early by
 * more than the allowance that a lost response is given anyway.
 */
export function boundAgo(seenAgoMs: number | undefined, budget: Budget): number {
  if (seenAgoMs === undefined || !Number.isFinite(seenAgoMs)) return 0;
  return Math.min(budget.latencyMs, Math.max(0, Math.round(seenAgoMs)));
}

/** When an entry settled at `now` leaves the window: the proxy counted it at or before `now`. */
export function settledEnd(budget: Budget, now: number): number {
  return now + budget.windowMs + budget.marginMs + 1;
}

/** Drop entries that left the window and tickets whose waiter stopped polling. */
export function prune(state: WindowState, now: number, leaseMs: number): void {
  state.entries = state.entries.filter((entry) => entry.end > now);
  state.queue = state.queue.filter((ticket) => ticket.seenAt + leaseMs > now);
  // A ticket from a state written before fair share keeps the arrival it had when first seen here:
  // `seenAt` moves with every ask, and ordering by it let two waiters overtake each other for ever.
  for (const ticket of state.queue) ticket.since ??= ticket.seenAt;
  if (state.pausedUntil <= now) {
    state.pausedUntil = 0;
    delete state.pausedFor;
  }
}

/** Sums of the live entries (call `prune` first). */
export function usedOf(state: WindowState): Cost {
  let requests = 0;
  let inputTokens = 0;
  for (const entry of state.entries) {
    requests += entry.requests;
    inputTokens += entry.inputTokens;
  }
  return { requests, inputTokens };
}

function fits(used: Cost, cost: Cost, budget: Budget): boolean {
  return (
    used.requests + cost.requests <= budget.requests &&
    used.inputTokens + cost.inputTokens <= budget.inputTokens
  );
}

/**
 * The earliest time at or after `now` when `cost` fits, assuming no entry changes meanwhile (a
 * hint: a settle may move it either way, and the waiter asks again). `Infinity` when the cost
 * exceeds the budget itself.
 */
export function fitTime(state: WindowState, cost: Cost, budget: Budget, now: number): number {
  const used = usedOf(state);
  if (fits(used, cost, budget)) return now;
  const byEnd = [...state.entries].sort((a, b) => a.end - b.end);
  for (const entry of byEnd) {
    used.requests -= entry.requests;
    used.inputTokens -= entry.inputTokens;
    if (fits(used, cost, budget)) return Math.max(now, entry.end);
  }
  return Number.POSITIVE_INFINITY;
}

/**
 * How much of the window a job holds: the dominant share of its live entries over the two budgets,
 * scaled by both budgets so that it is a whole number (the Lua script compares the same integers,
 * with no rounding to differ on): max(requests x budget tokens, tokens x budget requests).
 */
export function jobUsage(entries: readonly WindowEntry[], budget: Budget, at: number): Map<string, number> {
  const sums = new Map<string, Cost>();
  for (const entry of entries) if (entry.end > at) addTo(sums, entry.job ?? "", entry, 1);
  const usage = new Map<string, number>();
  for (const [job, sum] of sums) usage.set(job, dominantShare(sum, budget));
  return usage;
}

/** A job's usage as `jobUsage` states it: the dominant share of its sums, as a whole number. */
function dominantShare(sum: Cost, budget: Budget): number {
  return Math.max(sum.requests * budget.inputTokens, sum.inputTokens * budget.requests);
}

/** Add `cost` (or take it away: `sign` -1) to `job`'s sums. */
function addTo(sums: Map<string, Cost>, job: string, cost: Cost, sign: 1 | -1): void {
  let sum = sums.get(job);
  if (!sum) {
    sum = { requests: 0, inputTokens: 0 };
    sums.set(job, sum);
  }
  sum.requests += sign * cost.requests;
  sum.inputTokens += sign * cost.inputTokens;
}

/**
 * A ticket's effective priority at `at`: its priority's rank (low 0, normal 1, high 2) plus one for
 * each whole window it has waited, up to `cap`, the highest rank among the waiters. So a low waiter
 * competes with high ones as an equal (by fair share, then arrival) once it has waited two windows,
 * a normal one after one window, and nothing waits for ever behind a stream of higher priority;
 * between waiters of one priority ageing changes nothing, and fair share alone decides (an uncapped
 * level let the many old tickets of a job with many processes overtake the others' fresh ones).
 */
export function levelOf(ticket: QueueTicket, budget: Budget, at: number, cap: number): number {
  const waited = Math.max(0, at - (ticket.since ?? ticket.seenAt));
  return Math.min(
    cap,
    rankOf(ticket.priority ?? DEFAULT_CLAIM.priority) + Math.floor(waited / budget.windowMs),
  );
}

/**
 * The index in `tickets` of the best one at `at` (see the top of this file): highest level, then
 * least usage of its job, then the oldest, then the first in the list. -1 when there is none.
 */
export function bestTicket(
  tickets: readonly QueueTicket[],
  entries: readonly WindowEntry[],
  budget: Budget,
  at: number,
): number {
  if (tickets.length <= 1) return tickets.length - 1;
  const usage = jobUsage(entries, budget, at);
  return bestBy(tickets, (job) => usage.get(job) ?? 0, budget, at);
}

/** `bestTicket` with each job's usage given (predictTurn keeps it as it plays the queue forward). */
function bestBy(
  tickets: readonly QueueTicket[],
  usageOf: (job: string) => number,
  budget: Budget,
  at: number,
): number {
  if (tickets.length <= 1) return tickets.length - 1;
  let cap = 0;
  for (const ticket of tickets) cap = Math.max(cap, rankOf(ticket.priority ?? DEFAULT_CLAIM.priority));
  let best = -1;
  let bestLevel = 0;
  let bestUsage = 0;
  let bestSince = 0;
  for (const [index, ticket] of tickets.entries()) {
    const level = levelOf(ticket, budget, at, cap);
    const used = usageOf(ticket.job ?? "");
    const since = ticket.since ?? ticket.seenAt;
    const better =
      best < 0 ||
      level > bestLevel ||
      (level === bestLevel && (used < bestUsage || (used === bestUsage && since < bestSince)));
    if (better) {
      best = index;
      bestLevel = level;
      bestUsage = used;
      bestSince = since;
    }
  }
  return best;
}

/**
 * One admission attempt by waiter `id` for `claim` (its job and priority): join or refresh its place
 * in the queue; admit it when it is the best ticket (`bestTicket`), no pause holds, and the cost
 * fits. The entry takes the waiter's id and job. A waiter that must wait is told how long: the queue
 * is played forward (each best ticket admitted at its earliest fit), so every waiter sleeps until
 * its own turn instead of polling.
 */
export function decide(
  state: WindowState,
  id: string,
  cost: Cost,
  budget: Budget,
  now: number,
  leaseMs: number,
  claim: Claim = DEFAULT_CLAIM,
): Decision {
  prune(state, now, leaseMs);
  const ticket = state.queue.find((t) => t.id === id);
  if (ticket) {
    if (now - ticket.seenAt >= renewAfterMs(leaseMs)) ticket.seenAt = now;
  } else
    state.queue.push({
      id,
      requests: cost.requests,
      inputTokens: cost.inputTokens,
      seenAt: now,
      since: now,
      job: claim.job,
      priority: claim.priority,
    });
  const best = bestTicket(state.queue, state.entries, budget, now);
  const first = state.queue[best]?.id === id;
  if (first && state.pausedUntil <= now && fitTime(state, cost, budget, now) <= now) {
    state.queue.splice(best, 1);
    state.entries.push({
      id,
      at: now,
      end: now + spanOf(budget),
      requests: cost.requests,
      inputTokens: cost.inputTokens,
      settled: false,
      job: claim.job,
    });
    // The process's next waiter keeps its place from now (claim.ts, `next`).
    const next = claim.next;
    if (next && next.id !== id && !state.queue.some((t) => t.id === next.id)) {
      state.queue.push({
        id: next.id,
        requests: next.requests,
        inputTokens: next.inputTokens,
        seenAt: now,
        since: now,
        job: claim.job,
        priority: claim.priority,
      });
    }
    return { granted: true, at: now };
  }
  if (state.pausedUntil > now && first) {
    const status = state.pausedFor ? { status: state.pausedFor } : {};
    return { granted: false, waitMs: state.pausedUntil - now, reason: "paused", ...status };
  }
  // A waiter ahead that never fits (a cost over this budget): asked again within one span, as in Lua.
  const predicted = predictTurn(state, id, budget, now);
  const turn = Number.isFinite(predicted) ? predicted : now + spanOf(budget);
  if (!first) return { granted: false, waitMs: turn - now, reason: "queue" };
  const used = usedOf(state);
  const reason = used.requests + cost.requests > budget.requests ? "requests" : "inputTokens";
  return { granted: false, waitMs: turn - now, reason };
}

/**
 * How many waiters ahead `predictTurn` plays at most: past them it answers the turn of the last one
 * played, a time the asker is not admitted before, so it asks again then (the CLI's one wait line,
 * wait-notice.ts, names the least it will wait). A waiter behind sleeps at most a second between
 * asks anyway (limiter.ts, a third of its lease), and 8 turns of a saturated window span about that
 * or more unless many requests leave it together; then the waiters past the 8th ask once more. The
 * bound keeps the hint's cost from growing with the queue (it was quadratic in it): a turn that
 * plays a job not yet played costs Redis about 40 µs (its sums, its heads, its next ticket), and at
 * 1,000 waiters a waiter's decision took 2 ms with 64 turns, 0.96 ms with 16, 0.54 ms with 8, on an
 * idle machine (issue 29: at most 1 ms; bench/decision.bench.js).
 */
export const TURNS_AHEAD = 8;

/**
 * When waiter `id` should be admitted if the best waiter is admitted at its earliest fit, again and
 * again, until its own turn (or, past `limit` waiters played, the turn of the last: see TURNS_AHEAD).
 * A hint: settles, arrivals and ageing change the order, and the waiter asks again when it wakes.
 *
 * The same as calling `bestTicket` and `fitTime` on the played entries for each waiter ahead, in
 * O(entries + waiters + turns x log jobs) instead of O(turns x (entries + waiters)):
 * - the entries are sorted by end once and leave the sums (the window's and each job's) as the time
 *   passes them; a played waiter's entry, ending one window after its turn, joins a second list that
 *   is in end order by construction (LiveWindow);
 * - the best ticket always has the highest level (`levelOf`'s cap), so only tickets that reached it
 *   compete, and a ticket reaches it at a time fixed by its rank and arrival: each rank's tickets,
 *   in arrival order, become candidates one by one as the time moves on (or all at once when the
 *   cap falls); among candidates a job's best is its oldest, and the jobs sit in a heap by usage,
 *   then their oldest candidate's arrival and place (TicketRace).
 * At 64 waiters and 500 entries the first took 1.5 ms per decision in TypeScript and 32 ms in
 * Redis's Lua; the per-waiter scan that was left cost 18.5 ms in Lua at 256 waiters.
 */
export function predictTurn(
  state: WindowState,
  id: string,
  budget: Budget,
  now: number,
  limit = TURNS_AHEAD,
): number {
  const race = new TicketRace(state.queue, budget);
  const live = new LiveWindow(
    state.entries.map((entry) => hintOf(entry, budget, now)),
    (job) => race.touch(job),
  );
  let t = Math.max(now, state.pausedUntil);
  for (let played = 0; ; played++) {
    live.passTo(t);
    const index = race.best(t, (job) => live.usageOf(job, budget));
    if (index < 0) return t;
    const ticket = state.queue[index] as QueueTicket;
    t = live.fitTime(ticket, budget, t);
    if (ticket.id === id || !Number.isFinite(t) || played + 1 >= limit) return t;
    race.play(index);
    // Assume it is answered at once (a hint only: the waiter asks again when it wakes).
    live.play({
      end: settledEnd(budget, t),
      requests: ticket.requests,
      inputTokens: ticket.inputTokens,
      job: ticket.job ?? "",
    });
  }
}

/** Arrival order of the queue: its own order, unless a clock that stepped back broke it. */
function arrivalOrder(queue: readonly QueueTicket[]): number[] {
  const order = queue.map((_, index) => index);
  const since = (index: number) => {
    const ticket = queue[index] as QueueTicket;
    return ticket.since ?? ticket.seenAt;
  };
  for (let i = 1; i < order.length; i++) {
    if (since(i) < since(i - 1)) return order.sort((a, b) => since(a) - since(b) || a - b);
  }
  return order;
}

/** A job's place in the race: [usage, arrival of its oldest candidate, that ticket's index, job, stamp]. */
type RaceKey = [number, number, number, string, number];

function raceBefore(a: RaceKey, b: RaceKey): boolean {
  return a[0] < b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] < b[2])));
}

/**
 * The queue as `predictTurn` plays it: which tickets compete at a time (those at the cap's level),
 * and the best of them (least usage of its job, then oldest, then first), with each job's usage
 * read when it last changed (`touch`). Mirrored by race_* in redis-script.ts.
 */
class TicketRace {
  private readonly since: number[];
  private readonly rank: number[];
  private readonly jobOf: string[];
  /** Per rank, the tickets in arrival order, and how many of them compete. */
  private readonly byRank: number[][] = [[], [], []];
  private readonly reached = [0, 0, 0];
  private readonly left = [0, 0, 0];
  private cap = 0;
  /** Per job and rank, its tickets in arrival order, and how many were played. */
  private readonly lists = new Map<string, { tickets: number[][]; played: number[] }>();
  private readonly competing: boolean[];
  private readonly stamps = new Map<string, number>();
  private readonly heap: RaceKey[] = [];
  private dirty: string[] = [];
  private serial = 0;
  private readonly window: number;

  constructor(queue: readonly QueueTicket[], budget: Budget) {
    this.window = budget.windowMs;
    this.since = queue.map((q) => q.since ?? q.seenAt);
    this.rank = queue.map((q) => rankOf(q.priority ?? DEFAULT_CLAIM.priority));
    this.jobOf = queue.map((q) => q.job ?? "");
    this.competing = queue.map(() => false);
    for (const index of arrivalOrder(queue)) {
      const rank = this.rank[index] as number;
      const job = this.jobOf[index] as string;
      this.byRank[rank]?.push(index);
      this.left[rank] = (this.left[rank] ?? 0) + 1;
      let list = this.lists.get(job);
      if (!list) {
        list = { tickets: [[], [], []], played: [0, 0, 0] };
        this.lists.set(job, list);
      }
      list.tickets[rank]?.push(index);
    }
    for (let rank = 2; rank >= 0; rank--) {
      if ((this.left[rank] ?? 0) > 0) {
        this.cap = rank;
        break;
      }
    }
  }

  /** A job's usage changed: its place in the heap is taken again before the next pick. */
  touch(job: string): void {
    if (this.stamps.get(job) === -1) return;
    this.stamps.set(job, -1);
    this.dirty.push(job);
  }

  /** The index of the best ticket at `t`; -1 when none is left. */
  best(t: number, usageOf: (job: string) => number): number {
    // Tickets of rank r reach the cap's level once they waited (cap - r) windows (levelOf).
    for (let rank = 0; rank <= 2; rank++) {
      const list = this.byRank[rank] as number[];
      const latest = rank >= this.cap ? Number.POSITIVE_INFINITY : t - (this.cap - rank) * this.window;
      let next = this.reached[rank] as number;
      for (; next < list.length && (this.since[list[next] as number] as number) <= latest; next++) {
        const index = list[next] as number;
        this.competing[index] = true;
        this.touch(this.jobOf[index] as string);
      }
      this.reached[rank] = next;
    }
    for (const job of this.dirty) {
      const stamp = this.serial++;
      this.stamps.set(job, stamp);
      const head = this.headOf(job);
      if (head >= 0) this.push([usageOf(job), this.since[head] as number, head, job, stamp]);
    }
    this.dirty = [];
    while (this.heap.length > 0) {
      const top = this.heap[0] as RaceKey;
      if (this.stamps.get(top[3]) === top[4]) return top[2];
      this.pop();
    }
    return -1;
  }

  /** The ticket at `index` was admitted: its job's next competes in its place. */
  play(index: number): void {
    const rank = this.rank[index] as number;
    const job = this.jobOf[index] as string;
    const list = this.lists.get(job) as { played: number[] };
    list.played[rank] = (list.played[rank] ?? 0) + 1;
    this.left[rank] = (this.left[rank] ?? 0) - 1;
    while (this.cap > 0 && this.left[this.cap] === 0) this.cap--;
    this.touch(job);
  }

  /** The job's oldest competing ticket not played (each rank's first one is its oldest); -1: none. */
  private headOf(job: string): number {
    const list = this.lists.get(job);
    if (!list) return -1;
    let head = -1;
    for (let rank = 0; rank <= 2; rank++) {
      const index = list.tickets[rank]?.[list.played[rank] as number];
      if (index === undefined || !this.competing[index]) continue;
      const since = this.since[index] as number;
      if (head < 0 || since < (this.since[head] as number) || (since === this.since[head] && index < head)) {
        head = index;
      }
    }
    return head;
  }

  private push(key: RaceKey): void {
    const heap = this.heap;
    heap.push(key);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!raceBefore(key, heap[parent] as RaceKey)) break;
      heap[i] = heap[parent] as RaceKey;
      i = parent;
    }
    heap[i] = key;
  }

  private pop(): void {
    const heap = this.heap;
    const last = heap.pop() as RaceKey;
    if (heap.length === 0) return;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= heap.length) break;
      const right = left + 1;
      const child =
        right < heap.length && raceBefore(heap[right] as RaceKey, heap[left] as RaceKey) ? right : left;
      if (!raceBefore(heap[child] as RaceKey, last)) break;
      heap[i] = heap[child] as RaceKey;
      i = child;
    }
    heap[i] = last;
  }
}

/**
 * How long an entry in flight past its earliest end is assumed to take yet, in `predictTurn`: one
 * poll interval of the waiter (limiter.ts, defaultPollMs), so a waiter held by it asks again then.
 */
export function overdueMs(windowMs: number): number {
  return Math.min(200, Math.max(5, Math.round(windowMs / 50)));
}

/**
 * An entry as `predictTurn` plays it: an entry in flight ends at its earliest, as if its response
 * came at once (`settledEnd` of its admission), not at its latency allowance, which only a lost
 * response needs: a waiter that sleeps until its predicted turn (limiter.ts) then wakes when the
 * slot may free, and not up to the allowance late, while holding the best ticket that nobody else
 * may pass. One still in flight past that is assumed to end within `overdueMs` (at the latest at its
 * own end). A hint only: admission always counts the entry to its real end.
 */
function hintOf(entry: WindowEntry, budget: Budget, now: number): Played {
  if (entry.settled) return entry;
  const earliest = settledEnd(budget, entry.at);
  const end = earliest > now ? earliest : Math.min(entry.end, now + overdueMs(budget.windowMs));
  return { end, requests: entry.requests, inputTokens: entry.inputTokens, job: entry.job };
}

type Played = Pick<WindowEntry, "end" | "requests" | "inputTokens" | "job">;

/** The entries of a window as time moves forward: what is still in it, in total and per job. */
class LiveWindow {
  private readonly sorted: Played[];
  private readonly played: Played[] = [];
  private nextSorted = 0;
  private nextPlayed = 0;
  private readonly used: Cost = { requests: 0, inputTokens: 0 };
  private readonly jobs = new Map<string, Cost>();

  /** `changed` is told each job whose sums change as entries leave or join. */
  constructor(
    entries: readonly Played[],
    private readonly changed: (job: string) => void = () => {},
  ) {
    this.sorted = [...entries].sort((a, b) => a.end - b.end);
    for (const entry of this.sorted) this.add(entry, 1);
  }

  /** A played waiter's entry: its end is never before any played earlier. */
  play(entry: Played): void {
    this.played.push(entry);
    this.add(entry, 1);
  }

  /** Entries that end at or before `t` leave (an entry counts while `end > t`). */
  passTo(t: number): void {
    for (let next = this.peek(); next && next.end <= t; next = this.peek()) this.leave();
  }

  /** `jobUsage` of the entries still in the window, for one job. */
  usageOf(job: string, budget: Budget): number {
    const sum = this.jobs.get(job);
    return sum ? dominantShare(sum, budget) : 0;
  }

  /** `fitTime` from `t` (after `passTo(t)`): entries leave, in end order, until `cost` fits. */
  fitTime(cost: Cost, budget: Budget, t: number): number {
    if (fits(this.used, cost, budget)) return t;
    for (let next = this.peek(); next; next = this.peek()) {
      this.leave();
      if (fits(this.used, cost, budget)) return Math.max(t, next.end);
    }
    return Number.POSITIVE_INFINITY;
  }

  /** The next entry to leave: the earlier end of the two lists' heads. */
  private peek(): Played | undefined {
    const a = this.sorted[this.nextSorted];
    const b = this.played[this.nextPlayed];
    if (!a) return b;
    if (!b) return a;
    return b.end < a.end ? b : a;
  }

  private leave(): void {
    const a = this.sorted[this.nextSorted];
    const b = this.played[this.nextPlayed];
    const fromPlayed = b !== undefined && (a === undefined || b.end < a.end);
    const entry = (fromPlayed ? b : a) as Played;
    if (fromPlayed) this.nextPlayed++;
    else this.nextSorted++;
    this.add(entry, -1);
  }

  private add(entry: Played, sign: 1 | -1): void {
    this.used.requests += sign * entry.requests;
    this.used.inputTokens += sign * entry.inputTokens;
    addTo(this.jobs, entry.job ?? "", entry, sign);
    this.changed(entry.job ?? "");
  }
}

/** Leave the queue. */
export function cancel(state: WindowState, id: string): void {
  state.queue = state.queue.filter((ticket) => ticket.id !== id);
}

/**
 * Replace an entry's cost at its original time. The first settle means its response was seen
 * `seenAgoMs` before `now` (the settle's own way to the store, a lock, a body read: measured by the
 * caller, a duration, so no clock is compared; `boundAgo` bounds it), so the proxy counted it by
 * then: the entry ends one window after that, even when it is later than its admission estimate
 * (see the top of this file). Returns false when it already left the window (the entries that left
 * are pruned first, as the Lua script does).
 */
export function settle(
  state: WindowState,
  id: string,
  actual: Cost,
  budget: Budget,
  now: number,
  seenAgoMs = 0,
): boolean {
  // Entries that left go first, as the script's prune does, so the moved entry lands where it does there.
  state.entries = state.entries.filter((e) => e.end > now);
  const index = state.entries.findIndex((e) => e.id === id);
  const entry = state.entries[index];
  if (!entry) return false;
  entry.requests = actual.requests;
  entry.inputTokens = actual.inputTokens;
  if (!entry.settled) {
    // Seen after its admission, whatever the duration says.
    entry.end = settledEnd(budget, now - Math.min(seenAgoMs, now - entry.at));
    keepEndOrder(state.entries, index);
  }
  entry.settled = true;
  return true;
}

/**
 * Move the entry at `index`, whose end changed, to stay in end order: after the last other entry
 * that ends no later. Admissions append (they end last), so the entries stay in end order and the
 * Redis script need not sort them at every decision (it checks, and sorts only a list out of order).
 */
function keepEndOrder(entries: WindowEntry[], index: number): void {
  const [entry] = entries.splice(index, 1) as [WindowEntry];
  let at = entries.length;
  while (at > 0 && (entries[at - 1] as WindowEntry).end > entry.end) at--;
  entries.splice(at, 0, entry);
}

/** Hold admissions until `until`; a longer pause already in place stays (with its cause). */
export function pause(state: WindowState, until: number, status?: PauseStatus): void {
  if (until <= state.pausedUntil) return;
  state.pausedUntil = until;
  if (status) state.pausedFor = status;
  else delete state.pausedFor;
}
