/**
 * What the OTEL_* variables mean to jobai (src/telemetry/otel-sdk.ts, otelSettings) and when they
 * ask for export at all (telemetry.ts, otelRequested), as the OpenTelemetry specification's
 * exporter configuration reads them.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_EXPORT_TIMEOUT_MS, otelSettings } from "../../src/telemetry/otel-sdk.js";
import { otelRequested } from "../../src/telemetry/telemetry.js";

describe("otelRequested", () => {
  it.each([
    [{}, false],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:4318" }, true],
    [{ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://127.0.0.1:4318/v1/traces" }, true],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: "  " }, false],
    [{ OTEL_EXPORTER_OTLP_METRICS_ENDPOINT: "http://127.0.0.1:4318/v1/metrics" }, false],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:4318", OTEL_SDK_DISABLED: "TRUE" }, false],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:4318", OTEL_SDK_DISABLED: "false" }, true],
  ])("%j: %s", (env, expected) => {
    expect(otelRequested(env)).toBe(expected);
  });
});

describe("otelSettings", () => {
  it("appends each signal's path to the shared endpoint, once, and takes a signal's own endpoint as it is", () => {
    const shared = otelSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:4318/" });
    expect(shared.tracesUrl).toBe("http://127.0.0.1:4318/v1/traces");
    expect(shared.metricsUrl).toBe("http://127.0.0.1:4318/v1/metrics");
    const own = otelSettings({
      OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:4318",
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://127.0.0.1:9999/custom",
    });
    expect(own.tracesUrl).toBe("http://127.0.0.1:9999/custom");
    expect(own.metricsUrl).toBe("http://127.0.0.1:4318/v1/metrics");
  });

  it("refuses an endpoint that is not an http(s) URL, naming the variable", () => {
    expect(() => otelSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: "127.0.0.1:4317" })).toThrow(
      "OTEL_EXPORTER_OTLP_ENDPOINT='127.0.0.1:4317' is not an http(s) URL: set it to the collector's OTLP/HTTP address, e.g. http://127.0.0.1:4318",
    );
    expect(() => otelSettings({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "ftp://127.0.0.1/x" })).toThrow(
      /^OTEL_EXPORTER_OTLP_TRACES_ENDPOINT='ftp:\/\/127\.0\.0\.1\/x' is not an http\(s\) URL/,
    );
  });

  it("exports no metrics with only a traces endpoint, or with OTEL_METRICS_EXPORTER=none", () => {
    expect(
      otelSettings({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://127.0.0.1:1/t" }).metricsUrl,
    ).toBeUndefined();
    expect(
      otelSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:1", OTEL_METRICS_EXPORTER: "none" })
        .metricsUrl,
    ).toBeUndefined();
  });

  it("reads the protocol per signal, http/protobuf by default, and refuses gRPC naming the variable", () => {
    const base = { OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:1" };
    expect(otelSettings(base).tracesProtocol).toBe("http/protobuf");
    const json = otelSettings({ ...base, OTEL_EXPORTER_OTLP_PROTOCOL: "http/json" });
    expect([json.tracesProtocol, json.metricsProtocol]).toEqual(["http/json", "http/json"]);
    const mixed = otelSettings({
      ...base,
      OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
      OTEL_EXPORTER_OTLP_METRICS_PROTOCOL: "http/protobuf",
    });
    expect([mixed.tracesProtocol, mixed.metricsProtocol]).toEqual(["http/json", "http/protobuf"]);
    expect(() => otelSettings({ ...base, OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: "grpc" })).toThrow(
      /^OTEL_EXPORTER_OTLP_TRACES_PROTOCOL=grpc is not a protocol jobai exports with: set it to http\/protobuf or http\/json/,
    );
  });

  it("bounds each export by 2 s unless a timeout variable says otherwise", () => {
    const base = { OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:1" };
    expect(otelSettings(base).tracesTimeoutMs).toBe(DEFAULT_EXPORT_TIMEOUT_MS);
    expect(DEFAULT_EXPORT_TIMEOUT_MS).toBe(2000);
    const set = otelSettings({
      ...base,
      OTEL_EXPORTER_OTLP_TIMEOUT: "500",
      OTEL_EXPORTER_OTLP_METRICS_TIMEOUT: "700",
    });
    expect([set.tracesTimeoutMs, set.metricsTimeoutMs]).toEqual([500, 700]);
    expect(otelSettings({ ...base, OTEL_EXPORTER_OTLP_TIMEOUT: "soon" }).tracesTimeoutMs).toBe(2000);
  });

  it("names the service jobai unless OTEL_SERVICE_NAME says, and reads OTEL_RESOURCE_ATTRIBUTES", () => {
    const base = { OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:1" };
    expect(otelSettings(base).serviceName).toBe("jobai");
    const named = otelSettings({
      ...base,
      OTEL_SERVICE_NAME: "ci-bot",
      OTEL_RESOURCE_ATTRIBUTES: "team=infra,region=eu%20west",
    });
    expect(named.serviceName).toBe("ci-bot");
    expect(named.resourceAttributes).toEqual({ team: "infra", region: "eu west" });
  });
});
