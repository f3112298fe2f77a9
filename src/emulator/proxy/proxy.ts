import type { IncomingMessage, ServerResponse } from "node:http";
import { toUsage } from "../../limit/usage.js";
import { costOfUsage, type PriceTable } from "../../usage/cost.js";
import type { FaultBook } from "../faults.js";
import { randomId, sendProviderError } from "../http/respond.js";
import { ProviderError } from "../provider/error-types.js";
import type { PreparedCall, Provider } from "../provider/provider.js";
import type { RecordedRequest } from "../types.js";
import { checkProxyAuth } from "./auth.js";
import { forwardHeaders } from "./forward-headers.js";
import type { ProxyLimiter } from "./limits.js";

export interface ProxyParts {
  /** The prices answered calls are costed at (the proxy's counters). */
  prices: PriceTable;
  provider: Provider;
  limiter: ProxyLimiter;
  faults: FaultBook;
  jobToken: string;
  providerKey: string;
  now: () => number;
}

/**
 * One request to `{agentEndpoint}/ai/vendor/...`: authenticate with the job token, admit it under
 * the limits (its counted input tokens are known at arrival, since the emulator is the provider
 * too), rewrite the headers as the proxy does, and hand it to the provider.
 */
export async function handleProxy(
  parts: ProxyParts,
  req: IncomingMessage,
  res: ServerResponse,
  call: { path: string; query: URLSearchParams; body: unknown },
  record: RecordedRequest,
): Promise<void> {
  const requestId = randomId("req");
  const refusal = checkProxyAuth(req.headers, parts.jobToken);
  if (refusal) {
    sendProviderError(res, new ProviderError("authentication_error", refusal), requestId);
    return;
  }
  record.forwardedHeaders = forwardHeaders(req.headers, parts.providerKey);

  let prepared: PreparedCall | undefined;
  let refused: ProviderError | undefined;
  try {
    prepared = parts.provider.prepare({ method: req.method ?? "GET", ...call });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    refused = error;
  }
  const counted = prepared?.countedInputTokens ?? 0;
  const admission = parts.limiter.admit(parts.now(), counted);
  if (!admission.admitted) {
    const headers: Record<string, string> = {};
    if (admission.retryAfterMs !== undefined) {
      headers["retry-after"] = String(Math.max(1, Math.ceil(admission.retryAfterMs / 1000)));
    }
    const message =
      admission.retryAfterMs === undefined
        ? `This request alone (${counted} input tokens) exceeds the proxy's input-token limit per window; it can never be admitted. Shorten the prompt or use prompt caching.`
        : `This request would exceed the proxy's rate limit of ${admission.reason} per window. Retry after the time in the retry-after header.`;
    sendProviderError(res, new ProviderError("rate_limit_error", message, 429, headers), requestId);
    return;
  }
  if (prepared && call.path === "/v1/messages") {
    record.countedInputTokens = counted;
    if (prepared.usage) record.usage = prepared.usage;
  }
  if (refused || !prepared) {
    sendProviderError(res, refused ?? new ProviderError("api_error", "no call"), requestId);
    return;
  }
  const status = await prepared.respond(res, parts.faults.take(call.path));
  if (status === 200 && prepared.answer) {
    parts.limiter.addCost(costOfUsage(parts.prices, prepared.answer.model, toUsage(prepared.answer.usage)));
  }
}
