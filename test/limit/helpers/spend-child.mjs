// One client process of the spend-limit trial (test/limit/spend-processes.test.ts): the library as
// a job uses it (createClient, its limiter and spend limit from JOBAI_* and SERVICE_*), SDK retries
// off. Prints `ready`, starts asking when a line comes on stdin, asks one request after another
// until the spend limit refuses one (at most SPEND_CALLS, within SPEND_DEADLINE_MS), then prints one
// JSON line: {usages, refused: {scope, limit, spent, held, cost} | null, errors}.
// Plain JS: Node 20 runs no TypeScript.
import { writeSync } from "node:fs";

const env = process.env;
const { createClient, isSpendLimitError } = await import(env.SPEND_LIBRARY);
const calls = Number(env.SPEND_CALLS ?? 10);
const deadline = Date.now() + Number(env.SPEND_DEADLINE_MS ?? 20_000);
const client = createClient({ maxRetries: 0 });
writeSync(1, "ready\n");
await new Promise((resolve) => process.stdin.once("data", resolve));

const usages = [];
const errors = [];
let refused = null;
for (let i = 0; i < calls && Date.now() < deadline && !refused; i++) {
  try {
    const message = await client.messages.create({
      model: env.SPEND_MODEL,
      max_tokens: Number(env.SPEND_MAX_TOKENS ?? 16),
      messages: [{ role: "user", content: `spend trial ${process.pid} question ${i}` }],
    });
    usages.push(message.usage);
  } catch (error) {
    if (isSpendLimitError(error)) {
      const { scope, limit, spent, held, cost, message } = error;
      refused = { scope, limit, spent, held, cost, message };
    } else errors.push(String(error?.message ?? error));
  }
}
await client.close?.();
writeSync(1, `${JSON.stringify({ usages, refused, errors })}\n`);
