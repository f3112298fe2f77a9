/**
 * Which request targets the relay forwards with the job token: the provider's API, `/v1/...`,
 * written plainly. The target is checked as it came on the wire and forwarded unchanged,
 * so what the relay checked is what the proxy receives: nothing to decode or normalize, and no form
 * that some server on the way would decode or normalize into a path outside `/v1/` (issue 14:
 * `/v1/../../x` and `%2e%2e` reached the proxy's other paths with the token).
 *
 * Path: segments of letters, digits and `-._~:@`, none empty and none made of dots only (`.`,
 * `..`, `...`); no percent-escapes (`%2e`, `%2f`, `%5c`, `%252e`), no backslash, no `;` (some
 * servers read `..;` as `..`). The provider's paths (`/v1/messages`, `/v1/messages/count_tokens`,
 * `/v1/models/<id>`, `/v1/messages/batches/<id>/results`) need nothing else, and the SDKs send
 * nothing else. Query: RFC 3986 query characters and well-formed percent-escapes; it never takes
 * part in routing.
 */

/** The control path: the relay's own state, for `jobai relay status` (control-client.ts) and tests. */
export const CONTROL_PATH = "/_jobai/relay";

const PATH = /^\/v1(\/[A-Za-z0-9._~:@-]+)+$/;
const DOTS_ONLY = /\/\.+(\/|$)/;
const QUERY = /^([A-Za-z0-9._~!$&'()*+,;=:@/?-]|%[0-9A-Fa-f]{2})*$/;

export type RelayTarget =
  | { ok: true }
  /** `outside`: not under /v1 at all (404); `unclear`: under /v1 but not written plainly (400). */
  | { ok: false; kind: "outside" | "unclear" };

/** Check a request target (`req.url`) before anything is forwarded. */
export function checkRelayTarget(target: string): RelayTarget {
  const mark = target.indexOf("?");
  const path = mark < 0 ? target : target.slice(0, mark);
  const query = mark < 0 ? "" : target.slice(mark + 1);
  if (PATH.test(path) && !DOTS_ONLY.test(path) && QUERY.test(query)) return { ok: true };
  const underV1 = path === "/v1" || path.startsWith("/v1/");
  return { ok: false, kind: underV1 ? "unclear" : "outside" };
}

/** The target's path without the query, for messages and the log. */
export const pathOf = (target: string) => target.split("?")[0] ?? target;
