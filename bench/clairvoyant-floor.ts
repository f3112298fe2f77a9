/**
 * The clairvoyant floor of agent sessions under a sliding window (issue 22, item 5): the fastest
 * the proxy's budget lets the sessions of one run finish, knowing what each request will count.
 *
 * Each session is what the proxy's log shows of it (`sessionTraces`): its own time before its first
 * request, then per request its counted input tokens, its response time, and its own time after the
 * response (the client's think time before its next request, or before it exits after the last).
 * `clairvoyantFloor` replays them: every session sends its next request at the earliest moment when
 * its previous response and its own time are over and the proxy's sliding window admits it (its
 * rule exactly: the requests and counted tokens admitted within [t - window, t], this one included,
 * stay within the budget, so an entry admitted at `a` last counts at `a + window`). Who goes first
 * when several wait: the one the window admits earliest (then the lower session index). The floor is
 * the moment the last session is done, from the run's start (time 0).
 *
 * Pure, so test/bench/clairvoyant-floor.test.ts checks it on hand-computed cases.
 */

export interface WindowBudget {
  requests: number;
  inputTokens: number;
  windowMs: number;
}

/** One request of a session, as the proxy saw it. */
export interface FloorTurn {
  /** Counted input tokens (input + cache creation) the proxy charged it. */
  tokens: number;
  /** From its arrival at the proxy to the end of its response, ms. */
  responseMs: number;
  /** The session's own time after the response: until its next request, or until it exits. */
  afterMs: number;
}

export interface FloorSession {
  /** The session's own time from the run's start to its first request, ms. */
  startMs: number;
  turns: FloorTurn[];
}

export interface FloorResult {
  /** When the last session is done, ms from the start. */
  floorMs: number;
  /** When each session is done. */
  finishMs: number[];
  /** Every simulated send, in the order admitted. */
  sends: { session: number; turn: number; at: number; tokens: number }[];
}

/** The earliest time at or after `from` at which the window admits one more request of `tokens`. */
function earliestFit(
  entries: readonly { at: number; tokens: number }[],
  tokens: number,
  from: number,
  budget: WindowBudget,
): number {
  const fitsAt = (t: number) => {
    let requests = 1;
    let sum = tokens;
    for (const entry of entries) {
      if (entry.at >= t - budget.windowMs && entry.at <= t) {
        requests += 1;
        sum += entry.tokens;
      }
    }
    return requests <= budget.requests && sum <= budget.inputTokens;
  };
  if (fitsAt(from)) return from;
  // The window only loses entries after `from` (none is later than it): try each one's leaving.
  const leaving = entries
    .map((entry) => entry.at + budget.windowMs + 1)
    .filter((t) => t > from)
    .sort((a, b) => a - b);
  for (const t of leaving) if (fitsAt(t)) return t;
  return Number.POSITIVE_INFINITY;
}

export function clairvoyantFloor(sessions: readonly FloorSession[], budget: WindowBudget): FloorResult {
  for (const [index, session] of sessions.entries()) {
    for (const [turn, { tokens }] of session.turns.entries()) {
      if (tokens > budget.inputTokens) {
        throw new Error(
          `session ${index} turn ${turn}: ${tokens} counted tokens exceed the window's ${budget.inputTokens}: no schedule admits it`,
        );
      }
    }
  }
  const next = sessions.map(() => 0);
  const ready = sessions.map((session) => session.startMs);
  const finishMs = sessions.map((session) => session.startMs);
  const entries: { at: number; tokens: number }[] = [];
  const sends: FloorResult["sends"] = [];
  let last = Number.NEGATIVE_INFINITY;
  for (;;) {
    let best: { session: number; at: number } | undefined;
    for (const [index, session] of sessions.entries()) {
      const turn = session.turns[next[index] as number];
      if (!turn) continue;
      // Admissions go forward in time: whoever is picked could not have gone before the last one.
      const at = earliestFit(entries, turn.tokens, Math.max(ready[index] as number, last), budget);
      if (!best || at < best.at) best = { session: index, at };
    }
    if (!best) break;
    const index = best.session;
    const turnIndex = next[index] as number;
    const turn = (sessions[index] as FloorSession).turns[turnIndex] as FloorTurn;
    entries.push({ at: best.at, tokens: turn.tokens });
    sends.push({ session: index, turn: turnIndex, at: best.at, tokens: turn.tokens });
    last = best.at;
    ready[index] = best.at + turn.responseMs + turn.afterMs;
    finishMs[index] = ready[index] as number;
    next[index] = turnIndex + 1;
  }
  return { floorMs: Math.max(0, ...finishMs), finishMs, sends };
}

