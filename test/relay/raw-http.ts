import { connect } from "node:net";

export interface RawResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

/**
 * Send bytes exactly as given to 127.0.0.1:`port` (no client library between: it would normalize
 * the path or merge headers) and read the answer until the server closes the connection. A
 * request should carry `Connection: close`. Bounded: fails after `timeoutMs`.
 */
export function rawExchange(
  port: number,
  request: string | Buffer,
  timeoutMs = 10_000,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => {}); // a reset after the answer still leaves the answer to read
    socket.on("close", () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString("latin1");
      resolve(parseResponse(text));
    });
    socket.write(request);
  });
}

export function parseResponse(text: string): RawResponse {
  const end = text.indexOf("\r\n\r\n");
  const head = end < 0 ? text : text.slice(0, end);
  const [statusLine = "", ...lines] = head.split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(" ")[1] ?? 0), headers, body: end < 0 ? "" : text.slice(end + 4) };
}

/** A request head with `Connection: close`, headers given as [name, value] pairs in order. */
export function requestHead(method: string, target: string, headers: [string, string][]): string {
  const lines = [`${method} ${target} HTTP/1.1`, "Host: 127.0.0.1", ...headers.map(([n, v]) => `${n}: ${v}`)];
  return `${lines.join("\r\n")}\r\nConnection: close\r\n\r\n`;
}
