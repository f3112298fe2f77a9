/**
 * A Redis failure in plain words, each with its fix: ioredis's own messages name its options and
 * internals ("Connection is closed.", "enableOfflineQueue"), and a server's refusal (MOVED, NOPERM)
 * means nothing to a person who set one URL. The text never holds the URL (it may carry a password).
 */
import { REDIS_ACL_RULE } from "./redis-keys.js";

/** Node's codes for a certificate that does not verify against the trusted CAs. */
const UNTRUSTED_CERT =
  /^(SELF_SIGNED_CERT_IN_CHAIN|DEPTH_ZERO_SELF_SIGNED_CERT|UNABLE_TO_VERIFY_LEAF_SIGNATURE|UNABLE_TO_GET_ISSUER_CERT(_LOCALLY)?|CERT_SIGNATURE_FAILURE|CERT_UNTRUSTED)$/;
const CA_FIX =
  "give the file of the CA that signed it in JOBAI_REDIS_CA (plugin option rate-limit.redis-ca) or NODE_EXTRA_CA_CERTS";

/**
 * A command or connection that got no answer in time, saying how long it waited (`waitedMs`, which
 * plainRedisError names): a silent server's first answer, a connection never ready, a deadline
 * passed (answer-deadline.ts).
 */
export class NoAnswerError extends Error {
  readonly code = "ETIMEDOUT";
  constructor(readonly waitedMs: number) {
    super(`no answer within ${waitedMs} ms (timed out)`);
    this.name = "NoAnswerError";
  }
}

/** Whether `error` is a command or connection that got no answer in time. */
export function timedOut(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ETIMEDOUT" || /timed? ?out/i.test(error instanceof Error ? error.message : String(error));
}

export function plainRedisError(error: unknown, timeoutMs: number): string {
  const code = String((error as NodeJS.ErrnoException | undefined)?.code ?? "");
  const message = error instanceof Error ? error.message : String(error);
  // The server's own refusals first: each says what happened to it (issue 23, 29).
  if (/^OOM\b/.test(message)) return "it is out of memory (OOM: maxmemory reached) and refuses writes";
  if (/^READONLY\b/.test(message)) return "it is a read-only replica (READONLY) and refuses writes";
  if (/^LOADING\b/.test(message)) return "it is loading its data set (LOADING)";
  if (/^MISCONF\b/.test(message)) return "it cannot save to disk and refuses writes (MISCONF)";
  if (/^NOAUTH\b/.test(message))
    return "it needs a password (NOAUTH): put the user and password in the URL, redis://user:password@host:6379";
  if (/^WRONGPASS\b|invalid username-password|invalid password/i.test(message))
    return "it refused the user name or password (WRONGPASS): check the credentials in the URL, redis://user:password@host:6379";
  if (/^NOPERM\b/.test(message)) {
    const what = /NOPERM (.*)$/.exec(message)?.[1]?.replace(/\.$/, "") ?? "";
    return `its ACL refused a command or key of jobai's (NOPERM${what ? `: ${what}` : ""}): give the user the rules ${REDIS_ACL_RULE}`;
  }
  if (/^UNBLOCKED\b/.test(message))
    return "it stopped being the master while a write waited for a replica (UNBLOCKED: a failover)";
  if (/^(MOVED|ASK)\b/.test(message))
    return "it is a Redis Cluster node and sent a redirection (MOVED) the client did not follow: check that the address is a node of the cluster and the node answers HELLO with mode cluster";
  if (/^CROSSSLOT\b/.test(message))
    return "it is a Redis Cluster and refused keys of two hash slots in one command (CROSSSLOT)";
  if (
    /^CLUSTERDOWN\b|Cluster isn't ready|Failed to refresh slots cache|Ready check failed \(fail\)/i.test(
      message,
    )
  )
    return "the Redis Cluster is down or has a hash slot no node serves (CLUSTERDOWN): check the cluster's nodes (redis-cli --cluster check)";
  if (/All sentinels are unreachable|sentinel/i.test(message))
    return "no Sentinel of the address answered with a master of that name: check the sentinels' addresses and the master's name in the URL";
  if (code === "ERR_TLS_CERT_ALTNAME_INVALID")
    return "its TLS certificate is not for this host name (ERR_TLS_CERT_ALTNAME_INVALID): connect by a name the certificate lists";
  if (code === "CERT_HAS_EXPIRED")
    return "its TLS certificate has expired (CERT_HAS_EXPIRED): renew it on the server";
  if (UNTRUSTED_CERT.test(code))
    return `its TLS certificate does not verify (${code}): ${CA_FIX}; jobai never falls back to an unchecked connection`;
  if (
    /wrong version number|packet length too long|unknown protocol|WRONG_VERSION/i.test(`${code} ${message}`)
  )
    return "it does not speak TLS on that port: use redis:// for a server without TLS, or the server's TLS port";
  if (code === "ECONNREFUSED" || /ECONNREFUSED/.test(message)) return "nothing accepts connections there";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN" || /ENOTFOUND|EAI_AGAIN/.test(message))
    return "the host name does not resolve";
  if (timedOut(error)) {
    // A first command waits longer than the others (NoAnswerError): say how long.
    const waited = (error as { waitedMs?: unknown } | undefined)?.waitedMs;
    return `no answer within ${typeof waited === "number" ? waited : timeoutMs} ms`;
  }
  if (/AUTH/i.test(message)) return "it refused the user name or password";
  if (/no replica confirmed/.test(message)) return message;
  // ioredis's MaxRetriesPerRequestError: the connection closed with the command sent, not answered.
  if (/max retries per request/i.test(message)) return "the connection was lost with a command under way";
  if (/ECONNRESET|EPIPE|closed|writeable|Connection/i.test(message)) return "the connection was lost";
  if (/READONLY|LOADING|MISCONF|OOM/.test(message)) return "the server cannot take writes now";
  // The server's own code word (ERR, BUSY, ...) says more than nothing; its text may hold a key.
  const word = /^([A-Z]{3,20})\b/.exec(message)?.[1];
  return word ? `the server answered with an error (${word})` : "the server answered with an error";
}