/** What the bench knows of one proxy call (a subset of the emulator's RecordedRequest). */
export interface ProxyCall {
  at: number;
  endedAt?: number | undefined;
  method: string;
  path: string;
  status: number;
  body?: unknown;
  countedInputTokens?: number | undefined;
}

/** A request as its client sent it, when something in between (the relay) may have held it. */
export interface ClientSend {
  /** When the relay received it (before any wait for budget), ms. */
  at: number;
  body: unknown;
}

/** Which turn of its conversation a messages body is: how many messages it holds. */
export function turnKey(body: unknown): number | undefined {
  const messages = (body as { messages?: unknown } | undefined)?.messages;
  return Array.isArray(messages) ? messages.length : undefined;
}

/**
 * Each session's requests, in turn order, from the proxy's log: those of its messages calls whose
 * body holds its marker (put in brackets in its prompt), grouped by turn (a 429's retry is the same
 * turn). A turn is sent, as the client sees it, at its first attempt: at the proxy directly, or at
 * the relay (`sends`, when given) before any wait for budget, so the relay's waits are not taken
 * for the client's own time. Its size and response time are those of its last admitted attempt.
 * `exits[i]`: when session i's process exited; `start`: the run's start (all on one clock).
 */
export function sessionTraces(options: {
  calls: readonly ProxyCall[];
  markers: readonly string[];
  start: number;
  exits: readonly number[];
  sends?: readonly ClientSend[];
}): FloorSession[] {
  const { calls, markers, start, exits } = options;
  const messages = calls.filter(
    (call) => call.method === "POST" && /\/v1\/messages(\?|$)/.test(call.path) && call.body !== undefined,
  );
  const ofMarker = (body: unknown, marker: string) => JSON.stringify(body).includes(`[${marker}]`);
  return markers.map((marker, index) => {
    const turns = new Map<number, { sentAt: number; admitted?: ProxyCall }>();
    for (const call of messages) {
      if (!ofMarker(call.body, marker)) continue;
      const key = turnKey(call.body) ?? -1;
      const turn = turns.get(key) ?? { sentAt: call.at };
      if (call.countedInputTokens !== undefined && call.endedAt !== undefined) turn.admitted = call;
      turns.set(key, turn);
    }
    for (const send of options.sends ?? []) {
      if (!ofMarker(send.body, marker)) continue;
      const turn = turns.get(turnKey(send.body) ?? -1);
      if (turn) turn.sentAt = Math.min(turn.sentAt, send.at);
    }
    const ordered = [...turns.values()]
      .filter((turn): turn is { sentAt: number; admitted: ProxyCall } => turn.admitted !== undefined)
      .sort((a, b) => a.sentAt - b.sentAt);
    const exit = exits[index] ?? start;
    const session: FloorSession = {
      startMs: Math.max(0, (ordered[0]?.sentAt ?? exit) - start),
      turns: [],
    };
    for (const [i, turn] of ordered.entries()) {
      const ended = turn.admitted.endedAt as number;
      const nextAt = ordered[i + 1]?.sentAt ?? exit;
      session.turns.push({
        tokens: turn.admitted.countedInputTokens as number,
        responseMs: Math.max(0, ended - turn.admitted.at),
        afterMs: Math.max(0, nextAt - ended),
      });
    }
    return session;
  });
}
