/**
 * What a secret looks like in text: the rules `redact` applies besides the secret values it is given.
 *
 * Source followed: gitleaks' default rule set (config/gitleaks.toml, gitleaks v8), by rule id. The
 * regexes are written here, not copied: each names the gitleaks rule(s) it stands for, and each has
 * a positive and a negative test in test/foundation/secret-rules.test.ts. gitleaks' ~90 rules of the
 * form `<vendor>...<key|token|secret> = value` are covered by one assignment rule (names that end
 * in a secret word), as gitleaks' own `generic-api-key` does. Rules gitleaks applies only to file
 * paths (pkcs12-file) or to file types (kubernetes-secret-yaml, nuget-config-password) do not apply
 * to log lines.
 *
 * Every pattern is linear on hostile input: it starts at a literal prefix or a word start, its
 * unbounded parts cannot overlap what follows them, and a bounded window stops where the rule
 * starts again (`lineUpToNext`). test/foundation/secret-linear-time.test.ts proves it on inputs
 * built from each pattern's own pieces, up to 256 KiB (issue 34: four rules were quadratic, one
 * cubic, two helpers exponential). Why not RE2: the rules need lookbehind and lookahead, which
 * RE2 has not, and its bindings cost a native build or 200 ms of WebAssembly at start-up.
 */

export interface SecretRule {
  /** Our name for the rule. */
  id: string;
  /** The gitleaks rule ids it covers. */
  gitleaks: string[];
  /** Flags must include `g` and `d` (match indices). */
  pattern: RegExp;
  /**
   * Lower-case words one of which must occur in the text for the rule to run (gitleaks' keywords):
   * a cheap `includes` that skips most rules on most lines.
   */
  keywords: string[];
  /** Capture groups that hold the secret (the first that matched is hidden, the rest kept); none: the whole match. */
  groups?: number[];
  /** Matches that are not secrets, though they look like one. */
  allow?: (match: RegExpExecArray) => boolean;
  /**
   * The match is base64 or hex: it is a secret when its decoded text holds one of the shapes of the
   * other rules or an assignment to a secret name (src/secrets.ts decodes and checks it).
   */
  decoded?: "base64" | "hex";
}

/** A name that ends in a secret word (next-line-value): `DB_PASSWORD`, `clientSecret`, `api-key`. */
const SECRET_NAME_WORD = String.raw`[\w.-]*?(?:password|passwd|pwd|secret|token|api[_-]?key|apikey|private[_-]?key|access[_-]?key|secret[_-]?key|[_.-]key|credentials?)`;

/** Names whose values are not secrets, though they end in KEY: step keys, cache keys, ... */
const NOT_SECRET_NAME =
  /(?:^|[_.-])(?:step|group|cache|public|sort|primary|partition|idempotency|foreign|sequence|schema|hot)[_.-]?key$/i;

/** The end of a token: not followed by more token characters. */
const END = "(?![A-Za-z0-9_-])";

/**
 * An assignment after a name: `=`, `:`, `:=`, `=>`, make's `?=`, `::=`, `:::=` and `+=`, Ruby's
 * `||=`, PHP's `.=` and `??=`, a typed declaration's `: string =` (Kotlin, TypeScript), the name
 * maybe quoted, its quote maybe JSON-escaped at any depth (`\"name\":`).
 */
const ASSIGN = String.raw`(?:\\*["'])?[ \t]*(?:=|:=|::=|:::=|\?=|\?\?=|\.=|\+=|\|\|=|=>|:[ \t]*[A-Za-z_][\w.<>?\[\]]*[ \t]+=(?!=)|:)[ \t]*`;
/**
 * An assigned value (a Python `b'...'` or `u'...'` repr too), in one of four groups: JSON-escaped quotes at any depth (`\"v\"`, `\\\"v\\\"`:
 * up to the escaped closing quote), double quotes, single quotes (up to the closing quote, spaces
 * and all), or a bare word of 6 characters or more. Each alternative starts with its own character
 * and its repeated parts cannot overlap what ends them: linear.
 */
const VALUE = String.raw`(?:[bBuU](?=["']))?(?:\\+"((?:[^"\\\n]|\\+[^"\\\n])*)|"([^"\n]*)"?|'([^'\n]*)'?|([^\s"',;]{6,}))`;

/**
 * Bundler's credential for a host, `BUNDLE_GEMS__EXAMPLE__COM=user:pass` (the host's dots are `__`),
 * not its settings `BUNDLE_BUILD__*` and `BUNDLE_PATH__*`. It starts the name, and the `__` is
 * checked by a lookahead before the name is taken whole: inside the lazy prefix of the other names,
 * `[A-Z0-9_]+__[A-Z0-9_]+` was tried at every `bundle_` of a long word, cubic (issue 34:
 * `bundle__` x 2,000 took 0.6 s, 504 s in `jobai digest`).
 */
const BUNDLER_CREDENTIAL = "BUNDLE_(?!BUILD__|PATH__)(?=[A-Z0-9_]+__[A-Z0-9_])[A-Z0-9_]+";

/**
 * A value that only names a variable (`$NPM_TOKEN`, `${DB_PASSWORD}`, `${{ secrets.X }}`): what a
 * script shows before the shell expands it. Upper-case names only, so a password that starts with
 * `$` is still hidden.
 */
const VARIABLE_REFERENCE = /^\$(?:\{\{[^}\n]*\}\}|\{[A-Z_][A-Z0-9_]*\}|[A-Z_][A-Z0-9_]*)$/;

/**
 * The value after a flag (`--password V`, `-p V`, `--body "V"`), in one of four groups: JSON-escaped
 * quotes at any depth, double quotes, single quotes, or a bare word that does not start with `-`
 * (the next flag) and stops before an escaped quote. Linear, as VALUE.
 */
const FLAG_VALUE = String.raw`(?:\\+"((?:[^"\\\n]|\\+[^"\\\n])*)|"([^"\n]*)"?|'([^'\n]*)'?|(?!-)((?:[^\s"'\\]|\\+(?=[^\s"'\\]))+))`;

/** Words that name an authentication scheme or a setting (`--auth basic`), not a secret. */
const AUTH_SCHEME =
  /^(?:basic|bearer|digest|ntlm|negotiate|kerberos|none|oauth2?|oidc|token|password|true|false|yes|no|required|optional)$/i;

