/**
 * Decodes the OTLP protobuf requests the exporters send (trace and metrics service requests) into
 * the field names of OTLP/JSON, so one reader serves both encodings. The wire format is read with
 * the ProtobufReader of @opentelemetry/otlp-transformer (what the exporter itself is built on);
 * the table below is the part of opentelemetry-proto's messages the tests look at (field numbers
 * from trace/v1/trace.proto, metrics/v1/metrics.proto, common/v1/common.proto). Unknown fields are
 * skipped. `bytes` ids come out as hex, as OTLP/JSON writes them.
 */
import { ProtobufReader } from "@opentelemetry/otlp-transformer/build/esm/common/protobuf/protobuf-reader.js";

type Scalar = "string" | "hex" | "varint" | "bool" | "fixed64" | "double" | "fixed32";
/** Field number -> [JSON name, a scalar type or a message name, repeated]. */
type Message = Record<number, [string, Scalar | string, boolean?]>;

const MESSAGES: Record<string, Message> = {
  ExportTraceServiceRequest: { 1: ["resourceSpans", "ResourceSpans", true] },
  ResourceSpans: { 1: ["resource", "Resource"], 2: ["scopeSpans", "ScopeSpans", true] },
  Resource: { 1: ["attributes", "KeyValue", true] },
  ScopeSpans: { 1: ["scope", "Scope"], 2: ["spans", "Span", true] },
  Scope: { 1: ["name", "string"], 2: ["version", "string"] },
  Span: {
    1: ["traceId", "hex"],
    2: ["spanId", "hex"],
    3: ["traceState", "string"],
    4: ["parentSpanId", "hex"],
    5: ["name", "string"],
    6: ["kind", "varint"],
    7: ["startTimeUnixNano", "fixed64"],
    8: ["endTimeUnixNano", "fixed64"],
    9: ["attributes", "KeyValue", true],
    11: ["events", "Event", true],
    15: ["status", "Status"],
  },
  Event: { 1: ["timeUnixNano", "fixed64"], 2: ["name", "string"], 3: ["attributes", "KeyValue", true] },
  Status: { 2: ["message", "string"], 3: ["code", "varint"] },
  KeyValue: { 1: ["key", "string"], 2: ["value", "AnyValue"] },
  AnyValue: {
    1: ["stringValue", "string"],
    2: ["boolValue", "bool"],
    3: ["intValue", "varint"],
    4: ["doubleValue", "double"],
    5: ["arrayValue", "ArrayValue"],
  },
  ArrayValue: { 1: ["values", "AnyValue", true] },
  ExportMetricsServiceRequest: { 1: ["resourceMetrics", "ResourceMetrics", true] },
  ResourceMetrics: { 1: ["resource", "Resource"], 2: ["scopeMetrics", "ScopeMetrics", true] },
  ScopeMetrics: { 1: ["scope", "Scope"], 2: ["metrics", "Metric", true] },
  Metric: {
    1: ["name", "string"],
    2: ["description", "string"],
    3: ["unit", "string"],
    9: ["histogram", "Histogram"],
  },
  Histogram: { 1: ["dataPoints", "HistogramDataPoint", true], 2: ["aggregationTemporality", "varint"] },
  HistogramDataPoint: { 9: ["attributes", "KeyValue", true], 4: ["count", "fixed64"], 5: ["sum", "double"] },
};

export type ProtoValue = string | number | boolean | ProtoValue[] | { [field: string]: ProtoValue };

const WIRE_FIXED64 = 1;
const WIRE_LENGTH = 2;

function fixed64(reader: ProtobufReader, bytes: Uint8Array, type: Scalar): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset + reader.pos, 8);
  reader.pos += 8;
  return type === "double" ? view.getFloat64(0, true) : Number(view.getBigUint64(0, true));
}

function decode(bytes: Uint8Array, name: string): { [field: string]: ProtoValue } {
  const fields = MESSAGES[name];
  if (!fields) throw new Error(`no message ${name} in the table`);
  const reader = new ProtobufReader(bytes);
  const out: { [field: string]: ProtoValue } = {};
  while (!reader.isAtEnd()) {
    const { fieldNumber, wireType } = reader.readTag();
    const field = fields[fieldNumber];
    if (!field) {
      reader.skip(wireType);
      continue;
    }
    const [key, type, repeated] = field;
    let value: ProtoValue;
    if (type in MESSAGES) value = decode(reader.readBytes(), type);
    else if (type === "string") value = reader.readString();
    else if (type === "hex") value = Buffer.from(reader.readBytes()).toString("hex");
    else if (type === "varint") value = reader.readVarint();
    else if (type === "bool") value = reader.readVarint() !== 0;
    else if (wireType === WIRE_FIXED64) value = fixed64(reader, bytes, type as Scalar);
    else if (wireType === WIRE_LENGTH) {
      reader.skip(wireType); // a packed field the tests do not read
      continue;
    } else value = reader.readVarint();
    if (repeated) out[key] = [...((out[key] as ProtoValue[] | undefined) ?? []), value];
    else out[key] = value;
  }
  return out;
}

export const decodeTraceRequest = (body: Uint8Array) => decode(body, "ExportTraceServiceRequest");
export const decodeMetricsRequest = (body: Uint8Array) => decode(body, "ExportMetricsServiceRequest");
