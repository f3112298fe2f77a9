#!/usr/bin/env bash
# Before the tests: make sure the system tools they use are here. The Redis store's tests run a real
# redis-server (with redis-cli, and openssl for TLS certificates); the hooks' tests run shellcheck; the
# emulator's page tests drive chromium (Debian's, through playwright-core). Installs them with apt-get when missing (as root).
set -euo pipefail
missing=()
command -v redis-server >/dev/null || missing+=(redis-server)
# redis-cli creates the cluster of the Redis mode tests; openssl makes their TLS certificates.
command -v redis-cli >/dev/null || missing+=(redis-tools)
command -v openssl >/dev/null || missing+=(openssl)
command -v shellcheck >/dev/null || missing+=(shellcheck)
can_install=false
[[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null && can_install=true
# chromium is optional outside CI: without it the browser tests skip, saying why.
if [[ ! -x /usr/bin/chromium ]]; then
  if [[ $can_install == true || -n ${CI:-} ]]; then
    missing+=(chromium)
  else
    echo "note: /usr/bin/chromium is missing, so the browser tests of the emulator's pages will be skipped (apt-get install chromium)" >&2
  fi
fi
((${#missing[@]} == 0)) && exit 0
if [[ $can_install != true ]]; then
  echo "jobai tests need: ${missing[*]}. Install them (e.g. sudo apt-get install ${missing[*]}) and run again." >&2
  exit 1
fi
echo "installing ${missing[*]} for the tests (apt-get)" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${missing[@]}" >/dev/null
