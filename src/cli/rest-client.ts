import { createRestClient, type RestClient } from "../rest/client.js";
import type { WaitEvent } from "../rest/transport.js";

/** A wait longer than this gets one line on stderr (issue 13, item 7): silence looks like a hang. */
const ANNOUNCED_WAIT_MS = 2_000;

/** The one stderr line for a long wait: what it waits for and how long. */
function waitLine(event: WaitEvent): string {
  const seconds = (event.waitMs / 1000).toFixed(1);
  const call = `${event.method} ${event.path.split("?")[0]}`;
  return event.kind === "retry"
    ? `jobai: ${call} failed (${event.reason}); trying again in ${seconds} s\n`
    : `jobai: ${call} waits ${seconds} s for ${event.reason}\n`;
}

function announceLongWait(event: WaitEvent): void {
  if (event.waitMs > ANNOUNCED_WAIT_MS) process.stderr.write(waitLine(event));
}

/**
 * Run a command's work with a REST client that announces long waits, and close it after (a Redis
 * budget store holds a connection that would keep the CLI from exiting).
 */
export async function withRestClient<T>(
  requiredScope: string | undefined,
  work: (api: RestClient) => Promise<T>,
): Promise<T> {
  const api = createRestClient({
    ...(requiredScope ? { requiredScope } : {}),
    onWait: announceLongWait,
  });
  try {
    return await work(api);
  } finally {
    await api.close();
  }
}
