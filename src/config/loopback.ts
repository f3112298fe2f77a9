/**
 * The one rule for an address a token travels to (SERVICE_AGENT_ENDPOINT, SERVICE_API_URL), and
 * which hosts count as this machine. hooks/lib/proxy-env.bash holds the same rule in bash, step
 * for step; test/foundation/token-url.test.ts runs both over adversarial URLs and checks that WHATWG
 * URL (what the SDK, the relay and `jobai env` parse with) sends the token to the host named here.
 *
 * Accepted is `scheme://host[:port][/path]`, after ASCII white space around it is trimmed:
 * - scheme `https`, or `http` when the host is loopback;
 * - host: a DNS name (labels of a-z, 0-9 and `-`; the last one starts with a letter, so no parser
 *   reads it as an IPv4 shorthand such as `127.1` or `0x7f.1`; no `xn--` label, which WHATWG
 *   decodes and may refuse), a dotted quad of decimal octets without leading zeros, or `[::1]`;
 * - loopback: exactly `localhost`, `127.x.y.z` or `[::1]` (not `*.localhost`: a resolver may send it
 *   to DNS; not other IPv6 spellings or IPv4-mapped forms);
 * - port: 1-65535 without leading zeros; the scheme's default port is dropped, as WHATWG does;
 * - path: segments of RFC 3986 path characters without percent-escapes, none `.` or `..`.
 * Scheme and host in lower case. Everything else is refused: user info, a query, a fragment,
 * percent-escapes, backslashes, other white space, control and non-ASCII characters. Each is a place
 * where two URL parsers disagree about the host (`http://127.0.0.1@evil.com`, `http://127.0.0.1\@x`).
 */

/** ASCII white space, trimmed from both ends (bash trims the same set; JS `trim()` trims more). */
const ASCII_SPACE = /^[ \t\n\v\f\r]+|[ \t\n\v\f\r]+$/g;
const PRINTABLE_ASCII = /^[\x21-\x7e]*$/;
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//;
/** `host[:port]` and the path: the authority ends at the first `/`. */
const AUTHORITY = /^([^/]*)(\/.*)?$/s;
const DNS_NAME = /^([a-z0-9-]+\.)*[a-z][a-z0-9-]*$/;
const IPV4 = /^(0|[1-9][0-9]{0,2})\.(0|[1-9][0-9]{0,2})\.(0|[1-9][0-9]{0,2})\.(0|[1-9][0-9]{0,2})$/;
const PORT = /^[1-9][0-9]{0,4}$/;
const PATH = /^(\/[A-Za-z0-9._~!$&'()*+,;=:@-]*)*$/;
const DEFAULT_PORT: Record<string, string> = { http: "80", https: "443" };

export type TokenUrlProblem =
  | "characters"
  | "not-url"
  | "scheme"
  | "upper-case"
  | "user-info"
  | "query"
  | "backslash"
  | "escape"
  | "host"
  | "port"
  | "dot-segment"
  | "path"
  | "plain-http";

export type TokenUrl =
  | {
      ok: true;
      /** `scheme://host[:port]path`: no default port, no doubled or trailing slash. */
      url: string;
      /** The host as WHATWG URL's `hostname` gives it (`[::1]` keeps its brackets). */
      host: string;
      loopback: boolean;
    }
  | { ok: false; problem: TokenUrlProblem; scheme?: string; host?: string };

/** Whether a host names this machine: exactly `localhost`, `127.x.y.z` or `[::1]` (also `::1`). */
export function isLoopbackHost(host: string): boolean {
  if (host === "localhost" || host === "[::1]" || host === "::1") return true;
  return IPV4.exec(host)?.[1] === "127" && validHost(host);
}

function validHost(host: string): boolean {
  if (host === "[::1]") return true;
  const octets = IPV4.exec(host);
  if (octets) return octets.slice(1).every((octet) => Number(octet) <= 255);
  return DNS_NAME.test(host) && !host.split(".").some((label) => label.startsWith("xn--"));
}

/** Check an address a token will be sent to, by the rule above. */
export function checkTokenUrl(raw: string): TokenUrl {
  const value = raw.replace(ASCII_SPACE, "");
  const scheme = SCHEME.exec(value)?.[1];
  if (scheme === undefined) return { ok: false, problem: "not-url" };
  if (!PRINTABLE_ASCII.test(value)) return { ok: false, problem: "characters" };
  if (scheme !== "http" && scheme !== "https") {
    const lower = scheme.toLowerCase();
    return { ok: false, problem: lower === "http" || lower === "https" ? "upper-case" : "scheme", scheme };
  }
  const [, authority = "", path = ""] = AUTHORITY.exec(value.slice(scheme.length + 3)) ?? [];
  if (value.includes("\\")) return { ok: false, problem: "backslash" };
  if (value.includes("%")) return { ok: false, problem: "escape" };
  if (authority.includes("@")) return { ok: false, problem: "user-info" };
  if (/[?#]/.test(authority + path)) return { ok: false, problem: "query" };
  // The host ends at `]` when bracketed, else at the first `:`; what follows must be `:port`.
  const end = authority.startsWith("[") ? authority.indexOf("]") + 1 : authority.indexOf(":");
  const host = end < 0 ? authority : authority.slice(0, end);
  const afterHost = authority.slice(host.length);
  let port = afterHost.slice(1);
  if (/[A-Z]/.test(host)) return { ok: false, problem: "upper-case" };
  if (!validHost(host)) return { ok: false, problem: "host" };
  if (afterHost !== "" && !(afterHost.startsWith(":") && PORT.test(port) && Number(port) <= 65535)) {
    return { ok: false, problem: "port" };
  }
  if (/\/\.\.?(\/|$)/.test(path)) return { ok: false, problem: "dot-segment" };
  if (!PATH.test(path)) return { ok: false, problem: "path" };
  const loopback = isLoopbackHost(host);
  if (scheme === "http" && !loopback) return { ok: false, problem: "plain-http", host };
  if (port === DEFAULT_PORT[scheme]) port = "";
  const cleanPath = path.replace(/\/{2,}/g, "/").replace(/\/$/, "");
  return { ok: true, url: `${scheme}://${host}${port ? `:${port}` : ""}${cleanPath}`, host, loopback };
}
