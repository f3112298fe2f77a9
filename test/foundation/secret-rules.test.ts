import { describe, expect, it } from "vitest";
import { SECRET_RULES } from "../../src/secret-rules.js";
import { REDACTED, redact } from "../../src/secrets.js";

const hex = (n: number) => "0123456789abcdef".repeat(Math.ceil(n / 16)).slice(0, n);
const alnum = (n: number) => "aB3dE5gH7jK9mN1pQ2sT4vW6xY8z0Cf".repeat(Math.ceil(n / 31)).slice(0, n);
const upper = (n: number) => "QWERTYUIOPASDFGHJKLZXCVBNM234567".repeat(Math.ceil(n / 32)).slice(0, n);

/**
 * Per rule: a line holding a secret (and the secret, which must vanish) and a line that looks close
 * but holds none (it must come back unchanged). Secrets are made up.
 */
const CASES: Record<string, { positive: string; secret: string; negative: string }> = {
  "private-key": {
    positive: `key: -----BEGIN OPENSSH PRIVATE KEY-----\\n${alnum(70)}\\n-----END OPENSSH PRIVATE KEY----- done`,
    secret: alnum(70),
    negative: "-----BEGIN PUBLIC KEY----- is not secret",
  },
  "anthropic-api-key": {
    positive: `using sk-ant-api03-${alnum(40)} now`,
    secret: `sk-ant-api03-${alnum(40)}`,
    negative: "the sk-ant- prefix names provider keys",
  },
  "openai-api-key": {
    positive: `OPENAI=sk-proj-${alnum(48)}`,
    secret: alnum(48),
    negative: "pip install sk-learn-extra scikit-learn",
  },
  "github-token": {
    positive: `pushing with ghp_${alnum(36)}`,
    secret: alnum(36),
    negative: "ghp_short and gh_pages",
  },
  "github-fine-grained-pat": {
    positive: `github_pat_11${alnum(30)}_${alnum(40)}`,
    secret: alnum(30),
    negative: "the github_pat_ prefix",
  },
  "gitlab-token": {
    positive: `token glpat-${alnum(20)} ok`,
    secret: alnum(20),
    negative: "glpat-short",
  },
  "aws-access-key-id": {
    positive: "aws id AKIAIOSFODNN7EXAMPLE in use",
    secret: "AKIAIOSFODNN7EXAMPLE",
    negative: "AKIA is a prefix, AKIAIOSFODNN7 too short",
  },
  "slack-token": {
    positive: `slack xoxb-1234567890-1234567890123-${alnum(24)}`,
    secret: alnum(24),
    negative: "xoxb- is a Slack prefix",
  },
  "slack-webhook-url": {
    positive: `POST https://hooks.slack.com/services/T0000000/B0000000/${alnum(24)} ok`,
    secret: `T0000000/B0000000/${alnum(24)}`,
    negative: "see https://api.slack.com/messaging/webhooks",
  },
  "microsoft-teams-webhook": {
    positive: `url https://acme.webhook.office.com/webhookb2/${hex(8)}-aaaa@${hex(8)}/IncomingWebhook/${hex(32)}/x`,
    secret: hex(32),
    negative: "https://learn.microsoft.com/webhooks",
  },
  "stripe-key": {
    positive: `stripe key sk_live_${alnum(24)}`,
    secret: alnum(24),
    negative: "sk_live_ and pk_live_abcdefghijklmnopqrstuvwx",
  },
  "twilio-api-key": {
    positive: `twilio SK${hex(32)} set`,
    secret: hex(32),
    negative: `TASK${hex(32)} and SK${hex(12)}`,
  },
  jwt: {
    positive: `cookie eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.${alnum(43)}`,
    secret: "eyJzdWIiOiIxMjM0NTY3ODkwIn0",
    negative: 'eyJ alone is base64 of {"',
  },
  "npm-access-token": {
    positive: `//registry.npmjs.org/:_authToken=npm_${alnum(36)}`,
    secret: alnum(36),
    negative: "npm_config_cache=/tmp/npm",
  },
  "pypi-upload-token": {
    positive: `twine pypi-AgEIcHlwaS5vcmc${alnum(60)}`,
    secret: alnum(60),
    negative: "pypi-simple index",
  },
  "gcp-api-key": {
    positive: `maps AIzaSy${alnum(33)} key`,
    secret: `AIzaSy${alnum(33)}`,
    negative: "AIzaSyShort",
  },
  "sendgrid-api-token": {
    positive: `SG.${alnum(22)}.${alnum(43)}`,
    secret: alnum(43),
    negative: "SG.short.value",
  },
  "digitalocean-token": {
    positive: `doctl dop_v1_${hex(64)}`,
    secret: hex(64),
    negative: "dop_v1_ is a prefix",
  },
  "shopify-token": {
    positive: `shop shpat_${hex(32)}`,
    secret: hex(32),
    negative: "shpat_xyz",
  },
  "huggingface-token": {
    positive: `hub hf_${"abcdefghijklmnopqrstuvwxyzABCDEFGH"}`,
    secret: "abcdefghijklmnopqrstuvwxyzABCDEFGH",
    negative: "hf_transfer enabled",
  },
  "databricks-api-token": {
    positive: `dbx dapi${hex(32)}`,
    secret: hex(32),
    negative: "dapi is short for data api",
  },
  "mailgun-key": {
    positive: `mailgun key-${hex(32)}`,
    secret: hex(32),
    negative: "the key-value store",
  },
  "mailchimp-api-key": {
    positive: `chimp ${hex(32)}-us21`,
    secret: hex(32),
    negative: "region en-us1",
  },
  "heroku-api-key": {
    positive: `HRKU-AA${alnum(58)}`,
    secret: alnum(58),
    negative: "HRKU-AA-short",
  },
  "vault-token": {
    positive: `vault hvs.${alnum(100)}`,
    secret: alnum(100),
    negative: "hvs.short",
  },
  "doppler-api-token": {
    positive: `dp.pt.${alnum(43)}`,
    secret: alnum(43),
    negative: "dp.pt.x",
  },
  "linear-api-key": {
    positive: `lin_api_${alnum(40)}`,
    secret: alnum(40),
    negative: "lin_api_x",
  },
  "square-token": {
    positive: `sq0atp-${alnum(22)}`,
    secret: alnum(22),
    negative: "sq0atp-x",
  },
  "rubygems-api-token": {
    positive: `rubygems_${hex(48)}`,
    secret: hex(48),
    negative: "rubygems_org mirror",
  },
  "pulumi-api-token": {
    positive: `pul-${hex(40)}`,
    secret: hex(40),
    negative: "pul-request",
  },
  "postman-api-token": {
    positive: `PMAK-${hex(24)}-${hex(34)}`,
    secret: hex(34),
    negative: "PMAK-123",
  },
  "sentry-token": {
    positive: `sntryu_${hex(64)}`,
    secret: hex(64),
    negative: "sntryu_x",
  },
  "grafana-token": {
    positive: `glsa_${alnum(32)}_${hex(8)}`,
    secret: alnum(32),
    negative: "glsa_x_y",
  },
  "age-secret-key": {
    positive: `AGE-SECRET-KEY-1${upper(58)}`,
    secret: upper(58),
    negative: "AGE-SECRET-KEY-1 is the prefix",
  },
  "artifactory-api-key": {
    positive: `AKCp${alnum(69)}`,
    secret: alnum(69),
    negative: "AKCp short",
  },
  "atlassian-api-token": {
    positive: `ATATT3${alnum(120)}`,
    secret: alnum(120),
    negative: "ATATT3 prefix",
  },
  "one-password-token": {
    positive: `ops_eyJ${alnum(120)}`,
    secret: alnum(120),
    negative: "ops_eyJ short",
  },
  "service-token": {
    positive: `token bkua_${alnum(40)}`,
    secret: alnum(40),
    negative: "bkua_short",
  },
  "url-userinfo": {
    positive: "connecting to redis://:s3cr3t-pass@cache.internal:6379/0",
    secret: "s3cr3t-pass",
    negative: "ssh://git@github.com/org/repo.git and https://example.com/a@b",
  },
  "authorization-header": {
    positive: "X-Api-Key: k3y-v4lue-123456",
    secret: "k3y-v4lue-123456",
    negative: "authorization: none",
  },
  "bearer-credential": {
    positive: `-H "Bearer ${alnum(30)}"`,
    secret: alnum(30),
    negative: "a bearer bond",
  },
  "curl-user": {
    positive: "curl -u deploy:pa55w0rd-x https://example.com",
    secret: "pa55w0rd-x",
    negative: "git log -u file.txt",
  },
  "mysql-password-option": {
    positive: "mysql -h db -u root -pS3cretPW mydb",
    secret: "S3cretPW",
    negative: "mysql -h db -u root -p mydb",
  },
  "password-option": {
    positive: "deploy --password hunter22x --verbose",
    secret: "hunter22x",
    negative: "docker login --password-stdin --username ci",
  },
  "google-oauth": {
    positive: `client GOCSPX-${alnum(28)} and ya29.${alnum(40)}`,
    secret: alnum(28),
    negative: "GOCSPX- and ya29 are prefixes",
  },
  "discord-webhook": {
    positive: `POST https://discord.com/api/webhooks/123456789012345678/${alnum(60)}`,
    secret: alnum(60),
    negative: "https://discord.com/api/webhooks is documented",
  },
  "telegram-bot-token": {
    positive: `https://api.telegram.org/bot123456789:AA${alnum(33)}/sendMessage`,
    secret: alnum(33),
    negative: "at 12:30:45 AA battery",
  },
  "azure-ad-client-secret": {
    positive: `secret abc8Q~${alnum(34)} set`,
    secret: alnum(34),
    negative: "Q~ alone, and abc8Q~short",
  },
  "prefixed-token": {
    positive: `docker login -u ci --password-stdin <<< dckr_pat_${alnum(27)}`,
    secret: alnum(27),
    negative: "dckr_pat_ and NRAK- are prefixes",
  },
  "base64-token": {
    positive: `echo ${Buffer.from(`ghp_${alnum(36)}`).toString("base64")} | base64 -d`,
    secret: Buffer.from(`ghp_${alnum(36)}`)
      .toString("base64")
      .slice(4, 40),
    negative: `echo ${Buffer.from("ghp is not a token here, only words").toString("base64")} | base64 -d`,
  },
  "url-query-credential": {
    positive: `GET https://acct.blob.core.windows.net/c/f.zip?sv=2022-11-02&se=2026&sig=${alnum(40)}%3D&sp=r`,
    secret: alnum(40),
    negative: "GET https://api.example.com/items?page=2&sort=created&keys=3",
  },
  "cookie-header": {
    positive: `Cookie: session=${alnum(30)}; theme=dark`,
    secret: alnum(30),
    negative: "the cookie: consent banner test passed",
  },
  "quoted-p-option": {
    positive: `psql-wrapper -u root -p'${alnum(12)}' db`,
    secret: alnum(12),
    negative: "docker compose -p acme up -d",
  },
  "login-password-flag": {
    positive: `docker login -u ci -p ${alnum(20)} registry.example.com`,
    secret: alnum(20),
    negative: "docker login -u ci --password-stdin registry.example.com",
  },
  "sshpass-password": {
    positive: `sshpass -p ${alnum(14)} ssh deploy@host`,
    secret: alnum(14),
    negative: "sshpass -e ssh deploy@host",
  },
  "sqlcmd-password": {
    positive: `sqlcmd -S db -U sa -P ${alnum(16)} -Q "select 1"`,
    secret: alnum(16),
    negative: "sqlcmd -S db -E -Q 'select 1'",
  },
  "redis-cli-password": {
    positive: `redis-cli -h cache -a ${alnum(18)} ping`,
    secret: alnum(18),
    negative: "redis-cli -h cache -p 6379 ping",
  },
  "mongo-password": {
    positive: `mongosh --host db -u admin -p ${alnum(15)} app`,
    secret: alnum(15),
    negative: "mongosh --host db app",
  },
  "twine-password": {
    positive: `twine upload -u __token__ -p ${alnum(24)} dist/*`,
    secret: alnum(24),
    negative: "twine upload dist/*",
  },
  "ldap-password": {
    positive: `ldapsearch -x -D cn=admin -w ${alnum(13)} -b dc=example`,
    secret: alnum(13),
    negative: "ldapsearch -x -W -b dc=example",
  },
  "openssl-password": {
    positive: `openssl pkcs12 -export -passout pass:${alnum(17)} -out a.p12`,
    secret: alnum(17),
    negative: "openssl pkcs12 -export -passout env:P12_PASSWORD -out a.p12",
  },
  "ssh-keygen-passphrase": {
    positive: `ssh-keygen -t ed25519 -N '${alnum(19)}' -f key`,
    secret: alnum(19),
    negative: "ssh-keygen -t ed25519 -f key",
  },
  "zip-password": {
    positive: `zip -r -P ${alnum(11)} out.zip dist`,
    secret: alnum(11),
    negative: "zip -r out.zip dist",
  },
  "config-set-secret": {
    positive: `aws configure set aws_secret_access_key ${alnum(40)}`,
    secret: alnum(40),
    negative: "aws configure set region eu-west-1",
  },
  "secret-set-value": {
    positive: `gh secret set DEPLOY --body "${alnum(22)}" --repo acme/app`,
    secret: alnum(22),
    negative: "gh secret set DEPLOY < file.txt",
  },
  "login-token-argument": {
    positive: `cargo login ${alnum(32)}`,
    secret: alnum(32),
    negative: "cargo build --release --locked",
  },
  "java-system-property": {
    positive: `mvn sonar:sonar -Dsonar.login=${hex(40)} -Dsonar.host.url=https://sonar`,
    secret: hex(40),
    negative: "mvn -Dsonar.host.url=https://sonar -Dfile.encoding=UTF-8 package",
  },
  "netrc-password": {
    positive: `machine api.example.com login ci password ${alnum(14)}`,
    secret: alnum(14),
    negative: "the password is kept in the vault, not here",
  },
  "xml-secret": {
    positive: `<server><id>repo</id><password>${alnum(16)}</password></server>`,
    secret: alnum(16),
    negative: "<server><id>repo</id><username>ci</username></server>",
  },
  "ci-mask": {
    positive: `::add-mask::${alnum(20)}`,
    secret: alnum(20),
    negative: "::group::Install dependencies",
  },
  "powershell-secure-string": {
    positive: `$pw = ConvertTo-SecureString "${alnum(15)}" -AsPlainText -Force`,
    secret: alnum(15),
    negative: "$pw = Read-Host -AsSecureString",
  },
  "random-assignment": {
    positive: `{"auths":{"registry.example.com":{"auth":"${Buffer.from(`ci:${alnum(20)}`).toString("base64")}"}}}`,
    secret: Buffer.from(`ci:${alnum(20)}`)
      .toString("base64")
      .slice(0, 20),
    negative: "auth: basic, auth_method: oidc, REGISTRY_AUTH=enabled",
  },
  "piped-password": {
    positive: `echo ${alnum(14)} | docker login -u ci --password-stdin registry.example.com`,
    secret: alnum(14),
    negative: 'echo "$REGISTRY_PASSWORD" | docker login -u ci --password-stdin registry.example.com',
  },
  "oracle-connect": {
    positive: `sqlplus -s scott/${alnum(12)}@orcl @migrate.sql`,
    secret: alnum(12),
    negative: "sqlplus -s /nolog @migrate.sql",
  },
  "vendor-token": {
    positive: `aliyun configure --access-key-id LTAI${alnum(20)} --region cn-hangzhou`,
    secret: alnum(20),
    negative: "LTAI is Alibaba's prefix; NRAL, fm2_ and sha256~ alone are not keys",
  },
  "vault-legacy-token": {
    positive: `token                s.${alnum(24)}`,
    secret: alnum(24),
    negative: "loading s.abcdefghijklmnopqrstuvwx and s.config",
  },
  "pat-token": {
    positive: `airtable pat${alnum(14)}.${hex(64)}`,
    secret: hex(64),
    negative: "the path pattern patterns.json",
  },
  "hex-token": {
    positive: `echo ${Buffer.from(`ghp_${alnum(36)}`).toString("hex")} | xxd -r -p`,
    secret: Buffer.from(`ghp_${alnum(36)}`)
      .toString("hex")
      .slice(20, 60),
    negative: `echo ${Buffer.from("ghp_ is GitHub's prefix, password is a word").toString("hex")} | xxd -r -p`,
  },
  "keychain-password": {
    positive: `security unlock-keychain -p ${alnum(16)} build.keychain`,
    secret: alnum(16),
    negative: "security unlock-keychain build.keychain",
  },
  "keychain-partition-password": {
    positive: `security set-key-partition-list -S apple-tool:,apple: -s -k ${alnum(16)} build.keychain`,
    secret: alnum(16),
    negative: "security set-key-partition-list -h",
  },
  "signtool-password": {
    positive: `signtool sign /f cert.pfx /p ${alnum(14)} /tr http://ts.example.com app.exe`,
    secret: alnum(14),
    negative: "signtool verify /pa app.exe",
  },
  "psexec-password": {
    positive: `psexec \\\\build01 -u ci -p ${alnum(14)} cmd /c dir`,
    secret: alnum(14),
    negative: "psexec \\\\build01 -s cmd /c dir",
  },
  "database-shell-password": {
    positive: `cqlsh -u cassandra -p ${alnum(14)} cassandra.internal`,
    secret: alnum(14),
    negative: "cqlsh cassandra.internal 9042",
  },
  "deploy-cli-token": {
    positive: `npx vercel deploy --prod -t ${alnum(24)}`,
    secret: alnum(24),
    negative: "npx vercel deploy --prod",
  },
  "positional-secret": {
    positive: `poetry config http-basic.private ci ${alnum(20)}`,
    secret: alnum(20),
    negative: "poetry config virtualenvs.in-project true",
  },
  "generic-api-key": {
    positive: `Secret access key: ${alnum(30)}/${upper(9)}`,
    secret: alnum(30),
    negative: "cache key: node-modules-8f3a2b1c9d0e7f6a5b4c3d2e1f0a9b8c inputTokens: budget.inputTokens",
  },
  "next-line-value": {
    positive: `        - name: DB_PASSWORD\n          value: ${alnum(20)}`,
    secret: alnum(20),
    negative: "        - name: DB_HOST\n          value: db.internal.example.com",
  },
  "table-secret": {
    positive: `password    ${alnum(20)}`,
    secret: alnum(20),
    negative: "password    ********\ntoken_accessor    8fa9c1d2e3\ntoken_policies    [default]",
  },
  "value-is-the-secret": {
    positive: `// ${alnum(16)} is the password`,
    secret: alnum(16),
    negative: "# this is the password prompt; what is the token for?",
  },
  "quoted-argument-secret": {
    positive: `        storePassword "${alnum(14)}"`,
    secret: alnum(14),
    negative: "error: missing token 'GITHUB_TOKEN' (set the secret \"a b c\")",
  },
  "setter-secret": {
    positive: `    at config.setPassword("${alnum(16)}") (Config.java:42)`,
    secret: alnum(16),
    negative: '    at config.setPassword(Config.java:42) and getToken("default")',
  },
  "aws-cli-text-credentials": {
    positive: `CREDENTIALS\tASIA${upper(16)}\t2026-11-26T20:00:00Z\t${alnum(31)}/${alnum(8)}\tFwoGZXIvYXdz`,
    secret: alnum(31),
    negative: "CREDENTIALS are read from ~/.aws/credentials",
  },
  "url-encoded-userinfo": {
    positive: `redirect=https%3A%2F%2Fci%3A${alnum(20)}%40git.example.com%2Frepo`,
    secret: alnum(20),
    negative: "redirect=https%3A%2F%2Fgit.example.com%2Frepo%3Fa%3Db",
  },
  "putty-private-key": {
    positive: `{"key":"PuTTY-User-Key-File-3: ssh-ed25519\\nPrivate-Lines: 1\\n${alnum(44)}\\nPrivate-MAC: ${hex(64)}"}`,
    secret: alnum(44),
    negative: "PuTTY-User-Key-File-3: ssh-ed25519 Public-Lines: 2",
  },
  "secret-assignment": {
    positive: 'password: "correct horse battery staple"',
    secret: "correct horse battery staple",
    negative: "SERVICE_STEP_KEY=build-and-test max_tokens=8000 cache key: node-abc123",
  },
};

describe("secret rules (gitleaks' default set, by rule id)", () => {
  it("has a case for every rule", () => {
    expect(Object.keys(CASES).sort()).toEqual(SECRET_RULES.map((rule) => rule.id).sort());
  });

  it.each(SECRET_RULES.map((rule) => [rule.id, rule] as const))("%s: finds the secret", (id, rule) => {
    const c = CASES[id];
    if (!c) throw new Error(`no case for ${id}`);
    rule.pattern.lastIndex = 0;
    expect(rule.pattern.test(c.positive), c.positive).toBe(true);
    const out = redact(c.positive, []);
    expect(out).toContain(REDACTED);
    expect(out).not.toContain(c.secret);
  });

  it.each(SECRET_RULES.map((rule) => [rule.id] as const))("%s: leaves a look-alike alone", (id) => {
    const c = CASES[id];
    if (!c) throw new Error(`no case for ${id}`);
    expect(redact(c.negative, [])).toBe(c.negative);
  });
});
