import type { StartedEmulator } from "../../src/emulator/index.js";
import type { Limiter } from "../../src/limit/types.js";
import { proxyBaseUrl } from "../../src/provider/base-url.js";
import { limiterGate } from "../../src/relay/limiter-gate.js";
import { type RunningRelay, startRelay } from "../../src/relay/relay-server.js";

/**
 * A relay in front of the emulator's proxy, as a job would start one: `limiter` as its gate (none:
 * no limiter); `now`, the gate's clock when the limiter runs on a simulated one.
 */
export function startRelayFor(
  emulator: StartedEmulator,
  limiter?: Limiter,
  now?: () => number,
): Promise<RunningRelay> {
  return startRelay({
    upstream: proxyBaseUrl(emulator.agentEndpoint),
    token: emulator.jobToken,
    ...(limiter ? { gate: limiterGate({ limiter, ...(now ? { now } : {}) }) } : {}),
  });
}
