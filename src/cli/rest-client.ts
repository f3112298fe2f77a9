import { createJobContext, type JobContext } from "../config/job-context.js";
import { NOTICE_AFTER_MS, waitLine } from "../provider/wait-notice.js";
import { createRestClient, type RestClient } from "../rest/client.js";
import type { WaitEvent } from "../rest/transport.js";

/** What a REST wait waits for, in the CLI's one shape (`jobai: waiting N s for WHAT`). */
function waitWhat(event: WaitEvent): string {
  const call = `${event.method} ${event.path.split("?")[0]}`;
  if (event.kind === "answer") return event.reason.replace(" to answer", ` to answer ${call}`);
  return event.kind === "retry"
    ? `retry ${event.attempt - 1} of ${call} (${event.reason})`
    : `${event.reason} before ${call}`;
}

/** A wait longer than 2 s gets one line on stderr (issue 13, item 7): silence looks like a hang. */
function announceLongWait(event: WaitEvent): void {
  // An answer not yet come has been awaited 2 s already: said whatever is left of its bound.
  if (event.kind === "answer" || event.waitMs > NOTICE_AFTER_MS)
    process.stderr.write(`${waitLine(event.waitMs, waitWhat(event))}\n`);
}

/**
 * Run a command's work with a REST client that announces long waits, and close it after (a Redis
 * budget store holds a connection that would keep the CLI from exiting). The budget's settings come
 * from the job context, plugin options included, as the model limiter's.
 */
export async function withRestClient<T>(
  requiredScope: string | undefined,
  work: (api: RestClient) => Promise<T>,
  context: JobContext = createJobContext(),
  /** The command's `--timeout`, in ms; default the client's (DEFAULT_REST_TIMEOUT_MS). */
  timeoutMs?: number,
): Promise<T> {
  const api = createRestClient({
    ...(requiredScope ? { requiredScope } : {}),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    context,
    onWait: announceLongWait,
  });
  try {
    return await work(api);
  } finally {
    await api.close();
  }
}
