/**
 * A span per relayed request (`jobai.relay.forward`, with the GenAI attributes of the model request
 * it carries) and one per limiter wait under it, by wrapping the relay's gate: the relay tells the
 * gate when a request arrives, when the limiter let it go, its status and usage, and when it ends,
 * which is all a span needs. The relay's HTTP code is not touched.
 */
import type { GatePass, RelayGate } from "../relay/gate.js";
import { pathOf, recordModelMetrics, requestFacts, usageAttributes } from "./gen-ai-attributes.js";
import { type Attributes, errorType, otelRequested, telemetryFor, withinSpan } from "./telemetry.js";

function bodyJson(body: Buffer): unknown {
  if (body.length === 0) return undefined;
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    return undefined;
  }
}

/** `gate` with a span per request when OTEL_EXPORTER_OTLP_*ENDPOINT asks, else `gate` itself. */
export function traceGate(gate: RelayGate, env: NodeJS.ProcessEnv): RelayGate {
  if (!otelRequested(env)) return gate;
  return {
    ...gate,
    async enter(request, signal): Promise<GatePass> {
      const telemetry = await telemetryFor(env);
      if (!telemetry) return gate.enter(request, signal);
      const facts = requestFacts(request.method, request.path, bodyJson(request.body));
      const attributes: Attributes = { ...facts.attributes, "url.path": pathOf(request.path) };
      const startedAt = Date.now();
      const span = telemetry.span("jobai.relay.forward", { attributes });
      let pass: GatePass;
      try {
        pass = await withinSpan(span, () => gate.enter(request, signal));
      } catch (error) {
        span.fail(errorType(error));
        span.end();
        throw error;
      }
      const wait = { "jobai.limiter.wait_ms": pass.waitedMs };
      span.set(wait);
      span.event("jobai.limiter.wait", wait);
      const sentAt = Date.now();
      span
        .child("jobai.limiter.wait", { kind: "internal", startTime: startedAt, attributes: wait })
        .end(sentAt);
      telemetry.limiterWait(pass.waitedMs / 1000, { "gen_ai.request.model": facts.model });

      let ended = false;
      const end = (more: Attributes, error?: string) => {
        if (ended) return;
        ended = true;
        Object.assign(attributes, more);
        span.set(more);
        if (error) {
          attributes["error.type"] = error;
          span.fail(error);
        }
        span.end();
        if (!facts.operation) return;
        recordModelMetrics(telemetry, attributes, (Date.now() - sentAt) / 1000);
      };
      let usage: Attributes = {};
      return {
        ...pass,
        settle(seen, status) {
          pass.settle(seen, status);
          if (seen) usage = usageAttributes(seen);
          const statusAttributes = status > 0 ? { "http.response.status_code": status } : {};
          // The gate's rule: a call without usage, or an error status, is the exchange's end.
          if (!seen || status >= 300 || status === 0) {
            end(
              { ...usage, ...statusAttributes },
              status >= 400 ? String(status) : status === 0 ? "incomplete" : undefined,
            );
          } else span.set({ ...usage, ...statusAttributes });
        },
        unsent() {
          pass.unsent();
          end({}, "unsent");
        },
      };
    },
  };
}
