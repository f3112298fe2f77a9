/**
 * OpenTelemetry export end to end: `jobai ask` (the committed bundle, in a child process) against the
 * emulator, with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a receiver on 127.0.0.1, in both encodings.
 * The spans nest under the caller's TRACEPARENT, carry the GenAI attributes, and not one exported
 * byte holds the prompt, the answer, the job token or the collector's own header.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type StartedEmulator, startEmulator } from "../../src/emulator/index.js";
import { runJobai } from "../helpers/cli.js";
import { type OtlpReceiver, startOtlpReceiver } from "./helpers/otlp-receiver.js";

const MODEL = "claude-haiku-4-5";
const TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736";
const PARENT_ID = "00f067aa0ba902b7";
const TRACEPARENT = `00-${TRACE_ID}-${PARENT_ID}-01`;
/** A value that must never leave in telemetry: in the prompt (so in the answer too, the emulator echoes). */
const PROMPT_SECRET = "sk-ant-api03-PROMPTSECRETxK9vQ2mZ7tLr4Wn8Yb5Hc1";
const COLLECTOR_SECRET = "collector-bearer-9f8e7d6c5b4a3210";

let emulator: StartedEmulator;
let receiver: OtlpReceiver | undefined;
let dir: string;

beforeAll(async () => {
  emulator = await startEmulator();
  dir = await mkdtemp(join(tmpdir(), "jobai-otel-"));
});
afterAll(async () => {
  await emulator?.close();
  await rm(dir, { recursive: true, force: true });
});
afterEach(async () => {
  await receiver?.close();
  receiver = undefined;
});

const jobEnv = (extra: Record<string, string | undefined>) => ({
  ...emulator.env,
  JOBAI_MODEL: MODEL,
  JOBAI_STATE_DIR: dir,
  ...extra,
});

/** Every byte the receiver got, as text (protobuf strings are UTF-8 on the wire too). */
function exportedText(received: OtlpReceiver): string {
  return received.received.map((request) => request.body.toString("latin1")).join("\n");
}

describe.each(["http/protobuf", "http/json"])("jobai ask with OTEL_EXPORTER_OTLP_PROTOCOL=%s", (protocol) => {
  it("exports a span per model request and one per limiter wait, under TRACEPARENT, with no secret", async () => {
    receiver = await startOtlpReceiver();
    const prompt = `why did the build fail? the key is ${PROMPT_SECRET}`;
    const run = await runJobai(["ask", prompt], {
      env: jobEnv({
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_EXPORTER_OTLP_PROTOCOL: protocol,
        OTEL_EXPORTER_OTLP_HEADERS: `authorization=Bearer ${COLLECTOR_SECRET}`,
        OTEL_RESOURCE_ATTRIBUTES: "deployment.environment.name=ci",
        TRACEPARENT,
        TRACESTATE: "vendor=abc",
      }),
    });
    expect(run.stderr).toBe("");
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain(PROMPT_SECRET); // the emulator's answer echoes the prompt

    const traces = receiver.received.filter((request) => request.path === "/v1/traces");
    expect(traces.length).toBeGreaterThan(0);
    const contentType = protocol === "http/json" ? "application/json" : "application/x-protobuf";
    for (const request of receiver.received) expect(request.contentType).toContain(contentType);
    // The collector's header is sent to the collector, as a header.
    expect(traces[0]?.headers.authorization).toBe(`Bearer ${COLLECTOR_SECRET}`);

    const spans = receiver.spans();
    const chat = spans.find((span) => span.name === `chat ${MODEL}`);
    expect(chat, JSON.stringify(spans.map((span) => span.name))).toBeDefined();
    if (!chat) return;
    expect(chat.traceId).toBe(TRACE_ID);
    expect(chat.parentSpanId).toBe(PARENT_ID);
    expect(chat.traceState).toBe("vendor=abc");
    expect(chat.kind).toBe(3); // CLIENT
    expect(chat.resource["service.name"]).toBe("jobai");
    expect(chat.resource["deployment.environment.name"]).toBe("ci");
    expect(chat.attributes).toMatchObject({
      "gen_ai.operation.name": "chat",
      "gen_ai.provider.name": "anthropic",
      "gen_ai.system": "anthropic",
      "gen_ai.request.model": MODEL,
      "gen_ai.response.model": MODEL,
      "http.response.status_code": 200,
      "server.address": "127.0.0.1",
    });
    const attributes = chat.attributes;
    expect(attributes["gen_ai.request.max_tokens"]).toBeGreaterThan(0);
    expect(attributes["gen_ai.usage.input_tokens"]).toBeGreaterThan(0);
    expect(attributes["gen_ai.usage.output_tokens"]).toBeGreaterThan(0);
    expect(attributes["gen_ai.usage.cache_read.input_tokens"]).toBe(0);
    expect(attributes["gen_ai.usage.cache_creation.input_tokens"]).toBe(0);
    expect(typeof attributes["jobai.limiter.wait_ms"]).toBe("number");
    expect(chat.events.map((event) => event.name)).toContain("jobai.limiter.wait");

    const wait = spans.find((span) => span.name === "jobai.limiter.wait");
    expect(wait?.traceId).toBe(TRACE_ID);
    expect(wait?.parentSpanId).toBe(chat.spanId);
    expect(wait?.kind).toBe(1); // INTERNAL

    const points = receiver.points();
    const tokens = points.filter((point) => point.metric === "gen_ai.client.token.usage");
    expect(tokens.map((point) => point.attributes["gen_ai.token.type"]).sort()).toEqual(["input", "output"]);
    const input = tokens.find((point) => point.attributes["gen_ai.token.type"] === "input");
    expect(input?.sum).toBe(attributes["gen_ai.usage.input_tokens"]);
    expect(input?.unit).toBe("{token}");
    expect(input?.attributes["gen_ai.request.model"]).toBe(MODEL);
    const duration = points.find((point) => point.metric === "gen_ai.client.operation.duration");
    expect(duration?.count).toBe(1);
    expect(duration?.unit).toBe("s");
    expect(points.find((point) => point.metric === "jobai.limiter.wait.duration")?.count).toBe(1);

    // Not one exported byte carries the prompt, the answer, the job token or the collector's header.
    const text = exportedText(receiver);
    for (const secret of [PROMPT_SECRET, "why did the build fail", emulator.jobToken, COLLECTOR_SECRET]) {
      expect(text).not.toContain(secret);
    }
  });
});
