// One client process of the zero-429 property (test/limit/helpers/zero-429-trial.ts): the library as
// users import it (createClient, its limiter from JOBAI_* and SERVICE_* like any job's), SDK retries
// off so that every 429 shows, and a middleware after the limiter's that holds some requests between
// their admission and their sending, as a loaded host does. Plain JS: Node 20 runs no TypeScript.
//
// ZERO_LIBRARY       the library bundle (src/index.ts built into one module)
// ZERO_CALLS         how many calls this process makes, all started at once
// ZERO_STREAM_SHARE  the share of them that stream (0 to 1)
// ZERO_HOLD          JSON {share, minMs, maxMs, jitterMs}: `share` of the calls are held a time in
//                    [minMs, maxMs] after admission, the others up to jitterMs
// ZERO_NAME          this process's name, in each request's metadata.user_id (`<name>-<i>`)
// ZERO_LATENCY_MS    the limiter's latency allowance (default: the limiter's own default)
// Prints `ready` once its client is made, starts its calls when a line comes on stdin (so that
// every process contends at once, however slowly the host started them), then prints one JSON
// line: {statuses, errors, sends: [{id, calledAt, admittedAt, heldMs, answeredAt}]}.
import { writeSync } from "node:fs";

const env = process.env;
const { createClient, createLimiter } = await import(env.ZERO_LIBRARY);
const calls = Number(env.ZERO_CALLS ?? 8);
const streamShare = Number(env.ZERO_STREAM_SHARE ?? 0);
const hold = JSON.parse(env.ZERO_HOLD ?? '{"share":0,"minMs":0,"maxMs":0,"jitterMs":0}');
const name = env.ZERO_NAME ?? String(process.pid);
const between = (min, max) => min + Math.random() * (max - min);

const sends = new Map();
const calledAt = new Map();
/** After the limiter's admission (its middleware runs first), before the SDK's fetch. */
const holdAfterAdmission = async (request, next) => {
  const admittedAt = Date.now();
  const id = JSON.parse(String(request.body)).metadata.user_id;
  const heldMs = Math.round(
    Math.random() < hold.share ? between(hold.minMs, hold.maxMs) : between(0, hold.jitterMs),
  );
  const send = { id, calledAt: calledAt.get(id), admittedAt, heldMs, answeredAt: 0 };
  sends.set(id, send);
  if (heldMs > 0) await new Promise((resolve) => setTimeout(resolve, heldMs));
  const response = await next(request);
  send.answeredAt = Date.now();
  return response;
};

const limiter = env.ZERO_LATENCY_MS ? createLimiter({ latencyMs: Number(env.ZERO_LATENCY_MS) }) : undefined;
const client = createClient({
  maxRetries: 0,
  middleware: [holdAfterAdmission],
  ...(limiter ? { limiter } : {}),
});
const statuses = {};
const errors = [];
async function call(i) {
  const stream = Math.random() < streamShare;
  const body = {
    model: "claude-test",
    max_tokens: 16,
    metadata: { user_id: `${name}-${i}` },
    messages: [{ role: "user", content: `call ${i} of ${name}` }],
  };
  calledAt.set(body.metadata.user_id, Date.now());
  try {
    if (stream) {
      const events = await client.messages.create({ ...body, stream: true });
      for await (const _event of events) {
        // read every event, as a caller does
      }
    } else {
      await client.messages.create(body);
    }
    statuses[200] = (statuses[200] ?? 0) + 1;
  } catch (error) {
    const status = error?.status ?? 0;
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status !== 429) errors.push(String(error?.message ?? error).slice(0, 200));
  }
}

writeSync(1, "ready\n");
await new Promise((resolve) => process.stdin.once("data", resolve));
process.stdin.destroy();
await Promise.all(Array.from({ length: calls }, (_, i) => call(i)));
await client.close();
await limiter?.close();
writeSync(1, `${JSON.stringify({ statuses, errors, sends: [...sends.values()] })}\n`);
