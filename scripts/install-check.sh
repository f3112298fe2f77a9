#!/usr/bin/env bash
# Installs jobai as its users do and uses it: `npm pack`, the tarball installed into a fresh ESM
# project (the CLI through npx, the library imported and used against the emulator, `require()`,
# and a strict nodenext TypeScript check), then the clone installed as a git dependency.
# Run by .ci/run; developers run it with `npm run check:install`. Offline-safe: npm installs from
# its cache where it can (--prefer-offline) and fetches nothing but the npm registry.
# The git dependency is this clone's HEAD: commit first to check work in progress.
set -euo pipefail
repo="$(cd "${BASH_SOURCE[0]%/*}/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/jobai-install-XXXXXX")"
trap 'rm -rf "$work"' EXIT
export npm_config_prefer_offline=true npm_config_audit=false npm_config_fund=false
export npm_config_update_notifier=false npm_config_loglevel=error
started=$SECONDS
step() { printf '\n== %s\n' "$*"; }
dev_version() { node -p "require('$repo/node_modules/$1/package.json').version"; }

step "npm pack"
tarball="$(cd "$repo" && npm pack --silent --pack-destination "$work" | tail -n 1)"
tarball="$work/$tarball"
listing="$(tar -tzf "$tarball")"
for needed in package/LICENSE package/dist/index.js package/dist/index.d.ts package/dist/emulator/index.js \
  package/dist/provider/index.js package/dist/rest/index.js package/dist/summarize/index.js package/bundle/jobai.js package/bin/jobai.js package/bin/jobai package/hooks/environment package/plugin.yml; do
  grep -qx "$needed" <<<"$listing" || { echo "the tarball lacks $needed" >&2; exit 1; }
done
if grep -E '^package/src/|\.build-stamp' <<<"$listing"; then
  echo "the tarball holds the files above, which it should not (sources, build stamp)" >&2
  exit 1
fi
grep -qx package/dist/index.js.map <<<"$listing" || { echo "the tarball lacks dist/'s source maps" >&2; exit 1; }
echo "$(wc -l <<<"$listing") files, $(du -k "$tarball" | cut -f1) KB"

step "install the tarball into a fresh ESM project"
app="$work/app"
mkdir -p "$app"
printf '{ "name": "app", "private": true, "type": "module" }\n' >"$app/package.json"
# The library as a job script uses it: the emulator in this process, a client through the proxy.
cat >"$app/use.mjs" <<'JS'
import { createClient, createLimiter, createRestClient, startEmulator } from "jobai";
import { countTokens } from "jobai/emulator";
import { proxyBaseUrl } from "jobai/provider";
import { currentJobRef } from "jobai/rest";
import { digestText } from "jobai/summarize";

const emulator = await startEmulator();
try {
  const client = createClient({ env: emulator.env, limits: { store: "memory" } });
  const message = await client.messages.create({
    model: "claude-haiku-4-5",
    max_tokens: 50,
    messages: [{ role: "user", content: "hello from the installed package" }],
  });
  if (!JSON.stringify(message.content).includes("hello from the installed package")) throw new Error("no echo");
  await client.close();
  const limiter = createLimiter({ store: "memory", requests: 5 });
  const state = await limiter.state();
  if (state === undefined) throw new Error("no limiter state");
  const api = createRestClient({ baseUrl: emulator.restUrl, token: emulator.apiToken });
  const user = await api.user();
  if (!user.id) throw new Error("no user");
  if (countTokens("one two three") < 3) throw new Error("countTokens");
  if (!proxyBaseUrl(emulator.env.SERVICE_AGENT_ENDPOINT).endsWith("/ai/vendor")) throw new Error("proxyBaseUrl");
  if (currentJobRef(emulator.env) === undefined) throw new Error("currentJobRef");
  if (digestText("error: it failed\n").keptLines < 1) throw new Error("digestText");
  console.log("ESM: createClient, createLimiter, createRestClient, startEmulator, the subpaths: ok");
} finally {
  await emulator.close();
}
JS
cat >"$app/require.cjs" <<'JS'
const jobai = require("jobai");
for (const name of ["createClient", "createLimiter", "createRestClient", "startEmulator"]) {
  if (typeof jobai[name] !== "function") throw new Error(`require("jobai").${name} is missing`);
}
console.log("CommonJS: require(\"jobai\"): ok");
JS
cat >"$app/tsconfig.json" <<'JSON'
{ "compilerOptions": { "strict": true, "module": "nodenext", "moduleResolution": "nodenext",
  "target": "es2023", "noEmit": true, "types": ["node"] }, "files": ["check.ts"] }
JSON
cat >"$app/check.ts" <<'TS'
import { createClient, createLimiter, createRestClient, type Limiter, startEmulator } from "jobai";
import { countTokens } from "jobai/emulator";
import { headerPolicyMiddleware } from "jobai/provider";
import { type RestError, isRestError } from "jobai/rest";
import { type Digest, digestText } from "jobai/summarize";

const emulator = await startEmulator();
const client = createClient({ env: emulator.env });
const limiter: Limiter | undefined = client.limiter ?? createLimiter({ store: "memory" });
const api = createRestClient({ baseUrl: emulator.restUrl, token: emulator.apiToken });
const tokens: number = countTokens("typed");
const middleware = headerPolicyMiddleware({ token: "typed" });
const digest: Digest = digestText("typed");
const failed = (error: unknown): RestError | undefined => (isRestError(error) ? error : undefined);
export { api, digest, failed, limiter, middleware, tokens };
TS
# npm_config_loglevel=warn for this one: the install must warn of nothing (a `prepare` script once did).
install_log="$work/install.log"
(cd "$app" && npm_config_loglevel=warn npm install --no-save "$tarball" "typescript@$(dev_version typescript)" \
  "@types/node@$(dev_version @types/node)") 2>&1 | tee "$install_log"
if grep -i 'warn' "$install_log"; then
  echo "installing the tarball warned (above)" >&2
  exit 1
fi

step "a stack trace from the installed package names the sources (its source maps)"
(cd "$app" && node --enable-source-maps --input-type=module \
  -e 'import { createClient } from "jobai"; try { createClient({ env: {} }) } catch (error) { console.log(error.stack) }' |
  grep -q 'src/config/job-env.ts:')

step "npx jobai --help, jobai env"
(cd "$app" && npx --no-install jobai --help >/dev/null)
(cd "$app" && SERVICE_AGENT_ENDPOINT=https://agent.example/v3 SERVICE_AGENT_ACCESS_TOKEN=install-check-token \
  npx --no-install jobai env | grep -q "^export ANTHROPIC_BASE_URL='https://agent.example/v3/ai/vendor'$")

step "source the installed emulator's job.env: jobai by name (env, doctor, ask, summarize, builds list)"
# As the README's reader does: the job environment puts the package's bin/ on PATH, so `jobai`
# works by name (bin/jobai once was a symlink, which npm pack drops).
# shellcheck disable=SC2016 # the inner bash expands them, in the project
(cd "$app" && env -i PATH="$PATH" HOME="$work" TMPDIR="$work" bash -euo pipefail -c '
  npx --no-install jobai emulate --quiet > job.env &
  for _ in $(seq 150); do grep -qs "^export PATH=" job.env && break; sleep 0.2; done
  source job.env
  [[ "$(command -v jobai)" == "$PWD/node_modules/jobai/bin/jobai" ]] || { echo "jobai on PATH is $(command -v jobai || echo nothing)" >&2; exit 1; }
  eval "$(jobai env)"
  jobai doctor >/dev/null
  jobai ask "hello from the tarball" | grep -q "hello from the tarball"
  printf "not ok 1 - adds\nerror: expected 2, got 3\n" > failed.log
  jobai summarize --log failed.log --no-annotate >/dev/null
  jobai builds list --json number >/dev/null
  kill %1
  # The plugin from the tarball: its environment hook alone puts the same jobai on PATH.
  PATH=/usr/bin:/bin:$(dirname "$(command -v node)")
  source node_modules/jobai/hooks/environment
  [[ "$(command -v jobai)" == "$PWD/node_modules/jobai/bin/jobai" ]] || { echo "after the hook, jobai is $(command -v jobai || echo nothing)" >&2; exit 1; }
  jobai --version >/dev/null
')

step "import and use it (ESM), require it (CommonJS), type-check it (strict, nodenext)"
(cd "$app" && node use.mjs && node require.cjs && npx --no-install tsc -p tsconfig.json)

step "install the clone as a git dependency (HEAD) and import it"
gitapp="$work/git-app"
mkdir -p "$gitapp"
printf '{ "name": "git-app", "private": true, "type": "module" }\n' >"$gitapp/package.json"
(cd "$gitapp" && npm install --no-save "git+file://$repo" &&
  node --input-type=module -e 'const j = await import("jobai"); if (typeof j.createClient !== "function") process.exit(1)' &&
  npx --no-install jobai --version)

echo "installed and used as a user does, in $((SECONDS - started)) s"
