/**
 * What the generic detector knows is not secret, though it looks random: hashes and ids that CI
 * logs print on every other line. A token of one of these shapes is kept unless a secret word or
 * flag stands right before it (`Secret ID = <uuid>` is nomad's ACL token, `--key <uuid>` a
 * Cypress record key): context beats shape.
 */

/** A UUID (any version): build, job and request ids. */
const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
/**
 * The model provider's ids: a message (`msg_01XFDUDYJgAACzvnptvVoYEL`), a request, a tool use, a
 * batch. Every summary's transcript holds the message's id, which alone read as random: each said
 * "1 value redacted" of an id (a new user's trial).
 */
const PROVIDER_ID = /^(?:msg|req|toolu|srvtoolu|msgbatch)_[0-9A-Za-z]{16,40}$/;
/**
 * Hashes that say what they are: image digests (`sha256:...`), Subresource Integrity and npm's
 * integrity (`sha512-...`, `sha1-...`), go.sum's `h1:...`, pip's `--hash=sha256:...`.
 */
const LABELLED_HASH = /^(?:sha(?:1|224|256|384|512)[:-]|md5[:-]|h1:|blake2b?[:-])/i;
/** A file name with an extension a build writes: `index-BqK3x9Zt.js`, `app.3f2a9b8c.css`, `tool_1.4.2_linux_amd64.tar.gz`. */
const FILE_NAME =
  /\.(?:m?js|cjs|ts|tsx|jsx|css|map|html?|json|ya?ml|toml|xml|txt|md|log|lock|png|jpe?g|gif|svg|webp|ico|woff2?|ttf|wasm|zip|tar|gz|tgz|bz2|xz|zst|whl|jar|war|class|so|dylib|dll|exe|deb|rpm|apk|ipa|dmg|pkg|py|pyc|rb|go|rs|java|kt|php|sh|pem|crt|cer|key|pub|p12|pfx|jks|keystore|env|ini|cfg|conf|properties|gradle|pom|nupkg|gem|egg|img|iso|bin|db|sqlite|csv|tsv|pdf)$/i;

/**
 * The base64 of a file's first bytes (PNG, GIF, JPEG, PDF, WOFF, gzip): an image or a file inlined
 * in a data URL or a test fixture, not a key.
 */
const FILE_MAGIC = /^(?:iVBORw0KGgo|R0lGOD|\/9j\/|JVBERi0|d09GR|d09GMg|H4sI|UEsDB|AAABAA)/;

/** Whether `token` is a commit SHA the job names (`SERVICE_COMMIT`, or one git printed beside `commit`/`HEAD`). */
export function knownCommit(token: string, commits: ReadonlySet<string>): boolean {
  return commits.size > 0 && commits.has(token.toLowerCase());
}

/** A path or a file's name, where a secret flag or name could also take a file (`--key ./deploy.pem`, `password_file: app.key`). */
export function pathOrFileName(token: string): boolean {
  if (/^(?:\/|\.{1,2}\/|~\/|\$HOME\/)/.test(token)) {
    // Parts of file-name characters, one of them a word or a file's name: `/q4Ks...` is base64.
    const parts = token.split("/").filter((part) => part.length > 0 && part !== "." && part !== "..");
    return (
      parts.every((part) => /^[\w.@$~-]+$/.test(part)) &&
      parts.some((part) => /^[a-z][a-z_.-]+$/.test(part) || FILE_NAME.test(part))
    );
  }
  return token.length <= 64 && FILE_NAME.test(token) && /^[\w./-]+$/.test(token);
}

/** Whether `token` is a shape known not to be secret: a UUID, a provider's id, a labelled hash, a file name. */
export function knownPublicShape(token: string): boolean {
  // The extension is in the last characters: a long token is not searched whole for a dot.
  return (
    UUID.test(token) ||
    PROVIDER_ID.test(token) ||
    LABELLED_HASH.test(token) ||
    FILE_NAME.test(token.slice(-16)) ||
    FILE_MAGIC.test(token)
  );
}

/**
 * Whether a token with `/` in it is a path or a URL's path: it starts like one (`/`, `./`, `~/`,
 * `//`), or one of its parts is a word of two letters or more. Base64 holds `/` too, but between
 * random runs, not between words.
 */
export function pathLike(token: string): boolean {
  if (/^(?:\/|\.{1,2}\/|~\/)/.test(token)) return true;
  // Base64 holds `+` and ends in `=`; paths seldom do.
  if (token.includes("+") || token.endsWith("=")) return false;
  for (const part of token.split("/")) if (/^[a-z][a-z_.-]+$/.test(part) || FILE_NAME.test(part)) return true;
  return false;
}

/** Whether `value` (an environment value) is known public: a URL without credentials, a path, a SHA, a UUID, a number. */
export function knownPublicValue(value: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:\/\/[^\s@]*$/i.test(value)) return true;
  if (/^(?:\/|\.{1,2}\/|~\/|[A-Za-z]:\\)/.test(value)) return true;
  if (/^[0-9a-f]{7,64}$/i.test(value)) return true;
  if (UUID.test(value) || LABELLED_HASH.test(value)) return true;
  // A list of paths (PATH, LD_LIBRARY_PATH, CLASSPATH).
  if (
    /^[^:\s]+(?::[^:\s]+)+$/.test(value) &&
    value.split(":").every((part) => part.startsWith("/") || part === ".")
  )
    return true;
  return false;
}

/** A word of a name: letters, or an architecture or version piece (`x64`, `arm64`, `3`). */
const NAME_WORD = /^(?:[A-Za-z]{2,}|[A-Za-z]+\d{1,3}|\d{1,3})$/;

/**
 * A name of three words or more with one hash or short random part at its end: a cache key
 * (`node-cache-Linux-x64-npm-<md5>`, `setup-python-...-pip-<hash>`), a temporary directory
 * (`jobai-limits-cli-UJ69En`, mkdtemp's six characters). `hashOnly`: the end must be a hash of
 * 16 hex digits or more (after a secret's name, where a short random end could be a password's).
 */
export function wordsThenSuffix(token: string, hashOnly = false): boolean {
  if (token.length > 200) return false;
  const parts = token.split(/[-_.]/);
  const last = parts.pop() ?? "";
  if (parts.length < 3 || !parts.every((part) => NAME_WORD.test(part))) return false;
  if (parts.filter((part) => /^[A-Za-z]{2,}$/.test(part)).length < 2) return false;
  return /^[0-9a-f]{16,64}$/i.test(last) || (!hashOnly && /^[A-Za-z0-9]{4,8}$/.test(last));
}