/** Shannon entropy of `text` in bits per character. */
export function entropy(text: string): number {
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/**
 * Whether a value looks machine-made (a key, a token, base64) rather than a word, a path, a
 * variable, a URL or a number: at least `min` characters, an entropy of 3 bits a character or more,
 * and letters mixed with digits or symbols (or both cases, beyond CamelCase words).
 */
export function looksRandom(value: string, min = 8): boolean {
  if (value.length < min || value.length > 4096) return false;
  if (/^(?:[$%~<{]|\.{0,2}\/|[a-z][a-z0-9+.-]*:\/\/)/i.test(value)) return false;
  // Words (`CamelCase`, `kebab-case`) and numbers. Each group starts with the one character that
  // ends the one before: `(?:[A-Z]?[a-z]+)+` split a run of letters every way, exponential (issue 34).
  if (/^[A-Z]?[a-z]+(?:[A-Z][a-z]+)*$|^[a-z]+(?:[-_.][a-z]+)*$|^[\d.:,_-]+$/.test(value)) return false;
  const letters = /[A-Za-z]/.test(value);
  const digits = /\d/.test(value);
  const cases = /[a-z]/.test(value) && /[A-Z]/.test(value);
  const symbols = /[+/=_~.-]/.test(value);
  if (!letters || !(digits || cases || symbols)) return false;
  return entropy(value) >= 3;
}

/** Names whose values hold no secret even beside a secret word: ids, hashes, paths, sizes, ... */
const NOT_RANDOM_NAME =
  /(?:sha\d*|hash|digest|checksum|integrity|commit|rev|revision|version|id|uuid|guid|url|uri|path|file|dir|name|type|count|size|length|expiry|expires|expiration|ttl|timeout|region|endpoint|host|port|user|username|limit|prefix|header|env|var|mode|method|provider|scheme|format|enabled|tokeni[sz]ers?|\.(?:py|rb|js|mjs|cjs|ts|tsx|jsx|go|java|kt|rs|php|cs|cpp|sh|ya?ml|json|toml|xml|txt|md|log))$/i;
/** Names that end in a word that may or may not mean a secret (`auth: basic` against `REGISTRY_AUTH=...`). */
const WEAK_NAME_END =
  /(?:auth|[_.-]pat|[_.-]pw|[_.-]sig|signature|[a-z]key|^pass|sessionid|session|cookie)$/i;
/** Names that hold a strong secret word before other words: `TOKEN_V2`, `GITHUB_TOKEN_RO`, `SECRET_B64`. */
const STRONG_NAME_PART =
  /(?:^|[_.-])(?:token|secret|password|passwd|api[_-]?key|apikey|access[_-]?key|private[_-]?key|credentials?)[_.-]/i;

/** Whether `value`, assigned to `name`, is a secret by the random-assignment rule. */
function randomValueFor(name: string, value: string): boolean {
  if (NOT_SECRET_NAME.test(name) || NOT_RANDOM_NAME.test(name)) return false;
  if (WEAK_NAME_END.test(name)) return looksRandom(value, 8);
  if (STRONG_NAME_PART.test(name)) return looksRandom(value, 12);
  return false;
}

/**
 * Prefixes of token shapes that are also looked for in base64 (the base64-token rule): those
 * whose base64 is distinctive enough (at least 4 characters at every alignment).
 */
const BASE64_PREFIXES = [
  "ghp_",
  "gho_",
  "ghu_",
  "ghs_",
  "ghr_",
  "github_pat_",
  "glpat-",
  "xoxb-",
  "xoxp-",
  "xoxa-",
  "xapp-",
  "sk-ant-",
  "sk_live_",
  "rk_live_",
  "sk-proj-",
  "AKIA",
  "ASIA",
  "npm_",
  "pypi-AgE",
  "AIza",
  "hvs.",
  "dop_v1_",
  "-----BEGIN",
  "bkua_",
  "shpat_",
  "dckr_pat_",
  "glrt-",
  "GOCSPX-",
];

/**
 * Words of assignments to secret names (`DB_PASSWORD=...`, `{"auths":{...{"auth":"..."}}}`) that
 * are also looked for in base64 and hex: the decoded text is checked with the assignment rules.
 */
const ENCODED_WORDS = [
  "password",
  "PASSWORD",
  "Password",
  "passwd",
  "secret",
  "SECRET",
  "Secret",
  "_TOKEN=",
  "token=",
  'token"',
  '"auth"',
  "api_key",
  "API_KEY",
  "apiKey",
];

/** What `words` look like in hex, lower-cased. */
function hexKeywords(words: readonly string[]): string[] {
  return [...new Set(words.map((word) => Buffer.from(word).toString("hex")))];
}

/**
 * What `prefixes` look like inside base64 text, lower-cased (the keyword scan lower-cases): at
 * each of the three byte alignments, the characters that only the prefix's bytes decide.
 */
function base64Keywords(prefixes: readonly string[]): string[] {
  const words = new Set<string>();
  for (const prefix of prefixes) {
    const bytes = Buffer.from(prefix);
    for (let pad = 0; pad < 3; pad++) {
      const encoded = Buffer.concat([Buffer.alloc(pad), bytes]).toString("base64");
      // Character i holds bits [6i, 6i + 6); the prefix's bits are [8 pad, 8 (pad + length)).
      const first = Math.ceil((8 * pad) / 6);
      const last = Math.floor((8 * (pad + bytes.length)) / 6) - 1;
      const word = encoded.slice(first, last + 1).toLowerCase();
      if (word.length >= 4) words.add(word);
    }
  }
  return [...words];
}

/**
 * Up to `max` characters of a line, but not past the next place where `words` start again: there
 * the rule starts anew, with its own window. A plain `[^\n]{0,300}?` after a command scanned 300
 * characters from every word of `bcp bcp bcp ...`, 70 ms on 256 KiB (issue 34); with the stop each
 * character is in one window, so a line costs its length whatever it holds.
 */
function lineUpToNext(words: string, max: number): string {
  return String.raw`(?:(?!\b(?:${words})\b)[^\n]){0,${max}}?`;
}

/**
 * Tools that take a password after a flag of their own, a rule each: `docker login -p`,
 * `sshpass -p`, `az login -p`, `sqlcmd -P`, `redis-cli -a`, `ldapsearch -w`, `openssl -k`, ...
 * `glued`: the value may follow the flag without a space (`sshpass -pPASS`).
 */
const COMMAND_FLAGS: {
  id: string;
  commands: string;
  /** A word that must follow the command before its flags (`docker ... login`). */
  subcommand?: string;
  flags: string;
  glued?: boolean;
  keywords: string[];
}[] = [
  {
    id: "login-password-flag",
    commands:
      "docker|podman|buildah|nerdctl|oras|skopeo|crane|regctl|helm|az|oc|cf|argocd|cosign|notation|apptainer|singularity|jf|jfrog",
    subcommand: "login",
    flags: "-p|--password|--pass",
    keywords: ["login"],
  },
  { id: "sshpass-password", commands: "sshpass", flags: "-p", glued: true, keywords: ["sshpass"] },
  {
    id: "sqlcmd-password",
    commands: "sqlcmd|bcp|osql|isql",
    flags: "-P",
    glued: true,
    keywords: ["sqlcmd", "bcp", "osql", "isql"],
  },
  {
    id: "redis-cli-password",
    commands: "redis-cli|keydb-cli|valkey-cli",
    flags: "-a|--pass",
    keywords: ["-cli"],
  },
  {
    id: "mongo-password",
    commands: "mongo|mongosh|mongodump|mongorestore|mongoexport|mongoimport|mongostat|mongotop",
    flags: "-p",
    keywords: ["mongo"],
  },
  { id: "twine-password", commands: "twine", flags: "-p", keywords: ["twine"] },
  {
    id: "ldap-password",
    commands: "ldapsearch|ldapadd|ldapmodify|ldapdelete|ldapwhoami|ldappasswd|ldapcompare",
    flags: "-w",
    keywords: ["ldap"],
  },
  {
    id: "openssl-password",
    commands: "openssl",
    flags: "-k|-pass|-passin|-passout",
    keywords: ["openssl"],
  },
  { id: "ssh-keygen-passphrase", commands: "ssh-keygen", flags: "-N|-P", keywords: ["ssh-keygen"] },
  {
    id: "keychain-password",
    commands: String.raw`security[ \t]+(?:unlock-keychain|create-keychain|import|export|set-keychain-password)`,
    flags: "-p|-P",
    keywords: ["keychain", "security"],
  },
  {
    id: "keychain-partition-password",
    commands: String.raw`security[ \t]+set-key-partition-list`,
    flags: "-k",
    keywords: ["set-key-partition-list"],
  },
  { id: "signtool-password", commands: "signtool", flags: "/p", keywords: ["signtool"] },
  { id: "psexec-password", commands: "psexec|paexec", flags: "-p", keywords: ["psexec", "paexec"] },
  {
    id: "database-shell-password",
    commands: "cqlsh|cypher-shell|vsql|hdbsql",
    flags: "-p|-w|--password",
    keywords: ["cqlsh", "cypher-shell", "vsql", "hdbsql"],
  },
  {
    id: "deploy-cli-token",
    commands: "vercel|netlify|codecov|codecovcli|surge|firebase",
    flags: "-t|--token|--auth",
    keywords: ["vercel", "netlify", "codecov", "surge", "firebase"],
  },
  {
    id: "zip-password",
    commands: "zip|unzip|zipcloak|rar|unrar",
    flags: "-P|--password",
    keywords: ["zip", "rar"],
  },
];

/** A rule per COMMAND_FLAGS entry: the value after the flag, quoted or not; `pass:` (openssl) dropped. */
function commandFlagRules(): SecretRule[] {
  return COMMAND_FLAGS.map(({ id, commands, subcommand, flags, glued, keywords }) => ({
    id,
    gitleaks: ["generic-api-key", "database-password"],
    pattern: new RegExp(
      String.raw`\b(?:${commands})\b${subcommand ? String.raw`${lineUpToNext(commands, 100)}\b${subcommand}\b` : ""}${lineUpToNext(commands, 300)}\s(?:${flags})(?:=|[ \t]+${glued ? "|" : ""})(?:pass:)?(?!(?:env|file|fd|stdin):)${FLAG_VALUE}`,
      "dg",
    ),
    keywords,
    groups: [1, 2, 3, 4],
  }));
}

/** The commands of mysql-password-option. */
const MYSQL_COMMANDS = "mysql|mysqldump|mysqladmin|mysqlimport|mysqlcheck|mariadb|mariadb-dump|7z|7za|7zr";

/** The shapes of vendor-token: each a prefix that says what the token is, and its body. */
const VENDOR_TOKEN_SHAPES = [
  "LTAI[A-Za-z0-9]{20}",
  "AKID[A-Za-z0-9]{32}",
  String.raw`EAAA[\w-]{22,60}`,
  "EAA[MC][A-Za-z0-9]{100,}",
  "NRII-[A-Za-z0-9-]{32}",
  "NRJS-[a-f0-9]{19}",
  "[a-f0-9]{36}NRAL",
  "fm(?:1[ar]|2)_[A-Za-z0-9+/]{100,}={0,3}",
  String.raw`v1\.0-[a-f0-9]{24}-[a-f0-9]{146}`,
  "p8e-[A-Za-z0-9]{32}",
  String.raw`dt0c01\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{64}`,
  "EZ[AT]K[A-Za-z0-9]{54}",
  String.raw`pscale_(?:tkn|oauth|pw)_[\w=.-]{32,64}`,
  "pnu_[A-Za-z0-9]{36}",
  "rdme_[a-z0-9]{70}",
  "sgp_(?:[a-fA-F0-9]{16}_|local_)?[a-fA-F0-9]{40}",
  String.raw`ntn_\d{11}[A-Za-z0-9]{35}`,
  "secret_[A-Za-z0-9]{43}",
  String.raw`sha256~[\w-]{43}`,
  "pplx-[A-Za-z0-9]{48}",
  String.raw`AQVN[\w-]{35,38}`,
  String.raw`t1\.[\w-]+={0,2}\.[\w-]{86}={0,2}`,
  "ABSK[A-Za-z0-9+/]{109,269}={0,2}",
  String.raw`bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29t[\w%+/=-]*`,
  "(?:IQoJb3JpZ2lu|FwoGZXIvYXdz)[A-Za-z0-9+/]{100,}={0,2}",
  "ico-[A-Za-z0-9]{32}",
  String.raw`tk-us-[\w-]{48}`,
  "shippo_(?:live|test)_[a-fA-F0-9]{40}",
  String.raw`tfp_[\w.=-]{59}`,
  String.raw`duffel_(?:test|live)_[\w=-]{43}`,
  "FLWSECK(?:_TEST)?-[a-hA-H0-9]{32}-X",
  String.raw`fio-u-[\w=-]{64}`,
  "sm_(?:pat|aat|sat)_[A-Za-z0-9]{16}",
  "API-[A-Z0-9]{26}",
  "s-s4t2(?:ud|af)-[a-fA-F0-9]{64}",
  "_gitlab_session=[0-9a-z]{32}",
  "nfp_[A-Za-z0-9]{36}",
  "sq[upa]_[a-f0-9]{40}",
  String.raw`dp\.(?:st|ct|sa|scim|audit)\.[\w.-]{40,}`,
  "ATBB[A-Za-z0-9_=.-]{32,}",
  String.raw`ATCTT3[\w=-]{100,}`,
  "gsk_[A-Za-z0-9]{52}",
  "xai-[A-Za-z0-9]{70,}",
  "r8_[A-Za-z0-9]{37}",
  "lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}",
  "pcsk_[A-Za-z0-9]{4,8}_[A-Za-z0-9]{40,}",
  "oy2[a-z0-9]{43}",
  String.raw`CFPAT-[\w-]{43}`,
  String.raw`CCIPRJ_\w{20,}`,
  String.raw`dckr_oat_[\w-]{27,}`,
  "whsec_[A-Za-z0-9+/=]{32,}",
  String.raw`access_token\$(?:production|sandbox)\$[a-z0-9]{16}\$[a-f0-9]{32}`,
  String.raw`1\/\/0[\w-]{40,}`,
  String.raw`AAAA[\w-]{7}:APA91b[\w-]{100,}`,
];

export const SECRET_RULES: SecretRule[] = [
  {
    id: "private-key",
    gitleaks: ["private-key"],
    // From BEGIN to END, or to the end of the text when END is not in it (a cut, a one-line dump);
    // and from END back over the key's characters (base64, blanks, escaped line breaks) when BEGIN
    // is not in it: a text cut inside the key (the digest's window on a long line, issue 34) still
    // hides its tail and the END line. The run back starts where no key character is before it,
    // so it is tried once per run: linear.
    pattern:
      /-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----|$)|(?<![A-Za-z0-9+/=\s\\])[A-Za-z0-9+/=\s\\]*-----END[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----/dg,
    keywords: ["private key"],
  },
  {
    id: "anthropic-api-key",
    gitleaks: ["anthropic-api-key", "anthropic-admin-api-key"],
    pattern: /\bsk-ant-[A-Za-z0-9_-]{8,}/dg,
    keywords: ["sk-ant-"],
  },
  {
    id: "openai-api-key",
    gitleaks: ["openai-api-key"],
    pattern: new RegExp(
      // OpenAI's shapes, and other model providers' `sk-` keys: OpenRouter's `sk-or-v1-`, 32 hex
      // characters (DeepSeek) or 48 letters and digits.
      `\\bsk-(?:(?:proj|svcacct|admin|None)-[A-Za-z0-9_-]{20,}|[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}|or-v1-[a-f0-9]{64}|[a-f0-9]{32}|[A-Za-z0-9]{48})${END}`,
      "dg",
    ),
    keywords: ["sk-"],
  },
  {
    id: "github-token",
    gitleaks: ["github-pat", "github-oauth", "github-app-token", "github-refresh-token"],
    pattern: /\bgh[pousr]_[A-Za-z0-9]{20,}/dg,
    keywords: ["gh"],
  },
  {
    id: "github-fine-grained-pat",
    gitleaks: ["github-fine-grained-pat"],
    pattern: /\bgithub_pat_\w{20,}/dg,
    keywords: ["github_pat_"],
  },
  {
    id: "gitlab-token",
    gitleaks: [
      "gitlab-pat",
      "gitlab-pat-routable",
      "gitlab-deploy-token",
      "gitlab-feed-token",
      "gitlab-runner-authentication-token",
      "gitlab-scim-token",
      "gitlab-feature-flag-client-token",
      "gitlab-kubernetes-agent-token",
      "gitlab-oauth-app-secret",
      "gitlab-incoming-mail-token",
      "gitlab-cicd-job-token",
      "gitlab-ptt",
      "gitlab-rrt",
    ],
    pattern: /\b(?:gl(?:pat|dt|ft|rt|soat|ffct|agent|oas|imt|ptt)-|glcbt-\w{1,5}_|GR1348941)[\w.-]{20,}/dg,
    keywords: ["gl", "gr1348941"],
  },
  {
    id: "aws-access-key-id",
    gitleaks: ["aws-access-token"],
    pattern: /\b(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}\b/dg,
    keywords: ["a3t", "akia", "asia", "abia", "acca"],
  },
  {
    id: "slack-token",
    gitleaks: [
      "slack-bot-token",
      "slack-user-token",
      "slack-app-token",
      "slack-legacy-token",
      "slack-legacy-bot-token",
      "slack-legacy-workspace-token",
      "slack-config-access-token",
      "slack-config-refresh-token",
    ],
    pattern: /\b(?:xox[abposre]|xapp)-[A-Za-z0-9.-]{10,}/dg,
    keywords: ["xox", "xapp-"],
  },
  {
    id: "slack-webhook-url",
    gitleaks: ["slack-webhook-url"],
    pattern: /\bhooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9+/_-]{8,}/dg,
    keywords: ["hooks.slack.com"],
  },
  {
    id: "microsoft-teams-webhook",
    gitleaks: ["microsoft-teams-webhook"],
    // The host's first label starts where no label character is before it: tried at every place
    // of a long `-a-a-a` run, `[a-z0-9-]+` was quadratic (issue 34).
    pattern: /(?<![a-z0-9-])[a-z0-9-]+\.webhook\.office\.com\/webhookb2\/[^\s"'<>]+/dg,
    keywords: ["webhook.office.com"],
  },
  {
    id: "stripe-key",
    gitleaks: ["stripe-access-token"],
    pattern: /\b(?:sk|rk)_(?:test|live|prod)_[A-Za-z0-9]{10,}/dg,
    keywords: ["k_test_", "k_live_", "k_prod_"],
  },
  {
    id: "twilio-api-key",
    gitleaks: ["twilio-api-key"],
    pattern: /\bSK[0-9a-fA-F]{32}\b/dg,
    keywords: ["sk"],
  },
  {
    id: "jwt",
    gitleaks: ["jwt", "grafana-api-key"],
    // Three parts (a JWS), or five (a JWE: its ciphertext and tag are the token too).
    pattern: /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}(?:\.[A-Za-z0-9_-]*){0,3}/dg,
    keywords: ["eyj"],
  },
  {
    id: "npm-access-token",
    gitleaks: ["npm-access-token"],
    pattern: /\bnpm_[A-Za-z0-9]{36}\b/dg,
    keywords: ["npm_"],
  },
  {
    id: "pypi-upload-token",
    gitleaks: ["pypi-upload-token"],
    pattern: /\bpypi-AgEIcHlwaS5vcmc[\w-]{20,}/dg,
    keywords: ["pypi-"],
  },
  {
    id: "gcp-api-key",
    gitleaks: ["gcp-api-key"],
    pattern: new RegExp(`\\bAIza[\\w-]{35}${END}`, "dg"),
    keywords: ["aiza"],
  },
  {
    id: "sendgrid-api-token",
    gitleaks: ["sendgrid-api-token"],
    pattern: /\bSG\.[\w-]{16,}\.[\w-]{16,}/dg,
    keywords: ["sg."],
  },
  {
    id: "digitalocean-token",
    gitleaks: ["digitalocean-pat", "digitalocean-access-token", "digitalocean-refresh-token"],
    pattern: /\bdo[opr]_v1_[a-f0-9]{64}/dg,
    keywords: ["_v1_"],
  },
  {
    id: "shopify-token",
    gitleaks: [
      "shopify-access-token",
      "shopify-custom-access-token",
      "shopify-private-app-access-token",
      "shopify-shared-secret",
    ],
    pattern: /\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}/dg,
    keywords: ["shp"],
  },
  {
    id: "huggingface-token",
    gitleaks: ["huggingface-access-token", "huggingface-organization-api-token"],
    pattern: /\b(?:hf_|api_org_)[A-Za-z]{34}\b/dg,
    keywords: ["hf_", "api_org_"],
  },
  {
    id: "databricks-api-token",
    gitleaks: ["databricks-api-token"],
    pattern: /\bdapi[a-f0-9]{32}(?:-\d)?\b/dg,
    keywords: ["dapi"],
  },
  {
    id: "mailgun-key",
    gitleaks: ["mailgun-private-api-token", "mailgun-pub-key"],
    pattern: /\b(?:pub)?key-[a-f0-9]{32}\b/dg,
    keywords: ["key-"],
  },
  {
    id: "mailchimp-api-key",
    gitleaks: ["mailchimp-api-key"],
    pattern: /\b[a-f0-9]{32}-us\d{1,2}\b/dg,
    keywords: ["-us"],
  },
  {
    id: "heroku-api-key",
    gitleaks: ["heroku-api-key-v2"],
    pattern: /\bHRKU-AA[\w-]{58}/dg,
    keywords: ["hrku-"],
  },
  {
    id: "vault-token",
    gitleaks: ["vault-service-token", "vault-batch-token"],
    pattern: /\bhv[sb]\.[\w-]{90,}/dg,
    keywords: ["hvs.", "hvb."],
  },
  {
    id: "doppler-api-token",
    gitleaks: ["doppler-api-token"],
    pattern: /\bdp\.pt\.[A-Za-z0-9]{43}/dg,
    keywords: ["dp.pt."],
  },
  {
    id: "linear-api-key",
    gitleaks: ["linear-api-key"],
    pattern: /\blin_api_[A-Za-z0-9]{40}/dg,
    keywords: ["lin_api_"],
  },
  {
    id: "square-token",
    gitleaks: ["square-access-token"],
    pattern: /\bsq0(?:atp|csp)-[\w-]{22,}/dg,
    keywords: ["sq0"],
  },
  {
    id: "rubygems-api-token",
    gitleaks: ["rubygems-api-token"],
    pattern: /\brubygems_[a-f0-9]{48}/dg,
    keywords: ["rubygems_"],
  },
  {
    id: "pulumi-api-token",
    gitleaks: ["pulumi-api-token"],
    pattern: /\bpul-[a-f0-9]{40}/dg,
    keywords: ["pul-"],
  },
  {
    id: "postman-api-token",
    gitleaks: ["postman-api-token"],
    pattern: /\bPMAK-[a-fA-F0-9]{24}-[a-fA-F0-9]{34}/dg,
    keywords: ["pmak-"],
  },
  {
    id: "sentry-token",
    gitleaks: ["sentry-user-token", "sentry-org-token"],
    pattern: /\bsntry[us]_[A-Za-z0-9+/=_]{40,}/dg,
    keywords: ["sntry"],
  },
  {
    id: "grafana-token",
    gitleaks: ["grafana-cloud-api-token", "grafana-service-account-token"],
    pattern: /\b(?:glc_[A-Za-z0-9+/]{32,}={0,3}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8})/dg,
    keywords: ["glc_", "glsa_"],
  },
  {
    id: "age-secret-key",
    gitleaks: ["age-secret-key"],
    pattern: /\bAGE-SECRET-KEY-1[0-9A-Z]{58}/dg,
    keywords: ["age-secret-key-1"],
  },
  {
    id: "artifactory-api-key",
    gitleaks: ["artifactory-api-key", "artifactory-reference-token"],
    pattern: /\b(?:AKCp[A-Za-z0-9]{69}|cmVmd[A-Za-z0-9]{59})\b/dg,
    keywords: ["akcp", "cmvmd"],
  },
  {
    id: "atlassian-api-token",
    gitleaks: ["atlassian-api-token"],
    pattern: /\bATATT3[\w=-]{100,}/dg,
    keywords: ["atatt3"],
  },
  {
    id: "one-password-token",
    gitleaks: ["1password-service-account-token", "1password-secret-key"],
    pattern:
      /\b(?:ops_eyJ[A-Za-z0-9+/]{100,}={0,3}|A3-[A-Z0-9]{6}-[A-Z0-9-]{11,12}-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5})/dg,
    keywords: ["ops_eyj", "a3-"],
  },
  {
    id: "service-token",
    gitleaks: [],
    // The service's own API access and agent tokens (spec: Authentication).
    pattern: /\b(?:bkua|bkat)_[A-Za-z0-9]{20,}/dg,
    keywords: ["bkua_", "bkat_"],
  },
  {
    id: "google-oauth",
    gitleaks: ["gcp-api-key"],
    // An OAuth client secret (`GOCSPX-`) and an access token (`ya29.`).
    pattern: /\b(?:GOCSPX-[\w-]{28}|ya29\.[\w-]{20,})/dg,
    keywords: ["gocspx-", "ya29."],
  },
  {
    id: "discord-webhook",
    gitleaks: ["discord-api-token"],
    pattern: /\bdiscord(?:app)?\.com\/api\/webhooks\/\d+\/([\w-]{20,})/dg,
    keywords: ["discord"],
    groups: [1],
  },
  {
    id: "telegram-bot-token",
    gitleaks: ["telegram-bot-api-token"],
    pattern: /(?<!\d)\d{6,12}:AA[\w-]{33}(?![\w-])/dg,
    keywords: [":aa"],
  },
  {
    id: "azure-ad-client-secret",
    gitleaks: ["azure-ad-client-secret"],
    pattern: /(?<![\w~.-])[\w~.]{3}\dQ~[\w~.-]{31,34}(?![\w~.-])/dg,
    keywords: ["q~"],
  },
  {
    id: "prefixed-token",
    gitleaks: [
      "dockerhub-pat",
      "new-relic-user-api-key",
      "hashicorp-tf-api-token",
      "supabase-service-key",
      "clojars-api-token",
      "flyio-access-token",
      "figma-pat",
    ],
    // Tokens whose prefix says what they are: Docker Hub, New Relic, Terraform Cloud, Supabase,
    // Clojars, CircleCI, Fly.io, Figma.
    pattern:
      /\b(?:dckr_pat_[\w-]{27,}|NRAK-[A-Z0-9]{27}|[a-z0-9]{14}\.atlasv1\.[\w=-]{60,70}|sbp_[a-f0-9]{40}|CLOJARS_[a-z0-9]{60}|CCIPAT_\w{20,}|fo1_[\w-]{43}|figd_[\w-]{40})/dg,
    keywords: ["dckr_pat_", "nrak-", "atlasv1", "sbp_", "clojars_", "ccipat_", "fo1_", "figd_"],
  },
  {
    id: "vendor-token",
    gitleaks: [
      "alibaba-access-key-id",
      "square-access-token",
      "facebook-page-access-token",
      "new-relic-insert-key",
      "new-relic-browser-api-token",
      "flyio-access-token",
      "cloudflare-origin-ca-key",
      "adobe-client-secret",
      "dynatrace-api-token",
      "easypost-api-token",
      "easypost-test-api-token",
      "planetscale-api-token",
      "planetscale-oauth-token",
      "planetscale-password",
      "prefect-api-token",
      "readme-api-token",
      "sourcegraph-access-token",
      "notion-api-token",
      "openshift-user-token",
      "perplexity-api-key",
      "yandex-api-key",
      "yandex-access-token",
      "aws-amazon-bedrock-api-key-long-lived",
      "aws-amazon-bedrock-api-key-short-lived",
      "infracost-api-token",
      "scalingo-api-token",
      "shippo-api-token",
      "typeform-api-token",
      "duffel-api-token",
      "flutterwave-secret-key",
      "frameio-api-token",
      "settlemint-personal-access-token",
      "settlemint-application-access-token",
      "settlemint-service-access-token",
      "octopus-deploy-api-key",
      "intra42-client-secret",
      "gitlab-session-cookie",
      "netlify-access-token",
      "sonar-api-token",
      "doppler-api-token",
    ],
    // Tokens whose prefix says what they are, beyond the rules above: Alibaba, Tencent, Square,
    // Facebook, New Relic (insert, browser and license keys), Fly.io, Cloudflare Origin CA,
    // Adobe, Dynatrace, EasyPost, PlanetScale, Prefect, ReadMe, Sourcegraph, Notion, OpenShift,
    // Yandex, Amazon Bedrock, AWS session tokens, Infracost, Scalingo, Shippo, Typeform, Duffel,
    // Flutterwave, Frame.io, SettleMint, Octopus Deploy, 42, GitLab's session cookie, Netlify,
    // SonarQube, Doppler's other tokens, Bitbucket and Atlassian, model providers (Perplexity,
    // Groq, xAI, Replicate, LangSmith, Pinecone), NuGet, Contentful, CircleCI project tokens,
    // Docker Hub organization tokens, Stripe webhook secrets, Braintree, Google refresh tokens and
    // Firebase server keys.
    pattern: new RegExp(String.raw`(?:\b(?:${VENDOR_TOKEN_SHAPES.join("|")})${END})`, "dg"),
    keywords: [
      "ltai",
      "akid",
      "eaaa",
      "eaam",
      "eaac",
      "nrii-",
      "nrjs-",
      "nral",
      "fm1a_",
      "fm1r_",
      "fm2_",
      "v1.0-",
      "p8e-",
      "dt0c01.",
      "ezak",
      "eztk",
      "pscale_",
      "pnu_",
      "rdme_",
      "sgp_",
      "ntn_",
      "secret_",
      "sha256~",
      "pplx-",
      "aqvn",
      "t1.",
      "absk",
      "bedrock-api-key-",
      "iqojb3jpz2lu",
      "fwogzxivyxdz",
      "ico-",
      "tk-us-",
      "shippo_",
      "tfp_",
      "duffel_",
      "flwseck",
      "fio-u-",
      "sm_pat_",
      "sm_aat_",
      "sm_sat_",
      "api-",
      "s-s4t2",
      "_gitlab_session=",
      "nfp_",
      "squ_",
      "sqp_",
      "sqa_",
      "dp.st.",
      "dp.ct.",
      "dp.sa.",
      "dp.scim.",
      "dp.audit.",
      "atbb",
      "atctt3",
      "gsk_",
      "xai-",
      "r8_",
      "lsv2_",
      "pcsk_",
      "oy2",
      "cfpat-",
      "cciprj_",
      "dckr_oat_",
      "whsec_",
      "access_token$",
      "1//0",
      ":apa91b",
    ],
  },
  {
    id: "vault-legacy-token",
    gitleaks: ["vault-service-token"],
    // Vault's tokens before 1.10: `s.` and 24 letters and digits (`vault token create`'s table).
    pattern: /(?<![\w.-])s\.[A-Za-z0-9]{24}(?![\w.-])/dg,
    keywords: ["s."],
    allow: (match) => !looksRandom(match[0].slice(2), 24),
  },
  {
    id: "pat-token",
    gitleaks: ["airtable-personnal-access-token", "harness-api-key"],
    // Airtable's `pat...` and Harness's `pat.` / `sat.` tokens: their own rule, as "pat" is common.
    pattern:
      /\b(?:pat[A-Za-z0-9]{14}\.[a-f0-9]{64}|[ps]at\.[\w-]{22}\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{20})(?![\w-])/dg,
    keywords: ["pat", "sat."],
  },
  {
    id: "base64-token",
    gitleaks: [],
    // A token of a known shape, or a private key, written in base64 (a Kubernetes secret, a docker
    // config, `echo ... | base64`): the run is decoded and the decoded text checked with the shape
    // rules above and the assignment rules (src/secrets.ts, `decoded`): `echo REJfUEFTU1dPUkQ9... |
    // base64 -d` is `DB_PASSWORD=...`. The keywords are what the shapes' prefixes and the
    // assignments' words look like in base64, at each of the three byte alignments.
    pattern: /(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{20,}={0,2}/dg,
    keywords: base64Keywords([...BASE64_PREFIXES, ...ENCODED_WORDS]),
    decoded: "base64",
  },
  {
    id: "hex-token",
    gitleaks: [],
    // The same written in hex (`echo 6768705f... | xxd -r -p`): a run of hex pairs whose decoded
    // text holds a token shape or an assignment to a secret name.
    pattern: /(?<![0-9A-Fa-f])(?:[0-9A-Fa-f]{2}){10,}(?![0-9A-Fa-f])/dg,
    keywords: hexKeywords([...BASE64_PREFIXES, ...ENCODED_WORDS]),
    decoded: "hex",
  },
  {
    id: "url-userinfo",
    gitleaks: ["curl-auth-user", "sidekiq-sensitive-url"],
    // Everything between `scheme://` and the last `@` before the host: `redis://:pass@host`,
    // `https://user:pass@host`, `https://TOKEN@host`. Userinfo has no `/`, `?` or `#`.
    pattern: /\b[a-z][a-z0-9+.-]{0,20}:\/\/([^\s/?#@"'<>]*(?:@[^\s/?#@"'<>]*)*)@(?=[^\s@])/dgi,
    keywords: ["://"],
    groups: [1],
    // `ssh://git@host/...` names the SSH user every forge uses, not a credential.
    allow: (match) => match[1] === "git",
  },
  {
    id: "url-query-credential",
    gitleaks: ["generic-api-key"],
    // A credential in a URL's query: a signed URL's `sig=` / `X-Amz-Signature=` /
    // `X-Goog-Signature=`, `token=`, `access_token=`, `api_key=`, `password=`, ... up to the next
    // `&`, `#`, quote or blank.
    pattern:
      /[?&;]((?:sig|signature|x-amz-signature|x-amz-credential|x-amz-security-token|x-goog-signature|x-goog-credential|token|access_token|refresh_token|id_token|auth|auth_token|authtoken|api_key|apikey|api-key|key|secret|client_secret|password|passwd|pass|pwd|private_token|sas_token|jwt|session|sessionid|sid|code)|[\w.-]*?(?:token|secret|passw(?:or)?d|signature|credential|api[_-]?key|access[_-]?key|private[_-]?key|client[_-]?assertion))=([^&#\s"'<>\\]{4,})/dgi,
    keywords: [
      "sig",
      "signature",
      "credential",
      "token",
      "auth",
      "key",
      "secret",
      "pass",
      "pwd",
      "jwt",
      "session",
      "sid=",
      "code=",
      "assertion",
    ],
    groups: [2],
    // `code=` is a secret (an Azure Functions key, an OAuth code) only when it looks machine-made.
    allow: (match) => match[1]?.toLowerCase() === "code" && !looksRandom(match[2] ?? "", 16),
  },
  {
    id: "authorization-header",
    gitleaks: ["curl-auth-header"],
    pattern:
      /\b(?:authorization|proxy-authorization|x-api-key|api-key|apikey|x-apikey|x-auth-token|x-access-token|x-api-token|private-token|x-vault-token|x-amz-security-token|x-goog-api-key|x-functions-key|ocp-apim-subscription-key|x-jfrog-art-api|dd-api-key|dd-application-key|cf-access-client-secret|x-shopify-access-token|x-figma-token|x-auth-key|x-auth|x-jwt|x-session-token|x-csrf-token|x-honeycomb-team)(?:\\*["'])?[ \t]*[:=][ \t]*(?:\\*["'])?(?:[A-Za-z][\w-]{1,30}[ \t]+)?([^\s"'\\,;]{6,})/dgi,
    keywords: [
      "authorization",
      "api-key",
      "apikey",
      "-token",
      "-key",
      "x-auth",
      "x-jwt",
      "x-jfrog",
      "secret",
      "x-honeycomb-team",
    ],
    groups: [1],
  },
  {
    id: "bearer-credential",
    gitleaks: ["curl-auth-header"],
    pattern: /\bbearer[ \t]+([A-Za-z0-9._~+/-]{16,}=*)/dgi,
    keywords: ["bearer"],
    groups: [1],
  },
  {
    id: "cookie-header",
    gitleaks: ["generic-api-key"],
    // `Cookie: a=1; b=2` and `Set-Cookie: sid=...; Path=/`: every cookie is hidden, with its
    // attributes (a session cookie is a credential). The value must hold a `name=value`.
    // A cookie's name holds no `:` (RFC 6265): `cookie:cookie:...` no longer scans the rest of the
    // line from each `cookie:` for a `=` (issue 34, quadratic).
    pattern: /\b(?:set-)?cookie(?:\\*["'])?[ \t]*[:=][ \t]*(?:\\*["'])?([^\s"'\\;=:]+=[^\n"'\\]*)/dgi,
    keywords: ["cookie"],
    groups: [1],
  },
  {
    id: "curl-user",
    gitleaks: ["curl-auth-user"],
    // `curl -u user:pass`, `--user user:pass`, `smbclient -U user%pass`: the password; with an
    // empty password (`curl -u KEY:`, as Stripe and Mailgun document), the user is the key.
    pattern:
      /(?:^|\s)(?:(?:-u|--user|-U|--auth|--proxy-user|--basic-auth)(?:=|\s+)["']?(?:[^\s:%"']*[:%]([^\s"']+)|([^\s:%"']{8,}):(?=[\s"']|$))|(?:-E|--cert)(?:=|\s+)["']?[^\s:"']+\.(?:pem|p12|pfx|crt|cer|key):([^\s"']+))/dg,
    keywords: ["-u", "--auth", "--proxy-user", "--basic-auth", "-e", "--cert"],
    groups: [1, 2, 3],
    // `curl --cert client.pem:PASS`: the certificate's passphrase.
    // A user with no password is a key only when it looks like one (`curl -u deploy-bot:` is a name).
    allow: (match) => match[2] !== undefined && !looksRandom(match[2], 12),
  },
  {
    id: "mysql-password-option",
    gitleaks: ["database-password"],
    // `mysql -pPASS` (the password is glued to -p; a separate word after -p is the database), and
    // 7-Zip's `-pPASS`.
    pattern: new RegExp(
      String.raw`\b(?:${MYSQL_COMMANDS})\b${lineUpToNext(MYSQL_COMMANDS, 200)}\s-p(?:'([^'\n]*)'|"([^"\n]*)"|([^\s'"]+))`,
      "dg",
    ),
    keywords: ["mysql", "mariadb", "7z"],
    groups: [1, 2, 3],
  },
  {
    id: "quoted-p-option",
    gitleaks: ["database-password"],
    // `-p'...'` / `-p"..."`: a quoted value glued to -p is a password whatever the command.
    pattern: /(?:^|\s)-p(?:'([^'\n]+)'|"([^"\n]+)")/dg,
    keywords: ["-p'", '-p"'],
    groups: [1, 2],
  },
  ...commandFlagRules(),
  {
    id: "positional-secret",
    gitleaks: ["generic-api-key"],
    // Tools that take a secret as a plain argument: `net user NAME PASS /add`, `htpasswd -b FILE
    // USER PASS`, `poetry config http-basic.REPO USER PASS` / `pypi-token.REPO TOKEN`, `mc alias
    // set NAME URL ACCESS SECRET`, `ngrok config add-authtoken TOKEN`, `nuget setapikey KEY`,
    // `composer config http-basic.HOST USER PASS` / `github-oauth.HOST TOKEN`, `bundle config HOST
    // USER:PASS`, `net use \\srv\share PASS /user:U`, Redis's `requirepass`, `masterauth` and
    // `AUTH [user] PASS`, SQL's `IDENTIFIED BY '...'`.
    pattern: new RegExp(
      [
        String.raw`\bnet[ \t]+user[ \t]+(?:"[^"\n]*"|[^\s/"]+)[ \t]+(?!/)(?:"([^"\n]+)"|([^\s"]+))`,
        String.raw`\bhtpasswd[ \t]+-[A-Za-z]*b[A-Za-z]*(?:[ \t]+[^\s;&|]+){1,2}?[ \t]+([^\s;&|]+)(?=[ \t]*(?:$|[;&|#]))`,
        String.raw`\bpoetry[ \t]+config[ \t]+(?:--?[\w-]+[ \t]+)*(?:http-basic\.\S+[ \t]+\S+|pypi-token\.\S+)[ \t]+(?!-)(\S+)`,
        String.raw`\bmc[ \t]+(?:alias[ \t]+set|config[ \t]+host[ \t]+add)[ \t]+\S+[ \t]+\S+[ \t]+\S+[ \t]+(?!-)(\S+)`,
        String.raw`\b(?:add-authtoken|ngrok[ \t]+authtoken|setapikey)[ \t]+(?!-)(\S+)`,
        String.raw`\bcomposer[ \t]+config[ \t]+(?:--?[\w-]+[ \t]+)*(?:http-basic\.\S+[ \t]+\S+|(?:bearer|github-oauth|gitlab-token|gitlab-oauth|bitbucket-oauth)\.\S+)[ \t]+(?!-)(\S+)`,
        String.raw`\bbundle[ \t]+config[ \t]+(?:set[ \t]+)?(?:--[\w-]+[ \t]+)*(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+\/?[ \t]+(?!-)(\S+)`,
        String.raw`\bnet[ \t]+use[ \t]+(?:[A-Za-z*]:[ \t]+)?\\\\\S+[ \t]+(?!/)(?:"([^"\n]+)"|([^\s"]+))`,
        String.raw`(?:^|[\s>"'])(?:requirepass|masterauth|AUTH)[ \t]+(?:[\w.-]+[ \t]+)?(?!-)([^\s"']{6,})(?=[ \t]*(?:$|["']))`,
        String.raw`\bIDENTIFIED[ \t]+(?:WITH[ \t]+\w+[ \t]+)?BY[ \t]+(?:PASSWORD[ \t]+)?(?:'([^'\n]+)'|"([^"\n]+)")`,
      ].join("|"),
      "dgim",
    ),
    keywords: [
      "net user",
      "htpasswd",
      "poetry",
      "alias set",
      "host add",
      "authtoken",
      "setapikey",
      "composer",
      "bundle",
      "net use",
      "requirepass",
      "masterauth",
      "auth",
      "identified",
    ],
    groups: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
    // Redis's words are case-sensitive (`AUTH`, not "auth token expired").
    allow: (match) =>
      VARIABLE_REFERENCE.test(firstGroup(match, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])) ||
      (match[11] !== undefined && !/(?:^|[\s>"'])(?:requirepass|masterauth|AUTH)[ \t]/.test(match[0])),
  },
  {
    id: "piped-password",
    gitleaks: ["generic-api-key"],
    // A password echoed into a tool that reads it from stdin: `echo P | docker login
    // --password-stdin`, `echo P | sudo -S ...`, `echo user:P | chpasswd`, `gh auth login --with-token`.
    pattern:
      /\b(?:echo|printf)[ \t]+(?:-[a-zA-Z]+[ \t]+)*(?:"([^"\n]*)"|'([^'\n]*)'|([^\s|'"]+))[ \t]*\|[ \t]*(?:[^\n|]*?\s--password-stdin\b|[^\n|]*?\s--with-token\b|sudo\b[^\n|]*?\s-S\b|chpasswd\b|passwd[ \t]+--stdin\b)/dg,
    keywords: ["password-stdin", "with-token", "sudo", "chpasswd", "passwd"],
    groups: [1, 2, 3],
    allow: (match) => VARIABLE_REFERENCE.test(firstGroup(match, [1, 2, 3])),
  },
  {
    id: "oracle-connect",
    gitleaks: ["database-password"],
    // `sqlplus user/password@db`: the password between the slash and the `@` (or the word's end);
    // the same in an Oracle JDBC URL, `jdbc:oracle:thin:user/password@//db:1521/ORCL`.
    pattern:
      /\b(?:sqlplus|sqlldr|expdp|impdp|exp|imp|rman|dgmgrl)[ \t]+(?:-\w+[ \t]+)*["']?[\w$#.]+\/([^\s@/"']+)|\bjdbc:oracle:(?:thin|oci\d*):[\w$#.]+\/([^\s@/"']+)@/dgi,
    keywords: ["sqlplus", "sqlldr", "expdp", "impdp", "exp", "imp", "rman", "dgmgrl", "jdbc:oracle"],
    groups: [1, 2],
  },
  {
    id: "config-set-secret",
    gitleaks: ["generic-api-key"],
    // `aws configure set aws_secret_access_key V`, `yarn config set npmAuthToken V`,
    // `npm config set //registry/:_authToken V`: a secret-named setting given as the next word.
    pattern: new RegExp(
      String.raw`\b(?:config|configure)\s+set\s+(?:--?\S+\s+)*?([^\s=]*(?:token|secret|password|passwd|pwd|api[_-]?key|access[_-]?key|private[_-]?key|auth))\s+${FLAG_VALUE}`,
      "dgi",
    ),
    keywords: ["config"],
    groups: [2, 3, 4, 5],
  },
  {
    id: "secret-set-value",
    gitleaks: ["generic-api-key"],
    // `gh secret set NAME --body V`, `az keyvault secret set --value V`: the value of a secret store.
    pattern: new RegExp(
      String.raw`\bsecret\s+set\b${lineUpToNext(String.raw`secret\s+set`, 300)}\s(?:--body|-b|--value)(?:=|[ \t]+)${FLAG_VALUE}`,
      "dgi",
    ),
    keywords: ["secret"],
    groups: [1, 2, 3, 4],
  },
  {
    id: "login-token-argument",
    gitleaks: ["generic-api-key"],
    // `cargo login TOKEN`, `vault login TOKEN`, `flyctl auth token`...: a token as the argument of login.
    pattern:
      /\b(?:cargo|vault|flyctl|fly|snyk\s+auth|heroku\s+auth:token)\s+(?:login\s+)?(?!-)([A-Za-z0-9._~+/-]{16,}=*)(?![\w/])/dg,
    keywords: ["cargo", "vault", "fly", "snyk", "heroku"],
    groups: [1],
    allow: (match) => !looksRandom(match[1] ?? "", 16),
  },
  {
    id: "password-option",
    gitleaks: ["generic-api-key", "database-password"],
    // `--password PASS`, `--password=PASS`, `--db-password "a b"`, `--token T`, `--client-secret S`,
    // `-storepass P` (keytool), `--passphrase P` (gpg), `-Password P` (PowerShell).
    pattern: new RegExp(
      String.raw`(?:^|\s)--?(?:[a-z0-9]+-)*(?:password|passwd|pass|pwd|passphrase|storepass|keypass|srcstorepass|deststorepass|srckeypass|destkeypass|token|secret|api-key|apikey|access-key|secret-key|private-key|account-key|auth-key|auth-token|sas-token|client-secret|cookie|auth|bearer|subscription-key|license-key|master-key|encryption-key|signing-key|customer-key)(?:=|\s+)${FLAG_VALUE}`,
      "dgi",
    ),
    keywords: ["pass", "pwd", "token", "secret", "key", "cookie", "auth", "bearer"],
    groups: [1, 2, 3, 4],
    // `--auth basic` and the like name a scheme, not a secret.
    allow: (match) => AUTH_SCHEME.test(firstGroup(match, [1, 2, 3, 4])),
  },
  {
    id: "java-system-property",
    gitleaks: ["generic-api-key", "sonar-api-token"],
    // `-Dsonar.login=TOKEN`, `-Dsonar.token=...`, `-Djavax.net.ssl.keyStorePassword=...`.
    pattern: new RegExp(
      String.raw`(?:^|\s)-D[\w.-]*?(?:password|passwd|pwd|token|secret|apikey|api[._-]key|credentials?|sonar\.login|auth[._-]?key|access[._-]?key|private[._-]?key)=${FLAG_VALUE}`,
      "dgi",
    ),
    keywords: ["password", "passwd", "pwd", "token", "secret", "key", "credential", "sonar.login"],
    groups: [1, 2, 3, 4],
  },
  {
    id: "netrc-password",
    gitleaks: ["generic-api-key"],
    // netrc's `machine HOST login USER password PASS` (one line, or `password PASS` on its own).
    pattern: new RegExp(
      String.raw`(?:\b(?:machine|default)\b${lineUpToNext("machine|default", 200)}\bpassword[ \t]+|^[ \t]*password[ \t]+)(?!\$)(\S+)(?=[ \t]*(?:$|\b(?:machine|login|account|macdef)\b))`,
      "dgim",
    ),
    keywords: ["password"],
    groups: [1],
    allow: (match) => MASKED.test(match[1] ?? ""),
  },
  {
    id: "xml-secret",
    gitleaks: ["generic-api-key", "nuget-config-password"],
    // `<password>P</password>` (Maven settings, ...) and `<add key="ClearTextPassword" value="P"/>`.
    pattern:
      /<([\w:.-]*?(?:password|passwd|secret|token|apikey|api_key|accesskey|secretkey|privatekey))>([^<\n]+)<\/|\b(?:key|name)=\\*"[^"\n]*?(?:password|passwd|secret|token|apikey)[^"\n]*?\\*"\s+value=\\*"((?:[^"\\\n]|\\+[^"\\\n])+)/dgi,
    keywords: ["password", "passwd", "secret", "token", "apikey", "api_key", "accesskey", "privatekey"],
    groups: [2, 3],
  },
  {
    id: "ci-mask",
    gitleaks: [],
    // A value a CI script asks to mask (`::add-mask::VALUE`) is a secret by its author's word.
    pattern: /::add-mask::(\S[^\n]*)/dg,
    keywords: ["::add-mask::"],
    groups: [1],
  },
  {
    id: "powershell-secure-string",
    gitleaks: [],
    // `ConvertTo-SecureString "P" -AsPlainText` (the plain text is the password).
    pattern:
      /\bConvertTo-SecureString\s+(?:-String\s+)?(?:"([^"\n]+)"|'([^'\n]+)'|\\+"((?:[^"\\\n]|\\+[^"\\\n])+))/dgi,
    keywords: ["convertto-securestring"],
    groups: [1, 2, 3],
  },
  {
    id: "secret-assignment",
    gitleaks: ["generic-api-key", "database-password", "hashicorp-tf-password", "azure-storage-account-key"],
    // The value of an assignment to a name ending in a secret word: `export NPM_TOKEN=...`,
    // `password: "correct horse battery staple"` (the whole quoted value), `"apiKey": "..."`,
    // `DB_PASSWORD=...`, `db_pass: ...`, `AccountKey=...;`, `client-secret: ...`, and the same
    // JSON-escaped, at any depth: `{\"api_key\":\"...\"}`, `DEPLOY_TOKEN=\"...\"`. The name must
    // start a word, so the pattern starts once per word; a word after `/` is a module's or a
    // path's name (`'vendor/auth-token': 'src/vendor/auth-token.js'`), not a variable.
    pattern: new RegExp(
      `(?<![A-Za-z0-9_./-])((?:${BUNDLER_CREDENTIAL}|[A-Za-z0-9_.-]*?(?:token|secret|password|passwd|passphrase|pwd|credentials?|creds|api[_-]?key|private[_-]?key|access[_-]?key|secret[_-]?key|account[_-]?key|shared[_-]?access[_-]?key|shared[_-]?access[_-]?signature|master[_-]?key|signing[_-]?key|encryption[_-]?key|subscription[_-]?key|license[_-]?key|[_.-]key|auth[_-]?key|client[_-]?secret|secret[_-]?id|[_.-]pass|passwort|kennwort|wachtwoord|contrasena|senha|haslo|heslo|jelszo|salasana|losenord|passord|adgangskode|dockerconfigjson|dockercfg|sonar[_.-]login|auth[_-]?ident))(?:[_-]?\\d{1,2})?)${ASSIGN}${VALUE}`,
      "dgi",
    ),
    keywords: [
      "token",
      "secret",
      "pass",
      "pwd",
      "cred",
      "key",
      "sharedaccesssignature",
      "kennwort",
      "wachtwoord",
      "contrasena",
      "senha",
      "haslo",
      "heslo",
      "jelszo",
      "salasana",
      "losenord",
      "adgangskode",
      "dockerc",
      "sonar",
      "ident",
      "bundle_",
    ],
    groups: [2, 3, 4, 5],
    allow: (match) =>
      NOT_SECRET_NAME.test(match[1] ?? "") ||
      VARIABLE_REFERENCE.test(firstGroup(match, [2, 3, 4, 5])) ||
      MASKED.test(firstGroup(match, [2, 3, 4, 5])),
  },
  {
    id: "random-assignment",
    gitleaks: ["generic-api-key"],
    // gitleaks' generic rule: a name with a secret-ish word (`REGISTRY_AUTH`, `"auth"` of a docker
    // config, `GH_PAT`, `SMTP_PW`, `accountKey`, `client_id_secret2`) assigned a value that looks
    // random. Names that end in the word take values of 8 characters or more; names that only
    // contain it, 16 or more (src/secret-rules.ts, looksRandom).
    pattern: new RegExp(
      `(?<![A-Za-z0-9_.-])([A-Za-z0-9_.-]{0,60}?(?:auth|[_.-]pat|[_.-]pw|[_.-]sig|signature|[a-z]key|pass|session(?:id)?|cookie|(?:token|secret|password|passwd|api[_-]?key|apikey|access[_-]?key|private[_-]?key|credentials?)[_.-][A-Za-z0-9_.-]{0,60}?))${ASSIGN}${VALUE}`,
      "dgi",
    ),
    keywords: ["auth", "pat", "pw", "key", "token", "secret", "pass", "sig", "credential", "session", "api"],
    groups: [2, 3, 4, 5],
    allow: (match) => !randomValueFor(match[1] ?? "", firstGroup(match, [2, 3, 4, 5])),
  },
  {
    id: "generic-api-key",
    gitleaks: ["generic-api-key"],
    // gitleaks' generic rule itself (a comma is an assignment too, after a quoted name or with no
    // blank: `setProperty("API_TOKEN", "...")`, CSV): a secret word (access, auth, api, credential, creds, key,
    // password, secret, token) anywhere in a name that may hold words after it (`Secret access
    // key:`, `API key:`, `Token for registry.example.com:`, `KEY=`, `"key":`), then an assignment,
    // then a value of 10 to 150 characters that looks machine-made: 3.5 bits a character, as
    // gitleaks asks, or 3 after password, secret, token or credential. Names of ids, hashes,
    // paths, cache and public keys are not secrets (NOT_RANDOM_NAME, NOT_SECRET_NAME, with the word
    // before the name).
    // The value is taken whole (a lookahead's capture, then `\2`), and holds `=` only at its end
    // (base64's padding): a value that ran on over `=` scanned 150 characters from every `key=` of
    // `key=key=...`, and a shorter part of it was tried after (issue 34).
    pattern: new RegExp(
      String.raw`(?<![\w.-])([\w.-]{0,50}?(?:[Aa]ccess|ACCESS|[Aa]uth|AUTH|[Aa]pi|API|[Cc]redentials?|CREDENTIALS?|[Cc]reds|CREDS|[Kk]ey|KEY|[Pp]assw(?:or)?d|PASSW(?:OR)?D|[Ss]ecret|SECRET|[Tt]oken|TOKEN)[\w.-]{0,20}(?:[ \t]+[A-Za-z][A-Za-z.-]{0,30}){0,3}?)(?:${ASSIGN}|\\*["'][ \t]*,[ \t]*|,)(?:\\*["'\x60])?(?=([\w.+/~-]{10,150}={0,3}))\2(?=$|[\s"'\x60;,)&\\])`,
      "dgm",
    ),
    keywords: [
      "access",
      "auth",
      "api",
      "credential",
      "creds",
      "key",
      "passwd",
      "password",
      "secret",
      "token",
    ],
    groups: [2],
    allow: (match) => !genericSecret(match),
  },
  {
    id: "next-line-value",
    gitleaks: ["generic-api-key", "kubernetes-secret-yaml"],
    // A value on the line after its secret name: a Kubernetes env entry (`- name: DB_PASSWORD`,
    // then `value: ...`), a YAML block scalar (`password: |`, then the value indented deeper); and
    // each line maybe behind a prefix of its own (a timestamp, a step's label), so the block's
    // first line is hidden whole; the one-line JSON of the same pairs (`{"name":"DB_PASSWORD","value":"..."}`, CloudFormation's
    // `"ParameterKey": "DbPassword", "ParameterValue": "..."`). The digest redacts a line with the
    // line before it when that one ends in a secret name (src/summarize/digest-scan.ts). An XML
    // element whose value is on the next line (`<apiToken>`, then the value) too.
    pattern: new RegExp(
      [
        String.raw`(?<![\w.-])["']?(?:name|key)["']?[ \t]*:[ \t]*["']?${SECRET_NAME_WORD}["']?[ \t]*,?[ \t]*\r?\n[^\n]{0,80}?(?<![\w.-])["']?value["']?[ \t]*:[ \t]*${VALUE}`,
        String.raw`(?<![\w.-])["']?${SECRET_NAME_WORD}["']?[ \t]*:[ \t]*[|>][-+0-9]*[ \t]*\r?\n[ \t]*(\S[^\n]*)`,
        String.raw`<[\w:.-]*?(?:password|passwd|secret|token|apikey|api_key|accesskey|secretkey|privatekey)>[ \t]*\r?\n[ \t]*([^<\s][^<\n]*)`,
        String.raw`(?<!\\)\\*"(?:parameter)?(?:name|key)\\*"[ \t]*:[ \t]*\\*"${SECRET_NAME_WORD}\\*"[ \t]*,[ \t]*\\*"(?:parameter)?value\\*"[ \t]*:[ \t]*\\*"((?:[^"\\\n]|\\+[^"\\\n])+)`,
      ].join("|"),
      "dgim",
    ),
    keywords: ["password", "passwd", "secret", "token", "key", "credential", "pwd"],
    groups: [1, 2, 3, 4, 5, 6, 7],
    allow: (match) => VARIABLE_REFERENCE.test(firstGroup(match, [1, 2, 3, 4, 5, 6, 7])),
  },
  {
    id: "table-secret",
    gitleaks: ["generic-api-key"],
    // A secret in a two-column table (`vault kv get`, `vault read`): the name (after a blank, a
    // quote or a prefix's `]`), two blanks or more, the value alone, at the line's end; or in a
    // Markdown or SQL table, `| password | ... |`. Masked values are left.
    pattern:
      /(?<![^\s"'\]|])[\w.-]*?(?:password|passwd|secret|token|api_key|apikey|secret_key|secret_id|private_key|access_key)(?:[ \t]{2,}([^\s"'\\|]{6,})(?=[ \t]*(?:$|\\*["']))|[ \t]+\|[ \t]+([^\s|`]{6,})[ \t]+\|)/dgim,
    keywords: ["password", "passwd", "secret", "token", "_key", "apikey", "secret_id"],
    groups: [1, 2],
    // A table row is a secret's only when the value looks machine-made (`| password | string |`
    // documents a setting).
    allow: (match) =>
      MASKED.test(firstGroup(match, [1, 2])) || (match[2] !== undefined && !looksRandom(match[2], 8)),
  },
  {
    id: "value-is-the-secret",
    gitleaks: ["generic-api-key"],
    // A comment that says what a value is: `// S3cr3t!x is the password`, `# ... is our API key`.
    pattern:
      /(?:^|[\s/#;*'"(])([^\s'"/#;*()]{6,}) (?:is|was) (?:the|my|our|your|its) (?:password|passphrase|passwd|secret|token|api key|secret key|private key)\b/dgi,
    keywords: ["is the", "is my", "is our", "is your", "is its", "was the"],
    groups: [1],
  },
  {
    id: "quoted-argument-secret",
    gitleaks: ["generic-api-key"],
    // A secret-named setting given a quoted value with no operator, as Gradle's Groovy DSL and
    // Ruby write them: `storePassword "..."`, `keyPassword '...'`, `api_token "..."`.
    pattern:
      /(?<![\w.-])[\w.-]*?(?:password|passwd|passphrase|secret|token|api_?key)[ \t]+(?:"([^"\n]{6,})"|'([^'\n]{6,})'|\\+"((?:[^"\\\n]|\\+[^"\\\n]){6,}))/dgi,
    keywords: ["password", "passwd", "passphrase", "secret", "token", "apikey", "api_key"],
    groups: [1, 2, 3],
    // A variable's name (`missing token 'GITHUB_TOKEN'`) or a phrase is not a secret, nor the name
    // of an object after the bare noun (`Error: secret "db-credentials" not found`).
    allow: (match) => {
      const value = firstGroup(match, [1, 2, 3]);
      if (/^[A-Z][A-Z0-9_]*$|^\$|\s/.test(value)) return true;
      return /^(?:secret|token)s?[ \t]/i.test(match[0]) && !looksRandom(value, 8);
    },
  },
  {
    id: "setter-secret",
    gitleaks: ["generic-api-key"],
    // A secret passed to a setter in a stack trace or a script: `setPassword("...")`,
    // `withToken('...')`, `set_api_key("...")`.
    pattern:
      /\b(?:set|with)_?[A-Za-z0-9_]{0,40}?(?:password|passwd|secret|token|api_?key|credentials?|private_?key|access_?key)\([ \t]*(?:"([^"\n]{6,})"|'([^'\n]{6,})'|\\+"((?:[^"\\\n]|\\+[^"\\\n]){6,}))/dgi,
    keywords: ["password", "passwd", "secret", "token", "key", "credential"],
    groups: [1, 2, 3],
    allow: (match) => VARIABLE_REFERENCE.test(firstGroup(match, [1, 2, 3])),
  },
  {
    id: "aws-cli-text-credentials",
    gitleaks: ["aws-access-token"],
    // `aws sts assume-role --output text`: `CREDENTIALS  ASIA...  EXPIRY  SECRET  SESSION`.
    pattern:
      /\bCREDENTIALS[ \t]+(?:ASIA|AKIA)[A-Z0-9]{16}[ \t]+\S+[ \t]+([A-Za-z0-9+/]{40})(?![A-Za-z0-9+/])/dg,
    keywords: ["credentials"],
    groups: [1],
  },
  {
    id: "url-encoded-userinfo",
    gitleaks: ["curl-auth-user"],
    // Userinfo in a URL-encoded URL (a redirect parameter): `https%3A%2F%2Fuser%3Apass%40host`.
    pattern: /%3A%2F%2F((?:[^\s%/?#@&"'<>]|%(?!40|2F|3F|23)[0-9A-F]{2})+)%40/dgi,
    keywords: ["%3a%2f%2f"],
    groups: [1],
  },
  {
    id: "putty-private-key",
    gitleaks: ["private-key"],
    // A PuTTY key file's private lines, in one string (a JSON value; src/secrets.ts shows the rules
    // its escaped line breaks as blanks): from `Private-Lines:` to `Private-MAC:` or the text's end.
    pattern: /Private-Lines:[ \t]*\d+((?:\s|\\+[nr]?)[\s\S]*?)(?=(?:\s|\\+[nr]?)+Private-MAC:|$)/dg,
    keywords: ["private-lines"],
    groups: [1],
  },
];

/** A value shown masked: `********`, `[MASKED]`, `<sensitive>`, `(sensitive`, `n/a`. */
const MASKED = /^(?:\*+|\[(?:masked|redacted|hidden)\]|<[\w -]*>|\(sensitive|n\/a|none|null|-+)$/i;

/** Words of the generic rule that mean a secret on their own (entropy 3 is enough). */
const STRONG_GENERIC = /passw(?:or)?d|secret|token|credential/i;

/** Whether a match of the generic rule is a secret: a machine-made value under a name that may hold one. */
function genericSecret(match: RegExpExecArray): boolean {
  const name = (match[1] ?? "").trim().replace(/[ \t]+/g, "_");
  const value = match[2] ?? "";
  // The word before the name counts too: `cache key`, `public key`, `primary key`.
  const before = /([A-Za-z]+)[ \t]+$/.exec(
    match.input.slice(Math.max(0, match.index - 30), match.index),
  )?.[1];
  const named = before ? `${before}_${name}` : name;
  if (
    NOT_SECRET_NAME.test(named) ||
    NOT_RANDOM_NAME.test(name) ||
    /^(?:public|cache|ssh|gpg|host)$/i.test(before ?? "")
  )
    return false;
  if (value.includes("//") || (value.includes("/") && !(/[a-z]/.test(value) && /[A-Z]/.test(value))))
    return false;
  if (!looksRandom(value, 10) || wordsOnly(value)) return false;
  if (STRONG_GENERIC.test(name)) return true;
  return entropy(value) >= 3.5 && !wordsAndHash(value);
}

/** A name part of a cache key: a word of letters, a hash, a version or a platform (`x64`, `v2`, `py3`). */
const KEY_PART = /^(?:[A-Za-z]{3,}|[0-9a-f]{6,}|[A-Za-z]{0,3}\d+)$/;

/**
 * Whether `value` is words and a hash, as a cache key is (`node-cache-Linux-x64-npm-8f14e45f...`,
 * `node-modules-3c59dc04...`): two words of letters or more, and every part a word, a hex hash, a
 * version or a platform. A machine-made key has parts of mixed letters and digits.
 */
function wordsAndHash(value: string): boolean {
  const parts = value.split(/[-_.]+/).filter((part) => part !== "");
  return (
    parts.filter((part) => /^[A-Za-z]{3,}$/.test(part)).length >= 2 &&
    parts.every((part) => KEY_PART.test(part))
  );
}

/**
 * A word of code or prose: `input`, `inputTokens`, `lastUsedMs`, `MAX`, `Tokens`, a number, a
 * number and its unit (`5m`, `1h`, `30d`: `ephemeral_5m_input_tokens` is a field's name).
 */
const WORD = /^(?:[A-Z]?[a-z]{2,}(?:[A-Z][a-z]{2,})*(?:[A-Z][a-z]?)?|[A-Z]{2,}|[a-z]|\d+(?:[a-z]{1,3})?)$/;

/** Whether `value` is only words joined by `.`, `_`, `-`, `/`, `=` or `:`: `budget.inputTokens`, `input=1234`. */
export function wordsOnly(value: string): boolean {
  return value.split(/[._/=:-]+/).every((part) => part === "" || WORD.test(part));
}

/** The text of the first of `groups` that matched. */
function firstGroup(match: RegExpExecArray, groups: number[]): string {
  for (const group of groups) if (match[group] !== undefined) return match[group] as string;
  return "";
}
