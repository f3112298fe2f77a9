/**
 * The transport's default way to send: node:http(s), shaped as the part of `fetch` it uses.
 *
 * Not the global fetch: undici's fetch registers every Response (and its body stream) with a
 * FinalizationRegistry and a WeakRef, and V8's scavenger keeps such targets alive, so each page's
 * response objects are promoted to the old generation and stay until a full collection. A listing
 * of 1,000 pages in a few seconds grew RSS by about 20 MB that way (bench/rest.bench.js, iterate();
 * a plain fetch loop promotes ~21 KB per request, node:http ~0). A caller may still pass `fetch`
 * (or a `dispatcher`, which selects undici's fetch).
 *
 * What it keeps of fetch's behaviour: redirects followed for `redirect: "follow"` (the token is
 * not sent to another origin), the ports fetch refuses (a "bad port" error, which the retry policy
 * does not retry), a connection error in `cause` (`connectFailure` reads its code), keep-alive
 * connections whose idle sockets hold no process open.
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import type { FetchedResponse, FetchInit } from "./transport.js";

/** Idle sockets close before a Node server's 5 s keep-alive would close them under a request. */
const IDLE_SOCKET_MS = 4_000;
/** As many as a browser's fetch follows... less: 20 there, 10 here (curl's default is 50). */
export const MAX_REDIRECTS = 10;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The Fetch standard's bad ports (fetch.spec.whatwg.org, "port blocking"). */
const BAD_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104,
  109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515,
  526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049,
  3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

let agents: { http: HttpAgent; https: HttpsAgent } | undefined;

function agentsOf() {
  agents ??= {
    http: new HttpAgent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
    https: new HttpsAgent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
  };
  return agents;
}

/**
 * A redirect not followed: one too many, or (with `crossOriginRedirect: "refuse"`) to another
 * origin. Not a network failure: the transport does not retry it.
 */
export class RedirectError extends Error {
  override name = "RedirectError";
}

/** A body longer than the caller's `maxBytes`: reading stopped there, the connection was closed. */
export class ResponseTooLargeError extends Error {
  override name = "ResponseTooLargeError";
  constructor(
    readonly maxBytes: number,
    /** The Content-Length announced, or the bytes read when reading stopped. */
    readonly bytes: number,
    readonly announced: boolean,
  ) {
    super(
      `the response body is ${announced ? `${bytes} bytes (Content-Length)` : `more than ${maxBytes} bytes`}, over the ${maxBytes}-byte cap (${mib(maxBytes)}, the maxResponseBytes option)`,
    );
  }
}

function mib(bytes: number): string {
  return `${Math.round((bytes / 1_048_576) * 10) / 10} MiB`;
}

/** Fails as fetch does: a TypeError whose `cause` is what went wrong. */
function fetchFailed(cause: unknown): TypeError {
  return new TypeError("fetch failed", { cause });
}

/**
 * A response's headers as a fetch `Headers` reads them (case-insensitive, values of one name joined
 * with ", ", iterated in name order, `set-cookie` apart). Not the global `Headers`: its first use
 * loads Node's whole fetch implementation, ~60 ms of CPU in each process's first request, and six
 * processes starting at once on two cores spread their first requests by that much more.
 */
export class ResponseHeaders implements Headers {
  readonly #values = new Map<string, string[]>();

  constructor(raw: readonly string[] = []) {
    for (let i = 0; i + 1 < raw.length; i += 2) this.append(raw[i] as string, raw[i + 1] as string);
  }

  append(name: string, value: string): void {
    const key = name.toLowerCase();
    const list = this.#values.get(key);
    if (list) list.push(value.trim());
    else this.#values.set(key, [value.trim()]);
  }

  delete(name: string): void {
    this.#values.delete(name.toLowerCase());
  }

  get(name: string): string | null {
    return this.#values.get(name.toLowerCase())?.join(", ") ?? null;
  }

