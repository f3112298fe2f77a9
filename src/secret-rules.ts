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
 * Every pattern is linear on hostile input: it starts at a literal prefix or a word start, and its
 * unbounded parts cannot overlap what follows them (test/summarize/redaction.test.ts times 100,000
 * characters of each rule's worst case).
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
}

/** Names whose values are not secrets, though they end in KEY: step keys, cache keys, ... */
const NOT_SECRET_NAME =
  /(?:^|[_.-])(?:step|group|cache|public|sort|primary|partition|idempotency|foreign|sequence|schema|hot)[_.-]?key$/i;

/** The end of a token: not followed by more token characters. */
const END = "(?![A-Za-z0-9_-])";

export const SECRET_RULES: SecretRule[] = [
  {
    id: "private-key",
    gitleaks: ["private-key"],
    // From BEGIN to END, or to the end of the text when END is not in it (a cut, a one-line dump).
    pattern:
      /-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----|$)/dg,
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
      `\\bsk-(?:(?:proj|svcacct|admin)-[A-Za-z0-9_-]{20,}|[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20})${END}`,
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
    pattern: /\b[a-z0-9-]+\.webhook\.office\.com\/webhookb2\/[^\s"'<>]+/dg,
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
    pattern: /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}(?:\.[A-Za-z0-9_-]+)?/dg,
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
    id: "authorization-header",
    gitleaks: ["curl-auth-header"],
    pattern:
      /\b(?:authorization|proxy-authorization|x-api-key|api-key|x-auth-token|private-token|x-vault-token)["']?[ \t]*[:=][ \t]*["']?(?:(?:bearer|token|basic|api-token)\s+)?([^\s"',;]{6,})/dgi,
    keywords: ["authorization", "api-key", "-token"],
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
    id: "curl-user",
    gitleaks: ["curl-auth-user"],
    // `curl -u user:pass`, `--user user:pass`: the password after the colon.
    pattern: /(?:^|\s)(?:-u|--user)(?:=|\s+)["']?[^\s:"']*:([^\s"']+)/dg,
    keywords: ["-u"],
    groups: [1],
  },
  {
    id: "mysql-password-option",
    gitleaks: ["database-password"],
    // `mysql -pPASS` (the password is glued to -p; a separate word after -p is the database).
    pattern:
      /\b(?:mysql|mysqldump|mysqladmin|mariadb|mariadb-dump)\b[^\n]{0,200}?\s-p(?:'([^'\n]*)'|"([^"\n]*)"|([^\s'"]+))/dg,
    keywords: ["mysql", "mariadb"],
    groups: [1, 2, 3],
  },
  {
    id: "password-option",
    gitleaks: ["generic-api-key", "database-password"],
    // `--password PASS`, `--password=PASS`, `--db-password "a b"`, `--token T`, `--client-secret S`.
    pattern:
      /(?:^|\s)--?(?:[a-z0-9]+-)*(?:password|passwd|pass|pwd|token|secret|api-key|apikey|access-key|secret-key|private-key)(?:=|\s+)(?:"([^"\n]*)"?|'([^'\n]*)'?|([^\s"'-][^\s"']*))/dgi,
    keywords: ["pass", "pwd", "token", "secret", "key"],
    groups: [1, 2, 3],
  },
  {
    id: "secret-assignment",
    gitleaks: ["generic-api-key", "database-password", "hashicorp-tf-password"],
    // The value of an assignment to a name ending in a secret word: `export NPM_TOKEN=...`,
    // `password: "correct horse battery staple"` (the whole quoted value), `"apiKey": "..."`,
    // `DB_PASSWORD=...`, `AWS_SECRET_ACCESS_KEY=...`, `client-secret: ...`. The name must start a
    // word, so the pattern starts once per word.
    pattern:
      /(?<![A-Za-z0-9_.-])([A-Za-z0-9_.-]*?(?:token|secret|password|passwd|pwd|credentials?|api[_-]?key|private[_-]?key|access[_-]?key|[_.-]key|auth[_-]?key|client[_-]?secret))["']?[ \t]*(?:=|:=|=>|:)[ \t]*(?:"([^"\n]*)"?|'([^'\n]*)'?|([^\s"',;]{6,}))/dgi,
    keywords: ["token", "secret", "pass", "pwd", "credential", "key"],
    groups: [2, 3, 4],
    allow: (match) => NOT_SECRET_NAME.test(match[1] ?? ""),
  },
];
