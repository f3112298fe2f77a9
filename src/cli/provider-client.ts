import type { JobContext } from "../config/job-context.js";
import { createClient, DEFAULT_MAX_RETRIES, type JobaiClient } from "../provider/client.js";
import { createNoticedLimiter, retryNoticeMiddleware, type WaitNotice } from "../provider/wait-notice.js";
import type { UsageSource } from "../usage/usage-entry.js";

const toStderr: WaitNotice = (line) => process.stderr.write(`${line}\n`);

/**
 * Run a command's model calls with a client whose every wait over 2 s prints its line (the shared
 * limiter's, the SDK's retries, an answer not yet come: src/provider/wait-notice.ts,
 * answer-deadline.ts), and close it and its limiter after. Every command that calls the proxy goes
 * through here: `count-tokens` and `models` once built a plain client and sat silent for 15 s and
 * 28 s of retries against a 529 (issue 21). `timeoutMs`: the command's `--timeout`.
 */
export async function withProviderClient<T>(
  job: JobContext,
  work: (client: JobaiClient) => Promise<T>,
  timeoutMs?: number,
  usage: UsageSource | false = false,
): Promise<T> {
  const limiter = createNoticedLimiter(job.settings, job.env);
  try {
    const client = createClient({
      context: job,
      limiter: limiter ?? false,
      middleware: [retryNoticeMiddleware(DEFAULT_MAX_RETRIES, undefined, limiter?.budget.windowMs)],
      waitNotice: toStderr,
      // The command's calls on the build's usage (`close()` below waits for the record).
      usage,
      ...(timeoutMs === undefined ? {} : { timeout: timeoutMs }),
    });
    try {
      return await work(client);
    } finally {
      await client.close();
    }
  } finally {
    await limiter?.close();
  }
}
