import type { ServerResponse } from "node:http";
import { sleep } from "../../limit/clock.js";
import { randomId, sendJson, sendProviderError } from "../http/respond.js";
import type { Fault } from "../types.js";
import { ERROR_STATUS, errorTypeForStatus, ProviderError } from "./error-types.js";
import { countTokensResponse, messageObject, type PlannedMessage, planMessage } from "./messages.js";
import { findModel, listModels } from "./models.js";
import { type InputUsage, PromptCache, type PromptCacheOptions } from "./prompt-cache.js";
import type { Script } from "./script.js";
import { type StreamEnding, sendStream } from "./sse.js";

/** One provider call, already read: path without the proxy prefix or the query. */
export interface ProviderCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A provider call validated and planned; `countedInputTokens` is known before it is sent. */
export interface PreparedCall {
  /** input + cache_creation tokens of a messages call (what the proxy counts); 0 otherwise. */
  countedInputTokens: number;
  /** A messages call's input usage, as its reply reports it. */
  usage?: InputUsage;
  /** A messages call's model and its whole usage (output too), for its cost. */
  answer?: { model: string; usage: unknown };
  /** Send the answer (after the faults), and return its status. */
  respond(res: ServerResponse, faults: readonly Fault[]): Promise<number>;
}

export interface ProviderOptions {
  now: () => number;
  cache?: PromptCacheOptions;
  /** Scripted turns (already validated); without one the deterministic model answers. */
  script?: Script;
}

/** The emulated provider: messages (plain and streamed), count_tokens, models. */
export class Provider {
  private readonly cache: PromptCache;
  private script: Script | undefined;

  constructor(private readonly options: ProviderOptions) {
    this.cache = new PromptCache(options.cache);
    this.script = options.script;
  }

  /** Answer from this script from now on (undefined: the deterministic model). */
  setScript(script: Script | undefined): void {
    this.script = script;
  }

  /** Validate and plan a call, without changing any state. Throws ProviderError when it is refused. */
  prepare(call: ProviderCall): PreparedCall {
    const { method, path } = call;
    if (path === "/v1/messages" && method === "POST") {
      const plan = planMessage(call.body, this.cache, this.options.now(), this.script);
      return {
        countedInputTokens: plan.usage.input_tokens + plan.usage.cache_creation_input_tokens,
        usage: plan.cachePlan.usage,
        answer: { model: plan.request.model, usage: plan.usage },
        respond: (res, faults) => this.sendMessage(res, plan, faults),
      };
    }
    if (path === "/v1/messages/count_tokens" && method === "POST") {
      const result = countTokensResponse(call.body);
      return { countedInputTokens: 0, respond: (res, faults) => sendPlain(res, result, faults) };
    }
    if (path === "/v1/models" && method === "GET") {
      const result = listModels(call.query);
      return { countedInputTokens: 0, respond: (res, faults) => sendPlain(res, result, faults) };
    }
    const model = /^\/v1\/models\/([^/]+)$/.exec(path);
    if (model?.[1] && method === "GET") {
      const result = findModel(decodeURIComponent(model[1])).model;
      return { countedInputTokens: 0, respond: (res, faults) => sendPlain(res, result, faults) };
    }
    throw new ProviderError("not_found_error", `Not found: ${method} ${path}`);
  }

  private async sendMessage(
    res: ServerResponse,
    plan: PlannedMessage,
    faults: readonly Fault[],
  ): Promise<number> {
    // The cache is written when the request is sent, before any wait, as the provider does.
    this.cache.commit(plan.cachePlan, this.options.now());
    const requestId = randomId("req");
    const streaming = plan.request.stream === true;
    const early = await applyFaults(res, faults, requestId, streaming);
    if (early !== undefined) return early;
    if (streaming) {
      const ending: StreamEnding = faults.some((fault) => fault.kind === "drop-mid-stream")
        ? "drop"
        : faults.some((fault) => fault.kind === "overloaded-mid-stream")
          ? "overloaded"
          : "complete";
      await sendStream(res, plan, requestId, ending);
      return 200;
    }
    sendJson(res, 200, messageObject(plan), { "request-id": requestId });
    return 200;
  }
}

async function sendPlain(res: ServerResponse, body: unknown, faults: readonly Fault[]): Promise<number> {
  const requestId = randomId("req");
  const early = await applyFaults(res, faults, requestId, false);
  if (early !== undefined) return early;
  sendJson(res, 200, body, { "request-id": requestId });
  return 200;
}

/**
 * Apply the faults that act before an answer: latency, then the first error fault. Returns the
 * status sent when a fault answered instead of the provider, or undefined to answer normally.
 * Stream faults on a non-streaming call: overloaded is a 529, a drop destroys the connection.
 */
async function applyFaults(
  res: ServerResponse,
  faults: readonly Fault[],
  requestId: string,
  streaming: boolean,
): Promise<number | undefined> {
  for (const fault of faults) {
    // A pending fault never keeps a process alive on its own (the server does while it runs).
    if (fault.kind === "latency") await sleep(fault.ms, { keepAlive: false });
  }
  for (const fault of faults) {
    switch (fault.kind) {
      case "server-error": {
        const status = fault.status ?? 500;
        const type = errorTypeForStatus(status);
        const message = type === "overloaded_error" ? "Overloaded" : "Internal server error";
        sendProviderError(res, new ProviderError(type, message, status), requestId);
        return status;
      }
      case "rate-limit-without-retry-after":
        sendProviderError(
          res,
          new ProviderError("rate_limit_error", "Number of requests has exceeded your rate limit."),
          requestId,
        );
        return ERROR_STATUS.rate_limit_error;
      case "error": {
        const error = new ProviderError(fault.type, fault.message ?? `Emulated ${fault.type}`);
        sendProviderError(res, error, requestId);
        return error.status;
      }
      case "overloaded-mid-stream":
        if (streaming) break;
        sendProviderError(res, new ProviderError("overloaded_error", "Overloaded"), requestId);
        return ERROR_STATUS.overloaded_error;
      case "drop-mid-stream":
        if (streaming) break;
        res.socket?.destroy();
        return 0;
      default:
        break;
    }
  }
  return undefined;
}