  getSetCookie(): string[] {
    return [...(this.#values.get("set-cookie") ?? [])];
  }

  has(name: string): boolean {
    return this.#values.has(name.toLowerCase());
  }

  set(name: string, value: string): void {
    this.#values.set(name.toLowerCase(), [value.trim()]);
  }

  forEach(callback: (value: string, key: string, parent: Headers) => void, thisArg?: unknown): void {
    for (const [key, value] of this.entries()) callback.call(thisArg, value, key, this);
  }

  *entries(): IterableIterator<[string, string]> {
    for (const key of [...this.#values.keys()].sort()) {
      const list = this.#values.get(key) ?? [];
      if (key === "set-cookie") for (const value of list) yield [key, value];
      else yield [key, list.join(", ")];
    }
  }

  *keys(): IterableIterator<string> {
    for (const [key] of this.entries()) yield key;
  }

  *values(): IterableIterator<string> {
    for (const [, value] of this.entries()) yield value;
  }

  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.entries();
  }
}

/** One exchange: resolves when the headers come; the body is read at once, `text()` waits for it. */
function exchange(url: URL, init: FetchInit): Promise<{ message: IncomingMessage; body: Promise<Buffer> }> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === "https:";
    const send = secure ? httpsRequest : httpRequest;
    const headers: Record<string, string> = { ...init.headers };
    if (init.body !== undefined) headers["Content-Length"] = String(Buffer.byteLength(init.body));
    const request = send(url, {
      method: init.method,
      headers,
      agent: secure ? agentsOf().https : agentsOf().http,
      ...(init.signal ? { signal: init.signal } : {}),
    });
    request.on("error", (error) => reject(init.signal?.aborted ? init.signal.reason : fetchFailed(error)));
    request.once("response", (message) => {
      const body = new Promise<Buffer>((done, fail) => {
        const chunks: Buffer[] = [];
        const max = init.maxBytes ?? Number.POSITIVE_INFINITY;
        const announced = Number(message.headers["content-length"] ?? Number.NaN);
        if (announced > max) {
          fail(new ResponseTooLargeError(max, announced, true));
          message.destroy();
          return;
        }
        let bytes = 0;
        message.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes > max) {
            // Nothing more is kept: the socket goes, the chunks so far are dropped.
            chunks.length = 0;
            fail(new ResponseTooLargeError(max, bytes, false));
            message.destroy();
            return;
          }
          chunks.push(chunk);
        });
        message.once("end", () => done(Buffer.concat(chunks)));
        message.once("error", (error) =>
          fail(init.signal?.aborted ? init.signal.reason : fetchFailed(error)),
        );
        message.once("close", () => {
          if (!message.complete)
            fail(init.signal?.aborted ? init.signal.reason : fetchFailed(new Error("terminated")));
        });
      });
      // A body nobody reads (a redirect followed) must not be an unhandled rejection.
      body.catch(() => {});
      resolve({ message, body });
    });
    request.end(init.body);
  });
}

/** `fetch(url, init)` over node:http(s), for the transport (see the top). */
export async function httpFetch(target: string, init: FetchInit): Promise<FetchedResponse> {
  let url = new URL(target);
  let method = init.method.toUpperCase();
  let body = init.body;
  let headers = { ...init.headers };
  const origin = url.origin;
  for (let redirects = 0; ; redirects++) {
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      throw fetchFailed(new Error(`unsupported protocol ${url.protocol}`));
    }
    const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
    if (BAD_PORTS.has(port)) throw fetchFailed(new Error("bad port"));
    const { message, body: content } = await exchange(url, {
      ...init,
      method,
      headers,
      ...(body === undefined ? {} : { body }),
    });
    const status = message.statusCode ?? 0;
    const location = message.headers.location;
    if (init.redirect !== "manual" && REDIRECTS.has(status) && location) {
      message.resume();
      if (redirects >= MAX_REDIRECTS) {
        throw new RedirectError(
          `the API redirected ${MAX_REDIRECTS} times in a row (last to ${new URL(location, url).href.split("?")[0]}): a redirect loop; not followed further`,
        );
      }
      const from = url;
      url = new URL(location, url);
      if (init.crossOriginRedirect === "refuse" && url.origin !== origin) {
        throw new RedirectError(
          `the API at ${origin} redirected ${from.pathname} to another origin, ${url.origin}: refused (its answer would be taken for the API's); check SERVICE_API_URL (or the baseUrl option)`,
        );
      }
      if (status === 303 || ((status === 301 || status === 302) && method === "POST")) {
        method = method === "HEAD" ? "HEAD" : "GET";
        body = undefined;
        headers = Object.fromEntries(
          Object.entries(headers).filter(([name]) => !/^content-/i.test(name)),
        ) as Record<string, string>;
      }
      if (url.origin !== origin) {
        // As fetch does: credentials stay with the origin they were given for.
        headers = Object.fromEntries(
          Object.entries(headers).filter(([name]) => !/^(authorization|cookie)$/i.test(name)),
        ) as Record<string, string>;
      }
      continue;
    }
    return {
      status,
      url: url.href,
      statusText: message.statusMessage ?? "",
      ok: status >= 200 && status < 300,
      headers: new ResponseHeaders(message.rawHeaders),
      text: async () => (await content).toString("utf8"),
      arrayBuffer: async () => {
        const bytes = await content;
        return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
      },
    };
  }
}
