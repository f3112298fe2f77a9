import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import { runAgentCall } from "./agent/agent-cli.js";
import type { AgentState } from "./agent/agent-state.js";
import type { FaultBook } from "./faults.js";
import { sendJson } from "./http/respond.js";
import { PROVIDER_ERROR_TYPES } from "./provider/error-types.js";
import type { ProxyLimiter } from "./proxy/limits.js";
import type { Fault, FaultRule } from "./types.js";

export interface ControlParts {
  agent: AgentState;
  limiter: ProxyLimiter;
  faults: FaultBook;
  jobToken: string;
  now: () => number;
}

const agentCallSchema = z.object({
  argv: z.array(z.string()),
  cwd: z.string().min(1),
  stdin: z.string().optional(),
});

export const faultSchema: z.ZodType<Fault> = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("latency"), ms: z.number().int().min(0).max(600_000) }),
  z.object({ kind: z.literal("server-error"), status: z.number().int().min(500).max(599).optional() }),
  z.object({ kind: z.literal("overloaded-mid-stream") }),
  z.object({ kind: z.literal("drop-mid-stream") }),
  z.object({ kind: z.literal("rate-limit-without-retry-after") }),
  z.object({
    kind: z.literal("error"),
    type: z.enum(PROVIDER_ERROR_TYPES as [string, ...string[]]),
    message: z.string().optional(),
  }),
]) as z.ZodType<Fault>;

const faultRuleSchema = z.object({
  fault: faultSchema,
  times: z.number().int().positive().optional(),
  path: z.string().optional(),
});

/**
 * The emulator's own control surface under `/_emulator/` (not part of the service): the agent
 * stand-in's calls, the state a person or a test may read, and faults added while it runs. Each
 * needs `Authorization: Token <job token>`.
 * - POST /_emulator/agent        {argv, cwd, stdin?} -> {exitCode, stdout, stderr} | {needStdin}
 * - GET  /_emulator/state        annotations, meta-data, artifacts, agent calls, proxy counters
 * - POST /_emulator/faults       a FaultRule; DELETE /_emulator/faults clears them
 */
export async function handleControl(
  parts: ControlParts,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  body: unknown,
): Promise<void> {
  if (req.headers.authorization !== `Token ${parts.jobToken}`) {
    sendJson(res, 401, {
      message: "the emulator's control surface needs 'Authorization: Token <job token>'",
    });
    return;
  }
  const route = `${req.method} ${path}`;
  if (route === "POST /_emulator/agent") {
    const parsed = agentCallSchema.safeParse(body);
    if (!parsed.success) {
      sendJson(res, 400, { message: `invalid agent call: ${parsed.error.issues[0]?.message ?? "bad body"}` });
      return;
    }
    const call = { argv: parsed.data.argv, cwd: parsed.data.cwd, stdin: parsed.data.stdin };
    sendJson(res, 200, await runAgentCall(parts.agent, call, parts.now(), [parts.jobToken]));
    return;
  }
  if (route === "GET /_emulator/state") {
    sendJson(res, 200, {
      annotations: [...parts.agent.annotations.values()],
      metaData: Object.fromEntries(parts.agent.metaData),
      artifacts: parts.agent.artifacts,
      agentCalls: parts.agent.calls,
      proxy: { limits: parts.limiter.current(), counters: parts.limiter.counters() },
    });
    return;
  }
  if (route === "POST /_emulator/faults") {
    const parsed = faultRuleSchema.safeParse(body);
    if (!parsed.success) {
      sendJson(res, 400, { message: `invalid fault rule: ${parsed.error.issues[0]?.message ?? "bad body"}` });
      return;
    }
    parts.faults.add(parsed.data as FaultRule);
    sendJson(res, 201, { added: parsed.data });
    return;
  }
  if (route === "DELETE /_emulator/faults") {
    parts.faults.clear();
    sendJson(res, 200, { cleared: true });
    return;
  }
  sendJson(res, 404, { message: `no emulator control route ${route}` });
}
