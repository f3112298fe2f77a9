/**
 * The context that raises or lowers the generic detector's verdict on a token: the name a value is
 * assigned to (a JSON, YAML, TOML or XML key, `NAME=`, a flag), secret words earlier on the line
 * or ending the line above, and `set -x` traces (`+ cmd ...`), where a secret word anywhere on
 * the command line marks its arguments. Words, not vendors: `password`, `secret`, `token`, `key`
 * after a qualifier, a command that takes a password as an argument.
 */

/** What a name says about the value assigned to it. */
export type NameVerdict = "secret" | "public" | "neutral" | "value";

/**
 * Names whose values are not secret though they end in a secret-ish word, or that name a hash or
 * an id: checked before SECRET_NAME, so `cache_key`, `public_key`, `access_key_id` stay public.
 */
const PUBLIC_COMPOUND =
  /(?:cache|step|group|public|sort|primary|partition|idempotency|foreign|sequence|schema|hot|host|ssh_host|gpg|routing|object|s3|row|hash|lookup|map|dict|item|label|annotation|metric|i18n|translation|message|config|setting|env|registry|license_file|key_file|token_file|password_file|secret_file)_?key$|key_?(?:id|ids|name|type|file|path|size|length|alg|algorithm|usage|vault|ring|store|spec|version|ref)$|(?:token|password|secret)_?(?:type|file|path|url|uri|endpoint|name|id_name|length|ttl|expiry|expires|expires_in|expiration|policy|count|usage|limit|header|prefix|stdin|env|var|hint|prompt|required|min|max)$/;
/** Names whose values are secrets: they end in a secret word. */
const SECRET_NAME =
  /(?:password|passwd|passwort|passphrase|pwd|pass|secret|secret_?id|secret_?string|secret_?value|secret_?data|token|api_?key|apikey|access_?key|private_?key|secret_?key|signing_?key|encryption_?key|master_?key|license_?key|account_?key|storage_?key|static_?key|unseal_?key(?:_?\d+)?|recovery_?key(?:_?\d+)?|root_?token|(?:api|app|auth|client|service|deploy|record|master|admin|user|access|shared|host|instance|channel|upload|sdk|write|read|connection)_?key|credentials?|creds|auth|authorization|bearer|cookie|session_?id|sig|signature|dsn|pat|pgpass|sshpass|webhook|hooks?|api_?secret|client_?secret)$/;
/**
 * Names that hold whatever was stored (`"Value":` of `aws ssm get-parameter`, terraform's
 * `"value":` and `result`, `data`): a random-looking value there is taken at a lower bar.
 */
const VALUE_NAME = /^(?:value|result|data|plaintext|secret_?value|string_?value|content|payload|string)$/;

/** Names of hashes, ids and settings: their values are kept even when they look random. */
const PUBLIC_NAME =
  /(?:hash|digest|sha\d*|md5|checksum|integrity|etag|fingerprint|thumbprint|commit|commit_?sha|rev|revision|ref|version|uuid|guid|id|ids|id_?\d+|url|uri|href|path|file|dir|image|tag|name|region|type|size|count|accessor|request_?id|trace_?id|span_?id|nonce|salt|iv|h1|build|job|run|sum|cid|oid|blob|tree|parent|source|target|arn|crt|cert|certificate|ca|ca_data|certificate_authority_data|pub)$/;

/**
 * The verdict on a name: its words lower-cased and joined with `_` (`Secret ID` -> `secret_id`,
 * `clientSecret` -> `client_secret`, `--api-key` -> `api_key`).
 */
export function nameVerdict(name: string): NameVerdict {
  let verdict = verdicts.get(name);
  if (verdict === undefined) {
    verdict = judgeName(normalName(name));
    // Bounded: a log of a million distinct names keeps the last few thousand.
    if (verdicts.size >= 4096) verdicts.clear();
    verdicts.set(name, verdict);
  }
  return verdict;
}

/** Names already judged: logs repeat their names (and a hostile line one name 20,000 times). */
const verdicts = new Map<string, NameVerdict>();

function judgeName(words: string): NameVerdict {
  if (words.length === 0) return "neutral";
  if (PUBLIC_COMPOUND.test(words)) return "public";
  if (SECRET_NAME.test(words)) return "secret";
  if (PUBLIC_NAME.test(words)) return "public";
  if (VALUE_NAME.test(words)) return "value";
  return "neutral";
}

/** `clientSecret` -> `client_secret`, `--API-Key` -> `api_key`, `fs.s3a.secret.key` -> `fs_s3a_secret_key`. */
export function normalName(name: string): string {
  if (/^[a-z0-9]+(?:_[a-z0-9]+)*$/.test(name)) return name;
  return name
    .slice(0, 200)
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
}

/**
 * Secret words that, anywhere before a value on its line, make the line's later values suspect
 * (a command that sets a secret: `gh secret set X --body V`, `aws ssm put-parameter --name
 * /db/password --value V`, `rabbitmqctl change_password user V`, `{password, "V"}`).
 */
const LINE_KEYWORD =
  /password|passwd|passphrase|secret|token|api_?key|apikey|access_?key|private_?key|credential|pgpass|sshpass|unseal|oauth|bearer|authorization|add_user|change_password|webhook|hooks\//i;

export function hasLineKeyword(piece: string): boolean {
  // A long piece (a bundle, a dump) is looked at by its ends, where a name or a prefix stands.
  return LINE_KEYWORD.test(piece.length <= 256 ? piece : `${piece.slice(0, 128)} ${piece.slice(-128)}`);
}

/** A `set -x` trace line: `+ cmd ...`, `++ cmd` (nested), after indentation. */
export function traceLine(line: string): boolean {
  // After a timestamp or a step label (`2026-... + cmd`, `[deploy] + cmd`): the first 80 characters.
  return /(?:^|[\s\]])\++ [^\s=]/.test(line.slice(0, 80));
}

/**
 * Flags whose value is a secret: their name holds a secret word (`-p`, `--password`, `--key`,
 * `--token`, `--secret`, `--api-key`, `--client-secret`, `--auth`) and does not name a file, a
 * setting or stdin (`--password-stdin`, `--key-file`, `--token-type`).
 */
export function flagVerdict(flag: string): NameVerdict {
  if (flag === "-p" || flag === "-P") return "secret";
  if (!flag.startsWith("--")) return "neutral";
  // A bare `--key` takes a key (`cypress run --record --key K`, `BrowserStackLocal --key K`).
  if (/^--(?:key|secret|token|pass)$/i.test(flag)) return "secret";
  return nameVerdict(flag.slice(2));
}
