/**
 * An organization of many jobs on one budget (issue 29, item 3): 40 jobs, one process each, on two
 * hosts (two state directories), every one saturating, share a strict sliding-window proxy of 40
 * requests per 5 s through one real redis-server. Verdicts, from the proxy's log and the limiter's
 * admissions: no 429 and no failed call; over the contended middle (from when every job had asked
 * to when the first job had its last grant), Jain's fairness index of the grants per job >= 0.9
 * and >= 90% of the window's budget used.
 *
 * Measured before the fix (issue 29): Jain 0.80-0.83 (1 to 6 grants per job), 76% of the budget.
 *
 * Not yet passing on a loaded 2-core host (load 25-35): Redis, busy with the start-up burst (40
 * processes, three connections each, an INFO ready check per connection, 4-10 ms a decision), does
 * not answer one command within 2 s, the processes fall back to their host's file store, which
 * admits nothing for 13 s, and their return makes the next burst (ORG_TRACE=<file> writes the run,
 * with Redis's commandstats, to see it). Between those stalls the window is used in full.
 *
 * Since then (redis-connection.ts): one connection per process for the records beside the window,
 * no INFO ready check nor CLIENT SETINFO, a first command allowed 6 s and later ones twice the
 * slowest recent answer (test/limit/redis-start-up.test.ts). The first answers no longer time out,
 * but on a host at load 10-30 Redis still misses a 2 s answer a few seconds in, after fast ones
 * (the window script at 2.5-3.4 ms a call of wall time, redis-server starved of CPU): 5 to 27 of
 * the 40 processes fall back, budget used 27-78% in four runs. So it still runs only when asked:
 * JOBAI_ORGANIZATION_TRIAL=1.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { expect, test } from "vitest";
import { type Call, type Group, runFairTrial } from "./helpers/fair-trial.js";
import { useProcessTrialParts } from "./helpers/process-trial-parts.js";
import type { Arrival } from "./helpers/window-proxy.js";

const JOBS = 40;
const CALLS = 7;
const REQUESTS = 40;
const WINDOW_MS = 5000;

const parts = useProcessTrialParts("organization");

/** Job i's group name: letters only (fair-trial.ts names requests by it). */
const nameOf = (i: number) =>
  `J${String.fromCharCode(97 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}`;

/** Jain's fairness index of `xs`: 1 when all are equal, 1/n when one holds everything. */
function jain(xs: readonly number[]): number {
  const sum = xs.reduce((a, b) => a + b, 0);
  const squares = xs.reduce((a, b) => a + b * b, 0);
  return squares === 0 ? 1 : (sum * sum) / (xs.length * squares);
}

/** The contended middle: from when every job had asked the limiter to the first job's last grant. */
function middle(calls: readonly Call[], groups: readonly string[]): { from: number; until: number } {
  const of = (group: string) => calls.filter((c) => c.group === group);
  const from = Math.max(...groups.map((g) => Math.min(...of(g).map((c) => c.askedAt))));
  const until = Math.min(...groups.map((g) => Math.max(...of(g).map((c) => c.admittedAt))));
  return { from, until };
}

/**
 * Where each slot's time goes (the trace behind the fix): in a saturated strict window of N, arrival
 * k takes the place that arrival k - N leaves one window after it. Its lateness is split into the
 * earlier request's answer (arrival to response seen: the limiter cannot know sooner that it was
 * counted), the limiter's own delay (one window after that response to the next admission: settle,
 * margin, poll and decision), and the new request's way from admission to the proxy. Medians, ms.
 */
function slotTrace(arrivals: readonly Arrival[], calls: readonly Call[], from: number, until: number) {
  const byId = new Map(calls.map((c) => [`${c.id}`, c]));
  const admitted = arrivals.filter((a) => a.admitted);
  const parts = {
    late: [] as number[],
    answer: [] as number[],
    limiter: [] as number[],
    way: [] as number[],
  };
  for (let k = REQUESTS; k < admitted.length; k++) {
    const now = admitted[k] as Arrival;
    const before = admitted[k - REQUESTS] as Arrival;
    const call = byId.get(now.id);
    const earlier = byId.get(before.id);
    if (!call || !earlier || now.at < from || now.at > until) continue;
    parts.late.push(now.at - (before.at + WINDOW_MS));
    parts.answer.push(earlier.answeredAt - before.at);
    parts.limiter.push(call.admittedAt - (earlier.answeredAt + WINDOW_MS));
    parts.way.push(now.at - call.admittedAt);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
  return `slot lateness median ${median(parts.late)} ms = answer ${median(parts.answer)} + limiter ${median(parts.limiter)} + way ${median(parts.way)}`;
}

test.skipIf(!process.env.JOBAI_ORGANIZATION_TRIAL)(
  "40 saturating jobs on two hosts share 40 requests per 5 s through Redis: no 429, Jain >= 0.9, >= 90% of the budget used",
  async () => {
    const groups: Group[] = Array.from({ length: JOBS }, (_, i) => ({
      name: nameOf(i),
      processes: 1,
      calls: CALLS,
      host: i % 2,
      env: { SERVICE_JOB_ID: `job-${i}` },
    }));
    const result = await runFairTrial({
      library: parts().library,
      proxyProcess: parts().proxyProcess,
      store: "redis",
      redisUrl: parts().redis.url,
      requests: REQUESTS,
      windowMs: WINDOW_MS,
      groups,
      timeoutMs: 150_000,
    });
    const names = groups.map((g) => g.name);
    const { from, until } = middle(result.calls, names);
    const grants = names.map(
      (name) =>
        result.calls.filter((c) => c.group === name && c.admittedAt >= from && c.admittedAt <= until).length,
    );
    // Budget use over the whole windows of the middle, on the proxy's log (what it admitted).
    const windows = Math.floor((until - from) / WINDOW_MS);
    const admitted = result.arrivals.filter(
      (a) => a.admitted && a.at >= from && a.at < from + windows * WINDOW_MS,
    );
    const used = admitted.length / (windows * REQUESTS);
    const index = jain(grants);
    const summary = `middle ${((until - from) / 1000).toFixed(1)} s (${windows} windows), grants per job ${Math.min(...grants)}-${Math.max(...grants)}, Jain ${index.toFixed(3)}, budget used ${(used * 100).toFixed(1)}%, worst window ${result.worst}/${REQUESTS}`;
    console.log(
      `organization of ${JOBS} jobs: ${summary}; ${slotTrace(result.arrivals, result.calls, from, until)}`,
    );
    if (process.env.ORG_TRACE) {
      const stats = execFileSync("redis-cli", ["-p", String(parts().redis.port), "INFO", "commandstats"], {
        encoding: "utf8",
      });
      writeFileSync(process.env.ORG_TRACE, JSON.stringify(result));
      console.log(
        `client CPU ${result.clientCpuMs} ms; span ${(Math.max(...result.calls.map((c) => c.admittedAt)) - Math.min(...result.calls.map((c) => c.calledAt))) / 1000} s\n${stats}`,
      );
    }
    expect(result.errors).toEqual([]);
    const refused = result.arrivals.filter((a) => !a.admitted).length;
    expect(refused, summary).toBe(0);
    expect(result.worst, summary).toBeLessThanOrEqual(REQUESTS);
    expect(Object.values(result.statuses).every((s) => s[200] === CALLS && Object.keys(s).length === 1)).toBe(
      true,
    );
    expect(windows, summary).toBeGreaterThanOrEqual(3);
    expect(index, summary).toBeGreaterThanOrEqual(0.9);
    expect(used, summary).toBeGreaterThanOrEqual(0.9);
  },
  200_000,
);
