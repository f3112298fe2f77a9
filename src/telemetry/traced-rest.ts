/**
 * A span per REST call (its retries and rate-limit waits inside it), by wrapping the transport's one
 * `request`: the method, the path without its query, the server and the status. No header, query
 * or body: the token travels in a header, and a query or a body may hold what a user wrote.
 */
import { isRestError } from "../rest/errors.js";
import type { Transport } from "../rest/transport.js";
import { pathOf } from "./gen-ai-attributes.js";
import { otelRequested, withSpan } from "./telemetry.js";

/** Give `transport` a span per call when OTEL_EXPORTER_OTLP_*ENDPOINT asks; else leave it as it is. */
export function traceTransport(transport: Transport, env: NodeJS.ProcessEnv): void {
  if (!otelRequested(env)) return;
  const request = transport.request.bind(transport);
  const server = new URL(transport.baseUrl);
  transport.request = ((options) => {
    const method = (options.method ?? "GET").toUpperCase();
    const attributes = {
      "http.request.method": method,
      "url.path": pathOf(options.path),
      "server.address": server.hostname,
      "server.port": Number(server.port || (server.protocol === "https:" ? 443 : 80)),
    };
    return withSpan(
      env,
      `${method} ${attributes["url.path"]}`,
      { kind: "client", attributes },
      async (span) => {
        try {
          const response = await request(options);
          span?.set({ "http.response.status_code": response.status });
          return response;
        } catch (error) {
          if (isRestError(error) && error.status > 0)
            span?.set({ "http.response.status_code": error.status });
          throw error;
        }
      },
    );
  }) as Transport["request"];
}
