/**
 * An OTLP/HTTP receiver on 127.0.0.1 for the telemetry tests: it keeps every request (path, content
 * type, headers, raw body) and decodes spans and metrics from either encoding into one shape, so a
 * test asserts the same things of http/protobuf and http/json. `hang: true` accepts and never
 * answers, as a collector that is down behind a load balancer does.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { decodeMetricsRequest, decodeTraceRequest, type ProtoValue } from "./otlp-proto.js";

export interface Received {
  path: string;
  contentType: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** When its headers arrived (ms since the epoch). */
  at: number;
}

export type AttributeValue = string | number | boolean | AttributeValue[] | undefined;

export interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  traceState: string;
  name: string;
  kind: number;
  attributes: Record<string, AttributeValue>;
  events: { name: string; attributes: Record<string, AttributeValue> }[];
  statusCode: number;
  resource: Record<string, AttributeValue>;
}

export interface ExportedPoint {
  metric: string;
  unit: string;
  count: number;
  sum: number;
  attributes: Record<string, AttributeValue>;
}

export interface OtlpReceiver {
  url: string;
  received: Received[];
  spans(): ExportedSpan[];
  /** The points of the last metrics export: cumulative, so each holds its total so far. */
  points(): ExportedPoint[];
  close(): Promise<void>;
}

export async function startOtlpReceiver(options: { hang?: boolean } = {}): Promise<OtlpReceiver> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const at = Date.now();
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const contentType = String(req.headers["content-type"] ?? "");
      received.push({
        path: req.url ?? "",
        contentType,
        headers: req.headers,
        body: Buffer.concat(chunks),
        at,
      });
      if (options.hang) return;
      const json = contentType.includes("json");
      res.writeHead(200, { "content-type": json ? "application/json" : "application/x-protobuf" });
      res.end(json ? "{}" : "");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const of = (path: string) => received.filter((request) => request.path === path);
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    spans: () => of("/v1/traces").flatMap(decodeSpans),
    points: () => of("/v1/metrics").slice(-1).flatMap(decodePoints),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** OTLP/JSON's AnyValue (ids are hex, 64-bit ints may be strings) or the protobuf decoder's. */
function attributeValue(value: unknown): AttributeValue {
  if (typeof value !== "object" || value === null) return undefined;
  const any = value as Record<string, unknown>;
  if ("stringValue" in any) return any.stringValue as string;
  if ("boolValue" in any) return any.boolValue as boolean;
  if ("intValue" in any) return Number(any.intValue);
  if ("doubleValue" in any) return Number(any.doubleValue);
  if ("arrayValue" in any) {
    const values = (any.arrayValue as { values?: unknown[] }).values ?? [];
    return values.map(attributeValue);
  }
  return undefined;
}

function attributesOf(list: unknown): Record<string, AttributeValue> {
  const out: Record<string, AttributeValue> = {};
  for (const pair of (list as { key: string; value: unknown }[] | undefined) ?? []) {
    out[pair.key] = attributeValue(pair.value);
  }
  return out;
}

type Json = Record<string, unknown>;
const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);

function requestJson(request: Received, decode: (body: Uint8Array) => ProtoValue): Json {
  return request.contentType.includes("json")
    ? (JSON.parse(request.body.toString("utf8")) as Json)
    : (decode(request.body) as Json);
}

function decodeSpans(request: Received): ExportedSpan[] {
  const body = requestJson(request, decodeTraceRequest);
  return list(body.resourceSpans).flatMap((resourceSpans) => {
    const resource = attributesOf((resourceSpans.resource as Json | undefined)?.attributes);
    return list(resourceSpans.scopeSpans).flatMap((scope) =>
      list(scope.spans).map((span) => ({
        traceId: String(span.traceId ?? ""),
        spanId: String(span.spanId ?? ""),
        parentSpanId: String(span.parentSpanId ?? ""),
        traceState: String(span.traceState ?? ""),
        name: String(span.name),
        kind: Number(span.kind ?? 0),
        attributes: attributesOf(span.attributes),
        events: list(span.events).map((event) => ({
          name: String(event.name),
          attributes: attributesOf(event.attributes),
        })),
        statusCode: Number((span.status as Json | undefined)?.code ?? 0),
        resource,
      })),
    );
  });
}

function decodePoints(request: Received): ExportedPoint[] {
  const body = requestJson(request, decodeMetricsRequest);
  return list(body.resourceMetrics).flatMap((resourceMetrics) =>
    list(resourceMetrics.scopeMetrics).flatMap((scope) =>
      list(scope.metrics).flatMap((metric) =>
        list((metric.histogram as Json | undefined)?.dataPoints).map((point) => ({
          metric: String(metric.name),
          unit: String(metric.unit ?? ""),
          count: Number(point.count),
          sum: Number(point.sum),
          attributes: attributesOf(point.attributes),
        })),
      ),
    ),
  );
}
