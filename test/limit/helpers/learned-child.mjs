// One client process of the learned-limit test (test/limit/learned-processes.test.ts): the library
// as users import it, its limiter from JOBAI_* and SERVICE_* like any job's, SDK retries off so that
// every 429 shows. Makes LEARN_CALLS calls one after another once a line comes on stdin (so every
// process starts at once), then prints one JSON line: {calls: [{status, at}], learned} where
// `learned` is what its limiter's state shows at the end. Plain JS: Node 20 runs no TypeScript.
//
// LEARN_LIBRARY      the library bundle (src/index.ts built into one module)
// LEARN_CALLS        how many calls
// LEARN_LATENCY_MS   the limiter's latency allowance
import { writeSync } from "node:fs";

const env = process.env;
const { createClient, createLimiter } = await import(env.LEARN_LIBRARY);
const limiter = createLimiter({ latencyMs: Number(env.LEARN_LATENCY_MS ?? 200) });
const client = createClient({ maxRetries: 0, limiter });
const calls = [];
writeSync(1, "ready\n");
await new Promise((resolve) => process.stdin.once("data", resolve));
process.stdin.destroy();
for (let i = 0; i < Number(env.LEARN_CALLS ?? 5); i++) {
  let status = 200;
  try {
    await client.messages.create({
      model: "claude-haiku-5-5",
      max_tokens: 8,
      messages: [{ role: "user", content: `call ${i} of ${process.pid}` }],
    });
  } catch (error) {
    status = error?.status ?? 0;
    if (status !== 429) calls.push({ error: String(error?.message ?? error).slice(0, 200) });
  }
  calls.push({ status, at: Date.now() });
}
const state = await limiter.state();
await limiter.close();
writeSync(1, `${JSON.stringify({ calls, learned: state.learned ?? null })}\n`);
