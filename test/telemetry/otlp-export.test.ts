/**
 * OpenTelemetry export end to end: `jobai ask` (the committed bundle, in a child process) against the
 * emulator, with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a receiver on 127.0.0.1, in both encodings.
 * The spans nest under the caller's TRACEPARENT, carry the GenAI attributes, and not one exported
 * byte holds the prompt, the answer, the job token or the collector's own header.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
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

describe("export that cannot happen never costs the command", () => {
  it("a collector that accepts and never answers delays `jobai ask` by one export timeout, not more", async () => {
    receiver = await startOtlpReceiver({ hang: true });
    // Timed from the collector's first request to the exit, so a slow start on a loaded machine does
    // not count: jobai waits its 2 s default once (plus 0.5 s of grace). With the SDK's own default
    // (10 s per export) and a second export at exit, this gap would be 10 to 20 s.
    const run = await runJobai(["ask", "hello"], {
      env: jobEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url }),
      timeout: 60_000,
    });
    const exited = Date.now();
    expect(run.stderr).toBe("");
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toBe("You said: hello");
    expect(receiver.received.length).toBeGreaterThan(0); // it did try, and was left waiting
    const firstExport = Math.min(...receiver.received.map((request) => request.at));
    expect(exited - firstExport).toBeLessThan(8_000);
  }, 70_000);

  it("a gRPC protocol is one line on stderr and no export; the answer is unchanged", async () => {
    receiver = await startOtlpReceiver();
    const run = await runJobai(["ask", "hello"], {
      env: jobEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_EXPORTER_OTLP_PROTOCOL: "grpc" }),
    });
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toBe("You said: hello");
    expect(run.stderr).toBe(
      "jobai: OpenTelemetry export is off: OTEL_EXPORTER_OTLP_PROTOCOL=grpc is not a protocol jobai exports with: set it to http/protobuf or http/json (jobai has no gRPC exporter)",
    );
    expect(receiver.received).toEqual([]);
  });

  it("OTEL_SDK_DISABLED=true exports nothing", async () => {
    receiver = await startOtlpReceiver();
    const run = await runJobai(["ask", "hello"], {
      env: jobEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_SDK_DISABLED: "true" }),
    });
    expect(run.exitCode).toBe(0);
    expect(receiver.received).toEqual([]);
  });
});

/** The OTEL_* part of a job's environment, protobuf, under TRACEPARENT. */
const otelEnv = () => ({
  OTEL_EXPORTER_OTLP_ENDPOINT: receiver?.url,
  OTEL_EXPORTER_OTLP_HEADERS: `authorization=Bearer ${COLLECTOR_SECRET}`,
  TRACEPARENT,
});

describe("spans of the other ways in", () => {
  it("`jobai summarize` is one span with its model request under it; no line of the log is exported", async () => {
    receiver = await startOtlpReceiver();
    const log = join(dir, "step.log");
    const failure = `Error: deploy refused, password=${PROMPT_SECRET}`;
    await writeFile(log, `npm test\nFAIL src/app.test.ts\n${failure}\n    at app.test.ts:4:3\n`);
    const run = await runJobai(["summarize", "--log", log, "--no-annotate"], { env: jobEnv(otelEnv()) });
    expect(run.exitCode, run.stderr).toBe(0);

    const spans = receiver.spans();
    const summary = spans.find((span) => span.name === "jobai.summary");
    expect(summary?.traceId).toBe(TRACE_ID);
    expect(summary?.parentSpanId).toBe(PARENT_ID);
    expect(summary?.attributes["jobai.summary.outcome"]).toBe("summarized");
    expect(summary?.kind).toBe(1); // INTERNAL
    const chat = spans.find((span) => span.name.startsWith("chat "));
    expect(chat?.parentSpanId).toBe(summary?.spanId);
    expect(chat?.attributes["gen_ai.usage.input_tokens"]).toBeGreaterThan(0);
    const text = exportedText(receiver);
    for (const secret of [
      PROMPT_SECRET,
      "deploy refused",
      "app.test.ts",
      emulator.jobToken,
      COLLECTOR_SECRET,
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("a REST call is one span with its method, path and status; the API token is not exported", async () => {
    receiver = await startOtlpReceiver();
    const run = await runJobai(["api", "user", "--json"], { env: jobEnv(otelEnv()) });
    expect(run.exitCode, run.stderr).toBe(0);
    const rest = receiver.spans().find((span) => span.attributes["url.path"] === "/v2/user");
    expect(rest?.name).toBe("GET /v2/user");
    expect(rest?.parentSpanId).toBe(PARENT_ID);
    expect(rest?.attributes).toMatchObject({
      "http.request.method": "GET",
      "http.response.status_code": 200,
    });
    const text = exportedText(receiver);
    expect(text).not.toContain(String(emulator.env.SERVICE_API_TOKEN));
    expect(text).not.toContain(COLLECTOR_SECRET);
  });

  it("the relay exports a span per forwarded request, with its limiter wait, at its exit", async () => {
    receiver = await startOtlpReceiver();
    const env = jobEnv({ ...otelEnv(), JOBAI_STATE_DIR: await mkdtemp(join(dir, "relay-")) });
    const started = await runJobai(["relay", "--daemon", "--json"], { env });
    expect(started.exitCode, started.stderr).toBe(0);
    const record = JSON.parse(started.stdout) as { url: string; key: string };
    try {
      const response = await fetch(`${record.url}/v1/messages`, {
        method: "POST",
        headers: { "x-api-key": record.key, "content-type": "application/json" },
        body: JSON.stringify({
          model: MODEL,
          max_tokens: 16,
          stream: true,
          messages: [{ role: "user", content: `relay this: ${PROMPT_SECRET}` }],
        }),
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("message_stop");
    } finally {
      const stopped = await runJobai(["relay", "stop"], { env });
      expect(stopped.exitCode, stopped.stderr).toBe(0);
    }
    const spans = receiver.spans();
    const forward = spans.find((span) => span.name === "jobai.relay.forward");
    expect(forward?.traceId).toBe(TRACE_ID);
    expect(forward?.parentSpanId).toBe(PARENT_ID);
    expect(forward?.attributes).toMatchObject({
      "gen_ai.operation.name": "chat",
      "gen_ai.request.model": MODEL,
      "gen_ai.request.max_tokens": 16,
      "http.response.status_code": 200,
      "url.path": "/v1/messages",
    });
    expect(forward?.attributes["gen_ai.usage.output_tokens"]).toBeGreaterThan(0);
    expect(typeof forward?.attributes["jobai.limiter.wait_ms"]).toBe("number");
    expect(spans.find((span) => span.name === "jobai.limiter.wait")?.parentSpanId).toBe(forward?.spanId);
    const text = exportedText(receiver);
    for (const secret of [PROMPT_SECRET, "relay this", record.key, emulator.jobToken, COLLECTOR_SECRET]) {
      expect(text).not.toContain(secret);
    }
  }, 40_000);
});
