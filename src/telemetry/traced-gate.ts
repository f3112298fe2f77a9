/**
 * A span per relayed request (`jobai.relay.forward`, with the GenAI attributes of the model request
 * it carries) and one per limiter wait under it, by wrapping the relay's gate: the relay tells the
 * gate when a request arrives, when the limiter let it go, its status and usage, and when it ends,
 * which is all a span needs. The relay's HTTP code is not touched.
 */
import type { GatePass, RelayGate } from "../relay/gate.js";
import { pathOf, recordModelMetrics, requestFacts, usageAttributes } from "./gen-ai-attributes.js";
import {
  type Attributes,
  errorType,
  flushTelemetry,
  otelRequested,
  telemetryFor,
  withinSpan,
} from "./telemetry.js";

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
    // The relay closes its gate when it stops, before it records that it stopped: export then.
    async close() {
      await gate.close?.();
      await flushTelemetry();
    },
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
      return {
        ...pass,
        settle(seen, status) {
          pass.settle(seen, status);
          const more = {
            ...(seen ? usageAttributes(seen) : {}),
            ...(status > 0 ? { "http.response.status_code": status } : {}),
          };
          Object.assign(attributes, more);
          span.set(more);
        },
        ended(seen, status, complete) {
          pass.ended?.(seen, status, complete);
          const error = status >= 400 ? String(status) : complete ? undefined : "incomplete";
          end(
            {
              ...(seen ? usageAttributes(seen) : {}),
              ...(status > 0 ? { "http.response.status_code": status } : {}),
            },
            error,
          );
        },
        unsent() {
          pass.unsent();
          end({}, "unsent");
        },
      };
    },
  };
}
