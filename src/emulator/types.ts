/**
 * The emulator's contract: what `startEmulator()` takes and returns. Other areas (limiter, REST
 * client, summaries, relay) and their tests code against these types.
 */

import type { PriceTable } from "../usage/cost.js";
import type { ProviderErrorType } from "./provider/error-types.js";
import type { ScriptInput } from "./provider/script.js";
import type { RestControls } from "./rest/api.js";

export type { ProviderErrorType, ScriptInput };

/** How the proxy enforces its limits (issue: Emulator). */
export type LimitModel = "sliding" | "fixed" | "bucket";

export interface ProxyLimits {
  /** Requests per window (default 50). */
  requests: number;
  /** Counted input tokens (input + cache_creation) per window (default 50,000). */
  inputTokens: number;
  /** Window length in ms (default 60,000). */
  windowMs: number;
  /** Default `sliding`: never more than the budget in any window. */
  model: LimitModel;
}

/**
 * A fault the emulator injects, on demand, into provider responses (direct and through the proxy):
 * - `latency`: wait `ms` before answering (the answer itself is unchanged);
 * - `server-error`: answer `status` (default 500) with the provider's envelope (`api_error`,
 *   or `overloaded_error` for 529);
 * - `overloaded-mid-stream`: a stream sends its first deltas, then an `error` event of type
 *   `overloaded_error`, and ends (a non-streaming request gets a 529);
 * - `drop-mid-stream`: a stream sends its first deltas, then the connection is destroyed (a
 *   non-streaming request has its connection destroyed before any answer);
 * - `rate-limit-without-retry-after`: 429 `rate_limit_error` without a `retry-after` header;
 * - `error`: any provider error type with its status (e.g. `permission_error` 403).
 */
export type Fault =
  | { kind: "latency"; ms: number }
  | { kind: "server-error"; status?: number }
  | { kind: "overloaded-mid-stream" }
  | { kind: "drop-mid-stream" }
  | { kind: "rate-limit-without-retry-after" }
  | { kind: "error"; type: ProviderErrorType; message?: string };

export interface FaultRule {
  fault: Fault;
  /** How many requests it applies to (default: every request until cleared). */
  times?: number;
  /** Only requests whose path (after the proxy prefix) starts with this, e.g. `/v1/messages`. */
  path?: string;
}

export interface EmulatorOptions {
  /** Port on 127.0.0.1; default 0 (an ephemeral port). */
  port?: number;
  /** The job token the proxy accepts; default a random one. */
  jobToken?: string;
  /** Proxy limits; each field defaults as in ProxyLimits. */
  limits?: Partial<ProxyLimits>;
  /** Clock for the proxy's limits (default Date.now), so tests can drive windows. */
  now?: () => number;
  /** Directory for the agent stand-in's files (annotations, artifacts); default a temp dir. */
  stateDir?: string;
  /**
   * The scripted model: `/v1/messages` answers scripted conversations with their turns (text or
   * tool_use), others with the deterministic model. Validated at start (a UsageError names the bad
   * field). Format: src/emulator/provider/script.ts and the README's Emulator section.
   */
  script?: ScriptInput;
  /**
   * The prices the proxy's counters work the cost out at (src/usage/prices.ts); default the shipped
   * ones. `jobai emulate` passes its job's (JOBAI_PRICES).
   */
  prices?: PriceTable;
}

/** One HTTP exchange as the emulator saw it (headers lower-cased). */
export interface RecordedRequest {
  /** When it arrived (emulator clock, ms). */
  at: number;
  method: string;
  /** Path with query, as received. */
  path: string;
  /** `proxy`, `provider` (direct), `rest`, `control`, or `page` (the web pages: build, pipeline, /limits). */
  surface: "proxy" | "provider" | "rest" | "control" | "page";
  /** Headers as the client sent them. */
  headers: Record<string, string>;
  /** For proxy calls: headers as forwarded to the provider, after the proxy's rules. */
  forwardedHeaders?: Record<string, string>;
  /** Parsed JSON body, when there was one. */
  body?: unknown;
  status: number;
  /**
   * When its response ended, or its connection closed before (emulator clock, ms); undefined while
   * it is still open. With `at`, the response's time as the client saw it.
   */
  endedAt?: number;
  /** Counted input tokens (input + cache_creation) the proxy charged, for messages calls. */
  countedInputTokens?: number;
  /** For messages calls through the proxy that it admitted: the input usage the reply reports. */
  usage?: {
    input_tokens: number;
    cache_creation_input_tokens: number;
    cache_read_input_tokens: number;
  };
}

/** One call of the `service-agent` stand-in. */
export interface AgentCall {
  at: number;
  /** e.g. ["annotate", "--style", "error", "--context", "x"] */
  argv: string[];
  /** What was read from stdin, if anything. */
  stdin?: string;
  exitCode: number;
  /** The stand-in's stderr when it rejected the call. */
  error?: string;
}

export interface Annotation {
  context: string;
  style: "success" | "info" | "warning" | "error";
  body: string;
  priority: number;
  scope: "build" | "job";
}

export interface ProxyCounters {
  accepted: number;
  rejected: number;
  /** Counted input tokens of accepted requests. */
  countedInputTokens: number;
  /**
   * What the messages calls it answered cost in USD at the emulator's prices (the shipped ones, or
   * `prices`): null once one named a model without a price (unknown, never 0).
   */
  costUsd: number | null;
}

export interface RunningEmulator {
  /** `http://127.0.0.1:PORT` */
  url: string;
  /** The fake job's agent endpoint: `http://127.0.0.1:PORT/v3` */
  agentEndpoint: string;
  /** `agentEndpoint + /ai/vendor` */
  proxyUrl: string;
  /** The job token the proxy accepts. */
  jobToken: string;
  /** The fake job's environment: SERVICE_* variables, and PATH with the agent stand-in first. */
  env: Record<string, string>;
  /** Every request so far, oldest first. */
  traffic: RecordedRequest[];
  /** Every agent stand-in call so far. */
  agentCalls(): Promise<AgentCall[]>;
  /** Annotations, meta-data and uploaded artifact paths as the agent stand-in holds them. */
  annotations(): Promise<Annotation[]>;
  metaData(): Promise<Record<string, string>>;
  artifacts(): Promise<{ path: string; destination?: string; size: number }[]>;
  proxy: {
    counters(): ProxyCounters;
    setLimits(limits: Partial<ProxyLimits>): void;
  };
  faults: {
    add(rule: FaultRule): void;
    clear(): void;
  };
  /** Answer from this script from now on (validated; a UsageError names the bad field), or none. */
  setScript(script: ScriptInput | undefined): void;
  /** The REST API v2 (same server as `url`): give it as SERVICE_API_URL (also in `env`). */
  restUrl: string;
  /** The REST API's default token, every scope (also `env.SERVICE_API_TOKEN`). A secret: never log it. */
  apiToken: string;
  /** REST controls: seedBuilds(n), addJobBuild, addToken, setLimits, setJobLog, traffic, counters. */
  rest: RestControls;
  close(): Promise<void>;
}
