// One client process of the fair-share trials (test/limit/helpers/fair-trial.ts): the library as a
// job uses it (createClient, its limiter from JOBAI_* and SERVICE_JOB_ID, JOBAI_LIMIT_PRIORITY), SDK
// retries off. Its store is set up before `ready` (the Redis store connects on first use, which took
// over a second on a loaded host): the trials time the queue, not a cold start.
// Plain JS: Node 20 runs no TypeScript.
//
// FAIR_LIBRARY  the library bundle (src/index.ts built into one module)
// FAIR_CALLS    how many calls this process makes, all started at once
// FAIR_NAME     this process's name, in each request's metadata.user_id (`<name>-<i>`)
// Prints `ready`, starts its calls when a line comes on stdin, then prints one JSON line:
// {statuses, errors, sends: [{id, calledAt, askedAt, admittedAt, answeredAt}]}.
import { writeSync } from "node:fs";

const env = process.env;
const { createClient, createLimiter } = await import(env.FAIR_LIBRARY);
const calls = Number(env.FAIR_CALLS ?? 8);
const name = env.FAIR_NAME ?? String(process.pid);

const sends = new Map();
const calledAt = new Map();
/** After the limiter's admission (its middleware runs first), before the SDK's fetch. */
const recordAdmission = async (request, next) => {
  const id = JSON.parse(String(request.body)).metadata.user_id;
  const send = { id, calledAt: calledAt.get(id), admittedAt: Date.now(), answeredAt: 0 };
  sends.set(id, send);
  const response = await next(request);
  send.answeredAt = Date.now();
  return response;
};

// The limiter as createClient makes it (settings, job and priority from the environment), with the
// moment each request asks it for a place: the k-th ask is the k-th admission (first in, first out
// within a process). From then on the request waits in the limiter, not in a cold process.
const limiter = createLimiter();
const asked = [];
const timed = {
  budget: limiter.budget,
  claim: limiter.claim,
  knowledge: limiter.knowledge,
  acquire: (cost, signal) => {
    asked.push(Date.now());
    return limiter.acquire(cost, signal);
  },
  pause: (until, status) => limiter.pause(until, status),
  state: () => limiter.state(),
  close: () => limiter.close(),
};
const client = createClient({ maxRetries: 0, middleware: [recordAdmission], limiter: timed });
await limiter.state();
const statuses = {};
const errors = [];
async function call(i) {
  const body = {
    model: "claude-test",
    max_tokens: 16,
    metadata: { user_id: `${name}-${i}` },
    messages: [{ role: "user", content: `call ${i} of ${name}` }],
  };
  calledAt.set(body.metadata.user_id, Date.now());
  try {
    await client.messages.create(body);
    statuses[200] = (statuses[200] ?? 0) + 1;
  } catch (error) {
    const status = error?.status ?? 0;
    statuses[status] = (statuses[status] ?? 0) + 1;
    errors.push(String(error?.message ?? error).slice(0, 200));
  }
}

writeSync(1, "ready\n");
await new Promise((resolve) => process.stdin.once("data", resolve));
process.stdin.destroy();
await Promise.all(Array.from({ length: calls }, (_, i) => call(i)));
await client.close();
await limiter.close();
const admitted = [...sends.values()].sort((a, b) => a.admittedAt - b.admittedAt);
for (const [k, send] of admitted.entries()) send.askedAt = asked[k] ?? send.calledAt;
const cpu = process.cpuUsage();
writeSync(
  1,
  `${JSON.stringify({ statuses, errors, sends: admitted, cpuMs: Math.round((cpu.user + cpu.system) / 1000) })}\n`,
);
