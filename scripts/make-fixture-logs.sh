#!/usr/bin/env bash
# Regenerate the failing logs under test/fixtures/logs/ by running real tools: a failing vitest
# run, a TypeScript compile error, an npm install failure, a long noisy shell script, a node crash
# and a Python traceback. Never edit those logs by hand: change this script and run it again.
#   bash scripts/make-fixture-logs.sh
# Needs only the repository's dev dependencies (after npm ci), bash, node, npm and python3; no network.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$repo/test/fixtures/logs"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

# Run a command in a directory, its stdout and stderr combined into one log as a job would show it.
# The command is expected to fail; the log ends with the exit status, as `jobai run` reports it.
capture() {
  local name="$1" dir="$2"
  shift 2
  local status=0
  (cd "$dir" && "$@") >"$out/$name.txt" 2>&1 || status=$?
  if ((status == 0)); then
    echo "make-fixture-logs: $name was expected to fail but passed" >&2
    exit 1
  fi
  echo "$name: exit status $status, $(wc -l <"$out/$name.txt") lines"
}

# 1. vitest: passing and failing tests, console noise, colours on (as in CI with FORCE_COLOR).
mkdir -p "$work/vitest"
cat >"$work/vitest/math.test.js" <<'JS'
function add(a, b) { return a + b; }
function parsePrice(text) { return Number.parseFloat(text.replace("$", "")); }
describe("add", () => {
  for (let i = 0; i < 40; i++) it(`adds ${i} and ${i}`, () => expect(add(i, i)).toBe(2 * i));
});
describe("parsePrice", () => {
  it("parses dollars", () => {
    for (let i = 0; i < 30; i++) console.log(`checking price sample ${i}`);
    expect(parsePrice("$1,299.00")).toBe(1299);
  });
  it("keeps cents", () => expect(parsePrice("$0.99")).toBe(0.99));
});
JS
capture vitest-fail "$work/vitest" env FORCE_COLOR=1 "$repo/node_modules/.bin/vitest" run --globals --root . --reporter default

# 2. tsc: a project with type errors.
mkdir -p "$work/tsc/src"
cat >"$work/tsc/tsconfig.json" <<'JSON'
{ "compilerOptions": { "strict": true, "target": "ES2022", "module": "NodeNext", "noEmit": true, "pretty": true }, "include": ["src"] }
JSON
for i in $(seq 1 30); do echo "export const value$i: number = $i;" >"$work/tsc/src/ok$i.ts"; done
cat >"$work/tsc/src/order.ts" <<'TS'
interface Order { id: string; total: number; items: string[] }
export function totalOf(orders: Order[]): number {
  return orders.reduce((sum, order) => sum + order.total, "0");
}
export const first: Order = { id: 1, total: 10, items: [] };
TS
capture tsc-error "$work/tsc" "$repo/node_modules/.bin/tsc" -p .

# 3. npm install --offline of a package that is not in the cache: fails without touching the network.
mkdir -p "$work/npm"
echo '{ "name": "fixture-app", "version": "1.0.0", "private": true }' >"$work/npm/package.json"
capture npm-offline "$work/npm" env npm_config_cache="$work/npm-cache" npm install --offline --no-audit --no-fund left-pad-does-not-exist-jobai-fixture

# 4. A long, noisy shell script: progress redraws, repeated lines, colours, an early real error
#    that is ignored, thousands of lines of output, then a failing command at the end.
cat >"$work/noisy.sh" <<'SH'
#!/usr/bin/env bash
set -u
echo "==> preparing workspace"
mkdir -p build/assets
for i in $(seq 1 50); do printf '\rdownloading dependencies %3d%%' "$((i * 2))"; done
printf '\n'
cp config/settings.yml build/settings.yml || echo "warning: continuing without settings"
for i in $(seq 1 3000); do
  printf '\033[32m[build]\033[0m compiling module %d of 3000 (src/module_%d.c)\n' "$i" "$i"
  if ((i % 500 == 0)); then for _ in 1 2 3 4 5 6 7 8; do echo "[build] waiting for lock on build/.cache"; done; fi
done
echo "==> packaging"
for i in $(seq 1 400); do echo "adding build/assets/file_$i.bin"; done
tar -czf build/release.tar.gz build/assets/missing-manifest.json
status=$?
echo "==> packaging finished with status $status"
exit "$status"
SH
capture noisy-shell "$work" bash noisy.sh

# 5. A node crash: an uncaught TypeError with a stack trace, after some normal output.
cat >"$work/crash.mjs" <<'JS'
const config = { retries: 3 };
function loadUser(id) { return id === 42 ? undefined : { id, profile: { name: `user ${id}` } }; }
function greet(id) { return `hello ${loadUser(id).profile.name}`; }
function handle(ids) { return ids.map((id) => greet(id)); }
for (let i = 0; i < 20; i++) console.log(`processing batch ${i} with ${config.retries} retries`);
console.log(handle([1, 2, 42, 3]));
JS
capture node-crash "$work" node crash.mjs

# 6. A Python traceback (many CI steps run Python tools).
cat >"$work/report.py" <<'PY'
import json
def load(path):
    with open(path) as f:
        return json.load(f)
def summarize(path):
    data = load(path)
    return sum(item["value"] for item in data)
for i in range(15):
    print(f"reading shard {i}")
print(summarize("results/summary.json"))
PY
capture python-traceback "$work" python3 report.py
